"""The new formats and settings through the API and the new-tournament form: the API's
shape extends (every old body still works), each new setting arrives in the tournament's
settings, and the form shows each one in the room's words."""

from __future__ import annotations

import re

import pytest

API = "/api/v1/tournaments"


def pairs(n: int, *, clubs: tuple[str, ...] = ()) -> list[dict]:
    out = [{"name": f"Pair {i}", "players": [f"Ana{i}", f"Ivo{i}"]} for i in range(1, n + 1)]
    for entrant, club in zip(out, clubs):
        entrant["club"] = club
    return out


@pytest.mark.parametrize("body", [
    {"format": "seeded_knockout", "third_place": True, "knockout_decider": "lot"},
    {"format": "double_elimination", "knockout_decider": "extra_game"},
    {"format": "pools", "pools": 2, "pool_advance": 1},
    {"format": "round_robin", "double_round_robin": True, "berger_by_lot": True},
    {"format": "swiss", "pair_within": "fold", "pairing_rule": "top_down", "buchholz_byes": "ignore",
     "absent_score": "bye_score", "avoid_same_club": True},
    {"format": "swiss", "late_entry": "bye_score"},
])
def test_each_new_setting_reaches_the_tournament(client, body):
    created = client.post(API, json={"title": "Club", "variant": "bela-hr-4", "entrants": pairs(8),
                                     **body})
    assert created.status_code == 201, created.get_json()
    settings = client.get(f"{API}/{created.get_json()['id']}").get_json()["settings"]
    assert {k: settings[k] for k in body} == body


def test_an_old_body_gets_the_old_defaults(client):
    created = client.post(API, json={"title": "Club", "variant": "bela-hr-4", "format": "swiss",
                                     "entrants": pairs(4)}).get_json()
    got = client.get(f"{API}/{created['id']}").get_json()
    assert got["settings"]["pair_within"] == "adjacent" and got["settings"]["third_place"] is False
    assert all(e["club"] == "" for e in got["entrants"])


@pytest.mark.parametrize("field,value,message", [
    ("pairing_rule", "best", "pairing_rule is one of optimum, top_down, random"),
    ("third_place", "yes", "third_place is true or false"),
    ("pools", 65, "pools is from 0 to 64"),
    ("format", "ladder", "format is swiss"),
])
def test_a_bad_new_setting_is_refused_with_its_field(client, field, value, message):
    answer = client.post(API, json={"title": "Club", "variant": "bela-hr-4", "format": "swiss",
                                    "entrants": pairs(4), field: value})
    error = answer.get_json()["error"]
    assert answer.status_code == 422 and error["path"] == field and message in error["message"]


def test_an_entrants_club_is_kept_and_keeps_one_club_apart(client):
    created = client.post(API, json={"title": "Club", "variant": "bela-hr-4", "format": "swiss",
                                     "avoid_same_club": True, "seed": 5,
                                     "entrants": pairs(4, clubs=("Zagreb", "Zagreb", "Split", "Split"))}).get_json()
    got = client.get(f"{API}/{created['id']}").get_json()
    assert [e["club"] for e in got["entrants"]] == ["Zagreb", "Zagreb", "Split", "Split"]
    drawn = client.post(f"{API}/{created['id']}/rounds",
                        headers={"X-Director-Code": created["director_code"]}).get_json()
    assert {frozenset(t["entrants"]) for t in drawn["tables"]}.isdisjoint({frozenset((1, 2)), frozenset((3, 4))})


def test_the_form_shows_the_new_settings_in_the_rooms_words(client):
    page = client.get("/tournaments/new").get_data(as_text=True)
    for words in ("Keep one club&#39;s entrants apart", "A match for third place", "Pools",
                  "Seeded knockout", "Double elimination", "One more game", "Highest against next highest"):
        assert words in page, words
    assert 'type="checkbox" id="third_place"' in page
    assert "pair_within</label" not in page and ">avoid same club<" not in page


def test_the_form_creates_a_seeded_knockout_with_a_third_place_match(client):
    answer = client.post("/tournaments/new", data={
        "title": "Cup", "variant": "bela-hr-4", "format": "seeded_knockout", "third_place": "on",
        "knockout_decider": "last_game", "entrants": "\n".join(f"A{i} & B{i}" for i in range(8))})
    assert answer.status_code == 302
    tournament_id = re.search(r"/tournaments/([^/?#]+)", answer.headers["Location"]).group(1)
    settings = client.get(f"{API}/{tournament_id}").get_json()["settings"]
    assert settings["format"] == "seeded_knockout" and settings["third_place"] is True
    assert settings["knockout_decider"] == "last_game" and settings["avoid_same_club"] is False


def test_a_national_open_of_2048_pairs_is_taken_and_2049_refused(client):
    """A national open of 2,000 pairs fits: the API takes up to 2,048 entrants."""
    body = {"title": "Open", "variant": "bela-hr-4", "format": "swiss", "entrants": pairs(2048)}
    created = client.post(API, json=body)
    assert created.status_code == 201, created.get_json()
    assert len(client.get(f"{API}/{created.get_json()['id']}").get_json()["entrants"]) == 2048
    refused = client.post(API, json={**body, "entrants": pairs(2049)}).get_json()["error"]
    assert refused["path"] == "entrants" and "2 to 2048 entrants" in refused["message"]
