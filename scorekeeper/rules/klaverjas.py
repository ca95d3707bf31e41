"""Klaverjassen: who plays, in which trump (option ``trump_choice``).

Sources: klaverjassenonline.org "Spelregels" (Rotterdam: a trump is proposed; Amsterdam: the
player left of the dealer decides; either may pass, and if all pass the player left of the
dealer must choose), klaverjasvereniging Troef, Maassluis (Rotterdam club rules: "Wanneer alle
spelers passen, moet de eerste speler aannemen"), klaverjasunie.nl "Het spel" ("verplicht
spelen" as one of the ways of fixing trump). The player after the dealer always leads.

The first to speak is the player after the dealer, or under the NKU's tournament rules
(hutmacher.nl, "Officiële klaverjas spelregels NKU": "De deler neemt zijn kaarten als eerste op
... Past iedereen dan is de eerste speler (gever) alsnog verplicht te spelen") the dealer
(``trump_first``).

Calls: ``pass``, ``take`` (the turned card's suit, ``turn_up``), or a suit (``free``,
``forced``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .auction import _AFTER, AuctionResult, Call, parse_call
from .cards import Card, Suit
from .errors import RecordError, typed
from .explain import SUITS, Arg, Note
from .options import Rules


def run_klaverjas_auction(calls: object, *, rules: Rules, dealer: int, turn_up: Card | None,
                          path: str = "auction") -> AuctionResult:
    """Who plays and in which trump, from the calls in speaking order (from the first to speak,
    ``trump_first``); the fifth call is his forced one."""
    if not isinstance(calls, Sequence) or isinstance(calls, (str, bytes)):
        raise RecordError.of("error.auction_list", path)
    mode = rules.trump_choice
    forehand = dealer if rules.trump_first == "dealer" else (dealer + 1) % 4  # who speaks first
    prefix = path.rpartition(".")[0]
    if mode == "turn_up" and turn_up is None:
        raise RecordError.of("error.klaverjas_turn_up", f"{prefix}.turn_up" if prefix else "turn_up")
    for i, raw in enumerate(calls):
        where = f"{path}[{i}]"
        call = parse_call(raw, path=where)
        seat = (forehand + i) % 4
        forced = i == 4 or mode == "forced"
        if call is Call.PASS:
            if forced:
                raise RecordError.of("refuse.klaverjas_must_choose", where, seat=seat)
            if i == 3 and mode == "turn_up":  # all passed: the forehand plays the turned suit
                assert turn_up is not None  # refused above in this mode
                return _result(calls, i, forehand, turn_up.suit, Note("klaverjas.must_play", {
                    "seat": forehand, "suit": SUITS[turn_up.suit.value]}), path)
            continue
        suit = _suit(call, mode, turn_up, where)
        args: dict[str, Arg] = {"seat": seat, "suit": SUITS[suit.value]}
        if mode == "forced":
            note = Note("klaverjas.forced", args)
        elif i == 4:
            note = Note("klaverjas.must_name", args)
        else:
            note = Note("klaverjas.took" if mode == "turn_up" else "klaverjas.named", {**args, "after": _AFTER[i]})
        return _result(calls, i, seat, suit, note, path)
    raise RecordError.of("error.auction_unfinished", path, seat=(forehand + len(calls)) % 4)


def legal_klaverjas_calls(calls: Sequence[str], *, rules: Rules) -> list[str]:
    """What the next speaker may say after ``calls``, for a page's buttons; [] once decided."""
    said = [parse_call(c) for c in calls]
    if any(c is not Call.PASS for c in said) or (rules.trump_choice == "turn_up" and len(said) >= 4):
        return []
    suits = [suit.value for suit in Suit]
    if rules.trump_choice == "forced":
        return suits
    if rules.trump_choice == "turn_up":
        return ["take", "pass"]
    return suits if len(said) == 4 else ["pass", *suits]


def _suit(call: Call, mode: str, turn_up: Card | None, where: str) -> Suit:
    if mode == "turn_up":
        if call is not Call.TAKE:
            raise RecordError.of("refuse.klaverjas_call", where, typed=typed(call.value), choices="take, pass")
        assert turn_up is not None  # the auction refuses this mode without it
        return turn_up.suit
    if call.suit is None:
        raise RecordError.of("refuse.klaverjas_call", where, typed=typed(call.value),
                             choices="spades, hearts, diamonds, clubs" + (", pass" if mode == "free" else ""))
    return call.suit


def _result(calls: Sequence[object], i: int, seat: int, suit: Suit, note: Note, path: str) -> AuctionResult:
    if i + 1 < len(calls):
        raise RecordError.of("error.auction_over", f"{path}[{i + 1}]")
    return AuctionResult.noted(taker=seat, trump=suit, redeal=False, notes=(note,))


__all__ = ["legal_klaverjas_calls", "run_klaverjas_auction"]
