"""What every family of games answers, and the answers of a game that has nothing of its own.

A family is how a preset's hands are bid, written and scored (``Variant.game``). Its behaviour
lives in its class, as class attributes and static methods, so a caller asks the family instead of
naming it: ``family_of(variant).has_auction``. ``Family`` holds the defaults; a family overrides
what it does its own way.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from ..auction import AuctionResult, run_auction
from ..cards import Card, Suit
from ..contract import Contract
from ..hand import Hand
from ..options import Rules, in_force
from ..scoring import HandScore, Table

# The fields a hand may write only where its family has them.
OWN_FIELDS = ("bid", "contre", "roem")

# House rules that only some families play, and the reason another family refuses them.
CONTRACT_OPTIONS = ("contract_made", "dedans_points", "capot_value", "capot_scoring", "belote_for_contract",
                    "melds_for_contract", "lost_contract_melds", "must_beat_defence", "contre_closes",
                    "all_no_trump", "no_trump_values", "tout_atout_belote", "generale", "generale_value")
KLAVERJAS_OPTIONS = ("trump_choice", "trump_first", "stuk", "four_jacks_roem", "nat_on_half")
BELA_SCORING = ("win_rule", "tie", "pot_to", "fall_points_to")  # the bela scoring's pass, fall and pot
BELA_AUCTION = ("auction", "schmeiss", "schmeiss_by")
MELD_OPTIONS = ("meld_rights", "meld_tiebreak", "sequence_rank", "trump_run_beats_square", "square_tens",
                "square_order", "belot", "melds_need_trick", "melds_for_contract", "lost_contract_melds")


def ignored(names: tuple[str, ...], why: str) -> dict[str, str]:
    return dict.fromkeys(names, why)


class Family:
    name: str = ""
    # Bids by an auction of its own (a contract auction, a choice of trump) rather than the
    # belote auction's turned-up card or free call (``rules/auction.py``).
    has_auction: bool = False
    # A contract is bid and written: a level, contre and surcontre, tout and sans atout.
    has_contract: bool = False
    # Each pair's roem is written beside its points.
    enters_roem: bool = False
    # Scored by its own rules (``score_hand``), with no pot, rather than the bela scoring.
    scores_own_way: bool = False
    fields: tuple[str, ...] = ()  # of OWN_FIELDS, the ones this family writes
    bela_word: str = "bela"  # what the table calls the king and queen of trump: bela, belote, stuk
    usual_deal: int = 162  # what a deal usually writes between both pairs, for a concours's examples
    ranks_by_points: bool = False  # a tournament of it is ranked by points even to a target
    # House rules a new game offers at once, outside the full list, as clubs often change them.
    quick_options: tuple[str, ...] = ()
    # The house rules its games are ruled by, grouped as a table thinks of them; an option not
    # listed here is never read for this family's hands (``house_rules``).
    option_groups: tuple[tuple[str, tuple[str, ...]], ...] = (
        ("game", ("target", "deals", "threshold", "claim_window", "false_claim", "next_dealer", "rounding",
                  "last_deal_exact")),
        ("trump", ("auction", "schmeiss", "schmeiss_by")),
        ("melds", ("melds", "meld_rights", "meld_tiebreak", "sequence_rank", "square_tens", "square_order",
                   "trump_run_beats_square", "belot", "melds_need_trick", "bela_needs_trick",
                   "all_tricks_takes_melds")),
        ("scoring", ("win_rule", "tie", "pot_to", "fall_points_to", "bela_on_fall", "all_tricks_bonus")),
        ("play", ("over_in_suit", "partner_exemption", "trump_lead_over_partner", "bare_yuss",
                  "trump_lead_scoring", "undertrump", "renege")),
    )

    @classmethod
    def house_rules(cls, rules: Rules) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The options in force for a game of this family under ``rules``, by group: only those
        its hands are ruled by (never one it refuses, ``ignored_options``), and of those only the
        ones another option does not switch off."""
        refused = cls.ignored_options(rules)
        groups = ((group, tuple(n for n in names if in_force(n, rules) and n not in refused))
                  for group, names in cls.option_groups)
        return tuple((group, names) for group, names in groups if names)

    @staticmethod
    def run_auction(calls: object, *, players: int, rules: Rules, dealer: int,
                    turn_up: Card | None, path: str = "auction") -> AuctionResult:
        """The result of a recorded auction; any fault is a ``RecordError`` at its call."""
        return run_auction(calls, rules=rules, players=players, dealer=dealer, turn_up=turn_up, path=path)

    @staticmethod
    def stepwise_auction(*, rules: Rules, dealer: int) -> Any | None:
        """An auction of its own taken one call at a time (``push``, ``legal_calls``), or None
        where it is replayed from the calls so far (``run_auction``, ``legal_calls``)."""
        return None

    @staticmethod
    def legal_calls(calls: Sequence[str], *, rules: Rules, dealer: int) -> list[str]:
        """What the next speaker of an auction of its own may say after ``calls``."""
        return []

    @staticmethod
    def trump_choice(rules: Rules) -> str | None:
        """How trump is chosen where the house says (klaverjas's ``trump_choice``)."""
        return None

    @staticmethod
    def asks_bela(rules: Rules) -> bool:
        """Whether a hand's bela is written by the table (not found in the tricks)."""
        return True

    @staticmethod
    def game_fields(raw: dict, *, rules: Rules, trump: Suit | None, taker: int,
                    result: AuctionResult | None) -> tuple[Contract | None, tuple[int, ...] | None]:
        """The hand's contract and roem, read from the fields only this family writes."""
        return None, None

    @staticmethod
    def score_hand(table: Table, hand: Hand) -> tuple[HandScore, dict[str, Any]]:
        """A deal scored (and rounded) by the family's own rules, with the ruling's own facts."""
        raise NotImplementedError(f"{table.variant.game} is scored by the bela scoring")

    @staticmethod
    def ignored_options(rules: Rules) -> dict[str, str]:
        """The house rules this family's games never ask under ``rules``, each with the id of the
        sentence saying why (``option_why.*``): written with another value than the preset's,
        such an option is refused, never accepted and ignored."""
        return {**ignored(CONTRACT_OPTIONS, "option_why.contract"),
                **ignored(KLAVERJAS_OPTIONS, "option_why.klaverjas")}

    @staticmethod
    def deal_totals(rules: Rules, *, pot_lost: bool = False) -> frozenset[int]:
        """Every total one deal can write for both sides together on a paper sheet; ``pot_lost``:
        a tied deal near the end whose pot no later hand collects."""
        return frozenset()


__all__ = ["BELA_AUCTION", "BELA_SCORING", "CONTRACT_OPTIONS", "KLAVERJAS_OPTIONS", "MELD_OPTIONS", "OWN_FIELDS",
           "Family", "ignored"]
