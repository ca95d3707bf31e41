"""The phones at a table, for the director: who joined as whom, and withdrawing a lost phone.

Reading the list needs the game link only (it shows names and times, no secret); withdrawing a
phone or issuing a new table link needs the director code, typed on this page.
"""

from __future__ import annotations

from flask import Blueprint, current_app, render_template, request
from flask_babel import gettext as _

from ...storage import get_db
from ...games import GameError
from ...games import list_phones, revoke_phone, rotate_table_token
from ...web import guarded_authorize
from ...words import refusal_text
from ...rules import RecordError
from . import access

bp = Blueprint("phones", __name__)


@bp.route("/games/<game_id>/phones", methods=["GET", "POST"])
def phones(game_id: str):
    game = access.load_game(game_id)
    done, error, status = None, None, 200
    if request.method == "POST":
        try:
            done = _act(game)
        except (GameError, RecordError) as refusal:
            error = (_("That is not the director code of this game.")
                     if refusal.path == "director_code" else refusal_text(refusal))
            status = 403
        game = access.load_game(game_id)
    mine = access.phone_of(game)
    return render_template("phones.html", game=game, phones=list_phones(get_db(), game=game),
                           mine=mine.id if mine else None, done=done, error=error,
                           link=access.table_link(game) if done == "rotated" else None), status


def _act(game) -> str:
    code = request.form.get("director_code", "").strip()
    if not code:
        raise RecordError(_("Type the director code first."), "director_code")
    director = guarded_authorize(game, director_code=code)
    if request.form.get("action") == "rotate":
        rotate_table_token(get_db(), game=game, secret=current_app.config["SECRET_KEY"],
                           author=director)
        return "rotated"
    revoke_phone(get_db(), game=game, phone_id=request.form.get("phone", ""), author=director)
    return "revoked"
