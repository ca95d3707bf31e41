"""Tournaments in the JSON API (``/api/v1/tournaments``): the shapes clients and tests rely on.

Reading needs the link only; everything that changes a tournament needs its director code
(``X-Director-Code``): 401 without it, 403 with a wrong one, 409 when the state does not allow
the action (with the reason), 422 with the field for bad input.
"""

from __future__ import annotations

import hashlib
import time

from flask import current_app, jsonify, request, url_for

from .errors import json_body
from .schemas import NewTournamentSchema, PaperResultSchema, TournamentEntrantSchema
from .views import bp
from ..storage.db import get_db
from ..games.phones import table_token_of
from ..web.limits import NEW_GAMES, limiter, limits_off, note_wrong_code, verify_code_attempt
from ..games import Forbidden
from ..tournaments import actions, guards, service  # noqa: F401  (guards: the games' hooks)
from ..rules import RecordError, find_variant
from ..tournament_core.settings import SettingError, TournamentSettings
from ..tournament_core.usual import usual_bye_points, usual_ranking
from ..tournament_core.standings import standings
from ..tournaments.state import Tournament

NEW_TOURNAMENT, PAPER, LATE = NewTournamentSchema(), PaperResultSchema(), TournamentEntrantSchema()


def _secret() -> str:
    return current_app.config["SECRET_KEY"]


def load(tournament_id: str) -> Tournament:
    return service.get_tournament(get_db(), tournament_id=tournament_id)


# Codes already found right, by tournament (as a SHA-256, in this process's memory only): a
# director's client that polls for a PDF must not cost 40 ms of scrypt on every poll.
_RIGHT: dict[tuple[str, str], float] = {}
REMEMBER_RIGHT = 600  # seconds


def director(t: Tournament, code: str | None = None) -> None:
    """The director's code (header or form). Wrong codes count against the client that sends
    them only: a stranger's wrong codes must not lock the real director out of the tournament."""
    code = code if code is not None else request.headers.get("X-Director-Code", "").strip() or None
    if code and _known_right(t, code):
        return
    if code:
        verify_code_attempt(None)
    try:
        service.check_director(t, code)
    except Forbidden:
        note_wrong_code(None)
        raise
    _remember_right(t, code)


def _known(t: Tournament, code: str) -> tuple[str, str]:
    return t.id, hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


def _known_right(t: Tournament, code: str) -> bool:
    return time.monotonic() - _RIGHT.get(_known(t, code), -REMEMBER_RIGHT) < REMEMBER_RIGHT


def _remember_right(t: Tournament, code: str) -> None:
    if len(_RIGHT) > 1024:
        _RIGHT.clear()
    _RIGHT[_known(t, code)] = time.monotonic()


def is_director(t: Tournament) -> bool:
    """For a read that shows more to the director: a wrong code is no director, and counts
    nowhere (the read does not need it); a client already over its limit is not checked."""
    code = request.headers.get("X-Director-Code", "").strip() or None
    if not code:
        return False
    if _known_right(t, code):
        return True
    try:
        verify_code_attempt(None)
        service.check_director(t, code)
    except Exception:  # noqa: BLE001 - any refusal means: not the director
        return False
    _remember_right(t, code)
    return True


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
                "pool_advance", "late_entry")

# Where each setting sits in the API's body.
API_FIELDS = {"best_of": "match.best_of", "deals": "match.deals", "bye_points": "bye.points",
              "bye_score": "bye.score", "bye_counts_as_win": "bye.counts_as_win",
              "repasaz_until": "repasaz.until"}


@bp.post("/tournaments")
@limiter.limit(NEW_GAMES, exempt_when=limits_off)
def create_tournament():
    body = json_body(NEW_TOURNAMENT)
    created = service.create_tournament(
        get_db(), title=body["title"], variant=body["variant"], options=body.get("options") or {},
        settings=settings_from(body), entrants=[entrant_data(e) for e in body["entrants"]])
    response = jsonify({"id": created.id, "director_code": created.director_code, "urls": {
        "page": url_for("tournament_pages.dashboard", tournament_id=created.id, _external=True),
        "projector": url_for("tournament_pages.projector", tournament_id=created.id, _external=True),
        "api": url_for("api.get_tournament", tournament_id=created.id, _external=True)}})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response


