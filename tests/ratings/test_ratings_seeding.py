"""A tournament set to seed_by_rating: round 1 of a swiss sets the best rated against the first
of the lower half, a seeded bracket puts the best rated at the top of its chart for every
round; the ratings are those from before the evening, so its own results never move its seeds."""

from __future__ import annotations

from test_ratings_service import API, evening

PAIRS = [["Ana", "Ivo"], ["Mia", "Tin"], ["Eva", "Leo"], ["Zoe", "Max"]]


def strongest_last(k, x):
    return x["entrants"][0] > x["entrants"][1]  # the later entered pair wins every match


STRENGTH = {1: 0, 2: 1, 4: 2, 3: 3}  # Ana & Ivo best, then Mia & Tin, Zoe & Max, Eva & Leo


def by_strength(k, x):
    return STRENGTH[x["entrants"][0]] < STRENGTH[x["entrants"][1]]


def new(client, fmt: str, **more) -> dict:
    created = client.post(API, json={
        "title": "Seeded", "variant": "bela-hr-4", "format": fmt, "seed": 5, "seed_by_rating": True,
        "entrants": [{"name": " & ".join(p), "players": p} for p in PAIRS], **more}).get_json()
    return {"url": f"{API}/{created['id']}", "director": {"X-Director-Code": created["director_code"]}}


def test_a_swiss_round_1_follows_the_ratings_top_half_against_bottom_half(client):
    evening(client, "Before", PAIRS, rounds=3, winner_a=strongest_last)  # Zoe & Max best, Ana & Ivo last
    t = new(client, "swiss", rounds=2)
    assert client.get(t["url"]).get_json()["settings"]["seed_by_rating"] is True
    drawn = client.post(f"{t['url']}/rounds", headers=t["director"]).get_json()
    assert [x["entrants"] for x in drawn["tables"]] == [[4, 2], [3, 1]]


def test_a_seeded_bracket_keeps_the_rating_seeds_for_every_round(client):
    evening(client, "Before", PAIRS, rounds=3, winner_a=by_strength)
    t = new(client, "seeded_knockout")
    first = client.post(f"{t['url']}/rounds", headers=t["director"]).get_json()
    # Seeds 1, 2, 4, 3: seed 1 meets seed 4, seed 2 meets seed 3 (in order of entry: 1-4, 2-3).
    assert sorted(sorted(x["entrants"]) for x in first["tables"]) == [[1, 3], [2, 4]]
    for x in first["tables"]:  # the lower rated win round 1: their seeds' places go on
        upset = [1001, 400] if STRENGTH[x["entrants"][0]] > STRENGTH[x["entrants"][1]] else [400, 1001]
        done = client.post(f"{t['url']}/rounds/1/tables/{x['table']}/result", json={"games": [upset]},
                           headers=t["director"])
        assert done.status_code == 200
    final = client.post(f"{t['url']}/rounds", headers=t["director"])
    assert final.status_code == 201, final.get_json()
    assert sorted(final.get_json()["tables"][0]["entrants"]) == [3, 4]


def test_without_ratings_the_seeds_are_the_order_of_entry(client):
    t = new(client, "seeded_knockout")
    first = client.post(f"{t['url']}/rounds", headers=t["director"]).get_json()
    assert sorted(sorted(x["entrants"]) for x in first["tables"]) == [[1, 4], [2, 3]]
    t = new(client, "swiss", rounds=2)
    drawn = client.post(f"{t['url']}/rounds", headers=t["director"]).get_json()
    assert [x["entrants"] for x in drawn["tables"]] == [[1, 3], [2, 4]]


def test_an_archive_carries_the_seeds_and_the_clock_and_gives_the_same_ratings(client):
    evening(client, "Before", PAIRS, rounds=3, winner_a=by_strength)
    t = new(client, "seeded_knockout", round_minutes=40)
    client.post(f"{t['url']}/rounds", headers=t["director"])
    before = client.get("/api/v1/ratings").get_json()
    archive = client.get(f"{t['url']}/archive", headers=t["director"]).get_json()
    drawn = next(e for e in archive["log"] if e["action"] == "round_drawn")["data"]
    assert drawn["seeds"] == [1, 2, 4, 3] and drawn["started"]
    answer = client.post("/api/v1/tournament-imports", json=archive)
    assert answer.status_code == 201, answer.get_json()
    copy = client.get(f"{API}/{answer.get_json()['id']}").get_json()
    original = client.get(t["url"]).get_json()
    assert copy["rounds"][0]["clock"]["started"] == original["rounds"][0]["clock"]["started"]
    assert [x["entrants"] for x in copy["rounds"][0]["tables"]] == [x["entrants"] for x in original["rounds"][0]["tables"]]
    assert client.get("/api/v1/ratings").get_json() == before  # no match finished in it yet
    archive["log"][[e["action"] for e in archive["log"]].index("round_drawn")]["data"]["started"] = "soon"
    refused = client.post("/api/v1/tournament-imports", json=archive)
    assert refused.status_code == 422 and "started" in refused.get_json()["error"]["path"]
