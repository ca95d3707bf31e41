"""Meld rights: which meld is best and who scores melds (RULES §4, "Meld rights").

Comparison, first difference wins: a square beats any run; squares rank by ``square_order``;
then value; then the top card (or length first, ``sequence_rank``); then ``meld_tiebreak``.
A run entered by its value alone is compared card by card only when it must be: then the
comparison says which detail (top card, suit, length) the table still has to give.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from .cards import Rank, Suit
from .errors import RecordError
from .melds import Declared, Meld
from .options import Rules

_SQUARE_ORDERS = {  # strongest first
    "trump": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN),
    "kq_over_ten": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN),
}
TOP, SUIT, LENGTH = "top", "suit", "length"
_DETAIL_WORDS = {TOP: "the top card", SUIT: "the suit", LENGTH: "the length"}

Indexed = tuple[int, Declared]  # a meld with its place in the hand's list, for error paths


def coarse_strength(meld: Meld, *, rules: Rules) -> tuple[int, int]:
    """Steps 1-2: square over run, squares by rank, then value."""
    if meld.is_square:
        order = _SQUARE_ORDERS[rules.square_order]
        return (1, len(order) - order.index(meld.rank))
    return (0, meld.value(rules))


def strength(meld: Meld, *, rules: Rules) -> tuple[int, ...]:
    """Steps 1-3; needs a run's top card (and its length under ``length_first``)."""
    coarse = coarse_strength(meld, rules=rules)
    if meld.is_square:
        return coarse
    if rules.sequence_rank == "length_first":
        return coarse + (meld.length, meld.rank.sequence_index)
    return coarse + (meld.rank.sequence_index,)


@dataclass(frozen=True)
class MeldRights:
    """Who may score melds in a hand, before confirmation by tricks."""

    best: Declared | None
    scoring_seats: frozenset[int]
    explanation: tuple[str, ...]


@dataclass
class _Verdict:
    best: Declared | None = None
    reason: str = ""
    needs: dict[int, set[str]] = field(default_factory=dict)


def award(declared: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
          players: int, taker: int, side_of: Callable[[int], int],
          name_side: Callable[[int], str]) -> MeldRights:
    """Apply ``meld_rights`` to the melds declared at the start of the hand."""
    if rules.meld_rights == "each_own":
        seats = frozenset(d.seat for d in declared)
        text = ("Every player scores his own melds (meld_rights: each_own).",) if declared else ()
        return MeldRights(None, seats, text)
    at_start = [(i, d) for i, d in enumerate(declared) if not d.meld.during_play]
    if not at_start:
        return MeldRights(None, frozenset(), ())
    verdict = _best(at_start, rules=rules, trump=trump, forehand=forehand, players=players, side_of=side_of)
    if verdict.needs:
        raise _missing_details(verdict.needs, declared, rules=rules)
    if verdict.best is None:
        return MeldRights(None, frozenset(), (verdict.reason,))
    return _rights(verdict, at_start, rules=rules, taker=taker, side_of=side_of, name_side=name_side)


def details_needed(declared: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
                   players: int, side_of: Callable[[int], int]) -> dict[int, set[str]]:
    """Which melds (by index) still need which details ("top", "suit", "length") to be judged."""
    if rules.meld_rights == "each_own":
        return {}
    at_start = [(i, d) for i, d in enumerate(declared) if not d.meld.during_play]
    if not at_start:
        return {}
    return _best(at_start, rules=rules, trump=trump, forehand=forehand, players=players,
                 side_of=side_of).needs


def _rights(verdict: _Verdict, at_start: list[Indexed], *, rules: Rules, taker: int, side_of,
            name_side) -> MeldRights:
    best = verdict.best
    side = side_of(best.seat)
    text = (f"{name_side(side)} holds the best meld: {best.meld.describe(rules)} "
            f"({best.meld.value(rules)}){verdict.reason}")
    if rules.meld_rights == "best_side_defenders_share" and best.seat != taker:
        seats = frozenset(d.seat for _, d in at_start if d.seat != taker)
        text += ("; a defender holds it, so each defender scores his own melds and the caller none "
                 "(meld_rights: best_side_defenders_share).")
    else:
        seats = frozenset(d.seat for _, d in at_start if side_of(d.seat) == side)
        text += f"; only that side scores its melds (meld_rights: {rules.meld_rights})."
    return MeldRights(best, seats, (text,))


