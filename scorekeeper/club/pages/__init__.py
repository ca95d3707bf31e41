"""The club's tournament pages: the director's new tournament, desk, dashboard, rounds, controls,
corrections and exports, and the players' standings, projector and "where do I play"."""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext

from ...words import settings as settings_words
from . import ratings, tournament_controls, tournament_desk, tournament_exports, tournament_rounds, tournaments
from . import tournament_corrections  # noqa: F401  (its routes are on tournament_rounds.bp)


def register(app: Flask) -> None:
    for module in (tournaments, tournament_exports, tournament_desk, tournament_rounds, ratings):
        app.register_blueprint(module.bp)
    app.jinja_env.globals.update(
        setting_label=lambda name: settings_words.setting_label(name, gettext=gettext),
        setting_help=lambda name, fallback="": settings_words.setting_help(name, fallback, gettext=gettext),
        setting_value=lambda name, value: settings_words.setting_value(name, value, gettext=gettext))


__all__ = ["ratings", "register", "tournament_controls", "tournament_desk", "tournament_exports",
           "tournament_rounds", "tournaments"]
