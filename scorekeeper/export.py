"""``GET /games/<id>/sheet.pdf``: the stored game's score sheet as a printable A4 PDF.

Read access, like the sheet page: whoever has the game link may print it. The PDF is rendered
from the stored record on every request (the ruling is never stored), in the language the page
would use, or the one asked for with ``?lang=hr``.
"""

from __future__ import annotations

import re

from flask import Blueprint, Response, abort, current_app, request

from . import games
from .db import get_db
from .rules import RecordError, adjudicate
from .sheet import build_sheet

try:
    from . import pdf
    _PDF_PROBLEM = ""
except OSError as error:  # WeasyPrint without Pango: serve everything else, say why here
    pdf = None
    _PDF_PROBLEM = str(error)

LANGUAGES = ("en", "hr", "fr")

bp = Blueprint("export", __name__)


@bp.get("/games/<game_id>/sheet.pdf")
def sheet_pdf(game_id: str) -> Response:
    try:
        game = games.get_game(get_db(), game_id=game_id)
    except games.NotFound:
        abort(404)
    if pdf is None:
        current_app.logger.error("the PDF sheet cannot be made: %s", _PDF_PROBLEM)
        abort(503, description="The printable sheet is not available on this server (Pango is missing).")
    record = game.record()
    try:
        ruling = adjudicate(record)
    except RecordError as error:
        # Only if a rule change made a stored game invalid: say so instead of failing.
        current_app.logger.error("stored game %s no longer passes: %s", game_id, error)
        abort(409, description=f"This game can no longer be scored: {error.message}")
    body = pdf.render_sheet_pdf(build_sheet(record, ruling), lang=_language())
    return Response(body, mimetype="application/pdf", headers={
        "Content-Disposition": f'inline; filename="{_filename(game)}"',
        "Cache-Control": "no-cache"})


def _language() -> str:
    asked = request.args.get("lang")
    if asked in LANGUAGES:
        return asked
    if "babel" in current_app.extensions:
        from flask_babel import get_locale
        locale = get_locale()
        if locale is not None and locale.language in LANGUAGES:
            return locale.language
    return request.accept_languages.best_match(LANGUAGES, default="en")


def _filename(game: "games.Game") -> str:
    """``bela-hr-4-<id>.pdf``: only characters every browser keeps in a header."""
    return re.sub(r"[^A-Za-z0-9._-]", "-", f"{game.variant}-{game.id}") + ".pdf"
