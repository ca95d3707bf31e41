"""A klaverjas evening through the pages, in Dutch: three boompjes of 16 deals with partners
drawn afresh each round (the mêlée), ranked by each player's points, as a club plays it
(klaverjasunie.nl "Het spel": a boompje of 16 deals; NKU: 162 and the roem a deal)."""

from __future__ import annotations

import re

from test_tournament_contree import table_links, text

PLAYERS = "\n".join(["Anouk", "Bram", "Daan", "Eva", "Femke", "Joost", "Lotte", "Sanne"])


def dutch(app):
    client = app.test_client()
    client.get("/lang/nl?next=/")
    return client


def create(director) -> str:
    form = {"title": "Klaverjasavond", "variant": "klaverjas-amsterdam", "entrants": PLAYERS, "format": "melee",
            "rounds": "3", "best_of": "1", "deals": "0", "ranking": "", "repasaz_until": "0",
            "bye_points": "0", "seed": "5"}
    response = director.post("/tournaments/new", data=form)
    assert response.status_code == 302, text(response)
    return response.headers["Location"]


def test_a_klaverjas_evening_ranks_by_points_per_player_by_default(app):
    director = dutch(app)
    url = create(director)
    state = director.get(f"/api/v1/tournaments/{url.rsplit('/', 1)[1]}").get_json()
    assert state["settings"]["ranking"] == "points" and state["settings"]["format"] == "melee"


def test_a_klaverjas_swiss_also_ranks_by_points_unless_the_director_picks_matches(app):
    director = dutch(app)
    form = {"title": "Paren", "variant": "klaverjas-rotterdam", "entrants": "Anouk & Bram\nDaan & Eva",
            "format": "swiss", "rounds": "1", "best_of": "1", "deals": "0", "repasaz_until": "0",
            "bye_points": "0", "seed": "1"}
    for ranking, expected in (("", "points"), ("wins", "wins")):
        url = director.post("/tournaments/new", data={**form, "ranking": ranking}).headers["Location"]
        assert director.get(f"/api/v1/tournaments/{url.rsplit('/', 1)[1]}").get_json()["settings"]["ranking"] == expected


def test_three_boompjes_with_rotating_partners_in_dutch(app):
    director = dutch(app)
    url = create(director)
    partners = []
    for round_no in (1, 2, 3):
        drawn = director.post(url, data={"action": "draw"}, follow_redirects=True).get_data(as_text=True)
        links = table_links(drawn)
        assert len(links) == 2
        if round_no == 1:
            phone = dutch(app)
            game = phone.get(links[0], follow_redirects=True).request.path.split("/")[2]
            sheet = text(phone.get(f"/games/{game}"))
            assert "boompje" in sheet.lower() or "16" in sheet
            assert "1001" not in sheet
            form = text(phone.get(f"/games/{game}/hands/new"))
            assert "Roem" in form or "roem" in form
            answer = phone.post(f"/games/{game}/hands/new", data={
                "dealer": "0", "trump": "clubs", "taker": "0", "p0": "100", "p1": "", "typed": "0",
                "r0": "20", "r1": "", "action": "save", "key": "boompje-1"})
            assert answer.status_code == 302, text(answer)[:500]
            assert "2 van 16" in text(phone.get(f"/games/{game}")) or "2 / 16" in text(phone.get(f"/games/{game}"))
        state = director.get(f"/api/v1/tournaments/{url.rsplit('/', 1)[1]}").get_json()
        partners += [frozenset(p) for t in state["rounds"][-1]["tables"] for p in t.get("partners", [])]
        refused = director.post(url, data={"action": "result", "table": "1", "games": "1300-1200"})
        assert refused.status_code == 422 and "2592" in text(refused)
        for table, games in ((1, "1500-1292"), (2, "1400-1312")):
            assert director.post(url, data={"action": "result", "table": str(table), "games": games}).status_code == 302
            assert director.post(url, data={"action": "approve", "table": str(table)}).status_code == 302
    standings = text(director.get(f"{url}/standings"))
    assert "Klaverjasavond" in standings and "punten" in standings.lower()
    pdf = director.get(f"{url}/standings.pdf")
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf"
