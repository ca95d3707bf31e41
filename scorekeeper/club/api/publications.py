"""A final tournament published to the federation hub as a signed bundle.

    GET  /api/v1/club/key                           the club's id and public key (to register at the hub)
    POST /api/v1/tournaments/<id>/publications      X-Director-Code: sign the next revision into the outbox
    GET  /api/v1/tournaments/<id>/publications      X-Director-Code: every revision, sent or waiting
    GET  /api/v1/tournaments/<id>/bundle            X-Director-Code: the last signed revision, as a file

A correction is published as the next revision; the outbox's sender posts it when the hub can
be reached, or the director uploads the file by hand.
"""

from __future__ import annotations

from flask import current_app, jsonify

from ...games import NotFound
from ...publishing import club_of, key_of, latest_body, public_key_text, publications, publish
from ...storage import get_db
from ...web import bp
from ..access import director
from .tournaments import load


@bp.get("/club/key")
def club_key():
    key = key_of(current_app)
    return jsonify({"club": club_of(current_app), "public_key": public_key_text(key)})


@bp.post("/tournaments/<tournament_id>/publications")
def new_publication(tournament_id: str):
    t = load(tournament_id)
    director(t)
    row = publish(get_db(), tournament=t, key=key_of(current_app), club=club_of(current_app))
    response = jsonify({k: row[k] for k in ("key", "event", "revision", "created", "status")})
    response.status_code = 201
    return response


@bp.get("/tournaments/<tournament_id>/publications")
def list_publications(tournament_id: str):
    t = load(tournament_id)
    director(t)
    response = jsonify({"publications": publications(get_db(), tournament_id=t.id)})
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/tournaments/<tournament_id>/bundle")
def download_bundle(tournament_id: str):
    t = load(tournament_id)
    director(t)
    body = latest_body(get_db(), tournament_id=t.id)
    if body is None:
        raise NotFound.of("tournament.not_published", "tournament")
    response = current_app.response_class(body, mimetype="application/json")
    response.headers["Cache-Control"] = "no-store"
    response.headers["Content-Disposition"] = f'attachment; filename="{t.id}-bundle.json"'
    return response


def publication_paths(op, director_op, tournament_id: dict) -> dict[str, dict]:
    """This module's routes in the OpenAPI document."""
    return {
        "/club/key": {"get": op(
            "The club's public key", "The club's id and its Ed25519 public key (base64), which the "
            "director registers at the federation hub.", ok=("200", "The key.", None), tag="tournaments")},
        "/tournaments/{tournament_id}/publications": {
            "post": director_op(
                "Publish the tournament", "Signs the tournament's next revision (its archive and its "
                "final standings) and puts it in the outbox, which sends it to the hub.",
                ok=("201", "Signed and waiting to be sent.", None), params=(tournament_id,)),
            "get": director_op(
                "The tournament's publications", "Every revision signed: waiting, sent, or refused "
                "with the hub's answer.", ok=("200", "The revisions.", None), params=(tournament_id,))},
        "/tournaments/{tournament_id}/bundle": {"get": director_op(
            "The last signed bundle", "The file to upload to the hub by hand.",
            ok=("200", "The signed bundle.", None), params=(tournament_id,))},
    }
