"""Two phones editing one game at once: exactly one wins, the others get 409 and the current state."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


def at_once(calls: list) -> list:
    """Run the calls in threads released together by a barrier; their results in order."""
    barrier = threading.Barrier(len(calls))

    def run(call):
        barrier.wait()
        return call()
    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


def test_two_corrections_of_one_version_one_wins(app, game):
    game.enter(PASSED)
    for round_ in range(5):
        version = game.version
        phones = [app.test_client() for _ in range(2)]
        hands = [{**PASSED, "points": [90 + round_, 72 - round_]}, {**PASSED, "trump": "clubs"}]
        responses = at_once([
            lambda phone=phone, hand=hand: phone.put(
                f"{game.url}/hands/1", json=hand, headers=game.auth(**{"If-Match": str(version)}))
            for phone, hand in zip(phones, hands)])
        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200, 409]
        winner = next(r for r in responses if r.status_code == 200)
        loser = next(r for r in responses if r.status_code == 409)
        assert loser.get_json()["current"]["version"] == winner.get_json()["version"] == version + 1
        assert game.get()["record"]["hands"][0] == hands[responses.index(winner)]


def test_many_phones_entering_the_same_hand_store_it_once(app, game):
    responses = at_once([
        lambda phone=app.test_client(): phone.post(f"{game.url}/hands", json=PASSED,
                                                   headers=game.auth(**{"If-Match": '"1"'}))
        for _ in range(8)])
    assert sorted(r.status_code for r in responses) == [201] + [409] * 7
    assert len(game.get()["record"]["hands"]) == 1


def test_retries_racing_each_other_store_once(app, game):
    responses = at_once([
        lambda phone=app.test_client(): phone.post(f"{game.url}/hands", json=PASSED,
                                                   headers=game.auth(**{"Idempotency-Key": "same"}))
        for _ in range(6)])
    assert {r.status_code for r in responses} == {201}
    assert {r.get_json()["version"] for r in responses} == {2}
    assert len(game.get()["record"]["hands"]) == 1


@pytest.mark.slow
def test_the_real_server_lets_one_of_many_corrections_win(live_server):
    server = live_server()
    status, created = server.request("POST", "/api/v1/games",
                                     {"variant": "bela", "players": ["Ana", "Boris", "Cvita", "Dino"]})
    assert status == 201
    url, auth = f"/api/v1/games/{created['id']}", {"Authorization": f"Bearer {created['table_token']}"}
    assert server.request("POST", f"{url}/hands", PASSED, auth)[0] == 201
    results = at_once([
        lambda i=i: server.request("PUT", f"{url}/hands/1", {**PASSED, "points": [80 + i, 82 - i]},
                                   {**auth, "If-Match": '"2"'})
        for i in range(8)])
    assert sorted(status for status, _ in results) == [200] + [409] * 7
    i = next(i for i, (status, _) in enumerate(results) if status == 200)
    current = server.request("GET", url)[1]
    assert current["version"] == 3 and current["record"]["hands"][0]["points"] == [80 + i, 82 - i]
