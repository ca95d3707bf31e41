"""Starting a game: the game and its players, the house rules, then the link and QR code to join.

The house-rule fields are generated from ``OPTION_SPECS`` (names, kinds, choices, help), so a
new option appears here without touching this page.
"""

from __future__ import annotations

import threading
import time

import segno
from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_babel import gettext as _

from ...storage import get_db
from ...games import Forbidden, GameError, create_game
from ...words import refusal_text
from ...web import whole_number
from ...web import NEW_GAMES, limiter, limits_off, note_wrong_code, verify_code_attempt
from ...rules import OPTION_SPECS, RecordError, VARIANTS, family_of, find_variant
from . import access
from ...words import option_label

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
            created = create_game(get_db(), variant=chosen.name, players=players, options=options,
                                  token_secret=current_app.config["SECRET_KEY"])
        except RecordError as error:
            field = _field_of(error.path)
            errors[field] = _("Write a name (up to 60 letters).") if field.startswith("player") \
                else refusal_text(error)
        else:
            phone = access.join(created.game, table_token=created.table_token)
            _reveal_once(phone.id, created.director_code)
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


def _asked_specs(variant) -> list:
    """The house rules this game asks: one it never asks is neither shown nor sent (the engine
    would refuse it, ``house_rules``)."""
    ignored = family_of(variant).ignored_options(variant.rules)
    return [spec for spec in OPTION_SPECS if spec.name not in ignored]


def _option_fields(variant, form) -> list[dict]:
    defaults = variant.rules.to_json()
    quick = family_of(variant).quick_options
    fields = []
    for spec in _asked_specs(variant):
        default = defaults[spec.name]
        value = form.get(f"opt_{spec.name}") if form else None
        if value is None:
            value = ", ".join(default) if spec.kind == "list" else default
        if spec.kind == "bool" and form:
            value = f"opt_{spec.name}" in form
        fields.append({"spec": spec, "name": f"opt_{spec.name}", "label": option_label(spec.name),
                       "value": value, "default": default, "quick": spec.name in quick})
    return fields


def _options_from(form, variant) -> tuple[dict, dict]:
    """The options that differ from the preset's, read as the engine wants them."""
    defaults, options, errors = variant.rules.to_json(), {}, {}
    value: object
    for spec in _asked_specs(variant):
        raw = form.get(f"opt_{spec.name}")
        if spec.kind == "bool":
            value = f"opt_{spec.name}" in form
        elif raw is None:
            continue
        elif spec.kind == "int":
            value = whole_number(raw, high=999_999_999, default=None)
            if value is None:
                errors[f"opt_{spec.name}"] = _("a whole number, like %(n)s", n=defaults[spec.name])
                continue
        elif spec.kind == "list":
            value = [part.strip() for part in raw.replace(" ", ",").split(",") if part.strip()]
        else:
            value = raw
        if value != defaults[spec.name]:
            options[spec.name] = value
    return options, errors


# The director code, between the new-game form and the share page that shows it once: kept in
# this process's memory for a few minutes, keyed by the creating phone, never in a cookie.
_CODES: dict[str, tuple[str | None, float]] = {}
_CODES_LOCK = threading.Lock()
CODE_SHOWN_WITHIN = 600  # seconds


def _reveal_once(phone_id: str, code: str | None) -> None:
    now = time.monotonic()
    with _CODES_LOCK:
        for key in [k for k, (_, at) in _CODES.items() if now - at > CODE_SHOWN_WITHIN]:
            del _CODES[key]
        _CODES[phone_id] = (code, now)


def _take_code(phone_id: str) -> str | None:
    with _CODES_LOCK:
        code, at = _CODES.pop(phone_id, (None, 0.0))
    return code if code and time.monotonic() - at <= CODE_SHOWN_WITHIN else None


