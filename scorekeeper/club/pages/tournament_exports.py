"""A tournament taken away: the standings and every result as CSV (a spreadsheet opens them: UTF-8
with a byte-order mark, a header row in the page's language), and the whole evening as one JSON
archive that this or another Scorekeeper server imports (the director's backup; what a league
collects). The import page is the director's form for ``tournaments.archive``.
"""

from __future__ import annotations

import csv
import io
import json
import time

from flask import (Blueprint, Response, abort, current_app, redirect, render_template, request, session,
                   url_for)
from flask_babel import gettext as _

from ..api import IMPORTS, read_archive
from ...tournaments import standings_json
from ...games import GameError
from ...rules import RecordError
from ...words import refusal_text
from ...storage import get_db
from ...tournaments import archive, table_result
from ... import publishing
from .tournaments import _CODES, _LOCK, _load, directing, refusal_words, shown, status_words

bp = Blueprint("tournament_exports", __name__)
BOM = "\ufeff"  # without it, a spreadsheet may read "Jurić" as "JuriÄ‡"
# A spreadsheet runs a cell that begins with one of these as a formula (OWASP, CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def inert(cell: object) -> object:
    """A text cell a spreadsheet shows as written, never runs: a leading apostrophe, which the
    spreadsheet hides, before a cell that would start a formula. Numbers stay numbers."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def csv_answer(rows: list[list[object]], filename: str) -> Response:
    out = io.StringIO()
    out.write(BOM)
    csv.writer(out, lineterminator="\r\n").writerows([inert(c) for c in row] for row in rows)
    return Response(out.getvalue(), mimetype="text/csv", headers={
        "Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-store"})


@bp.get("/tournaments/<tournament_id>/standings.csv")
def standings_csv(tournament_id: str):
    t = shown(_load(tournament_id))
    table, words = standings_json(get_db(), t), status_words()
    players = {e.number: " & ".join(e.players) for e in t.entrants}
    rows = [[_("Rank"), _("No."), _("Name"), _("Players"), _("Played"), _("Won"), _("Drawn"), _("Lost"),
             _("Match points"), _("For"), _("Against"), _("Difference"), "Buchholz", _("Decided by"),
             _("Provisional")]]
    rows += [[r["rank"], r["number"], r["name"], players.get(r["number"], ""), r["played"], r["wins"],
              r["draws"], r["losses"], r["match_points"], r["points_for"], r["points_against"],
              r["difference"], r["buchholz"], words.get(r["decided_by"], "") if r["decided_by"] else "",
              _("yes") if r["provisional"] else ""] for r in table["rows"]]
    return csv_answer(rows, f"{t.id}-standings.csv")


@bp.get("/tournaments/<tournament_id>/results.csv")
def results_csv(tournament_id: str):
    """One row a table a round (and a bye), with each game's points: every result of the evening."""
    t = shown(_load(tournament_id))
    words, names = status_words(), {e.number: e.name for e in t.entrants}
    rows = [[_("Round"), _("Table"), _("First"), _("Second"), _("Games"), _("Points of the first"),
             _("Points of the second"), _("Games won"), _("Winner"), _("Status")]]
    for r in t.rounds:
        for x in r.tables:
            res = table_result(get_db(), t, x)
            rows.append([r.round, x.table, names[x.a], names[x.b],
                         ", ".join(f"{a}-{b}" for a, b in res.games), sum(a for a, _b in res.games),
                         sum(b for _a, b in res.games), "-".join(map(str, res.games_won)) if res.finished else "",
                         names.get(res.winner, _("drawn") if res.finished else ""), words[res.status]])
        rows += [[r.round, "", names[n], "", "", "", "", "", "", _("Bye")] for n in r.byes]
    return csv_answer(rows, f"{t.id}-results.csv")


@bp.get("/tournaments/<tournament_id>/archive.json")
def archive_json(tournament_id: str):
    t = _load(tournament_id)
    if not directing(t):
        abort(403)
    body = json.dumps(archive.export_archive(get_db(), tournament=t), ensure_ascii=False, indent=1)
    return Response(body, mimetype="application/json", headers={
        "Content-Disposition": f'attachment; filename="{t.id}-archive.json"', "Cache-Control": "no-store"})


def archive_refusal_words(error) -> str:
    """Why an archive is refused, in the page's language, and where in the file: the archive's
    own judgments through their notes; a field's type or bound as the API says it."""
    if error.path == "archive":  # no file chosen: said already in the page's words
        return error.message
    why = refusal_text(error)
    if not error.path:
        return _("The archive was not imported: %(why)s.", why=why)
    return _("The archive was not imported: %(why)s (at %(path)s in the file).", why=why, path=error.path)


@bp.route("/tournaments/import", methods=["GET", "POST"])
@IMPORTS
def import_page():
    error, status = None, 200
    if request.method == "POST":
        upload = request.files.get("archive")
        try:
            if upload is None or not upload.filename:
                raise RecordError(_("Choose the archive file (.json) saved from a tournament."), "archive")
            created = archive.import_archive(get_db(), archive=read_archive(upload.read()),
                                             secret=current_app.config["SECRET_KEY"])
        except (RecordError, GameError) as refused:
            error, status = archive_refusal_words(refused), 422
        except Exception as refused:  # noqa: BLE001 - not JSON, or too large: said, never a 500
            error, status = _("This file is not a tournament archive."), 422
            current_app.logger.info("archive refused: %s", refused)
        else:
            session["directing"] = [*session.get("directing", []), created.id][-20:]
            with _LOCK:
                _CODES[created.id] = (created.director_code, time.monotonic())
            return redirect(url_for("tournament_pages.dashboard", tournament_id=created.id))
    return render_template("tournaments/import.html", error=error), status


@bp.route("/tournaments/<tournament_id>/publish", methods=["GET", "POST"])
def publish_page(tournament_id: str):
    """The director's publishing: the club's id and public key to register at the hub, every
    revision signed with what became of it, and the next one (a correction) signed on a tap."""
    t = _load(tournament_id)
    if not directing(t):
        abort(403)
    error, status = None, 200
    if request.method == "POST":
        try:
            publishing.publish(get_db(), tournament=t, key=publishing.key_of(current_app),
                               club=publishing.club_of(current_app))
            return redirect(url_for("tournament_exports.publish_page", tournament_id=t.id))
        except GameError as refused:
            error, status = refusal_words(refused), 409
    return render_template("tournaments/publish.html", t=t, error=error, club=publishing.club_of(current_app),
                           public_key=publishing.public_key_text(publishing.key_of(current_app)),
                           publications=publishing.publications(get_db(), tournament_id=t.id)), status


@bp.get("/tournaments/<tournament_id>/bundle.json")
def bundle_file(tournament_id: str):
    t = _load(tournament_id)
    if not directing(t):
        abort(403)
    body = publishing.latest_body(get_db(), tournament_id=t.id)
    if body is None:
        abort(404)
    return Response(body, mimetype="application/json", headers={
        "Content-Disposition": f'attachment; filename="{t.id}-bundle.json"', "Cache-Control": "no-store"})
