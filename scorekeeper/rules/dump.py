"""Typed records back to their canonical JSON (RECORDS.md): what the database and exports keep."""

from __future__ import annotations

from typing import Any

from .melds import Declared
from .hand import Claim, Hand
from .records import GameRecord


def dump_record(record: GameRecord) -> dict[str, Any]:
    out: dict[str, Any] = {"variant": record.variant.name,
                           "options": record.rules.differences(record.variant.rules),
                           "players": list(record.players),
                           "hands": [dump_hand(h) for h in record.hands]}
    out.update(dict(record.extra))
    return out


def dump_hand(hand: Hand) -> dict[str, Any]:
    out: dict[str, Any] = {"dealer": hand.dealer}
    if hand.auction is not None:
        out["auction"] = list(hand.auction)
    if hand.turn_up is not None:
        out["turn_up"] = str(hand.turn_up)
    if hand.trump is not None:
        out["trump"] = hand.trump.value
        out["taker"] = hand.taker
    if hand.contract is not None and hand.auction is None:  # written beside trump and taker
        out["bid"] = hand.contract.bid
        if hand.contract.contre:
            out["contre"] = hand.contract.contre
    if hand.roem is not None:
        out["roem"] = list(hand.roem)
    if hand.melds:
        out["melds"] = [_meld(d) for d in hand.melds]
    for key in ("bela", "exchange"):
        if getattr(hand, key) is not None:
            out[key] = getattr(hand, key)
    if hand.play is not None:
        out["play"] = [[str(c) for c in trick] for trick in hand.play.tricks]
    if hand.tricks_said is not None and hand.summary_said:  # as the table said them: never the engine's own split
        out["tricks"] = list(hand.tricks_said)
    if hand.points is not None and hand.summary_said:
        out["points"] = list(hand.points)
    if hand.claims:
        out["claims"] = [_claim(c) for c in hand.claims]
    if hand.discard:
        out["discard"] = [str(c) for c in hand.discard]
    if hand.note is not None:
        out["note"] = hand.note
    return out


def _meld(declared: Declared) -> dict[str, Any]:
    """A meld by its cards where they are known, else as the table said it ("a fifty")."""
    meld = declared.meld.to_json()
    if "cards" in meld:
        meld = {"cards": meld["cards"], **({"during_play": True} if declared.meld.during_play else {})}
    if not declared.seat_said:  # written for a pair: its first seat is the side's number
        return {"side": declared.seat, **meld}
    return {"seat": declared.seat, **meld}


def _claim(claim: Claim) -> dict[str, Any]:
    out = {"side": claim.side, "after_trick": claim.after_trick, "tricks": claim.tricks,
           "points": claim.points}
    if claim.bela:
        out["bela"] = True
    return out
