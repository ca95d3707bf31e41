"""The round clock: "2001 points or 40 minutes", as French concours and the contrée championship
play. Pure: the service passes every time as whole seconds (since the epoch); nothing here reads
a clock.

When the round's time runs out, each table finishes the deal in play and its game ends there.
The deal in play when time ran out is the first hand entered at or after the deadline; the game
is then decided by the score as it stands after that deal (``time_up`` "score": the side ahead
wins, a level score is a drawn game), or, with "one_more_deal", a level score plays one more
deal and then the score decides (level again: drawn).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def deadline(*, started: int, minutes: int) -> int | None:
    """When a round started at ``started`` runs out of time (None: no time limit)."""
    return started + 60 * minutes if minutes > 0 else None


def seconds_left(*, started: int, minutes: int, now: int) -> int | None:
    """Whole seconds left in the round at ``now`` (0 once time is up; None: no limit)."""
    end = deadline(started=started, minutes=minutes)
    return None if end is None else max(0, end - now)


@dataclass(frozen=True)
class TimeUp:
    """A game time ended: after hand ``hand`` (0-based) with ``totals``; ``winner`` the side
    ahead (0 or 1), None when level."""

    hand: int
    totals: tuple[int, int]
    winner: int | None


def ended_by_time(*, end: int, hands: Sequence[tuple[int, tuple[int, int]]], rule: str = "score") -> TimeUp | None:
    """How time ended a game whose ``hands`` are ``(entered at, running totals after it)`` in
    order, given the round's ``end``; None while the deal in play (or the extra deal) is unfinished,
    or when time is not up by the last hand entered."""
    first = next((i for i, (at, _totals) in enumerate(hands) if at >= end), None)
    if first is None:
        return None
    last = first
    if rule == "one_more_deal" and _level(hands[first][1]):
        if first + 1 >= len(hands):
            return None
        last = first + 1
    totals = hands[last][1]
    return TimeUp(last, totals, None if _level(totals) else (0 if totals[0] > totals[1] else 1))


def _level(totals: tuple[int, int]) -> bool:
    return totals[0] == totals[1]
