"""Friendly error pages: what went wrong in the table's words and a way back, never a traceback.

Errors under /api stay JSON: those are handed to the API's own handler.
"""

from __future__ import annotations

from flask import Flask, render_template, request, url_for
from flask_babel import gettext as _
from werkzeug.exceptions import HTTPException, InternalServerError


def _is_api() -> bool:
    return request.path == "/api" or request.path.startswith("/api/")


def _page(error: HTTPException):
    if _is_api():
        from ..api.errors import http_error
        return http_error(error)
    code = error.code or 500
    titles = {
        404: _("There is nothing here"),
        405: _("That did not work"),
        400: _("That did not work"),
        413: _("That is too much"),
    }
    messages = {
        404: _("The link may be mistyped, or the game was started on another server. "
               "Ask the table for the QR code again, or start a new game."),
        405: _("The page was opened in a way it does not expect. Go back and try again."),
        400: _("The page could not read what was sent. Go back and try again."),
        413: _("What was sent is too large for a score sheet."),
    }
    return render_template("error.html", title=titles.get(code, _("That did not work")),
                           message=messages.get(code, _("Go back and try again.")),
                           back=url_for("home.index"), back_label=_("Start page")), code


def _crash(error: InternalServerError):
    if _is_api():
        from ..api.errors import http_error
        return http_error(error)
    return render_template("error.html", title=_("Something went wrong on our side"),
                           message=_("Nothing you entered was lost. Go back to the sheet and try "
                                     "again in a moment."),
                           back=url_for("home.index"), back_label=_("Start page")), 500


def register(app: Flask) -> None:
    # By code, so that these win over class-based handlers; /api keeps its JSON (see _page).
    for code in (400, 404, 405, 413):
        app.register_error_handler(code, _page)
    app.register_error_handler(500, _crash)
