"""What is derived per game version, kept in memory instead of redone on every request.

Phones poll the game, and every hand entry answers the whole ruling: reading all the hands and
running the engine over the whole record each time would be most of the work. So each game's
latest version is kept here with its ruling and the engine's state after it, and the next hand
is one ``Game.push``. Nothing is written anywhere: the database keeps inputs only and a restart
starts empty. A game is served from here only at the version the database says it is at, and a
ruling only for the very record it was derived from. (After restoring a database backup under a
running server, restart it: versions could repeat.)

Rulings handed out are shared: treat them as read-only.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Protocol

from .. import rules


class Game(Protocol):
    """What the cache needs of a stored game (``model.Game``, which asks the cache for its
    ruling: so the cache names the shape, not the class)."""

    @property
    def id(self) -> str: ...

    @property
    def version(self) -> int: ...

    def record(self) -> dict: ...

SIZE = 512  # games kept; a table's game is a few kilobytes


@dataclass(frozen=True)
class _Known:
    game: Game
    ruling: dict | None = None
    engine: rules.Game | None = None  # the state after ``game``; taken by the next push

    def rules_on(self, game: Game) -> bool:
        """Whether this ruling is the ruling of ``game`` (same record, whatever the version)."""
        return self.ruling is not None and (self.game is game or self.game.record() == game.record())


_lock = threading.Lock()
_known: OrderedDict[str, _Known] = OrderedDict()


def game_at(game_id: str, version: int) -> Game | None:
    known = _known.get(game_id)
    return known.game if known is not None and known.game.version == version else None


def remember(game: Game, *, ruling: dict | None = None, engine: rules.Game | None = None) -> None:
    with _lock:
        old = _known.get(game.id)
        if old is not None and old.game.version > game.version:
            return  # an older state must not push out a newer one
        if ruling is None and old is not None and old.rules_on(game):
            ruling, engine = old.ruling, old.engine  # e.g. a confirmation: the record is unchanged
        _known[game.id] = _Known(game, ruling, engine)
        _known.move_to_end(game.id)
        while len(_known) > SIZE:
            _known.popitem(last=False)


def ruling_of(game: Game) -> dict:
    """The ruling of ``game`` (``RecordError`` if today's engine refuses its record)."""
    known = _known.get(game.id)
    if known is not None and known.ruling is not None and known.rules_on(game):
        return known.ruling
    engine = rules.Game.from_record(game.record())
    ruling = engine.ruling()
    remember(game, ruling=ruling, engine=engine)
    return ruling


def push(game: Game, hand: dict) -> tuple[dict, rules.Game]:
    """The ruling of ``game`` with ``hand`` added, and the engine state after it.

    The engine state is taken out of the cache first: a push that fails half-way, or a write
    that is rolled back, must not leave behind a state that no stored version has.
    """
    engine = None
    with _lock:
        known = _known.get(game.id)
        if known is not None and known.engine is not None and known.rules_on(game):
            engine = known.engine
            _known[game.id] = replace(known, engine=None)
    if engine is None:
        engine = rules.Game.from_record(game.record())
    engine.push(hand)
    return engine.ruling(), engine
