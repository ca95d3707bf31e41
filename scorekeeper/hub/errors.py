"""The hub's refusals: a status, a message naming the field, nothing stored."""

from __future__ import annotations

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException


class Refused(Exception):
    def __init__(self, status: int, message: str, field: str = "") -> None:
        super().__init__(message)
        self.status, self.message, self.field = status, message, field


def answer(status: int, message: str, field: str = ""):
    response = jsonify({"error": {"message": message, "path": field}})
    response.status_code = status
    return response


def register(app: Flask) -> None:
    @app.errorhandler(Refused)
    def _refused(error: Refused):
        if request.path.startswith("/api/"):
            return answer(error.status, error.message, error.field)
        return render_template("hub/error.html", status=error.status), error.status

    @app.errorhandler(HTTPException)
    def _http(error: HTTPException):
        if request.path.startswith("/api/"):
            return answer(error.code or 500, error.description or error.name)
        return error

    @app.errorhandler(Exception)
    def _unexpected(error: Exception):
        app.logger.exception("unexpected error in %s %s", request.method, request.path)
        return answer(500, "something went wrong on the hub's side; nothing was stored")
