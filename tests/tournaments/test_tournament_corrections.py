"""an earlier round's result corrected from that round's page, once round 2
is drawn; first what it changes (places, match points, points; the round already drawn stays
as drawn), then the correction, which only the director may make."""

from __future__ import annotations

import re

import pytest

API = "/api/v1/tournaments"


@pytest.fixture
def two_rounds(client):
    created = client.post("/tournaments/new", data={
        "title": "Friday", "variant": "bela-hr-4", "format": "swiss", "rounds": "3", "seed": "4",
        "entrants": "Ana & Ivo\nMia & Tin\nEma & Dora\nLu & Jo"})
    page = created.headers["Location"]
    tid = page.rstrip("/").rsplit("/", 1)[1]
    client.post(page, data={"action": "draw"})
    first = client.get(f"{API}/{tid}").get_json()["rounds"][0]["tables"]
    for x in first:
        client.post(page, data={"action": "result", "table": str(x["table"]), "games": "1001-500"})
    client.post(page, data={"action": "draw"})
    state = client.get(f"{API}/{tid}").get_json()
    assert len(state["rounds"]) == 2
    return {"id": tid, "page": page, "first": first, "second": state["rounds"][1]}


def test_the_correction_says_what_it_changes_before_it_is_made(client, two_rounds):
    url = f"/tournaments/{two_rounds['id']}/rounds/1"
    table = two_rounds["first"][0]
    shown = client.post(url, data={"action": "preview", "table": str(table["table"]), "games": "500-1001"})
    html = shown.get_data(as_text=True)
    assert shown.status_code == 200 and 'id="correction"' in html
    assert "match points 2 → 0" in html and "match points 0 → 2" in html
    assert "stay as they were drawn" in html
    standing = client.get(f"{API}/{two_rounds['id']}/standings").get_json()
    assert {r["match_points"] for r in standing["rows"]} == {0, 2}  # nothing stored yet
    done = client.post(url, data={"action": "correct", "table": str(table["table"]), "games": "500-1001"})
    assert done.status_code == 302
    state = client.get(f"{API}/{two_rounds['id']}").get_json()
    assert state["rounds"][0]["tables"][0]["result"]["winner"] == table["entrants"][1]
    assert state["rounds"][1] == two_rounds["second"] | {"tables": state["rounds"][1]["tables"]}
    assert [x["entrants"] for x in state["rounds"][1]["tables"]] == [x["entrants"] for x in two_rounds["second"]["tables"]]
    assert "is corrected" in client.get(url).get_data(as_text=True)


def test_a_wrong_correction_is_said_at_its_table_with_what_was_typed(client, two_rounds):
    url = f"/tournaments/{two_rounds['id']}/rounds/1"
    answer = client.post(url, data={"action": "preview", "table": "1", "games": "lots"})
    html = answer.get_data(as_text=True)
    assert answer.status_code == 422 and 'id="refused-1"' in html and 'value="lots"' in html


def test_only_the_director_corrects(app, two_rounds):
    stranger = app.test_client()
    url = f"/tournaments/{two_rounds['id']}/rounds/1"
    page = stranger.get(url).get_data(as_text=True)
    assert "Correct the result" not in page
    answer = stranger.post(url, data={"action": "correct", "table": "1", "games": "500-1001"})
    assert answer.status_code == 403
