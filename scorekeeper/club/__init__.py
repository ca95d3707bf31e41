"""A club's tournament: its pages (the director's desk, dashboard and controls, the players'
standings and projector), its JSON API under /api/v1 and its printed sheets.

Everything here asks the tournament service (``tournaments``: the log, the state, the views and
the codes) and the pure tournament core; a page, an API answer and a PDF show one view of it.
"""

from __future__ import annotations

from flask import Flask

from ..publishing import start_sender
from . import api, pages, pdf


def init_app(app: Flask) -> None:
    pages.register(app)
    app.register_blueprint(pdf.bp)
    start_sender(app)  # only when PUBLISH_HUB names a federation hub


__all__ = ["api", "init_app", "pages", "pdf"]
