"""The players' own words for the codes in records and rulings, in each language.

Rulings speak in codes (``fell``, ``hearts``, ``tie``); the sheet shows what the table says:
"pad" in Zagreb, "dedans" in Paris, "bate" in Glasgow.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from ..sheet import SUIT_SYMBOLS

SUITS = {"spades": _l("spades"), "hearts": _l("hearts"), "diamonds": _l("diamonds"),
         "clubs": _l("clubs")}

OUTCOMES = {
    # Translators: a taker who made the contract ("prolaz" in Croatian).
    "passed": _l("passed"),
    # Translators: the taker's side failed: "pad" in Croatian, "dedans" in French, "bate" in Scots.
    "fell": _l("fell"),
    # Translators: an exact tie; "litige" in French.
    "tie": _l("tie"),
    "redeal": _l("redeal"),
    # Translators: a good claim during a hand ("dosta!" in Croatian).
    "claimed": _l("claimed"),
    "false_claim": _l("false claim"),
    "belot": _l("belot"),
}

OPTION_LABELS = {
    "target": _l("Points to win"),
    "melds": _l("Which melds count"),
    "meld_rights": _l("Who scores melds"),
    "meld_tiebreak": _l("Equal melds"),
    "sequence_rank": _l("Runs of equal value"),
    "square_tens": _l("Four tens are a square"),
    "square_order": _l("Order of squares"),
    "belot": _l("All eight of a suit (belot)"),
    "melds_need_trick": _l("Melds need a trick"),
    "bela_needs_trick": _l("Bela needs a trick"),
    "bela_on_fall": _l("Bela when the taker falls"),
    "all_tricks_bonus": _l("All-tricks bonus"),
    "all_tricks_takes_melds": _l("All tricks takes every meld"),
    "win_rule": _l("The taker must beat"),
    "tie": _l("An exact tie"),
    "pot_to": _l("Who collects the pot"),
    "fall_points_to": _l("A fallen taker's points go to"),
    "threshold": _l("How the game is won"),
    "claim_window": _l("Claims only up to trick"),
    "false_claim": _l("A false claim"),
    "auction": _l("Bidding"),
    "schmeiss": _l("Schmeiss"),
    "over_in_suit": _l("Must head the trick"),
    "partner_exemption": _l("No trumping over a partner"),
    "bare_yuss": _l("A lone trump jack may be kept"),
    "trump_lead_scoring": _l("Trump leads must score"),
    "next_dealer": _l("Who deals next"),
    "rounding": _l("Rounding"),
}


# Each house rule's values in words, as the new-game form, the sheet and the rules page say them.
VALUE_WORDS = {
    "melds": {"sequences": _l("runs only"), "full": _l("runs, squares and belot")},
    "meld_rights": {"best_side": _l("only the side with the best meld"), "each_own": _l("each player his own"),
                    "best_side_defenders_share": _l("best side; defenders share when one holds it")},
    "meld_tiebreak": {"length": _l("the longer run"), "trump": _l("the run in trump"),
                      "first": _l("the first from the forehand"), "none": _l("nobody")},
    "sequence_rank": {"top_card": _l("the higher top card"), "length_first": _l("the longer run first")},
    "square_order": {"trump": _l("as in trump (J 9 A 10 K Q)"), "kq_over_ten": _l("kings and queens over tens")},
    "belot": {"wins_game": _l("wins the game"), "as_100": _l("counts 100")},
    "bela_on_fall": {"to_winner": _l("goes to the winners"), "kept": _l("stays with its side")},
    "win_rule": {"beat_each": _l("more than each other side"), "beat_sum": _l("more than all the others together")},
    "tie": {"taker_falls": _l("the taker falls"), "hold_over": _l("held over in the pot (litige)"),
            "taker_scores_own": _l("the taker writes his own"),
            "defender_scores_own": _l("the defenders write their own"), "nobody_pot": _l("all into the pot")},
    "pot_to": {"next_winner": _l("the next hand's winner"), "next_maker": _l("the next taker who passes")},
    "fall_points_to": {"opponents": _l("the opponents"), "higher_opponent": _l("the higher defender"),
                       "nobody": _l("nobody"), "both_opponents": _l("each defender")},
    "threshold": {"claim": _l("only by a claim"), "enough": _l("at the end of a hand, or by saying dosta"),
                  "end_of_hand": _l("at the end of a hand")},
    "false_claim": {"forfeit": _l("loses the game"), "ignored": _l("is ignored")},
    "auction": {"turn_up_2": _l("turned card, then a second round"), "turn_up_mus": _l("turned card, dealer must"),
                "free_mus": _l("any suit, dealer must"), "first_must": _l("the forehand names trump")},
    "schmeiss": {"off": _l("not played"), "schmeisser_takes": _l("if refused, the schmeisser plays"),
                 "annul": _l("throws the deal in")},
    "schmeiss_by": {"forehand": _l("the forehand only"), "first_turn": _l("anyone at their first turn")},
    "next_dealer": {"winner": _l("the winner of the last hand"), "rotate": _l("the next seat")},
    "rounding": {"none": _l("as they are"), "tens": _l("to tens")},
}


def option_value(name: str, value: object) -> str:
    """A house rule's value in words: "yes", "1001", "the opponents"; a list joined by commas."""
    if value is True or value is False:
        return str(_l("yes") if value else _l("no"))
    if isinstance(value, (list, tuple)):
        return ", ".join(option_value(name, v) for v in value)
    return str(VALUE_WORDS.get(name, {}).get(value, value))


def suit_name(suit: str | None) -> str:
    return str(SUITS.get(suit, suit or ""))


def suit_symbol(suit: str | None) -> str:
    return SUIT_SYMBOLS.get(suit, "")


def outcome_word(outcome: str | None) -> str:
    return str(OUTCOMES.get(outcome, outcome or ""))


def option_label(name: str) -> str:
    return str(OPTION_LABELS.get(name, name.replace("_", " ")))


def meld_word(value: str) -> str:
    """A meld chip's label: its value, or the word for all eight of a suit."""
    return str(_l("belot")) if value == "belot" else value


MARKS = {"fall": _l("fell"), "tie": _l("tie"), "all_tricks": _l("all tricks"), "claim": _l("claim"),
         "false_claim": _l("false claim"), "belot": _l("belot"), "redeal": _l("redeal")}


def mark_label(mark) -> str:
    """A sheet mark (``scorekeeper.sheet.Mark``): the table's own word as it is, else translated."""
    if mark.kind == "pot":
        return str(_l("pot %(n)s", n=mark.amount))
    if mark.kind == "pot_paid":
        return str(_l("pot paid %(n)s", n=mark.amount))
    if mark.own_word:
        return mark.word
    return str(MARKS.get(mark.kind, mark.word))
