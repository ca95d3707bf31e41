"""In a casual game the director code is on a player's phone: a correction of a confirmed hand
made with it is stored, but waits for the other side's confirmation again; it never reads as
confirmed by the side it favours. A tournament director's correction is final."""

from __future__ import annotations

PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


def test_a_casual_correction_of_a_confirmed_hand_waits_for_the_other_side(game):
    ana, boris = game.phone(0), game.phone(1)
    assert game.client.post(f"{game.url}/hands", json=PASSED, headers=ana).status_code == 201
    assert game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=boris).status_code == 200
    corrected = game.client.put(f"{game.url}/hands/1", json={**PASSED, "points": [120, 42]},
                                headers={**ana, "X-Director-Code": game.director_code, "If-Match": "3"})
    assert corrected.status_code == 200, corrected.get_json()
    entry = game.get()["entries"][0]
    assert entry["confirmed_by"] is None and entry["corrected_by"]["role"] == "director"
    # Ana's side cannot settle it, not even with the code; Boris's side can.
    own = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 2}, headers=game.phone(2))
    assert own.status_code == 422 and "Ana corrected hand 1" in own.get_json()["error"]["message"]
    coded = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 0},
                             headers={**ana, "X-Director-Code": game.director_code})
    assert coded.status_code in (403, 422)
    assert game.get()["entries"][0]["confirmed_by"] is None
    ok = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=boris)
    assert ok.status_code == 200 and game.get()["entries"][0]["confirmed_by"]["seat"] == 1


def test_a_tournament_directors_correction_is_final(client):
    from test_tournament_evening import Evening, pairs
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "entrants": pairs(2), "options": {"target": 1001}, "final_by": "table"})
    table = ev.draw()["tables"][0]
    url, token = f"/api/v1/games/{table['games'][0]}", {"Authorization": f"Bearer {table['table_token']}"}
    assert client.post(f"{url}/hands", json=PASSED, headers=token).status_code == 201
    corrected = client.put(f"{url}/hands/1", json={**PASSED, "points": [120, 42]},
                           headers={**ev.director, "If-Match": "2"})
    assert corrected.status_code == 200, corrected.get_json()
    assert client.get(url).get_json()["entries"][0]["confirmed_by"]["role"] == "director"
