"""Melds ("zvanje", declarations): runs and squares, which one is best, who scores (RULES §4).

A meld is a run of 3+ cards in one suit in the natural order A K Q J 10 9 8 7, or four of
a kind. Only the side holding the single best meld scores its melds (under ``best_side``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from .cards import SEQUENCE_ORDER, Card, Rank, Suit, parse_card, parse_rank, parse_suit
from .errors import RecordError
from .options import Rules

SEQUENCE = "sequence"
SQUARE = "square"

_SQUARE_VALUES = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100,
                  Rank.KING: 100, Rank.QUEEN: 100}
_SQUARE_ORDERS = {  # strongest first
    "trump": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN),
    "kq_over_ten": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN),
}
_RUN_NAMES = {3: "twenty", 4: "fifty", 5: "quint", 6: "run of six", 7: "run of seven", 8: "belot"}
_PLURAL = {Rank.SEVEN: "sevens", Rank.EIGHT: "eights", Rank.NINE: "nines", Rank.TEN: "tens",
           Rank.JACK: "jacks", Rank.QUEEN: "queens", Rank.KING: "kings", Rank.ACE: "aces"}


@dataclass(frozen=True)
class Meld:
    """A run (``rank`` is its top card) or a square (``rank`` is the rank of all four)."""

    kind: str
    rank: Rank
    suit: Suit | None = None
    length: int = 4
    during_play: bool = False

    @property
    def is_square(self) -> bool:
        return self.kind == SQUARE

    @property
    def is_belot(self) -> bool:
        return self.kind == SEQUENCE and self.length == 8

    def cards(self) -> frozenset[Card]:
        return _cards_of(self.kind, self.rank, self.suit, self.length)

    def ordered_cards(self) -> tuple[Card, ...]:
        """The cards highest first, in a fixed order (for output and for stable messages)."""
        return _ordered_cards_of(self.kind, self.rank, self.suit, self.length)

    def value(self, rules: Rules) -> int:
        if self.is_square:
            return _SQUARE_VALUES[self.rank]
        if self.during_play:
            return 20  # seed 001 (open belot): a run made or lengthened during play adds just 20
        if self.length == 3:
            return 20
        if self.length == 4 or rules.melds == "sequences":
            return 50
        return 100

    def describe(self, rules: Rules) -> str:
        if self.is_square:
            return f"four {_PLURAL[self.rank]}"
        name = _RUN_NAMES[self.length] if rules.melds == "full" or self.length <= 4 else (
            f"fifty ({self.length} cards)")
        if self.during_play:
            name = f"run of {self.length} made during play"
        article = "an" if self.rank in (Rank.ACE, Rank.EIGHT) else "a"  # "an A-high", "an 8-high"
        return f"{article} {self.rank}-high {name} in {self.suit}"

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind}
        if self.is_square:
            out["rank"] = str(self.rank)
        else:
            out |= {"length": self.length, "top": str(self.rank), "suit": self.suit.value}
        if self.during_play:
            out["during_play"] = True
        out["cards"] = [str(c) for c in self.ordered_cards()]
        return out


@lru_cache(maxsize=None)
def _cards_of(kind: str, rank: Rank, suit: Suit | None, length: int) -> frozenset[Card]:
    # Melds are few and repeat across hands; computing their cards once keeps long games fast.
    if kind == SQUARE:
        return frozenset(Card(rank, s) for s in Suit)
    top = rank.sequence_index
    return frozenset(Card(SEQUENCE_ORDER[i], suit) for i in range(top - length + 1, top + 1))


@lru_cache(maxsize=None)
def _ordered_cards_of(kind: str, rank: Rank, suit: Suit | None, length: int) -> tuple[Card, ...]:
    return tuple(sorted(_cards_of(kind, rank, suit, length), key=_card_order, reverse=True))


def _card_order(card: Card) -> tuple[int, int]:
    return (list(Suit).index(card.suit) * -1, card.rank.sequence_index)


@dataclass(frozen=True)
class Declared:
    """A meld declared by a seat."""

    seat: int
    meld: Meld


# ---------------------------------------------------------------- parsing and validation

def parse_meld(obj: object, *, rules: Rules, path: str) -> Meld:
    """A meld from its cards or its shorthand; anything that is not a meld is an error."""
    if not isinstance(obj, dict):
        raise RecordError("a meld is written as its cards or as kind, length, top and suit", path)
    during = obj.get("during_play", False)
    if not isinstance(during, bool):
        raise RecordError("during_play is true or false", f"{path}.during_play")
    if "cards" in obj:
        meld = _meld_from_cards(obj["cards"], path=f"{path}.cards")
        _check_shorthand_agrees(obj, meld, path=path)
    else:
        meld = _meld_from_shorthand(obj, path=path)
    meld = Meld(meld.kind, meld.rank, meld.suit, meld.length, during)
    verify_meld_counts(meld, rules=rules, path=path)
    return meld


def verify_meld_counts(meld: Meld, *, rules: Rules, path: str) -> None:
    """Raise if this meld scores nothing under these house rules."""
    if meld.is_square:
        if meld.rank in (Rank.SEVEN, Rank.EIGHT):
            raise RecordError(f"four {_PLURAL[meld.rank]} are not a meld: sevens and eights score nothing", path)
        if rules.melds == "sequences":
            raise RecordError(f"four {_PLURAL[meld.rank]} do not count in this game: only runs are melds "
                              "(melds: sequences)", path)
        if meld.rank is Rank.TEN and not rules.square_tens:
            raise RecordError("four tens are not a square in this game (square_tens: false)", path)


def _meld_from_cards(raw: object, *, path: str) -> Meld:
    if not isinstance(raw, list) or not raw:
        raise RecordError("a meld's cards are a list like [\"AS\", \"KS\", \"QS\"]", path)
    cards = [parse_card(c, path=f"{path}[{i}]") for i, c in enumerate(raw)]
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise RecordError(f"{twice} is written twice in one meld", path)
    if len({c.rank for c in cards}) == 1:
        if len(cards) != 4:
            raise RecordError(f"{len(cards)} cards of one rank are not a meld: a square is all four", path)
        return Meld(SQUARE, cards[0].rank)
    return _run_from_cards(cards, path=path)


def _run_from_cards(cards: list[Card], *, path: str) -> Meld:
    def written() -> str:
        return ", ".join(str(c.rank) for c in cards)

    if len({c.suit for c in cards}) != 1:
        raise RecordError(f"{written()} is not a run: a run is all in one suit", path)
    if len(cards) < 3:
        raise RecordError(f"{written()} is not a meld: a run needs at least three cards", path)
    indexes = sorted(c.rank.sequence_index for c in cards)
    if indexes[-1] - indexes[0] != len(cards) - 1:
        raise RecordError(f"{written()} of {cards[0].suit} is not a run: runs go A K Q J 10 9 8 7 "
                          "with no gap", path)
    return Meld(SEQUENCE, SEQUENCE_ORDER[indexes[-1]], cards[0].suit, len(cards))


def _meld_from_shorthand(obj: dict, *, path: str) -> Meld:
    kind = obj.get("kind")
    if kind == SQUARE:
        return Meld(SQUARE, parse_rank(obj.get("rank"), path=f"{path}.rank"))
    if kind != SEQUENCE:
        raise RecordError(f"a meld is a \"sequence\" or a \"square\", not {kind!r}", f"{path}.kind")
    length = obj.get("length")
    if not isinstance(length, int) or isinstance(length, bool) or not 3 <= length <= 8:
        raise RecordError("a run is 3 to 8 cards long", f"{path}.length")
    top = parse_rank(obj.get("top"), path=f"{path}.top")
    suit = parse_suit(obj.get("suit"), path=f"{path}.suit")
    if top.sequence_index + 1 < length:
        raise RecordError(f"a run of {length} cannot have {top} on top: it would need cards below 7", f"{path}.top")
    return Meld(SEQUENCE, top, suit, length)


def _check_shorthand_agrees(obj: dict, meld: Meld, *, path: str) -> None:
    """Where both cards and shorthand are written, they must tell the same meld."""
    if "kind" in obj and obj["kind"] != meld.kind:
        raise RecordError(f"these cards are a {meld.kind}, not a {obj['kind']}", f"{path}.kind")
    if "length" in obj and obj["length"] != meld.length:
        raise RecordError(f"this meld has {meld.length} cards, not {obj['length']}", f"{path}.length")


def verify_table(declared: Sequence[Declared], *, bela: int | None, trump: Suit | None,
                 hand_size: int, path: str = "melds") -> None:
    """Raise if the melds at the table could not all be held at once (RULES §9)."""
    owner: dict[Card, int] = {}
    for i, d in enumerate(declared):
        # Sorted, so that the card a refusal names is the same in every process.
        for card in d.meld.ordered_cards():
            seat = owner.setdefault(card, d.seat)
            if seat != d.seat:
                raise RecordError(f"{card} cannot be in both seat {seat}'s and seat {d.seat}'s melds",
                                  f"{path}[{i}]")
    _verify_runs_apart(declared, path=path)
    if bela is not None and trump is not None:
        for card in (Card(Rank.KING, trump), Card(Rank.QUEEN, trump)):
            if owner.get(card, bela) != bela:
                raise RecordError(f"seat {bela} declared bela, but {card} is in seat {owner[card]}'s meld", "bela")
    for seat in {d.seat for d in declared}:
        held = {c for d in declared if d.seat == seat and not d.meld.during_play for c in d.meld.cards()}
        if bela == seat and trump is not None:
            held |= {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)}
        if len(held) > hand_size:
            raise RecordError(f"seat {seat}'s melds need {len(held)} cards, but a hand has {hand_size}", path)


def _verify_runs_apart(declared: Sequence[Declared], *, path: str) -> None:
    """A player's runs in one suit must be separated by a missing card (maximal runs)."""
    for i, a in enumerate(declared):
        for j in range(i):
            b = declared[j]
            if a.seat != b.seat or a.meld.is_square or b.meld.is_square or a.meld.suit != b.meld.suit:
                continue
            if a.meld.during_play or b.meld.during_play:
                continue  # open belot: a run lengthened in play is entered as a new meld
            if a.meld == b.meld:
                raise RecordError(f"seat {a.seat} declares {a.meld.describe(Rules())} twice", f"{path}[{i}]")
            lo_a, hi_a = _span(a.meld)
            lo_b, hi_b = _span(b.meld)
            if lo_a <= hi_b + 1 and lo_b <= hi_a + 1:
                raise RecordError(f"seat {a.seat}'s runs in {a.meld.suit} touch or overlap: write them as "
                                  "one run (a run of six is one meld, not two twenties)", f"{path}[{i}]")


