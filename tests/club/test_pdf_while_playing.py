"""The director's sheets while the tables play: a hand leaves the table cards as made (they
show the round's tables and tokens, not its hands), the score sheets answer at once with the
last made (with the time of their data) while the newer one is made, and a prize for a place
that does not exist makes no new ranking."""

from __future__ import annotations

import random
import time

import pytest

from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS
from test_tournament_evening import Evening, pairs


@pytest.fixture
def evening(client):
    ev = Evening(client, {"title": "Playing", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "entrants": pairs(4)})
    ev.draw()
    return ev


def enter_a_hand(ev: Evening, table: int, rng: random.Random) -> None:
    x = ev.get(director=True)["rounds"][0]["tables"][table - 1]
    game = ev.client.get(f"/api/v1/games/{x['games'][-1]}").get_json()
    variant = VARIANTS[game["record"]["variant"]]
    hand = random_hand(variant, variant.rules.with_options(game["record"]["options"]), rng,
                       dealer=len(game["record"]["hands"]) % 4)
    answer = ev.client.post(f"/api/v1/games/{x['games'][-1]}/hands", json=hand,
                            headers={"Authorization": f"Bearer {x['table_token']}"})
    assert answer.status_code == 201, answer.get_json()


def test_a_hand_leaves_the_table_cards_as_they_were_made(app, evening):
    cards = f"/tournaments/{evening.id}/rounds/1/cards.pdf"
    made = evening.client.get(cards, headers=evening.director)
    assert made.status_code == 200
    enter_a_hand(evening, 2, random.Random(1))
    app.config["PDF_WAIT"] = 0  # no time to make anything: only a made render answers
    again = evening.client.get(cards, headers=evening.director)
    assert again.status_code == 200 and again.data == made.data
    assert again.headers["Last-Modified"] == made.headers["Last-Modified"]


def test_the_score_sheets_answer_with_the_last_made_while_the_newer_is_made(app, evening):
    sheets = f"/tournaments/{evening.id}/rounds/1/sheets.pdf"
    made = evening.client.get(sheets, headers=evening.director)
    assert made.status_code == 200
    enter_a_hand(evening, 1, random.Random(2))
    app.config["PDF_WAIT"] = 0
    meanwhile = evening.client.get(sheets, headers=evening.director)
    assert meanwhile.status_code == 200 and meanwhile.data.startswith(b"%PDF")
    app.config["PDF_WAIT"] = 120
    answers = [evening.client.get(sheets, headers=evening.director) for _ in range(2)]
    assert answers[-1].data != made.data  # the hand is on the sheet made after it


def test_a_prize_for_a_place_that_does_not_exist_makes_no_new_ranking(app, evening):
    base = f"/tournaments/{evening.id}/ranking.pdf"
    made = evening.client.get(f"{base}?prizes=100,50,30,20")
    assert made.status_code == 200
    app.config["PDF_WAIT"] = 0
    for more in ("10", "10,5", "10,5,1,1,1,1"):
        again = evening.client.get(f"{base}?prizes=100,50,30,20,{more}")
        assert again.status_code == 200 and again.data == made.data


def test_the_standings_after_a_new_result_are_never_the_earlier_ones(app, evening):
    standings = f"/tournaments/{evening.id}/standings.pdf"
    made = evening.client.get(standings)
    assert made.status_code == 200
    enter_a_hand(evening, 1, random.Random(3))
    app.config["PDF_WAIT"] = 0
    assert evening.client.get(standings).data == made.data  # a hand is no result
    result = evening.client.post(f"{evening.url}/rounds/1/tables/2/result", json={"games": [[1001, 500]]},
                                 headers=evening.director)
    assert result.status_code == 200, result.get_json()
    after = evening.client.get(standings)
    assert after.status_code == 202 or after.data != made.data


def counting(monkeypatch, module, name: str) -> list:
    """Every call of ``module.name`` from now on, listed."""
    calls: list = []
    real = getattr(module, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, counted)
    return calls


