"""Standings: a pure function of the entrants, the match results and the settings; never stored.

Ranking ``wins``: match points (2 a won match, 1 a drawn one, 0 a loss); ranking ``points``
(a concours): total points for. Equal rows are then separated by the settings' tie-break chain;
each row says which one separated it from the row above (``decided_by``), and rows still equal
at the end of the chain share a rank.

A bye is no match: it is counted in its own column (``byes``), never as a match played, won or
lost; a round an entrant missed (absent, or before a late entrant joined) likewise (``missed``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from collections.abc import Sequence

from .model import Entrant, MatchResult
from .settings import TournamentSettings

WIN, DRAW = 2, 1


@dataclass(frozen=True, kw_only=True)
class Row:
    rank: int
    number: int
    name: str
    played: int  # matches played at a table; byes and missed rounds are not matches
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
    byes: int = 0
    missed: int = 0
    buchholz_cut1: int = 0
    sonneborn_berger: int = 0

    def to_json(self) -> dict:
        return dict(self.__dict__)


@dataclass(slots=True)
class _Tally:
    name: str
    played: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    missed: int = 0
    match_points: int = 0
    points_for: int = 0
    points_against: int = 0
    provisional: bool = False
    opponents: list = field(default_factory=list)  # (opponent, match points scored, round)
    unplayed: list = field(default_factory=list)  # (round, match points scored in it)
    others: list = field(default_factory=list)  # a mêlée's other opponent: (opponent, points, round)
    buchholz: int = 0
    buchholz_cut1: int = 0
    sonneborn_berger: int = 0

    @property
    def difference(self) -> int:
        return self.points_for - self.points_against


def match_points(result: MatchResult, number: int) -> int:
    if result.is_bye:
        return WIN if result.bye_win and not result.absent else 0
    if result.winner is None:
        return DRAW
    return WIN if result.winner == number else 0


def standings(entrants: Sequence[Entrant], results: Sequence[MatchResult], settings: TournamentSettings,
              *, after_round: int | None = None) -> list[Row]:
    """Every active entrant ranked after ``after_round`` (default: every result given)."""
    counted = [r for r in results if after_round is None or r.round <= after_round]
    tallies = _tallies(entrants, counted)
    last = max((r.round for r in counted), default=0)
    for t in tallies.values():
        _opponent_scores(t, tallies, settings, last_round=last)
    active = [e for e in entrants if e.active]
    primary = "match_points" if settings.ranking == "wins" else "points_for"
    ordered = _rank(sorted(active, key=lambda e: -getattr(tallies[e.number], primary)),
                    [primary, *settings.tiebreaks], tallies, settings)
    return _numbered(ordered, tallies)


def _tallies(entrants: Sequence[Entrant], counted: list[MatchResult]) -> dict[int, _Tally]:
    # One tight pass over the results, each match read once for both sides: standings are asked
    # for on every page view, and a 2,048-entrant evening has some 11,000 results.
    tallies = {e.number: _Tally(e.name) for e in entrants}
    by_number = {e.number: e for e in entrants}
    for r in counted:
        games, a, b = r.games, r.a, r.b
        pa, pb = games[0] if len(games) == 1 else r.points
        if not b:
            if a in tallies:
                _unplayed(tallies[a], r, by_number[a], pa, pb)
            continue
        w = r.winner
        ma, mb = (DRAW, DRAW) if w is None else (WIN, 0) if w == a else (0, WIN)
        for t, mine, other, pf, pg, also in ((tallies.get(a), ma, b, pa, pb, r.partners[1]),
                                             (tallies.get(b), mb, a, pb, pa, r.partners[0])):
            if t is not None:
                t.match_points += mine
                t.points_for += pf
                t.points_against += pg
                t.opponents.append((other, mine, r.round))
                t.provisional = t.provisional or r.provisional
                if also:
                    t.others.append((also, mine, r.round))
    last = max((r.round for r in counted), default=0)
    for e in entrants:
        if e.joined_round > 1:
            _joined_late(tallies[e.number], e, last_round=last)
    for t in tallies.values():
        _count_matches(t)
    return tallies


def _joined_late(t: _Tally, entrant: Entrant, *, last_round: int) -> None:
    """The rounds a late entrant missed, where no result says so (it starts from zero): missed
    rounds with nothing scored, each a virtual opponent in Buchholz as any other missed round."""
    written = {k for k, _ in t.unplayed}
    for k in range(1, min(entrant.joined_round, last_round + 1)):
        if k not in written:
            t.missed += 1
            t.unplayed.append((k, 0))


def _count_matches(t: _Tally) -> None:
    mine = [p for _, p, _ in t.opponents]
    t.played, t.wins, t.draws = len(mine), mine.count(WIN), mine.count(DRAW)
    t.losses = t.played - t.wins - t.draws


def _unplayed(t: _Tally, r: MatchResult, entrant: Entrant, pf: int, pa: int) -> None:
    points = match_points(r, entrant.number)
    t.match_points += points
    t.points_for += pf
    t.points_against += pa
    t.provisional = t.provisional or r.provisional
    if r.missed(entrant):
        t.missed += 1
    else:
        t.byes += 1
    t.unplayed.append((r.round, points))


def _opponent_scores(t: _Tally, tallies: dict[int, _Tally], settings: TournamentSettings, *,
                     last_round: int) -> None:
    faced = [(tallies[o].match_points, mine) for o, mine, _ in t.opponents + t.others if o in tallies]
    parts = [score for score, _ in faced]
    if settings.buchholz_byes == "virtual":
        virtual = [_virtual(t, rnd, mine, last_round=last_round) for rnd, mine in t.unplayed]
        parts += virtual * (2 if settings.format == "melee" else 1)  # a mêlée table has two opponents
    t.buchholz = sum(parts)
    t.buchholz_cut1 = t.buchholz - min(parts) if parts else 0
    t.sonneborn_berger = sum(score * mine for score, mine in faced)


def _virtual(t: _Tally, round_no: int, mine: int, *, last_round: int) -> int:
    """FIDE's virtual opponent: our score before that round, what we did not score in it, and a
    drawn match for each later round (in match points: 2 a win, 1 a draw)."""
    before = sum(p for _, p, k in t.opponents if k < round_no)
    before += sum(p for k, p in t.unplayed if k < round_no)
    return before + (WIN - mine) + DRAW * (last_round - round_no)


def met_all(group: set[int], tallies: dict[int, _Tally]) -> bool:
    """Every one of ``group`` has met every other: only then does head-to-head apply."""
    if any(tallies[n].played < len(group) - 1 for n in group):
        return False
    return all(group - {n} <= {o for o, _, _ in tallies[n].opponents} for n in group)


def _key(name: str, number: int, group: set[int], tallies: dict[int, _Tally],
         settings: TournamentSettings) -> int:
    if name == "head_to_head":
        return sum(p for o, p, _ in tallies[number].opponents if o in group)
    if name == "lot":
        digest = hashlib.sha256(f"{settings.seed}:{number}".encode()).digest()
        return int.from_bytes(digest[:8], "big")
    if name == "difference":
        return tallies[number].difference
    return getattr(tallies[number], name)


def _rank(group: list[Entrant], chain: list[str], tallies: dict[int, _Tally],
          settings: TournamentSettings) -> list[tuple[Entrant, str | None, bool]]:
    """``(entrant, decided_by, level_with_above)`` in order: ``chain[0]`` splits, the rest refine."""
    if len(group) <= 1 or not chain:
        return [(e, None, i > 0) for i, e in enumerate(group)]
    numbers = {e.number for e in group}
    if chain[0] == "head_to_head" and not met_all(numbers, tallies):
        return _rank(group, chain[1:], tallies, settings)
    value = {e.number: _key(chain[0], e.number, numbers, tallies, settings) for e in group}
    keyed = sorted(group, key=lambda e: -value[e.number])
    out: list[tuple[Entrant, str | None, bool]] = []
    start = 0
    for i in range(1, len(keyed) + 1):
        if i == len(keyed) or value[keyed[i].number] != value[keyed[start].number]:
            part = _rank(keyed[start:i], chain[1:], tallies, settings)
            if out:
                part[0] = (part[0][0], chain[0], False)
            out += part
            start = i
    return out


def _numbered(ordered: list[tuple[Entrant, str | None, bool]], tallies: dict[int, _Tally]) -> list[Row]:
    rows: list[Row] = []
    for i, (entrant, decided_by, level) in enumerate(ordered):
        t = tallies[entrant.number]
        rank = rows[-1].rank if level and rows else i + 1
        rows.append(Row(rank=rank, number=entrant.number, name=t.name, played=t.played,
                        wins=t.wins, draws=t.draws, losses=t.losses,
                        match_points=t.match_points, points_for=t.points_for,
                        points_against=t.points_against, difference=t.difference,
                        buchholz=t.buchholz, provisional=t.provisional,
                        decided_by=None if i == 0 else decided_by, byes=t.byes, missed=t.missed,
                        buchholz_cut1=t.buchholz_cut1, sonneborn_berger=t.sonneborn_berger))
    return rows
