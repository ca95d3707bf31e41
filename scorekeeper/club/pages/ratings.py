"""The players' ratings page (``/ratings``) and a player's rating over time, read by anyone."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from ...ratings import PROVISIONAL_UNDER, chart_of, rating_history, rating_of, ratings
from ...storage import get_db
from ...words import day_in, page_language

bp = Blueprint("rating_pages", __name__)


@bp.get("/ratings")
def ratings_page():
    return render_template("ratings/ratings.html", players=ratings(get_db()), provisional_under=PROVISIONAL_UNDER)


@bp.get("/ratings/<player>")
def player(player: str):
    db = get_db()
    found = rating_of(db, player=player)
    if found is None:
        abort(404)
    history = rating_history(db, player=player)
    return render_template("ratings/player.html", p=found, chart=chart_of(history),
                           day=lambda date: day_in(date, lang=page_language()))
