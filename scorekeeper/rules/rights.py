"""Meld rights: which meld is best and who scores melds (RULES §4, "Meld rights").

Comparison, first difference wins: a square beats any run; squares rank by ``square_order``;
then value; then the top card (or length first, ``sequence_rank``); then ``meld_tiebreak``.
A run entered by its value alone is compared card by card only when it must be: then the
comparison says which detail (top card, suit, length) the table still has to give.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable, Sequence

from .cards import Rank, Suit
from .errors import RecordError
from .explain import Arg, Note, joined
from .melds import Declared, Meld
from .options import Rules

_SQUARE_ORDERS = {  # strongest first
    "trump": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN),
    "kq_over_ten": (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN),
}
TOP, SUIT, LENGTH, SEAT = "top", "suit", "length", "seat"
_DETAIL_WORDS = {TOP: Note("detail.top"), SUIT: Note("detail.suit"), LENGTH: Note("detail.length")}

Indexed = tuple[int, Declared]  # a meld with its place in the hand's list, for error paths
_EACH_OWN = Note("rights.each_own")
_DEFENDERS = Note("rights.defenders")
_THAT_SIDE = {rule: Note("rights.that_side", {"rule": rule}) for rule in ("best_side", "best_side_defenders_share")}
_LONGER, _IN_TRUMP = Note("tiebreak.length"), Note("tiebreak.trump")
_SQUARE_OVER_RUN, _WORTH_MORE = Note("why.square"), Note("why.worth_more")
_TRUMP_RUN, _SQUARE_OVER_PLAIN_RUN = Note("why.trump_run"), Note("why.square_plain")
_LONGER_RUN, _TOP_CARD = Note("why.longer"), Note("why.top_card")
_FIRST_PAIR = Note("tiebreak.first_side")


def coarse_strength(meld: Meld, *, rules: Rules, trump: Suit | None = None) -> tuple[int, ...]:
    """Steps 1-2: square over run, squares by rank, then value. With ``trump_run_beats_square``
    value first, and a run in trump over a square of the same value, over a run in another suit."""
    if rules.trump_run_beats_square:
        if meld.is_square:
            order = _SQUARE_ORDERS[rules.square_order]
            return (meld.value(rules), 1, len(order) - order.index(meld.rank))
        return (meld.value(rules), 2 if trump is not None and meld.suit is trump else 0, 0)
    if meld.is_square:
        order = _SQUARE_ORDERS[rules.square_order]
        return (1, len(order) - order.index(meld.rank))
    return (0, meld.value(rules))


def strength(meld: Meld, *, rules: Rules, trump: Suit | None = None) -> tuple[int, ...]:
    """Steps 1-3; needs a run's top card (and its length under ``length_first``)."""
    coarse = coarse_strength(meld, rules=rules, trump=trump)
    if meld.is_square:
        return coarse
    if rules.sequence_rank == "length_first":
        return coarse + (meld.length, meld.top.sequence_index)
    return coarse + (meld.top.sequence_index,)


@dataclass(frozen=True)
class MeldRights:
    """Who may score melds in a hand, before confirmation by tricks."""

    best: Declared | None
    scoring_seats: frozenset[int]
    notes: tuple[Note, ...]


@dataclass
class _Verdict:
    """The best meld and how it won (``won``: a sentence id and its arguments, or None if
    no other side declared), or why nobody has it (``reason``)."""

    best: Declared | None = None
    won: tuple[str, dict[str, Arg]] | None = None
    reason: Note | None = None
    needs: dict[int, set[str]] = field(default_factory=dict)


def award(declared: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
          players: int, taker: int, side_of: Callable[[int], int],
          name_side: Callable[[int], Note]) -> MeldRights:
    """Apply ``meld_rights`` to the melds declared at the start of the hand."""
    if rules.meld_rights == "each_own":
        seats = frozenset(d.seat for d in declared)
        return MeldRights(None, seats, (_EACH_OWN,) if declared else ())
    at_start = [(i, d) for i, d in enumerate(declared) if not d.meld.during_play]
    if not at_start:
        return MeldRights(None, frozenset(), ())
    verdict = _best(at_start, rules=rules, trump=trump, forehand=forehand, players=players, side_of=side_of)
    if verdict.needs:
        raise _missing_details(verdict.needs, declared, rules=rules)
    if verdict.best is None:
        assert verdict.reason is not None  # a verdict without a best meld says why
        return MeldRights(None, frozenset(), (verdict.reason,))
    return _rights(verdict, at_start, rules=rules, taker=taker, side_of=side_of, name_side=name_side)


