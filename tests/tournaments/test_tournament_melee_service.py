"""A mêlée through the API and the pages: individuals register, each round
draws partners and the two teams of a table, nobody partners the same player twice while it
can be avoided, and the standings are individual, ranked by the points each player's teams
scored, as klaverjas evenings rank them."""

from __future__ import annotations

import pytest

API = "/api/v1/tournaments"
NAMES = "Ana Ivo Marko Cvita Luka Tea Iva Jure".split()


@pytest.fixture
def melee(client):
    created = client.post(API, json={
        "title": "Mêlée", "variant": "bela-hr-4", "format": "melee", "rounds": 3, "seed": 2,
        "match": {"deals": 2}, "entrants": [{"name": n, "players": [n]} for n in NAMES]}).get_json()
    return {"url": f"{API}/{created['id']}", "id": created["id"],
            "director": {"X-Director-Code": created["director_code"]}}


def play(client, m: dict, k: int) -> dict:
    drawn = client.post(f"{m['url']}/rounds", headers=m["director"])
    assert drawn.status_code == 201, drawn.get_json()
    for x in drawn.get_json()["tables"]:
        answer = client.post(f"{m['url']}/rounds/{k}/tables/{x['table']}/result",
                             json={"games": [[100 + 10 * x["table"], 224 - 10 * x["table"]]]},
                             headers=m["director"])
        assert answer.status_code == 200, answer.get_json()
    return drawn.get_json()


def test_a_melee_draws_two_teams_a_table_and_never_the_same_partner(client, melee):
    partners = set()
    for k in (1, 2, 3):
        drawn = play(client, melee, k)
        assert len(drawn["tables"]) == 2 and not drawn["byes"]
        seated = [p for x in drawn["tables"] for team in x["teams"] for p in team]
        assert sorted(seated) == list(range(1, 9))
        for x in drawn["tables"]:
            for team in x["teams"]:
                assert frozenset(team) not in partners
                partners.add(frozenset(team))
            game = client.get(f"/api/v1/games/{x['games'][0]}").get_json()
            names = [NAMES[n - 1] for n in (x["teams"][0][0], x["teams"][1][0], x["teams"][0][1], x["teams"][1][1])]
            assert game["record"]["players"] == names  # partners sit opposite each other


def test_melee_standings_are_individual_and_ranked_by_points(client, melee):
    drawn = play(client, melee, 1)
    rows = client.get(f"{melee['url']}/standings").get_json()["rows"]
    assert len(rows) == 8
    first = drawn["tables"][0]
    team_a = set(first["teams"][0])
    scored = {r["number"]: r["points_for"] for r in rows}
    assert all(scored[p] == 110 for p in team_a)
    assert [r["points_for"] for r in rows] == sorted((r["points_for"] for r in rows), reverse=True)


def test_a_melee_entrant_is_one_player_and_needs_a_four_player_game(client):
    pair = client.post(API, json={"title": "M", "variant": "bela-hr-4", "format": "melee",
                                  "entrants": [{"name": "A & B", "players": ["A", "B"]}] * 4})
    assert pair.status_code == 422 and pair.get_json()["error"]["path"] == "entrants[0].players"
    two_handed = client.post(API, json={"title": "M", "variant": "bela-hr-2", "format": "melee",
                                        "entrants": [{"name": n, "players": [n]} for n in NAMES]})
    assert two_handed.status_code == 422 and two_handed.get_json()["error"]["path"] == "variant"


def test_an_odd_melee_field_sits_players_out_in_turn(client):
    created = client.post(API, json={"title": "M", "variant": "bela-hr-4", "format": "melee", "rounds": 2,
                                     "entrants": [{"name": n, "players": [n]} for n in NAMES[:6]]}).get_json()
    drawn = client.post(f"{API}/{created['id']}/rounds",
                        headers={"X-Director-Code": created["director_code"]}).get_json()
    assert len(drawn["tables"]) == 1 and len(drawn["byes"]) == 2


def test_the_registration_takes_one_name_a_line_and_the_pages_show_four_players(client):
    answer = client.post("/tournaments/new", data={
        "title": "Mêlée", "variant": "bela-hr-4", "format": "melee", "entrants": "\n".join(NAMES)})
    assert answer.status_code == 302, answer.get_data(as_text=True)[:3000]
    page_url = answer.headers["Location"]
    tournament_id = page_url.rstrip("/").rsplit("/", 1)[1].split("?")[0]
    got = client.get(f"{API}/{tournament_id}").get_json()
    assert [e["players"] for e in got["entrants"]] == [[n] for n in NAMES]
    client.post(f"/tournaments/{tournament_id}", data={"action": "draw", "seen": str(got["version"])})
    page = client.get(f"/tournaments/{tournament_id}").get_data(as_text=True)
    drawn = client.get(f"{API}/{tournament_id}").get_json()["rounds"][0]
    for x in drawn["tables"]:
        a, b = (" &amp; ".join(NAMES[n - 1] for n in team) for team in x["teams"])
        assert a in page and b in page


def test_the_melee_sheets_show_each_tables_four_players(tmp_path):
    import re
    import shutil
    import subprocess
    if not shutil.which("pdftotext"):
        pytest.skip("needs poppler-utils")
    from scorekeeper import create_app
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "PDF_WAIT": 300})
    client = app.test_client()
    created = client.post(API, json={"title": "Mêlée", "variant": "bela-hr-4", "format": "melee",
                                     "entrants": [{"name": n, "players": [n]} for n in NAMES]}).get_json()
    director = {"X-Director-Code": created["director_code"]}
    drawn = client.post(f"{API}/{created['id']}/rounds", headers=director).get_json()
    texts = {}
    for path in ("draw", "where", "cards", "sheets"):
        answer = client.get(f"/tournaments/{created['id']}/rounds/1/{path}.pdf", headers=director)
        assert answer.status_code == 200 and answer.data.startswith(b"%PDF"), path
        (tmp_path / f"{path}.pdf").write_bytes(answer.data)
        texts[path] = subprocess.run(["pdftotext", "-layout", str(tmp_path / f"{path}.pdf"), "-"],
                                     capture_output=True, text=True, check=True).stdout
    for x in drawn["tables"]:
        a, b = (" & ".join(NAMES[n - 1] for n in team) for team in x["teams"])
        assert re.search(rf"Table {x['table']}\s+—\s+{a}\s+against\s+{b}", texts["draw"]), texts["draw"]
        assert a in texts["cards"] and b in texts["cards"]
        for player in (NAMES[n - 1] for team in x["teams"] for n in team):
            assert re.search(rf"{player}\s+{x['table']}\s", texts["where"])
            assert player in texts["sheets"]
