"""A game's JSON API under /api/v1: presets, adjudication, games, hands, history, phones.

Writes carry ``Authorization: Bearer <table_token>`` (or a phone's own token); the director code
goes in ``X-Director-Code``. A 409 carries the game as it stands (``current``).
"""

from __future__ import annotations

from ...web import on_conflict
from ...web import contribute
from . import games, openapi, phones
from .shapes import game_json

on_conflict(lambda error: {"current": game_json(error.game)})
contribute(paths=openapi.paths, schemas=openapi.components)

__all__ = ["games", "phones"]
