"""The score sheet's address: ``/games/<id>/sheet.pdf``, whoever has the game's link prints it.

Made by the worker processes and answered as every PDF is (``web.pdf``).
"""

from __future__ import annotations

import re

from flask import Blueprint, Response, abort, current_app

from ... import games
from ...storage import get_db
from ...tournaments import overruling_result
from ...rules import RecordError, adjudicate
from ...sheets import build_sheet
from ...web.pdf import language, pdf_answer

bp = Blueprint("export", __name__)


@bp.get("/games/<game_id>/sheet.pdf")
def sheet_pdf(game_id: str) -> Response:
    try:
        game = games.get_game(get_db(), game_id=game_id)
    except games.NotFound:
        abort(404)
    lang = language()
    # The director's paper result over this game's table changes the sheet without a new hand.
    overruled = overruling_result(get_db(), game.id)
    # The key is the game's version: a sheet already made is answered without ruling its hands.
    job = lambda: ("scorekeeper.table.pdf.render", "render_sheet_pdf",  # noqa: E731
                   {"sheet": _sheet(game), "lang": lang, "overruled": overruled})
    return pdf_answer(("game", game.id, game.version, lang, str(overruled)), job, filename=_filename(game))


def _sheet(game: games.Game):
    """The sheet's view-model, gathered only when a render starts."""
    record = game.record()
    try:
        ruling = adjudicate(record)
    except RecordError as error:
        # Only if a rule change made a stored game invalid: say so instead of failing.
        current_app.logger.error("stored game %s no longer passes: %s", game.id, error)
        abort(409, description=f"This game can no longer be scored: {error.message}")
    return build_sheet(record, ruling, corrected=_corrected(game))


def _corrected(game: games.Game) -> dict[int, int | str]:
    """The hands corrected after they were written, and by whom (a seat, or the role)."""
    return {number: (entry.corrected_by.seat if entry.corrected_by.seat is not None else entry.corrected_by.role)
            for number, entry in enumerate(game.entries, start=1) if entry.corrected_by}


def _filename(game: games.Game) -> str:
    """``bela-hr-4-<id>.pdf``: only characters every browser keeps in a header."""
    return re.sub(r"[^A-Za-z0-9._-]", "-", f"{game.variant}-{game.id}") + ".pdf"
