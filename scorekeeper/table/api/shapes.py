"""A game as the API answers it: its record, its ruling and who entered each hand."""

from __future__ import annotations

from ... import games
from ...rules import RecordError


def game_json(game: games.Game) -> dict:
    """A game as GET answers it; a record today's engine refuses still reads, with its error."""
    out = {"id": game.id, "version": game.version, "record": game.record(), "ruling": None,
           "entries": [entry_meta(e) for e in game.entries]}
    try:
        out["ruling"] = game.ruling()
    except RecordError as error:
        out.update(error.to_dict())
    return out


def entry_meta(entry: games.Entry) -> dict:
    meta = entry.to_json()
    del meta["hand"]  # it is in the record already
    return meta
