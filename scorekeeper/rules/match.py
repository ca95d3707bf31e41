"""A match: best of N games between the same two sides, as a tournament table plays it.

The match is a value computed from its games' results, never stored: ``match_outcome`` says
whether it is finished, who won it, the games won and the points for and against; the next
game's first dealer follows seed 000 ("the winner of the last game deals first"): the winning
side's first seat, or the next seat after a drawn game.

    outcome = match_outcome([GameResult((1012, 640), winner=0)], best_of=3, players=4)
    outcome.finished, outcome.games_won   # False, (1, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence


@dataclass(frozen=True)
class GameResult:
    """One finished game of the match: the two totals and the winning side (None: drawn)."""

    totals: tuple[int, int]
    winner: int | None
    first_dealer: int = 0


@dataclass(frozen=True)
class MatchOutcome:
    finished: bool
    winner: int | None  # 0 or 1; None while unfinished or for a drawn match
    games_won: tuple[int, int]
    points_for: tuple[int, int]  # per side; against = the other side's for
    next_first_dealer: int | None  # None once finished

    @property
    def points_against(self) -> tuple[int, int]:
        return self.points_for[1], self.points_for[0]


def wins_needed(best_of: int) -> int:
    """First to ⌈N/2⌉ wins."""
    return (best_of + 1) // 2


def match_outcome(games: Sequence[GameResult], *, best_of: int, players: int) -> MatchOutcome:
    """The match after ``games`` (finished games, in order)."""
    won = (sum(g.winner == 0 for g in games), sum(g.winner == 1 for g in games))
    points = (sum(g.totals[0] for g in games), sum(g.totals[1] for g in games))
    need = wins_needed(best_of)
    finished = max(won) >= need or len(games) >= best_of
    winner = None
    if finished and won[0] != won[1]:
        winner = 0 if won[0] > won[1] else 1
    return MatchOutcome(finished, winner, won, points,
                        None if finished else next_first_dealer(games, players=players))


def next_first_dealer(games: Sequence[GameResult], *, players: int) -> int:
    """Seed 000: the winner of the last game deals first (its side's first seat)."""
    if not games:
        return 0
    last = games[-1]
    return last.winner if last.winner is not None else (last.first_dealer + 1) % players
