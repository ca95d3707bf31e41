"""Seasons and the club's register in the JSON API (``/api/v1/seasons``, ``/api/v1/players``).

Reading needs the link only (a player who asked for it is shown by initials, unless the
season's director code comes with the read); every change needs the season's director code
(``X-Director-Code``): 401 without it, 403 with a wrong one, 409 when the state does not allow
it, 422 with the field for bad input. The register's changes go through a season: its director
keeps the club's register.
"""

from __future__ import annotations

from flask import jsonify, url_for

from .. import register, seasons
from ..rules import RecordError
from ..season_core import SeasonSettingError, SeasonSettings
from ..storage import get_db, read_snapshot
from ..web import NEW_GAMES, bp, json_body, limiter, limits_off
from . import exports, schemas
from .access import director, is_director

NEW, EVENING, EXCUSED = schemas.NewSeasonSchema(), schemas.EveningSchema(), schemas.ExcusedSchema()
CHANGE = schemas.ChangeSeasonSchema()
MERGE, PLAYER, ANSWER, INITIALS = (schemas.MergeSchema(), schemas.PlayerSchema(), schemas.AnswerSchema(),
                                   schemas.InitialsSchema())


def load(season_id: str) -> seasons.Season:
    return seasons.get_season(get_db(), season_id=season_id)


def settings_from(data: dict | None, *, path: str = "settings.") -> SeasonSettings:
    try:
        return SeasonSettings.from_json(data or {}, path=path)
    except SeasonSettingError as error:
        raise RecordError(error.message, error.path) from None


@bp.post("/seasons")
@limiter.limit(NEW_GAMES, exempt_when=limits_off)
def season_create():
    body = json_body(NEW)
    created = seasons.create_season(get_db(), title=body["title"], settings=settings_from(body.get("settings")))
    response = jsonify({"id": created.id, "director_code": created.director_code, "urls": {
        "page": url_for("season_pages.season", season_id=created.id, _external=True),
        "api": url_for("api.season_get", season_id=created.id, _external=True)}})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/seasons")
def season_list():
    return jsonify({"seasons": seasons.seasons(get_db())})


@bp.get("/seasons/<season_id>")
def season_get(season_id: str):
    s = load(season_id)
    with read_snapshot(get_db()) as db:
        return jsonify(seasons.season_json(db, s, public=not is_director(s)))


@bp.patch("/seasons/<season_id>")
def season_change(season_id: str):
    """The director changes the title or some of the rules; the others stay as they are."""
    s = load(season_id)
    director(s)
    body = json_body(CHANGE)
    settings = settings_from({**s.settings.to_json(), **(body.get("settings") or {})})
    changed = seasons.change_season(get_db(), season=s, title=body.get("title"), settings=settings)
    with read_snapshot(get_db()) as db:
        return jsonify(seasons.season_json(db, changed, public=False))


@bp.get("/seasons/<season_id>/standings")
def season_standings(season_id: str):
    s = load(season_id)
    with read_snapshot(get_db()) as db:
        body = seasons.season_json(db, s, public=not is_director(s))
    return jsonify({k: body[k] for k in ("id", "title", "evenings", "rows", "prizes")})


@bp.get("/seasons/<season_id>/standings.csv")
def season_standings_csv(season_id: str):
    s = load(season_id)
    with read_snapshot(get_db()) as db:
        return exports.standings_csv(seasons.season_json(db, s, public=not is_director(s)))


@bp.post("/seasons/<season_id>/evenings")
def season_add_evening(season_id: str):
    s = load(season_id)
    director(s)
    body = json_body(EVENING)
    seasons.add_evening(get_db(), season=s, tournament_id=body["tournament"])
    response = jsonify({"evenings": list(load(season_id).evenings)})
    response.status_code = 201
    return response


@bp.delete("/seasons/<season_id>/evenings/<tournament_id>")
def season_remove_evening(season_id: str, tournament_id: str):
    s = load(season_id)
    director(s)
    seasons.remove_evening(get_db(), season=s, tournament_id=tournament_id)
    return jsonify({"evenings": list(load(season_id).evenings)})


@bp.post("/seasons/<season_id>/excused")
def season_excused(season_id: str):
    s = load(season_id)
    director(s)
    body = json_body(EXCUSED)
    seasons.set_excused(get_db(), season=s, tournament_id=body["tournament"], player_id=body["player"],
                        excused=body["excused"])
    return jsonify({"excused": {t: sorted(p) for t, p in load(season_id).excused.items()}})


@bp.get("/players")
def register_players():
    db = get_db()
    public = register.names(db, public=True)
    return jsonify({"players": [{"id": p["id"], "name": public[p["id"]]} for p in register.players(db)]})


@bp.get("/players/<player_id>")
def register_player(player_id: str):
    with read_snapshot(get_db()) as db:
        return jsonify(seasons.player_json(db, player_id=player_id, public=True))


@bp.get("/seasons/<season_id>/register")
def register_get(season_id: str):
    """The register as the season's director sees it: full names, spellings, open questions."""
    director(load(season_id))
    db = get_db()
    response = jsonify({"players": register.players(db), "questions": register.questions(db),
                        "log": register.events(db)})
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.post("/seasons/<season_id>/register/merge")
def register_merge(season_id: str):
    director(load(season_id))
    body = json_body(MERGE)
    event = register.merge(get_db(), player_id=body["player"], into=body["into"])
    return jsonify({"event": event, "player": body["player"], "into": body["into"]})


@bp.post("/seasons/<season_id>/register/unmerge")
def register_unmerge(season_id: str):
    director(load(season_id))
    body = json_body(PLAYER)
    event = register.unmerge(get_db(), player_id=body["player"])
    return jsonify({"event": event, "player": body["player"]})


@bp.post("/seasons/<season_id>/register/answer")
def register_answer(season_id: str):
    director(load(season_id))
    body = json_body(ANSWER)
    register.answer(get_db(), player_id=body["player"], same_as=body["same_as"])
    return jsonify({"questions": register.questions(get_db())})


@bp.post("/seasons/<season_id>/register/players/<player_id>/initials")
def register_initials(season_id: str, player_id: str):
    director(load(season_id))
    body = json_body(INITIALS)
    register.set_initials_only(get_db(), player_id=player_id, initials_only=body["initials_only"])
    return jsonify(register.get_player(get_db(), player_id=player_id))
