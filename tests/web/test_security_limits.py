"""A guesser of director codes and a flood of new games are slowed with 429 and Retry-After."""

from __future__ import annotations

import pytest

from scorekeeper import create_app
from scorekeeper.web.limits import WRONG_CODES_PER_GAME, limiter
from test_api_hands import PASSED


@pytest.fixture
def app(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "scorekeeper.db"),
                      "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False})
    limiter.reset()
    yield app
    limiter.reset()


def _correct(game, code: str, *, addr: str = "10.0.0.1"):
    return game.client.put(f"{game.url}/hands/1", json=PASSED, environ_base={"REMOTE_ADDR": addr},
                           headers=game.auth(**{"If-Match": "*", "X-Director-Code": code}))


@pytest.fixture
def confirmed(game):
    game.enter(PASSED, seat=0)
    game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.phone(1))
    return game


def test_wrong_director_codes_are_limited_per_game_with_retry_after(confirmed):
    answers = [_correct(confirmed, f"WRONG-{i}", addr=f"10.0.0.{i}")
               for i in range(WRONG_CODES_PER_GAME.amount)]
    assert {a.status_code for a in answers} == {403}
    refused = _correct(confirmed, confirmed.director_code, addr="10.0.1.1")
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 0
    assert refused.get_json()["error"]["path"] == "X-Director-Code"


def test_wrong_codes_from_one_client_are_limited_across_games(new_game):
    games = [new_game() for _ in range(3)]
    for g in games:
        g.enter(PASSED, seat=0)
    statuses = [_correct(games[i % 3], f"WRONG-{i}").status_code for i in range(25)]
    assert statuses.count(429) > 0 and 500 not in statuses


def test_a_right_code_works_while_under_the_limit(confirmed):
    assert _correct(confirmed, "WRONG").status_code == 403
    assert _correct(confirmed, confirmed.director_code).status_code == 200


def test_new_games_are_limited_per_client(client):
    body = {"variant": "bela-hr-4", "players": ["A", "B", "C", "D"]}
    statuses = [client.post("/api/v1/games", json=body).status_code for _ in range(31)]
    assert statuses[:30] == [201] * 30 and statuses[30] == 429
    last = client.post("/api/v1/games", json=body)
    assert "Retry-After" in last.headers and last.get_json()["error"]["message"]
    other = client.post("/api/v1/games", json=body, environ_base={"REMOTE_ADDR": "10.9.9.9"})
    assert other.status_code == 201


def test_the_new_game_page_is_limited_too_and_says_so_in_words(client):
    for _ in range(30):
        client.post("/new/bela-hr-4", data={"player0": "A", "player1": "B", "player2": "C",
                                            "player3": "D"})
    response = client.post("/new/bela-hr-4", data={"player0": "A"})
    assert response.status_code == 429 and "Retry-After" in response.headers
    assert "Wait a minute" in response.get_data(as_text=True)


def test_imports_are_limited_per_client_on_the_page_and_the_api_together(client):
    """One budget for the import page and the API: the 31st archive in a minute from one client
    gets 429, whichever way it comes."""
    import io
    import json
    from test_tournament_evening import Evening, pairs
    ev = Evening(client, {"title": "Petak", "variant": "belote", "format": "swiss", "rounds": 2,
                          "entrants": pairs(4)})
    data = client.get(f"{ev.url}/archive", headers=ev.director).get_json()
    statuses = []
    for i in range(31):
        if i % 2:
            statuses.append(client.post("/api/v1/tournament-imports", json=data).status_code)
        else:
            statuses.append(client.post("/tournaments/import", content_type="multipart/form-data", data={
                "archive": (io.BytesIO(json.dumps(data).encode()), "a.json")}).status_code)
    assert statuses[:30] == [201 if i % 2 else 302 for i in range(30)] and statuses[30] == 429
    page = client.post("/tournaments/import", content_type="multipart/form-data",
                       data={"archive": (io.BytesIO(b"{}"), "a.json")})
    assert page.status_code == 429 and int(page.headers["Retry-After"]) > 0