def test_a_document_asked_again_unchanged_gathers_nothing(app, evening, monkeypatch):
    """The director reloading the pack while nothing changed costs the server no reading of the
    round's games: the pack already made is found from the versions alone."""
    from scorekeeper.club.pdf import documents, tournament_views
    pack = f"/tournaments/{evening.id}/rounds/1/pack.pdf"
    sheets, links = counting(monkeypatch, documents, "sheets"), counting(monkeypatch, tournament_views, "_links")
    made = evening.client.get(pack, headers=evening.director)
    assert made.status_code == 200 and len(sheets) == 1 and len(links) == 1
    again = evening.client.get(pack, headers=evening.director)
    assert again.status_code == 200 and again.data == made.data
    assert len(sheets) == 1 and len(links) == 1


def test_a_hand_makes_no_gathering_of_the_table_cards(app, evening, monkeypatch):
    """The table cards show the round's tables and tokens: a hand at a table makes the server
    read none of it again, while the score sheets it changes are gathered anew."""
    from scorekeeper.club.pdf import documents
    cards, sheets = counting(monkeypatch, documents, "cards"), counting(monkeypatch, documents, "sheets")
    base = f"/tournaments/{evening.id}/rounds/1"
    assert evening.client.get(f"{base}/cards.pdf", headers=evening.director).status_code == 200
    assert evening.client.get(f"{base}/sheets.pdf", headers=evening.director).status_code == 200
    enter_a_hand(evening, 2, random.Random(4))
    assert evening.client.get(f"{base}/cards.pdf", headers=evening.director).status_code == 200
    assert evening.client.get(f"{base}/sheets.pdf", headers=evening.director).status_code == 200
    assert len(cards) == 1 and len(sheets) == 2


def test_a_new_table_token_is_on_the_cards_made_after_it(app, evening):
    """The cards' stamp holds the tables' tokens: a new token prints the new join link."""
    cards = f"/tournaments/{evening.id}/rounds/1/cards.pdf"
    made = evening.client.get(cards, headers=evening.director)
    x = evening.get(director=True)["rounds"][0]["tables"][0]
    rotated = evening.client.post(f"/api/v1/games/{x['games'][-1]}/table-token", headers=evening.director)
    assert rotated.status_code in (200, 201), rotated.get_json()
    again = evening.client.get(cards, headers=evening.director)
    assert again.status_code == 200 and again.data != made.data


def test_a_stranger_at_its_share_of_renders_gathers_nothing(app, evening, monkeypatch):
    """A stranger asking for rankings with prizes of its own, faster than they are made, is
    answered "busy" without the server reading the standings for each ask."""
    from scorekeeper.club.pdf import documents
    from scorekeeper.web.pdf import workers
    app.config["PDF_WAIT"] = 0
    monkeypatch.setattr(workers.renderer(app.config), "per_client", 0)
    ranking = counting(monkeypatch, documents, "ranking")
    answer = evening.client.get(f"/tournaments/{evening.id}/ranking.pdf?prizes=7,6,5")
    assert answer.status_code == 503 and answer.headers["Retry-After"]
    assert ranking == []


def test_a_wait_page_reloading_after_its_render_gets_it_and_starts_no_other(app, evening, monkeypatch):
    """While the tables play, the page that waited for a score sheet reloads once it is made:
    it gets that sheet (its data as of the first ask), and the server neither gathers nor
    renders a newer one that nobody waits for, though a hand came meanwhile."""
    import re
    from html import unescape
    from scorekeeper.club.pdf import documents
    from scorekeeper.web.pdf import workers
    sheets = counting(monkeypatch, documents, "sheets")
    app.config["PDF_WAIT"] = 0
    first = evening.client.get(f"/tournaments/{evening.id}/rounds/1/sheets.pdf", headers=evening.director)
    assert first.status_code == 202
    again = unescape(re.search(r'content="\d+; url=([^"]+)"', first.get_data(as_text=True)).group(1))
    assert "asked=" in again
    renderer = workers.renderer(app.config)
    while renderer._inflight:
        time.sleep(0.05)
    enter_a_hand(evening, 1, random.Random(6))
    reloaded = evening.client.get(again, headers=evening.director)
    assert reloaded.status_code == 200 and reloaded.data.startswith(b"%PDF")
    assert len(sheets) == 1 and not renderer._inflight
    asked_anew = evening.client.get(f"/tournaments/{evening.id}/rounds/1/sheets.pdf", headers=evening.director)
    assert asked_anew.status_code == 200 and len(sheets) == 2  # a new ask: the newer hands gathered
