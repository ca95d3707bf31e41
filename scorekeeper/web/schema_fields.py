"""The fields every API body is read with: strict JSON types, and errors that name their field.

They check the shape and the JSON types, in the table's words, and hand the values on unchanged
(no coercion: ``"5"`` is not 5 and ``true`` is not 1); what the values mean is the engine's to judge.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields

from ..rules import VARIANTS

# The names a body may give a game: each preset's name and its aliases.
VARIANT_NAMES = sorted({n for v in VARIANTS.values() for n in (v.name, *v.aliases)})


class _Words(fields.Field):
    """Errors name their field: ``dealer is a whole number`` rather than ``Not a valid integer.``"""

    default_error_messages: dict[str, Any] = {"required": "{name} is missing", "null": "{name} cannot be empty"}

    def make_error(self, key: str, **kwargs: Any) -> ValidationError:
        message = self.error_messages[key]
        return ValidationError(str(message).format(name=self.name or "this", **kwargs))


class Int(_Words, fields.Integer):
    default_error_messages = {"invalid": "{name} is a whole number"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class Str(_Words, fields.String):
    default_error_messages = {"invalid": "{name} is text", "invalid_utf8": "{name} is text"}


class Bool(_Words, fields.Boolean):
    default_error_messages = {"invalid": "{name} is true or false"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class List(_Words, fields.List):
    default_error_messages = {"invalid": "{name} is a list"}


class Dict(_Words, fields.Dict):
    default_error_messages = {"invalid": "{name} is a set of name: value pairs"}


class Nested(_Words, fields.Nested):
    default_error_messages = {"type": "{name} is an object"}


class _Strict(Schema):
    class Meta:
        unknown = RAISE
    error_messages = {"unknown": "UNKNOWN", "type": "this is an object"}


Strict = _Strict
