"""The round clock through the API and the pages: a round of a tournament with a time limit
carries its clock (minutes, when it ends, the seconds left); once time is up, each table's game
ends after the deal in play and the score as it stands decides the match, which the standings
count; a table still in its deal plays on; the sheet and the projector say it."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS

API = "/api/v1/tournaments"


def create(client, **more) -> dict:
    created = client.post(API, json={
        "title": "Concours", "variant": "bela-hr-4", "format": "swiss", "rounds": 2, "seed": 3,
        "final_by": "table", **more,
        "entrants": [{"name": f"{a} & {b}", "players": [a, b]} for a, b in
                     (("Ana", "Ivo"), ("Mia", "Tin"), ("Eva", "Leo"), ("Zoe", "Max"))]}).get_json()
    return {"url": f"{API}/{created['id']}", "id": created["id"],
            "director": {"X-Director-Code": created["director_code"]}}


@pytest.fixture
def drawn_long_ago(client, monkeypatch):
    """A 40-minute round drawn 41 minutes ago: time is up."""
    import scorekeeper.tournaments.service as service
    t = create(client, round_minutes=40)
    past = (datetime.now(UTC) - timedelta(minutes=41)).isoformat(timespec="milliseconds")
    monkeypatch.setattr(service, "now", lambda: past)
    assert client.post(f"{t['url']}/rounds", headers=t["director"]).status_code == 201
    monkeypatch.undo()
    return t


def one_hand(client, game_id: str, token: str, *, seed: int = 1) -> dict:
    """One valid hand (one deal cannot reach the target of 1001)."""
    variant = VARIANTS["bela-hr-4"]
    hand = random_hand(variant, variant.rules, random.Random(seed), dealer=0)
    answer = client.post(f"/api/v1/games/{game_id}/hands", json=hand, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def test_a_round_with_a_time_limit_carries_its_clock_and_one_without_carries_none(client):
    t = create(client, round_minutes=40)
    drawn = client.post(f"{t['url']}/rounds", headers=t["director"]).get_json()
    clock = client.get(t["url"]).get_json()["rounds"][0]["clock"]
    assert clock["minutes"] == 40 and not clock["time_up"] and 39 * 60 < clock["seconds_left"] <= 40 * 60
    assert drawn["round"] == 1
    plain = create(client)
    client.post(f"{plain['url']}/rounds", headers=plain["director"])
    assert "clock" not in client.get(plain["url"]).get_json()["rounds"][0]
    assert client.get(t["url"]).get_json()["settings"]["time_up"] == "score"


def test_when_time_is_up_the_deal_in_play_ends_the_game_and_the_score_decides(client, drawn_long_ago):
    t = drawn_long_ago
    state = client.get(t["url"], headers=t["director"]).get_json()
    assert state["rounds"][0]["clock"]["time_up"] and state["rounds"][0]["clock"]["seconds_left"] == 0
    first, second = state["rounds"][0]["tables"]
    played = one_hand(client, first["games"][0], first["table_token"])
    assert not played["game"]["finished"]  # not by the target: by the clock
    totals = played["game"]["totals"]
    after = client.get(t["url"]).get_json()["rounds"][0]["tables"]
    assert after[0]["status"] in ("provisional", "final") and after[0]["result"]["games"] == [totals]
    expected = None if totals[0] == totals[1] else first["entrants"][0 if totals[0] > totals[1] else 1]
    assert after[0]["result"]["winner"] == expected
    assert after[1]["status"] == "waiting"  # its deal in play is not finished yet
    variant = VARIANTS["bela-hr-4"]
    more = client.post(f"/api/v1/games/{first['games'][0]}/hands",
                       json=random_hand(variant, variant.rules, random.Random(5), dealer=played["game"]["next_dealer"]),
                       headers={"Authorization": f"Bearer {first['table_token']}"})
    assert more.status_code == 403 and more.get_json()["error"]["note"]["id"] == "table.time_up"
    assert client.post(f"{t['url']}/rounds", headers=t["director"]).status_code == 409
    one_hand(client, second["games"][0], second["table_token"], seed=2)
    assert client.post(f"{t['url']}/rounds", headers=t["director"]).status_code == 201
    standings = client.get(f"{t['url']}/standings").get_json()
    assert sum(r["played"] for r in standings["rows"]) == 4


def test_the_sheet_says_the_time_left_and_then_how_time_ended_its_game(client, drawn_long_ago):
    t = drawn_long_ago
    table = client.get(t["url"], headers=t["director"]).get_json()["rounds"][0]["tables"][0]
    sheet = client.get(f"/games/{table['games'][0]}?t={table['table_token']}").get_data(as_text=True)
    assert "Time is up: each table finishes the deal in play, and its game ends there." in sheet
    one_hand(client, table["games"][0], table["table_token"])
    sheet = client.get(f"/games/{table['games'][0]}?t={table['table_token']}").get_data(as_text=True)
    assert "Time ended this game after deal 1" in sheet


def test_the_projector_counts_down_from_the_servers_figure(client):
    t = create(client, round_minutes=40, time_up="one_more_deal")
    client.post(f"{t['url']}/rounds", headers=t["director"])
    page = client.get(f"/tournaments/{t['id']}/projector").get_data(as_text=True)
    assert 'id="clock" data-left="' in page and "js/clock.js" in page
    assert "if it is level, one more deal is played" in page


def test_a_bad_time_limit_is_refused_with_its_field(client):
    answer = client.post(API, json={"title": "x", "variant": "bela-hr-4", "format": "swiss", "round_minutes": -5,
                                    "entrants": [{"name": "A", "players": ["A", "B"]},
                                                 {"name": "C", "players": ["C", "D"]}]})
    assert answer.status_code == 422 and "round_minutes" in answer.get_json()["error"]["path"]