def entrant_data(body: dict) -> dict:
    """An entrant as the log keeps it: its club only when it has one (older logs have none)."""
    club = (body.get("club") or "").strip()
    return {"name": body["name"], "players": body["players"], **({"club": club} if club else {})}


def status_of(t: Tournament, tables: list[dict]) -> str:
    if not t.rounds:
        return "registration"
    if any(x["status"] in ("waiting", "playing") for x in tables):
        return "playing"
    from ..tournament_core.pairing import is_finished
    results = service.match_results(get_db(), t)
    return "finished" if is_finished(t.entrants, results, t.draws(), t.settings) else "between_rounds"


def round_json(t: Tournament, number: int, *, with_tokens: bool) -> dict:
    r = t.round(number)
    tables = []
    for x in r.tables:
        res = service.table_result(get_db(), t, x)
        item = {"table": x.table, "entrants": [x.a, x.b], "games": list(x.games), "status": res.status,
                **({"teams": [list(x.team(0)), list(x.team(1))]} if x.partners else {}),
                "result": {"games": [list(g) for g in res.games], "games_won": list(res.games_won),
                           "winner": res.winner} if res.finished else None,
                "decider": res.decider or None, "deciding": res.deciding}
        if with_tokens and x.games:
            from ..games import get_game
            item["table_token"] = table_token_of(get_game(get_db(), game_id=x.games[-1]), secret=_secret())
        tables.append(item)
    return {"round": r.round, "byes": list(r.byes), "rematches": [list(m) for m in r.rematches],
            "tables": tables, "third_place": r.third_place or None,
            "absent": sorted(t.absent.get(r.round, ()))}


def tournament_json(t: Tournament, *, with_tokens: bool) -> dict:
    rounds = [round_json(t, r.round, with_tokens=with_tokens) for r in t.rounds]
    last_tables = rounds[-1]["tables"] if rounds else []
    return {"id": t.id, "version": t.last_event, "title": t.header.title, "variant": t.header.variant,
            "format": t.settings.format,
            "settings": t.settings.to_json(), "status": status_of(t, last_tables),
            "entrants": [{"number": e.number, "name": e.name, "players": list(e.players),
                          "active": e.active, "paid": e.paid, "joined_round": e.joined_round,
                          "club": e.club,
                          **({"code": service.entrant_code(_secret(), tournament_id=t.id,
                                                           number=e.number)} if with_tokens else {})}
                         for e in t.entrants],
            "rounds": rounds, "controls": {
                "absent": sorted(t.absent.get(len(t.rounds) + 1, ())),
                "bye": t.bye_by_hand.get(len(t.rounds) + 1), "apart": sorted(sorted(p) for p in t.apart)}}


@bp.get("/tournaments/<tournament_id>")
def get_tournament(tournament_id: str):
    t = load(tournament_id)
    with_tokens = bool(request.headers.get("X-Director-Code")) and is_director(t)
    response = jsonify(tournament_json(t, with_tokens=with_tokens))
    response.headers["ETag"] = f'"{t.last_event}"'
    if with_tokens:
        response.headers["Cache-Control"] = "no-store"
    return response


def _round_action(tournament_id: str, do, *, status: int = 200):
    """A draw, re-draw or swap, done once: the same Idempotency-Key gets the same answer, and
    one that came second (a double tap, a second director) gets 409 with the round as it stands."""
    from .errors import error_response
    key = _idempotency_key()
    try:
        round_no = do(key).round
    except service.Replayed as done:
        response = jsonify(round_json(load(tournament_id), done.round_no, with_tokens=True))
        response.status_code = status
        response.headers["Idempotent-Replayed"] = "true"
        return response
    except service.TournamentError as error:  # e.g. another draw came first
        t = load(tournament_id)
        return error_response(409, error.message, error.path, round=round_json(
            t, len(t.rounds), with_tokens=True) if t.rounds else None)
    response = jsonify(round_json(load(tournament_id), round_no, with_tokens=True))
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def _seen() -> int | None:
    """``If-Match``: the tournament's version (its ETag) the client acts on; None without it."""
    raw = request.headers.get("If-Match", "").strip().strip('"')
    if not raw or raw == "*":
        return None
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 12 else -1


