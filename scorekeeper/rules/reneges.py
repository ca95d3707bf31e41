"""Reneges in the ruling (RULES §8, option ``renege``): what each one was, in the table's words,
and what it costs.

A renege is judged, not refused: the ruling names the trick, the player, the card he played and
the card(s) he had to play, with the trick (or the meld) that shows he held them. Under
``renege: fall`` the offending side loses the hand: a reneging taker falls whatever the points;
if a defender reneged, the taker passes and writes that side's hand points too, and that side
writes nothing. The first renege of the hand decides it. Under ``renege: warn`` the score stands.
Neither seed rules on a renege; ``fall`` is the clubs' custom in bela and belote, ``warn`` a
friendly table's. The penalty itself is scored in ``scoring.apply_renege``.
"""

from __future__ import annotations

from .cards import Card, Suit, card_words
from .explain import SUITS, Arg, Note
from .play import Renege
from .playentry import PlayEntry

# Each duty a card can break, and the sentence that says so.
_SENTENCES = {"follow": "renege.follow", "head": "renege.head", "trump": "renege.trump",
              "overtrump": "renege.overtrump", "lead": "renege.lead", "undertrump": "renege.undertrump"}


def renege_kind(renege: Renege, entry: PlayEntry, *, trump: Suit | str | None) -> str:
    """Which duty the card broke: follow suit, head the trick, trump, overtrump, or lead a
    scoring trump."""
    trick = entry.tricks[renege.trick - 1]
    index = trick.index(renege.card)
    if index == 0:
        return "lead"
    led = trick[0].suit
    if any(c.suit is led for c in renege.required) and renege.card.suit is not led:
        return "follow"
    if renege.card.suit is led and led is not trump:
        return "head"
    if renege.card.suit is trump and any(c.suit is not trump for c in renege.required):
        return "undertrump"  # a lower trump where he had another card (``undertrump: forbidden``)
    return "overtrump" if renege.card.suit is trump else "trump"


def renege_notes(entry: PlayEntry, *, trump: Suit | str | None, face_down: bool = False) -> list[Note]:
    """One sentence per renege: "Trick 5: Ivo played 8♣ on a lead of hearts but still held K♥,
    played in trick 7." Where half of each hand lay face down (open belot), first a sentence
    saying why no later card proves one."""
    notes = [_FACE_DOWN] if face_down else []
    for r in entry.reneges:
        kind = renege_kind(r, entry, trump=trump)
        args: dict[str, Arg] = {"trick": r.trick, "seat": r.seat, "card": card_words(r.card),
                                "held": _cards(r.required), "proof": _proof(r)}
        if kind == "follow":
            args["led"] = SUITS[entry.tricks[r.trick - 1][0].suit.value]
        notes.append(Note(_SENTENCES[kind], args))
    return notes


def _cards(cards: tuple[Card, ...]) -> str | Note:
    """"K♥", or "K♥, Q♥ or J♥": one note at most (a ruling keeps every renege's words)."""
    said = [card_words(c) for c in cards]
    return said[0] if len(said) == 1 else Note("cards.or", {"some": ", ".join(said[:-1]), "last": said[-1]})


def _proof(renege: Renege) -> Note:
    return _BELA_PROOF if renege.by_bela else _PROOFS[renege.proof]


# "played in trick 7", one note per trick (a long game's ruling then shares them), or the meld.
_PROOFS: dict[int | None, Note] = {None: Note("renege.proof_meld"),
                                   **{t: Note("renege.proof", {"trick": t}) for t in range(1, 17)}}
_BELA_PROOF = Note("renege.proof_bela")
_FACE_DOWN = Note("play.face_down")


def renege_to_judge(renege: str, reneges, notes: list[Note]):
    """The renege that decides the hand under ``renege: fall`` (the first), or None: where there
    is none, or under ``renege: warn``, which only names the first (a note added to ``notes``)."""
    if not reneges:
        return None
    first = reneges[0]
    if renege == "warn":
        notes.append(Note("renege.warn", {"seat": first.seat}))
        return None
    return first


__all__ = ["renege_kind", "renege_notes", "renege_to_judge"]
