"""Random draws that avoid what they can: knockout tables without repeat meetings, mêlée
partners and tables without repeats. Shuffles first (each good draw equally likely); then the
matching handed in, over every pair on a small field, or on a large one over the troubled
tables and a random handful of others, again while it helps. An odd field's bye is chosen with
the tables: the bye is one more seat of the matching, so no bye forces a repeat another avoids.

Pure: chance comes as a seeded ``random.Random``, the matching as a function.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Matcher = Callable[[dict[tuple[int, int], int]], list[tuple[int, int]]]
TRIES = 200  # shuffles tried before the matching is asked
WHOLE = 64  # up to this many, the matching sees every pair: the fewest repeats, exactly
REPAIRS = 20  # windows matched again on a large field


def pairs_avoiding(items: Sequence, *, cost: Callable[[Any, Any], int], rng,
                   match: Matcher, tries: int = TRIES) -> list[tuple]:
    """``items`` two by two with the least total ``cost``, at random among the equals."""
    order = list(items)
    best, best_cost = None, None
    for _ in range(tries):
        pairs = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
        total = sum(cost(a, b) for a, b in pairs)
        if best_cost is None or total < best_cost:
            best, best_cost = pairs, total
        if total == 0:
            return pairs
        rng.shuffle(order)
    if len(order) <= WHOLE:
        return _matched(order, cost=cost, rng=rng, match=match)
    assert best is not None  # TRIES made one try at least
    return _repaired(best, cost=cost, rng=rng, match=match)


def _matched(items: list, *, cost, rng, match: Matcher) -> list[tuple]:
    index = range(len(items))
    worst = 1 + max((cost(items[i], items[j]) for i in index for j in index if i < j), default=0)
    noise = 1000  # the random part: all of it together worth less than one unit of cost
    weighted = {(i, j): (worst - cost(items[i], items[j])) * noise * len(items) + rng.randrange(noise)
                for i in index for j in index if i < j}
    return [(items[i], items[j]) for i, j in sorted(tuple(sorted(p)) for p in match(weighted))]


def _repaired(pairs: list[tuple], *, cost, rng, match: Matcher) -> list[tuple]:
    # Matching a window's tables again never makes them worse: the draw only gets better.
    for _ in range(REPAIRS):
        bad = [p for p in pairs if cost(*p)]
        if not bad:
            break
        good = [p for p in pairs if not cost(*p)]
        rng.shuffle(good)
        window = bad[:WHOLE // 4] + good[:WHOLE // 2 - min(len(bad), WHOLE // 4)]
        rest = [p for p in pairs if p not in window]
        pairs = rest + _matched([x for p in window for x in p], cost=cost, rng=rng, match=match)
    return pairs


class _Bye:
    """The bye as a seat of the matching: whoever sits against it has the bye."""

    def __repr__(self) -> str:
        return "BYE"


def pairs_and_bye(items: Sequence, *, cost: Callable[[Any, Any], int], bye_cost: Callable[[Any], int],
                  rng, match: Matcher) -> tuple[list[tuple], Any]:
    """An odd number of ``items`` two by two and one left over (the bye): the least total
    ``cost`` over the tables first, then the least ``bye_cost``. The bye of least ``bye_cost``
    with a random draw of the others is kept whenever its tables cost nothing (so the draw is
    the one a director expects, each good draw equally likely); else the bye is a seat of the
    matching, and another bye is taken only if its tables cost less."""
    first = min(items, key=bye_cost)
    pairs = pairs_avoiding([x for x in items if x != first], cost=cost, rng=rng, match=match)
    if not any(cost(a, b) for a, b in pairs):
        return pairs, first
    seat = _Bye()
    scale = 1 + max(bye_cost(x) for x in items)  # one unit of ``cost`` outweighs every bye

    def joint(a, b) -> int:
        if seat in (a, b):
            return bye_cost(b if a is seat else a)
        return cost(a, b) * scale

    found = pairs_avoiding([*items, seat], cost=joint, rng=rng, match=match, tries=1)
    bye = next(a if b is seat else b for a, b in found if seat in (a, b))
    tables = [p for p in found if seat not in p]
    if sum(joint(a, b) for a, b in found) < sum(joint(a, b) for a, b in pairs) + bye_cost(first):
        return tables, bye
    return pairs, first
