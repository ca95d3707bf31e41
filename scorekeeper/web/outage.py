"""When the score book cannot take a write for a while: busy (another writer) or a full disk.

Both pass by themselves (the other write ends; someone frees space), so the answer is 503 with
``Retry-After`` and says plainly that what was sent was NOT saved. A full disk is logged once
per outage, not with a traceback per request: the log would fill what is left of the disk.
"""

from __future__ import annotations

import sqlite3
import threading

from flask import Flask, current_app, request

BUSY, FULL = "busy", "full"
RETRY_AFTER = {BUSY: 1, FULL: 30}
_lock = threading.Lock()
_full_logged = False


def trouble_of(error: BaseException) -> str | None:
    """``"busy"`` or ``"full"`` for the SQLite errors that pass by themselves, else None."""
    if not isinstance(error, sqlite3.OperationalError):
        return None
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return BUSY
    if "full" in text:
        return FULL
    return None


def note(trouble: str) -> None:
    global _full_logged
    if trouble != FULL:
        return
    with _lock:
        first, _full_logged = not _full_logged, True
    if first:
        current_app.logger.error("the database or its disk is full: writes are refused with 503 "
                                 "until space is freed")


def _recovered(response):
    global _full_logged
    if _full_logged and request.method != "GET" and response.status_code < 400:
        with _lock:
            _full_logged = False
        current_app.logger.warning("writes are stored again")
    return response


def init_app(app: Flask) -> None:
    app.after_request(_recovered)
