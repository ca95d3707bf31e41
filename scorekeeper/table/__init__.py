"""A game at a table: its phone pages, its JSON API and its printed score sheet.

- ``pages``: start a game, join it, keep its sheet, enter, confirm, correct and replay hands;
- ``api``: the game's routes under /api/v1 (presets, adjudication, games, hands, phones);
- ``pdf``: the score sheet as an A4 PDF.

Everything here asks the services (``games``, the rules engine, the sheet view-model); a page, an
API answer and a PDF show one view of a game.
"""

from __future__ import annotations

from flask import Flask

from . import api, pages, pdf


def init_app(app: Flask) -> None:
    pages.register(app)
    app.register_blueprint(pdf.bp)


__all__ = ["api", "init_app", "pages", "pdf"]
