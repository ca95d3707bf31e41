"""Tournaments in the JSON API (``/api/v1/tournaments``): the shapes clients and tests rely on.

Reading needs the link only; everything that changes a tournament needs its director code
(``X-Director-Code``): 401 without it, 403 with a wrong one, 409 when the state does not allow
the action (with the reason), 422 with the field for bad input.
"""

from __future__ import annotations

from flask import current_app, jsonify, request, url_for

from ...web import error_response, json_body, loose_body, refusal
from .schemas import NewTournamentSchema, PaperResultSchema, TournamentEntrantSchema
from ...web import bp
from ...storage import get_db, write_transaction
from ...games import Forbidden, NotAuthorized
from ... import seasons
from ...web import note_wrong_code, verify_code_attempt
from ...web import NEW_GAMES, limiter, limits_off
from ...web import whole_number
from ...tournaments import actions, guards, service  # noqa: F401  (guards: the games' hooks)
from ...rules import RecordError, find_variant
from ...tournament_core import SettingError, TournamentSettings
from ...tournament_core import usual_bye_points, usual_ranking
from ...tournaments import Tournament, TournamentError, correction_effect, public_view
from ...tournaments import entrant_json, round_json, standings_json, tournament_json
from ..access import director, is_director

NEW_TOURNAMENT, PAPER, LATE = NewTournamentSchema(), PaperResultSchema(), TournamentEntrantSchema()


def _secret() -> str:
    return current_app.config["SECRET_KEY"]


def load(tournament_id: str) -> Tournament:
    return service.get_tournament(get_db(), tournament_id=tournament_id)


def settings_from(body: dict) -> TournamentSettings:
    """The settings of a new tournament; what the body leaves out is as the form has it, and as
    the game and format rank and score (``tournament_core.usual``)."""
    match = body.get("match") or {"best_of": 1}
    game = _variant_of(body)
    bye = body.get("bye") or {}
    data = {"format": body["format"], "rounds": body.get("rounds") or 0,
            "best_of": match.get("best_of", 1), "deals": match.get("deals", 0),
            "ranking": body.get("ranking") or usual_ranking(format=body["format"], deals=match.get("deals", 0),
                                                            game=game.game),
            "seed": body.get("seed") or 0,
            "repasaz_until": (body.get("repasaz") or {}).get("until", 0)}
    if body.get("final_by") is not None:
        data["final_by"] = body["final_by"]
    if body.get("tiebreaks") is not None:
        data["tiebreaks"] = body["tiebreaks"]
    for name in NEW_SETTINGS:
        if body.get(name) is not None:
            data[name] = body[name]
    for key, name in (("points", "bye_points"), ("score", "bye_score"), ("counts_as_win", "bye_counts_as_win")):
        if key in bye:
            data[name] = bye[key]
    if "bye_points" not in data:  # a concours bye: half a partie as the game writes it
        deals = match.get("deals") or game.rules.deals  # a klaverjas boompje is 16 deals
        data["bye_points"] = usual_bye_points(game=game.game, deals=deals)
    try:
        return TournamentSettings.from_json(data)
    except SettingError as error:
        raise SettingError(error.message, API_FIELDS.get(error.path, error.path)) from None


def _variant_of(body: dict):
    """The tournament's preset; an unknown one is refused later, by the service, and meanwhile
    ranked and scored as bela."""
    try:
        return find_variant(body.get("variant"))
    except RecordError:
        return find_variant("bela-hr-4")


# Settings the body carries under their own names (the formats and the director's controls).
NEW_SETTINGS = ("pair_within", "pairing_rule", "buchholz_byes", "knockout_decider", "absent_score",
                "double_round_robin", "berger_by_lot", "avoid_same_club", "third_place", "pools",
                "pool_advance", "late_entry", "seed_by_rating", "round_minutes", "time_up")

# Where each setting sits in the API's body.
API_FIELDS = {"best_of": "match.best_of", "deals": "match.deals", "bye_points": "bye.points",
              "bye_score": "bye.score", "bye_counts_as_win": "bye.counts_as_win",
              "repasaz_until": "repasaz.until"}


