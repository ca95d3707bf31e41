"""The start page: the games this phone is playing, and every preset to start a new one."""

from __future__ import annotations

from flask import Blueprint, current_app, render_template, send_from_directory

from ...storage import get_db
from ...games import NotFound, get_game
from . import access
from ...rules import VARIANTS, RecordError, find_variant

bp = Blueprint("home", __name__)


@bp.get("/sw.js")
def service_worker():
    """The service worker, at the root so that it looks after every page (static/js/sw.js)."""
    assert current_app.static_folder is not None  # create_app gives one
    response = send_from_directory(current_app.static_folder, "js/sw.js", mimetype="text/javascript",
                                   max_age=0)
    response.headers["Service-Worker-Allowed"] = "/"
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/")
def index():
    return render_template("home.html", variants=own_games_first(VARIANTS.values()), recent=_recent())


# The games each page language plays at home, first on its start page.
OWN_GAMES = {"hr": ("bela-hr-4", "bela-hr-3", "bela-hr-2"), "fr": ("belote",),
             "nl": ("klaverjas-amsterdam", "klaverjas-rotterdam")}


def own_games_first(variants) -> list:
    from ...words import page_language
    own = OWN_GAMES.get(page_language(), ())
    return sorted(variants, key=lambda v: own.index(v.name) if v.name in own else len(own))


def _recent() -> list[dict]:
    """The games whose table token this phone holds, with their score, newest first."""
    out = []
    for game_id in access.recent_games()[:5]:
        try:
            game = get_game(get_db(), game_id=game_id)
            ruling = game.ruling()
        except (NotFound, RecordError):
            continue  # a game from another server or database: nothing to show
        out.append({"id": game.id, "title": find_variant(game.variant).title,
                    "sides": access.side_names(game), "totals": ruling["game"]["totals"],
                    "finished": ruling["game"]["finished"]})
    return out
