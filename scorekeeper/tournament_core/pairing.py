"""The next round's tables: a pure function of entrants, results, earlier draws and settings.

Formats: ``swiss`` (round 1 drawn at random from the seed; later rounds by standings, without
rematches, by maximum weight matching, allowing the fewest rematches when no draw avoids them,
and reporting them), ``round_robin`` (Berger tables: everyone meets everyone once; a bye each
round for an odd field) and ``knockout`` (a fresh random draw each round among those still in,
with an optional buy-back). Byes go to the lowest-ranked entrant that has not had one.

networkx (its blossom algorithm, for the weighted matching) is not standard library: that is
why pairing lives here, beside the engine, rather than in the pure ``rules`` package; the rest
of this module is as pure as the engine (no I/O, no clock; randomness only from the seed).
"""

from __future__ import annotations

import random
from typing import Sequence

import networkx as nx

from .model import Draw, Entrant, MatchResult, Table
from .settings import TournamentSettings
from .standings import standings

REMATCH = 10**9  # a rematch costs more than any difference of ranks can


class NoDraw(ValueError):
    """No round can be drawn (the event is over, or too few entrants are still in)."""


def _rng(settings: TournamentSettings, round_no: int) -> random.Random:
    return random.Random(settings.seed * 1_000_003 + round_no)


def in_play(entrants: Sequence[Entrant], round_no: int) -> list[Entrant]:
    return [e for e in entrants if e.active and e.joined_round <= round_no]


def met(results: Sequence[MatchResult]) -> set[frozenset[int]]:
    return {frozenset((r.a, r.b)) for r in results if not r.is_bye}


def had_bye(results: Sequence[MatchResult]) -> set[int]:
    return {r.a for r in results if r.is_bye}


def draw_round(entrants: Sequence[Entrant], results: Sequence[MatchResult], previous: Sequence[Draw],
               settings: TournamentSettings, *, round_no: int) -> Draw:
    """The draw of round ``round_no``; ``NoDraw`` if the format has none to give."""
    if settings.format == "round_robin":
        return _round_robin(entrants, settings, round_no=round_no)
    if settings.format == "knockout":
        return _knockout(entrants, results, settings, round_no=round_no)
    return _swiss(entrants, results, settings, round_no=round_no)


def rounds_planned(entrants: Sequence[Entrant], settings: TournamentSettings) -> int | None:
    """How many rounds the event has (None for a knockout: until one is left)."""
    n = len([e for e in entrants if e.joined_round == 1])
    if settings.format == "round_robin":
        return n - 1 if n % 2 == 0 else n
    if settings.format == "swiss":
        return settings.rounds or max(1, (max(n, 2) - 1).bit_length())
    return None


def is_finished(entrants: Sequence[Entrant], results: Sequence[MatchResult], previous: Sequence[Draw],
                settings: TournamentSettings) -> bool:
    if settings.format == "knockout":
        return len(still_in(entrants, results, settings, round_no=len(previous) + 1)) <= 1
    return len(previous) >= (rounds_planned(entrants, settings) or 0)


# ---------------------------------------------------------------- swiss

def _swiss(entrants, results, settings, *, round_no: int) -> Draw:
    field = in_play(entrants, round_no)
    if len(field) < 2:
        raise NoDraw("fewer than two entrants are still playing")
    if round_no == 1 or not results:
        order = sorted(field, key=lambda e: e.number)
        _rng(settings, round_no).shuffle(order)
    else:
        rank = {row.number: i for i, row in enumerate(standings(entrants, results, settings))}
        order = sorted(field, key=lambda e: rank.get(e.number, len(rank)))
    byes = _bye(order, results) if len(order) % 2 else []
    players = [e.number for e in order if e.number not in byes]
    pairs = _first_round(players) if round_no == 1 or not results else _matching(players, met(results))
    return _tables(round_no, pairs, byes, met(results))


def _bye(order: list[Entrant], results) -> list[int]:
    """The lowest-ranked entrant without a bye yet (all had one: the lowest-ranked)."""
    had = had_bye(results)
    fresh = [e.number for e in reversed(order) if e.number not in had]
    return [fresh[0] if fresh else order[-1].number]


