"""Players across clubs: the same name (without case or diacritics) at the same club, a club's
register id, a federation id find the same person; the same or a close name at another club
waits for a results officer, who merges the two (logged, and undone as logged) or keeps them
apart. The hub never merges on its own."""

from __future__ import annotations

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from hub_helpers import OFFICER, paper_evening
from scorekeeper import bundles
from scorekeeper.hub import run_jobs
from scorekeeper.hub.players import fold

KEYS = {club: Ed25519PrivateKey.generate() for club in ("zagreb", "split")}


@pytest.fixture
def registered(hub):
    for club, key in KEYS.items():
        assert hub.post("/api/v1/admin/clubs", json={"id": club, "name": club.title(),
                                                     "public_key": bundles.public_key_text(key)},
                        headers=OFFICER).status_code == 201
    return hub


def publish(hub, club: str, event: str, players: list[dict], *, approve: bool = True) -> None:
    archive, results = paper_evening(players)
    bundle = bundles.make_bundle(club=club, event=event, revision=1, created="2026-03-06T20:00:00Z", archive=archive,
                                 results=results, title=event, variant="bela-hr-4", season="2026")
    answer = hub.post("/api/v1/bundles", json=bundles.sign(KEYS[club], bundle))
    assert answer.status_code == 201, answer.get_json()
    if approve:
        assert hub.post(f"/api/v1/admin/events/{club}/{event}/1/approve", headers=OFFICER).status_code == 200


def people(hub, hub_app) -> dict[str, list[int]]:
    run_jobs(hub_app)
    table = hub.get("/api/v1/leagues/2026").get_json()["standings"]
    found: dict[str, list[int]] = {}
    for row in table:
        found.setdefault(row["name"], []).append(row["evenings"])
    return found


def test_names_are_compared_without_case_or_diacritics():
    assert fold("Đurđa  ŠIMIĆ") == fold("durda simic") == "durda simic"
    assert fold("Zoë Lefèvre") == "zoe lefevre"


def test_the_same_name_at_the_same_club_is_the_same_person(registered, hub_app):
    publish(registered, "zagreb", "e1", [{"name": "Ivan Horvat"}, {"name": "Ana"}])
    publish(registered, "zagreb", "e2", [{"name": "IVAN HORVAT"}, {"name": "Ana"}])
    assert people(registered, hub_app)["Ivan Horvat"] == [2]


def test_a_register_id_or_a_federation_id_finds_the_person_under_another_spelling(registered, hub_app):
    publish(registered, "zagreb", "e1", [{"name": "Ivan Horvat", "register_id": "17"},
                                         {"name": "Marija Kos", "federation_id": "HBS-0042"}])
    publish(registered, "zagreb", "e2", [{"name": "Ivo Horvat", "register_id": "17"}, {"name": "Ana"}])
    publish(registered, "split", "e3", [{"name": "Mara Kos", "federation_id": "HBS-0042"}, {"name": "Ana"}])
    found = people(registered, hub_app)
    assert found["Ivan Horvat"] == [2] and found["Marija Kos"] == [2]


def test_a_close_name_at_another_club_waits_for_an_officer_who_merges_and_can_undo(registered, hub_app):
    publish(registered, "zagreb", "e1", [{"name": "Ivan Horvat"}, {"name": "Ana"}])
    publish(registered, "split", "e2", [{"name": "Ivan Horvath"}, {"name": "Luka"}])
    assert sorted(people(registered, hub_app)) == ["Ana", "Ivan Horvat", "Ivan Horvath", "Luka"]  # two people
    waiting = registered.get("/api/v1/admin/candidates", headers=OFFICER).get_json()["candidates"]
    assert [(c["player"], c["other"], c["reason"]) for c in waiting] == [("Ivan Horvat", "Ivan Horvath", "close name")]
    assert registered.get("/api/v1/admin/candidates").status_code == 401
    pair = waiting[0]
    merged = registered.post("/api/v1/admin/merges", json={"kept": pair["player_id"], "merged": pair["other_id"]},
                             headers=OFFICER)
    assert merged.status_code == 201
    assert people(registered, hub_app)["Ivan Horvat"] == [2]
    assert registered.get("/api/v1/admin/candidates", headers=OFFICER).get_json()["candidates"] == []
    history = registered.get(f"/api/v1/players/{pair['other_id']}").get_json()
    assert (history["id"], history["name"]) == (pair["player_id"], "Ivan Horvat") and len(history["events"]) == 2
    undo = registered.post(f"/api/v1/admin/merges/{merged.get_json()['merge']}/undo", headers=OFFICER)
    assert undo.status_code == 200
    assert sorted(people(registered, hub_app)) == ["Ana", "Ivan Horvat", "Ivan Horvath", "Luka"]
    assert registered.post(f"/api/v1/admin/merges/{merged.get_json()['merge']}/undo",
                           headers=OFFICER).status_code == 409


def test_an_officer_keeps_two_people_of_one_name_apart(registered, hub_app):
    publish(registered, "zagreb", "e1", [{"name": "Ana Kovač"}, {"name": "Ivo"}])
    publish(registered, "split", "e2", [{"name": "Ana Kovac"}, {"name": "Luka"}])
    waiting = registered.get("/api/v1/admin/candidates", headers=OFFICER).get_json()["candidates"]
    assert [c["reason"] for c in waiting] == ["same name"]
    assert registered.post(f"/api/v1/admin/candidates/{waiting[0]['id']}/keep-apart",
                           headers=OFFICER).status_code == 200
    assert registered.get("/api/v1/admin/candidates", headers=OFFICER).get_json()["candidates"] == []
    assert len([n for n in people(registered, hub_app) if fold(n) == "ana kovac"]) == 2


def test_a_merge_is_refused_where_it_would_be_wrong(registered):
    publish(registered, "zagreb", "e1", [{"name": "Ivan"}, {"name": "Ana"}])
    assert registered.post("/api/v1/admin/merges", json={"kept": 1, "merged": 1}, headers=OFFICER).status_code == 422
    assert registered.post("/api/v1/admin/merges", json={"kept": 1, "merged": 999},
                           headers=OFFICER).status_code == 404
    assert registered.post("/api/v1/admin/merges", json={"kept": "1", "merged": 2},
                           headers=OFFICER).get_json()["error"]["path"] == "kept"


def test_provisional_results_stay_out_of_the_league_until_approved(registered, hub_app):
    publish(registered, "zagreb", "e1", [{"name": "Ivan"}, {"name": "Ana"}])
    publish(registered, "zagreb", "e2", [{"name": "Ivan"}, {"name": "Ana"}], approve=False)
    assert people(registered, hub_app)["Ivan"] == [1]
    assert registered.get("/api/v1/events/zagreb/e2").get_json()["status"] == "provisional"
