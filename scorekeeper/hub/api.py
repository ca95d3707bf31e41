"""The hub's JSON API under /api/v1: bundles from the clubs, the results officer's actions, and
what club web sites read (clubs, events, a player's history, league standings).

    POST /api/v1/bundles                                   a signed bundle (the club's key is its credential)
    POST /api/v1/admin/clubs                               officer: a club and its first key
    POST /api/v1/admin/clubs/<club>/keys                   officer: another key (rotation)
    POST /api/v1/admin/keys/<key>/revoke                   officer
    POST /api/v1/admin/events/<club>/<event>/<rev>/approve officer: results stop being provisional
    GET  /api/v1/admin/candidates                          officer: close matches waiting
    POST /api/v1/admin/candidates/<id>/keep-apart          officer
    POST /api/v1/admin/merges                              officer: {"kept": id, "merged": id}
    POST /api/v1/admin/merges/<id>/undo                    officer
    GET  /api/v1/admin/log                                 officer: who did what, newest first
    GET  /api/v1/clubs, /clubs/<club>, /events/<club>/<event>, /players/<id>, /leagues/<season>
"""

from __future__ import annotations

import json
from functools import wraps

from flask import Blueprint, g, jsonify, request

from ..bundles import idempotency_key
from . import jobs, officers, players, recompute, registry
from .db import transaction
from .errors import Refused
from .intake import accept
from .reading import event, league

bp = Blueprint("hub_api", __name__, url_prefix="/api/v1")
MAX_BUNDLE = 16 * 1024 * 1024 + 64 * 1024  # an archive's cap, and the bundle around it


def body() -> dict:
    raw = request.get_data(cache=False)
    try:
        value = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise Refused(400, "the body is not JSON") from None
    if not isinstance(value, dict):
        raise Refused(422, "the body must be a JSON object")
    return value


def officer(view):
    """A results officer's action: ``Authorization: Bearer <name>:<secret>`` of an officer not
    revoked; the view reads who in ``g.officer`` and logs what they did under that name."""
    @wraps(view)
    def checked(*args, **kwargs):
        given = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        with transaction() as conn:
            g.officer = officers.officer_of(conn, token=given)
        return view(*args, **kwargs)
    return checked


def logged(conn, action: str, subject: str) -> None:
    officers.log(conn, officer=g.officer, action=action, subject=subject)


def created(value: object, status: int = 201):
    response = jsonify(value)
    response.status_code = status
    return response


@bp.post("/bundles")
def post_bundle():
    request.max_content_length = MAX_BUNDLE
    signed = body()
    with transaction() as conn:
        status, filed = accept(conn, signed=signed)
        given = request.headers.get("Idempotency-Key")
        if given is not None and given != idempotency_key(signed["bundle"]):
            # a sender that mixes up its rows must not have one bundle filed as another's retry
            raise Refused(422, "Idempotency-Key must be the bundle's club:event:revision", "Idempotency-Key")
    return created(filed, status)


@bp.post("/admin/clubs")
@officer
def register_club():
    data = body()
    with transaction() as conn:
        key = registry.register_club(conn, club=data.get("id"), name=data.get("name"),
                                     public_key=data.get("public_key"))
        logged(conn, "register club", f"{data['id']} with key {key['fingerprint']}")
    return created({"club": data["id"], "key": key})


@bp.post("/admin/clubs/<club>/keys")
@officer
def add_key(club: str):
    with transaction() as conn:
        key = registry.add_key(conn, club=club, public_key=body().get("public_key"))
        logged(conn, "add key", f"{club}: {key['fingerprint']}")
        return created(key)


@bp.post("/admin/keys/<key>/revoke")
@officer
def revoke_key(key: str):
    with transaction() as conn:
        revoked = registry.revoke_key(conn, key=key)
        logged(conn, "revoke key", f"{revoked['club']}: {key}")
        return jsonify(revoked)


@bp.post("/admin/events/<club>/<name>/<int:revision>/approve")
@officer
def approve(club: str, name: str, revision: int):
    with transaction() as conn:
        row = conn.execute("UPDATE bundles SET approved_at = coalesce(approved_at, now()), approved_by = "
                           "coalesce(approved_by, %s) WHERE club_id = %s AND event = %s AND revision = %s "
                           "RETURNING season, approved_by", [g.officer, club, name, revision]).fetchone()
        if row is None:
            raise Refused(404, f"there is no revision {revision} of event {name} of club {club}", "revision")
        logged(conn, "approve", f"{club}/{name}/{revision}")
        jobs.enqueue(conn, kind="league", subject=row["season"])
    return jsonify({"club": club, "event": name, "revision": revision, "status": "approved",
                    "approved_by": row["approved_by"]})


@bp.get("/admin/candidates")
@officer
def candidates():
    with transaction() as conn:
        return jsonify({"candidates": players.candidates(conn)})


@bp.post("/admin/candidates/<int:candidate>/keep-apart")
@officer
def keep_apart(candidate: int):
    with transaction() as conn:
        players.keep_apart(conn, candidate=candidate)
        logged(conn, "keep apart", f"candidate {candidate}")
    return jsonify({"candidate": candidate, "decided": "kept apart"})


@bp.post("/admin/merges")
@officer
def merge():
    data = body()
    kept, merged = person_id(data, "kept"), person_id(data, "merged")
    with transaction() as conn:
        merge_id = players.merge(conn, kept=kept, merged=merged, officer=g.officer)
        logged(conn, "merge", f"merge {merge_id}: person {merged} into {kept}")
        recompute.requeue_all(conn)
    return created({"merge": merge_id, "kept": kept, "merged": merged})


def person_id(data: dict, field: str) -> int:
    value = data.get(field)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refused(422, f"{field} must be a person's id in the register", field)
    return value


@bp.post("/admin/merges/<int:merge_id>/undo")
@officer
def undo_merge(merge_id: int):
    with transaction() as conn:
        row = players.undo_merge(conn, merge_id=merge_id, officer=g.officer)
        logged(conn, "unmerge", f"merge {merge_id}: person {row['merged_id']} from {row['kept_id']}")
        recompute.requeue_all(conn)
    return jsonify({"merge": merge_id, "kept": row["kept_id"], "merged": row["merged_id"], "undone": True})


@bp.get("/admin/log")
@officer
def officer_log():
    with transaction() as conn:
        return jsonify({"log": officers.logged(conn)})


def public(value: object):
    response = jsonify(value)
    response.headers["Cache-Control"] = "public, max-age=30"
    return response


@bp.get("/clubs")
def list_clubs():
    with transaction() as conn:
        return public({"clubs": registry.clubs(conn)})


@bp.get("/clubs/<club>")
def one_club(club: str):
    with transaction() as conn:
        found = registry.club(conn, club=club)
        found["events"] = conn.execute(
            "SELECT event, max(revision) AS revision, max(title) AS title, max(event_day) AS day FROM bundles "
            "WHERE club_id = %s GROUP BY event ORDER BY max(event_day) DESC", [club]).fetchall()
        return public(found)


@bp.get("/events/<club>/<name>")
def one_event(club: str, name: str):
    with transaction() as conn:
        return public(event(conn, club=club, event=name))


@bp.get("/players/<int:person>")
def one_player(person: int):
    with transaction() as conn:
        return public(players.history(conn, person=person))


@bp.get("/leagues/<season>")
def one_league(season: str):
    with transaction() as conn:
        return public(league(conn, season=season))
