"""Settings as data, the one way both cores keep them: a frozen dataclass whose fields carry
their default, help text and bounds (``choice``, ``number``, ``numbers``, ``flag``), read by
``specs_of`` into ``Spec`` values that the forms, the docs and validation derive from. A spec
coerces a JSON value or raises its settings' own error (a ``SpecError``) naming the setting.

The tournament's settings (``settings``) and the season core's take their fields from here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

MAX_LIST = 64  # the longest list of whole numbers a setting holds


class SpecError(ValueError):
    """A setting that cannot be: ``path`` names it, ``message`` says why in words."""

    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message, self.path = message, path


def choice(default: str, choices: tuple[str, ...], help: str) -> Any:
    return field(default=default, metadata={"kind": "choice", "choices": choices, "help": help})


def number(default: int, help: str, *, minimum: int = 0, maximum: int = 10**6) -> Any:
    return field(default=default, metadata={"kind": "int", "minimum": minimum, "maximum": maximum,
                                            "help": help})


def numbers(default: tuple[int, ...], help: str, *, maximum: int = 10**6) -> Any:
    return field(default=default, metadata={"kind": "ints", "minimum": 0, "maximum": maximum,
                                            "help": help})


def flag(default: bool, help: str) -> Any:
    return field(default=default, metadata={"kind": "bool", "help": help})


@dataclass(frozen=True)
class Spec:
    """One setting: ``kind`` is choice, int, ints (whole numbers), bool or list (of choices)."""

    name: str
    kind: str
    default: object
    help: str
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = 0
    error: type[SpecError] = field(default=SpecError, repr=False, compare=False)

    def coerce(self, value: object, *, path: str) -> object:
        if self.kind == "int":
            return self._whole(value, path=path)
        if self.kind == "ints":
            if not isinstance(value, list) or len(value) > MAX_LIST:
                raise self.error(f"{self.name} is a list of at most {MAX_LIST} whole numbers", path)
            return tuple(self._whole(v, path=f"{path}.{i}") for i, v in enumerate(value))
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise self.error(f"{self.name} is true or false", path)
            return value
        if self.kind == "list":
            if not isinstance(value, list) or any(v not in self.choices for v in value):
                raise self.error(f"{self.name} is a list of {', '.join(self.choices)}", path)
            return tuple(dict.fromkeys(value))
        if not isinstance(value, str) or value not in self.choices:
            raise self.error(f"{self.name} is one of {', '.join(self.choices)}", path)
        return value

    def _whole(self, value: object, *, path: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(f"{self.name} is a whole number", path)
        if not self.minimum <= value <= self.maximum:
            raise self.error(f"{self.name} is from {self.minimum} to {self.maximum}", path)
        return value


def specs_of(settings: type, *, error: type[SpecError]) -> tuple[Spec, ...]:
    """The specs of a settings dataclass's fields, in order; refusals raise ``error``."""
    return tuple(Spec(f.name, f.metadata["kind"], f.default, f.metadata["help"],
                      tuple(f.metadata.get("choices", ())), f.metadata.get("minimum", 0),
                      f.metadata.get("maximum", 0), error)
                 for f in dataclasses.fields(settings))