@bp.post("/tournaments")
@limiter.limit(NEW_GAMES, exempt_when=limits_off)
def create_tournament():
    body = json_body(NEW_TOURNAMENT)
    joins = season_to_join(body.get("season"))
    with write_transaction(get_db()):  # made and joined to its season, or neither
        created = service.create_tournament(
            get_db(), title=body["title"], variant=body["variant"], options=body.get("options") or {},
            settings=settings_from(body), entrants=[entrant_data(e) for e in body["entrants"]])
        if joins is not None:
            seasons.add_evening(get_db(), season=joins, tournament_id=created.id)
    response = jsonify({"id": created.id, "director_code": created.director_code, "urls": {
        "page": url_for("tournament_pages.dashboard", tournament_id=created.id, _external=True),
        "projector": url_for("tournament_pages.projector", tournament_id=created.id, _external=True),
        "api": url_for("api.get_tournament", tournament_id=created.id, _external=True)}})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response


def season_to_join(join: dict | None) -> seasons.Season | None:
    """The season a new tournament joins, once its director code is checked (wrong codes counted
    against the client, as a tournament's are)."""
    if not join:
        return None
    found = seasons.get_season(get_db(), season_id=join["id"])
    verify_code_attempt(None)
    try:
        seasons.check_director(found, join["director_code"])
    except (Forbidden, NotAuthorized):
        note_wrong_code(None)
        raise Forbidden.of("season.wrong_code", "season.director_code") from None
    return found


def entrant_data(body: dict) -> dict:
    """An entrant as the log keeps it: its club only when it has one (older logs have none)."""
    club = (body.get("club") or "").strip()
    return {"name": body["name"], "players": body["players"], **({"club": club} if club else {})}


@bp.get("/tournaments/<tournament_id>")
def get_tournament(tournament_id: str):
    t = load(tournament_id)
    with_tokens = bool(request.headers.get("X-Director-Code")) and is_director(t)
    if not with_tokens:
        t = public_view(get_db(), t)
    response = jsonify(tournament_json(get_db(), t, with_tokens=with_tokens, secret=_secret()))
    response.headers["ETag"] = f'"{t.last_event}"'
    if with_tokens:
        response.headers["Cache-Control"] = "no-store"
    return response


def _round_action(tournament_id: str, do, *, status: int = 200):
    """A draw, re-draw or swap, done once: the same Idempotency-Key gets the same answer, and
    one that came second (a double tap, a second director) gets 409 with the round as it stands."""
    from ...web import error_response
    key = _idempotency_key()
    try:
        round_no = do(key).round
    except service.Replayed as done:
        response = jsonify(round_json(get_db(), load(tournament_id), done.round_no, with_tokens=True, secret=_secret()))
        response.status_code = status
        response.headers["Idempotent-Replayed"] = "true"
        return response
    except service.TournamentError as error:  # e.g. another draw came first
        t = load(tournament_id)
        return error_response(409, error.message, error.path, note=error.note, round=round_json(
            get_db(), t, len(t.rounds), with_tokens=True, secret=_secret()) if t.rounds else None)
    response = jsonify(round_json(get_db(), load(tournament_id), round_no, with_tokens=True, secret=_secret()))
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def _seen() -> int | None:
    """``If-Match``: the tournament's version (its ETag) the client acts on; None without it."""
    raw = request.headers.get("If-Match", "").strip().strip('"')
    if not raw or raw == "*":
        return None
    return whole_number(raw, high=10**11 - 1, default=-1)


def _idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 0 < len(key.strip()) <= 100:
        raise refusal("api.key_length", "Idempotency-Key", most=100)
    return key


