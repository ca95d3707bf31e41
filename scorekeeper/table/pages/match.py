"""A friendly match at one table: the next game with the same players and seats, and the tally.

Seed 000: "Normally best-of-three is played, the winner of the last game dealing for the first
hand of the next." A finished game offers the next game at once (no retyping); the phones that
joined keep their seats in it; the sheet shows the match tally. (A tournament's matches are the
tournament's own: see ``scorekeeper.tournaments``.)
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, redirect, url_for

from ...storage import get_db
from ...games import Game, create_game, following_game, get_game
from ...games import copy_phones
from ...rules import GameResult, match_outcome, next_first_dealer
from ...rules import find_variant
from . import access

bp = Blueprint("match", __name__)
BEST_OF = 3


def chain(game: Game) -> list[Game]:
    """The games of this table's match up to ``game``, first to last."""
    games = [game]
    while games[0].previous and len(games) < 20:
        games.insert(0, get_game(get_db(), game_id=games[0].previous))
    return games


def following(game: Game) -> str | None:
    return following_game(get_db(), game_id=game.id)


def tally(game: Game) -> dict | None:
    """Games won per side in this table's match so far, once there is a match to speak of."""
    games = chain(game)
    results = [GameResult(tuple(r["totals"]), r["winner"])
               for r in (g.ruling()["game"] for g in games) if r["finished"]]
    nxt = following(game)
    if len(games) == 1 and not nxt:
        return None  # a single game is not a match until its next game is made
    outcome = match_outcome(results, best_of=BEST_OF, players=find_variant(game.variant).players)
    return {"won": outcome.games_won, "game": len(games), "best_of": BEST_OF, "next": nxt,
            "over": outcome.finished, "first_dealer": None if outcome.finished else
            next_first_dealer(results, players=find_variant(game.variant).players)}


@bp.post("/games/<game_id>/next-game")
def next_game(game_id: str):
    """The next game of the match: same players, seats, house rules; this phone keeps its seat."""
    game = access.load_game(game_id)
    if not game.ruling()["game"]["finished"] or not access.can_write(game):
        abort(409)
    made = following(game)
    if made is None:
        created = create_game(get_db(), variant=game.variant, players=list(game.players),
                              options=game.options, title=game.title,
                              token_secret=current_app.config["SECRET_KEY"], previous=game.id)
        made = created.game.id
        copy_phones(get_db(), from_game=game.id, to_game=made)
    access.carry_over(game.id, made)
    return redirect(url_for("table.sheet", game_id=made))
