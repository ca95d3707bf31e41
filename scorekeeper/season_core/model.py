"""The values of a season: what each evening gave its entrants, and the rows of the standings."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, kw_only=True)
class EveningEntry:
    """One entrant of one evening: the register players who played (one, or a pair), its
    points, match points and place (rows sharing a place share its number)."""

    players: tuple[str, ...]
    points: int
    match_points: int
    place: int
    capots: int = 0


@dataclass(frozen=True, kw_only=True)
class Evening:
    """An evening of the season, numbered from 1 in the season's order; ``excused`` are the
    register players whose absence the director excused."""

    number: int
    entries: tuple[EveningEntry, ...]
    excused: frozenset[str] = frozenset()


@dataclass(frozen=True, kw_only=True)
class Figure:
    """What one evening gave one row: ``how`` is played, excused or missed (figure None);
    ``played_by`` names who played for a pair when a substitute stood in."""

    evening: int
    figure: int | None
    how: str
    counted: bool = False
    played_by: tuple[str, ...] = ()

    def to_json(self, names: dict[str, str] | None = None) -> dict:
        names = names or {}
        return {"evening": self.evening, "figure": self.figure, "how": self.how, "counted": self.counted,
                **({"played_by": [names.get(p, p) for p in self.played_by]} if self.played_by else {})}


@dataclass(frozen=True, kw_only=True)
class SeasonRow:
    """A player (or pair) in the season's standings; ``rank`` None while not yet ranked."""

    rank: int | None
    key: tuple[str, ...]
    evenings: int
    counted: int
    total: int
    ranked: bool
    needed: int
    figures: tuple[Figure, ...] = field(default=())
    capots: int = 0

    def to_json(self, names: dict[str, str] | None = None) -> dict:
        names = names or {}
        return {"rank": self.rank, "players": list(self.key),
                "name": " & ".join(names.get(p, p) for p in self.key),
                "evenings": self.evenings, "counted": self.counted, "total": self.total,
                "ranked": self.ranked, "needed": self.needed, "capots": self.capots,
                "figures": [f.to_json(names) for f in self.figures]}
