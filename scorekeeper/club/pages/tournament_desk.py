"""The registration desk on the director's phone: entrants pasted or typed many at once, each
marked paid and present with one tap, and the check-in list in the order they arrived."""

from __future__ import annotations

from flask import Blueprint, redirect, render_template, request, session, url_for
from flask_babel import gettext as _, ngettext

from ...games import GameError
from ...rules import RecordError, find_variant
from ...storage import get_db
from ...tournaments import desk
from ...tournaments import TournamentError
from .tournaments import _int, _load, directing, parse_entrants, refusal_words, verify_entrants_fit

bp = Blueprint("tournament_desk", __name__)


@bp.route("/tournaments/<tournament_id>/desk", methods=["GET", "POST"])
def desk_page(tournament_id: str):
    t = _load(tournament_id)
    if not directing(t):
        return redirect(url_for("tournament_pages.dashboard", tournament_id=t.id))
    message, status, typed = session.pop("desk_message", None), 200, ""
    if request.method == "POST":
        try:
            session["desk_message"] = _act(t)
            anchor = f"#entrant-{_int('number')}" if request.form.get("number") else ""
            return redirect(url_for("tournament_desk.desk_page", tournament_id=t.id) + anchor)
        except TournamentError as error:
            message, status = ("bad", refusal_words(error)), 409
        except (RecordError, GameError) as error:
            message, status = ("bad", error.message), 422
        typed = request.form.get("entrants", "")[:20_000]
        t = _load(tournament_id)
    arrived = desk.arrivals(get_db(), t)
    return render_template("tournaments/desk.html", t=t, message=message, typed=typed, arrived=arrived,
                           here={a.number for a in arrived}, names={e.number: e for e in t.entrants}), status


def _act(t) -> tuple[str, str]:
    action, number, db = request.form.get("action", ""), _int("number"), get_db()
    if action == "add":
        entrants = parse_entrants(request.form.get("entrants", ""),
                                  per_side=find_variant(t.header.variant).players // 2)
        if not entrants:
            raise RecordError(_("Write the entrants, one a line: “Ana & Cvita” or “Ana, Cvita”."), "entrants")
        verify_entrants_fit(entrants, already=len(t.entrants))
        numbers = desk.add_entrants(db, tournament=t, entrants=entrants)
        return "good", ngettext("%(num)s entrant added.", "%(num)s entrants added.", len(numbers))
    if action in ("paid", "unpaid"):
        desk.set_paid(db, tournament=t, number=number, paid=action == "paid")
    elif action in ("present", "absent"):
        desk.set_present(db, tournament=t, number=number, present=action == "present")
    else:
        raise RecordError(_("That did not work"), "action")
    return "good", _("%(name)s: noted.", name=t.entrant(number).name)
