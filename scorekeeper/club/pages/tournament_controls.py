"""The director's controls on the dashboard: swap two entrants of the current
round, the next round's bye, an entrant absent for the next round, two entrants kept apart, a
withdrawal asked to confirm and undone, a withdrawn entrant reinstated. Each a form post the
dashboard hands here; each answer a message in the page's language."""

from __future__ import annotations

from flask import request, session
from flask_babel import gettext as _

from ...rules import RecordError
from ...tournaments import actions, controls
from ...web import whole_number

ACTIONS = ("swap", "bye", "apart", "allow", "absent", "present", "withdraw", "reinstate", "keep")


def _number(name: str) -> int:
    return whole_number(request.form.get(name), default=0)


def _entrant_name(t, number: int) -> str:
    found = t.entrant(number)
    if found is None:
        raise RecordError(_("Pick an entrant."), "number")
    return found.name


def act(db, t, action: str, *, secret: str, seen: int | None) -> tuple[str, str]:
    """One control, done; ``(kind, words)`` for the page."""
    number = _number("number")
    if action == "swap":
        x, y = _number("x"), _number("y")
        actions.swap(db, tournament=t, round_no=len(t.rounds), x=x, y=y, secret=secret, seen=seen)
        return "good", _("%(a)s and %(b)s have changed places.", a=_entrant_name(t, x), b=_entrant_name(t, y))
    if action == "bye":
        controls.choose_bye(db, tournament=t, number=number or None)
        k = len(t.rounds) + 1
        return "good", (_("%(name)s has the bye in round %(n)s.", name=_entrant_name(t, number), n=k)
                        if number else _("The draw chooses the bye of round %(n)s.", n=k))
    if action in ("apart", "allow"):
        x, y = _number("x"), _number("y")
        controls.keep_apart(db, tournament=t, a=x, b=y, apart=action == "apart")
        words = _("%(a)s and %(b)s will not be drawn together.") if action == "apart" else \
            _("%(a)s and %(b)s may be drawn together again.")
        return "good", words % {"a": _entrant_name(t, x), "b": _entrant_name(t, y)}
    if action in ("absent", "present"):
        controls.mark_absent(db, tournament=t, number=number, absent=action == "absent")
        k, name = len(t.rounds) + 1, _entrant_name(t, number)
        return "good", (_("%(name)s sits out round %(n)s.", name=name, n=k) if action == "absent"
                        else _("%(name)s plays in round %(n)s.", name=name, n=k))
    if action == "withdraw":
        name = _entrant_name(t, number)
        if request.form.get("confirmed") != "yes":
            session["tournament_confirm"] = number
            return "warn", _("Withdraw %(name)s?", name=name)
        actions.withdraw(db, tournament=t, number=number)
        session["tournament_undo"] = number
        return "good", _("%(name)s is withdrawn.", name=name)
    if action == "keep":
        return "good", _("%(name)s keeps playing.", name=_entrant_name(t, number))
    controls.reinstate(db, tournament=t, number=number)
    return "good", _("%(name)s plays again from round %(n)s.", name=_entrant_name(t, number),
                     n=len(t.rounds) + 1)


def view(t) -> dict:
    """What the dashboard shows of the controls: the next round's, and the entrants to pick."""
    k = len(t.rounds) + 1
    current = t.rounds[-1] if t.rounds else None
    seated = sorted({n for x in current.tables for n in x.seated()}) if current else []
    return {"next": k, "absent": t.absent.get(k, set()), "bye": t.bye_by_hand.get(k),
            "apart": sorted(tuple(sorted(p)) for p in t.apart),
            "active": [e for e in t.entrants if e.active],
            "seated": [t.entrant(n) for n in seated],
            "confirm": session.pop("tournament_confirm", None),
            "undo": session.pop("tournament_undo", None)}
