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
