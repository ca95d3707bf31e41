"""A season's archive through the API: exported by its director, imported as a new season."""

from __future__ import annotations

from flask import current_app, jsonify, request, url_for
from marshmallow import INCLUDE, Schema
from werkzeug.exceptions import UnsupportedMediaType

from .. import seasons
from ..rules import RecordError
from ..storage import get_db
from ..web import NEW_GAMES, bp, limiter, limits_off, load_json
from .access import director

MAX_ARCHIVE = 64 * 1024 * 1024  # thirty evenings of a few megabytes each


class _Envelope(Schema):
    """Any JSON object: ``seasons.verify_season_archive`` judges every part of it."""

    class Meta:
        unknown = INCLUDE


@bp.get("/seasons/<season_id>/archive")
def season_archive(season_id: str):
    s = seasons.get_season(get_db(), season_id=season_id)
    director(s)
    response = jsonify(seasons.export_season(get_db(), season=s))
    response.headers["Cache-Control"] = "no-store"
    response.headers["Content-Disposition"] = f'attachment; filename="{s.id}-season.json"'
    return response


@bp.post("/season-imports")
@limiter.limit(NEW_GAMES, exempt_when=limits_off)
def season_import():
    if not request.is_json:
        raise UnsupportedMediaType()
    request.max_content_length = MAX_ARCHIVE
    try:
        body = load_json(request.get_data(cache=False), _Envelope(), limit=MAX_ARCHIVE, encoding="utf-8-sig")
    except RecursionError:
        raise RecordError("this archive is nested too deeply", "") from None
    try:
        created = seasons.import_season(get_db(), archive=body, secret=current_app.config["SECRET_KEY"])
    except RecordError:
        raise
    except (TypeError, KeyError, AttributeError, ValueError, IndexError):
        # an evening's tournament archive of a shape its own import never expected: nothing was
        # stored (one transaction)
        raise RecordError("an evening is not a whole tournament archive", "evenings") from None
    response = jsonify({"id": created.id, "director_code": created.director_code,
                        "urls": {"page": url_for("season_pages.season", season_id=created.id, _external=True)}})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response
