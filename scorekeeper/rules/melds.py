"""Melds ("zvanje", declarations): runs and squares, which one is best, who scores (RULES §4).

A meld is a run of 3+ cards in one suit in the natural order A K Q J 10 9 8 7, or four of
a kind. Only the side holding the single best meld scores its melds (under ``best_side``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from collections.abc import Callable, Iterable, Sequence

from .cards import SEQUENCE_ORDER, Card, Rank, Suit, card_words, parse_card, parse_rank, parse_suit
from .errors import RecordError, typed
from .explain import IN_SUITS, Note, render
from .options import Rules

SEQUENCE = "sequence"
SQUARE = "square"

_SQUARE_VALUES = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100,
                  Rank.KING: 100, Rank.QUEEN: 100}
_SQUARE_ORDERS = {  # strongest first
    "trump": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN),
    "kq_over_ten": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN),
}
_LENGTH_OF_VALUE = {20: 3, 50: 4, 100: 5}  # the shortest run of each value
_VALUE_OF_LENGTH = {v: k for k, v in _LENGTH_OF_VALUE.items()}
# How a meld is said (explain.TEMPLATES): by its length, by its value alone, its top card, a square.
_RUN_NOTES = {3: Note("run.twenty"), 4: Note("run.fifty"), 5: Note("run.quint"), 6: Note("run.six"),
              7: Note("run.seven"), 8: Note("run.belot")}
_VALUE_NOTES = {20: Note("run.twenty"), 50: Note("run.fifty"), 100: Note("run.hundred")}
_TOP_NOTES = {Rank.ACE: Note("top.A"), Rank.KING: Note("top.K"), Rank.QUEEN: Note("top.Q"),
              Rank.JACK: Note("top.J"), Rank.TEN: Note("top.10"), Rank.NINE: Note("top.9")}
_SQUARE_NOTES = {Rank.JACK: Note("square.J"), Rank.NINE: Note("square.9"), Rank.ACE: Note("square.A"),
                 Rank.TEN: Note("square.10"), Rank.KING: Note("square.K"), Rank.QUEEN: Note("square.Q")}


@dataclass(frozen=True)
class Meld:
    """A run (``rank`` is its top card) or a square (``rank`` is the rank of all four).

    A run may be entered by its value alone ("a fifty"), as a table says it: then ``rank``
    and ``suit`` are None and ``length`` is the shortest run of that value, not said
    (``length_said`` False). The details are asked only when a comparison needs them.
    """

    kind: str
    rank: Rank | None
    suit: Suit | None = None
    length: int = 4
    during_play: bool = False
    length_said: bool = True

    @property
    def is_square(self) -> bool:
        return self.kind == SQUARE

    @property
    def top(self) -> Rank:
        """A square's rank, or a said run's top card (asked only of a meld that has one)."""
        assert self.rank is not None
        return self.rank

    @property
    def in_suit(self) -> Suit:
        """A said run's suit (asked only of a run that has one)."""
        assert self.suit is not None
        return self.suit

    @property
    def is_belot(self) -> bool:
        return self.kind == SEQUENCE and self.length == 8

    @property
    def is_said(self) -> bool:
        """Whether every card of the meld is known."""
        return self.is_square or (self.rank is not None and self.suit is not None and self.length_said)

    def cards(self) -> frozenset[Card]:
        return _cards_of(self.kind, self.rank, self.suit, self.length) if self.is_said else frozenset()

    def ordered_cards(self) -> tuple[Card, ...]:
        """The cards highest first, in a fixed order (for output and for stable messages)."""
        return _ordered_cards_of(self.kind, self.rank, self.suit, self.length) if self.is_said else ()

    def value(self, rules: Rules) -> int:
        if self.is_square:
            return _SQUARE_VALUES[self.top]
        if self.during_play:
            return 20  # seed 001 (open belot): a run made or lengthened during play adds just 20
        if self.length == 3:
            return 20
        if self.length == 4 or rules.melds == "sequences":
            return 50
        return 100

    def describe(self, rules: Rules) -> str:
        """The meld in English words: "a K-high fifty in hearts", "four jacks"."""
        return render(self.describe_note(rules))

    def describe_note(self, rules: Rules) -> Note:
        """``describe`` as a note, for rulings that are read in other languages too."""
        return _describe(self.kind, self.rank, self.suit, self.length, self.during_play, self.length_said,
                         rules.melds)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind}
        if self.is_square:
            out["rank"] = str(self.rank)
        else:
            out["length" if self.length_said else "value"] = (
                self.length if self.length_said else _VALUE_OF_LENGTH[self.length])
            if self.rank is not None:
                out["top"] = str(self.rank)
            if self.suit is not None:
                out["suit"] = self.suit.value
        if self.during_play:
            out["during_play"] = True
        if self.is_said:
            out["cards"] = [str(c) for c in self.ordered_cards()]
        return out


