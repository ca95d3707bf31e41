"""Rulings derived once per game version instead of on every request.

Phones poll the game and every hand entry answers the whole ruling, so re-running the engine over
the whole record each time would be most of the work. Here the ruling of each game's latest
version is kept in memory with the engine's state after it, so the next hand is one
``Game.push``. Nothing is written anywhere: the database keeps inputs only, a restart starts
empty, and an entry is used only for the same game, version *and* record it was made from.

Rulings handed out are shared: treat them as read-only.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from .. import rules
from .model import Game

SIZE = 512  # games kept; a table's game is a few kilobytes


@dataclass(frozen=True)
class _Known:
    version: int
    record: dict
    ruling: dict
    engine: rules.Game | None  # the state after this version; taken by the next push


_lock = threading.Lock()
_known: OrderedDict[str, _Known] = OrderedDict()


def _find(game: Game, record: dict) -> _Known | None:
    known = _known.get(game.id)
    if known is not None and known.version == game.version and known.record == record:
        _known.move_to_end(game.id)
        return known
    return None


def remember(game: Game, ruling: dict, engine: rules.Game | None = None) -> None:
    with _lock:
        _known[game.id] = _Known(game.version, game.record(), ruling, engine)
        _known.move_to_end(game.id)
        while len(_known) > SIZE:
            _known.popitem(last=False)


def ruling_of(game: Game) -> dict:
    """The ruling of ``game`` as it stands (``RecordError`` if today's engine refuses its record)."""
    record = game.record()
    with _lock:
        known = _find(game, record)
    if known is not None:
        return known.ruling
    engine = rules.Game.from_record(record)
    ruling = engine.ruling()
    remember(game, ruling, engine)
    return ruling


def push(game: Game, hand: dict) -> tuple[dict, rules.Game]:
    """The ruling of ``game`` with ``hand`` added, and the engine state after it.

    The engine state is taken out of the cache first: a push that fails half-way, or a write
    that is rolled back, must not leave a state that no stored version has.
    """
    record = game.record()
    with _lock:
        known = _find(game, record)
        engine = known.engine if known is not None else None
        if engine is not None:
            _known[game.id] = _Known(known.version, known.record, known.ruling, None)
    if engine is None:
        engine = rules.Game.from_record(record)
    engine.push(hand)
    return engine.ruling(), engine
