"""A tournament's JSON API under /api/v1: the tournament, its rounds, results, standings, the
director's controls and the archive. The director code goes in ``X-Director-Code``."""

from __future__ import annotations

from ...web import contribute
from . import openapi, publications, ratings, tournament_archive, tournament_controls, tournaments
from .tournament_archive import IMPORTS, read_archive
from .tournaments import NEW_SETTINGS, after_arg, season_to_join

contribute(paths=openapi.paths)

__all__ = ["after_arg", "IMPORTS", "NEW_SETTINGS", "publications", "ratings", "read_archive", "season_to_join",
           "tournament_archive", "tournament_controls", "tournaments"]
