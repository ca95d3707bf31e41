"""Marshmallow schemas of the API's answers, for the OpenAPI document only: the bodies it
reads are checked by ``schemas``; these describe what it sends back (a game, its history, a
phone, an error).
"""

from __future__ import annotations

from marshmallow import Schema, fields

from ...web import ErrorDetailSchema


class PhoneSchema(Schema):
    id = fields.String(metadata={"description": "The phone's public id (the director names it)."})
    seat = fields.Integer(allow_none=True)
    player = fields.String(allow_none=True)
    joined_at = fields.String()
    revoked_at = fields.String(allow_none=True)


class JoinedSchema(PhoneSchema):
    phone_token = fields.String(metadata={"description": "This phone's own credential: "
                                                         "Authorization: Bearer <phone_token>."})


class PhonesSchema(Schema):
    phones = fields.List(fields.Nested(PhoneSchema))


class NewTokenSchema(Schema):
    table_token = fields.String(metadata={"description": "The new table token; the old one, and "
                                                         "links made with it, no longer work."})


class ConflictSchema(Schema):
    error = fields.Nested(ErrorDetailSchema)
    current = fields.Nested(lambda: GameSchema(), metadata={
        "description": "The game as it stands now: look, then send again with its version."})


class AuthorSchema(Schema):
    role = fields.String(metadata={"description": "table or director"})
    seat = fields.Integer(allow_none=True)


class EntrySchema(Schema):
    number = fields.Integer()
    hand = fields.Dict()
    entered_at = fields.String()
    entered_by = fields.Nested(AuthorSchema)
    confirmed_at = fields.String(allow_none=True)
    confirmed_by = fields.Nested(AuthorSchema, allow_none=True)
    corrected_at = fields.String(allow_none=True)
    corrected_by = fields.Nested(AuthorSchema, allow_none=True)


class GameSchema(Schema):
    id = fields.String()
    version = fields.Integer(metadata={"description": "Also the ETag; send it back in If-Match."})
    record = fields.Dict(metadata={"description": "The game record (RECORDS.md)."})
    ruling = fields.Dict(allow_none=True, metadata={"description": "The engine's ruling (RECORDS.md)."})
    entries = fields.List(fields.Nested(EntrySchema),
                          metadata={"description": "Per hand: who entered, confirmed, corrected it."})


class CreatedSchema(Schema):
    id = fields.String()
    table_token = fields.String(metadata={"description": "Write access for the table: Authorization: Bearer <token>."})
    director_code = fields.String(metadata={"description": "Shown once, never again: X-Director-Code."})
    version = fields.Integer()
    urls = fields.Dict(keys=fields.String(), values=fields.String())


class HandResultSchema(Schema):
    number = fields.Integer(metadata={"description": "The hand's number, 1 for the first."})
    version = fields.Integer()
    hand = fields.Dict(allow_none=True, metadata={
        "description": "That hand's ruling (RECORDS.md); null after an undo."})
    game = fields.Dict(metadata={"description": "The game's state: totals, pot, finished, winner, "
                                                "reason, next_dealer, target, needed."})


class RevisionSchema(Schema):
    version = fields.Integer()
    at = fields.String(metadata={"description": "UTC time of the change."})
    action = fields.String(metadata={"description": "create, enter, claim, correct, undo or confirm"})
    author = fields.Nested(AuthorSchema)
    hand = fields.Integer(allow_none=True)
    before = fields.Dict(allow_none=True)
    after = fields.Dict(allow_none=True)


class HistorySchema(Schema):
    id = fields.String()
    version = fields.Integer()
    revisions = fields.List(fields.Nested(RevisionSchema))


class PresetsSchema(Schema):
    presets = fields.List(fields.Dict())
    options = fields.List(fields.Dict())
