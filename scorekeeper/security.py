"""What keeps another site's page from acting for a phone: CSRF tokens on every page form.

The JSON API is exempt: it authenticates by headers (a bearer table token, a director code),
which a page on another origin cannot make a browser send. Page forms carry ``csrf_field()``.
"""

from __future__ import annotations

from flask import Flask
from flask_wtf.csrf import CSRFProtect, generate_csrf
from markupsafe import Markup

csrf = CSRFProtect()


def csrf_field() -> Markup:
    """The hidden input every state-changing page form carries."""
    return Markup('<input type="hidden" name="csrf_token" value="%s">') % generate_csrf()


def init_app(app: Flask) -> None:
    # A game lasts hours on a phone that keeps its page open: the token lives as long as the
    # session rather than Flask-WTF's default hour.
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)
    csrf.init_app(app)
    from .api import bp as api_bp
    csrf.exempt(api_bp)
    app.jinja_env.globals.update(csrf_field=csrf_field)