@bp.post("/tournaments/<tournament_id>/rounds")
def draw_round(tournament_id: str):
    t = load(tournament_id)
    director(t)
    return _round_action(tournament_id, lambda key: service.draw_next_round(
        get_db(), tournament=t, secret=_secret(), key=key, seen=_seen()), status=201)


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/redraw")
def redraw(tournament_id: str, round_no: int):
    t = load(tournament_id)
    director(t)
    answer = _round_action(tournament_id, lambda key: service.redraw_round(
        get_db(), tournament=t, round_no=round_no, secret=_secret(), key=key, seen=_seen()))
    if answer.status_code == 200 and load(tournament_id).same_tables(round_no):
        body = answer.get_json()
        body["unchanged"] = "the re-draw gave the same tables: every card stays as printed"
        answer.set_data(jsonify(body).get_data())
    return answer


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/swap")
def swap(tournament_id: str, round_no: int):
    t = load(tournament_id)
    director(t)
    pair = loose_body().get("entrants")
    if not (isinstance(pair, list) and len(pair) == 2 and all(
            isinstance(n, int) and not isinstance(n, bool) for n in pair)):
        raise refusal("api.swap_entrants", "entrants")

    def do(key):
        actions.swap(get_db(), tournament=t, round_no=round_no, x=pair[0], y=pair[1],
                     secret=_secret(), key=key, seen=_seen())
        return load(tournament_id).round(round_no)
    return _round_action(tournament_id, do)


@bp.post("/tournaments/<tournament_id>/entrants")
def add_entrant(tournament_id: str):
    t = load(tournament_id)
    director(t)
    body = json_body(LATE)
    number = actions.add_entrant(get_db(), tournament=t, name=body["name"], players=body["players"],
                                 club=body.get("club") or "")
    entrant = load(tournament_id).known_entrant(number)
    response = jsonify(entrant_json(entrant) | {"joined_round": entrant.joined_round})
    response.status_code = 201
    return response


@bp.post("/tournaments/<tournament_id>/entrants/<int:number>/withdraw")
def withdraw(tournament_id: str, number: int):
    t = load(tournament_id)
    director(t)
    actions.withdraw(get_db(), tournament=t, number=number)
    return jsonify(entrant_json(load(tournament_id).entrant(number)))


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/tables/<int:table>/result")
def enter_result(tournament_id: str, round_no: int, table: int):
    t = load(tournament_id)
    director(t)
    body = json_body(PAPER)
    if not body["correct"] and actions.has_result(get_db(), tournament=t, round_no=round_no, table=table):
        return _over_result(t, round_no, table, body["games"])
    actions.enter_result(get_db(), tournament=t, round_no=round_no, table=table, games=body["games"],
                         correcting=body["correct"])
    return _table_answer(tournament_id, round_no, table)


def _over_result(t: Tournament, round_no: int, table: int, games: list):
    """A result over a table's existing one, not yet confirmed as a correction: 409 with the
    result as it stands and what the new one would change, as the page previews it."""
    effect = correction_effect(get_db(), t, round_no=round_no, table=table, games=games)
    refusal = TournamentError.of("tournament.result_over_result", "correct", table=table)
    current = _table_answer(t.id, round_no, table).get_json()
    return error_response(409, refusal.message, refusal.path, note=refusal.note, table=current,
                          would_change={"games": [list(g) for g in effect["games"]],
                                        "after_round": effect["after"], "later_rounds": effect["later"],
                                        "standings": [{"name": r["name"], "rank": list(r["rank"]),
                                                       "match_points": list(r["match_points"]),
                                                       "points": list(r["points"])} for r in effect["rows"]]})


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/tables/<int:table>/approve")
def approve(tournament_id: str, round_no: int, table: int):
    t = load(tournament_id)
    director(t)
    actions.approve(get_db(), tournament=t, round_no=round_no, table=table)
    return _table_answer(tournament_id, round_no, table)


def _table_answer(tournament_id: str, round_no: int, table: int):
    r = round_json(get_db(), load(tournament_id), round_no, with_tokens=False)
    return jsonify(next(x for x in r["tables"] if x["table"] == table))


@bp.get("/tournaments/<tournament_id>/standings")
def get_standings(tournament_id: str):
    t = load(tournament_id)
    if not (request.headers.get("X-Director-Code") and is_director(t)):
        t = public_view(get_db(), t)
    return jsonify(standings_json(get_db(), t, after=after_arg(t)))


def after_arg(t: Tournament) -> int | None:
    """``?after=k``: a round from 0 to the rounds drawn; anything else is refused (422)."""
    raw = request.args.get("after")
    if raw is None:
        return None
    after = whole_number(raw, high=len(t.rounds), default=None)
    if after is None:
        raise refusal("api.after_round", "after", last=len(t.rounds))
    return after
