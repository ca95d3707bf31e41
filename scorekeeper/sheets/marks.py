"""The table's marks beside a hand on the score sheet, and the words its players write them in.

A mark is one of the kinds below (a fall, a tie, every trick, a claim, belot, a redeal, the pot
held or paid), written in the words of the preset's tradition (pad, bate, dedans, nat): a
Croatian table writes "pad", a French one "dedans", and a page in another language says its
own word (``words.terms``). Pure, like ``sheet``, which puts the marks on each row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from collections.abc import Mapping

from ..rules import find_variant

# Mark kinds, stable identifiers for templates and CSS classes.
FALL, TIE, POT, POT_PAID, CLAIM, FALSE_CLAIM = "fall", "tie", "pot", "pot_paid", "claim", "false_claim"
ALL_TRICKS, BELOT, REDEAL = "all_tricks", "belot", "redeal"
FALL_TIE = "fall_tie"  # an exact tie that counts as a fall (tie: taker_falls): one mark, not two


@dataclass(frozen=True)
class Words:
    """The words a preset's players use for the marks on their sheet."""

    fall: str
    tie: str
    all_tricks: str
    claim: str
    own: frozenset[str]  # which of these are the players' own words
    lang: str  # the language these own words belong to: shown as they are in that language only


# A Croatian table's "pad" is "dedans" to a French reader and "down" to an English one: the own
# words are the table's, and a page in another language says its own (``words.terms``).
_CROATIAN = Words(fall="pad", tie="tie", all_tricks="štiglja", claim="dosta",
                  own=frozenset({"pad", "štiglja", "dosta"}), lang="hr")
_SCOTTISH = Words(fall="bate", tie="tie", all_tricks="all tricks", claim="claim",
                  own=frozenset({"bate"}), lang="en")
_FRENCH = Words(fall="dedans", tie="litige", all_tricks="capot", claim="claim",
                own=frozenset({"dedans", "litige", "capot"}), lang="fr")
# A Dutch club's klaverjas: the playing pair goes "nat", the side with every trick has "pit".
_DUTCH = Words(fall="nat", tie="tie", all_tricks="pit", claim="claim",
               own=frozenset({"nat", "pit"}), lang="nl")

# The preset's tradition, not its house rules, decides the words (seeds 000, 001, 003, 004).
_WORDS_BY_PRESET = {
    "bela-hr-4": _CROATIAN, "bela-hr-3": _CROATIAN, "bela-hr-2": _CROATIAN,
    "open-belot": _CROATIAN, "clobyosh": _SCOTTISH, "bela-3": _SCOTTISH,
    "klaberjass": _SCOTTISH, "belote": _FRENCH, "contree": _FRENCH, "coinche": _FRENCH,
    "klaverjas-amsterdam": _DUTCH, "klaverjas-rotterdam": _DUTCH,
}


def words_for(preset: str) -> Words:
    """The table's words for ``preset`` (a preset name or alias)."""
    return _WORDS_BY_PRESET.get(find_variant(preset).name, _SCOTTISH)


@dataclass(frozen=True)
class Mark:
    """One mark beside a hand: ``kind`` is one of the constants above, ``word`` what is written.

    ``side`` is the side the mark belongs to (the fallen taker, the side with every trick, the
    claimant), or None for the whole row. ``amount`` is the pot held or paid.
    """

    kind: str
    word: str
    side: int | None = None
    amount: int | None = None
    own_word: bool = False  # the players' own word (pad, štiglja, litige)
    own_lang: str | None = None  # ... in this language: other languages say their own word

    def own_in(self, lang: str) -> bool:
        """Whether a page in ``lang`` shows ``word`` as it is (else its own word for ``kind``)."""
        return self.own_word and self.own_lang == lang

    @property
    def label(self) -> str:
        return f"{self.word} {self.amount}" if self.amount is not None else self.word


def marks_of(entry: Mapping[str, Any], *, words: Words, pot_before: int) -> tuple[Mark, ...]:
    """The marks beside one hand of the ruling, in ``words``; ``pot_before``: the pot it found."""
    def mark(kind: str, word: str, side: int | None = None, amount: int | None = None) -> Mark:
        return Mark(kind=kind, word=word, side=side, amount=amount, own_word=word in words.own,
                    own_lang=words.lang)

    outcome, taker_side = entry["outcome"], entry.get("taker_side")
    marks = []
    if outcome == "redeal":
        marks.append(mark(REDEAL, "redeal"))
    if outcome == "fell":
        if entry.get("exact_tie"):  # a tie that counts as a fall (tie: taker_falls): said in words
            marks.append(Mark(kind=FALL_TIE, word=words.fall, side=taker_side))
        else:
            marks.append(mark(FALL, words.fall, taker_side))
    if outcome == "tie":
        marks.append(mark(TIE, words.tie, taker_side))
    if entry.get("all_tricks") is not None:
        marks.append(mark(ALL_TRICKS, words.all_tricks, entry["all_tricks"]))
    if outcome == "belot":
        marks.append(mark(BELOT, "belot", _scoring_side(entry)))
    claim = entry.get("claim")
    if claim:
        good = bool(claim.get("good"))
        marks.append(mark(CLAIM, words.claim, claim["side"]) if good
                     else mark(FALSE_CLAIM, "false claim", claim["side"]))
    if entry["pot"] > pot_before:
        marks.append(mark(POT, "pot", None, entry["pot"]))
    paid = entry.get("pot_paid")
    if paid:
        marks.append(mark(POT_PAID, "pot paid", paid["side"], paid["amount"]))
    return tuple(marks)


def _scoring_side(entry: Mapping[str, Any]) -> int | None:
    """The side that wrote something: for belot, the only one."""
    return next((s for s, points in enumerate(entry["score"]) if points), None)


__all__ = [
    "ALL_TRICKS", "BELOT", "CLAIM", "FALL", "FALL_TIE", "FALSE_CLAIM", "Mark", "POT", "POT_PAID",
    "REDEAL", "TIE", "Words", "marks_of", "words_for",
]
