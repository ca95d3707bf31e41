"""The values of a tournament: entrants, tables of a round's draw, and match results."""

from __future__ import annotations

from dataclasses import dataclass, field

# How many entrants a tournament takes and how long a name is, on every way in (the form, the
# desk, the API, a late entrant, an imported archive): a larger field than this is not an evening.
MAX_ENTRANTS = 2048
MAX_NAME = 60


@dataclass(frozen=True, kw_only=True)
class Entrant:
    """A pair (two players) or an individual, numbered from 1 in order of entry."""

    number: int
    name: str
    players: tuple[str, ...]
    active: bool = True
    joined_round: int = 1  # a late entrant plays from this round on
    paid: bool = False
    club: str = ""  # entrants of one club (or family) can be kept apart
    # Place in the seeding, 1 the best (the service's, from the players' ratings); 0: unseeded,
    # so round 1 of a swiss is drawn by lot and a bracket follows the order of entry
    seed: int = 0

    @property
    def seeding(self) -> tuple[int, int]:
        """Where the entrant stands in a bracket's seeding: by seed, else by order of entry."""
        return (self.seed or MAX_ENTRANTS + 1, self.number)

    def to_json(self) -> dict:
        return {"number": self.number, "name": self.name, "players": list(self.players),
                "active": self.active, "joined_round": self.joined_round, "paid": self.paid,
                "club": self.club}


@dataclass(frozen=True, kw_only=True)
class Table:
    """One table of a round: entrant ``a`` against entrant ``b`` (``a`` seated first)."""

    table: int
    a: int
    b: int


@dataclass(frozen=True, kw_only=True)
class Draw:
    """A round's draw; ``rematches`` are pairs that met before, made only when unavoidable."""

    round: int
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()
    rematches: tuple[tuple[int, int], ...] = ()
    third_place: int = 0  # the table of a seeded bracket's third-place match (0: none)

    def entrants(self) -> set[int]:
        return {t.a for t in self.tables} | {t.b for t in self.tables} | set(self.byes)


@dataclass(frozen=True, kw_only=True)
class MatchResult:
    """A match's games as points per game for ``a`` and ``b``; ``b == 0`` is a bye.

    ``winner`` is decided by the match (best of N games won; a fixed-deals partie by points);
    ``None`` is a drawn match.
    """

    round: int
    a: int
    b: int
    games: tuple[tuple[int, int], ...]
    winner: int | None
    provisional: bool = False
    bye_win: bool = True  # for a bye: whether it counts as a won match
    games_won: tuple[int, int] = field(default=(0, 0))
    absent: bool = False  # for ``b == 0``: the entrant sat the round out, it was not a bye
    decided_by: str = ""  # a level knockout match: what decided it (``knockout_decider``)
    # A mêlée table: the partners of ``a`` and of ``b``, each the other opponent of the other
    # side, whom Buchholz counts beside the one drawn beside (0: not a mêlée)
    partners: tuple[int, int] = (0, 0)

    @property
    def is_bye(self) -> bool:
        return self.b == 0

    def missed(self, entrant: Entrant) -> bool:
        """A round without a match that was no bye: absent, or before a late entrant joined."""
        return self.is_bye and (self.absent or self.round < entrant.joined_round)

    @property
    def points(self) -> tuple[int, int]:
        return sum(g[0] for g in self.games), sum(g[1] for g in self.games)

    def of(self, number: int) -> tuple[int, int, int | None]:
        """(points for, points against, opponent) from ``number``'s seat."""
        pa, pb = self.points
        return (pa, pb, self.b or None) if number == self.a else (pb, pa, self.a)


@dataclass(frozen=True, kw_only=True)
class Controls:
    """The director's say over one round's draw, beside the settings."""

    absent: frozenset[int] = frozenset()  # sit this round out (no table, no bye)
    bye: int | None = None  # the bye given by hand (an odd field)
    apart: frozenset[frozenset[int]] = frozenset()  # pairs that must not meet while avoidable
