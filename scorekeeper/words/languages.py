"""Languages of the pages: English, Croatian, French and Dutch (Flask-Babel).

The language is the one the phone asks for (Accept-Language) unless the player picked another
with the switch at the foot of every page, which sets a cookie: a table of Croatian players
with one French phone should not have to change that phone's settings.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from flask import Blueprint, Flask, current_app, has_request_context, redirect, request
from flask_babel import Babel, get_locale


# The catalogues Flask-Babel and the PDFs read (``scripts/translations.py`` keeps them).
TRANSLATIONS = Path(__file__).resolve().parent / "translations"
LANGUAGES = {"en": "English", "hr": "Hrvatski", "fr": "Français", "nl": "Nederlands"}
COOKIE = "lang"
ONE_YEAR = 365 * 24 * 3600

bp = Blueprint("lang", __name__)


def select_locale() -> str:
    """Flask-Babel's choice for a request: the switch's cookie, else what the phone asks for."""
    chosen = request.cookies.get(COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(list(LANGUAGES), default="en")


def page_language() -> str:
    """The language of the page being made: every way out asks here ("en" outside a request)."""
    if not has_request_context() or "babel" not in current_app.extensions:
        return "en"
    locale = get_locale()
    return locale.language if locale is not None and locale.language in LANGUAGES else "en"


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    from .dates import clock, day, server_zone, when
    Babel(app, locale_selector=select_locale, timezone_selector=server_zone)
    app.jinja_env.globals.update(LANGUAGES=LANGUAGES, current_language=page_language)
    from .names import pair_said
    app.jinja_env.filters.update(when=when, day=day, clock=clock,
                                 pair=lambda label: pair_said(str(label), lang=page_language()))
    app.register_blueprint(bp)


@bp.get("/lang/<code>")
def switch(code: str):
    """Set the language cookie and go back to the page the switch was tapped on."""
    response = redirect(_local(request.args.get("next")))
    if code in LANGUAGES:
        response.set_cookie(COOKIE, code, max_age=ONE_YEAR, samesite="Lax")
    return response


def _local(target: str | None) -> str:
    """Only a path on this site: ``next`` must not send a player elsewhere."""
    if not target:
        return "/"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return "/"
    return target
