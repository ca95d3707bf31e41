"""A director's correction of an earlier round's result, from that round's
page: first what it changes (each entrant whose place, match points or points move; a round
already drawn after it stays as drawn), then, confirmed, the correction itself."""

from __future__ import annotations

from flask import redirect, render_template, request, session, url_for
from flask_babel import gettext as _

from ...tournaments import correction_effect
from ...games import GameError
from ...rules import RecordError
from ...storage import get_db
from ...web import whole_number
from ...tournaments import actions, service
from .tournament_rounds import bp, round_context
from .tournament_paper import example_of, paper_refusal_words, read_games
from .tournaments import _int, _load, directing, refusal_words


def effect(t, k: int, table: int, games: list) -> dict:
    """What the result ``games`` at ``table`` of round ``k`` would change in the standings."""
    return correction_effect(get_db(), t, round_no=k, table=table, games=games) | {
        "typed": request.form.get("games", "")[:200]}


@bp.post("/tournaments/<tournament_id>/rounds/<int:k>")
def correct(tournament_id: str, k: int):
    t = _load(tournament_id)
    table = _int("table")
    if t.round(k) is None or t.round(k).table(table) is None:
        return redirect(url_for("tournament_rounds.round_page", tournament_id=t.id, k=k))
    if not directing(t):
        return round_page_with(t, k, message=("bad", _("Sign in with the director code first."))), 403
    try:
        games = read_games(request.form.get("games", ""), example=example_of(t))
        if request.form.get("action") == "correct":
            effect(t, k, table, games)
            actions.enter_result(get_db(), tournament=t, round_no=k, table=table, games=games, correcting=True)
            session["round_message"] = ("good", _("The result of table %(n)s in round %(k)s is corrected.",
                                                  n=table, k=k))
            return redirect(url_for("tournament_rounds.round_page", tournament_id=t.id, k=k)
                            + f"#table-{table}")
        return round_page_with(t, k, preview=effect(t, k, table, games)), 200
    except service.TournamentError as error:
        return round_page_with(t, k, refused={"table": table, "text": refusal_words(error),
                                              "typed": request.form.get("games", "")[:200]}), 409
    except (RecordError, GameError) as error:
        return round_page_with(t, k, refused={"table": table, "text": paper_refusal_words(t, error),
                                              "typed": request.form.get("games", "")[:200]}), 422


def round_page_with(t, k: int, **extra):
    return render_template("tournaments/round.html", **round_context(t, k), **extra)



@bp.get("/tournaments/<tournament_id>/rounds/<int:k>/correct")
def preview_page(tournament_id: str, k: int):
    """A result typed over a table's existing one (the dashboard sends it here): what it would
    change, to be confirmed; nothing is stored."""
    t = _load(tournament_id)
    table = _int_arg("table")
    if t.round(k) is None or t.round(k).table(table) is None or not directing(t):
        return redirect(url_for("tournament_rounds.round_page", tournament_id=t.id, k=k))
    typed = request.args.get("games", "")[:200]
    try:
        preview = effect(t, k, table, read_games(typed, example=example_of(t)))
    except (RecordError, GameError) as error:
        return round_page_with(t, k, refused={"table": table, "text": paper_refusal_words(t, error, typed=typed),
                                              "typed": typed}), 422
    preview["typed"] = typed
    return round_page_with(t, k, preview=preview,
                           message=("warn", _("Table %(n)s already has a result: entering another "
                                              "corrects it.", n=table))), 200


def _int_arg(name: str) -> int:
    return whole_number(request.args.get(name), high=99999, default=0)
