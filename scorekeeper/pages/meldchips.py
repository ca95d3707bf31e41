"""Melds entered as value chips (20, 50, 100, 150, 200, belot) and turned into RECORDS.md melds.

At the table a meld is announced by its value; its top card and suit matter only when two
sides hold melds of the best value, so only then does the form ask for them. Otherwise the
record needs some top card and suit, and this module picks cards no other declaration uses,
so the engine never sees a clash the table did not have. Who wins the melds is still the
engine's decision: this only writes down what was said.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import RecordError, Rules, Suit
from ..rules.cards import SEQUENCE_ORDER, Card, Rank
from ..rules.melds import parse_meld

RUN_LENGTHS = {"20": 3, "50": 4, "100": 5, "belot": 8}
SQUARE_RANKS = {"150": "9", "200": "J"}
HUNDRED_SQUARES = ("A", "T", "K", "Q")
RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7")  # sequence order, top first


@dataclass
class Chip:
    """One announced meld: the seat, the value said, and the details if they were asked."""

    seat: int
    value: str  # "20", "50", "100", "150", "200" or "belot"
    top: str = ""  # rank letter of the run's top card
    suit: str = ""
    kind: str = ""  # for a 100: "run", or the rank of the square ("A", "T", "K", "Q")
    length: str = ""  # cards in the run, where the value allows several
    asked: bool = field(default=False, compare=False)  # details shown on the form

    @property
    def points(self) -> int:
        return 100 if self.value == "belot" else int(self.value)


def values_for(rules: Rules) -> tuple[str, ...]:
    """The chips a preset offers: runs only (20, 50) or every meld."""
    if rules.melds == "sequences":
        return ("20", "50")
    return ("20", "50", "100", "150", "200", "belot")


def lengths_for(chip: Chip, rules: Rules) -> tuple[int, ...]:
    """Run lengths that make this value: only asked where there is more than one."""
    if chip.value == "50" and rules.melds == "sequences":
        return (4, 5, 6, 7, 8)
    if chip.value == "100":
        return (5, 6, 7)
    return ()


def needs_detail(chips: list[Chip], *, rules: Rules, side_of) -> set[int]:
    """Indices of the chips whose top card and suit the table must say.

    Only melds of the best value held by two or more sides are compared card by card; four
    nines and four jacks are unique, and under ``each_own`` nobody compares at all.
    """
    if rules.meld_rights == "each_own" or not chips:
        return set()
    best = max(c.points for c in chips)
    if best > 100 or (rules.belot == "wins_game" and any(c.value == "belot" for c in chips)):
        return set()
    holders = {side_of(c.seat) for c in chips if c.points == best}
    if len(holders) < 2:
        return set()
    return {i for i, c in enumerate(chips) if c.points == best}


def to_melds(chips: list[Chip], *, rules: Rules, trump: str | None, bela: int | None) -> list[dict]:
    """The record's melds, with cards picked for the details nobody needed to say."""
    taken: dict[Card, int] = {}
    if bela is not None and trump:
        for rank in (Rank.KING, Rank.QUEEN):
            taken[Card(rank, Suit(trump))] = bela
    said = [(i, _said(c)) for i, c in enumerate(chips)]
    out: dict[int, dict] = {}
    for i, meld in said:
        if meld is not None:
            out[i] = meld
            _claim_cards(taken, meld, chips[i].seat, rules)
    # Longest first: a run of five always holds the jack, so it has the fewest places to go.
    for i in sorted((i for i in range(len(chips)) if i not in out), key=lambda i: -chips[i].points):
        out[i] = _place(chips[i], taken, rules=rules, trump=trump)
        _claim_cards(taken, out[i], chips[i].seat, rules)
    return [{"seat": chips[i].seat, **out[i]} for i in range(len(chips))]


def _said(chip: Chip) -> dict | None:
    """The meld as the table described it, or None if details are missing."""
    if chip.value in SQUARE_RANKS:
        return {"kind": "square", "rank": SQUARE_RANKS[chip.value]}
    if chip.value == "100" and chip.kind in HUNDRED_SQUARES:
        return {"kind": "square", "rank": chip.kind}
    if not (chip.top and chip.suit):
        return None
    length = int(chip.length) if chip.length.isdigit() else RUN_LENGTHS.get(chip.value, 3)
    return {"kind": "sequence", "length": length, "top": chip.top, "suit": chip.suit}


def _cards_of(meld: dict, rules: Rules) -> frozenset[Card]:
    try:
        return parse_meld(meld, rules=rules, path="").cards()
    except RecordError:
        return frozenset()  # the engine will say what is wrong with it


def _claim_cards(taken: dict[Card, int], meld: dict, seat: int, rules: Rules) -> None:
    for card in _cards_of(meld, rules):
        taken.setdefault(card, seat)


def _place(chip: Chip, taken: dict[Card, int], *, rules: Rules, trump: str | None) -> dict:
    """A run (or, for 100, a square) for ``chip`` using only cards free or already the seat's."""
    length = int(chip.length) if chip.length.isdigit() else RUN_LENGTHS.get(chip.value, 3)
    suits = sorted(Suit, key=lambda s: s.value == trump)  # trump last: keep it for real runs
    for suit in suits:
        for top_index in range(len(SEQUENCE_ORDER) - 1, length - 2, -1):
            meld = {"kind": "sequence", "length": length, "top": SEQUENCE_ORDER[top_index].value,
                    "suit": suit.value}
            if _fits(meld, chip.seat, taken, rules):
                return meld
    if chip.value == "100":
        for rank in HUNDRED_SQUARES:
            meld = {"kind": "square", "rank": rank}
            if _fits(meld, chip.seat, taken, rules):
                return meld
    return {"kind": "sequence", "length": length, "top": "A", "suit": suits[0].value}


def _fits(meld: dict, seat: int, taken: dict[Card, int], rules: Rules) -> bool:
    """No card held by another seat, and no run touching this seat's runs in the same suit."""
    cards = _cards_of(meld, rules)
    if any(taken.get(card, seat) != seat for card in cards):
        return False
    if meld["kind"] != "sequence":
        return True
    suit = Suit(meld["suit"])
    neighbours = {Card(SEQUENCE_ORDER[i], suit) for c in cards for i in
                  (c.rank.sequence_index - 1, c.rank.sequence_index + 1) if 0 <= i < len(SEQUENCE_ORDER)}
    return not any(taken.get(card) == seat for card in cards | neighbours)


def chip_of(meld: dict, *, rules: Rules) -> Chip:
    """The chip for a stored meld (for corrections): its value, with its details kept."""
    parsed = parse_meld({k: v for k, v in meld.items() if k != "seat"}, rules=rules, path="melds")
    seat = meld["seat"]
    if parsed.is_square:
        value = str(parsed.value(rules))
        return Chip(seat, value, kind=parsed.rank.value if value == "100" else "")
    value = "belot" if parsed.is_belot and rules.melds == "full" else str(parsed.value(rules))
    return Chip(seat, value, top=parsed.rank.value, suit=parsed.suit.value, kind="run",
                length=str(parsed.length))
