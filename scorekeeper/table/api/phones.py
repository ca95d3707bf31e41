"""The phones of a game in the API: joining with the table token, and the director's controls.

    POST   /games/<id>/phones            Bearer <table_token>, {"seat": n}: a phone's own token
    GET    /games/<id>/phones            X-Director-Code: who joined as whom
    DELETE /games/<id>/phones/<phone>    X-Director-Code: withdraw a lost phone
    POST   /games/<id>/table-token       X-Director-Code: a new table token, old links dead
"""

from __future__ import annotations

from flask import current_app, jsonify, request

from ... import games
from ...storage import get_db
from ...games import join_phone, list_phones, revoke_phone, rotate_table_token
from ...web import guarded_authorize, note_wrong_code, verify_code_attempt
from ...web import bearer_token, json_body
from .schemas import JoinSchema
from .games import bp

JOIN_BODY = JoinSchema()


def _director(game: games.Game) -> games.Author:
    code = request.headers.get("X-Director-Code", "").strip() or None
    if not code:
        raise games.NotAuthorized.of("game.director_code_needed")
    return guarded_authorize(game, director_code=code)


@bp.post("/games/<game_id>/phones")
def join(game_id: str):
    game = games.get_game(get_db(), game_id=game_id)
    token = bearer_token()
    if not token:
        raise games.NotAuthorized.of("phone.token_needed")
    body = json_body(JOIN_BODY)
    if body.get("entrant_code"):
        verify_code_attempt(None)  # an entrant code is short: wrong ones are limited per client
    try:
        phone, key = join_phone(get_db(), game=game, table_token=token, seat=body["seat"],
                                entrant_code=body.get("entrant_code"))
    except games.Forbidden as error:
        if error.path == "entrant_code" and body.get("entrant_code"):
            note_wrong_code(None)
        raise
    response = jsonify({**phone.to_json(game), "phone_token": key})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/games/<game_id>/phones")
def phones(game_id: str):
    game = games.get_game(get_db(), game_id=game_id)
    _director(game)
    return jsonify({"phones": [p.to_json(game) for p in list_phones(get_db(), game=game)]})


@bp.delete("/games/<game_id>/phones/<phone_id>")
def revoke(game_id: str, phone_id: str):
    game = games.get_game(get_db(), game_id=game_id)
    phone = revoke_phone(get_db(), game=game, phone_id=phone_id, author=_director(game))
    return jsonify(phone.to_json(game))


@bp.post("/games/<game_id>/table-token")
def new_table_token(game_id: str):
    game = games.get_game(get_db(), game_id=game_id)
    token = rotate_table_token(get_db(), game=game, secret=current_app.config["SECRET_KEY"],
                               author=_director(game))
    response = jsonify({"table_token": token})
    response.status_code = 201
    response.headers["Cache-Control"] = "no-store"
    return response
