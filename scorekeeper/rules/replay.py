"""A hand being replayed card by card, judged as it stands (RULES §8): for the page on which a
table turns its tricks over one at a time.

``replay(record, hand)`` takes the game's header (variant, house rules, players) and the hand with
the cards played so far, the last trick possibly unfinished, and says each trick's leader, winner
and worth, whose turn it is, and every renege the cards already prove, in the table's words.
Nothing here is stored: a finished replay is saved as the hand's ``play`` like any record.
"""

from __future__ import annotations

from typing import Any

from .contract import mode_notes
from .errors import RecordError
from .cards import CODES, DECK
from .gamefields import play_trump
from .holdings import still_held
from .note_writer import Writer
from .playentry import HandFacts, PlayEntry, parse_play, play_json
from .records import GameRecord, names, parse_hand, parse_record
from .reneges import renege_notes

_SUMMARY = ("play", "tricks", "points", "claims")


def replay(record: dict, hand: dict) -> dict[str, Any]:
    """The replay so far; raises ``RecordError`` (named by the table's players) for cards that
    cannot be (a card twice, a card someone else's meld showed)."""
    header = parse_record({**record, "hands": []})
    try:
        return _replay(header, hand)
    except RecordError as error:
        raise error.named(**names(header.variant, header.players)) from None


def _replay(header: GameRecord, hand: dict) -> dict[str, Any]:
    variant, rules = header.variant, header.rules
    if not isinstance(hand, dict):
        raise RecordError.of("error.hand_shape")
    base = parse_hand({k: v for k, v in hand.items() if k not in _SUMMARY}, variant=variant, rules=rules, path="")
    trump = play_trump(base.trump, base.contract, rules)
    if trump is None:
        raise RecordError.of("error.trump_missing", "trump")
    assert base.taker is not None  # a trump named: no redeal, so a taker
    facts = HandFacts(base.dealer, trump, base.taker, base.melds, base.bela, base.discard, base.turn_up,
                      base.exchange)
    raw = hand.get("play") or []
    if raw == [] or raw == [[]]:
        return _with_choices(_nothing_yet(facts, variant), (), variant=variant, rules=rules, facts=facts)
    entry = parse_play(raw, variant=variant, rules=rules, facts=facts, open_trick=True)
    out = play_json(entry)
    notes = mode_notes(base.contract, rules) + renege_notes(entry, trump=base.trump, face_down=variant.face_down)
    out["explanation"], out["notes"] = Writer(header.players).write(notes)
    out.update(next=_next(entry, variant), played=[str(c) for t in entry.tricks for c in t])
    played = [(c, s) for cards, seats in zip(entry.tricks, entry.seats) for c, s in zip(cards, seats)]
    return _with_choices(out, played, variant=variant, rules=rules, facts=facts)


def _with_choices(out: dict[str, Any], played, *, variant, rules, facts: HandFacts) -> dict[str, Any]:
    """The cards the player to play can still hold (``next.cards``, in the pack's order): every
    card not yet played, should the record contradict itself so that none is left to him."""
    if out["next"] is None:
        return out
    held = still_held(played, variant=variant, rules=rules, facts=facts)[out["next"]["seat"]]
    gone = {c for c, _ in played}
    out["next"]["cards"] = [CODES[c] for c in DECK if c in held] or [CODES[c] for c in DECK if c not in gone]
    return out


def _nothing_yet(facts: HandFacts, variant) -> dict[str, Any]:
    zeros = [0] * variant.sides
    return {"complete": False, "tricks": [], "tricks_won": zeros, "points": list(zeros), "reneges": [],
            "explanation": [], "notes": [], "played": [],
            "next": {"seat": (facts.dealer + 1) % variant.players, "trick": 1, "leads": True}}


def _next(entry: PlayEntry, variant) -> dict[str, Any] | None:
    """Whose card comes next, and in which trick; None once every trick is played."""
    if entry.complete:
        return None
    t = len(entry.tricks) - 1
    cards = len(entry.tricks[t])
    if cards == variant.players:
        return {"seat": entry.winners[t], "trick": t + 2, "leads": True}
    return {"seat": (entry.seats[t][0] + cards) % variant.players, "trick": t + 1, "leads": False}


__all__ = ["replay"]
