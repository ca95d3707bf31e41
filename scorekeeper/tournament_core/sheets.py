"""Whether a concours sheet's two totals can be right, from the game's own scoring and house rules.

Each family of games says what one deal can write for both sides together
(``Family.deal_totals``: ``rules/families/``); the totals of ``deals`` deals together are the sums
of one possible deal total each, the last ones perhaps tied with their pot lost. Any sheet whose
sum is not among them is refused, with the nearest sums that are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..rules import family_of
from ..rules import Rules


class SheetError(ValueError):
    """A sheet's totals that no play under these house rules could write."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def deal_totals(rules: Rules, *, pot_lost: bool = False, game: str = "bela") -> frozenset[int]:
    """Every total one deal can write for both sides together under ``rules`` in ``game``;
    ``pot_lost``: a tied deal near the end whose pot no later hand collects (empty if the rules
    keep none, and in the games without a pot)."""
    return family_of(game).deal_totals(rules, pot_lost=pot_lost)


def _sums(reach: int, one: frozenset[int]) -> int:
    step = 0
    for total in one:
        step |= reach << total
    return step


@lru_cache(maxsize=64)
def possible_totals(rules: Rules, deals: int, game: str = "bela") -> int:
    """The sums ``deals`` deals of ``game`` can write, as the bits of a whole number (bit k: sum
    k): the first deals each one of ``deal_totals``, the last ones tied with their pot lost, or not."""
    kept, lost = deal_totals(rules, game=game), deal_totals(rules, pot_lost=True, game=game)
    powers = [1]
    for _ in range(deals):
        powers.append(_sums(powers[-1], kept))
    reach, tail = powers[deals], 1
    for k in range(1, deals + 1 if lost else 1):
        tail = _sums(tail, lost)
        reach |= _sums_bits(powers[deals - k], tail)
    return reach


def _sums_bits(a: int, b: int) -> int:
    out, shift = 0, 0
    while b:
        if b & 1:
            out |= a << shift
        b >>= 1
        shift += 1
    return out


def can_be_sheet(points: tuple[int, int], *, deals: int, rules: Rules, game: str = "bela") -> bool:
    return bool(possible_totals(rules, deals, game) >> sum(points) & 1)


def nearest_sums(total: int, *, deals: int, rules: Rules, game: str = "bela") -> list[int]:
    """The sums nearest ``total`` below and above that ``deals`` deals of ``game`` can write."""
    reach = possible_totals(rules, deals, game)
    below = (reach & ((1 << total) - 1)).bit_length() - 1
    above = total + 1 + _lowest_bit(reach >> (total + 1)) if reach >> (total + 1) else None
    return [x for x in (below, above) if x is not None and x >= 0]


def verify_sheet(points: tuple[int, int], *, deals: int, rules: Rules, game: str = "bela") -> None:
    """``SheetError`` naming the nearest sums ``deals`` deals could write, if this one cannot."""
    if can_be_sheet(points, deals=deals, rules=rules, game=game):
        return
    total = sum(points)
    nearest = " or ".join(map(str, nearest_sums(total, deals=deals, rules=rules, game=game)))
    raise SheetError(f"{points[0]} + {points[1]} = {total} cannot be right: under these house "
                     f"rules {deals} deals never write {total} together; the nearest they can are "
                     f"{nearest}")


def _lowest_bit(value: int) -> int:
    return (value & -value).bit_length() - 1


@dataclass(frozen=True)
class TargetProblem:
    """Why two totals cannot end a game to ``target``, and the nearest totals that could (in the
    order they were typed). ``reason``: ``level`` (a game to a target never ends level: it plays
    on), ``short`` (neither side reached it), ``too_far`` (the hand before the last left the
    winner below the target, and no hand adds more than ``most``), ``both_far`` (both past the
    target, more than one hand can add between them)."""

    reason: str
    target: int
    most: int
    nearest: tuple[int, int]


def target_problem(points: tuple[int, int], *, rules: Rules, game: str = "bela") -> TargetProblem | None:
    """What is wrong with ``points`` as the end of a game played to ``rules.target`` (None: some
    play under these house rules ends there). The game ends when a hand leaves a side at or past
    the target and ahead: both sides stood below it before that hand, which added at most
    ``most`` points (a held-over pot can double it); with ``threshold="claim"`` a side past the
    target plays on until it claims, so only the target and the draw bound it."""
    a, b = points
    target = rules.target
    one = max(deal_totals(rules, game=game), default=0)
    most = one * (2 if rules.tie == "hold_over" else 1)
    bounded = rules.threshold != "claim" and most > 0
    limit = target - 1 + most
    hi, lo = max(a, b), min(a, b)
    first_won = a >= b

    def typed_order(winner: int, loser: int) -> tuple[int, int]:
        return (winner, loser) if first_won else (loser, winner)

    if hi < target:
        return TargetProblem("short", target, most, typed_order(target, lo))
    if a == b:
        return TargetProblem("level", target, most, (a, b - 1))
    if bounded and hi > limit:
        return TargetProblem("too_far", target, most, typed_order(limit, min(lo, limit - 1)))
    if bounded and lo >= target and (hi - target + 1) + (lo - target + 1) > most:
        return TargetProblem("both_far", target, most, typed_order(hi, most + 2 * (target - 1) - hi))
    return None
