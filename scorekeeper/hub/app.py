"""The hub's app factory: its blueprints, its pool, its job worker."""

from __future__ import annotations

import secrets
from pathlib import Path

from flask import Flask, jsonify

from . import db, errors, jobs, recompute  # noqa: F401  (recompute: registers the league's job)


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


def run_jobs(app: Flask) -> int:
    """Run every waiting recomputation now (tests, the CLI); how many ran."""
    return jobs.run_waiting(app.extensions["hub_pool"])
