"""The fields every API body is read with: strict JSON types, and errors that name their field.

They check the shape and the JSON types, in the table's words, and hand the values on unchanged
(no coercion: ``"5"`` is not 5 and ``true`` is not 1); what the values mean is the engine's to judge.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields

from ..rules import VARIANTS, Note
from ..words import REFUSALS, english, refused

# The names a body may give a game: each preset's name and its aliases.
VARIANT_NAMES = sorted({n for v in VARIANTS.values() for n in (v.name, *v.aliases)})


class Said(str):
    """A refusal's English (the API's message) that carries its note, through marshmallow's
    messages, so that a client can say it in its own language."""

    note: Note

    @classmethod
    def of(cls, refusal_id: str, /, **args: Any) -> Said:
        note = refused(refusal_id, **args)
        said = cls(english(note))
        said.note = note
        return said


class _Words(fields.Field):
    """Errors name their field: ``dealer is a whole number`` rather than ``Not a valid integer.``
    Each is a refusal of ``words.refusals`` (``field.*``), the field's name its argument."""

    default_error_messages: dict[str, Any] = {"required": "field.missing", "null": "field.empty"}

    def make_error(self, key: str, **kwargs: Any) -> ValidationError:
        message = str(self.error_messages[key])
        if message in REFUSALS:
            return ValidationError(Said.of(message, name=self.name or "this"))
        return ValidationError(message.format(name=self.name or "this", **kwargs))


class Int(_Words, fields.Integer):
    default_error_messages = {"invalid": "field.whole_number"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class Str(_Words, fields.String):
    default_error_messages = {"invalid": "field.text", "invalid_utf8": "field.text"}


class Bool(_Words, fields.Boolean):
    default_error_messages = {"invalid": "field.true_false"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class List(_Words, fields.List):
    default_error_messages = {"invalid": "field.list"}


class Dict(_Words, fields.Dict):
    default_error_messages = {"invalid": "field.pairs"}


class Nested(_Words, fields.Nested):
    default_error_messages = {"type": "field.object"}


class _Strict(Schema):
    class Meta:
        unknown = RAISE
    error_messages = {"unknown": "UNKNOWN", "type": Said.of("field.body_object")}


Strict = _Strict
