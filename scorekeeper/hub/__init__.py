"""The federation hub: clubs publish signed result bundles to it; it keeps every revision in
PostgreSQL, matches players across clubs in a register, computes league standings and ratings
in background jobs, and shows them publicly in four languages.

A product of its own beside the club server: its own app factory and blueprints, sharing the
bundle format (``bundles``) and the words, never the club server's storage.

    app = create_hub_app()            # HUB_DATABASE (env SCOREKEEPER_HUB_DATABASE): a PostgreSQL DSN
"""

from __future__ import annotations

import secrets
from pathlib import Path

from flask import Flask, jsonify

from . import db, errors, jobs, recompute
from .db import migrate, transaction
from .errors import Refused


HERE = Path(__file__).resolve().parent.parent  # the package: its templates and static files


def create_hub_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True, template_folder=str(HERE / "templates"),
                static_folder=str(HERE / "static"))
    app.config.from_mapping(HUB_DATABASE="dbname=scorekeeper_hub", HUB_JOB_WORKER=True)
    if test_config is None:
        app.config.from_prefixed_env("SCOREKEEPER")  # e.g. SCOREKEEPER_HUB_DATABASE="host=... dbname=..."
    else:
        app.config.from_mapping({"HUB_JOB_WORKER": False, **test_config})
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secrets.token_hex(16)  # the hub keeps no sessions
    from ..words import languages
    from . import api, pages
    db.init_app(app)
    errors.register(app)
    languages.init_app(app)
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.add_url_rule("/healthz", "healthz", lambda: jsonify({"ok": True}))
    if app.config["HUB_JOB_WORKER"]:
        jobs.start_worker(app.extensions["hub_pool"])
    return app


def command(argv: list[str]) -> int:
    """``scorekeeper hub ...`` (the CLI hands its arguments here)."""
    from .serve import main
    return main(argv)


def run_jobs(app: Flask) -> int:
    """Run every waiting recomputation now (tests, the CLI); how many ran."""
    return jobs.run_waiting(app.extensions["hub_pool"])


__all__ = ["Refused", "command", "create_hub_app", "migrate", "recompute", "run_jobs", "transaction"]