def _span(meld: Meld) -> tuple[int, int]:
    top = meld.rank.sequence_index
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


# ---------------------------------------------------------------- comparison and rights

def strength(meld: Meld, *, rules: Rules) -> tuple[int, ...]:
    """Steps 1-3 of RULES §4: square over run, then value, then top card (or length first)."""
    if meld.is_square:
        order = _SQUARE_ORDERS[rules.square_order]
        return (1, len(order) - order.index(meld.rank))
    if rules.sequence_rank == "length_first":
        return (0, meld.value(rules), meld.length, meld.rank.sequence_index)
    return (0, meld.value(rules), meld.rank.sequence_index)


@dataclass(frozen=True)
class MeldRights:
    """Who may score melds in a hand, before confirmation by tricks."""

    best: Declared | None
    scoring_seats: frozenset[int]
    explanation: tuple[str, ...]


def award(declared: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
          players: int, taker: int, side_of, name_side) -> MeldRights:
    """Apply ``meld_rights`` to the melds declared at the start of the hand."""
    at_start = [d for d in declared if not d.meld.during_play]
    if rules.meld_rights == "each_own":
        seats = frozenset(d.seat for d in declared)
        text = ("Every player scores his own melds (meld_rights: each_own).",) if declared else ()
        return MeldRights(None, seats, text)
    if not at_start:
        return MeldRights(None, frozenset(), ())
    best, reason = _best(at_start, rules=rules, trump=trump, forehand=forehand, players=players,
                         side_of=side_of)
    if best is None:
        return MeldRights(None, frozenset(), (reason,))
    side = side_of(best.seat)
    text = f"{name_side(side)} holds the best meld: {best.meld.describe(rules)} ({best.meld.value(rules)}){reason}"
    if rules.meld_rights == "best_side_defenders_share" and best.seat != taker:
        seats = frozenset(d.seat for d in at_start if d.seat != taker)
        text += "; a defender holds it, so each defender scores his own melds and the caller none " \
                "(meld_rights: best_side_defenders_share)."
    else:
        seats = frozenset(d.seat for d in at_start if side_of(d.seat) == side)
        text += "; only that side scores its melds (meld_rights: " + rules.meld_rights + ")."
    return MeldRights(best, seats, (text,))


