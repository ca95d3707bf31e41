"""Whether a concours sheet's two totals can be right, from the game's house rules.

A deal writes its 162 card points (``rules.cards.CLEAN_HAND``) between the two sides, plus the
melds and bela, plus the capot bonus (``all_tricks_bonus``) when one side takes every trick. The
house rules can write less: a fallen taker's points to nobody (``fall_points_to``), an exact
tie's half written by one side only or held in a pot that no later hand collects (``tie``), and
each side's score rounded to tens (``rounding``). The totals of ``deals`` deals together are the
sums of one possible deal total each; any sheet whose sum is not among them is refused, with
the nearest sums that are.

A small over-estimate, on the side of the honest sheet: every meld total up to four melds a
side is taken as possible in any deal. A pot is lost only by the last deals, all tied.
"""

from __future__ import annotations

from functools import lru_cache

from ..rules.cards import CLEAN_HAND
from ..rules.options import Rules
from ..rules.scoring import round_tens

BELA = 20
MELDS_A_SIDE = 4  # two hands of eight cards hold at most two melds each


class SheetError(ValueError):
    """A sheet's totals that no play under these house rules could write."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def meld_values(rules: Rules) -> tuple[int, ...]:
    if rules.melds == "sequences":
        values = {20, 50}
    else:
        values = {20, 50, 100, 150, 200}
    if rules.belot == "as_100":
        values.add(100)
    return tuple(sorted(values))


def meld_totals(rules: Rules) -> frozenset[int]:
    """What the melds and bela of one deal can add (both sides where each scores its own)."""
    sums = {0}
    sides = 2 if rules.meld_rights != "best_side" else 1
    for _ in range(MELDS_A_SIDE * sides):
        sums |= {s + v for s in sums for v in meld_values(rules)}
    return frozenset(sums | {s + BELA for s in sums})


def deal_totals(rules: Rules, *, pot_lost: bool = False) -> frozenset[int]:
    """Every total one deal can write for both sides together under ``rules``; ``pot_lost``:
    a tied deal near the end whose pot no later hand collects (empty if the rules keep none)."""
    out: set[int] = set()
    for extra in meld_totals(rules):
        whole = CLEAN_HAND + extra
        if pot_lost:
            out |= {whole // 2} if rules.tie == "hold_over" else {0} if rules.tie == "nobody_pot" else set()
            continue
        out |= {whole, whole + rules.all_tricks_bonus}
        if rules.tie in ("taker_scores_own", "defender_scores_own"):
            out.add(whole // 2)  # the other half is never written
        if rules.fall_points_to == "nobody":
            out |= set(range(0, whole + 1))  # the defenders' own, whatever they took
    if rules.rounding == "tens":
        out = {r for total in out for r in _rounded(total)}
    return frozenset(out)


def _rounded(total: int) -> set[int]:
    # Each side's score is rounded on its own: what the two make depends on where it splits.
    return {round_tens(part) + round_tens(total - part) for part in range(0, min(total, 9) + 1)}


def _sums(reach: int, one: frozenset[int]) -> int:
    step = 0
    for total in one:
        step |= reach << total
    return step


@lru_cache(maxsize=64)
def possible_totals(rules: Rules, deals: int) -> int:
    """The sums ``deals`` deals can write, as the bits of a whole number (bit k: sum k): the
    first deals each one of ``deal_totals``, the last ones tied with their pot lost, or not."""
    kept, lost = deal_totals(rules), deal_totals(rules, pot_lost=True)
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


def can_be_sheet(points: tuple[int, int], *, deals: int, rules: Rules) -> bool:
    return bool(possible_totals(rules, deals) >> sum(points) & 1)


def verify_sheet(points: tuple[int, int], *, deals: int, rules: Rules) -> None:
    """``SheetError`` naming the nearest sums ``deals`` deals could write, if this one cannot."""
    if can_be_sheet(points, deals=deals, rules=rules):
        return
    total, reach = sum(points), possible_totals(rules, deals)
    below = (reach & ((1 << total) - 1)).bit_length() - 1
    above = total + 1 + _lowest_bit(reach >> (total + 1)) if reach >> (total + 1) else None
    nearest = " or ".join(str(x) for x in (below, above) if x is not None and x >= 0)
    raise SheetError(f"{points[0]} + {points[1]} = {total} cannot be right: under these house "
                     f"rules {deals} deals never write {total} together; the nearest they can are "
                     f"{nearest}")


def _lowest_bit(value: int) -> int:
    return (value & -value).bit_length() - 1
