"""Settling a hand: the other side confirms it with one tap; the last hand can be taken back.

Corrections are the entry form's (``entry.correct``); all three land in the history.
"""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, url_for
from flask_babel import gettext as _

from ...storage import get_db
from ...games import Forbidden, GameError, NotAuthorized, StaleVersion, confirm_hand, undo_last_hand
from ...games import confirm_hands
from ...words import refusal_text
from ...rules import RecordError
from ...web import whole_number
from . import access
from .taken import changed_words

bp = Blueprint("hands", __name__)


def _int(raw: object) -> int | None:
    return whole_number(raw, high=10**9, default=None)


@bp.post("/games/<game_id>/hands/<int:number>/confirm")
def confirm(game_id: str, number: int):
    game = access.load_game(game_id)
    if (elsewhere := access.no_such_hand(game, number)) is not None:
        return elsewhere
    refused = _confirmed(game, [number], number=number)
    if refused is not None:
        return refused
    back = request.form.get("back") == "hand"
    target = url_for("table.hand", game_id=game.id, number=number) if back else \
        url_for("table.sheet", game_id=game.id) + f"#hand-{number}"
    return redirect(target)


@bp.post("/games/<game_id>/hands/confirm")
def confirm_all(game_id: str):
    """The hands the sheet listed, confirmed with one tap: those it showed, never one entered
    since (that one waits for its own look)."""
    game = access.load_game(game_id)
    numbers = [n for n in (_int(raw) for raw in request.form.getlist("number")) if n is not None]
    refused = _confirmed(game, numbers)
    if refused is not None:
        return refused
    return redirect(url_for("table.sheet", game_id=game.id) + (f"#hand-{numbers[-1]}" if numbers else ""))


def _confirmed(game, numbers: list[int], *, number: int | None = None):
    """Confirm ``numbers`` as the seat the form says; None when done, else the refusal's page."""
    seat = _int(request.form.get("seat"))
    mine = access.seat_for(game)
    if access.phone_of(game) is not None and seat is not None and mine is not None and seat != mine:
        return _refused(game, _("This hand cannot be confirmed from here"),
                        _("This phone speaks for %(name)s: it confirms as that player only.",
                          name=game.players[mine]), number=number)
    if mine is None and seat in access.taken_seats(game):  # another phone speaks for that player
        return _refused(game, _("This seat is taken"),
                        _("Another phone already speaks for %(name)s. Pick your own "
                          "name; if that phone is lost, the director frees its seat "
                          "on the phones page.", name=game.players[seat]), number=number)
    try:
        if seat is not None and access.phone_of(game) is not None and mine is None:
            access.sit(game, seat)  # one tap said who holds this phone
        author = access.author(game, seat=seat)
        if number is not None:
            confirm_hand(get_db(), game_id=game.id, number=number, author=author)
        else:
            confirm_hands(get_db(), game_id=game.id, numbers=numbers, author=author)
    except (NotAuthorized, Forbidden):
        return _refused(game, _("This phone has not joined the table"),
                        _("To confirm hands, scan the QR code on a phone already at the table."))
    except (RecordError, GameError) as error:
        return _refused(game, _("This hand cannot be confirmed from here"), refusal_text(error),
                        number=number)
    return None


@bp.route("/games/<game_id>/hands/<int:number>/undo", methods=["GET", "POST"])
def undo(game_id: str, number: int):
    """Ask once ("take back hand 7?"), then take it back; a confirmed hand needs the director."""
    game = access.load_game(game_id)
    if (elsewhere := _not_last(game, number)) is not None:
        return elsewhere
    error = None
    if request.method == "POST":
        try:
            error = _take_back(game, number)
        except NotAuthorized:
            return _refused(game, _("This phone has not joined the table"),
                            _("To take back a hand, scan the QR code on a phone already at the table."))
        if error is None:
            return redirect(url_for("table.sheet", game_id=game.id))
        game = access.load_game(game_id)
        if (elsewhere := _not_last(game, number)) is not None:
            return elsewhere
    entry = game.entry(number)
    return render_template("undo.html", game=game, number=number, entry=entry, error=error,
                           director=entry.confirmed), 422 if error else 200


def _not_last(game, number: int):
    """Only the last hand can be taken back: any other goes to its page (or the sheet)."""
    if (elsewhere := access.no_such_hand(game, number)) is not None:
        return elsewhere
    if number != len(game.entries):
        return redirect(url_for("table.hand", game_id=game.id, number=number))
    return None


def _take_back(game, number: int) -> str | None:
    """Undo the last hand; None when done, else why not (in the table's words)."""
    code = request.form.get("director_code", "").strip()
    try:
        author = access.author(game, director_code=code)
        undo_last_hand(get_db(), game_id=game.id, number=number, author=author,
                       expected_version=_int(request.form.get("version")))
    except StaleVersion as stale:
        return changed_words(stale.game, seen=_int(request.form.get("version")), elsewhere=_(
            "Another phone changed the game meanwhile: look again before taking it back."))
    except Forbidden as refusal:
        return _("That is not the director code of this game.") if code else refusal_text(refusal)
    except NotAuthorized:
        raise
    except (RecordError, GameError) as refusal:
        return refusal_text(refusal)
    return None


def _refused(game, title: str, message: str, *, number: int | None = None):
    back = url_for("table.hand", game_id=game.id, number=number) if number else \
        url_for("table.sheet", game_id=game.id)
    return render_template("error.html", title=title, message=message, back=back,
                           back_label=_("Back")), 403
