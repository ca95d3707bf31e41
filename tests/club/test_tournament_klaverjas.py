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
    """Eight players, three boompjes: each round draws new partners, so no one plays with the same
    partner twice (a mêlée's point), and each player's own points rank the evening."""
    director = dutch(app)
    url = create(director)
    partners: list[frozenset] = []
    for round_no in (1, 2, 3):
        drawn = director.post(url, data={"action": "draw"}, follow_redirects=True).get_data(as_text=True)
        links = table_links(drawn)
        assert len(links) == 2
        # A boompje on paper is 16 deals of 162 (and roem): the example is one, not a race to 1500.
        assert "Uitslag op papier, bijv. 1360-1232" in text(drawn)
        if round_no == 1:
            _one_deal_with_roem(app, links[0], url)
        state = director.get(f"/api/v1/tournaments/{url.rsplit('/', 1)[1]}").get_json()
        partners += [frozenset(team) for t in state["rounds"][-1]["tables"] for team in t["teams"]]
        refused = director.post(url, data={"action": "result", "table": "1", "games": "1300-1200"})
        assert refused.status_code == 422 and "2592" in text(refused)
        for table, games in ((1, "1500-1292"), (2, "1400-1312")):
            assert director.post(url, data={"action": "result", "table": str(table), "games": games}).status_code == 302
            assert director.post(url, data={"action": "approve", "table": str(table)}).status_code == 302
    assert len(partners) == 12 and all(len(p) == 2 for p in partners)
    assert len(set(partners)) == 12, "someone played with the same partner twice"
    _ranked_by_each_players_points(text(director.get(f"{url}/standings")))
    pdf = director.get(f"{url}/standings.pdf")
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf"


def _one_deal_with_roem(app, link: str, url: str) -> None:
    """A table's phone: the boompje's sheet counts deals ("Spel 1 van 16", as a Dutch score
    sheet numbers its spellen), and one deal with 20 roem moves it to the second."""
    phone = dutch(app)
    game = phone.get(link, follow_redirects=True).request.path.split("/")[2]
    take_seat(phone, game, url)
    sheet = text(phone.get(f"/games/{game}"))
    assert "Klaverjassen (Amsterdams) Spel 1 van 16" in sheet and "1500" not in sheet
    assert "punten roem punten roem" in sheet
    assert "Roem" in text(phone.get(f"/games/{game}/hands/new"))
    answer = phone.post(f"/games/{game}/hands/new", data={
        "dealer": "0", "trump": "clubs", "taker": "0", "p0": "100", "p1": "", "typed": "0",
        "r0": "20", "r1": "", "action": "save", "key": "boompje-1"})
    assert answer.status_code == 302, text(answer)[:500]
    sheet = text(phone.get(f"/games/{game}"))
    assert "Spel 2 van 16" in sheet and "1 100 ♣ Anouk 20 62 –" in sheet and "totaal 120 62" in sheet


def _ranked_by_each_players_points(standings: str) -> None:
    """Each player on a line of their own, ranked by their own points over the three boompjes."""
    assert "Klaverjasavond Eindstand # Naam Punten Verschil" in standings
    rows = re.findall(r"\d+ (\w+) Gespeeld 3 .*? (\d{4}) [+-]\d+", standings)
    assert len(rows) == 8 and len({name for name, _ in rows}) == 8
    points = [int(p) for _, p in rows]
    assert points == sorted(points, reverse=True) and sum(points) == 3 * 2 * (2792 + 2712)  # both partners score their pair's points


def take_seat(phone, game: str, tournament_url: str, *, seat: int = 0) -> None:
    """The table's phone says who holds it (a tournament table writes hands from a seat), with
    that entrant's code from the director's list."""
    from scorekeeper.tournaments import entrant_code
    tid = tournament_url.rstrip("/").rsplit("/", 1)[1]
    state = phone.get(f"/api/v1/tournaments/{tid}").get_json()
    table = next(t for r in state["rounds"] for t in r["tables"] if game in t["games"])
    code = entrant_code("test", tournament_id=tid, number=table["entrants"][0])
    answer = phone.post(f"/games/{game}/seat", data={"seat": str(seat), "entrant_code": code})
    assert answer.status_code == 302, answer.get_data(as_text=True)
