"""Scorekeeper: score-keeping and adjudication for the Jack-Nine card games.

``create_app`` is the Flask application factory (as in Flask's tutorial): the rules engine
lives in ``scorekeeper.rules`` and knows nothing of Flask; the blueprints sit on top of it.
"""

from __future__ import annotations

import os

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Flask is imported by create_app only: the CLI and the engine never need it
    from pathlib import Path

    from flask import Flask

# The package's folder (templates and static files beside it), without pathlib: the CLI imports
# this module before anything else, and pathlib (with urllib and ipaddress) is a tenth of its start.
HERE = os.path.dirname(os.path.realpath(__file__))


def create_app(test_config: dict | None = None) -> Flask:
    from pathlib import Path

    from flask import Flask
    app = Flask(__name__, instance_relative_config=True,
                template_folder=os.path.join(HERE, "templates"), static_folder=os.path.join(HERE, "static"))
    app.config.from_mapping(DATABASE=os.path.join(app.instance_path, "scorekeeper.db"))
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        app.config.from_prefixed_env("SCOREKEEPER")  # e.g. SCOREKEEPER_DATABASE=/path/to.db
    else:
        app.config.from_mapping(test_config)
    os.makedirs(app.instance_path, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _instance_secret(Path(app.instance_path))

    # Rulings keep the field order of RECORDS.md (number, outcome, ... totals), which reads
    # better than alphabetical, and skipping the sort is cheaper on every answer.
    from flask.json.provider import DefaultJSONProvider
    assert isinstance(app.json, DefaultJSONProvider)  # Flask's own, which has sort_keys
    app.json.sort_keys = False

    from . import api, club, league, table  # noqa: F401  (api: the document; the products add their API routes)
    from .storage import db
    from .web import api as api_routes, compression, limits, pages, security
    from .words import languages, rulings
    db.init_app(app)
    api_routes.init_app(app)  # /api/v1: the table's and the club's routes, and their document
    table.init_app(app)
    club.init_app(app)
    league.init_app(app)
    security.init_app(app)
    compression.init_app(app)
    limits.init_app(app)
    languages.init_app(app)
    rulings.init_app(app)  # a ruling's sentences in the page's language
    pages.init_app(app)  # error pages (the API's errors stay JSON) and the pages' shared filters
    return app


def _instance_secret(instance: Path) -> str:
    """The session secret, made once and kept in the instance folder (git-ignored)."""
    import secrets
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
