"""Statistics per player and pair across the games on this server (``scorekeeper.games.stats``)."""

from __future__ import annotations

from flask import Blueprint, render_template, request

from ...storage import get_db
from ...games import get_game, recent_game_ids
from ...rules import RecordError
from ...games import PlayedGame, statistics
from ...tournaments import retired_games
from ...words import page_language, sorted_by

bp = Blueprint("stats", __name__)
# The most recent games counted: a club's season, and a page that stays quick to make.
RECENT = 500


@bp.get("/players")
def players():
    games = []
    retired = retired_games(get_db())  # replaced by a swap or re-draw: counted nowhere
    for game_id in recent_game_ids(get_db(), limit=RECENT):
        if game_id in retired:
            continue
        game = get_game(get_db(), game_id=game_id)
        try:
            games.append(PlayedGame(game.id, game.record(), game.ruling(), game.previous))
        except RecordError:  # a record today's engine refuses is left out, not a 500
            continue
    stats = statistics(games)
    name = (request.args.get("name") or "").strip()
    return render_template("players.html", players=_ordered(stats.players.values()),
                           pairs=_ordered(stats.pairs.values()), name=name, counted=len(games),
                           recent=RECENT)


def _ordered(lines):
    """Most games first; among equals, names as the page's language sorts them ("Élodie" before
    "Ruud", "Đuro" before "Maša"), not by code point."""
    by_name = sorted_by(lines, lambda line: line.name, lang=page_language())
    return sorted(by_name, key=lambda line: -line.games)
