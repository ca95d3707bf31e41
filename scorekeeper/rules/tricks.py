"""Tricks and trick points of a hand: whether they fit the cards (RULES §9), and the split the
engine assumes where the table did not count tricks.

Paper keeps points, not trick counts. A record may leave ``tricks`` out, or write ``null`` for a
side it did not count (RECORDS.md, as extended in the README): the engine then works with a
split of its own that fits the points, gives no side every trick or none unless the table said
so (a capot or a side without a trick changes the score, so it is never assumed), and keeps that
split to itself: it is not written into the record or the ruling, and a refusal then speaks of
the points only.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import NamedTuple, Protocol

from .cards import CLEAN_HAND, SUIT_VALUES, can_ever_make, can_make_points
from .errors import RecordError
from .explain import Note
from .variants import Variant, find_variant


class Split(NamedTuple):
    """What the feasibility of a hand's tricks and points depends on, and nothing else (a tuple:
    hashed in C, as the caches below look it up once a hand)."""

    taker: int | None
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    values: str = SUIT_VALUES  # the cards' values: a suit contract's, or tout or sans atout's


def verify_split(split: Split, variant: Variant) -> None:
    """Raise if these tricks cannot be worth these points (each judged once per process)."""
    problem = _split_problem(split, variant.name)
    if problem is not None:
        raise problem.moved(problem.path)


def assumed_tricks(*, taker: int | None, said: tuple[int | None, ...] | None, points: tuple[int, ...],
                   variant: Variant, values: str = SUIT_VALUES) -> tuple[int, ...]:
    """A split of tricks that fits ``points`` and keeps every count the table ``said``."""
    found = _assumed(taker, said or (None,) * variant.sides, points, variant.name, values)
    if isinstance(found, RecordError):
        raise found.moved(found.path)
    return found


@lru_cache(maxsize=4096)
def _assumed(taker: int | None, said: tuple[int | None, ...], points: tuple[int, ...],
             variant_name: str, values: str) -> tuple[int, ...] | RecordError:
    variant = find_variant(variant_name)
    try:
        _verify_points_sum(points, variant)
    except RecordError as error:
        return error.with_traceback(None)
    candidates = [t for t in product(range(variant.tricks + 1), repeat=variant.sides)
                  if sum(t) == variant.tricks and all(s is None or s == c for s, c in zip(said, t))]
    # Not assumed: a side with every trick or none, where the table did not say it.
    plain = [t for t in candidates if all(s is not None or 0 < c < variant.tricks for s, c in zip(said, t))]
    for tricks in plain + [t for t in candidates if t not in plain]:
        if _split_problem(Split(taker, tricks, points, values), variant_name) is None:
            return tricks
    return _points_refusal(points, values)


def _points_refusal(points: tuple[int, ...], values: str) -> RecordError:
    """Why no split fits, said by the points alone (no trick count nobody entered)."""
    for side, p in enumerate(points):
        if not can_ever_make(p, values=values):
            return RecordError.of("error.points_never", "points", side=side, points=p)
    return RecordError.of("error.points_no_deal", "points", points=" – ".join(map(str, points)))


@lru_cache(maxsize=8192)
def _split_problem(split: Split, variant_name: str) -> RecordError | None:
    try:
        _verify_split(split, find_variant(variant_name))
    except RecordError as error:
        return error.with_traceback(None)
    return None


class _Taken(Protocol):
    """Whatever names a hand's taker: a ``Split``, or the hand itself."""

    @property
    def taker(self) -> int | None: ...


def cards_taken(split: _Taken, variant: Variant, side: int, tricks: int) -> int:
    """The cards a side holds after ``tricks`` tricks (the taker's side also its discard)."""
    discard = variant.discard if split.taker is not None and variant.side_of(split.taker) == side else 0
    return tricks * variant.cards_per_trick + discard


def _verify_points_sum(points: tuple[int, ...], variant: Variant) -> None:
    total = sum(points)
    if variant.all_cards_played and total != CLEAN_HAND:
        raise RecordError.of("error.points_sum", "points", total=CLEAN_HAND, sums=_sums(points))
    if not variant.all_cards_played and not 10 <= total <= CLEAN_HAND:
        raise RecordError.of("error.points_range", "points", total=CLEAN_HAND, sums=_sums(points))


def _verify_split(split: Split, variant: Variant) -> None:
    tricks, points = split.tricks, split.points
    if sum(tricks) != variant.tricks:
        raise RecordError.of("error.tricks_sum", "tricks", count=variant.tricks, sums=_sums(tricks))
    _verify_points_sum(points, variant)
    for side, (t, p) in enumerate(zip(tricks, points)):
        if t == 0 and p > 0 and not cards_taken(split, variant, side, 0):
            raise RecordError.of("error.no_trick_points", "points", side=side, points=p)
    if not any(_points_fit(split, variant, last) for last in range(variant.sides) if tricks[last]):
        raise _impossible_points(split, variant)
    if not variant.all_cards_played:
        _verify_one_deal(split, variant)


def _sums(points: tuple[int, ...]) -> str:
    return f"{' + '.join(map(str, points))} = {sum(points)}"


def _verify_one_deal(split: Split, variant: Variant) -> None:
    """All sides' cards come from one deck: together they must make the points together.

    Where not every card is played, each side can be possible alone and not together (one
    trick worth 44 needs the trump J and 9, which the other side's 118 would need too).
    """
    cards = sum(cards_taken(split, variant, side, t) for side, t in enumerate(split.tricks))
    if not can_make_points(sum(split.points) - 10, cards=cards, last_trick=False, values=split.values):
        raise RecordError.of("error.points_together", "points", points=" – ".join(map(str, split.points)),
                             cards=cards)


def _points_fit(split: Split, variant: Variant, last: int) -> bool:
    """Could each side's cards be worth its points if side ``last`` took the last trick?"""
    return all(can_make_points(p, cards=cards_taken(split, variant, side, t), last_trick=side == last,
                               values=split.values)
               for side, (t, p) in enumerate(zip(split.tricks, split.points)))


def _impossible_points(split: Split, variant: Variant) -> RecordError:
    for side, (t, p) in enumerate(zip(split.tricks, split.points)):
        cards = cards_taken(split, variant, side, t)
        if not can_make_points(p, cards=cards, last_trick=None if t else False, values=split.values):
            if not can_ever_make(p, values=split.values):
                return RecordError.of("error.points_never", "points", side=side, points=p)
            return RecordError.of("error.points_impossible", "points", side=side, points=p, tricks=tricks_note(t))
    return RecordError.of("error.points_no_deal", "points", points=" – ".join(map(str, split.points)))


def tricks_note(count: int) -> Note:
    """"one trick", "3 tricks"."""
    return Note("tricks.one") if count == 1 else Note("tricks.many", {"count": count})


__all__ = ["Split", "assumed_tricks", "cards_taken", "tricks_note", "verify_split"]
