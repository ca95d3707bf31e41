"""Melds entered as value chips (20, 50, 100, 150, 200, belot) and turned into RECORDS.md melds.

At the table a meld is announced by its value, and a paper sheet writes it in its pair's column;
its top card and suit matter only when two sides hold melds of the best value, and which partner
declared it only when equal melds go to the player first in play. The engine (``details_needed``)
says when that is, so only then does the form ask. The record keeps the melds as said ("a fifty"
for "Ana & Cvita"): no card and no player is invented. Who wins the melds is the engine's decision:
this only writes down what was said.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...rules import RecordError, Rules, Variant, parse_suit
from ...rules import Declared, parse_meld
from ...rules import details_needed
from ...web import whole_number

SQUARE_RANKS = {"150": "9", "200": "J"}
HUNDRED_SQUARES = ("A", "T", "K", "Q")


@dataclass
class Chip:
    """One announced meld: the side (a pair, or one player), the value said, and the details if
    they were asked, among them the player of the pair who declared it."""

    side: int
    value: str  # "20", "50", "100", "150", "200" or "belot"
    top: str = ""  # rank letter of the run's top card
    suit: str = ""
    kind: str = ""  # for a 100: "run", or the rank of the square ("A", "T", "K", "Q")
    length: str = ""  # cards in the run, where the value allows several
    seat: int | None = None  # the partner who declared it, where said (pairs only)
    asked: bool = field(default=False, compare=False)  # details shown on the form

    @property
    def points(self) -> int:
        return 100 if self.value == "belot" else int(self.value)


def values_for(rules: Rules) -> tuple[str, ...]:
    """The chips a preset offers: runs only (20, 50), every meld, or none (contrée, klaverjas)."""
    if rules.melds == "none":
        return ()
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
    elif whole_number(chip.length, default=None) is not None:
        meld["length"] = whole_number(chip.length)
    else:
        meld["value"] = int(chip.value)
    if chip.top and "top" not in meld:
        meld["top"] = chip.top
    if chip.suit:
        meld["suit"] = chip.suit
    return meld


def to_melds(chips: list[Chip], *, variant: Variant, rules: Rules) -> list[dict]:
    """The record's melds: what was said, nothing invented (the engine asks for what it needs)."""
    return [{**_who(chip, variant), **said(chip)} for chip in chips]


def _who(chip: Chip, variant: Variant) -> dict:
    seats = variant.seats_of(chip.side)
    if len(seats) == 1:  # a side of one player: his seat, as before pairs were written
        return {"seat": seats[0]}
    return {"seat": chip.seat} if chip.seat in seats else {"side": chip.side}


def declared(chip: Chip, *, variant: Variant, rules: Rules) -> Declared:
    """The chip as the engine holds it (``Declared``): a pair's meld stands on its first seat."""
    seats = variant.seats_of(chip.side)
    meld = parse_meld(said(chip), rules=rules, path="")
    if chip.seat in seats:
        return Declared(chip.seat, meld)
    return Declared(seats[0], meld, seat_said=len(seats) == 1)


def needs_detail(chips: list[Chip], *, rules: Rules, trump: str | None, dealer: int | None,
                 variant: Variant) -> dict[int, set[str]]:
    """Which chips still need which details ("top", "suit", "length", "seat"): the engine decides."""
    try:
        melds = [declared(c, variant=variant, rules=rules) for c in chips]
        suit = parse_suit(trump) if trump else None
    except RecordError:
        return {}  # a meld that is not one: the engine's own message says so
    forehand = (dealer + 1) % variant.players if dealer is not None else 0
    return details_needed(melds, rules=rules, trump=suit, forehand=forehand, players=variant.players,
                          side_of=variant.side_of)


def chip_of(meld: dict, *, variant: Variant, rules: Rules) -> Chip:
    """The chip for a stored meld (for corrections): its side and value, with its details kept."""
    parsed = parse_meld({k: v for k, v in meld.items() if k not in ("seat", "side")}, rules=rules,
                        path="melds")
    seat = meld.get("seat")
    side = variant.side_of(seat) if isinstance(seat, int) else meld["side"]
    seat = seat if isinstance(seat, int) and len(variant.seats_of(side)) > 1 else None
    if parsed.is_square:
        value = str(parsed.value(rules))
        return Chip(side, value, kind=parsed.top.value if value == "100" else "", seat=seat)
    value = "belot" if parsed.is_belot and rules.melds == "full" else str(parsed.value(rules))
    return Chip(side, value, top=parsed.rank.value if parsed.rank else "",
                suit=parsed.suit.value if parsed.suit else "", kind="run",
                length=str(parsed.length) if parsed.length_said and value != "belot" else "", seat=seat)
