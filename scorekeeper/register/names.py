"""How the register finds a name: without case or diacritics ("Juric" is "Jurić"), and which
names are close enough to ask the director whether they are one person."""

from __future__ import annotations

import unicodedata

# Letters Unicode does not decompose into a base letter and a mark.
_PLAIN = str.maketrans({"đ": "d", "ð": "d", "ł": "l", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i",
                        "ĳ": "ij"})


def name_key(name: str) -> str:
    """The name as the register compares it: lower case, no marks, words of letters and digits
    separated by one space."""
    text = unicodedata.normalize("NFKD", name.casefold().translate(_PLAIN))
    text = "".join(c for c in text if not unicodedata.combining(c)).translate(_PLAIN)
    words = "".join(c if c.isalnum() else " " for c in text).split()
    return " ".join(words)


def _one_edit(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one letter typed, left out, added or swapped with the next."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:] or (a[i + 2:] == b[i + 2:] and a[i:i + 2] == b[i:i + 2][::-1])
    return a[i:] == b[i + 1:]


def close(a: str, b: str) -> bool:
    """Two keys that may be one person: one edit apart (at five letters or more), or the same
    surname with another first name or initial ("I. Jurić", "Ivan Jurić", "Ivo Jurić"). A name
    with a digit ("Table 12", "Speler 7") is no person's spelling: only its exact key matches."""
    if a == b or any(c.isdecimal() for c in a + b):
        return False
    if min(len(a), len(b)) >= 5 and _one_edit(a, b):
        return True
    wa, wb = a.split(), b.split()
    return len(wa) >= 2 and len(wb) >= 2 and wa[-1] == wb[-1] and len(wa[-1]) >= 3


def initials(name: str) -> str:
    """A name shown by initials only: "Ivan Jurić" is "I. J."."""
    return " ".join(f"{w[0]}." for w in name.split() if w[:1].isalnum()) or "?"
