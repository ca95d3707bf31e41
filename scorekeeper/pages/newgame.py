"""Starting a game: the game and its players, the house rules, then the link and QR code to join.

The house-rule fields are generated from ``OPTION_SPECS`` (names, kinds, choices, help), so a
new option appears here without touching this page.
"""

from __future__ import annotations

import segno
from flask import Blueprint, abort, redirect, render_template, request, session, url_for
from flask_babel import gettext as _

from ..db import get_db
from ..games import GameError, authorize, create_game
from ..limiting import NEW_GAMES, limiter, limits_off
from ..rules import OPTION_SPECS, RecordError, VARIANTS, find_variant
from . import access
from .words import option_label

bp = Blueprint("newgame", __name__)


@bp.route("/new/<variant>", methods=["GET", "POST"])
@limiter.limit(NEW_GAMES, methods=["POST"], exempt_when=limits_off)
def new_game(variant: str):
    try:
        chosen = find_variant(variant)
    except RecordError:
        abort(404)
    form = request.form if request.method == "POST" else {}
    players = [form.get(f"player{i}", "").strip() for i in range(chosen.players)]
    options, errors = _options_from(form, chosen) if form else ({}, {})
    if form and not errors:
        try:
            created = create_game(get_db(), variant=chosen.name, players=players, options=options)
        except RecordError as error:
            field = _field_of(error.path)
            errors[field] = _("Write a name (up to 60 letters).") if field.startswith("player") \
                else error.message
        else:
            access.remember(created.game.id, token=created.table_token)
            session["new_code"] = {"game": created.game.id, "code": created.director_code}
            return redirect(url_for("newgame.share", game_id=created.game.id))
    return render_template("new_game.html", variant=chosen, players=players, errors=errors,
                           fields=_option_fields(chosen, form), variants=VARIANTS,
                           status=422 if errors else 200), 422 if errors else 200


def _field_of(path: str) -> str:
    """``players[1]`` → ``player1``, ``options.tie`` → ``opt_tie``: the form field to mark."""
    if path.startswith("players[") and path.endswith("]"):
        return "player" + path[len("players["):-1]
    if path.startswith("options."):
        return "opt_" + path.split(".")[1]
    return "form"


def _option_fields(variant, form) -> list[dict]:
    defaults = variant.rules.to_json()
    fields = []
    for spec in OPTION_SPECS:
        default = defaults[spec.name]
        value = form.get(f"opt_{spec.name}") if form else None
        if value is None:
            value = ", ".join(default) if spec.kind == "list" else default
        if spec.kind == "bool" and form:
            value = f"opt_{spec.name}" in form
        fields.append({"spec": spec, "name": f"opt_{spec.name}", "label": option_label(spec.name),
                       "value": value, "default": default})
    return fields


def _options_from(form, variant) -> tuple[dict, dict]:
    """The options that differ from the preset's, read as the engine wants them."""
    defaults, options, errors = variant.rules.to_json(), {}, {}
    for spec in OPTION_SPECS:
        raw = form.get(f"opt_{spec.name}")
        if spec.kind == "bool":
            value = f"opt_{spec.name}" in form
        elif raw is None:
            continue
        elif spec.kind == "int":
            if not raw.strip().isdigit():
                errors[f"opt_{spec.name}"] = _("a whole number, like %(n)s", n=defaults[spec.name])
                continue
            value = int(raw)
        elif spec.kind == "list":
            value = [part.strip() for part in raw.replace(" ", ",").split(",") if part.strip()]
        else:
            value = raw
        if value != defaults[spec.name]:
            options[spec.name] = value
    return options, errors


@bp.get("/games/<game_id>/share")
def share(game_id: str):
    """The QR code and link that bring the other phones to the table, and the director code once."""
    game = access.load_game(game_id)
    token = access.token_for(game.id)
    if not token:
        return redirect(url_for("table.sheet", game_id=game.id))
    new = session.get("new_code") or {}
    code = session.pop("new_code", {}).get("code") if new.get("game") == game.id else None
    link = url_for("newgame.join", game_id=game.id, token=token, _external=True)
    qr = segno.make(link, error="m").svg_inline(scale=1, omitsize=True, svgclass="qr",
                                                title=_("QR code to join this game"))
    return render_template("share.html", game=game, link=link, qr=qr, director_code=code,
                           seat=access.seat_for(game), sides=access.side_names(game),
                           variant=find_variant(game.variant))


@bp.get("/j/<game_id>/<token>")
def join(game_id: str, token: str):
    """Where the QR code leads: the phone keeps the table token and says who holds it."""
    game = access.load_game(game_id)
    try:
        authorize(game, table_token=token)
    except (GameError, RecordError):
        return render_template("error.html", title=_("This link does not open the table"),
                               message=_("The link is incomplete or from another game. Scan the QR "
                                         "code on the phone that started the game again, or just "
                                         "watch the score."),
                               back=url_for("table.sheet", game_id=game.id),
                               back_label=_("Watch the score")), 403
    access.remember(game.id, token=token)
    return render_template("join.html", game=game, seat=access.seat_for(game),
                           variant=find_variant(game.variant))


@bp.post("/games/<game_id>/seat")
def choose_seat(game_id: str):
    game = access.load_game(game_id)
    raw = request.form.get("seat", "")
    if raw.isdigit() and int(raw) < len(game.players):
        access.remember(game.id, seat=int(raw))
    else:
        access.forget_seat(game.id)
    return redirect(url_for("table.sheet", game_id=game.id))
