"""A club's season through the API: made with its rules, tournaments joining it (when created or
later), the register matching players as they are entered, standings recomputed, only the
season's director changing it, and its archive giving identical standings on another server."""

from __future__ import annotations

import pytest

from scorekeeper import create_app

DUTCH_RULES = {"figure": "points", "counting": "best", "count_best": 6, "minimum_evenings": 4,
               "excused": "fixed", "excused_score": 1000, "prize_places": "formule_van_4"}


def season(client, rules=None, title="Seizoen 2026") -> tuple[str, dict]:
    made = client.post("/api/v1/seasons", json={"title": title, "settings": rules or DUTCH_RULES})
    assert made.status_code == 201, made.get_json()
    body = made.get_json()
    return body["id"], {"X-Director-Code": body["director_code"]}


def evening(client, players: list[str], results: list[list[int]], *, season_field=None, title="Klaverjasavond",
            variant="klaverjas-amsterdam", fmt="melee") -> tuple[str, dict]:
    """An evening of one round, each table's paper result as given."""
    entrants = ([{"name": p, "players": [p]} for p in players] if fmt == "melee"
                else [{"name": " & ".join(p), "players": list(p)} for p in players])
    body = {"title": title, "variant": variant, "format": fmt, "rounds": 1, "entrants": entrants, "seed": 3}
    if season_field:
        body["season"] = season_field
    made = client.post("/api/v1/tournaments", json=body)
    assert made.status_code == 201, made.get_json()
    tid, code = made.get_json()["id"], {"X-Director-Code": made.get_json()["director_code"]}
    drawn = client.post(f"/api/v1/tournaments/{tid}/rounds", headers=code)
    assert drawn.status_code == 201, drawn.get_json()
    for table, games in zip(drawn.get_json()["tables"], results):
        done = client.post(f"/api/v1/tournaments/{tid}/rounds/1/tables/{table['table']}/result",
                           json={"games": [games]}, headers=code)
        assert done.status_code == 200, done.get_json()
    return tid, code


EIGHT = ["Anneke", "Bram", "Cor", "Daan", "Els", "Femke", "Gert", "Hanna"]


def test_a_season_is_made_with_its_rules_and_refuses_a_bad_one_with_the_field(client):
    sid, code = season(client)
    got = client.get(f"/api/v1/seasons/{sid}").get_json()
    assert got["settings"]["count_best"] == 6 and got["rows"] == [] and got["evenings"] == []
    bad = client.post("/api/v1/seasons", json={"title": "X", "settings": {"counting": "most"}})
    assert bad.status_code == 422 and bad.get_json()["error"]["path"] == "settings.counting"
    bad = client.post("/api/v1/seasons", json={"title": "X", "settings": {"place_points": [25, -1]}})
    assert bad.status_code == 422 and bad.get_json()["error"]["path"] == "settings.place_points.1"
    assert client.post("/api/v1/seasons", json={"settings": {}}).get_json()["error"]["path"] == "title"


def test_a_tournament_joins_when_created_and_the_standings_follow_its_results(client):
    sid, code = season(client)
    tid, _ = evening(client, EIGHT, [[1360, 1232], [1500, 1092]],
                     season_field={"id": sid, "director_code": code["X-Director-Code"]})
    standings = client.get(f"/api/v1/seasons/{sid}/standings").get_json()
    assert [e["tournament"] for e in standings["evenings"]] == [tid]
    rows = standings["rows"]
    assert len(rows) == 8 and {r["total"] for r in rows} == {1360, 1232, 1500, 1092}
    assert all(not r["ranked"] and r["rank"] is None and r["needed"] == 4 for r in rows)
    assert set(rows[0]) >= {"rank", "name", "evenings", "counted", "total", "ranked", "figures"}
    assert rows[0]["figures"] == [{"evening": 1, "figure": rows[0]["total"], "how": "played", "counted": True}]


def test_joining_a_season_needs_its_director_code(client):
    sid, code = season(client)
    body = {"title": "Avond", "variant": "klaverjas-amsterdam", "format": "melee", "rounds": 1,
            "entrants": [{"name": p, "players": [p]} for p in EIGHT], "season": {"id": sid, "director_code": "WRONG"}}
    refused = client.post("/api/v1/tournaments", json=body)
    assert refused.status_code == 403 and refused.get_json()["error"]["path"] == "season.director_code"
    assert client.get("/api/v1/tournaments").status_code in (404, 405)  # nothing listed, nothing made
    assert client.get(f"/api/v1/seasons/{sid}").get_json()["evenings"] == []
    missing = client.post("/api/v1/tournaments", json={**body, "season": {"id": "nope", "director_code": "X"}})
    assert missing.status_code == 404


