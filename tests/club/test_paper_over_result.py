""""Enter result" on the dashboard over a table's existing result is a correction: the director
first sees what it changes, as for an earlier round; confirmed, the game's own sheet says that
the director's figures overrule it, and both stay: the hands as played, the result as entered."""

from __future__ import annotations

from test_tournament_evening import Evening, pairs


def played_evening(app, client):
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "entrants": pairs(4), "options": {"target": 201}, "final_by": "table"})
    ev.draw()
    ev.play_round()
    desk = app.test_client()
    desk.post(f"/tournaments/{ev.id}", data={"action": "signin", "code": ev.code})
    return ev, desk


def test_a_paper_result_over_a_played_one_shows_what_it_changes_before_anything_is_stored(app, client):
    ev, desk = played_evening(app, client)
    table = ev.get()["rounds"][0]["tables"][0]
    before, standings = table["result"], ev.standings()
    a, b = table["result"]["games"][0]
    flipped = f"{b}-{a}" if a != b else f"{a + 10}-{b}"
    page = desk.post(f"/tournaments/{ev.id}", data={"action": "result", "table": "1", "games": flipped},
                     follow_redirects=True)
    text = page.get_data(as_text=True)
    assert page.status_code == 200 and 'name="action" value="correct"' in text
    assert "Table 1 already has a result: entering another corrects it." in text
    assert "Correct table 1 to" in text and "What it changes in the standings" in text
    assert ev.get()["rounds"][0]["tables"][0]["result"] == before and ev.standings() == standings


def test_confirmed_the_correction_counts_and_the_games_sheet_says_it_is_overruled(app, client):
    ev, desk = played_evening(app, client)
    table = ev.get()["rounds"][0]["tables"][0]
    game = table["games"][-1]
    hands = len(client.get(f"/api/v1/games/{game}").get_json()["record"]["hands"])
    a, b = table["result"]["games"][0]
    winner_low = f"{min(a, b)}-{201 + 30}" if a >= b else f"{201 + 30}-{min(a, b)}"
    done = desk.post(f"/tournaments/{ev.id}/rounds/1", data={"action": "correct", "table": "1", "games": winner_low},
                     follow_redirects=True)
    assert "is corrected" in done.get_data(as_text=True)
    assert ev.get()["rounds"][0]["tables"][0]["result"]["games"][0] == [int(x) for x in winner_low.split("-")]
    sheet = client.get(f"/games/{game}").get_data(as_text=True)
    assert "The director’s result overrules this sheet" in sheet.replace("'", "’").replace("&#39;", "’")
    assert winner_low.replace("-", "–") in sheet
    # Both kept: the hands as played, and the director's result in the tournament's archive.
    assert len(client.get(f"/api/v1/games/{game}").get_json()["record"]["hands"]) == hands
    archive = desk.get(f"/tournaments/{ev.id}/archive.json").get_json()
    assert [e["action"] for e in archive["log"]].count("result_entered") == 1


def test_a_first_paper_result_is_entered_at_once(app, client):
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "entrants": pairs(4), "options": {"target": 201}})
    ev.draw()
    desk = app.test_client()
    desk.post(f"/tournaments/{ev.id}", data={"action": "signin", "code": ev.code})
    done = desk.post(f"/tournaments/{ev.id}", data={"action": "result", "table": "1", "games": "231-120"})
    assert done.status_code == 302
    assert ev.get()["rounds"][0]["tables"][0]["result"]["games"] == [[231, 120]]


def test_the_api_refuses_a_result_over_a_played_one_with_what_it_would_change(app, client):
    """The API previews as the page does: a result over an existing one is stored only when the
    body says it is a correction; otherwise 409, nothing stored, and what it would change."""
    ev, _desk = played_evening(app, client)
    table = ev.get()["rounds"][0]["tables"][0]
    before, standings = table["result"], ev.standings()
    a, b = before["games"][0]
    winner_low = [min(a, b), 201 + 30] if a >= b else [201 + 30, min(a, b)]
    url = f"{ev.url}/rounds/1/tables/1/result"
    refused = client.post(url, json={"games": [winner_low]}, headers=ev.director)
    body = refused.get_json()
    assert refused.status_code == 409 and body["error"]["path"] == "correct"
    assert "table 1 already has a result" in body["error"]["message"]
    assert body["table"]["result"] == before
    assert body["would_change"]["games"] == [winner_low]
    moved = {row["name"] for row in body["would_change"]["standings"]}
    assert moved >= {ev.get()["entrants"][table["entrants"][0] - 1]["name"]}
    assert ev.get()["rounds"][0]["tables"][0]["result"] == before and ev.standings() == standings
    done = client.post(url, json={"games": [winner_low], "correct": True}, headers=ev.director)
    assert done.status_code == 200 and done.get_json()["result"]["games"] == [winner_low]
    assert ev.standings() != standings


def test_the_api_enters_a_first_result_without_asking_and_documents_the_correction(app, client):
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "entrants": pairs(4), "options": {"target": 201}})
    ev.draw()
    url = f"{ev.url}/rounds/1/tables/1/result"
    assert client.post(url, json={"games": [[231, 120]]}, headers=ev.director).status_code == 200
    again = client.post(url, json={"games": [[120, 231]]}, headers=ev.director)
    assert again.status_code == 409 and again.get_json()["table"]["result"]["games"] == [[231, 120]]
    doc = client.get("/api/v1/openapi.json").get_json()
    route = doc["paths"]["/tournaments/{tournament_id}/rounds/{round_no}/tables/{table}/result"]["post"]
    assert "correct" in route["description"] and "would_change" in route["description"]


def test_the_games_printed_sheet_says_it_is_overruled_as_the_page_does(app, client, tmp_path):
    import subprocess
    ev, desk = played_evening(app, client)
    table = ev.get()["rounds"][0]["tables"][0]
    game = table["games"][-1]
    a, b = table["result"]["games"][0]
    winner_low = [min(a, b), 201 + 30] if a >= b else [201 + 30, min(a, b)]
    before = client.get(f"/games/{game}/sheet.pdf")
    assert before.status_code == 200
    done = client.post(f"{ev.url}/rounds/1/tables/1/result", json={"games": [winner_low], "correct": True},
                       headers=ev.director)
    assert done.status_code == 200
    texts = []
    for name, answer in (("before", before), ("after", client.get(f"/games/{game}/sheet.pdf")),
                         ("fr", client.get(f"/games/{game}/sheet.pdf?lang=fr"))):
        assert answer.status_code == 200
        (tmp_path / f"{name}.pdf").write_bytes(answer.data)
        texts.append(" ".join(subprocess.run(["pdftotext", str(tmp_path / f"{name}.pdf"), "-"], capture_output=True,
                                             text=True, check=True).stdout.split()))
    figures = f"{winner_low[0]}–{winner_low[1]}"
    assert "overrules this sheet" not in texts[0]
    assert f"The director’s result overrules this sheet: {figures} counts in the tournament" in \
        texts[1].replace("'", "’")
    assert figures in texts[2] and "overrules this sheet" not in texts[2]