def _best(melds: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
          players: int, side_of) -> tuple[Declared | None, str]:
    keyed = [(strength(d.meld, rules=rules), d) for d in melds]
    top_key = max(key for key, _ in keyed)
    tied = [d for key, d in keyed if key == top_key]
    best_side = side_of(tied[0].seat)
    if all(side_of(d.seat) == best_side for d in tied):
        rivals = [(key, d) for key, d in keyed if side_of(d.seat) != best_side]
        rival = max(rivals, key=lambda kd: kd[0])[1] if rivals else None
        return tied[0], _beats(tied[0], rival, rules=rules)
    return _tiebreak(tied, rules=rules, trump=trump, forehand=forehand, players=players, side_of=side_of)


def _tiebreak(tied: list[Declared], *, rules: Rules, trump: Suit | None, forehand: int, players: int,
              side_of) -> tuple[Declared | None, str]:
    words = " and ".join(d.meld.describe(rules) for d in tied)
    for step in rules.meld_tiebreak:
        if step == "none":
            return None, (f"The best melds are equal ({words}): nobody scores melds in this hand "
                          "(meld_tiebreak: none).")
        if step == "length":
            longest = max(d.meld.length for d in tied)
            kept = [d for d in tied if d.meld.length == longest]
            why = "the longer run wins"
        elif step == "trump":
            kept = [d for d in tied if d.meld.suit is trump] or tied
            why = "the run in trump wins"
        else:  # first
            kept = [min(tied, key=lambda d: (d.seat - forehand) % players)]
            why = f"seat {kept[0].seat} plays first counting from the forehand"
        if len({side_of(d.seat) for d in kept}) == 1:
            others = " and ".join(d.meld.describe(rules) for d in tied if side_of(d.seat) != side_of(kept[0].seat))
            return kept[0], f", equal to {others} but {why} (meld_tiebreak: {step})"
        tied = kept
    return None, f"The best melds are equal ({words}) and no tie-break settles them: nobody scores melds."


def _beats(best: Declared, rival: Declared | None, *, rules: Rules) -> str:
    if rival is None:
        return ""
    a, b = best.meld, rival.meld
    verb = "beat" if a.is_square else "beats"  # "four kings beat", "a quint beats"
    what = f" {verb} {b.describe(rules)} ({b.value(rules)})"
    if a.is_square and not b.is_square:
        return what + " because a square beats any sequence"
    if a.is_square:
        order = ", ".join(str(r) for r in _SQUARE_ORDERS[rules.square_order])
        return what + f" because squares rank {order} (square_order: {rules.square_order})"
    if a.value(rules) != b.value(rules):
        return what + " because it is worth more"
    if a.length != b.length and rules.sequence_rank == "length_first":
        return what + " because it is longer (sequence_rank: length_first)"
    return what + " because its top card is higher"