def _first_round(players: list[int]) -> list[tuple[int, int]]:
    return [(players[i], players[i + 1]) for i in range(0, len(players), 2)]


def _matching(players: list[int], before: set[frozenset[int]]) -> list[tuple[int, int]]:
    """Neighbours in the standings, fewest rematches first (maximum weight matching)."""
    n = len(players)
    graph = nx.Graph()
    for i in range(n):
        for j in range(i + 1, n):
            weight = 4 * n * n - (j - i) ** 2
            if frozenset((players[i], players[j])) in before:
                weight -= REMATCH
            graph.add_edge(i, j, weight=weight + REMATCH)
    matched = sorted((min(i, j), max(i, j)) for i, j in nx.max_weight_matching(graph, maxcardinality=True))
    return [(players[i], players[j]) for i, j in matched]


def _tables(round_no: int, pairs: list[tuple[int, int]], byes: list[int],
            before: set[frozenset[int]]) -> Draw:
    tables = tuple(Table(table=i + 1, a=a, b=b) for i, (a, b) in enumerate(pairs))
    rematches = tuple((a, b) for a, b in pairs if frozenset((a, b)) in before)
    return Draw(round=round_no, tables=tables, byes=tuple(byes), rematches=rematches)


# ---------------------------------------------------------------- round robin (Berger tables)

def berger(numbers: list[int], round_no: int) -> list[tuple[int, int]]:
    """Round ``round_no`` of the circle method; 0 stands for the bye of an odd field."""
    ring = list(numbers) + ([0] if len(numbers) % 2 else [])
    n = len(ring)
    fixed, rest = ring[-1], ring[:-1]
    shift = ((round_no - 1) * (n // 2)) % (n - 1)
    rest = rest[shift:] + rest[:shift]
    pairs = [(rest[0], fixed) if round_no % 2 else (fixed, rest[0])]
    pairs += [(rest[i], rest[n - 1 - i]) for i in range(1, n // 2)]
    return pairs


def _round_robin(entrants, settings, *, round_no: int) -> Draw:
    original = sorted(e.number for e in entrants if e.joined_round == 1)
    if round_no > rounds_planned(entrants, settings):
        raise NoDraw("every entrant has met every other")
    playing = {e.number for e in in_play(entrants, round_no)}
    pairs, byes = [], []
    for a, b in berger(original, round_no):
        if a in playing and b in playing:
            pairs.append((a, b))
        elif a in playing or b in playing:
            byes.append(a if a in playing else b)
    return _tables(round_no, pairs, sorted(byes), set())


# ---------------------------------------------------------------- knockout

def losses(results: Sequence[MatchResult]) -> dict[int, list[int]]:
    """The rounds each entrant lost a match in."""
    lost: dict[int, list[int]] = {}
    for r in results:
        if r.is_bye or r.winner is None:
            continue
        loser = r.b if r.winner == r.a else r.a
        lost.setdefault(loser, []).append(r.round)
    return lost


def is_out(rounds_lost: list[int], settings: TournamentSettings) -> bool:
    """Out after a loss, or with buy-back (repasaž) after a second, or a first past round R."""
    if not rounds_lost:
        return False
    if len(rounds_lost) >= 2:
        return True
    return rounds_lost[0] > settings.repasaz_until


def still_in(entrants, results, settings, *, round_no: int) -> list[Entrant]:
    lost = losses(results)
    return [e for e in in_play(entrants, round_no) if not is_out(lost.get(e.number, []), settings)]


def _knockout(entrants, results, settings, *, round_no: int) -> Draw:
    alive = sorted(still_in(entrants, results, settings, round_no=round_no), key=lambda e: e.number)
    if len(alive) < 2:
        raise NoDraw("the knockout has its winner")
    _rng(settings, round_no).shuffle(alive)
    byes = []
    if len(alive) % 2:
        rank = {row.number: i for i, row in enumerate(standings(entrants, results, settings))}
        byes = _bye(sorted(alive, key=lambda e: rank.get(e.number, 0)), results)
    players = [e.number for e in alive if e.number not in byes]
    return _tables(round_no, _first_round(players), byes, met(results))
