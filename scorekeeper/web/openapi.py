"""What the OpenAPI document's parts share, and the list of parts.

Each product on the way out (a table's games, a club's tournaments) adds its paths and schemas
with ``contribute``; ``scorekeeper.api`` gathers them into one document, so no way out imports
another to describe it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from marshmallow import Schema, fields

from .api_errors import MAX_BODY


class ErrorDetailSchema(Schema):
    message = fields.String(metadata={"description": "What is wrong, in the table's words."})
    path = fields.String(metadata={"description": "The field it concerns (hands[2].points); "
                                                  "empty for the whole body."})
    note = fields.Dict(metadata={"description": "The refusal as a note: {id, args}, nested "
                                                "notes for words, to say the message in another "
                                                "language (the ids and English texts are in "
                                                "scorekeeper/rules/refusals.py for the engine's, "
                                                "scorekeeper/words/refusals.py for the games' and "
                                                "tournaments'). Absent for other errors."})


class ErrorSchema(Schema):
    error = fields.Nested(ErrorDetailSchema)


ERR = ErrorSchema
IF_MATCH = {"name": "If-Match", "in": "header", "schema": {"type": "string"},
            "description": "The version you last saw (the ETag). Another version gets 409 with the "
                           "current state, never a silent overwrite."}
IF_MATCH_REQUIRED = {**IF_MATCH, "required": True,
                     "description": "The version you last saw (the ETag), or * for any. Without it: 428."}
DIRECTOR = {"name": "X-Director-Code", "in": "header", "required": False, "schema": {"type": "string"},
            "description": "The director code (shown once when the game was made): needed to change a "
                           "confirmed hand; also allows every other write."}
DIRECTOR_ONLY = {**DIRECTOR, "required": True, "description": "The director code."}
DIRECTOR_ERRORS = {"401": "No director code.", "403": "Wrong director code.",
                   "404": "No such game (or phone).",
                   "429": "Too many wrong director codes lately: see Retry-After."}




@dataclass(frozen=True)
class Part:
    """A product's share of the document: its paths, and the schemas it names as components."""
    paths: Callable[[], dict[str, dict]]
    schemas: Callable[[], dict[str, type]] = field(default=lambda: {})


PARTS: list[Part] = []


def contribute(*, paths: Callable[[], dict[str, dict]],
               schemas: Callable[[], dict[str, type]] = lambda: {}) -> None:
    """Adds a product's paths and schemas to the document (once, when its package is imported)."""
    PARTS.append(Part(paths=paths, schemas=schemas))


def json_content(schema: type | None, description: str) -> dict:
    if schema is None:
        return {"description": description}
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def op(summary: str, description: str, *, ok: tuple[str, str, type | None], body: type | None = None,
        params: tuple = (), errors: dict | None = None, tag: str, conflict: type | None = None) -> dict:
    """One operation of the document; a 409 answers ``conflict`` where the part has one."""
    status, what, schema = ok
    responses = {status: json_content(schema, what)}
    for code, text in (errors or {}).items():
        responses[code] = json_content(conflict if code == "409" and conflict else ERR, text)
    if body:
        responses.setdefault("400", json_content(ERR, "The body is not JSON."))
        responses.setdefault("413", json_content(ERR, f"The body is over {MAX_BODY // 1024} KB."))
        responses.setdefault("415", json_content(ERR, "The body is not sent as application/json."))
        responses.setdefault("422", json_content(ERR, "The body is not valid: message and path say why."))
    op = {"summary": summary, "description": description, "tags": [tag],
          "parameters": list(params), "responses": responses}
    if DIRECTOR in params:  # a write: the table token, or the director code instead
        op["security"] = [{"table_token": []}]
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    return op
