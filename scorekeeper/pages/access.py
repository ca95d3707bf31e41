"""What this phone may do in a game: the table token and seat it holds, kept in the session.

The table token arrives once, in the share link or QR code, and is kept in the signed session
cookie so the phone writes without showing it again. The session cookie is SameSite=Lax, so a
form on another site cannot post a hand with it. The seat is who the phone speaks for: it is
written in the history and decides who may confirm.
"""

from __future__ import annotations

from flask import abort, redirect, session, url_for

from ..db import get_db
from ..games import Author, Game, GameError, NotFound, authorize, get_game
from ..limiting import guarded_authorize
from ..rules import RecordError, find_variant

KEEP_GAMES = 20  # a cookie holds about 4 KB; a phone rarely plays more games than this at once


def load_game(game_id: str) -> Game:
    try:
        return get_game(get_db(), game_id=game_id)
    except NotFound:
        abort(404)


def no_such_hand(game: Game, number: int):
    """A hand another phone took back meanwhile: back to the sheet rather than a dead end."""
    if 1 <= number <= len(game.entries):
        return None
    return redirect(url_for("table.sheet", game_id=game.id))


def remember(game_id: str, *, token: str | None = None, seat: int | None = None) -> None:
    tables = dict(session.get("tables", {}))
    mine = dict(tables.pop(game_id, {}))
    if token is not None:
        mine["t"] = token
    if seat is not None:
        mine["s"] = seat
    tables[game_id] = mine  # last in, so the oldest game is the first dropped
    session["tables"] = dict(list(tables.items())[-KEEP_GAMES:])
    session.permanent = True


def forget_seat(game_id: str) -> None:
    tables = dict(session.get("tables", {}))
    if game_id in tables:
        tables[game_id] = {k: v for k, v in tables[game_id].items() if k != "s"}
        session["tables"] = tables


def token_for(game_id: str) -> str | None:
    return session.get("tables", {}).get(game_id, {}).get("t")


def seat_for(game: Game) -> int | None:
    seat = session.get("tables", {}).get(game.id, {}).get("s")
    return seat if isinstance(seat, int) and 0 <= seat < len(game.players) else None


def recent_games() -> list[str]:
    """Ids of the games this phone holds the token of, newest first."""
    return [gid for gid, mine in reversed(list(session.get("tables", {}).items())) if "t" in mine]


def can_write(game: Game) -> bool:
    token = token_for(game.id)
    if not token:
        return False
    try:
        authorize(game, table_token=token)
    except (GameError, RecordError):
        return False
    return True


def author(game: Game, *, seat: int | None = None, director_code: str | None = None) -> Author:
    """The author of a change from this phone; raises ``GameError`` without the right token."""
    return guarded_authorize(game, table_token=token_for(game.id), director_code=director_code or None,
                     seat=seat_for(game) if seat is None else seat)


def side_names(game: Game) -> list[str]:
    """Each side as the table says it: "Ana & Cvita" for a team, "Ana" alone."""
    variant = find_variant(game.variant)
    return [" & ".join(game.players[s] for s in variant.seats_of(side)) for side in range(variant.sides)]