@cache
def _describe(kind: str, rank: Rank | None, suit: Suit | None, length: int, during_play: bool,
              length_said: bool, melds: str) -> Note:
    # Cached: the same few melds recur in every game, and one note each keeps rulings small
    # (see note_writer.Writer). The fields, not the Meld, are the key: they hash faster.
    if kind == SQUARE:
        assert rank is not None  # a square is always said by its rank
        return _SQUARE_NOTES[rank]
    if during_play:
        name = Note("run.during_play", {"length": length})
    elif not length_said:
        name = _VALUE_NOTES[20 if length == 3 else 50 if length == 4 or melds == "sequences" else 100]
    elif melds == "full" or length <= 4:
        name = _RUN_NOTES[length]
    else:
        name = Note("run.fifty_long", {"length": length})
    if rank is None:
        return Note("meld.run_in", {"name": name, "suit": IN_SUITS[suit.value]}) if suit \
            else Note("meld.run", {"name": name})
    top = _TOP_NOTES[rank]
    return Note("meld.run_top_in", {"top": top, "name": name, "suit": IN_SUITS[suit.value]}) \
        if suit else Note("meld.run_top", {"top": top, "name": name})


@cache
def _cards_of(kind: str, rank: Rank, suit: Suit | None, length: int) -> frozenset[Card]:
    # Melds are few and repeat across hands; computing their cards once keeps long games fast.
    if kind == SQUARE:
        return frozenset(Card(rank, s) for s in Suit)
    assert suit is not None  # a run's cards are asked only once it is said
    top = rank.sequence_index
    return frozenset(Card(SEQUENCE_ORDER[i], suit) for i in range(top - length + 1, top + 1))


@cache
def _ordered_cards_of(kind: str, rank: Rank, suit: Suit | None, length: int) -> tuple[Card, ...]:
    return tuple(sorted(_cards_of(kind, rank, suit, length), key=_card_order, reverse=True))


def _card_order(card: Card) -> tuple[int, int]:
    return (list(Suit).index(card.suit) * -1, card.rank.sequence_index)


@dataclass(frozen=True)
class Declared:
    """A meld declared by a seat, or by a side whose player was not said (``seat_said`` False).

    A paper sheet writes melds per pair; which partner declared one matters only when equal
    melds are split by who plays first (RULES §4), so it is asked only then. Until it is said,
    ``seat`` is the side's first seat, whose side is the meld's: sums and meld rights, which go
    by side, need nothing else.
    """

    seat: int
    meld: Meld
    seat_said: bool = True


# ---------------------------------------------------------------- parsing and validation

def parse_meld(obj: object, *, rules: Rules, path: str) -> Meld:
    """A meld from its cards or its shorthand; anything that is not a meld is an error."""
    if not isinstance(obj, dict):
        raise RecordError.of("error.meld_shape", path)
    if rules.melds == "none":  # contrée, klaverjas: nothing is declared
        raise RecordError.of("error.no_melds_game", path)
    during = obj.get("during_play", False)
    if not isinstance(during, bool):
        raise RecordError.of("error.during_play", f"{path}.during_play")
    if "cards" in obj:
        meld = _meld_from_cards(obj["cards"], path=f"{path}.cards")
        _check_shorthand_agrees(obj, meld, path=path)
    else:
        meld = _meld_from_shorthand(obj, path=path)
    meld = Meld(meld.kind, meld.rank, meld.suit, meld.length, during, meld.length_said)
    verify_meld_counts(meld, rules=rules, path=path)
    return meld


def verify_meld_counts(meld: Meld, *, rules: Rules, path: str) -> None:
    """Raise if this meld scores nothing under these house rules."""
    if meld.is_square:
        if meld.rank in (Rank.SEVEN, Rank.EIGHT):
            raise RecordError.of("error.square_low", path)
        if rules.melds == "sequences":
            raise RecordError.of("error.square_sequences_only", path, square=_SQUARE_NOTES[meld.top])
        if meld.rank is Rank.TEN and not rules.square_tens:
            raise RecordError.of("error.square_tens", path)
    elif not meld.length_said and meld.length == 5 and rules.melds == "sequences":
        raise RecordError.of("error.run_value_sequences", f"{path}.value")


def _meld_from_cards(raw: object, *, path: str) -> Meld:
    if not isinstance(raw, list) or not raw:
        raise RecordError.of("error.meld_cards_list", path)
    cards = [parse_card(c, path=f"{path}[{i}]") for i, c in enumerate(raw)]
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise RecordError.of("error.meld_card_twice", path, card=card_words(twice))
    if len({c.rank for c in cards}) == 1:
        if len(cards) != 4:
            raise RecordError.of("error.meld_rank_count", path, count=len(cards))
        return Meld(SQUARE, cards[0].rank)
    return _run_from_cards(cards, path=path)


