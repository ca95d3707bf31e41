"""The round clock as the service keeps it: the round's start is stored with its draw, and the
stored times (the draw's, each hand's entry) are handed to the pure core as whole seconds. The
one reading of the present time is ``now_seconds``, for what is shown (the time left); what a
result is never depends on it, only on when hands were entered."""

from __future__ import annotations

from datetime import UTC, datetime

from ..rules import GameResult
from ..tournament_core import TimeUp, deadline, ended_by_time, seconds_left
from .state import TableState, Tournament


def seconds(stamp: str) -> int:
    """A stored time (ISO 8601, UTC) as whole seconds since the epoch."""
    moment = datetime.fromisoformat(stamp)
    return int((moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp())


def now_seconds() -> int:
    return int(datetime.now(UTC).timestamp())


def round_end(t: Tournament, round_no: int) -> int | None:
    """When round ``round_no``'s time runs out (None: no time limit, or not drawn)."""
    r = t.round(round_no)
    if r is None or not r.started or not t.settings.round_minutes:
        return None
    return deadline(started=seconds(r.started), minutes=t.settings.round_minutes)


def time_ended(t: Tournament, table: TableState, game, ruling: dict) -> TimeUp | None:
    """How time ended ``game`` at ``table`` (its entries and its ruling's running totals), if it did."""
    end = round_end(t, table.round)
    if end is None or ruling["game"]["finished"]:
        return None
    hands = [(seconds(e.entered_at), (h["totals"][0], h["totals"][1])) for e, h in zip(game.entries, ruling["hands"])]
    return ended_by_time(end=end, hands=hands, rule=t.settings.time_up)


def as_game_result(up: TimeUp, first_dealer: int = 0) -> GameResult:
    return GameResult(up.totals, up.winner, first_dealer)


def round_clock(t: Tournament, round_no: int, *, now: int) -> dict | None:
    """The clock of round ``round_no`` as every way out shows it; None without a time limit."""
    r = t.round(round_no)
    end = round_end(t, round_no)
    if r is None or end is None:
        return None
    left = seconds_left(started=seconds(r.started), minutes=t.settings.round_minutes, now=now)
    return {"minutes": t.settings.round_minutes, "started": r.started,
            "ends": datetime.fromtimestamp(end, UTC).isoformat(timespec="seconds"),
            "seconds_left": left, "time_up": left == 0, "decided_by": t.settings.time_up}
