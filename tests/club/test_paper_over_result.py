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