def details_needed(declared: Sequence[Declared], *, rules: Rules, trump: Suit | None, forehand: int,
                   players: int, side_of: Callable[[int], int]) -> dict[int, set[str]]:
    """Which melds (by index) still need which details ("top", "suit", "length", "seat") to be judged."""
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
    assert best is not None  # asked only of a verdict with a best meld
    side = side_of(best.seat)
    # With partnerships the taker's partner is on the taker's side, never a defender (RULES §4).
    if rules.meld_rights == "best_side_defenders_share" and side != side_of(taker):
        seats = frozenset(d.seat for _, d in at_start if side_of(d.seat) != side_of(taker))
        scoring = _DEFENDERS
    else:
        seats = frozenset(d.seat for _, d in at_start if side_of(d.seat) == side)
        scoring = _THAT_SIDE[rules.meld_rights]
    args = {"side": name_side(side), "meld": best.meld.describe_note(rules), "value": best.meld.value(rules)}
    if verdict.won is None:
        note = Note("rights.best", {**args, "rights": scoring})
    else:  # "rights.best_beats", "rights.best_beat" or "rights.best_equal"
        template, why = verdict.won
        note = Note(template, {**args, **why, "rights": scoring})
    return MeldRights(best, seats, (note,))


def _missing_details(needs: dict[int, set[str]], declared: Sequence[Declared], *, rules: Rules) -> RecordError:
    first = min(needs)
    if needs[first] == {SEAT}:  # the tie-break by play order, the last step: nothing else is missing
        return RecordError.of("error.meld_seat", f"melds[{first}].seat", side=declared[first].seat,
                              meld=declared[first].meld.describe_note(rules))
    detail = next(d for d in (TOP, SUIT, LENGTH) if d in needs[first])
    which = joined([_whose(declared[i], rules=rules) for i in sorted(needs)])
    what = joined([_DETAIL_WORDS[d] for d in (TOP, SUIT, LENGTH) if any(d in n for n in needs.values())])
    return RecordError.of("error.melds_equal", f"melds[{first}].{detail}", which=which, what=what)


def _whose(declared: Declared, *, rules: Rules) -> Note:
    """"Ana's fifty", or "Ana & Cvita's fifty" for a meld written for the pair."""
    meld = declared.meld.describe_note(rules)
    if declared.seat_said:
        return Note("meld.of", {"seat": declared.seat, "meld": meld})
    return Note("meld.of_side", {"side": declared.seat, "meld": meld})  # a side's first seat is its number


# ---------------------------------------------------------------- the comparison

def _one_side(group: list[Indexed], side_of) -> bool:
    return len({side_of(d.seat) for _, d in group}) == 1


def _best(melds: list[Indexed], *, rules: Rules, trump: Suit | None, forehand: int, players: int,
          side_of) -> _Verdict:
    coarse = {i: coarse_strength(d.meld, rules=rules, trump=trump) for i, d in melds}
    group = [(i, d) for i, d in melds if coarse[i] == max(coarse.values())]
    if unsaid := _suit_against_square(melds, group, rules=rules):
        return _Verdict(needs=unsaid)
    if _one_side(group, side_of):
        rivals: list[tuple[tuple[int, ...], Declared]] = [
            (coarse[i], d) for i, d in melds if side_of(d.seat) != side_of(group[0][1].seat)]
        rival = max(rivals, key=lambda kd: kd[0])[1] if rivals else None
        return _Verdict(group[0][1], _beats(group[0][1], rival, rules=rules, trump=trump))
    needs = {i: missing for i, d in group if (missing := _unsaid_for_rank(d.meld, rules=rules))}
    if needs:
        return _Verdict(needs=needs)
    full = {i: strength(d.meld, rules=rules, trump=trump) for i, d in group}
    tied = [(i, d) for i, d in group if full[i] == max(full.values())]
    if _one_side(tied, side_of):
        rivals = [(full[i], d) for i, d in group if side_of(d.seat) != side_of(tied[0][1].seat)]
        return _Verdict(tied[0][1], _beats(tied[0][1], max(rivals, key=lambda kd: kd[0])[1], rules=rules,
                                           trump=trump))
    return _tiebreak(tied, rules=rules, trump=trump, forehand=forehand, players=players, side_of=side_of)


def _unsaid_for_rank(meld: Meld, *, rules: Rules) -> set[str]:
    """What step 3 needs of a run that the table has not said."""
    if meld.is_square:
        return set()
    missing = {TOP} if meld.rank is None else set()
    if rules.sequence_rank == "length_first" and not meld.length_said:
        missing.add(LENGTH)
    return missing


