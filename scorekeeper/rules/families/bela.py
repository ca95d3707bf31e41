"""Bela and belote (``game: bela``): the belote auction's turned-up card or free call, the
bela scoring with its pot, melds and bela written by the table.

On paper a deal writes its 162 card points (``rules.cards.CLEAN_HAND``) between the two sides,
plus the melds and bela, plus the capot bonus (``all_tricks_bonus``) when one side takes every
trick. The house rules can write less: a fallen taker's points to nobody (``fall_points_to``), an
exact tie's half written by one side only or held in a pot that no later hand collects (``tie``),
and each side's score rounded to tens (``rounding``). A pot is lost only by the last deals, all
tied.
"""

from __future__ import annotations

from ..cards import CLEAN_HAND
from ..options import Rules
from .base import Family
from .paper import meld_totals, rounded


class BelaFamily(Family):
    name = "bela"
    bela_word = "bela"
    usual_deal = 162

    @staticmethod
    def deal_totals(rules: Rules, *, pot_lost: bool = False) -> frozenset[int]:
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
        if rules.rounding != "none":
            out = {r for total in out for r in rounded(total, rules)}
        return frozenset(out)


__all__ = ["BelaFamily"]
