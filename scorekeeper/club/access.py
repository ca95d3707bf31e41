"""The director's code as a request carries it (a header or a form field), checked for the club's
pages, API and printed sheets alike. The check itself is the tournament service's
(``tournaments.access``); here are what a request adds: wrong codes counted per client, and a
right code remembered for a while so that a director's polling is cheap.
"""

from __future__ import annotations

import hashlib
import time

from flask import request

from ..games import Forbidden
from ..tournaments import check_director
from ..tournaments import Tournament
from ..web import note_wrong_code, verify_code_attempt


# Codes already found right, by tournament (as a SHA-256, in this process's memory only): a
# director's client that polls for a PDF must not cost 40 ms of scrypt on every poll.
_RIGHT: dict[tuple[str, str], float] = {}
REMEMBER_RIGHT = 600  # seconds


def director(t: Tournament, code: str | None = None) -> None:
    """The director's code (header or form). Wrong codes count against the client that sends
    them only: a stranger's wrong codes must not lock the real director out of the tournament."""
    code = code if code is not None else request.headers.get("X-Director-Code", "").strip() or None
    if code and _known_right(t, code):
        return
    if code:
        verify_code_attempt(None)
    try:
        check_director(t, code)
    except Forbidden:
        note_wrong_code(None)
        raise
    assert code  # check_director refuses none
    _remember_right(t, code)


def _known(t: Tournament, code: str) -> tuple[str, str]:
    return t.id, hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


def _known_right(t: Tournament, code: str) -> bool:
    return time.monotonic() - _RIGHT.get(_known(t, code), -REMEMBER_RIGHT) < REMEMBER_RIGHT


def _remember_right(t: Tournament, code: str) -> None:
    if len(_RIGHT) > 1024:
        _RIGHT.clear()
    _RIGHT[_known(t, code)] = time.monotonic()


def is_director(t: Tournament) -> bool:
    """For a read that shows more to the director: a wrong code is no director, and counts
    nowhere (the read does not need it); a client already over its limit is not checked."""
    code = request.headers.get("X-Director-Code", "").strip() or None
    if not code:
        return False
    if _known_right(t, code):
        return True
    try:
        verify_code_attempt(None)
        check_director(t, code)
    except Exception:  # noqa: BLE001 - any refusal means: not the director
        return False
    _remember_right(t, code)
    return True
