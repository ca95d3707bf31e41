"""The JSON API under /api/v1: presets, adjudication, games, hands, history.

Writes carry ``Authorization: Bearer <table_token>``; the director code goes in
``X-Director-Code``. Every error is ``{"error": {"message", "path"}}`` with its status; the
OpenAPI document is at /api/v1/openapi.json and a readable page at /api/v1/docs.
"""

from __future__ import annotations

from flask import Flask

from . import errors, openapi, phones  # noqa: F401  (they add their routes to bp)
from . import tournaments as tournament_api  # noqa: F401
from . import tournament_archive  # noqa: F401
from . import tournament_controls  # noqa: F401
from .views import bp, healthz

bp.register_error_handler(Exception, errors.handle_api_error)


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
    # The trivial endpoint also at the root, where load balancers and uptime checks look.
    app.add_url_rule("/healthz", "healthz", healthz)
    errors.register(app)
