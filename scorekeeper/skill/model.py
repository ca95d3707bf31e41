"""Ratings from matches in the order they were played: openskill's Weng-Lin model.

ThurstoneMostellerFull rather than PlackettLuce: its draw margin (``epsilon``) makes a level
match an outcome of its own, which moves two sides towards each other, where PlackettLuce
reads a tie through the ranks' order; and with two sides a table (three at a bela table of
three) the full pairing costs nothing.

A player's number is the conservative estimate ``mu - 3 sigma`` (the skill they are at least,
almost surely) on a scale of ``1000 + 20 x (mu - 3 sigma)``: a player the model knows for
certain to be average (mu 25, sigma 0) is 1500, a newcomer (mu 25, sigma 25/3: nothing known)
starts at 1000 and climbs as games make the estimate surer; 20 points are a twentieth of the
model's default mu, so one beta (about 4.2 mu, the skill gap that wins about three games in
four) is about 80 points.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from openskill.models import ThurstoneMostellerFull

PROVISIONAL_UNDER = 20  # games: fewer, and the number is marked provisional
BASE, STEP = 1000, 20

_MODEL = ThurstoneMostellerFull()


@dataclass(frozen=True)
class Played:
    """One finished match: ``order`` sorts it among all (date, tournament, round, table);
    ``teams`` the players of each side; ``ranks`` each side's place (0 the winner, equal for a
    draw)."""

    order: tuple
    teams: tuple[tuple[str, ...], ...]
    ranks: tuple[int, ...]
    tournament: str = ""
    round: int = 0
    date: str = ""


@dataclass
class Standing:
    """A player's rating as it stands: the model's belief and the games behind it."""

    mu: float = _MODEL.mu
    sigma: float = _MODEL.sigma
    games: int = 0
    wins: int = 0
    history: list[tuple[str, str, int, int]] = field(default_factory=list)  # date, tournament, round, rating

    @property
    def rating(self) -> int:
        return shown(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_UNDER


def shown(mu: float, sigma: float) -> int:
    """The one number a player reads (see the module's note for the scale)."""
    return round(BASE + STEP * (mu - 3 * sigma))


def rate(matches: Iterable[Played], *, history: bool = True) -> dict[str, Standing]:
    """Every player's standing after ``matches``, rated in their ``order``."""
    return rate_in_order(sorted(matches, key=lambda m: m.order), history=history)


def rate_in_order(matches: Iterable[Played], *, history: bool = True) -> dict[str, Standing]:
    """``rate`` for matches that come in the order played (a stream read so): each is rated as it
    comes and none is kept, so a federation's season needs no more memory than its players."""
    book: dict[str, Standing] = {}
    for match in matches:
        _rate_one(book, match, history=history)
    return book


def _rate_one(book: dict[str, Standing], match: Played, *, history: bool) -> None:
    sides = [[book.setdefault(p, Standing()) for p in team] for team in match.teams]
    teams = [[_MODEL.rating(mu=s.mu, sigma=s.sigma) for s in side] for side in sides]
    rated = _MODEL.rate(teams, ranks=[float(r) for r in match.ranks])
    best = min(match.ranks)
    level = len(set(match.ranks)) == 1
    for side, new, rank in zip(sides, rated, match.ranks):
        for standing, after in zip(side, new):
            standing.mu, standing.sigma = after.mu, after.sigma
            standing.games += 1
            standing.wins += rank == best and not level
            if history:
                standing.history.append((match.date, match.tournament, match.round, standing.rating))
