"""The engine's judgement of a hand replayed card by card, as the replay page asks for it.

The engine's ``rules.replay.replay(record, hand)`` answers it. Until the engine has it, this
adapter builds the same answer from the engine's judging core (``rules.play``): who played each
card, who won each complete trick and what it was worth, who plays next, and the reneges the
play proves. Only the engine judges; here the answer is put in the shape the page reads. Once
``rules.replay`` exists it is used, and the adapter below goes unused (then it can go).
"""

from __future__ import annotations

from flask_babel import gettext as _

from ..rules import RecordError, find_variant, parse_card, parse_suit
from ..rules.cards import LAST_TRICK_BONUS, Card, card_words
from ..rules.play import judge_play

try:  # the engine's own replay, once it is there
    from ..rules.replay import replay as _engine_replay
except ImportError:  # pragma: no cover - depends on the engine's progress
    _engine_replay = None


def replay(record: dict, hand: dict) -> dict:
    """``hand``'s ``play`` so far judged under ``record``'s game (its hands are ignored)."""
    if _engine_replay is not None:
        return _engine_replay(record, hand)
    return _adapted(record, hand)


def engine_has_replay() -> bool:
    return _engine_replay is not None


# ---------------------------------------------------------------- the adapter

def _adapted(record: dict, hand: dict) -> dict:
    variant = find_variant(record.get("variant"))
    rules = variant.rules.with_options(record.get("options") or {})
    trump = parse_suit(hand.get("trump"), path="trump")
    tricks = _cards(hand.get("play") or [], discard=hand.get("discard") or (), size=variant.players,
                    tricks=variant.tricks)
    first = (hand["dealer"] + 1) % variant.players
    judged = judge_play(tricks, first_leader=first, trump=trump, rules=rules, players=variant.players,
                        side_of=variant.side_of, sides=variant.sides) if tricks else None
    out = _tricks(tricks, judged, first=first, trump=trump, variant=variant)
    complete = [t for t in out if t["winner"] is not None]
    points, won = [0] * variant.sides, [0] * variant.sides
    for trick in complete:
        points[variant.side_of(trick["winner"])] += trick["points"]
        won[variant.side_of(trick["winner"])] += 1
    reneges = [{"trick": r.trick, "seat": r.seat, "card": str(r.card),
                "required": [str(c) for c in r.required], "proof": r.proof}
               for r in (judged.reneges if judged else ())]
    return {"tricks": out, "next": _next(out, first=first, variant=variant),
            "played": [c for t in out for c in t["cards"]], "points": points, "tricks_won": won,
            "complete": len(complete) == variant.tricks, "reneges": reneges, "notes": [],
            "explanation": [_english(r) for r in reneges]}


def _cards(play: list, *, discard, size: int, tricks: int) -> list[list[Card]]:
    """The tricks as cards; a card played twice (or discarded, then played) is refused."""
    if not isinstance(play, list) or len(play) > tricks:
        raise RecordError(_("A hand has %(n)s tricks.", n=tricks), "play")
    seen = {parse_card(c, path="discard") for c in discard}
    out = []
    for t, trick in enumerate(play):
        if not isinstance(trick, list) or not 0 < len(trick) <= size or (len(trick) < size and t < len(play) - 1):
            raise RecordError(_("Trick %(n)s needs one card from each player.", n=t + 1), f"play[{t}]")
        cards = [parse_card(code, path=f"play[{t}][{i}]") for i, code in enumerate(trick)]
        for i, card in enumerate(cards):
            if card in seen:
                raise RecordError(_("%(card)s is played already.", card=card_words(card)), f"play[{t}][{i}]")
            seen.add(card)
        out.append(cards)
    return out


def _tricks(tricks: list[list[Card]], judged, *, first: int, trump, variant) -> list[dict]:
    out, leader = [], first
    for t, cards in enumerate(tricks):
        whole = len(cards) == variant.players
        winner = judged.winners[t] if whole else None
        points = sum(c.points(trump) for c in cards) + (LAST_TRICK_BONUS if t + 1 == variant.tricks else 0)
        out.append({"number": t + 1, "leader": leader, "cards": [str(c) for c in cards],
                    "seats": [(leader + i) % variant.players for i in range(len(cards))],
                    "winner": winner, "points": points if whole else None})
        leader = winner if winner is not None else leader
    return out


def _next(tricks: list[dict], *, first: int, variant) -> dict | None:
    if not tricks:
        return {"seat": first, "trick": 1}
    last = tricks[-1]
    if last["winner"] is None:
        return {"seat": (last["leader"] + len(last["cards"])) % variant.players, "trick": last["number"]}
    if last["number"] == variant.tricks:
        return None
    return {"seat": last["winner"], "trick": last["number"] + 1}


def _english(renege: dict) -> str:
    return (f"Seat {renege['seat']} reneged in trick {renege['trick']}: played {renege['card']} "
            f"but had to play {' or '.join(renege['required'])} (shown in trick {renege['proof']}).")
