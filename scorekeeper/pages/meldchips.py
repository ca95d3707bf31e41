"""Melds entered as value chips (20, 50, 100, 150, 200, belot) and turned into RECORDS.md melds.

At the table a meld is announced by its value; its top card and suit matter only when two
sides hold melds of the best value, and the engine (``details_needed``) says when that is, so
only then does the form ask for them. The record keeps the melds as said ("a fifty"): no card
is invented. Who wins the melds is the engine's decision: this only writes down what was said.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import RecordError, Rules, Variant, parse_suit
from ..rules.melds import Declared, parse_meld
from ..rules.rights import details_needed

SQUARE_RANKS = {"150": "9", "200": "J"}
HUNDRED_SQUARES = ("A", "T", "K", "Q")


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


def said(chip: Chip) -> dict:
    """The meld exactly as the table said it: by value, with whatever details were given."""
    if chip.value in SQUARE_RANKS:
        return {"kind": "square", "rank": SQUARE_RANKS[chip.value]}
    if chip.value == "100" and chip.kind in HUNDRED_SQUARES:
        return {"kind": "square", "rank": chip.kind}
    meld: dict = {"kind": "sequence"}
    if chip.value == "belot":
        meld |= {"length": 8, "top": "A"}  # all eight of a suit: its top card is the ace
    elif chip.length.isdigit():
        meld["length"] = int(chip.length)
    else:
        meld["value"] = int(chip.value)
    if chip.top and "top" not in meld:
        meld["top"] = chip.top
    if chip.suit:
        meld["suit"] = chip.suit
    return meld


def to_melds(chips: list[Chip], *, rules: Rules) -> list[dict]:
    """The record's melds: what was said, nothing invented (the engine asks for what it needs)."""
    return [{"seat": chip.seat, **said(chip)} for chip in chips]


def needs_detail(chips: list[Chip], *, rules: Rules, trump: str | None, dealer: int | None,
                 variant: Variant) -> dict[int, set[str]]:
    """Which chips still need which details ("top", "suit", "length"): the engine decides."""
    try:
        declared = [Declared(c.seat, parse_meld(said(c), rules=rules, path="")) for c in chips]
        suit = parse_suit(trump) if trump else None
    except RecordError:
        return {}  # a meld that is not one: the engine's own message says so
    forehand = (dealer + 1) % variant.players if dealer is not None else 0
    return details_needed(declared, rules=rules, trump=suit, forehand=forehand, players=variant.players,
                          side_of=variant.side_of)


def chip_of(meld: dict, *, rules: Rules) -> Chip:
    """The chip for a stored meld (for corrections): its value, with its details kept."""
    parsed = parse_meld({k: v for k, v in meld.items() if k != "seat"}, rules=rules, path="melds")
    seat = meld["seat"]
    if parsed.is_square:
        value = str(parsed.value(rules))
        return Chip(seat, value, kind=parsed.rank.value if value == "100" else "")
    value = "belot" if parsed.is_belot and rules.melds == "full" else str(parsed.value(rules))
    return Chip(seat, value, top=parsed.rank.value if parsed.rank else "",
                suit=parsed.suit.value if parsed.suit else "", kind="run",
                length=str(parsed.length) if parsed.length_said and value != "belot" else "")
