"""What keeps another site's page from acting for a phone, and what every answer says about itself.

CSRF tokens on every page form: the JSON API is exempt, it authenticates by headers (a bearer
table token, a director code), which a page on another origin cannot make a browser send. Page
forms carry ``csrf_field()``. The session cookie is SameSite=Lax and HttpOnly as well, for real:
Flask's defaults hold those keys already, so ``setdefault`` would change nothing.

Every answer carries a Content-Security-Policy without 'unsafe-inline' (scripts and styles are
files under static/), may not be framed, is not sniffed, and sends no Referer: join links carry
the table token. Dynamic answers are not stored by caches, since some show a secret.
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask.sessions import SecureCookieSessionInterface, SessionMixin
from flask_wtf.csrf import CSRFProtect, generate_csrf
from markupsafe import Markup

csrf = CSRFProtect()


def csrf_field() -> Markup:
    """The hidden input every state-changing page form carries."""
    return Markup('<input type="hidden" name="csrf_token" value="%s">') % generate_csrf()


CSP = "; ".join([
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
    "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'",
    "form-action 'self'", "frame-ancestors 'none'",
])
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",  # frame-ancestors for browsers that predate it
    "Referrer-Policy": "no-referrer",
}


def secure_headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.endpoint != "static":
        response.headers.setdefault("Cache-Control", "no-store")
    return response


class _PagesWriteTheCookie(SecureCookieSessionInterface):
    """Static files and the service worker never send the session cookie. A phone's session is
    permanent, so every response refreshed it: a slow one begun before a page wrote the session
    (the service worker's update check of /sw.js, a stylesheet) landed after it and put the older
    cookie back, and the page's form then carried a CSRF token its session no longer had: a
    phone taking its seat got a 400."""

    def should_set_cookie(self, app: Flask, session: SessionMixin) -> bool:
        if request.endpoint in STATIC_ENDPOINTS:
            return False
        return super().should_set_cookie(app, session)


STATIC_ENDPOINTS = frozenset({"static", "home.service_worker"})


def init_app(app: Flask) -> None:
    app.config.update(SESSION_COOKIE_SAMESITE=app.config.get("SESSION_COOKIE_SAMESITE") or "Lax",
                      SESSION_COOKIE_HTTPONLY=True)
    app.session_interface = _PagesWriteTheCookie()
    app.after_request(secure_headers)
    # A game lasts hours on a phone that keeps its page open: the token lives as long as the
    # session rather than Flask-WTF's default hour.
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)
    csrf.init_app(app)
    from .api import bp as api_bp
    csrf.exempt(api_bp)
    app.jinja_env.globals.update(csrf_field=csrf_field)
