"""Contrée and coinche (``game: contract``): one contract auction (``rules/contract.py``), the
contract written as ``bid`` and ``contre``, scored by ``rules/contract_score.py``.

On paper a made contract writes 162 + its value between the two pairs (the takers only the
contract and the defenders their own, ``contract_made: contract_only``), a failed one
``dedans_points`` + its value, a contré one (``dedans_points`` + value) × 2 or × 4, a bid capot
its ``capot_value`` (× 2, × 4); an unbid capot adds ``all_tricks_bonus``; belote 20 and (coinche)
the melds on top; each pair's score rounded to tens where the house rounds. So an honest deal of
contrée writes at least 240. No pot.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from ..auction import AuctionResult
from ..cards import CLEAN_HAND, Card, Suit
from ..contract import ALL, NONE, Contract, ContractAuction, contract_of, run_contract_auction
from ..contract_score import score_contract
from ..errors import RecordError
from ..hand import Hand
from ..options import Rules
from ..scoring import HandScore, Table
from .base import BELA_AUCTION, BELA_SCORING, KLAVERJAS_OPTIONS, MELD_OPTIONS, Family, ignored
from .paper import meld_totals, rounded

TIMES = (1, 2, 4)  # a contract as bid, contré, surcontré


class ContractFamily(Family):
    name = "contract"
    has_auction = True
    has_contract = True
    scores_own_way = True
    fields = ("bid", "contre")
    bela_word = "belote"
    usual_deal = 260  # 162 or 160 and the contract (coinchons.fr concours sheets)
    # no pot, tie rule nor falling taker: a contract is made or dedans (``contract_score``)
    option_groups = (
        ("game", ("target", "deals", "threshold", "claim_window", "false_claim", "next_dealer", "rounding",
                  "last_deal_exact")),
        ("bidding", ("contre_closes", "all_no_trump", "generale")),
        ("contract", ("contract_made", "must_beat_defence", "dedans_points", "capot_value", "capot_scoring",
                      "generale_value", "all_tricks_bonus", "no_trump_values")),
        ("melds", ("melds", "meld_rights", "meld_tiebreak", "sequence_rank", "square_tens", "square_order",
                   "trump_run_beats_square", "belot", "melds_for_contract", "lost_contract_melds",
                   "belote_for_contract", "tout_atout_belote", "melds_need_trick", "bela_needs_trick",
                   "all_tricks_takes_melds", "bela_on_fall")),
        ("play", ("over_in_suit", "partner_exemption", "trump_lead_over_partner", "bare_yuss",
                  "trump_lead_scoring", "undertrump", "renege")),
    )

    @staticmethod
    def run_auction(calls: object, *, players: int, rules: Rules, dealer: int,
                    turn_up: Card | None, path: str = "auction") -> AuctionResult:
        return run_contract_auction(calls, rules=rules, dealer=dealer, path=path)

    @staticmethod
    def stepwise_auction(*, rules: Rules, dealer: int) -> ContractAuction:
        return ContractAuction(rules=rules, dealer=dealer)

    @staticmethod
    def legal_calls(calls: Sequence[str], *, rules: Rules, dealer: int) -> list[str]:
        auction = ContractAuction(rules=rules, dealer=dealer)
        for call in calls:
            auction.push(call)
        return auction.legal_calls()

    @staticmethod
    def game_fields(raw: dict, *, rules: Rules, trump: Suit | None, taker: int,
                    result: AuctionResult | None) -> tuple[Contract | None, tuple[int, ...] | None]:
        contract = contract_of(raw, rules=rules, trump=trump, taker=taker, result=result)
        # No belote without trump; in tout atout, as the house says (``tout_atout_belote``).
        belote_off = contract.mode == NONE or (contract.mode == ALL and rules.tout_atout_belote == "none")
        if belote_off and raw.get("bela") is not None:
            raise RecordError.of("error.no_trump_bela", "bela", contract=contract.note())
        return contract, None

    @staticmethod
    def score_hand(table: Table, hand: Hand) -> tuple[HandScore, dict[str, Any]]:
        return score_contract(table, hand)

    @staticmethod
    def ignored_options(rules: Rules) -> dict[str, str]:
        out = {**ignored(KLAVERJAS_OPTIONS, "option_why.klaverjas"), **ignored(BELA_AUCTION, "option_why.own_auction"),
               **ignored(BELA_SCORING, "option_why.own_scoring")}
        if rules.melds == "none":  # contrée: only the belote
            out.update(ignored(MELD_OPTIONS, "option_why.no_melds"))
        return out

    @staticmethod
    def deal_totals(rules: Rules, *, pot_lost: bool = False) -> frozenset[int]:
        if pot_lost:
            return frozenset()
        values = {*range(80, 170, 10), rules.capot_value, *([rules.generale_value] if rules.generale else [])}
        slams = {rules.capot_value, *([rules.generale_value] if rules.generale else [])}
        base = rules.dedans_points
        made = {CLEAN_HAND, CLEAN_HAND + rules.all_tricks_bonus}
        if rules.contract_made != "points_and_contract":  # the two sides' points are not the 162
            made |= set(range(0, CLEAN_HAND + 11)) | {CLEAN_HAND + rules.all_tricks_bonus}
        core: set[int] = set()
        for value in values:
            core |= {own + value for own in made}
            core |= {(base + value) * times for times in TIMES}
            if value in slams or rules.contract_made == "announced":
                core |= {value * times for times in TIMES}
        out = {c + extra for c in core for extra in meld_totals(rules)}
        if rules.rounding != "none":
            out = {r for total in out for r in rounded(total, rules)}
        return frozenset(out)


__all__ = ["ContractFamily"]
