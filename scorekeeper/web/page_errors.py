"""Friendly error pages: what went wrong in the table's words and a way back, never a traceback.

Errors under /api stay JSON: those are handed to the API's own handler.
"""

from __future__ import annotations

import sqlite3

from flask import Flask, render_template, request, url_for
from flask_babel import gettext as _
from werkzeug.exceptions import HTTPException, InternalServerError

from . import outage
from .limits import TooManyAttempts
from .text import MESSAGE, has_lone_surrogate


def _is_api() -> bool:
    return request.path == "/api" or request.path.startswith("/api/")


def _page(error: HTTPException):
    if _is_api():
        from .api_errors import http_error
        return http_error(error)
    code = error.code or 500
    titles = {
        404: _("There is nothing here"),
        405: _("That did not work"),
        400: _("That did not work"),
        413: _("That is too much"),
        429: _("Not so fast"),
    }
    messages = {
        404: _("The link may be mistyped, or the game was started on another server. "
               "Ask the table for the QR code again, or start a new game."),
        405: _("The page was opened in a way it does not expect. Go back and try again."),
        400: _("The page could not read what was sent. Go back and try again."),
        413: _("What was sent is too large for a score sheet."),
        429: _("Too many new games from this network in a short time. Wait a minute and try "
               "again."),
    }
    return render_template("error.html", title=titles.get(code, _("That did not work")),
                           message=messages.get(code, _("Go back and try again.")),
                           back=url_for("home.index"), back_label=_("Start page")), code


def _crash(error: InternalServerError):
    if _is_api():
        from .api_errors import http_error
        return http_error(error)
    return render_template("error.html", title=_("Something went wrong on our side"),
                           message=_("What you just sent may not have been saved: look at the sheet "
                                     "before entering it again."),
                           back=url_for("home.index"), back_label=_("Start page")), 500


def _unavailable(error: sqlite3.OperationalError):
    trouble = outage.trouble_of(error)
    if trouble is None:
        return _crash(InternalServerError(original_exception=error))
    outage.note(trouble)
    if _is_api():
        from .api_errors import handle_api_error
        return handle_api_error(error)
    message = (_("The server's disk is full. What you just sent was NOT saved: keep it on paper "
                 "and enter it again once the organiser has freed space.") if trouble == outage.FULL
               else _("The score book is busy. What you just sent was NOT saved: try again in a "
                      "moment."))
    body = render_template("error.html", title=_("Not saved"), message=message,
                           back=request.referrer or url_for("home.index"), back_label=_("Back"))
    return body, 503, {"Retry-After": str(outage.RETRY_AFTER[trouble])}


def _bad_text():
    """Text no phone types (a lone surrogate) is refused before any page reads it."""
    for source in (request.args, request.form):
        for field, value in source.items(multi=True):
            if has_lone_surrogate(field) or has_lone_surrogate(value):
                if _is_api():
                    from .api_errors import error_response
                    return error_response(422, MESSAGE.format(code="\\ud800"), field)
                return render_template(
                    "error.html", title=_("That did not work"),
                    message=_("“%(field)s” holds a character that is not text: type it again.",
                              field=field),
                    back=url_for("home.index"), back_label=_("Start page")), 422
    return None


def _too_many(error: TooManyAttempts):
    if _is_api():
        from .api_errors import handle_api_error
        return handle_api_error(error)
    body = render_template("error.html", title=_("Too many wrong codes"),
                           message=_("The director code was wrong too many times. Try again in "
                                     "%(n)s seconds.", n=error.retry_after),
                           back=request.referrer or url_for("home.index"), back_label=_("Back"))
    return body, 429, {"Retry-After": str(error.retry_after)}


def register(app: Flask) -> None:
    app.before_request(_bad_text)
    app.register_error_handler(TooManyAttempts, _too_many)
    app.register_error_handler(sqlite3.OperationalError, _unavailable)
    outage.init_app(app)
    # By code, so that these win over class-based handlers; /api keeps its JSON (see _page).
    for code in (400, 404, 405, 413, 429):
        app.register_error_handler(code, _page)
    app.register_error_handler(500, _crash)
