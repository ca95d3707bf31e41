"""The word a sheet mark says, one rule for the sheet page and the printed sheet.

A table's own word (pad, štiglja, dedans, capot, nat, pit) shows only on a page in that table's
language; any other page says the plain word of its own language ("down", "all tricks"). The
page and the PDF each pass their words, already in their language (the PDF's are shorter, for its
badges); which of the two a mark says is decided here only.
"""

from __future__ import annotations

from typing import Protocol
from collections.abc import Mapping


class Marked(Protocol):
    kind: str
    word: str

    def own_in(self, lang: str) -> bool: ...


def mark_word(mark: Marked, *, lang: str, words: Mapping[str, str]) -> str:
    """``mark``'s own word on a page in its table's language, else ``words``' word for its kind."""
    if mark.own_in(lang):
        return mark.word
    return str(words.get(mark.kind, mark.word))


__all__ = ["mark_word"]
