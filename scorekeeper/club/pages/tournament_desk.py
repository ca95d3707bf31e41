"""The registration desk on the director's phone: entrants pasted or typed many at once, each
marked paid and present with one tap, and the check-in list in the order they arrived.

An entrant's code is handed here: checking an entrant in (or asking for it) shows it on the
director's screen to the pair standing there, and a lost one is issued anew. Only the entrant's
number crosses the redirect (the session cookie is signed, not secret); the code is made again
when the page is shown."""

from __future__ import annotations

from flask import Blueprint, current_app, redirect, render_template, request, session, url_for
from flask_babel import gettext as _, ngettext

from ...games import GameError
from ...rules import RecordError, find_variant
from ...storage import get_db
from ...tournaments import desk
from ...tournaments import TournamentError, code_of
from .tournaments import _int, _load, directing, parse_entrants, refusal_words

bp = Blueprint("tournament_desk", __name__)


@bp.route("/tournaments/<tournament_id>/desk", methods=["GET", "POST"])
def desk_page(tournament_id: str):
    t = _load(tournament_id)
    if not directing(t):
        return redirect(url_for("tournament_pages.dashboard", tournament_id=t.id))
    message, status, typed = session.pop("desk_message", None), 200, ""
    handed = _handed(t, session.pop("desk_code", None))
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
                           here={a.number for a in arrived}, names={e.number: e for e in t.entrants},
                           handed=handed, codes=t.settings.final_by == "other_entrant"), status


def _handed(t, shown) -> dict | None:
    """The code to show the entrant at the desk: (number, new) from the last action."""
    if not shown or t.entrant(shown[0]) is None or t.settings.final_by != "other_entrant":
        return None
    return {"entrant": t.entrant(shown[0]), "new": shown[1],
            "code": code_of(current_app.config["SECRET_KEY"], t, shown[0])}


def _act(t) -> tuple[str, str]:
    action, number, db = request.form.get("action", ""), _int("number"), get_db()
    if action == "add":
        entrants = parse_entrants(request.form.get("entrants", ""),
                                  per_side=find_variant(t.header.variant).players // 2)
        if not entrants:
            raise RecordError(_("Write the entrants, one a line: “Ana & Cvita” or “Ana, Cvita”."), "entrants")
        numbers = desk.add_entrants(db, tournament=t, entrants=entrants)
        return "good", ngettext("%(num)s entrant added.", "%(num)s entrants added.", len(numbers))
    if action in ("paid", "unpaid"):
        desk.set_paid(db, tournament=t, number=number, paid=action == "paid")
    elif action in ("present", "absent"):
        desk.set_present(db, tournament=t, number=number, present=action == "present")
        if action == "present":
            session["desk_code"] = (number, False)
    elif action == "code":
        desk.verify_reissue_code(db, tournament=t, number=number)
        session["desk_code"] = (number, False)
    elif action == "new_code":
        desk.reissue_code(db, tournament=t, number=number, secret=current_app.config["SECRET_KEY"])
        session["desk_code"] = (number, True)
        return "good", _("%(name)s has a new code: the old one no longer works.", name=t.known_entrant(number).name)
    else:
        raise RecordError(_("That did not work"), "action")
    return "good", _("%(name)s: noted.", name=t.entrant(number).name)
