"""The federation hub: clubs publish signed result bundles to it; it keeps every revision in
PostgreSQL, matches players across clubs in a register, computes league standings and ratings
in background jobs, and shows them publicly in four languages.

A product of its own beside the club server: its own app factory and blueprints, sharing the
bundle format (``bundles``) and the words, never the club server's storage.

    app = create_hub_app()            # HUB_DATABASE (env SCOREKEEPER_HUB_DATABASE): a PostgreSQL DSN
"""

from __future__ import annotations

from . import officers, recompute
from .app import create_hub_app, run_jobs
from .db import migrate, transaction
from .errors import Refused


def command(argv: list[str]) -> int:
    """``scorekeeper hub ...`` (the CLI hands its arguments here)."""
    from .serve import main
    return main(argv)


__all__ = ["Refused", "command", "create_hub_app", "migrate", "officers", "recompute", "run_jobs", "transaction"]
