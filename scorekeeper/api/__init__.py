"""The JSON API's document: the OpenAPI description of every route under /api/v1, gathered from
the products that add them (a table's games, a club's tournaments), at /api/v1/openapi.json, and
a page that reads it at /api/v1/docs.

Every error is ``{"error": {"message", "path"}}`` with its status (``web.api_errors``).
"""

from __future__ import annotations

from .openapi import api_page, openapi_json, spec

__all__ = ["api_page", "openapi_json", "spec"]
