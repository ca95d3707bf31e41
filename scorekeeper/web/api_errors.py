"""Every failure under /api as JSON ``{"error": {"message", "path"}}``: never a traceback, never a 500
for anything a client can send. Also reading bodies and headers, which is where most failures start.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from flask import Flask, current_app, jsonify, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge, UnsupportedMediaType

from . import outage
from .limits import TooManyAttempts
from ..rules import Note, to_json
from ..tournaments import TournamentError
from ..tournament_core import SettingError
from ..games import Conflict, Forbidden, NotAuthorized, NotFound
from ..rules import RecordError
from .forms import whole_number
from .text import lone_surrogate_at

MAX_BODY = 256 * 1024  # a whole game record is a few kilobytes

HTTP_WORDS = {
    400: "the request could not be read",
    404: "there is nothing at this address",
    405: "this address does not take that method",
    413: f"the body is too large: at most {MAX_BODY // 1024} KB",
    415: "send the body as JSON, with Content-Type: application/json",
    429: "too many requests from here: wait a little (see Retry-After) and try again",
}


UNAVAILABLE = {
    outage.BUSY: "the score book is busy: nothing was stored; try again in a moment",
    outage.FULL: "the server's disk is full: nothing was stored; try again when space is freed",
}


class BodyNotJSON(Exception):
    """The body is not JSON at all (400); a JSON body of the wrong shape is a RecordError (422)."""


class PreconditionRequired(Exception):
    """A change that must say which version it saw did not send If-Match (428)."""


def error_response(status: int, message: str, path: str = "", *, note: Note | None = None, **extra: object):
    """The error body; an engine refusal's ``note`` (its id and arguments) goes beside the message,
    for clients that say it in another language."""
    body = {"message": message, "path": path} | ({"note": to_json(note)} if note is not None else {})
    response = jsonify({"error": body, **extra})
    response.status_code = status
    return response


# ---------------------------------------------------------------- reading requests

def _no_constants(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def json_body(schema: Schema) -> dict:
    """The request's JSON body, checked by ``schema``; refusals raise (415, 413, 400, 422)."""
    if not request.is_json:
        raise UnsupportedMediaType()
    request.max_content_length = MAX_BODY
    return load_json(request.get_data(cache=False), schema, limit=MAX_BODY)


def load_json(raw: bytes, schema: Schema, *, limit: int, encoding: str = "utf-8") -> dict:
    """JSON bytes checked by ``schema``, refused as the API refuses a body (413, 400, 422):
    a request's body, or a file a director uploads."""
    if len(raw) > limit:
        raise RequestEntityTooLarge()
    try:
        data = json.loads(raw.decode(encoding), parse_constant=_no_constants)
    except (ValueError, RecursionError) as error:
        raise BodyNotJSON(str(error)) from None
    bad_text = lone_surrogate_at(data)
    if bad_text:
        raise RecordError(*bad_text)
    try:
        return schema.load(data)
    except ValidationError as error:
        raise RecordError(*first_error(error.messages)) from None


def loose_body() -> dict:
    """A small body whose fields the route checks itself: ``{}`` when there is none or it is no
    object; a body nested too deeply for the parser is refused (400), never a 500."""
    try:
        body = request.get_json(silent=True)
    except RecursionError:
        raise BodyNotJSON("the body is nested too deeply") from None
    return body if isinstance(body, dict) else {}


def first_error(messages: object, path: str = "") -> tuple[str, str]:
    """The first of marshmallow's nested messages as (message, path), e.g. ``hands[2].points``."""
    if isinstance(messages, dict):
        key, inner = next(iter(messages.items()))
        if key == "_schema":
            return first_error(inner, path)
        sub = f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else str(key))
        message, where = first_error(inner, sub)
        if message == "UNKNOWN":
            message = f"there is no field called {key!r} here"
        return message, where
    if isinstance(messages, list) and messages:
        return first_error(messages[0], path)
    return str(messages), path


