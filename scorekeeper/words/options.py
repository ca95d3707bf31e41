"""House rules in words: each option's label and each of its values, in English.

One list for every place a person reads a house rule: the pages translate these words through
their catalogues (``words/terms.py``), the printed sheet through its own (``sheets/pdf/render.py``); the
catalogue takes them from here (``scripts/translations.py``). Option identifiers stay in links.
"""

from __future__ import annotations

from typing import Callable

OPTION_LABELS = {
    "target": "Points to win",
    "deals": "Deals in a game (0: play to the target)",
    "schmeiss_by": "Who may schmeiss",
    "melds": "Which melds count",
    "meld_rights": "Who scores melds",
    "meld_tiebreak": "Equal melds",
    "sequence_rank": "Runs of equal value",
    "square_tens": "Four tens are a square",
    "square_order": "Order of squares",
    "belot": "All eight of a suit (belot)",
    "melds_need_trick": "Melds need a trick",
    "bela_needs_trick": "Bela needs a trick",
    "bela_on_fall": "Bela when the taker falls",
    "all_tricks_bonus": "All-tricks bonus",
    "all_tricks_takes_melds": "All tricks takes every meld",
    "win_rule": "The taker must beat",
    "tie": "An exact tie",
    "pot_to": "Who collects the pot",
    "fall_points_to": "A fallen taker's points go to",
    "threshold": "How the game is won",
    "claim_window": "Claims only up to trick",
    "false_claim": "A false claim",
    "auction": "Bidding",
    "schmeiss": "Schmeiss",
    "over_in_suit": "Must head the trick",
    "partner_exemption": "No trumping over a partner",
    "bare_yuss": "A lone trump jack may be kept",
    "trump_lead_scoring": "Trump leads must score",
    "renege": "A renege (a card played against the rules)",
    "next_dealer": "Who deals next",
    "rounding": "Rounding",
    "contract_made": "A contract made",
    "dedans_points": "Base of a failed or contré contract",
    "capot_value": "A bid capot is worth",
    "capot_scoring": "A bid capot",
    "belote_for_contract": "The belote counts towards the contract",
    "melds_for_contract": "Melds count towards the contract",
    "must_beat_defence": "A contract also needs more than the defenders",
    "contre_closes": "A contre closes the bidding",
    "all_no_trump": "Tout atout and sans atout may be bid",
    "generale": "The générale may be bid",
    "generale_value": "A bid générale is worth",
    "trump_choice": "How trump is chosen",
    "trump_first": "Who speaks first about trump",
    "undertrump": "Undertrumping",
    "stuk": "Stuk (king and queen of trump)",
    "four_jacks_roem": "Four jacks in a trick",
    "nat_on_half": "Exactly half is nat",
}

# Each house rule's values in words.
VALUE_WORDS = {
    "melds": {"sequences": "runs only", "full": "runs, squares and belot", "none": "none"},
    "meld_rights": {"best_side": "only the side with the best meld", "each_own": "each player his own",
                    "best_side_defenders_share": "best side; defenders share when one holds it"},
    "meld_tiebreak": {"length": "the longer run", "trump": "the run in trump",
                      "first": "the first from the forehand", "none": "nobody"},
    "sequence_rank": {"top_card": "the higher top card", "length_first": "the longer run first"},
    "square_order": {"trump": "as in trump (J 9 A 10 K Q)", "kq_over_ten": "kings and queens over tens"},
    "belot": {"wins_game": "wins the game", "as_100": "counts 100"},
    "bela_on_fall": {"to_winner": "goes to the winners", "kept": "stays with its side"},
    "win_rule": {"beat_each": "more than each other side", "beat_sum": "more than all the others together"},
    "tie": {"taker_falls": "the taker falls", "hold_over": "held over in the pot (litige)",
            "taker_scores_own": "the taker writes his own",
            "defender_scores_own": "the defenders write their own", "nobody_pot": "all into the pot"},
    "pot_to": {"next_winner": "the next hand's winner", "next_maker": "the next taker who passes"},
    "fall_points_to": {"opponents": "the opponents", "higher_opponent": "the higher defender",
                       "nobody": "nobody", "both_opponents": "each defender"},
    "threshold": {"claim": "only by a claim", "enough": "at the end of a hand, or by saying dosta",
                  "end_of_hand": "at the end of a hand"},
    "false_claim": {"forfeit": "loses the game", "ignored": "is ignored"},
    "auction": {"turn_up_2": "turned card, then a second round", "turn_up_mus": "turned card, dealer must",
                "free_mus": "any suit, dealer must", "first_must": "the forehand names trump"},
    "schmeiss": {"off": "not played", "schmeisser_takes": "if refused, the schmeisser plays",
                 "annul": "throws the deal in"},
    "schmeiss_by": {"forehand": "the forehand only", "first_turn": "anyone at their first turn"},
    "next_dealer": {"winner": "the winner of the last hand", "rotate": "the next seat"},
    "rounding": {"none": "as they are", "tens": "to tens"},
    "renege": {"fall": "loses the hand", "warn": "is only named; the score stands"},
    "contract_made": {"points_and_contract": "the takers write their points and the contract",
                      "contract_only": "the takers write the contract"},
    "capot_scoring": {"flat": "its value to the side that wins it", "as_contract": "like any contract"},
    "trump_choice": {"free": "free (vrij)", "turn_up": "a turned card offered in turn",
                     "forced": "forced (verplicht)"},
    "undertrump": {"must": "a duty when one cannot overtrump", "forbidden": "forbidden (Amsterdam)",
                   "free": "free"},
    "stuk": {"trick": "both in one trick", "hand": "held in one hand"},
    "trump_first": {"forehand": "the player after the dealer", "dealer": "the dealer (NKU)"},
}



YES, NO = "yes", "no"


def house_rule(name: str, value: object, *, gettext: Callable[[str], str] = str) -> str:
    """``Label: value`` in words, each word through ``gettext``."""
    return f"{label_of(name, gettext=gettext)}: {value_of(name, value, gettext=gettext)}"


def label_of(name: str, *, gettext: Callable[[str], str] = str) -> str:
    label = OPTION_LABELS.get(name)
    return gettext(label) if label else name.replace("_", " ")


def value_of(name: str, value: object, *, gettext: Callable[[str], str] = str) -> str:
    """A house rule's value in words: "yes", "1001", "the opponents"; a list joined by commas."""
    if value is True or value is False:
        return gettext(YES if value else NO)
    if isinstance(value, (list, tuple)):
        return ", ".join(value_of(name, v, gettext=gettext) for v in value)
    words = VALUE_WORDS.get(name, {}).get(value)
    return gettext(words) if words else str(value)


def all_words() -> list[str]:
    """Every word here, for the catalogue."""
    return [*OPTION_LABELS.values(), *(w for values in VALUE_WORDS.values() for w in values.values()),
            YES, NO]


__all__ = ["OPTION_LABELS", "VALUE_WORDS", "all_words", "house_rule", "label_of", "value_of"]
