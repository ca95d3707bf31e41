"""Knockout bookkeeping: who lost when, who is out, and what decides a match that ended level.

A level match (a fixed-deals partie with equal totals) eliminates nobody until the setting
``knockout_decider`` has decided it: ``lot`` and ``last_game`` decide from what was played
(``last_game``: the last game that was not level; every game level, a lot);
``extra_game`` and ``extra_deals`` need one more game (or more deals) at the table, written
after the match's own games: a partie's extras are its games after the first; a best-of-N
match's, its games after the N-th.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from collections.abc import Sequence

from .model import MatchResult
from .settings import TournamentSettings


@dataclass(frozen=True, kw_only=True)
class Decision:
    """Who won a knockout match and what decided it; ``winner`` None: still to be decided by
    ``by`` (an extra game or extra deals to be played)."""

    winner: int | None
    by: str  # "match", or one of the settings' ``knockout_decider``

    @property
    def pending(self) -> bool:
        return self.winner is None


def decide(result: MatchResult, *, settings: TournamentSettings) -> Decision:
    """The match's own winner; else what the decider makes of the games played."""
    if result.winner is not None:
        return Decision(winner=result.winner, by=result.decided_by or "match")
    by = settings.knockout_decider
    if by == "lot":
        return Decision(winner=_lot(result, settings), by=by)
    own = 1 if settings.deals else settings.best_of
    games = result.games if by == "last_game" else result.games[own:]
    for a, b in reversed(games) if by == "last_game" else games:
        if a != b:
            return Decision(winner=result.a if a > b else result.b, by=by)
    if by == "last_game":  # every game level: nothing left at the table to decide it
        return Decision(winner=_lot(result, settings), by="lot")
    return Decision(winner=None, by=by)


def _lot(result: MatchResult, settings: TournamentSettings) -> int:
    # A seeded coin that is the same whoever asks, and different for each match.
    digest = hashlib.sha256(f"{settings.seed}:{result.round}:{result.a}:{result.b}".encode()).digest()
    return result.a if digest[0] % 2 == 0 else result.b


def undecided(results: Sequence[MatchResult], *, settings: TournamentSettings) -> list[MatchResult]:
    """Level matches still waiting for their extra game (or deals)."""
    return [r for r in results if not r.is_bye and decide(r, settings=settings).pending]


def losses(results: Sequence[MatchResult], *,
           settings: TournamentSettings | None = None) -> dict[int, list[int]]:
    """The rounds each entrant lost a match in (a level match, once decided, with settings)."""
    lost: dict[int, list[int]] = {}
    for r in results:
        if r.is_bye:
            continue
        winner = r.winner if settings is None else decide(r, settings=settings).winner
        if winner is None:
            continue
        lost.setdefault(r.b if winner == r.a else r.a, []).append(r.round)
    return lost


def is_out(rounds_lost: list[int], settings: TournamentSettings) -> bool:
    """Out after a loss, or with buy-back (repasaž) after a second, or a first past round R."""
    if not rounds_lost:
        return False
    if len(rounds_lost) >= 2:
        return True
    return rounds_lost[0] > settings.repasaz_until
