"""Klaverjas (``game: klaverjas``): a choice of trump (``rules/klaverjas.py``), each pair's roem
written beside its points, scored by ``rules/roem.py``.

On paper every deal writes 162 + all the roem of the deal, nat or not (the nat pair's roem goes to
the others, it is not lost): roem lies in the eight tricks (a run 20 or 50, four of a kind 100,
four jacks ``four_jacks_roem``), one stuk 20, and pit ``all_tricks_bonus``. Never rounded; any
trick may hold any roem. No pot.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from ..auction import AuctionResult
from ..cards import CLEAN_HAND, Card, Suit
from ..contract import Contract
from ..errors import RecordError
from ..hand import Hand
from ..klaverjas import legal_klaverjas_calls, run_klaverjas_auction
from ..options import Rules
from ..roem import score_klaverjas
from ..scoring import HandScore, Table
from .base import BELA_AUCTION, BELA_SCORING, CONTRACT_OPTIONS, MELD_OPTIONS, Family, ignored

TRICKS = 8  # four players, eight tricks each


class KlaverjasFamily(Family):
    name = "klaverjas"
    has_auction = True
    enters_roem = True
    scores_own_way = True
    fields = ("roem",)
    bela_word = "stuk"
    usual_deal = 162
    ranks_by_points = True  # clubs rank boompjes by points
    quick_options = ("four_jacks_roem",)  # 200 at many Dutch clubs
    # roem lies in the tricks, and a pair is nat or not: no melds declared, no pot (``roem``)
    option_groups = (
        ("game", ("target", "deals", "threshold", "claim_window", "false_claim", "next_dealer",
                  "last_deal_exact")),
        ("trump", ("trump_choice", "trump_first")),
        ("roem", ("stuk", "four_jacks_roem", "nat_on_half", "all_tricks_bonus")),
        ("play", ("over_in_suit", "partner_exemption", "trump_lead_over_partner", "bare_yuss",
                  "trump_lead_scoring", "undertrump", "renege")),
    )

    @staticmethod
    def run_auction(calls: object, *, players: int, rules: Rules, dealer: int,
                    turn_up: Card | None, path: str = "auction") -> AuctionResult:
        return run_klaverjas_auction(calls, rules=rules, dealer=dealer, turn_up=turn_up, path=path)

    @staticmethod
    def legal_calls(calls: Sequence[str], *, rules: Rules, dealer: int) -> list[str]:
        return legal_klaverjas_calls(calls, rules=rules)

    @staticmethod
    def trump_choice(rules: Rules) -> str | None:
        return rules.trump_choice

    @staticmethod
    def asks_bela(rules: Rules) -> bool:
        return rules.stuk == "hand"  # else the stuk is found in a trick, with the roem

    @staticmethod
    def game_fields(raw: dict, *, rules: Rules, trump: Suit | None, taker: int,
                    result: AuctionResult | None) -> tuple[Contract | None, tuple[int, ...] | None]:
        value = raw.get("roem")
        if value is None:
            return None, None
        if type(value) is list and len(value) == 2 and all(type(v) is int and v >= 0 and v % 10 == 0 for v in value):
            return None, tuple(value)
        raise RecordError.of("error.roem", "roem")

    @staticmethod
    def score_hand(table: Table, hand: Hand) -> tuple[HandScore, dict[str, Any]]:
        return score_klaverjas(table, hand)

    @staticmethod
    def ignored_options(rules: Rules) -> dict[str, str]:
        # Roem lies in the tricks: no melds, no belote rules (the stuk has its own), no rounding.
        return {**ignored(CONTRACT_OPTIONS, "option_why.contract"), **ignored(BELA_AUCTION, "option_why.own_auction"),
                **ignored(BELA_SCORING, "option_why.own_scoring"),
                **ignored(("rounding", "last_deal_exact"), "option_why.not_rounded"),
                **ignored(("melds", *MELD_OPTIONS, "all_tricks_takes_melds", "bela_needs_trick", "bela_on_fall"),
                          "option_why.roem")}

    @staticmethod
    def deal_totals(rules: Rules, *, pot_lost: bool = False) -> frozenset[int]:
        if pot_lost:
            return frozenset()
        in_a_trick = {0, 20, 50, 100, rules.four_jacks_roem}
        roem = {0}
        for _ in range(TRICKS):
            roem = {r + v for r in roem for v in in_a_trick}
        roem |= {r + 20 for r in roem}  # the one stuk of the deal, in a trick or held
        roem |= {r + rules.all_tricks_bonus for r in roem}
        return frozenset(CLEAN_HAND + r for r in roem)


__all__ = ["KlaverjasFamily"]
