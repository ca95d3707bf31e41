"""The JSON API's one namespace, ``/api/v1``: the blueprint every product's routes join.

The table's game routes and the club's tournament routes add themselves to ``bp`` when their
package is imported; ``init_app`` registers it once they have. Every error inside it is answered
as JSON (``api_errors``); the OpenAPI document gathers each product's part (``openapi``).
"""

from __future__ import annotations

from flask import Blueprint, Flask, jsonify

from . import api_errors

bp = Blueprint("api", __name__, url_prefix="/api/v1")
bp.register_error_handler(Exception, api_errors.handle_api_error)


@bp.get("/healthz")
def healthz():
    return jsonify({"status": "ok"})


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
    # The trivial endpoint also at the root, where load balancers and uptime checks look.
    app.add_url_rule("/healthz", "healthz", healthz)
    api_errors.register(app)
