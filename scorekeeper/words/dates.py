"""Dates and times as the page's language writes them, in the server's time zone.

Stored times are UTC ISO strings (``games.store.now``); a person reads "26. 11. 2026. 10:11" on
a Croatian page and "26 nov. 2026, 10:11" on a French one, in the club's own time (the server's
zone: ``TZ``, else the system's), through Babel's ``format_datetime`` via Flask-Babel.
"""

from __future__ import annotations

import os
from datetime import datetime, UTC
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from flask_babel import format_date, format_datetime


@lru_cache(maxsize=1)
def server_zone() -> str:
    """The server's time zone by name (Flask-Babel wants a name): ``TZ``, else /etc/timezone's or
    /etc/localtime's, else UTC."""
    names = [os.environ.get("TZ", "").lstrip(":")]
    try:
        names.append(Path("/etc/timezone").read_text().strip())
    except OSError:
        pass
    try:
        names.append(str(Path("/etc/localtime").resolve()).split("zoneinfo/", 1)[1])
    except (OSError, IndexError):
        pass
    for name in filter(None, names):
        try:
            ZoneInfo(name)
            return name
        except (ZoneInfoNotFoundError, ValueError):
            continue
    return "UTC"


def parsed(stamp: str | datetime | None) -> datetime | None:
    if isinstance(stamp, datetime):
        return stamp
    try:
        moment = datetime.fromisoformat(str(stamp))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def when(stamp: str | datetime | None, style: str = "short") -> str:
    """A stored time for the page: its date and time in the page's language and the server's zone."""
    moment = parsed(stamp)
    return format_datetime(moment, style) if moment else ""


def day(stamp: str | datetime | None, style: str = "medium") -> str:
    moment = parsed(stamp)
    return format_date(moment, style) if moment else ""


def day_in(stamp: str | datetime | None, *, lang: str, style: str = "medium") -> str:
    """A stored time's date in ``lang`` (a printed sheet's language, which may not be the page's)."""
    from babel.dates import format_date as babel_date
    moment = parsed(stamp)
    return babel_date(moment.astimezone(ZoneInfo(server_zone())).date(), style, locale=lang) if moment else ""


def time_in(stamp: str | datetime | None, *, lang: str) -> str:
    """A stored time's time of day to the second in ``lang`` (when a printed sheet's data was read)."""
    from babel.dates import format_time as babel_time
    moment = parsed(stamp)
    return babel_time(moment.astimezone(ZoneInfo(server_zone())), "medium", locale=lang) if moment else ""


def clock(stamp: str | datetime | None) -> str:
    """Only the time of day ("10:11", "10:11 AM"), as the page's language writes it."""
    from flask_babel import format_time
    moment = parsed(stamp)
    return format_time(moment, "short") if moment else ""


__all__ = ["clock", "day", "day_in", "server_zone", "time_in", "when"]
