"""What a swiss draw weighs, most important first, and how a large field is cut into blocks.

A draw is judged table by table (the bye is a table against ``BYE``), and the tables' costs add
up level by level; draws are compared level by level (lexicographically):

1. ``kept_apart``: tables of two entrants the director keeps apart (one club, one family);
2. ``rematches``: tables of two entrants that met before;
3. ``bye_again``: a bye to an entrant that already had one;
4. ``bye_score``: the bye-taker's score above the lowest (the bye goes to the lowest score
   group that lets the others be paired, never to a leader while a lower entrant can take it);
5. ``score_gap``: the score gaps between paired entrants added up (pair by score);
6. ``gap_squares``: of two draws with the same total gap, the one with the smaller single gaps;
7. ``bye_rank``: the bye to the lowest-ranked of the equals;
8. ``order``: inside a score group, the order ``pair_within`` asks for: ``adjacent`` adds the
   squared distances in the standings (1st-2nd, 3rd-4th...); ``fold`` the squared distance from
   the ideal opponent half a group away (1st against the first of the lower half).

The matching in ``pairing`` finds the draw of least cost; on a large field it does so block by
block of the ideal order (``blocks``), each small enough to match over every pair.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Iterable, Sequence

BYE = 0  # the bye as a seat of the matching: entrants are numbered from 1
LEVELS = ("kept_apart", "rematches", "bye_again", "bye_score", "score_gap", "gap_squares",
          "bye_rank", "order")
DEEPEST = 1200  # the top-down search goes a table deeper a step: Python's stack holds ~1,000
BLOCK = 24  # a block is matched over all its pairs: 24 entrants take a few milliseconds


@dataclass(frozen=True, kw_only=True)
class SwissField:
    """The entrants of a swiss round as its draw sees them: ranked, with scores and history."""

    ranked: tuple[int, ...]  # best first
    score: dict[int, int]
    met: frozenset[frozenset[int]]
    had_bye: frozenset[int]
    apart: frozenset[frozenset[int]] = frozenset()
    within: str = "adjacent"
    # Worked out once from the fields above (in __post_init__), not given.
    rank: dict[int, int] = field(init=False, repr=False, compare=False)
    place: dict[int, tuple[int, int]] = field(init=False, repr=False, compare=False)
    groups: list[list[int]] = field(init=False, repr=False, compare=False)
    low: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rank = {n: i for i, n in enumerate(self.ranked)}
        groups: dict[int, list[int]] = {}
        for n in self.ranked:
            groups.setdefault(self.score[n], []).append(n)
        place = {n: (i, len(g)) for g in groups.values() for i, n in enumerate(g)}
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "place", place)
        object.__setattr__(self, "groups", [groups[s] for s in sorted(groups, reverse=True)])
        object.__setattr__(self, "low", min(self.score.values(), default=0))


def table_cost(f: SwissField, a: int, b: int) -> tuple[int, ...]:
    """The cost of one table (``b == BYE``: the bye to ``a``) at each of ``LEVELS``."""
    if BYE in (a, b):
        x = a or b
        return (0, 0, int(x in f.had_bye), f.score[x] - f.low, 0, 0, len(f.ranked) - 1 - f.rank[x], 0)
    pair = frozenset((a, b))
    gap = abs(f.score[a] - f.score[b])
    return (int(pair in f.apart), int(pair in f.met), 0, 0, gap, gap * gap, 0, _order(f, a, b))


def _order(f: SwissField, a: int, b: int) -> int:
    distance = abs(f.rank[a] - f.rank[b])
    (pa, size), (pb, _) = f.place[a], f.place[b]
    if f.within == "fold" and f.score[a] == f.score[b]:
        return (abs(pa - pb) - size // 2) ** 2
    return distance * distance


def settled(f: SwissField, a: int, b: int) -> bool:
    """A table whose order no draw can better: not two of one score group, or two of one group
    in the least order there is (neighbours in the standings; with ``fold``, the opponent half
    a group away)."""
    if BYE in (a, b) or f.score[a] != f.score[b]:
        return True
    return _order(f, a, b) <= (0 if f.within == "fold" else 1)


def draw_cost(f: SwissField, tables: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """The whole draw's cost at each level (tables with ``BYE`` are byes)."""
    total = [0] * len(LEVELS)
    for a, b in tables:
        for i, c in enumerate(table_cost(f, a, b)):
            total[i] += c
    return tuple(total)


def weights(f: SwissField, seats: Sequence[int]) -> dict[tuple[int, int], int]:
    """Every pair of ``seats`` weighted so that the heaviest perfect matching is the cheapest
    draw: the levels folded into one whole number, each worth more than all below it."""
    costs = {(a, b): table_cost(f, a, b) for i, a in enumerate(seats) for b in seats[i + 1:]}
    tables = len(seats) // 2 + 1
    scale, factors = 1, [0] * len(LEVELS)
    for level in reversed(range(len(LEVELS))):
        factors[level] = scale
        scale *= tables * max((c[level] for c in costs.values()), default=0) + 1
    return {pair: scale - sum(c * k for c, k in zip(cost, factors)) for pair, cost in costs.items()}


def ideal_order(f: SwissField) -> list[int]:
    """Score groups from the top, each in the order its ideal draw pairs it, two by two."""
    out: list[int] = []
    for group in f.groups:
        if f.within == "fold":
            half = len(group) // 2
            top, bottom = group[:half], group[half:]
            group = [n for pair in zip(top, bottom) for n in pair] + bottom[len(top):]
        out += group
    return out


def blocks(f: SwissField, seats: Sequence[int]) -> list[list[int]]:
    """``seats`` (in ideal order, ``BYE`` last if any) cut into even blocks of about ``BLOCK``,
    at a score group's end where one comes soon enough."""
    if len(seats) <= 2 * BLOCK:
        return [list(seats)]
    out, current = [], []
    for i, n in enumerate(seats):
        current.append(n)
        ends_group = i + 1 < len(seats) and f.score.get(seats[i + 1]) != f.score.get(n)
        if len(current) % 2 == 0 and len(current) >= BLOCK and (ends_group or len(current) >= BLOCK + 8):
            out.append(current)
            current = []
    if current and out and len(current) < BLOCK // 2:
        out[-1].extend(current)  # a short tail is matched with the block above it
    elif current:
        out.append(current)
    return out


def conflicts(f: SwissField, pairs: Iterable[tuple[int, int]]) -> int:
    """Tables that keep-apart or rematch levels count: a block with any is matched again with
    the next block, where a better partner may sit."""
    return sum(table_cost(f, a, b)[0] + table_cost(f, a, b)[1] for a, b in pairs)


def top_down(ranked: Sequence[int], *, avoid: frozenset[frozenset[int]] | set,
             budget: int = 20_000) -> list[tuple[int, int]] | None:
    """The traditional rule: the highest unpaired meets the next highest it has not met; a
    dead end further down takes back the latest choice. None if no draw avoids every pair in
    ``avoid`` (or the search runs past ``budget`` steps): the optimum decides then."""
    steps = [budget]

    def search(rest: tuple[int, ...]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        first = rest[0]
        for i in range(1, len(rest)):
            steps[0] -= 1
            if steps[0] < 0:
                return None
            if frozenset((first, rest[i])) in avoid:
                continue
            below = search(rest[1:i] + rest[i + 1:])
            if below is not None:
                return [(first, rest[i]), *below]
        return None

    if len(ranked) % 2 or len(ranked) > DEEPEST:
        return None
    return search(tuple(ranked))
