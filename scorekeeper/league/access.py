"""A season's director code as a request carries it (the ``X-Director-Code`` header or a form
field): checked for the season's pages, API and printed standings alike. Wrong codes count
against the client that sends them; a right one is remembered a while (a code check costs tens
of milliseconds of scrypt), as the club's tournaments do."""

from __future__ import annotations

import hashlib
import time

from flask import request

from ..games import Forbidden
from ..seasons import Season, check_director
from ..web import note_wrong_code, verify_code_attempt

_RIGHT: dict[tuple[str, str], float] = {}
REMEMBER_RIGHT = 600  # seconds


def _code(code: str | None) -> str | None:
    if code is not None:
        return code.strip() or None
    return request.headers.get("X-Director-Code", "").strip() or request.form.get("director_code", "").strip() or None


def director(season: Season, code: str | None = None) -> None:
    """Only the season's director passes: 401 without a code, 403 with a wrong one."""
    code = _code(code)
    if code and _known_right(season, code):
        return
    if code:
        verify_code_attempt(None)
    try:
        check_director(season, code)
    except Forbidden:
        note_wrong_code(None)
        raise
    assert code
    _remember(season, code)


def is_director(season: Season) -> bool:
    """For a read that shows more to the director (full names): a wrong code is no director."""
    code = _code(None)
    if not code:
        return False
    if _known_right(season, code):
        return True
    try:
        verify_code_attempt(None)
        check_director(season, code)
    except Exception:  # noqa: BLE001 - any refusal means: not the director
        return False
    _remember(season, code)
    return True


def _key(season: Season, code: str) -> tuple[str, str]:
    return season.id, hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


def _known_right(season: Season, code: str) -> bool:
    return time.monotonic() - _RIGHT.get(_key(season, code), -REMEMBER_RIGHT) < REMEMBER_RIGHT


def _remember(season: Season, code: str) -> None:
    if len(_RIGHT) > 1024:
        _RIGHT.clear()
    _RIGHT[_key(season, code)] = time.monotonic()
