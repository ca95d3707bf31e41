"""The one error the engine raises: what is wrong, in the table's words, and where."""

from __future__ import annotations

import json
from collections.abc import Sequence

from .explain import Arg, Note, render, to_json
from .refusals import ERRORS


class RecordError(ValueError):
    """An invalid record or action.

    ``message`` says what is wrong as a player would say it; ``path`` names the field
    (``hands[2].points``, ``options.tie``), or is empty when the whole record is meant. The
    engine's own refusals carry ``note`` too (an id of ``refusals.ERRORS`` and its arguments),
    from which a page says the message in the table's language; ``RecordError.of`` makes one.
    Layers above the engine may raise one with a message only (already in the page's words).
    """

    def __init__(self, message: str, path: str = "", *, note: Note | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.note = note

    @classmethod
    def of(cls, error_id: str, path: str = "", /, **args: Arg) -> RecordError:
        """The refusal ``error_id`` of ``refusals.ERRORS`` with its arguments."""
        if error_id not in ERRORS:
            raise KeyError(error_id)
        note = Note(error_id, args)
        return cls(render(note), path, note=note)

    @property
    def error_id(self) -> str | None:
        """The refusal's id in ``refusals.ERRORS``; None for an error said in words only."""
        return self.note.id if self.note is not None else None

    def int_arg(self, name: str) -> int | None:
        """The refusal's whole-number argument ``name`` (a seat, a count), if it has one."""
        value = self.note.args.get(name) if self.note is not None else None
        return value if isinstance(value, int) else None

    def at(self, prefix: str) -> RecordError:
        """The same error, its path placed under ``prefix``."""
        if not prefix:
            return self
        path = prefix if not self.path else (
            f"{prefix}{self.path}" if self.path.startswith("[") else f"{prefix}.{self.path}")
        return self.moved(path)

    def moved(self, path: str) -> RecordError:
        """The same error about another field."""
        return RecordError(self.message, path, note=self.note)

    def named(self, *, players: Sequence[str], sides: Sequence[str]) -> RecordError:
        """The same error saying seats and sides by their players' names ("Ana", "Ana & Cvita")."""
        if self.note is None:
            return self
        note = _named(self.note, players, sides)
        return RecordError(render(note), self.path, note=note)

    def to_dict(self) -> dict:
        body: dict[str, object] = {"message": self.message, "path": self.path}
        if self.note is not None:
            body["note"] = to_json(self.note)
        return {"error": body}

    def __repr__(self) -> str:
        return f"RecordError({self.message!r}, path={self.path!r})"


def _named(note: Note, players: Sequence[str], sides: Sequence[str]) -> Note:
    args = dict(note.args)
    for name, value in note.args.items():
        if type(value) is Note:
            args[name] = _named(value, players, sides)
        elif type(value) is int and f"{{{name}_name}}" in ERRORS.get(note.id, ""):
            names = sides if name in ("side", "other_side") else players
            if 0 <= value < len(names):
                args[f"{name}_name"] = names[value]
    return Note(note.id, args)


def typed(value: object) -> str:
    """What someone typed, to quote in a refusal: text in quotes, anything else as JSON writes it."""
    if isinstance(value, str):
        return f"\"{value}\""
    if value is None or isinstance(value, (bool, int, float, list, dict)):
        try:
            return json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):
            pass
    return repr(value)
