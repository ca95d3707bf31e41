"""A tournament's JSON API under /api/v1: the tournament, its rounds, results, standings, the
director's controls and the archive. The director code goes in ``X-Director-Code``."""

from __future__ import annotations

from ...web.openapi import contribute
from . import openapi, tournament_archive, tournament_controls, tournaments

contribute(paths=openapi.paths)

__all__ = ["tournament_archive", "tournament_controls", "tournaments"]
