"""The players' own words for the codes in records and rulings, in each language.

Rulings speak in codes (``fell``, ``hearts``, ``tie``); the sheet shows what the table says:
"pad" in Zagreb, "dedans" in Paris, "bate" in Glasgow.
"""

from __future__ import annotations

from flask_babel import gettext, lazy_gettext as _l, lazy_pgettext

from typing import Protocol
from collections.abc import Sequence

from ..rules import RecordError, Suit, family_of, find_variant
from ..rules import names
from .marks import mark_word
from .options import help_of, label_of, value_of
from .rulings import page_language, refusal_text

SUIT_SYMBOLS = {suit.value: suit.symbol for suit in Suit}

SUITS = {"spades": _l("spades"), "hearts": _l("hearts"), "diamonds": _l("diamonds"),
         "clubs": _l("clubs")}

OUTCOMES = {
    # Translators: a taker who made the contract ("prolaz" in Croatian); never "pass", a bid.
    "passed": _l("made it"),
    # Translators: the taker's side failed: "pad" in Croatian, "dedans" in French, "bate" in Scots.
    "fell": _l("down"),
    # Translators: an exact tie; "litige" in French.
    "tie": _l("tie"),
    "redeal": _l("redeal"),
    # Translators: a good claim during a hand ("dosta!" in Croatian).
    "claimed": _l("claimed"),
    "false_claim": _l("false claim"),
    "belot": _l("belot"),
}



def colon(lang: str | None = None) -> str:
    """":" as the page's language writes it: French puts a narrow no-break space before it."""
    return "\u202f:" if (lang or page_language()) == "fr" else ":"


# What each family calls the king and queen of trump (``Family.bela_word``), as the hand form's legend.
BELA_WORDS = {"bela": _l("Bela"), "belote": _l("Belote"), "stuk": _l("Stuk")}


def bela_word(variant) -> str:
    """The king and queen of trump as this preset's table says it: "Bela", "Belote" or "Stuk"."""
    return str(BELA_WORDS[family_of(variant).bela_word])


def suit_name(suit: str | None) -> str:
    return str(SUITS.get(suit or "", suit or ""))


def suit_symbol(suit: str | None) -> str:
    return SUIT_SYMBOLS.get(suit or "", "")


# The letters on the court cards, as each language prints them: V D R in French, B V H in Dutch.
RANK_LETTERS = {
    # Translators: the jack's letter on a card (French V, Dutch B).
    "J": lazy_pgettext("card rank", "J"),
    # Translators: the queen's letter on a card (French D, Dutch V).
    "Q": lazy_pgettext("card rank", "Q"),
    # Translators: the king's letter on a card (French R, Dutch H).
    "K": lazy_pgettext("card rank", "K"),
}


def rank_letter(rank: str) -> str:
    """A card's rank as the page's language prints it: "J" is "V" in French, "B" in Dutch."""
    return str(RANK_LETTERS.get(rank, rank))


def card_letters(code: str) -> str:
    """A card (``JS``, ``10H``, ``TH``) as the page's language writes it: "V♠" in French."""
    from ..rules import parse_card
    card = parse_card(code)
    return f"{rank_letter(str(card.rank))}{card.suit.symbol}"


def outcome_word(outcome: str | None) -> str:
    return str(OUTCOMES.get(outcome or "", outcome or ""))


def option_label(name: str) -> str:
    return label_of(name, gettext=gettext)


def option_help(name: str) -> str:
    """What a house rule means, in the page's language and a player's words."""
    from ..rules import OPTION_SPECS
    engine = next((spec.help for spec in OPTION_SPECS if spec.name == name), "")
    return help_of(name, gettext=gettext, engine_help=engine)


def option_value(name: str, value: object) -> str:
    """A house rule's value in words, in the page's language (``scorekeeper.words.options``)."""
    return value_of(name, value, gettext=gettext)


def meld_word(value: str) -> str:
    """A meld chip's label: its value, or the word for all eight of a suit."""
    return str(_l("belot")) if value == "belot" else value


MARKS = {"fall": _l("down"), "fall_tie": _l("down on a tie"), "tie": _l("tie"),
         "all_tricks": _l("all tricks"), "claim": _l("claim"),
         "false_claim": _l("false claim"), "belot": _l("belot"), "redeal": _l("redeal")}


def mark_label(mark, *, lang: str | None = None) -> str:
    """A sheet mark (``scorekeeper.sheets.marks.Mark``): the table's own word where the page is in
    the table's language ("pad" in Croatian), else the page language's word ("down", "dedans")."""
    if mark.kind == "pot":
        return str(_l("pot %(n)s", n=mark.amount))
    if mark.kind == "pot_paid":
        return str(_l("pot paid %(n)s", n=mark.amount))
    return mark_word(mark, lang=lang or page_language(), words=MARKS)


class Seated(Protocol):
    """A game as far as its words go: its preset and who sits where."""

    @property
    def variant(self) -> str: ...

    @property
    def players(self) -> Sequence[str]: ...


def said_to(game: Seated, error: RecordError | str) -> str:
    """A refusal in the page's language, seats and sides said by this table's names."""
    if not isinstance(error, RecordError):
        return error
    return refusal_text(error.named(**names(find_variant(game.variant), tuple(game.players))))


def author_name(game, author) -> str:
    """Who did something, in the page's language: a player's name as typed, or "the table",
    "the director" (the history, a confirmation)."""
    if author is None:
        return gettext("nobody")
    if author.seat is not None:
        return game.players[author.seat]
    return gettext("the director") if author.role == "director" else gettext("the table")
