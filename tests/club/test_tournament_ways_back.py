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
