"""What every format's draw is made of: who plays a round, who has met, who had a bye, who is
kept apart; the matching (networkx's blossom algorithm, for the heaviest matching), a random
draw without the pairs it should avoid and an odd field's bye chosen with its tables; and the
``Draw`` a round's pairs end in. ``pairing`` makes each format's draw of these.

networkx is not standard library: that is why the draws live here, beside the engine, rather
than in the pure ``rules`` package; the rest is as pure as the engine (no I/O, no clock;
randomness only from the seed).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import networkx as nx

from .chance import pairs_and_bye, pairs_avoiding
from .model import Controls, Draw, Entrant, MatchResult, Table
from .settings import TournamentSettings

__all__ = ["Finished", "NoDraw", "draw_of", "had_bye", "heaviest", "in_play", "kept_apart",
           "lowest_without_bye", "met", "random_draw", "random_pairs", "round_rng"]


# ---------------------------------------------------------------- who plays, who met

class NoDraw(ValueError):
    """No round can be drawn (the event is over, or too few entrants are still in)."""


class Finished(NoDraw):
    """No round can be drawn because the event has its winner."""


def round_rng(settings: TournamentSettings, round_no: int) -> random.Random:
    return random.Random(settings.seed * 1_000_003 + round_no)


def in_play(entrants: Sequence[Entrant], round_no: int) -> list[Entrant]:
    return [e for e in entrants if e.active and e.joined_round <= round_no]


def met(results: Sequence[MatchResult]) -> set[frozenset[int]]:
    return {frozenset((r.a, r.b)) for r in results if not r.is_bye}


def had_bye(results: Sequence[MatchResult], entrants: Sequence[Entrant] = ()) -> set[int]:
    """Who had a bye: not a round sat out absent, nor one a late entrant missed before joining
    (it scored no match point: FIDE C.04.1 d bars only a point scored without playing)."""
    joined = {e.number: e.joined_round for e in entrants}
    return {r.a for r in results if r.is_bye and not r.absent and r.round >= joined.get(r.a, 1)}


def kept_apart(entrants: Sequence[Entrant], settings: TournamentSettings,
               controls: Controls) -> frozenset[frozenset[int]]:
    """Pairs that must not meet while avoidable: the director's, and one club's if so set."""
    apart = set(controls.apart)
    if settings.avoid_same_club:
        clubs: dict[str, list[int]] = {}
        for e in entrants:
            if e.club:
                clubs.setdefault(e.club, []).append(e.number)
        apart |= {frozenset((a, b)) for g in clubs.values() for i, a in enumerate(g) for b in g[i + 1:]}
    return frozenset(apart)


# ---------------------------------------------------------------- the matching

def heaviest(weighted: dict[tuple[int, int], int]) -> list[tuple[int, int]]:
    """The heaviest of the matchings that seat everyone (networkx's blossom algorithm)."""
    graph = nx.Graph()
    graph.add_weighted_edges_from((a, b, w) for (a, b), w in weighted.items())
    return [(a, b) for a, b in nx.max_weight_matching(graph, maxcardinality=True)]


def random_pairs(players: list[int], avoid: frozenset[frozenset[int]] | set,
                 rng: random.Random) -> list[tuple[int, int]]:
    """A random draw of ``players`` (already shuffled) with the fewest pairs in ``avoid``: each
    draw without one equally likely, found by shuffles, else by the matching (``chance``)."""
    return pairs_avoiding(players, cost=lambda a, b: int(frozenset((a, b)) in avoid), rng=rng,
                          match=heaviest)


def draw_of(round_no: int, pairs: list[tuple[int, int]], byes: list[int],
            before: set[frozenset[int]]) -> Draw:
    """The round's ``Draw``: table 1 the first pair; a pair in ``before`` reported as a rematch."""
    tables = tuple(Table(table=i + 1, a=a, b=b) for i, (a, b) in enumerate(pairs))
    rematches = tuple((a, b) for a, b in pairs if frozenset((a, b)) in before)
    return Draw(round=round_no, tables=tables, byes=tuple(byes), rematches=rematches)


def lowest_without_bye(order: list[int], had: set[int], controls: Controls) -> list[int]:
    """The bye by hand, else the lowest-ranked entrant without a bye yet (else the lowest)."""
    if controls.bye in order:
        return [controls.bye]
    fresh = [n for n in reversed(order) if n not in had]
    return [fresh[0] if fresh else order[-1]]


def random_draw(players: list[int], preference: list[int], avoid, rng: random.Random, *, had: set[int],
                controls: Controls) -> tuple[list[tuple[int, int]], list[int]]:
    """``players`` (shuffled) drawn at random without a pair in ``avoid`` while a draw allows;
    an odd field's bye chosen with the tables: the bye by hand, else the lowest of
    ``preference`` without a bye yet, unless only another bye lets the tables avoid a pair."""
    if len(players) % 2 == 0 or controls.bye in players:
        byes = [controls.bye] if len(players) % 2 and controls.bye is not None else []
        return random_pairs([n for n in players if n not in byes], avoid, rng), byes
    below = {n: i for i, n in enumerate(reversed(preference))}  # 0: the lowest
    pairs, bye = pairs_and_bye(players, cost=lambda a, b: int(frozenset((a, b)) in avoid),
                               bye_cost=lambda n: len(below) * (n in had) + below[n], rng=rng,
                               match=heaviest)
    return pairs, [bye]

