"""Text that cannot be stored: a lone UTF-16 surrogate (JSON's "\\ud800") is no character at all.

JSON lets a client send one, Python keeps it in a ``str``, and SQLite cannot encode it: every
place text comes in asks ``lone_surrogate_at`` first and refuses the request with the field.
"""

from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")
MESSAGE = "this text holds a lone surrogate ({code}), which is no character: type it again"


def has_lone_surrogate(text: str) -> bool:
    return _SURROGATE.search(text) is not None


def lone_surrogate_at(data: object, path: str = "") -> tuple[str, str] | None:
    """``(message, path)`` of the first text holding a lone surrogate in a JSON value, or None."""
    if isinstance(data, str):
        match = _SURROGATE.search(data)
        return (MESSAGE.format(code=f"\\u{ord(match.group()):04x}"), path) if match else None
    if isinstance(data, dict):
        for key, value in data.items():
            sub = f"{path}.{key}" if path else str(key)
            found = lone_surrogate_at(key, sub) or lone_surrogate_at(value, sub)
            if found:
                return found
    if isinstance(data, list):
        for index, value in enumerate(data):
            found = lone_surrogate_at(value, f"{path}[{index}]")
            if found:
                return found
    return None
