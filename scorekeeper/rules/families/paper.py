"""What the melds and bela of one deal can add to a paper sheet, and how rounding each side to
tens changes a deal's total: the parts the families' ``deal_totals`` are made of.

A small over-estimate, on the side of the honest sheet: every meld total up to four melds a side
is taken as possible in any deal.
"""

from __future__ import annotations

from ..options import Rules
from ..scoring import written_as

BELA = 20
MELDS_A_SIDE = 4  # two hands of eight cards hold at most two melds each


def meld_values(rules: Rules) -> tuple[int, ...]:
    if rules.melds == "none":  # contrée, klaverjas: only the belote is ever written beside the tricks
        return ()
    values = {20, 50} if rules.melds == "sequences" else {20, 50, 100, 150, 200}
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


def rounded(total: int, rules: Rules) -> set[int]:
    # Each side's score is rounded on its own: what the two make depends on where it splits.
    return {written_as(rules, part) + written_as(rules, total - part) for part in range(0, min(total, 9) + 1)}


__all__ = ["meld_totals", "meld_values", "rounded"]
