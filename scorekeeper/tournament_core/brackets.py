"""Fixed brackets: a seeded knockout (byes to the top seeds, an optional third-place match),
pools played as round robins that feed a main and a consolation bracket, and the bookkeeping
of a double elimination (a winners' and a losers' bracket, then a grand final).

A seeded bracket is the usual chart: seed 1 meets the lowest seed, 1 and 2 can meet only in the
final; a field short of a power of two leaves the missing seeds' places empty, so the top seeds
pass round 1 without playing. Entrant numbers are the seeds (1 the top seed): the director
enters the field in seeding order. Pools are filled in a snake (1 A, 2 B, 3 C, 4 C, 5 B...);
the pools' top ``pool_advance`` go to the main bracket, pool winners seeded first, the others
to the consolation bracket.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from .knockout import decide
from .model import Entrant, MatchResult
from .settings import TournamentSettings


@dataclass(frozen=True, kw_only=True)
class BracketRound:
    """One round of a bracket: its matches (in chart order), byes, and whether it is over."""

    matches: tuple[tuple[int, int], ...]
    byes: tuple[int, ...]
    finished: bool = False  # the bracket had its final (and third-place match) already
    third_place: tuple[int, int] | None = None


def chart(size: int) -> list[int]:
    """Seeds in chart order for a bracket of ``size`` places (a power of two)."""
    order = [1]
    while len(order) < size:
        mirror = 2 * len(order) + 1
        order = [x for s in order for x in (s, mirror - s)]
    return order


def places(seeds: Sequence[int]) -> list[int | None]:
    size = 1 << max(0, len(seeds) - 1).bit_length()
    return [seeds[s - 1] if s <= len(seeds) else None for s in chart(size)]


def _winner(results: dict[frozenset[int], MatchResult], a: int | None, b: int | None,
            settings: TournamentSettings) -> int | None:
    if a is None or b is None:
        return a if b is None else b
    r = results.get(frozenset((a, b)))
    return None if r is None else decide(r, settings=settings).winner


def bracket_round(seeds: Sequence[int], results: Sequence[MatchResult], settings: TournamentSettings, *,
                  round_no: int) -> BracketRound:
    """Round ``round_no`` (from 1) of the seeded bracket of ``seeds``, given its results so far
    (each pair meets once in a bracket, so a match is found by its two entrants)."""
    met = {frozenset((r.a, r.b)): r for r in results if not r.is_bye}
    slots, semi_losers = places(seeds), []
    for _ in range(1, round_no):
        if len(slots) <= 1:
            return BracketRound(matches=(), byes=(), finished=True)
        pairs = list(zip(slots[::2], slots[1::2]))
        winners = [_winner(met, a, b, settings) for a, b in pairs]
        if any(w is None for w, (a, b) in zip(winners, pairs) if a is not None or b is not None):
            raise ValueError("a match of the round before has no winner yet")
        played = [(w, a, b) for w, (a, b) in zip(winners, pairs) if a and b]
        semi_losers = [b if w == a else a for w, a, b in played] if len(slots) == 4 else []
        slots = winners
    if len(slots) <= 1:
        return BracketRound(matches=(), byes=(), finished=True)
    pairs = list(zip(slots[::2], slots[1::2]))
    third = ((semi_losers[0], semi_losers[1]) if settings.third_place and len(slots) == 2 and len(semi_losers) == 2
             else None)
    return BracketRound(matches=tuple((a, b) for a, b in pairs if a and b),
                        byes=tuple(x for a, b in pairs if bool(a) != bool(b) for x in (a, b) if x), third_place=third)


# ---------------------------------------------------------------- pools

def pools(numbers: Sequence[int], count: int) -> list[list[int]]:
    """``numbers`` (in seeding order) dealt into ``count`` pools in a snake."""
    out: list[list[int]] = [[] for _ in range(count)]
    for i, n in enumerate(numbers):
        lap, at = divmod(i, count)
        out[at if lap % 2 == 0 else count - 1 - at].append(n)
    return out


def pool_rounds(groups: list[list[int]]) -> int:
    return max((len(g) - 1 if len(g) % 2 == 0 else len(g)) for g in groups)


def after_pools(groups: list[list[int]], ranked_in_pool: list[list[int]], *,
                advance: int) -> tuple[list[int], list[int]]:
    """(main bracket seeds, consolation seeds): each pool's first ``advance`` to the main,
    seeded by their place in the pool (all pool winners first), the rest to the consolation;
    in each, two of one pool kept apart in the first round while a draw allows."""
    def tier(place: int) -> list[int]:
        return [pool[place] for pool in ranked_in_pool if place < len(pool)]

    main = [tier(place) for place in range(advance)]
    rest = [tier(place) for place in range(advance, max(map(len, groups), default=0))]
    return apart_in_round_one(main, groups), apart_in_round_one(rest, groups)


def apart_in_round_one(tiers: list[list[int]], groups: list[list[int]], *,
                       budget: int = 20_000) -> list[int]:
    """A bracket's seeds, tier by tier (the pool winners, the runners-up...), with each tier
    below the first reordered as little as needed so that no first-round match pairs two of
    one pool, as concours organisers keep them apart; as they were if no order (found within
    ``budget`` steps) does."""
    seeds = [n for t in tiers for n in t]
    pool = {n: i for i, g in enumerate(groups) for n in g}
    size = 1 << max(0, len(seeds) - 1).bit_length()
    rival = {i: size - 1 - i for i in range(len(seeds)) if size - 1 - i < len(seeds)}
    tier_of = [k for k, t in enumerate(tiers) for _ in t]
    start = [sum(map(len, tiers[:k])) for k in range(len(tiers))]
    first = len(tiers[0]) if tiers else 0
    placed, steps = list(seeds[:first]), [budget]

    def fill(at: int) -> bool:
        if at == len(seeds):
            return True
        steps[0] -= 1
        if steps[0] < 0:
            return False
        k = tier_of[at]
        for n in tiers[k]:
            other = rival.get(at)
            if n in placed[start[k]:] or (other is not None and other < at and pool[placed[other]] == pool[n]):
                continue
            placed.append(n)
            if fill(at + 1):
                return True
            placed.pop()
        return False

    return placed if fill(first) else seeds


def in_pools(entrants: Sequence[Entrant], settings: TournamentSettings) -> list[list[int]]:
    original = [e.number for e in sorted(entrants, key=lambda e: e.seeding) if e.joined_round == 1]
    return pools(original, max(1, settings.pools))


# ---------------------------------------------------------------- double elimination

def brackets_of(alive: Sequence[int], lost: dict[int, list[int]]) -> tuple[list[int], list[int]]:
    """(winners' bracket, losers' bracket): those still in with no loss, and with one."""
    return [n for n in alive if not lost.get(n)], [n for n in alive if len(lost.get(n, [])) == 1]
