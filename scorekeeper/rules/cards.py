"""Cards, suits and ranks: their orders and point values (RULES §1).

Card codes are a rank (``7 8 9 T J Q K A``, also ``10``) and a suit (``S H D C`` or
``♠ ♥ ♦ ♣``), in any case: ``JH``, ``10h``, ``J♥``. The canonical form is ``JH``, ``TS``.
"""

from __future__ import annotations

import enum
from functools import cache
from typing import NamedTuple

from .errors import RecordError, typed


class Suit(enum.Enum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"

    # Members are singletons, so identity hashing is exact; the C slot avoids Enum's
    # Python-level __hash__ on every card lookup in a set.
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        return self.value[0].upper()

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_BY_LETTER = {s.letter: s for s in Suit} | {sym: s for s, sym in _SUIT_SYMBOLS.items()}
_SUIT_BY_NAME = {s.value: s for s in Suit}


class Rank(enum.Enum):
    """A rank; the value is its canonical letter."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    __hash__ = object.__hash__

    @property
    def trump_points(self) -> int:
        return _TRUMP_POINTS[self]

    @property
    def plain_points(self) -> int:
        return _PLAIN_POINTS[self]

    @property
    def trump_strength(self) -> int:
        """Higher wins: J 9 A 10 K Q 8 7."""
        return _TRUMP_ORDER.index(self)

    @property
    def plain_strength(self) -> int:
        """Higher wins: A 10 K Q J 9 8 7."""
        return _PLAIN_ORDER.index(self)

    @property
    def sequence_index(self) -> int:
        """Position in the natural order used for sequences and cutting: 7=0 … A=7."""
        return _SEQUENCE_ORDER.index(self)

    @property
    def word(self) -> str:
        return _RANK_WORDS[self]

    def __str__(self) -> str:
        return "10" if self is Rank.TEN else self.value


_TRUMP_POINTS = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10,
                 Rank.KING: 4, Rank.QUEEN: 3, Rank.EIGHT: 0, Rank.SEVEN: 0}
_PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                 Rank.JACK: 2, Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0}
# Lowest first, so that a larger index is a stronger card.
_TRUMP_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE, Rank.JACK)
_PLAIN_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
_SEQUENCE_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
SEQUENCE_ORDER = _SEQUENCE_ORDER
_RANK_WORDS = {Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine", Rank.TEN: "ten",
               Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}
_RANK_BY_TEXT = {r.value: r for r in Rank} | {"10": Rank.TEN}


class Card(NamedTuple):
    rank: Rank
    suit: Suit

    def points(self, trump: Suit | str | None) -> int:
        return self.rank.trump_points if self.suit is trump else self.rank.plain_points

    def __str__(self) -> str:
        return CODES[self]


DECK: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in _SEQUENCE_ORDER)
# The canonical spellings, both ways: a replayed hand writes and reads dozens of cards.
CODES: dict[Card, str] = {c: c.rank.value + c.suit.letter for c in DECK}
CARD_BY_CODE: dict[str, Card] = {code: c for c, code in CODES.items()}
_CARD_BY_CODE = CARD_BY_CODE
CARD_POINTS_IN_DECK = 152
LAST_TRICK_BONUS = 10
CLEAN_HAND = CARD_POINTS_IN_DECK + LAST_TRICK_BONUS  # 162

# Contrée's tout atout (every suit ranks as trump) and sans atout (none does), by the house's
# ``no_trump_values``. "scaled", the common count (funbelote.com, facebelote.com, iscool's coinche
# TA/SA): tout atout J 14, 9 9, A 6, 10 5, K 3, Q 1; sans atout A 19, 10 10, K 4, Q 3, J 2: 38
# a suit, 152 and the last trick's 10, 162 like a suit contract. "counted" (hoppare.com and
# tables that divide): every card at its trump value (258 with the last trick) or its plain value
# (130), each side's count then brought to 162.
ALL_TRUMPS, NO_TRUMPS = "all", "none"
SUIT_VALUES = "suit"  # a suit contract's card values (for what written points can be)
NO_TRUMP_POINTS: dict[str, dict[Rank, int]] = {
    ALL_TRUMPS: {Rank.JACK: 14, Rank.NINE: 9, Rank.ACE: 6, Rank.TEN: 5, Rank.KING: 3, Rank.QUEEN: 1,
                 Rank.EIGHT: 0, Rank.SEVEN: 0},
    NO_TRUMPS: {Rank.ACE: 19, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.NINE: 0,
                Rank.EIGHT: 0, Rank.SEVEN: 0},
    ALL_TRUMPS + "/counted": _TRUMP_POINTS, NO_TRUMPS + "/counted": _PLAIN_POINTS}


def counted_total(mode: str) -> int:
    """What all the cards and the last trick make in a mode's count: 162, 258 or 130."""
    return 4 * sum(NO_TRUMP_POINTS[mode].values()) + LAST_TRICK_BONUS


def play_mode(mode: str, values: str) -> str:
    """The key a tout-atout or sans-atout play is judged under: ``all``, ``none``, or with
    ``/counted`` where the table counts full card values (``no_trump_values``)."""
    return mode if values == "scaled" else f"{mode}/counted"


def parse_suit(text: object, *, path: str = "") -> Suit:
    """A suit from its JSON name (``hearts``), letter (``H``) or symbol (``♥``)."""
    if isinstance(text, str):
        key = text.strip()
        suit = _SUIT_BY_NAME.get(key.lower()) or _SUIT_BY_LETTER.get(key.upper())
        if suit is not None:
            return suit
    raise RecordError.of("error.suit", path, typed=typed(text))


def parse_rank(text: object, *, path: str = "") -> Rank:
    if isinstance(text, str):
        rank = _RANK_BY_TEXT.get(text.strip().upper())
        if rank is not None:
            return rank
    raise RecordError.of("error.rank", path, typed=typed(text))


def parse_card(text: object, *, path: str = "") -> Card:
    """A card from any spelling RECORDS.md accepts: ``JH``, ``10h``, ``J♥``, ``th``."""
    card = _CARD_BY_CODE.get(text) if isinstance(text, str) else None
    if card is not None:
        return card
    if isinstance(text, str):
        code = text.strip()
        if 2 <= len(code) <= 3:
            rank = _RANK_BY_TEXT.get(code[:-1].upper())
            suit = _SUIT_BY_LETTER.get(code[-1].upper())
            if rank is not None and suit is not None:
                return Card(rank, suit)
    raise RecordError.of("error.card", path, typed=typed(text))


def card_words(card: Card) -> str:
    """A card as a person writes it down: rank and suit symbol, "J♠", "10♥"."""
    return f"{card.rank}{card.suit.symbol}"


def card_points_possible(count: int, *, values: str = SUIT_VALUES) -> int:
    """Bitset of the card-point sums that some ``count`` cards of the deck can make.

    In a suit contract the multiset of card values is the same whichever suit is trump, so one
    table serves; tout atout and sans atout have one each. Where the table counts full values and
    brings each side to 162 (``/counted``), any share of the 152 can be written.
    """
    if not 0 <= count <= 32:
        return 0
    if values.endswith("/counted"):
        return 1 if count == 0 else (1 << (CARD_POINTS_IN_DECK + 1)) - 1
    return _sums_by_count(values)[count]


@cache
def _sums_by_count(values: str) -> tuple[int, ...]:
    if values == SUIT_VALUES:
        points = [Rank(r).trump_points for r in "JQKA789T"] + [
            Rank(r).plain_points for r in "JQKA789T" for _ in range(3)]
    else:
        points = [v for v in NO_TRUMP_POINTS[values].values() for _ in range(4)]
    table = [0] * (len(points) + 1)
    table[0] = 1  # zero cards make zero points
    for value in points:
        for count in range(len(points), 0, -1):
            table[count] |= table[count - 1] << value
    return tuple(table)


def can_ever_make(points: int, *, values: str = SUIT_VALUES) -> bool:
    """Whether any cards at all, with or without the last trick's 10, are worth ``points``
    (1, 2, 3 and 161 never are in a suit contract; tout atout's queen is worth 1)."""
    return any(can_make_points(points, cards=cards, last_trick=None, values=values) for cards in range(1, 33))


def can_make_points(points: int, *, cards: int, last_trick: bool | None = None,
                    values: str = SUIT_VALUES) -> bool:
    """Can ``cards`` cards, plus 10 if they include the last trick, be worth ``points``?

    ``last_trick=None`` means "either"; ``values``: a suit contract's, or the key of a
    tout-atout or sans-atout count (``play_mode``).
    """
    sums = card_points_possible(cards, values=values)
    options = (False, True) if last_trick is None else (last_trick,)
    for with_last in options:
        card_points = points - (LAST_TRICK_BONUS if with_last else 0)
        if card_points >= 0 and (sums >> card_points) & 1:
            return True
    return False
