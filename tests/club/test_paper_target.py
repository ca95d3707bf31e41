"""A paper result of a game played to a target (501, 1001, a mêlée's) is checked as a concours
sum is: every end the game's house rules can write is accepted; one no play ends on (nobody
reached the target, a winner further past it than one hand carries, a level end) is refused
with the reason and the nearest result that can be, and the form's example and its error agree."""

from __future__ import annotations

import pytest

from test_tournament_evening import Evening, pairs


def to_501(client, **fields) -> Evening:
    ev = Evening(client, {"title": "Petak", "variant": "belote", "format": "swiss", "rounds": 2,
                          "entrants": pairs(4), **fields})
    ev.draw()
    return ev


def result(ev: Evening, games: list, table: int = 1):
    return ev.client.post(f"{ev.url}/rounds/1/tables/{table}/result", json={"games": games}, headers=ev.director)


@pytest.mark.parametrize("games,why,nearest", [
    ([[300, 200]], "neither side reached 501", "501-200"),
    ([[200, 300]], "neither side reached 501", "200-501"),
    ([[501, 501]], "never ends level", "501-500"),
    ([[5000, 3]], "no hand adds more than", "-3"),
])
def test_a_result_no_game_to_501_ends_on_is_refused_with_the_nearest_that_can(client, games, why, nearest):
    ev = to_501(client)
    answer = result(ev, games)
    error = answer.get_json()["error"]
    assert answer.status_code == 422 and error["path"] == "games[0]", error
    assert "cannot end a game to 501" in error["message"] and why in error["message"]
    assert nearest in error["message"].split("nearest")[1]
    assert ev.get()["rounds"][0]["tables"][0]["result"] is None


@pytest.mark.parametrize("games", [[[501, 320]], [[320, 501]], [[640, 580]], [[1062, 200]]])
def test_every_end_a_game_to_501_can_have_is_accepted(client, games):
    ev = to_501(client)
    answer = result(ev, games)
    assert answer.status_code == 200, answer.get_json()


def test_a_melee_game_to_1001_never_ends_level(client):
    created = client.post("/api/v1/tournaments", json={
        "title": "Mêlée", "variant": "bela-hr-4", "format": "melee", "rounds": 2, "seed": 2,
        "entrants": [{"name": n, "players": [n]} for n in ("Ana", "Bob", "Cvita", "Dino")]}).get_json()
    director = {"X-Director-Code": created["director_code"]}
    url = f"/api/v1/tournaments/{created['id']}"
    assert client.post(f"{url}/rounds", headers=director).status_code == 201
    level = client.post(f"{url}/rounds/1/tables/1/result", json={"games": [[1001, 1001]]}, headers=director)
    assert level.status_code == 422 and "never ends level" in level.get_json()["error"]["message"]
    won = client.post(f"{url}/rounds/1/tables/1/result", json={"games": [[1001, 640]]}, headers=director)
    assert won.status_code == 200, won.get_json()


def test_the_dashboard_form_and_its_refusal_say_the_same_example_in_the_tables_words(app, client):
    ev = to_501(client)
    desk = app.test_client()
    desk.post(f"/tournaments/{ev.id}", data={"action": "signin", "code": ev.code})
    page = desk.get(f"/tournaments/{ev.id}").get_data(as_text=True)
    assert 'placeholder="501-320"' in page
    unreadable = desk.post(f"/tournaments/{ev.id}", data={"action": "result", "table": "1", "games": "lots"})
    assert "501-320" in unreadable.get_data(as_text=True) and "1001-640" not in unreadable.get_data(as_text=True)
    refused = desk.post(f"/tournaments/{ev.id}", data={"action": "result", "table": "1", "games": "300-200"},
                        headers={"Accept-Language": "fr"}).get_data(as_text=True)
    assert "300-200 ne peut pas finir une partie en 501" in refused and "501-200" in refused
