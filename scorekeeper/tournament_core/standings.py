"""Standings: a pure function of the entrants, the match results and the settings; never stored.

Ranking ``wins``: match points (2 a won match, 1 a drawn one, 0 a loss); ranking ``points``
(a concours): total points for. Equal rows are then separated by the settings' tie-break chain;
each row says which one separated it from the row above (``decided_by``), and rows still equal
at the end of the chain share a rank.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Sequence

from .model import Entrant, MatchResult
from .settings import TournamentSettings

WIN, DRAW = 2, 1


@dataclass(frozen=True, kw_only=True)
class Row:
    rank: int
    number: int
    name: str
    played: int
    wins: int
    draws: int
    losses: int
    match_points: int
    points_for: int
    points_against: int
    difference: int
    buchholz: int
    provisional: bool
    decided_by: str | None  # what put this row below the one above; None for the first

    def to_json(self) -> dict:
        return dict(self.__dict__)


def match_points(result: MatchResult, number: int) -> int:
    if result.is_bye:
        return WIN if result.bye_win else 0
    if result.winner is None:
        return DRAW
    return WIN if result.winner == number else 0


def standings(entrants: Sequence[Entrant], results: Sequence[MatchResult], settings: TournamentSettings,
              *, after_round: int | None = None) -> list[Row]:
    """Every active entrant ranked after ``after_round`` (default: every result given)."""
    counted = [r for r in results if after_round is None or r.round <= after_round]
    mine: dict[int, list[MatchResult]] = {e.number: [] for e in entrants}
    for r in counted:
        for n in (r.a, r.b):
            if n in mine:
                mine[n].append(r)
    tallies = {e.number: _tally(e, mine[e.number]) for e in entrants}
    for number, t in tallies.items():
        t["buchholz"] = sum(tallies[o]["match_points"] for o in t.pop("opponents") if o in tallies)
    active = [e for e in entrants if e.active]
    primary = "match_points" if settings.ranking == "wins" else "points_for"
    ordered = _rank(sorted(active, key=lambda e: -tallies[e.number][primary]),
                    [primary, *settings.tiebreaks], tallies, counted, settings)
    return _numbered(ordered, tallies)


def _tally(entrant: Entrant, results: list[MatchResult]) -> dict:
    t = {"played": len(results), "wins": 0, "draws": 0, "losses": 0, "match_points": 0,
         "points_for": 0, "points_against": 0, "provisional": any(r.provisional for r in results),
         "opponents": [], "name": entrant.name}
    for r in results:
        points = match_points(r, entrant.number)
        t["match_points"] += points
        t["wins" if points == WIN else "draws" if points == DRAW else "losses"] += 1
        pf, pa, opponent = r.of(entrant.number)
        t["points_for"] += pf
        t["points_against"] += pa
        if opponent:
            t["opponents"].append(opponent)
    t["difference"] = t["points_for"] - t["points_against"]
    return t


def _key(name: str, number: int, group: set[int], tallies: dict, results: list[MatchResult],
         settings: TournamentSettings) -> int:
    if name == "head_to_head":
        return sum(match_points(r, number) for r in results
                   if not r.is_bye and number in (r.a, r.b) and {r.a, r.b} <= group)
    if name == "lot":
        digest = hashlib.sha256(f"{settings.seed}:{number}".encode()).digest()
        return int.from_bytes(digest[:8], "big")
    return tallies[number][name]


def _rank(group: list[Entrant], chain: list[str], tallies: dict, results: list[MatchResult],
          settings: TournamentSettings) -> list[tuple[Entrant, str | None, bool]]:
    """``(entrant, decided_by, level_with_above)`` in order: ``chain[0]`` splits, the rest refine."""
    if len(group) <= 1 or not chain:
        return [(e, None, i > 0) for i, e in enumerate(group)]
    numbers = {e.number for e in group}
    value = {e.number: _key(chain[0], e.number, numbers, tallies, results, settings) for e in group}
    keyed = sorted(group, key=lambda e: -value[e.number])
    out: list[tuple[Entrant, str | None, bool]] = []
    start = 0
    for i in range(1, len(keyed) + 1):
        if i == len(keyed) or value[keyed[i].number] != value[keyed[start].number]:
            part = _rank(keyed[start:i], chain[1:], tallies, results, settings)
            if out:
                part[0] = (part[0][0], chain[0], False)
            out += part
            start = i
    return out


def _numbered(ordered: list[tuple[Entrant, str | None, bool]], tallies: dict) -> list[Row]:
    rows: list[Row] = []
    for i, (entrant, decided_by, level) in enumerate(ordered):
        t = tallies[entrant.number]
        rank = rows[-1].rank if level and rows else i + 1
        rows.append(Row(rank=rank, number=entrant.number, name=t["name"], played=t["played"],
                        wins=t["wins"], draws=t["draws"], losses=t["losses"],
                        match_points=t["match_points"], points_for=t["points_for"],
                        points_against=t["points_against"], difference=t["difference"],
                        buchholz=t["buchholz"], provisional=t["provisional"],
                        decided_by=None if i == 0 else decided_by))
    return rows

