"""A level knockout match is decided: the write that ends its last game makes
the game that decides it at that table, in the same transaction, and the table is told what
decides it; a lot or the last game's points decide at once."""

from __future__ import annotations

import pytest

API = "/api/v1/tournaments"


def knockout(client, **settings) -> tuple[str, dict, dict]:
    created = client.post(API, json={
        "title": "Cup", "variant": "bela-hr-4", "format": "knockout", "match": {"deals": 2}, "ranking": "wins",
        "entrants": [{"name": "Lions", "players": ["Ana", "Cvita"]},
                     {"name": "Bears", "players": ["Ivo", "Marko"]}], **settings}).get_json()
    url, director = f"{API}/{created['id']}", {"X-Director-Code": created["director_code"]}
    drawn = client.post(f"{url}/rounds", headers=director).get_json()
    return url, director, drawn["tables"][0]


def enter(client, game_id: str, token: str, hand: dict) -> dict:
    answer = client.post(f"/api/v1/games/{game_id}/hands", json=hand,
                         headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["game"]


def level_partie(client, table: dict) -> None:
    """Each side takes 100 of one deal's 162: 162 all after two deals."""
    game, token = table["games"][0], table["table_token"]
    enter(client, game, token, {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]})
    enter(client, game, token, {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [3, 5], "points": [62, 100]})


def test_a_level_partie_gets_an_extra_game_at_its_table(client):
    url, director, table = knockout(client, knockout_decider="extra_game")
    level_partie(client, table)
    now = client.get(url, headers=director).get_json()["rounds"][0]["tables"][0]
    assert len(now["games"]) == 2 and now["deciding"] is True and now["decider"] == "extra_game"
    assert now["result"] is None and now["status"] == "playing"
    extra = client.get(f"/api/v1/games/{now['games'][1]}").get_json()
    assert "deals" not in extra["record"]["options"]  # a game to the target
    refused = client.post(f"{url}/rounds", headers=director)
    assert refused.status_code == 409  # nobody is out until it is decided
    dealer = 0
    for _ in range(30):
        state = enter(client, now["games"][1], now["table_token"],
                      {"dealer": dealer, "trump": "hearts", "taker": 0 if dealer % 2 else 1,
                       "tricks": [8, 0], "points": [162, 0]})
        if state["finished"]:
            break
        dealer = state["next_dealer"]
    done = client.get(url).get_json()["rounds"][0]["tables"][0]
    assert done["result"]["winner"] in (1, 2) and done["decider"] == "extra_game" and len(done["games"]) == 2


def test_extra_deals_are_a_short_partie(client):
    url, director, table = knockout(client, knockout_decider="extra_deals")
    level_partie(client, table)
    now = client.get(url, headers=director).get_json()["rounds"][0]["tables"][0]
    extra = client.get(f"/api/v1/games/{now['games'][1]}").get_json()
    assert extra["record"]["options"]["deals"] == 4 and now["decider"] == "extra_deals"


@pytest.mark.parametrize("decider", ["lot", "last_game"])
def test_a_lot_or_the_last_game_decides_at_once(client, decider):
    url, director, table = knockout(client, knockout_decider=decider, seed=4)
    level_partie(client, table)
    now = client.get(url).get_json()["rounds"][0]["tables"][0]
    assert len(now["games"]) == 1 and now["result"]["winner"] in (1, 2) and now["decider"] == "lot"


def test_a_level_paper_result_waits_for_the_extra_game_typed_with_it(client):
    url, director, _table = knockout(client)
    first = client.post(f"{url}/rounds/1/tables/1/result", json={"games": [[972, 972]]}, headers=director)
    assert first.get_json()["deciding"] is True and first.get_json()["result"] is None
    both = client.post(f"{url}/rounds/1/tables/1/result", json={"games": [[972, 972], [1001, 480]]},
                       headers=director).get_json()
    assert both["result"]["winner"] == both["entrants"][0] and both["decider"] == "extra_game"


def test_the_table_is_told_what_decides_its_level_match(client):
    url, director, table = knockout(client, knockout_decider="extra_deals")
    level_partie(client, table)
    games = client.get(url).get_json()["rounds"][0]["tables"][0]["games"]
    page = client.get(f"/games/{games[1]}").get_data(as_text=True)
    assert "The match ended level: these extra deals decide it." in page
    assert "decide it" not in client.get(f"/games/{games[0]}").get_data(as_text=True)


def test_the_bracket_pdf_counts_a_decided_level_match_as_a_loss(client, app):
    from scorekeeper.club.pdf import documents
    url, director, table = knockout(client, knockout_decider="lot", seed=4)
    level_partie(client, table)
    with app.test_request_context():
        from scorekeeper.storage.db import get_db
        from scorekeeper.tournaments import service
        t = service.get_tournament(get_db(), tournament_id=url.rsplit("/", 1)[1])
        assert documents.bracket(t)["rounds"][0]["matches"][0] is not None
        from scorekeeper.tournaments import match_results
        results = match_results(get_db(), t)
        assert results[0].decided_by == "lot" and results[0].winner in (1, 2)
