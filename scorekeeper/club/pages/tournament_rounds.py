"""Every round stays reachable: a read-only view of one round's tables, their results (entered at
the table or on paper, confirmed, approved) and its sheets to print again, once later rounds are
drawn and the dashboard shows only the current one."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from ...tournaments import round_json
from ...storage import get_db
from ...tournaments import table_result
from .tournament_paper import example_of
from .tournaments import _load, directing, shown, status_words

bp = Blueprint("tournament_rounds", __name__)


def how_entered(t, table) -> str:
    """Where a table's result came from, in the page's words."""
    from flask_babel import gettext as _
    if table.paper is not None:
        return _("entered on paper by the director")
    result = table_result(get_db(), t, table)
    if not result.finished:
        return ""
    if table.approved:
        return _("played at the table, approved by the director")
    return _("played at the table, confirmed by the other side") if result.status == "final" else \
        _("played at the table, not yet confirmed")


@bp.get("/tournaments/<tournament_id>/rounds/<int:k>")
def round_page(tournament_id: str, k: int):
    t = shown(_load(tournament_id))
    if t.round(k) is None:
        abort(404)
    from flask import session
    return render_template("tournaments/round.html", **round_context(t, k),
                           message=session.pop("round_message", None))


def round_context(t, k: int) -> dict:
    """The round page's values; a director's page also offers a correction at each table."""
    shown = round_json(get_db(), t, k, with_tokens=False)
    entered = {x.table: how_entered(t, x) for x in t.round(k).tables}
    return {"t": t, "r": shown, "k": k, "entered": entered, "words": status_words(),
            "director": directing(t), "names": {e.number: e.name for e in t.entrants},
            "example": example_of(t)}