def _run_from_cards(cards: list[Card], *, path: str) -> Meld:
    def written() -> str:
        return " ".join(card_words(c) for c in cards)

    if len({c.suit for c in cards}) != 1:
        raise RecordError.of("error.run_suits", path, cards=written())
    if len(cards) < 3:
        raise RecordError.of("error.run_short", path, cards=written())
    indexes = sorted(c.rank.sequence_index for c in cards)
    if indexes[-1] - indexes[0] != len(cards) - 1:
        raise RecordError.of("error.run_gap", path, cards=written(), suit=IN_SUITS[cards[0].suit.value])
    return Meld(SEQUENCE, SEQUENCE_ORDER[indexes[-1]], cards[0].suit, len(cards))


def _meld_from_shorthand(obj: dict, *, path: str) -> Meld:
    kind = obj.get("kind")
    if kind == SQUARE:
        return Meld(SQUARE, parse_rank(obj.get("rank"), path=f"{path}.rank"))
    if kind != SEQUENCE:
        raise RecordError.of("error.meld_kind", f"{path}.kind", typed=typed(kind))
    length, said = _run_length(obj, path=path)
    top = parse_rank(obj["top"], path=f"{path}.top") if obj.get("top") is not None else None
    suit = parse_suit(obj["suit"], path=f"{path}.suit") if obj.get("suit") is not None else None
    if top is not None and top.sequence_index + 1 < length:
        raise RecordError.of("error.run_top", f"{path}.top", length=length, top=str(top))
    return Meld(SEQUENCE, top, suit, length, length_said=said)


def _run_length(obj: dict, *, path: str) -> tuple[int, bool]:
    """A run's length as written, or the shortest run of the value written ("a fifty")."""
    if "length" not in obj and "value" in obj:
        value = obj["value"]
        if value not in _LENGTH_OF_VALUE or isinstance(value, bool):
            raise RecordError.of("error.run_value", f"{path}.value")
        return _LENGTH_OF_VALUE[value], False
    length = obj.get("length")
    if not isinstance(length, int) or isinstance(length, bool) or not 3 <= length <= 8:
        raise RecordError.of("error.run_length", f"{path}.length")
    return length, True


def _check_shorthand_agrees(obj: dict, meld: Meld, *, path: str) -> None:
    """Where both cards and shorthand are written, they must tell the same meld."""
    if "kind" in obj and obj["kind"] != meld.kind:
        raise RecordError.of("error.meld_kind_mismatch", f"{path}.kind", kind=meld.kind, typed=typed(obj["kind"]))
    if "length" in obj and obj["length"] != meld.length:
        raise RecordError.of("error.meld_length_mismatch", f"{path}.length", length=meld.length,
                             typed=typed(obj["length"]))


def _alone(seat: int) -> tuple[int, ...]:
    return (seat,)


def verify_table(declared: Sequence[Declared], *, bela: int | None, trump: Suit | None,
                 hand_size: int, path: str = "melds",
                 partners: Callable[[int], tuple[int, ...]] = _alone) -> None:
    """Raise if the melds at the table could not all be held at once (RULES §9).

    ``partners`` gives the seats of a seat's side (by default each seat is a side of its own):
    a meld said for a side only may share cards with its partners' melds, never another side's.
    """
    if not declared:  # most hands: nothing declared, nothing to hold twice
        return
    owner = _holders(declared, partners=partners, path=path)
    _verify_runs_apart(declared, partners=partners, path=path)
    if bela is not None and trump is not None:
        _verify_bela_free(owner, bela=bela, trump=trump, partners=partners)
    for seat in {d.seat for d in declared if d.seat_said}:
        need = _cards_needed([d for d in declared if d.seat_said and d.seat == seat],
                             bela=bela if bela == seat else None, trump=trump)
        if need > hand_size:
            raise RecordError.of("error.meld_cards_count", path, seat=seat, need=need, size=hand_size)
    for side in {partners(d.seat)[0] for d in declared if not d.seat_said}:
        seats = partners(side)
        need = _cards_needed([d for d in declared if d.seat in seats],
                             bela=bela if bela in seats else None, trump=trump)
        if need > hand_size * len(seats):
            raise RecordError.of("error.side_meld_cards_count", path, side=seats[0], need=need,
                                 size=hand_size * len(seats))


# Who holds a card a meld shows: its side and its seat, if said. A side is named by its first
# seat, which is also its number (RULES §2: side 0 = seats 0 and 2).
_Holder = tuple[int, int | None]


