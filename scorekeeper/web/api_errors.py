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
from .schema_fields import Said
from .text import lone_surrogate_at
from ..words import english, refused

MAX_BODY = 256 * 1024  # a whole game record is a few kilobytes

# The API's own refusals carry their note, as every other refusal does, so that a client says
# them in its own language (docs/records.md); the message stays the English template.
HTTP_WORDS = {
    400: refused("api.unreadable"),
    404: refused("api.no_address"),
    405: refused("api.method"),
    413: refused("api.too_large", kb=MAX_BODY // 1024),
    415: refused("api.not_json_type"),
    429: refused("api.too_many"),
}


UNAVAILABLE = {
    outage.BUSY: refused("api.busy"),
    outage.FULL: refused("api.disk_full"),
}


def refusal(refusal_id: str, path: str = "", /, **args: object) -> RecordError:
    """A request the API cannot take (422): the refusal ``refusal_id`` of ``words.refusals``
    with its note, its message the English template filled in."""
    note = refused(refusal_id, **args)
    return RecordError(english(note), path, note=note)


def noted_response(status: int, note: Note, path: str = "", **extra: object):
    return error_response(status, english(note), path, note=note, **extra)


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
        message, path = first_error(error.messages)
        raise RecordError(str(message), path, note=getattr(message, "note", None)) from None


def loose_body() -> dict:
    """A small body whose fields the route checks itself: ``{}`` when there is none or it is no
    object; a body nested too deeply for the parser is refused (400), never a 500."""
    try:
        body = request.get_json(silent=True)
    except RecursionError:
        raise BodyNotJSON() from None
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
            message = Said.of("api.unknown_field", field=repr(key))
        return message, where
    if isinstance(messages, list) and messages:
        return first_error(messages[0], path)
    return messages if isinstance(messages, Said) else str(messages), path


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
    raise refusal("api.seat_header", "X-Seat")


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
        response = noted_response(429, refused("api.code_attempts", seconds=error.retry_after), "X-Director-Code")
        response.headers["Retry-After"] = str(error.retry_after)
        return response
    if isinstance(error, BodyNotJSON):
        detail = str(error)  # none: too deeply nested to read at all
        return noted_response(400, refused("api.not_json", detail=detail) if detail else refused("api.too_deep"))
    if isinstance(error, PreconditionRequired):
        return noted_response(428, refused("api.if_match"), "If-Match")
    if isinstance(error, HTTPException):
        return http_error(error)
    trouble = outage.trouble_of(error)
    if trouble:
        outage.note(trouble)
        response = noted_response(503, UNAVAILABLE[trouble])
        response.headers["Retry-After"] = str(outage.RETRY_AFTER[trouble])
        return response
    current_app.logger.exception("unexpected error in %s %s", request.method, request.path)
    return noted_response(500, refused("api.bug"))


def http_error(error: HTTPException):
    status = error.code or 500
    note = HTTP_WORDS.get(status)
    response = (noted_response(status, note) if note is not None
                else error_response(status, error.description or error.name))
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
