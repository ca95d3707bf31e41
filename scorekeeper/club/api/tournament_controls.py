"""The director's controls over the next round in the JSON API: an entrant absent for the next
round, the bye chosen by hand, two entrants kept apart, a withdrawn entrant reinstated. Each
needs the director code; each answer is the controls as they now stand (``controls_json``)."""

from __future__ import annotations

from flask import jsonify

from ...tournaments import entrant_json
from ..access import director
from .tournaments import load
from ...web import bp, loose_body, refusal
from ...storage import get_db
from ...tournaments import controls
from ...tournaments import Tournament


def controls_json(t: Tournament) -> dict:
    """What the director has set for the next round's draw."""
    k = len(t.rounds) + 1
    return {"round": k, "absent": sorted(t.absent.get(k, ())), "bye": t.bye_by_hand.get(k),
            "apart": sorted(sorted(p) for p in t.apart)}


def _body() -> dict:
    return loose_body()


def _flag(body: dict, name: str) -> bool:
    value = body.get(name, True)
    if not isinstance(value, bool):
        raise refusal("field.true_false", name, name=name)
    return value


def _number(value: object, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise refusal("api.entrant_number", path, name=path)
    return value


def _answer(tournament_id: str):
    response = jsonify(controls_json(load(tournament_id)))
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.post("/tournaments/<tournament_id>/entrants/<int:number>/absent")
def mark_absent(tournament_id: str, number: int):
    """``{"absent": true}`` (the default): the entrant sits the next round out."""
    t = load(tournament_id)
    director(t)
    controls.mark_absent(get_db(), tournament=t, number=number, absent=_flag(_body(), "absent"))
    return _answer(tournament_id)


@bp.post("/tournaments/<tournament_id>/entrants/<int:number>/reinstate")
def reinstate(tournament_id: str, number: int):
    t = load(tournament_id)
    director(t)
    controls.reinstate(get_db(), tournament=t, number=number)
    return jsonify(entrant_json(load(tournament_id).entrant(number)))


@bp.post("/tournaments/<tournament_id>/bye")
def choose_bye(tournament_id: str):
    """``{"entrant": 5}``: the next round's bye; ``{"entrant": null}``: the draw chooses."""
    t = load(tournament_id)
    director(t)
    raw = _body().get("entrant")
    controls.choose_bye(get_db(), tournament=t, number=None if raw is None else _number(raw, "entrant"))
    return _answer(tournament_id)


@bp.post("/tournaments/<tournament_id>/apart")
def keep_apart(tournament_id: str):
    """``{"entrants": [3, 8], "apart": true}``: they never meet while a draw avoids it."""
    t = load(tournament_id)
    director(t)
    body = _body()
    pair = body.get("entrants")
    if not (isinstance(pair, list) and len(pair) == 2):
        raise refusal("api.two_entrants", "entrants")
    a, b = (_number(n, "entrants") for n in pair)
    controls.keep_apart(get_db(), tournament=t, a=a, b=b, apart=_flag(body, "apart"))
    return _answer(tournament_id)


def control_paths(director_op, tournament_id: dict, entrant: dict) -> dict[str, dict]:
    """This module's routes in the OpenAPI document (``club/api/openapi.py`` gathers them into the club's part)."""
    ok = ("200", "The controls of the next round: round, absent, bye, apart.", None)
    return {
        "/tournaments/{tournament_id}/entrants/{number}/absent": {"post": director_op(
            "Absent for the next round", "Body {\"absent\": true} (the default) or false. The "
            "entrant sits the next round out: no table, no bye; absent_score says what it gets.",
            ok=ok, params=(tournament_id, entrant))},
        "/tournaments/{tournament_id}/entrants/{number}/reinstate": {"post": director_op(
            "Reinstate a withdrawn entrant", "Drawn again from the next round; the rounds drawn "
            "without it count as sat out.", ok=("200", "The entrant.", None),
            params=(tournament_id, entrant))},
        "/tournaments/{tournament_id}/bye": {"post": director_op(
            "Choose the next round's bye", "Body {\"entrant\": 5}, or {\"entrant\": null} to let the "
            "draw choose.", ok=ok, params=(tournament_id,))},
        "/tournaments/{tournament_id}/apart": {"post": director_op(
            "Keep two entrants apart", "Body {\"entrants\": [3, 8], \"apart\": true}: they never meet "
            "while a draw avoids it; \"apart\": false allows it again.", ok=ok, params=(tournament_id,))},
    }