def _missing_details(needs: dict[int, set[str]], declared: Sequence[Declared], *, rules: Rules) -> RecordError:
    first = min(needs)
    detail = next(d for d in (TOP, SUIT, LENGTH) if d in needs[first])
    which = " and ".join(f"seat {declared[i].seat}'s {declared[i].meld.describe(rules)}" for i in sorted(needs))
    what = " and ".join(_DETAIL_WORDS[d] for d in (TOP, SUIT, LENGTH) if any(d in n for n in needs.values()))
    return RecordError(f"these melds are equal so far ({which}): say {what} of each to settle "
                       "which is best", f"melds[{first}].{detail}")


# ---------------------------------------------------------------- the comparison

def _one_side(group: list[Indexed], side_of) -> bool:
    return len({side_of(d.seat) for _, d in group}) == 1


def _best(melds: list[Indexed], *, rules: Rules, trump: Suit | None, forehand: int, players: int,
          side_of) -> _Verdict:
    coarse = {i: coarse_strength(d.meld, rules=rules) for i, d in melds}
    group = [(i, d) for i, d in melds if coarse[i] == max(coarse.values())]
    if _one_side(group, side_of):
        rivals = [(coarse[i], d) for i, d in melds if side_of(d.seat) != side_of(group[0][1].seat)]
        rival = max(rivals, key=lambda kd: kd[0])[1] if rivals else None
        return _Verdict(group[0][1], _beats(group[0][1], rival, rules=rules))
    needs = {i: missing for i, d in group if (missing := _unsaid_for_rank(d.meld, rules=rules))}
    if needs:
        return _Verdict(needs=needs)
    full = {i: strength(d.meld, rules=rules) for i, d in group}
    tied = [(i, d) for i, d in group if full[i] == max(full.values())]
    if _one_side(tied, side_of):
        rivals = [(full[i], d) for i, d in group if side_of(d.seat) != side_of(tied[0][1].seat)]
        return _Verdict(tied[0][1], _beats(tied[0][1], max(rivals, key=lambda kd: kd[0])[1], rules=rules))
    return _tiebreak(tied, rules=rules, trump=trump, forehand=forehand, players=players, side_of=side_of)


def _unsaid_for_rank(meld: Meld, *, rules: Rules) -> set[str]:
    """What step 3 needs of a run that the table has not said."""
    if meld.is_square:
        return set()
    missing = {TOP} if meld.rank is None else set()
    if rules.sequence_rank == "length_first" and not meld.length_said:
        missing.add(LENGTH)
    return missing


def _tiebreak(tied: list[Indexed], *, rules: Rules, trump: Suit | None, forehand: int, players: int,
              side_of) -> _Verdict:
    words = " and ".join(d.meld.describe(rules) for _, d in tied)
    for step in rules.meld_tiebreak:
        if step == "none":
            return _Verdict(reason=f"The best melds are equal ({words}): nobody scores melds in this hand "
                                   "(meld_tiebreak: none).")
        kept, why, needs = _step(step, tied, trump=trump, forehand=forehand, players=players)
        if needs:
            return _Verdict(needs=needs)
        if _one_side(kept, side_of):
            winner = kept[0][1]
            others = " and ".join(d.meld.describe(rules) for _, d in tied if side_of(d.seat) != side_of(winner.seat))
            return _Verdict(winner, f", equal to {others} but {why} (meld_tiebreak: {step})")
        tied = kept
    return _Verdict(reason=f"The best melds are equal ({words}) and no tie-break settles them: "
                           "nobody scores melds.")


def _step(step: str, tied: list[Indexed], *, trump: Suit | None, forehand: int,
          players: int) -> tuple[list[Indexed], str, dict[int, set[str]]]:
    if step == "length":
        unsaid = {i: {LENGTH} for i, d in tied if not d.meld.length_said and d.meld.length < 8}
        longest = max(d.meld.length for _, d in tied)
        return [(i, d) for i, d in tied if d.meld.length == longest], "the longer run wins", unsaid
    if step == "trump":
        in_trump = [(i, d) for i, d in tied if d.meld.suit is trump]
        unsaid = {} if in_trump else {i: {SUIT} for i, d in tied if d.meld.suit is None}
        return in_trump or tied, "the run in trump wins", unsaid
    first = min(tied, key=lambda x: (x[1].seat - forehand) % players)
    return [first], f"seat {first[1].seat} plays first counting from the forehand", {}


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