def _holders(declared: Sequence[Declared], *, partners, path: str) -> dict[Card, _Holder]:
    owner: dict[Card, _Holder] = {}
    for i, d in enumerate(declared):
        mine = (partners(d.seat)[0], d.seat if d.seat_said else None)
        # Sorted, so that the card a refusal names is the same in every process.
        for card in d.meld.ordered_cards():
            held = owner.setdefault(card, mine)
            if held[0] != mine[0] or (None not in (held[1], mine[1]) and held[1] != mine[1]):
                raise _held_twice(held, mine, card, f"{path}[{i}]")
            if held[1] is None:
                owner[card] = mine
    return owner


def _held_twice(held: _Holder, mine: _Holder, card: Card, path: str) -> RecordError:
    if held[1] is not None and mine[1] is not None:
        return RecordError.of("error.card_in_two_melds", path, seat=held[1], other=mine[1],
                              card=card_words(card))
    return RecordError.of("error.card_in_two_sides", path, side=held[0], other_side=mine[0],
                          card=card_words(card))


def _verify_bela_free(owner: dict[Card, _Holder], *, bela: int, trump: Suit, partners) -> None:
    """Bela's king and queen are the bela player's: in no meld of another player."""
    for card in (Card(Rank.KING, trump), Card(Rank.QUEEN, trump)):
        side, seat = owner.get(card, (partners(bela)[0], bela))
        if seat is not None and seat != bela:
            raise RecordError.of("error.bela_in_meld", "bela", seat=bela, other=seat, card=card_words(card))
        if side != partners(bela)[0]:
            raise RecordError.of("error.bela_in_side_meld", "bela", seat=bela, side=side,
                                 card=card_words(card))


def _cards_needed(melds: Sequence[Declared], *, bela: int | None, trump: Suit | None) -> int:
    """Cards these melds (and bela) show, a card in two of them once; unsaid runs by length."""
    held = {c for d in melds if not d.meld.during_play for c in d.meld.cards()}
    if bela is not None and trump is not None:
        held |= {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)}
    return len(held) + sum(d.meld.length for d in melds if not d.meld.is_said and not d.meld.during_play)


def _verify_runs_apart(declared: Sequence[Declared], *, partners, path: str) -> None:
    """A player's runs in one suit must be separated by a missing card (maximal runs), and no
    meld is declared twice: its cards are in the pack once (a side's two squares of a rank)."""
    # Each meld's side, or None where its cards are not all said or it was made during play (open
    # belot: a run lengthened in play is entered as a new meld); worked out once, not per pair.
    sides = [partners(d.seat)[0] if d.meld.is_said and not d.meld.during_play else None for d in declared]
    for i, a in enumerate(declared):
        if sides[i] is None:
            continue
        for j in range(i):
            if sides[j] != sides[i]:
                continue  # cards held by two sides: _holders says so
            b = declared[j]
            if a.meld == b.meld:
                raise _twice(a, b, side=partners(a.seat)[0], path=f"{path}[{i}]")
            if a.seat != b.seat or not (a.seat_said and b.seat_said) or a.meld.is_square \
                    or b.meld.is_square or a.meld.suit != b.meld.suit:
                continue  # partners may each hold a run of one suit
            lo_a, hi_a = _span(a.meld)
            lo_b, hi_b = _span(b.meld)
            if lo_a <= hi_b + 1 and lo_b <= hi_a + 1:
                raise RecordError.of("error.runs_touch", f"{path}[{i}]", seat=a.seat,
                                     suit=IN_SUITS[a.meld.in_suit.value])


def _twice(a: Declared, b: Declared, *, side: int, path: str) -> RecordError:
    meld = a.meld.describe_note(Rules())
    if a.seat_said and b.seat_said:
        return RecordError.of("error.meld_twice", path, seat=a.seat, meld=meld)
    return RecordError.of("error.side_meld_twice", path, side=side, meld=meld)


def _span(meld: Meld) -> tuple[int, int]:
    top = meld.top.sequence_index
    return top - meld.length + 1, top


def find_melds(cards: Iterable[Card], *, rules: Rules) -> list[Meld]:
    """Every meld in a set of cards: maximal runs, and squares where they count."""
    held = set(cards)
    found: list[Meld] = []
    for suit in Suit:
        run = 0
        for index, rank in enumerate(SEQUENCE_ORDER + (None,)):
            if rank is not None and Card(rank, suit) in held:
                run += 1
                continue
            if run >= 3:
                found.append(Meld(SEQUENCE, SEQUENCE_ORDER[index - 1], suit, run))
            run = 0
    if rules.melds == "full":
        for rank in _SQUARE_VALUES:
            if (rank is not Rank.TEN or rules.square_tens) and all(Card(rank, s) in held for s in Suit):
                found.append(Meld(SQUARE, rank))
    return found
