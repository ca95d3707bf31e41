"""Starting and reading games, presets, the stateless dispute API, the API's own documents."""

from __future__ import annotations

import re

from scorekeeper.storage.db import get_db

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


def test_a_new_game_answers_its_id_secrets_and_links(client):
    response = client.post("/api/v1/games", json={"variant": "bela", "players": PLAYERS,
                                                  "options": {"tie": "hold_over"}})
    assert response.status_code == 201
    body = response.get_json()
    assert set(body) == {"id", "table_token", "director_code", "version", "urls"}
    assert body["version"] == 1 and response.headers["ETag"] == '"1"'
    assert response.headers["Location"] == f"/api/v1/games/{body['id']}"
    assert body["urls"]["api"].endswith(f"/api/v1/games/{body['id']}")
    assert body["table_token"] in body["urls"]["table"]
    assert re.fullmatch(r"[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}", body["director_code"])


def test_reading_a_game_gives_record_ruling_version_and_etag(game):
    game.enter(PASSED)
    response = game.client.get(game.url)
    assert response.status_code == 200 and response.headers["ETag"] == '"2"'
    body = response.get_json()
    assert body["id"] == game.id and body["version"] == 2
    assert body["record"] == {"variant": "bela-hr-4", "options": {}, "players": PLAYERS,
                              "hands": [PASSED]}
    assert body["ruling"]["game"]["totals"] == [100, 62]
    assert body["entries"][0]["entered_by"] == {"role": "table", "seat": 0}


def test_the_alias_a_table_uses_is_stored_as_the_preset_name(client):
    response = client.post("/api/v1/games", json={"variant": "Belot", "players": PLAYERS,
                                                  "title": "Friday club"})
    game = client.get(f"/api/v1/games/{response.get_json()['id']}").get_json()
    assert game["record"]["variant"] == "belote" and game["record"]["title"] == "Friday club"


def test_a_phone_polling_an_unchanged_game_gets_304(game):
    response = game.client.get(game.url, headers={"If-None-Match": '"1"'})
    assert response.status_code == 304
    game.enter(PASSED)
    assert game.client.get(game.url, headers={"If-None-Match": '"1"'}).status_code == 200


def test_no_game_at_a_made_up_link(client):
    response = client.get("/api/v1/games/not-a-game")
    assert response.status_code == 404
    assert response.get_json()["error"]["message"] == "there is no game at this link"
    assert client.get("/api/v1/games/not-a-game/history").status_code == 404


def test_a_game_the_engine_refuses_is_not_made(app, client):
    cases = [({"variant": "whist", "players": PLAYERS}, "variant"),
             ({"variant": "bela", "players": PLAYERS[:3]}, "players"),
             ({"variant": "bela", "players": PLAYERS, "options": {"tie": "coin_toss"}}, "options.tie"),
             ({"variant": "bela", "players": PLAYERS, "options": {"jokers": True}}, "options.jokers"),
             ({"variant": "bela", "players": [1, 2, 3, 4]}, "players[0]"),
             ({"variant": "bela"}, "players"),
             ({"variant": "bela", "players": PLAYERS, "hands": []}, "hands"),
             ({"variant": "bela", "players": PLAYERS, "title": "x" * 101}, "title")]
    for body, path in cases:
        response = client.post("/api/v1/games", json=body)
        assert response.status_code == 422, body
        assert response.get_json()["error"]["path"] == path
        assert response.get_json()["error"]["message"]
    with app.app_context():
        assert get_db()["games"].count == 0


def test_presets_list_every_preset_with_options_defaults_and_help(client):
    body = client.get("/api/v1/presets").get_json()
    names = {p["name"] for p in body["presets"]}
    assert {"clobyosh", "klaberjass", "bela-3", "bela-hr-4", "bela-hr-3", "bela-hr-2",
            "open-belot", "belote"} <= names
    belote = next(p for p in body["presets"] if p["name"] == "belote")
    assert belote["options"]["tie"] == "hold_over" and belote["target"] == 501
    tie = next(o for o in body["options"] if o["name"] == "tie")
    assert "hold_over" in tie["choices"] and tie["help"]


def test_adjudicate_rules_on_a_whole_record_and_stores_nothing(app, client):
    record = {"variant": "bela-hr-4", "players": PLAYERS,
              "hands": [PASSED, {**PASSED, "dealer": 0, "points": [62, 100], "tricks": [3, 5]}]}
    response = client.post("/api/v1/adjudicate", json=record)
    assert response.status_code == 200
    ruling = response.get_json()
    assert [h["outcome"] for h in ruling["hands"]] == ["passed", "fell"]
    assert ruling["game"]["totals"] == [100, 224]
    with app.app_context():
        assert get_db()["games"].count == 0


def test_adjudicate_says_what_is_wrong_and_where(client):
    record = {"variant": "bela-hr-4", "players": PLAYERS, "hands": [{**PASSED, "points": [62, 90]}]}
    response = client.post("/api/v1/adjudicate", json=record)
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["path"] == "hands[0].points" and "162" in error["message"]


def test_healthz_answers_at_the_root_and_under_the_api(client):
    assert client.get("/healthz").status_code == 200
    assert client.get("/api/v1/healthz").get_json() == {"status": "ok"}


def test_openapi_documents_every_api_route(app, client):
    doc = client.get("/api/v1/openapi.json").get_json()
    assert doc["openapi"].startswith("3.")
    documented = {(path, method) for path, ops in doc["paths"].items() for method in ops}
    routes = {(re.sub(r"<(?:int:)?(\w+)>", r"{\1}", rule.rule.removeprefix("/api/v1")), method.lower())
              for rule in app.url_map.iter_rules() if rule.rule.startswith("/api/v1/")
              for method in rule.methods - {"HEAD", "OPTIONS"}}
    pages = {("/", "get"), ("/docs", "get"), ("/openapi.json", "get")}
    assert routes - pages == documented
    hand = doc["components"]["schemas"]["Hand"]
    assert hand["required"] == ["dealer"] and hand["properties"]["points"]["type"] == "array"


def test_the_api_page_reads_offline(client):
    response = client.get("/api/v1/docs")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert "POST</span> <span class=\"path\">/api/v1/games/{game_id}/hands" in page
    assert "Idempotency-Key" in page and "If-Match" in page
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page), "nothing fetched from elsewhere"
    assert client.get("/api/v1/").status_code == 200