def _idempotency_key() -> str | None:
    from ..rules import RecordError
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 0 < len(key.strip()) <= 100:
        raise RecordError("Idempotency-Key is 1 to 100 characters", "Idempotency-Key")
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
    body = request.get_json(silent=True) or {}
    pair = body.get("entrants") if isinstance(body, dict) else None
    if not (isinstance(pair, list) and len(pair) == 2 and all(
            isinstance(n, int) and not isinstance(n, bool) for n in pair)):
        from ..rules import RecordError
        raise RecordError("entrants is the two entrant numbers to swap, like [3, 8]", "entrants")

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
    entrant = load(tournament_id).entrant(number)
    response = jsonify(entrant_json(entrant) | {"joined_round": entrant.joined_round})
    response.status_code = 201
    return response


@bp.post("/tournaments/<tournament_id>/entrants/<int:number>/withdraw")
def withdraw(tournament_id: str, number: int):
    t = load(tournament_id)
    director(t)
    actions.withdraw(get_db(), tournament=t, number=number)
    return jsonify(entrant_json(load(tournament_id).entrant(number)))


def entrant_json(e) -> dict:
    """An entrant as a late entry, a withdrawal or a reinstatement answers it."""
    return {"number": e.number, "name": e.name, "players": list(e.players), "active": e.active}


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/tables/<int:table>/result")
def enter_result(tournament_id: str, round_no: int, table: int):
    t = load(tournament_id)
    director(t)
    body = json_body(PAPER)
    actions.enter_result(get_db(), tournament=t, round_no=round_no, table=table, games=body["games"])
    return _table_answer(tournament_id, round_no, table)


@bp.post("/tournaments/<tournament_id>/rounds/<int:round_no>/tables/<int:table>/approve")
def approve(tournament_id: str, round_no: int, table: int):
    t = load(tournament_id)
    director(t)
    actions.approve(get_db(), tournament=t, round_no=round_no, table=table)
    return _table_answer(tournament_id, round_no, table)


def _table_answer(tournament_id: str, round_no: int, table: int):
    r = round_json(load(tournament_id), round_no, with_tokens=False)
    return jsonify(next(x for x in r["tables"] if x["table"] == table))


_STANDINGS: dict[tuple, dict] = {}


def standings_json(t: Tournament, *, after: int | None = None) -> dict:
    """Recomputed whenever the log or a game changed; otherwise the last answer (a projector and
    forty phones ask every few seconds while nothing moves)."""
    key = (*service.state_key(get_db(), t), after)
    known = _STANDINGS.get(key)
    if known is None:
        known = _standings_json(t, after=after)
        if len(_STANDINGS) > 256:
            _STANDINGS.clear()
        _STANDINGS[key] = known
    return known


def _standings_json(t: Tournament, *, after: int | None = None) -> dict:
    results = service.match_results(get_db(), t)
    last = last_round_played(results) if after is None else max(0, min(after, len(t.rounds)))
    rows = standings(t.entrants, results, t.settings, after_round=last)
    counted = [m for m in results if m.round <= last]
    complete = bool(t.rounds) and all(service.table_result(get_db(), t, x).status == "final"
                                      for x in t.round(last).tables) if last else False
    return {"after_round": last, "final": bool(complete and not any(m.provisional for m in counted)),
            "rows": [r.to_json() for r in rows]}


def last_round_played(results) -> int:
    """The last round with a match result: standings printed while round 2 is being played
    are the standings after round 1 (a bye alone does not make a round played)."""
    return max((m.round for m in results if not m.is_bye and m.b), default=0)


@bp.get("/tournaments/<tournament_id>/standings")
def get_standings(tournament_id: str):
    t = load(tournament_id)
    return jsonify(standings_json(t, after=after_arg(t)))


def after_arg(t: Tournament) -> int | None:
    """``?after=k``: a round from 0 to the rounds drawn; anything else is refused (422)."""
    raw = request.args.get("after")
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 3 and int(raw) <= len(t.rounds)):
        from ..rules import RecordError
        raise RecordError(f"after is a round number from 0 to {len(t.rounds)}", "after")
    return int(raw)