@bp.get("/games/<game_id>/share")
def share(game_id: str):
    """The QR code and link that bring the other phones to the table, and the director code once."""
    game = access.load_game(game_id)
    phone = access.phone_of(game)
    if phone is None:
        return redirect(url_for("table.sheet", game_id=game.id))
    link = access.table_link(game)
    qr = link and segno.make(link, error="m").svg_inline(
        scale=1, omitsize=True, svgclass="qr", title=_("QR code to join this game"))
    return render_template("share.html", game=game, link=link, qr=qr, taken=access.taken_seats(game),
                           director_code=_take_code(phone.id), seat=phone.seat,
                           entrant_code_needed=access.entrant_code_needed(game),
                           at_tournament=access.at_tournament(game),
                           sides=access.side_names(game), variant=find_variant(game.variant))


@bp.get("/j/<game_id>/<token>")
def join(game_id: str, token: str):
    """Where the QR code leads: this phone gets its own credential, then the token leaves the URL."""
    game = access.load_game(game_id)
    if (moved := access.drawn_again(game)) is not None:
        return moved
    try:
        access.join(game, table_token=token)
    except (GameError, RecordError):
        return render_template("error.html", title=_("This link does not open the table"),
                               message=_("The link is incomplete, from another game, or the "
                                         "director has issued a new one. Scan the QR code on a "
                                         "phone already at the table, or just watch the score."),
                               back=url_for("table.sheet", game_id=game.id),
                               back_label=_("Watch the score")), 403
    return redirect(url_for("newgame.joined", game_id=game.id))


@bp.get("/games/<game_id>/join")
def joined(game_id: str):
    game = access.load_game(game_id)
    if access.phone_of(game) is None:
        return redirect(url_for("table.sheet", game_id=game.id))
    code = access.remembered_code(game)
    if code:
        from ...web import keep_uncompressed
        keep_uncompressed()  # a code on the page: its size must tell nothing of it
    return render_template("join.html", game=game, seat=access.seat_for(game), taken=access.taken_seats(game),
                           variant=find_variant(game.variant), where=access.tournament_place(game), code=code,
                           entrant_code_needed=access.entrant_code_needed(game),
                           at_tournament=access.at_tournament(game))


@bp.post("/games/<game_id>/seat")
def choose_seat(game_id: str):
    game = access.load_game(game_id)
    seat = whole_number(request.form.get("seat"), high=len(game.players) - 1, default=None)
    if seat is not None and access.phone_of(game) is not None:
        if seat in access.taken_seats(game) and access.seat_for(game) != seat:
            return render_template("error.html", title=_("This seat is taken"),
                                   message=_("Another phone already speaks for %(name)s. Pick your own "
                                             "name; if that phone is lost, the director frees its seat "
                                             "on the phones page.", name=game.players[seat]),
                                   back=url_for("newgame.joined", game_id=game.id),
                                   back_label=_("Back")), 409
        try:
            if request.form.get("entrant_code"):
                verify_code_attempt(None)  # an entrant code is short: guesses are limited
            code = request.form.get("entrant_code", "").strip()[:20]
            access.sit(game, seat, entrant_code=code or None)
            access.remember_code(game, code if access.entrant_code_needed(game) else "")
        except Forbidden as error:
            if error.path != "entrant_code":
                raise
            note_wrong_code(None)
            return render_template("error.html", title=_("That is not your entrant code"),
                                   message=_("At a tournament table, a phone speaks for a player "
                                             "with that entrant's code: the director hands it out at "
                                             "the desk and can give a new one."),
                                   back=url_for("newgame.joined", game_id=game.id),
                                   back_label=_("Try again")), 403
        except (GameError, RecordError) as error:
            seat = access.seat_for(game)
            if seat is None:  # refused for a reason of its own: say it, never a 500
                return render_template("error.html", title=_("This seat could not be taken"),
                                       message=refusal_text(error), back=url_for("newgame.joined", game_id=game.id),
                                       back_label=_("Back")), 409
            return render_template("error.html", title=_("This phone already has a seat"),
                                   message=_("This phone already speaks for %(name)s. To speak for "
                                             "another player, join from that player's phone.",
                                             name=game.players[seat]),
                                   back=url_for("table.sheet", game_id=game.id),
                                   back_label=_("To the score sheet")), 409
    return redirect(url_for("table.sheet", game_id=game.id))