def test_a_tournament_joins_later_and_only_the_director_changes_the_season(client):
    sid, code = season(client)
    tid, _ = evening(client, EIGHT, [[1360, 1232], [1500, 1092]])
    assert client.post(f"/api/v1/seasons/{sid}/evenings", json={"tournament": tid}).status_code == 401
    assert client.post(f"/api/v1/seasons/{sid}/evenings", json={"tournament": tid},
                       headers={"X-Director-Code": "AAAA-BBBB-CCCC"}).status_code == 403
    assert client.post(f"/api/v1/seasons/{sid}/evenings", json={"tournament": tid}, headers=code).status_code == 201
    twice = client.post(f"/api/v1/seasons/{sid}/evenings", json={"tournament": tid}, headers=code)
    assert twice.status_code == 409 and twice.get_json()["error"]["path"] == "tournament"
    unknown = client.post(f"/api/v1/seasons/{sid}/evenings", json={"tournament": "nope"}, headers=code)
    assert unknown.status_code == 404
    assert client.delete(f"/api/v1/seasons/{sid}/evenings/{tid}", headers=code).get_json()["evenings"] == []


def test_the_register_matches_without_case_or_diacritics_and_asks_about_close_names(client):
    sid, code = season(client)
    evening(client, ["Ivan Jurić", "Ana Horvat", "Marko Kovač", "Petra Babić"], [[1360, 1232]])
    evening(client, ["IVAN JURIC", "Ana Horvat", "Marko Kovac", "Petra Babič"], [[1360, 1232]])
    evening(client, ["Ivan Juric", "Ana Horvath", "Marko Kovač", "Luka Babić"], [[1360, 1232]])
    reg = client.get(f"/api/v1/seasons/{sid}/register", headers=code).get_json()
    names = sorted(p["name"] for p in reg["players"])
    # Juric, Kovac and Babič are the same key as Jurić, Kovač and Babić; Horvath and Luka Babić are new
    assert names == ["Ana Horvat", "Ana Horvath", "Ivan Jurić", "Luka Babić", "Marko Kovač", "Petra Babić"]
    by_name = {p["name"]: p["id"] for p in reg["players"]}
    asked = {q["player_id"]: q["candidates"] for q in reg["questions"]}
    assert asked == {by_name["Ana Horvath"]: [by_name["Ana Horvat"]], by_name["Luka Babić"]: [by_name["Petra Babić"]]}
    # the director says Horvath is Horvat, and Luka is a new player
    assert client.post(f"/api/v1/seasons/{sid}/register/answer", json={
        "player": by_name["Ana Horvath"], "same_as": by_name["Ana Horvat"]}, headers=code).status_code == 200
    assert client.post(f"/api/v1/seasons/{sid}/register/answer", json={
        "player": by_name["Luka Babić"], "same_as": None}, headers=code).get_json()["questions"] == []
    ana = client.get(f"/api/v1/players/{by_name['Ana Horvat']}").get_json()
    assert len(ana["evenings"]) == 3
    assert [p["tournament"] for p in ana["rating_history"]] == [e["tournament"] for e in ana["evenings"]]
    # the merge is undone in one step: Horvath's evening is hers again
    undone = client.post(f"/api/v1/seasons/{sid}/register/unmerge", json={"player": by_name["Ana Horvath"]},
                         headers=code)
    assert undone.status_code == 200
    assert len(client.get(f"/api/v1/players/{by_name['Ana Horvat']}").get_json()["evenings"]) == 2
    again = client.post(f"/api/v1/seasons/{sid}/register/unmerge", json={"player": by_name["Ana Horvath"]},
                        headers=code)
    assert again.status_code == 409 and again.get_json()["error"]["path"] == "player"
    log = [e["action"] for e in client.get(f"/api/v1/seasons/{sid}/register", headers=code).get_json()["log"]]
    assert log[-3:] == ["merged", "confirmed_new", "unmerged"]


def test_the_register_needs_the_seasons_director(client):
    sid, code = season(client)
    assert client.get(f"/api/v1/seasons/{sid}/register").status_code == 401
    assert client.post(f"/api/v1/seasons/{sid}/register/merge", json={"player": "a", "into": "b"}).status_code == 401
    bad = client.post(f"/api/v1/seasons/{sid}/register/merge", json={"player": "a", "into": "b"}, headers=code)
    assert bad.status_code == 404 and bad.get_json()["error"]["path"] == "player"
    assert client.post(f"/api/v1/seasons/{sid}/register/merge", json={"player": 3}, headers=code).status_code == 422


def test_a_player_shown_by_initials_never_has_a_full_name_on_a_public_answer(client):
    sid, code = season(client)
    evening(client, EIGHT, [[1360, 1232], [1500, 1092]], season_field={"id": sid, "director_code": code["X-Director-Code"]})
    reg = client.get(f"/api/v1/seasons/{sid}/register", headers=code).get_json()
    femke = next(p["id"] for p in reg["players"] if p["name"] == "Femke")
    assert client.post(f"/api/v1/seasons/{sid}/register/players/{femke}/initials", json={"initials_only": True},
                       headers=code).status_code == 200
    for url in (f"/api/v1/seasons/{sid}", f"/api/v1/seasons/{sid}/standings", f"/api/v1/players/{femke}",
                "/api/v1/players", f"/api/v1/seasons/{sid}/standings.csv", f"/seasons/{sid}",
                f"/seasons/{sid}/projector", f"/players/{femke}"):
        text = client.get(url).get_data(as_text=True)
        assert "Femke" not in text, url
    assert "Femke" in client.get(f"/api/v1/seasons/{sid}/standings", headers=code).get_data(as_text=True)


