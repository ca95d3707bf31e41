"""The PDFs' addresses: a game's sheet, and a tournament's sheets.

Read access as for the pages: whoever has the game's (or tournament's) link prints its public
sheets; those that carry table tokens (cards, score sheets with their QR codes, the round pack)
need the director. Every PDF is made by the worker processes (``workers``); a request answers
it at once when it is cached or ready within a short wait, else 202 with Retry-After (a page
that reloads itself), or 503 with Retry-After when the queue is full.
"""

from __future__ import annotations

import re

from flask import Blueprint, Response, abort, current_app, render_template, request

from ... import games
from ...storage.db import get_db
from ...rules import RecordError, adjudicate
from ..sheet import build_sheet
from . import workers

LANGUAGES = ("en", "hr", "fr", "nl")

bp = Blueprint("export", __name__)


def pdf_answer(key: tuple, job, *, filename: str) -> Response:
    answer = workers.renderer(current_app.config).get(key, job, wait=current_app.config.get("PDF_WAIT"))
    if answer.state == workers.READY:
        return Response(answer.body, mimetype="application/pdf", headers={
            "Content-Disposition": f'inline; filename="{filename}"', "Cache-Control": "no-cache"})
    if answer.state == workers.FAILED:
        current_app.logger.error("a PDF could not be made (%s): %s", key[0], answer.reason)
        abort(503, description="The PDF could not be made just now.")
    status = 202 if answer.state == workers.WAIT else 503
    return Response(render_template("pdf_wait.html", status=status, retry=answer.retry_after),
                    status=status, headers={"Retry-After": str(answer.retry_after),
                                            "Cache-Control": "no-store"})


@bp.get("/games/<game_id>/sheet.pdf")
def sheet_pdf(game_id: str) -> Response:
    try:
        game = games.get_game(get_db(), game_id=game_id)
    except games.NotFound:
        abort(404)
    record = game.record()
    try:
        ruling = adjudicate(record)
    except RecordError as error:
        # Only if a rule change made a stored game invalid: say so instead of failing.
        current_app.logger.error("stored game %s no longer passes: %s", game_id, error)
        abort(409, description=f"This game can no longer be scored: {error.message}")
    lang = language()
    job = lambda: ("scorekeeper.sheets.pdf.render", "render_sheet_pdf",  # noqa: E731
                   {"sheet": build_sheet(record, ruling), "lang": lang})
    return pdf_answer(("game", game.id, game.version, lang), job, filename=_filename(game))


def language() -> str:
    asked = request.args.get("lang")
    if asked in LANGUAGES:
        return asked
    if "babel" in current_app.extensions:
        from flask_babel import get_locale
        locale = get_locale()
        if locale is not None and locale.language in LANGUAGES:
            return locale.language
    return request.accept_languages.best_match(LANGUAGES, default="en")


def _filename(game: games.Game) -> str:
    """``bela-hr-4-<id>.pdf``: only characters every browser keeps in a header."""
    return re.sub(r"[^A-Za-z0-9._-]", "-", f"{game.variant}-{game.id}") + ".pdf"
