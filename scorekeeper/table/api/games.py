"""A game's endpoints under /api/v1 (presets, adjudication, games, hands, history): thin over
``scorekeeper.games`` (storage) and the rules engine."""

from __future__ import annotations

from dataclasses import replace

from flask import Response, current_app, jsonify, request, url_for

from ... import games
from ...storage import get_db
from ...games import check_token
from ...games import authorize_phone
from ...web import NEW_GAMES, guarded_authorize, limiter, limits_off
from ...rules import OPTION_SPECS, RecordError, adjudicate, describe_presets
from . import schemas
from ...web import bp
from ...web import bearer_token, if_match, json_body, refusal, seat_header
from .shapes import game_json

MAX_KEY = 200
# One instance each: loading keeps no state, and making a schema costs more than using it.
RECORD_BODY, NEWGAME_BODY = schemas.RecordSchema(), schemas.NewGameSchema()
HAND_BODY, CONFIRM_BODY = schemas.HandSchema(), schemas.ConfirmSchema()


@bp.get("/presets")
def presets():
    return jsonify({"presets": describe_presets(), "options": [s.describe() for s in OPTION_SPECS]})


@bp.post("/adjudicate")
def adjudicate_record():
    """The dispute API: the ruling of a whole record; nothing is stored."""
    return jsonify(adjudicate(json_body(RECORD_BODY)))


# ---------------------------------------------------------------- games

def _with_etag(response: Response, version: int) -> Response:
    response.set_etag(str(version))
    return response


def _share_urls(game_id: str, token: str) -> dict:
    api = url_for("api.get_game", game_id=game_id, _external=True)
    page = request.host_url + f"games/{game_id}"
    return {"api": api, "hands": api + "/hands", "history": api + "/history",
            "page": page, "table": f"{page}#table={token}"}


@bp.post("/games")
@limiter.limit(NEW_GAMES, exempt_when=limits_off)
def create_game():
    body = json_body(NEWGAME_BODY)
    created = games.create_game(get_db(), variant=body["variant"], players=body["players"],
                                options=body.get("options"), title=body.get("title"),
                                token_secret=current_app.config["SECRET_KEY"])
    game = created.game
    response = jsonify({"id": game.id, "table_token": created.table_token,
                        "director_code": created.director_code, "version": game.version,
                        "urls": _share_urls(game.id, created.table_token)})
    response.status_code = 201
    response.headers["Location"] = url_for("api.get_game", game_id=game.id)
    response.headers["Cache-Control"] = "no-store"  # the secrets are shown once
    return _with_etag(response, game.version)


def _load(game_id: str) -> games.Game:
    return games.get_game(get_db(), game_id=game_id)


@bp.get("/games/<game_id>")
def get_game(game_id: str):
    game = _load(game_id)
    response = jsonify(game_json(game))
    _with_etag(response, game.version)
    response.headers["Cache-Control"] = "no-cache"
    return response.make_conditional(request)


@bp.get("/games/<game_id>/history")
def history(game_id: str):
    game = _load(game_id)
    revisions = games.history(get_db(), game_id=game_id)
    return _with_etag(jsonify({"id": game.id, "version": game.version,
                               "revisions": [r.to_json() for r in revisions]}), game.version)


# ---------------------------------------------------------------- hands

def _director_code() -> str | None:
    return request.headers.get("X-Director-Code", "").strip() or None


def _author(game: games.Game, *, seat: int | None = None) -> games.Author:
    """The bearer is the table token or a joined phone's token (``POST .../phones``)."""
    director, token = _director_code(), bearer_token()
    if not token or check_token(token, game.table_token_hash):
        return guarded_authorize(game, table_token=token, director_code=director, seat=seat)
    author = authorize_phone(get_db(), game=game, phone_key=token, seat=seat)
    if director:
        guarded_authorize(game, director_code=director)
        return replace(author, role="director")
    return author


def _seat_author(game: games.Game) -> games.Author:
    try:
        return _author(game, seat=seat_header())
    except RecordError as error:
        raise RecordError(error.message, "X-Seat", note=error.note) from None


def _hand_answer(change: games.Change, status: int = 200) -> Response:
    """That hand's ruling and the game's state (totals, pot, finished, next dealer): the answer
    stays the same size however long the game; ``GET /games/<id>`` gives every hand."""
    hands = change.ruling["hands"]
    hand = hands[change.number - 1] if change.number and change.number <= len(hands) else None
    response = jsonify({"number": change.number, "version": change.version, "hand": hand,
                        "game": change.ruling["game"]})
    response.status_code = status
    if not change.changed:
        response.headers["Idempotent-Replayed"] = "true"
    return _with_etag(response, change.game.version)


def _idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not key.strip() or len(key) > MAX_KEY:
        raise refusal("api.key_length", "Idempotency-Key", most=MAX_KEY)
    return key


@bp.post("/games/<game_id>/hands")
def append_hand(game_id: str):
    game = _load(game_id)
    author = _seat_author(game)
    hand = json_body(HAND_BODY)
    try:
        change = games.append_hand(get_db(), game_id=game_id, hand=hand, author=author,
                                   expected_version=if_match(required=False),
                                   idempotency_key=_idempotency_key())
    except RecordError as error:
        raise (RecordError(error.message, "Idempotency-Key", note=error.note)
               if error.path == "idempotency_key" else error) from None
    response = _hand_answer(change, 201)
    response.headers["Location"] = f"{request.path}/{change.number}"
    return response


@bp.put("/games/<game_id>/hands/<int:number>")
def correct_hand(game_id: str, number: int):
    game = _load(game_id)
    author = _seat_author(game)
    hand = json_body(HAND_BODY)
    response = _hand_answer(games.correct_hand(get_db(), game_id=game_id, number=number, hand=hand,
                                               author=author, expected_version=if_match(required=True)))
    from ...tournaments import correction_notice
    notice = correction_notice(get_db(), game_id)
    if notice:  # a director's correction of a settled table says what it changes
        body = response.get_json()
        response.set_data(jsonify({**body, "tournament": {"notice": notice}}).get_data())
    return response


@bp.delete("/games/<game_id>/hands/<int:number>")
def undo_hand(game_id: str, number: int):
    game = _load(game_id)
    author = _seat_author(game)
    return _hand_answer(games.undo_last_hand(get_db(), game_id=game_id, number=number,
                                             author=author, expected_version=if_match(required=True)))


@bp.post("/games/<game_id>/hands/<int:number>/confirm")
def confirm_hand(game_id: str, number: int):
    game = _load(game_id)
    credentials = _author(game)  # before the body: no hints for someone without them
    seat = json_body(CONFIRM_BODY)["seat"]
    if credentials.phone and credentials.seat is not None and seat != credentials.seat:
        raise games.Forbidden.of("phone.confirms_as", "seat", player=game.players[credentials.seat])
    author = replace(credentials, seat=seat)
    return _hand_answer(games.confirm_hand(get_db(), game_id=game_id, number=number, author=author,
                                           expected_version=if_match(required=False)))