def _suit_against_square(melds: list[Indexed], group: list[Indexed], *, rules: Rules) -> dict[int, set[str]]:
    """Under ``trump_run_beats_square`` a run written without its suit, worth as much as the best
    square, must say whether it is in trump: the table is asked."""
    squares = [d.meld.value(rules) for _, d in group if d.meld.is_square]
    if not rules.trump_run_beats_square or not squares:
        return {}
    return {i: {SUIT} for i, d in melds if not d.meld.is_square and d.meld.suit is None
            and d.meld.value(rules) == squares[0]}


def _tiebreak(tied: list[Indexed], *, rules: Rules, trump: Suit | None, forehand: int, players: int,
              side_of) -> _Verdict:
    words = joined([d.meld.describe_note(rules) for _, d in tied])
    for step in rules.meld_tiebreak:
        if step == "none":
            return _Verdict(reason=Note("rights.equal_none", {"melds": words}))
        kept, why, needs = _step(step, tied, trump=trump, forehand=forehand, players=players, side_of=side_of)
        if needs:
            return _Verdict(needs=needs)
        if _one_side(kept, side_of):
            winner = kept[0][1]
            others = joined([d.meld.describe_note(rules) for _, d in tied
                             if side_of(d.seat) != side_of(winner.seat)])
            return _Verdict(winner, ("rights.best_equal", {"others": others, "why": why, "step": step}))
        tied = kept
    return _Verdict(reason=Note("rights.equal_unsettled", {"melds": words}))


def _step(step: str, tied: list[Indexed], *, trump: Suit | None, forehand: int, players: int,
          side_of) -> tuple[list[Indexed], Note, dict[int, set[str]]]:
    if step == "length":
        unsaid = {i: {LENGTH} for i, d in tied if not d.meld.length_said and d.meld.length < 8}
        longest = max(d.meld.length for _, d in tied)
        return [(i, d) for i, d in tied if d.meld.length == longest], _LONGER, unsaid
    if step == "trump":
        in_trump = [(i, d) for i, d in tied if d.meld.suit is trump]
        unsaid = {} if in_trump else {i: {SUIT} for i, d in tied if d.meld.suit is None}
        return in_trump or tied, _IN_TRUMP, unsaid
    return _first(tied, forehand=forehand, players=players, side_of=side_of)


def _first(tied: list[Indexed], *, forehand: int, players: int,
           side_of) -> tuple[list[Indexed], Note, dict[int, set[str]]]:
    """The meld of the seat first in play from the forehand. A meld written for a pair could be
    either partner's: the pair is asked only if the side that wins depends on which."""
    def place(seat: int) -> int:
        return (seat - forehand) % players

    def places(d: Declared) -> list[int]:
        return [place(d.seat)] if d.seat_said else \
            [place(s) for s in range(players) if side_of(s) == side_of(d.seat)]

    # The side whose meld comes soonest even at its latest place wins whichever partner declared
    # what, if that is still before every other side's meld at its earliest place.
    best = min(tied, key=lambda x: (max(places(x[1])), x[0]))
    side = side_of(best[1].seat)
    others = [min(places(d)) for _, d in tied if side_of(d.seat) != side]
    if others and max(places(best[1])) > min(others):
        return [], _FIRST_PAIR, {i: {SEAT} for i, d in tied if not d.seat_said}
    if all(d.seat_said for _, d in tied if side_of(d.seat) == side):
        return [best], Note("tiebreak.first", {"seat": best[1].seat}), {}
    return [best], _FIRST_PAIR, {}


def _beats(best: Declared, rival: Declared | None, *,
           rules: Rules, trump: Suit | None = None) -> tuple[str, dict[str, Arg]] | None:
    """How ``best`` beats the strongest meld of another side: the sentence and its arguments."""
    if rival is None:
        return None
    a, b = best.meld, rival.meld
    if rules.trump_run_beats_square and a.is_square != b.is_square and a.value(rules) == b.value(rules):
        why = _SQUARE_OVER_PLAIN_RUN if a.is_square else _TRUMP_RUN
    elif a.is_square and not b.is_square and not rules.trump_run_beats_square:
        why = _SQUARE_OVER_RUN
    elif a.is_square and b.is_square:
        order = ", ".join(str(r) for r in _SQUARE_ORDERS[rules.square_order])
        why = Note("why.square_order", {"order": order, "rule": rules.square_order})
    elif a.value(rules) != b.value(rules):
        why = _WORTH_MORE
    elif a.length != b.length and rules.sequence_rank == "length_first":
        why = _LONGER_RUN
    else:
        why = _TOP_CARD
    # "four kings beat", "a quint beats"
    return ("rights.best_beat" if a.is_square else "rights.best_beats",
            {"rival": b.describe_note(rules), "rival_value": b.value(rules), "why": why})
