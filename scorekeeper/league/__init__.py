"""A club's league: its seasons (pages, projector, printed and CSV standings, API routes) and the
club's register of players (a player's page, the director's merges and questions).

Beside ``table/`` and ``club/``: it asks the services (``seasons``, ``register``, ``tournaments``)
and shares ``web/``, never another product.
"""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext

from ..web import contribute
from ..words import page_language, season_words
from . import api, archive, openapi, pages, pdf

contribute(paths=openapi.paths)


def init_app(app: Flask) -> None:
    app.register_blueprint(pages.bp)
    app.register_blueprint(pdf.bp)
    app.jinja_env.globals.update(
        season_label=lambda name: season_words.label(name, gettext=gettext),
        season_help=lambda name: season_words.help(name, gettext=gettext),
        season_value=lambda name, value: season_words.value(name, value, gettext=gettext),
        prize_word=lambda kind: season_words.prize(kind, gettext=gettext),
        prize_amount=lambda prize: season_words.prize_amount(prize, lang=page_language()))


__all__ = ["api", "archive", "init_app", "openapi", "pages", "pdf"]
