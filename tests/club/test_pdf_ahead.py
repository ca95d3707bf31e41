"""A round's table cards and pack are made as it is drawn, before the director asks: the ask
finds them made (or in progress), a hand at a table leaves the cards as made, a new table token
makes new ones ahead, and a director's write that changes none of what they show makes none."""

from __future__ import annotations

import random
import time

import pytest

from test_pdf_while_playing import counting, enter_a_hand
from test_tournament_evening import Evening, pairs


@pytest.fixture
def gathered(app, monkeypatch):
    """Every gathering of the table cards and the score sheets, from now on (the ahead's too)."""
    from scorekeeper.club.pdf import documents
    app.config["PDF_AHEAD"] = True
    return {"cards": counting(monkeypatch, documents, "cards"), "sheets": counting(monkeypatch, documents, "sheets")}


def settled(app, gathered: dict, *, cards: int, sheets: int) -> None:
    """Until the ahead has gathered so many, and its renders have ended."""
    from scorekeeper.web.pdf import workers
    renderer = workers.renderer(app.config)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if (len(gathered["cards"]), len(gathered["sheets"])) == (cards, sheets) and not renderer._inflight:
            return
        time.sleep(0.05)
    raise AssertionError(f"made ahead: {len(gathered['cards'])} cards, {len(gathered['sheets'])} sheets")


def test_a_drawn_rounds_cards_and_pack_are_made_before_anyone_asks(app, client, gathered):
    ev = Evening(client, {"title": "Ahead", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "entrants": pairs(4)})
    ev.draw()
    settled(app, gathered, cards=2, sheets=1)  # the cards alone, and the pack's
    app.config["PDF_WAIT"] = 0  # no time to make anything: only a made render answers
    base = f"/tournaments/{ev.id}/rounds/1"
    cards = client.get(f"{base}/cards.pdf", headers=ev.director)
    pack = client.get(f"{base}/pack.pdf", headers=ev.director)
    assert cards.status_code == 200 and pack.status_code == 200 and pack.data.startswith(b"%PDF")
    assert (len(gathered["cards"]), len(gathered["sheets"])) == (2, 1)  # the asks gathered nothing

    enter_a_hand(ev, 2, random.Random(5))
    again = client.get(f"{base}/cards.pdf", headers=ev.director)
    assert again.status_code == 200 and again.data == cards.data  # a hand leaves the cards as made
    meanwhile = client.get(f"{base}/pack.pdf", headers=ev.director)
    assert meanwhile.status_code == 200 and meanwhile.headers["Last-Modified"] == pack.headers["Last-Modified"]


def test_a_new_table_token_makes_new_cards_ahead_and_a_result_makes_none(app, client, gathered):
    ev = Evening(client, {"title": "Tokens", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "entrants": pairs(4)})
    ev.draw()
    settled(app, gathered, cards=2, sheets=1)
    x = ev.get(director=True)["rounds"][0]["tables"][0]
    rotated = client.post(f"/api/v1/games/{x['games'][-1]}/table-token", headers=ev.director)
    assert rotated.status_code == 201
    settled(app, gathered, cards=4, sheets=2)  # the new join link, on cards and pack made ahead
    result = client.post(f"{ev.url}/rounds/1/tables/2/result", json={"games": [[1001, 500]]}, headers=ev.director)
    assert result.status_code == 200, result.get_json()
    time.sleep(0.5)
    settled(app, gathered, cards=4, sheets=2)  # a result changes no table, token or name


def test_a_round_drawn_under_testing_is_made_ahead_only_when_asked_to(app, client, gathered):
    app.config["PDF_AHEAD"] = False
    ev = Evening(client, {"title": "Off", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "entrants": pairs(4)})
    ev.draw()
    time.sleep(0.5)
    assert gathered["cards"] == [] and gathered["sheets"] == []


def test_a_round_drawn_from_the_directors_page_is_made_in_the_pages_language(app, client, gathered):
    from test_tournament_pages import create
    client.get("/lang/hr")
    url = create(client)
    drawn = client.post(url, data={"action": "draw"})
    assert drawn.status_code in (200, 302, 303)
    settled(app, gathered, cards=2, sheets=1)
    app.config["PDF_WAIT"] = 0
    pack = client.get(f"{url}/rounds/1/pack.pdf")
    assert pack.status_code == 200 and pack.data.startswith(b"%PDF")
    assert client.get(f"{url}/rounds/1/pack.pdf?lang=en").status_code == 202  # made in Croatian only
