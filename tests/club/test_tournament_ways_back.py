"""A player who opens the standings or "where do I play?" on its own finds the way back to the
tournament from the page's top bar."""

from __future__ import annotations

import re

import pytest

API = "/api/v1/tournaments"


@pytest.mark.parametrize("page", ["standings", "where"])
def test_the_standings_and_where_lead_back_to_the_tournament(client, page):
    body = {"title": "Petak u klubu", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
            "entrants": [{"name": f"Par {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]}
    created = client.post(API, json=body).get_json()
    html = client.get(f"/tournaments/{created['id']}/{page}").get_data(as_text=True)
    top = re.search(r'<header.*?</header>', html, re.S).group(0)
    assert re.search(rf'<a class="game" href="/tournaments/{created["id"]}">Petak u klubu</a>', top), top


def test_a_melees_controls_speak_of_players_and_of_fours(client):
    """A mêlée draws single players into pairs: its bye hint speaks of multiples of four, and the
    Croatian controls do not call a single player a pair."""
    players = "\n".join(["Ana", "Boris", "Cvita", "Dino", "Ema", "Filip", "Goran", "Hana", "Iva"])
    form = {"title": "Mêlée", "variant": "belote", "entrants": players, "format": "melee", "rounds": "3",
            "best_of": "1", "deals": "0", "ranking": "points", "repasaz_until": "0", "bye_points": "0", "seed": "0"}
    response = client.post("/tournaments/new", data=form)
    assert response.status_code == 302, response.get_data(as_text=True)
    url = response.headers["Location"]
    page = client.get(url).get_data(as_text=True)
    assert "Only when the players are not a multiple of four." in page and "odd number" not in page
    hr = client.get(url, headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert "djeljiv s četiri" in hr and "Prvi par" not in hr and "Drugi par" not in hr
