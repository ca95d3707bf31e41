"""A whole number written as text, read one way everywhere (the engine, the forms, the headers).

Only ASCII digits count: ``²``, ``٣`` and ``𝟙`` are digits to Python's ``str.isdigit`` but not to
``int``. The number of digits is bounded first, so a pasted novel of digits costs nothing.
"""

from __future__ import annotations


def ascii_whole(text: str, *, most: int) -> int | None:
    """``text`` (already stripped) as a whole number from 0 to ``most``, or None."""
    if text.isascii() and text.isdigit() and len(text) <= len(str(most)) and int(text) <= most:
        return int(text)
    return None
