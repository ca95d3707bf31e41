"""A tournament's archive in the JSON API: read it whole (the director), bring it into this server.

    GET  /api/v1/tournaments/<id>/archive   X-Director-Code: the archive (tournaments.archive)
    POST /api/v1/tournament-imports         the archive as the body: 201, a new id and director code

A league or federation site collects archives; a club keeps one as the evening's backup.
"""

from __future__ import annotations


from flask import current_app, jsonify, request, url_for
from werkzeug.exceptions import UnsupportedMediaType

from ..access import director
from .tournaments import load
from ...web import bp
from ...storage import get_db
from ...tournaments import archive
from ...web import NEW_GAMES, limiter, limits_off
from ...web import load_json, refusal
from .archive_schema import ArchiveSchema


MAX_ARCHIVE = 16 * 1024 * 1024  # 64 tables, several rounds of full games: a few megabytes


@bp.get("/tournaments/<tournament_id>/archive")
def get_archive(tournament_id: str):
    t = load(tournament_id)
    director(t)
    response = jsonify(archive.export_archive(get_db(), tournament=t))
    response.headers["Cache-Control"] = "no-store"
    response.headers["Content-Disposition"] = f'attachment; filename="{t.id}-archive.json"'
    return response


def read_archive(raw: bytes) -> object:
    """The archive's JSON from the bytes sent (a file or a body), checked whole by its schema;
    refusals as the API's errors."""
    try:
        # utf-8-sig: an archive saved by a spreadsheet or an editor may begin with a byte-order mark
        return load_json(raw, ArchiveSchema(), limit=MAX_ARCHIVE, encoding="utf-8-sig")
    except RecursionError:
        raise refusal("api.archive_too_deep", "") from None


# One budget per client for the API and the import page together: an archive is many games.
IMPORTS = limiter.shared_limit(NEW_GAMES, scope="tournament-imports", methods=["POST"], exempt_when=limits_off)


@bp.post("/tournament-imports")
@IMPORTS
def import_tournament():
    if not request.is_json:
        raise UnsupportedMediaType()
    request.max_content_length = MAX_ARCHIVE
    created = archive.import_archive(get_db(), archive=read_archive(request.get_data(cache=False)),
                                     secret=current_app.config["SECRET_KEY"])
    response = jsonify({"id": created.id, "director_code": created.director_code, "urls": {
        "page": url_for("tournament_pages.dashboard", tournament_id=created.id, _external=True),
        "api": url_for("api.get_tournament", tournament_id=created.id, _external=True)}})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response


def archive_paths(op, director_op, tournament_id: dict) -> dict[str, dict]:
    """This module's routes in the OpenAPI document (``club/api/openapi.py`` gathers them into the club's part)."""
    return {
        "/tournaments/{tournament_id}/archive": {"get": director_op(
            "The tournament's archive", "Settings, entrants, the director's log (draws, swaps, "
            "results, approvals) and every game's record with who entered and confirmed each hand: "
            "everything stored, nothing derived.", ok=("200", "The archive.", None),
            params=(tournament_id,))},
        "/tournament-imports": {"post": op(
            "Import a tournament archive", "The body is an archive from GET .../archive (this or "
            "another server). It is checked whole and stored in one transaction under new ids, with "
            "a new director code (shown this once); its standings are the same.",
            ok=("201", "Imported.", None), tag="tournaments", body=ArchiveSchema,
            errors={"422": "Not an archive, or an inconsistent one: message and path say where.",
                    "413": "The archive is larger than 16 MB.",
                    "429": "Too many new tournaments from this client lately."})},
    }
