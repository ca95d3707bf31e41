"""Names as a person looks for them and lists them: found without case or diacritics, sorted
as the page's language sorts.

ICU (PyICU) does both from the Unicode data and the CLDR's rules for each language, rather than
rules written here: Croatian lists "Cvita, Čedo, Ćiro, Dino, Đuro", French "Čedo, Ćiro, Cvita",
and "juric" finds "Jurić", "zeljko" finds "Željko", "duro" finds "Đuro" (a letter with no
decomposition, which stripping accents alone would miss).
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import TypeVar
from collections.abc import Callable, Iterable

import icu

T = TypeVar("T")
_LOCAL = threading.local()  # ICU's collators and transliterators are not shared across threads


@lru_cache(maxsize=16)
def _locale(lang: str) -> icu.Locale:
    return icu.Locale(lang or "en")


def _collator(lang: str) -> icu.Collator:
    known = _LOCAL.__dict__.setdefault("collators", {})
    if lang not in known:
        known[lang] = icu.Collator.createInstance(_locale(lang))
    return known[lang]


def sort_key(lang: str) -> Callable[[str], bytes]:
    """A key that orders text as ``lang`` does (``sorted(names, key=sort_key("hr"))``)."""
    collator = _collator(lang)
    return lambda text: collator.getSortKey(text)


def sorted_by(items: Iterable[T], text: Callable[[T], str], *, lang: str) -> list[T]:
    key = sort_key(lang)
    return sorted(items, key=lambda item: key(text(item)))


def folded(text: str) -> str:
    """``text`` as a search compares it: Latin letters without diacritics, in lower case."""
    if "fold" not in _LOCAL.__dict__:
        _LOCAL.fold = icu.Transliterator.createInstance("Any-Latin; Latin-ASCII; Lower")
    return " ".join(_LOCAL.fold.transliterate(text).split())


def finds(query: str, texts: Iterable[str]) -> bool:
    """Whether ``query`` is part of one of ``texts``, without case or diacritics."""
    wanted = folded(query)
    return bool(wanted) and any(wanted in folded(t) for t in texts)


__all__ = ["finds", "folded", "sort_key", "sorted_by"]
