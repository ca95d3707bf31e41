"""A whole number typed in a form (or sent in a header or a query): one reading for every page.

Only ASCII digits count: ``²`` and ``٣`` are digits to Python's ``str.isdigit``, not to ``int``,
and a page must answer a stray one with its refusal, never a 500. The bound keeps a pasted
novel of digits from costing anything to read.
"""

from __future__ import annotations

from typing import Final, TypeVar

from flask_babel import gettext as _

from ..rules import RecordError

MOST: Final = 99_999  # five digits: every table, entrant, round, seat or hand a club numbers


class _Refuse:
    """``default`` left out: a number that is not one is refused with its field."""


REFUSE: Final = _Refuse()
D = TypeVar("D", int, None)


def whole_number(raw: object, *, field: str = "", low: int = 0, high: int = MOST,
                 default: D | _Refuse = REFUSE) -> int | D:
    """``raw`` as a whole number from ``low`` to ``high``; anything else (nothing typed, a sign,
    a letter, too many digits, out of range) is ``default``, or without one refused in the
    page's words with ``field``: "Write a whole number from 0 to 20."."""
    text = "" if raw is None else str(raw).strip()
    if text.isascii() and text.isdigit() and len(text) <= len(str(high)) and low <= int(text) <= high:
        return int(text)
    if isinstance(default, _Refuse):
        raise RecordError(_("Write a whole number from %(low)s to %(high)s.", low=low, high=high), field)
    return default


__all__ = ["MOST", "whole_number"]
