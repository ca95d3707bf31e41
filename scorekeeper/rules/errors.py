"""The one error the engine raises: what is wrong, in the table's words, and where."""

from __future__ import annotations


class RecordError(ValueError):
    """An invalid record or action.

    ``message`` says what is wrong as a player would say it; ``path`` names the field
    (``hands[2].points``, ``options.tie``), or is empty when the whole record is meant.
    """

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def at(self, prefix: str) -> "RecordError":
        """The same error, its path placed under ``prefix``."""
        if not prefix:
            return self
        path = prefix if not self.path else (
            f"{prefix}{self.path}" if self.path.startswith("[") else f"{prefix}.{self.path}")
        return RecordError(self.message, path)

    def to_dict(self) -> dict:
        return {"error": {"message": self.message, "path": self.path}}

    def __repr__(self) -> str:
        return f"RecordError({self.message!r}, path={self.path!r})"
