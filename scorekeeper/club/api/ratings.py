"""Players' ratings in the JSON API (``/api/v1/ratings``): read by anyone, recomputed from the
tournaments' stored results on every change, never stored."""

from __future__ import annotations

from flask import jsonify

from ...ratings import PROVISIONAL_UNDER, rating_history, rating_of, ratings
from ...storage import get_db
from ...games import NotFound
from ...web import bp

SCALE = ("1000 + 20 × (mu − 3 sigma) of openskill's Weng-Lin (Thurstone-Mosteller) model: a newcomer "
         f"starts at 1000, an average player known for certain is 1500; provisional under "
         f"{PROVISIONAL_UNDER} games.")


@bp.get("/ratings")
def get_ratings():
    return jsonify({"scale": SCALE, "provisional_under": PROVISIONAL_UNDER,
                    "players": [r.to_json() for r in ratings(get_db())]})


@bp.get("/ratings/<player>")
def get_player_rating(player: str):
    db = get_db()
    found = rating_of(db, player=player)
    if found is None:
        raise NotFound.of("rating.not_found")
    return jsonify({**found.to_json(), "history": [p.to_json() for p in rating_history(db, player=player)]})


def rating_paths(op) -> dict[str, dict]:
    player = {"name": "player", "in": "path", "required": True, "schema": {"type": "string"},
              "description": "A player as the ratings know them (the name without case or diacritics)."}
    return {
        "/ratings": {"get": op(
            "Players' ratings", "Every player who finished a tournament match, highest first: the rating "
            f"({SCALE}), the games behind it and whether it is still provisional.",
            ok=("200", "The ratings.", None), tag="ratings")},
        "/ratings/{player}": {"get": op(
            "A player's rating and its history", "The rating as it stands and after each match played, "
            "in the order played (date, tournament, round).", ok=("200", "The rating.", None),
            params=(player,), errors={"404": "No rated player of that name."}, tag="ratings")},
    }
