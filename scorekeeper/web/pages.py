"""What every page shares, whichever product shows it: error pages, and the filters that say an
engine's English text in the page's language."""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext

from ..words import terms
from . import page_errors


def init_app(app: Flask) -> None:
    page_errors.register(app)
    # Engine texts (preset titles, help) are English; ``tr`` shows a translation where the
    # catalogue has one.
    app.jinja_env.filters.update(tr=lambda text: gettext(text) if text else "")
    app.jinja_env.globals.update(colon=terms.colon, rank_letter=terms.rank_letter)