def test_an_excused_absence_counts_the_clubs_fixed_score(client):
    sid, code = season(client)
    join = {"id": sid, "director_code": code["X-Director-Code"]}
    first, _ = evening(client, EIGHT, [[1360, 1232], [1500, 1092]], season_field=join)
    evening(client, EIGHT[:4] + ["Ivo", "Jan", "Kees", "Lies"], [[1360, 1232], [1500, 1092]], season_field=join)
    reg = client.get(f"/api/v1/seasons/{sid}/register", headers=code).get_json()
    els = next(p["id"] for p in reg["players"] if p["name"] == "Els")
    second = client.get(f"/api/v1/seasons/{sid}").get_json()["evenings"][1]["tournament"]
    assert client.post(f"/api/v1/seasons/{sid}/excused", json={"tournament": second, "player": els, "excused": True},
                       headers=code).status_code == 200
    row = next(r for r in client.get(f"/api/v1/seasons/{sid}/standings").get_json()["rows"] if r["name"] == "Els")
    assert row["figures"][1] == {"evening": 2, "figure": 1000, "how": "excused", "counted": True}
    assert row["total"] == row["figures"][0]["figure"] + 1000
    assert client.post(f"/api/v1/seasons/{sid}/excused", json={"tournament": first, "player": els, "excused": "yes"},
                       headers=code).status_code == 422


def test_the_archive_gives_identical_standings_on_another_server(client, tmp_path):
    sid, code = season(client)
    join = {"id": sid, "director_code": code["X-Director-Code"]}
    evening(client, EIGHT, [[1360, 1232], [1500, 1092]], season_field=join)
    evening(client, ["anneke", "Bram", "Cor", "Daan", "Els", "Femke", "Gert", "Hana"], [[1200, 1392], [1300, 1292]],
            season_field=join)
    reg = client.get(f"/api/v1/seasons/{sid}/register", headers=code).get_json()
    by_name = {p["name"]: p["id"] for p in reg["players"]}
    client.post(f"/api/v1/seasons/{sid}/register/merge", json={"player": by_name["Hana"], "into": by_name["Hanna"]},
                headers=code)
    archive = client.get(f"/api/v1/seasons/{sid}/archive", headers=code).get_json()
    assert client.get(f"/api/v1/seasons/{sid}/archive").status_code == 401
    other = create_app({"TESTING": True, "DATABASE": str(tmp_path / "other.db"), "SECRET_KEY": "y" * 32,
                        "RATE_LIMITS": False}).test_client()
    made = other.post("/api/v1/season-imports", json=archive)
    assert made.status_code == 201, made.get_json()
    mine = client.get(f"/api/v1/seasons/{sid}/standings", headers=code).get_json()
    theirs = other.get(f"/api/v1/seasons/{made.get_json()['id']}/standings",
                       headers={"X-Director-Code": made.get_json()["director_code"]}).get_json()
    def shown(s):
        return [(r["rank"], r["name"], r["total"], [f["figure"] for f in r["figures"]]) for r in s["rows"]]
    assert shown(theirs) == shown(mine) and len(mine["rows"]) == 8


@pytest.mark.parametrize("body, path", [
    ({"kind": "scorekeeper-season", "version": 1}, "season"),
    ({"kind": "other"}, "kind"),
    ({"kind": "scorekeeper-season", "version": 1, "season": {"title": "x", "settings": {}}, "players": [],
      "evenings": [{"tournament": {"kind": "scorekeeper-tournament", "version": 1}, "links": [], "excused": []}]},
     "evenings[0].tournament.tournament"),
])
def test_a_bad_archive_is_refused_with_its_field_and_stores_nothing(client, body, path):
    refused = client.post("/api/v1/season-imports", json=body)
    assert refused.status_code == 422 and refused.get_json()["error"]["path"] == path
    assert client.get("/api/v1/seasons").get_json()["seasons"] == []


def test_each_evening_has_its_own_prizes_by_the_formule_van_4(client):
    sid, code = season(client, {**DUTCH_RULES, "booby_prize": True, "prize_fund": 2000, "fund_shares": [50, 30, 20]})
    evening(client, EIGHT, [[1360, 1232], [1500, 1092]], season_field={"id": sid, "director_code": code["X-Director-Code"]})
    ev = client.get(f"/api/v1/seasons/{sid}").get_json()["evenings"][0]
    # eight players: two prizes (places 1 and 2), the fund's first two shares, and the booby prize
    assert [(p["kind"], p["position"], p["cents"]) for p in ev["prizes"]] == [
        ("place", 1, 1000), ("place", 2, 600), ("booby", 8, 0)]
    assert {p["name"] for p in ev["prizes"]} <= set(EIGHT)
