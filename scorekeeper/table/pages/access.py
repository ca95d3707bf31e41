"""What this phone may do in a game: the phone credential it holds, kept in the session.

The table token arrives once, in the share link or QR code: opening it gives this phone a
credential of its own (``games.phones``), and the session cookie keeps only that phone's key,
a reference the server can withdraw, never the table token or the director code. The seat the
phone picks is bound to its credential: it is written in the history and decides who may
confirm. The session cookie is SameSite=Lax and forms carry a CSRF token.
"""

from __future__ import annotations

from flask import abort, current_app, g, redirect, session, url_for

from ...storage import get_db
from ...games import Author, Game, NotFound, get_game
from ...games import Phone, authorize_phone, choose_seat, find_phone, join_phone
from ...web import guarded_authorize
from ...rules import find_variant

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


def _remember(game_id: str, key: str) -> None:
    tables = dict(session.get("tables", {}))
    tables.pop(game_id, None)
    tables[game_id] = {"p": key}  # last in, so the oldest game is the first dropped
    session["tables"] = dict(list(tables.items())[-KEEP_GAMES:])
    session.permanent = True


def phone_key_for(game_id: str) -> str | None:
    key = session.get("tables", {}).get(game_id, {}).get("p")
    return key if isinstance(key, str) else None


def join(game: Game, *, table_token: str | None) -> Phone:
    """This phone joins with the table token (raises ``GameError`` if it is not the game's)."""
    phone, key = join_phone(get_db(), game=game, table_token=table_token)
    _remember(game.id, key)
    g.pop("phones", None)
    return phone


def carry_over(from_game: str, to_game: str) -> None:
    """This phone keeps its key into the next game of a match (its row was copied there)."""
    key = phone_key_for(from_game)
    if key:
        _remember(to_game, key)


def phone_of(game: Game) -> Phone | None:
    """This phone's live credential in ``game`` (None: never joined, or withdrawn)."""
    known = g.setdefault("phones", {})
    if game.id not in known:
        known[game.id] = find_phone(get_db(), game=game, phone_key=phone_key_for(game.id))
    return known[game.id]


def sit(game: Game, seat: int, *, entrant_code: str | None = None) -> Phone:
    """Bind this phone to ``seat`` (once; ``GameError`` if it already speaks for another, or
    the seat is an entrant's at a tournament table and ``entrant_code`` is not its code)."""
    phone = choose_seat(get_db(), game=game, phone_key=phone_key_for(game.id) or "", seat=seat,
                        entrant_code=entrant_code)
    g.setdefault("phones", {})[game.id] = phone
    return phone


def taken_seats(game: Game) -> set[int]:
    """Seats another phone already speaks for: shown as taken, so two phones cannot both be Ana."""
    from ...games import list_phones
    mine = phone_of(game)
    return {p.seat for p in list_phones(get_db(), game=game)
            if p.seat is not None and not p.is_revoked and (mine is None or p.id != mine.id)}


def seat_for(game: Game) -> int | None:
    phone = phone_of(game)
    return phone.seat if phone else None


def recent_games() -> list[str]:
    """Ids of the games this phone joined, newest first."""
    return [gid for gid, mine in reversed(list(session.get("tables", {}).items())) if "p" in mine]


def can_write(game: Game) -> bool:
    return phone_of(game) is not None


def author(game: Game, *, seat: int | None = None, director_code: str | None = None) -> Author:
    """The author of a change from this phone; raises ``GameError`` without the right credential.

    The director code alone also writes (a director's own device); beside a phone, the change
    is the director's, made at that phone's seat.
    """
    phone = phone_of(game)
    if director_code:
        guarded_authorize(game, director_code=director_code)
        return Author("director", phone.seat if phone else seat, phone.id if phone else None)
    return authorize_phone(get_db(), game=game, phone_key=phone_key_for(game.id), seat=seat)


def table_link(game: Game) -> str | None:
    """The join link to show on the share page, re-derived (None for an old random token)."""
    from ...games import table_token_of
    from ...web import keep_uncompressed
    keep_uncompressed()
    token = table_token_of(game, secret=current_app.config["SECRET_KEY"])
    from ...web import shared_url
    return shared_url("newgame.join", game_id=game.id, token=token) if token else None


def side_names(game: Game) -> list[str]:
    """Each side as the table says it: "Ana & Cvita" for a team, "Ana" alone."""
    variant = find_variant(game.variant)
    return [" & ".join(game.players[s] for s in variant.seats_of(side)) for side in range(variant.sides)]


def at_tournament(game: Game) -> bool:
    """A tournament's table: a phone there writes from a seat, and only watches without one."""
    from ...tournaments import place
    return place(get_db(), game.id) is not None


def entrant_code_needed(game: Game) -> bool:
    """Whether a seat at this table is taken with its entrant's code (a tournament's setting)."""
    from ...tournaments import place
    found = place(get_db(), game.id)
    return found is not None and found.tournament.settings.final_by == "other_entrant"


def tournament_place(game: Game) -> dict | None:
    """Where a tournament's game is played, as its pages name it (the tournament, its round and
    table, and the way back to it), or None for a game of no tournament."""
    from ...tournaments import place
    found = place(get_db(), game.id)
    if found is None or found.table is None:
        return None
    return {"id": found.tournament.id, "title": found.tournament.header.title, "round": found.round_no,
            "table": found.table.table}


# A phone remembers its entrant's code per tournament: the next round's table does not ask again.
KEEP_CODES = 8


def remembered_code(game: Game) -> str:
    """The entrant code this phone gave at an earlier table of the same tournament ("" if none)."""
    where = tournament_place(game)
    return str(session.get("entrant_codes", {}).get(where["id"], "")) if where else ""


def remember_code(game: Game, code: str) -> None:
    where = tournament_place(game)
    if where and code:
        codes = {k: v for k, v in session.get("entrant_codes", {}).items() if k != where["id"]}
        codes[where["id"]] = code
        session["entrant_codes"] = dict(list(codes.items())[-KEEP_CODES:])


def seat_first(game: Game):
    """At a tournament table a phone writes hands from a player's seat: a phone that joined
    without saying who holds it is asked first (the seat page), or None if it may write."""
    from flask import render_template
    from flask_babel import gettext as _
    from ...tournaments import place
    phone = phone_of(game)
    if phone is None or phone.seat is not None or place(get_db(), game.id) is None:
        return None
    return render_template("join.html", game=game, seat=None, taken=taken_seats(game),
                           variant=find_variant(game.variant), entrant_code_needed=entrant_code_needed(game),
                           at_tournament=True, where=tournament_place(game), code=remembered_code(game),
                           note=_("At a tournament table, hands are written from a player's seat: "
                                  "say who holds this phone first.")), 403


def drawn_again(game: Game):
    """The page of a game a swap or re-draw replaced (its printed card is void), or None."""
    from flask import render_template
    from flask_babel import gettext as _
    from ...tournaments import place
    found = place(get_db(), game.id)
    if found is None or found.retired is None:
        return None
    return render_template("error.html", title=_("This table was drawn again"),
                           message=drawn_again_words(found.retired),
                           back=url_for("tournament_pages.where", tournament_id=found.tournament.id),
                           back_label=_("Where do I play?")), 409


def drawn_again_words(table: int) -> str:
    from flask_babel import gettext as _
    return _("This table was drawn again: scan the new card (table %(n)s)", n=table)