def bearer_token() -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def if_match(*, required: bool) -> int | None:
    """The version the client saw, from If-Match (``"7"``, ``W/"7"``, ``7``; ``*``: any).

    A value that is no version at all reads as 0, which no game has: the client gets 409 and the
    current state, the same as for a stale version.
    """
    raw = request.headers.get("If-Match")
    if raw is None:
        if required:
            raise PreconditionRequired()
        return None
    raw = raw.strip()
    if raw == "*":
        return None
    raw = raw.removeprefix("W/").strip('"')
    return whole_number(raw, high=10**17 - 1, default=0)


def seat_header() -> int | None:
    raw = request.headers.get("X-Seat")
    if raw is None or raw.strip() == "":
        return None
    seat = whole_number(raw, high=999, default=None)
    if seat is not None:
        return seat
    raise RecordError("X-Seat is the seat number of the player entering the hand", "X-Seat")


# ---------------------------------------------------------------- the handlers

# What a 409 carries beside its message: the table adds the game as it stands now.
_CONFLICT_DETAILS: list[Callable[[Conflict], dict]] = []


def on_conflict(details: Callable[[Conflict], dict]) -> None:
    """``details(error)`` adds fields to every 409 answer of a ``Conflict``."""
    _CONFLICT_DETAILS.append(details)


def _conflict(error: Conflict):
    extra: dict = {}
    for details in _CONFLICT_DETAILS:
        extra.update(details(error))
    return error_response(409, error.message, error.path, note=error.note, **extra)


def handle_api_error(error: Exception):
    """Everything raised inside an API view, as JSON with the right status."""
    if isinstance(error, RecordError):
        return error_response(422, error.message, error.path, note=error.note)
    if isinstance(error, NotFound):
        return error_response(404, error.message, error.path, note=error.note)
    if isinstance(error, NotAuthorized):
        response = error_response(401, error.message, "Authorization", note=error.note)
        response.headers["WWW-Authenticate"] = 'Bearer realm="scorekeeper"'
        return response
    if isinstance(error, Forbidden):
        return error_response(403, error.message, error.path or "Authorization", note=error.note)
    if isinstance(error, Conflict):
        return _conflict(error)
    if isinstance(error, TournamentError):
        return error_response(409, error.message, error.path, note=error.note)
    if isinstance(error, SettingError):
        return error_response(422, error.message, error.path)
    if isinstance(error, TooManyAttempts):
        response = error_response(429, error.message, "X-Director-Code")
        response.headers["Retry-After"] = str(error.retry_after)
        return response
    if isinstance(error, BodyNotJSON):
        return error_response(400, f"the body is not valid JSON ({error})")
    if isinstance(error, PreconditionRequired):
        return error_response(428, "send If-Match with the version you last saw "
                                   "(the ETag of GET /api/v1/games/<id>)", "If-Match")
    if isinstance(error, HTTPException):
        return http_error(error)
    trouble = outage.trouble_of(error)
    if trouble:
        outage.note(trouble)
        response = error_response(503, UNAVAILABLE[trouble])
        response.headers["Retry-After"] = str(outage.RETRY_AFTER[trouble])
        return response
    current_app.logger.exception("unexpected error in %s %s", request.method, request.path)
    return error_response(500, "something went wrong on our side; nothing was stored")


def http_error(error: HTTPException):
    status = error.code or 500
    response = error_response(status, HTTP_WORDS.get(status, error.description or error.name))
    if status == 405 and (allowed := getattr(error, "valid_methods", None)):  # a MethodNotAllowed
        response.headers["Allow"] = ", ".join(allowed)
    return response


def register(app: Flask) -> None:
    # Routing errors (404, 405) happen before any blueprint is chosen: catch them app-wide,
    # and answer in JSON only under /api so the pages keep their own error pages.
    @app.errorhandler(HTTPException)
    def _routing_error(error: HTTPException):
        if request.path == "/api" or request.path.startswith("/api/"):
            return http_error(error)
        return error
