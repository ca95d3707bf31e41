"""At a tournament table a phone writes hands only from a seat it took, as it confirms only from
one: a phone that scanned the card without saying who holds it is asked first, on the page and
through the API."""

from __future__ import annotations

import random

from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS
from test_tournament_evening import Evening, pairs


def drawn(client, **fields):
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "entrants": pairs(2), "options": {"target": 201}, **fields})
    table = ev.draw()["tables"][0]
    return ev, table


def a_hand(client, game: str) -> dict:
    record = client.get(f"/api/v1/games/{game}").get_json()["record"]
    variant = VARIANTS[record["variant"]]
    return random_hand(variant, variant.rules.with_options(record["options"]), random.Random(4), dealer=0)


def test_a_phone_that_scanned_the_card_without_a_seat_is_asked_who_holds_it(app, client):
    ev, table = drawn(client)
    game, token = table["games"][0], table["table_token"]
    codes = {e["number"]: e["code"] for e in ev.get(director=True)["entrants"]}
    phone = app.test_client()
    phone.get(f"/j/{game}/{token}")
    asked = phone.get(f"/games/{game}/hands/new")
    assert asked.status_code == 403 and "say who holds this phone first" in asked.get_data(as_text=True)
    assert 'name="seat"' in asked.get_data(as_text=True)
    posted = phone.post(f"/games/{game}/hands/new", data={"action": "save", "p0": "100"})
    assert posted.status_code == 403
    assert client.get(f"/api/v1/games/{game}").get_json()["record"]["hands"] == []
    phone.post(f"/games/{game}/seat", data={"seat": "0", "entrant_code": codes[table["entrants"][0]]})
    assert phone.get(f"/games/{game}/hands/new").status_code == 200


def test_through_the_api_a_seatless_phone_cannot_write_a_hand_at_a_tournament_table(client):
    ev, table = drawn(client, final_by="table")
    game, token = table["games"][0], {"Authorization": f"Bearer {table['table_token']}"}
    seatless = client.post(f"/api/v1/games/{game}/phones", headers=token, json={"seat": None}).get_json()
    refused = client.post(f"/api/v1/games/{game}/hands", json=a_hand(client, game),
                          headers={"Authorization": f"Bearer {seatless['phone_token']}"})
    assert refused.status_code == 403 and refused.get_json()["error"]["path"] == "seat"
    seated = client.post(f"/api/v1/games/{game}/phones", headers=token, json={"seat": 1}).get_json()
    ok = client.post(f"/api/v1/games/{game}/hands", json=a_hand(client, game),
                     headers={"Authorization": f"Bearer {seated['phone_token']}"})
    assert ok.status_code == 201, ok.get_json()



def test_at_a_tournament_table_the_seat_page_offers_names_with_the_code_and_watching_by_a_link(app, client):
    """No "Nobody: just scoring" at a tournament table: a phone there writes from its entrant's
    seat, picked with the entrant code typed beside the names; without a seat it only watches."""
    ev, table = drawn(client)
    game, token = table["games"][0], table["table_token"]
    phone = app.test_client()
    phone.get(f"/j/{game}/{token}")
    page = phone.get(f"/games/{game}/join").get_data(as_text=True)
    assert "Nobody: just scoring" not in page and 'name="seat" value=""' not in page
    assert 'id="just-watch"' in page and "Just watch the score" in page
    seats = page[page.index('class="choices seatpick"'):page.index("</fieldset>")]
    assert '<label class="field entrant-code" for="entrant_code">Your entrant code (from the desk)' in seats
    assert 'id="entrant_code" name="entrant_code"' in seats and seats.count('name="seat"') == 4
    # A name tapped without the code takes no seat: the phone still cannot write.
    phone.post(f"/games/{game}/seat", data={"seat": "0"})
    assert phone.get(f"/games/{game}/hands/new").status_code == 403
    french = app.test_client()
    french.get(f"/j/{game}/{token}", headers={"Accept-Language": "fr"})
    assert "Nobody" not in french.get(f"/games/{game}/join", headers={"Accept-Language": "fr"}).get_data(as_text=True)


def test_at_a_friendly_table_nobody_just_scoring_stays(app, client):
    created = client.post("/api/v1/games", json={"variant": "bela-hr-4", "players": ["Ana", "Bo", "Cvita", "Dino"]})
    body = created.get_json()
    phone = app.test_client()
    phone.get(f"/j/{body['id']}/{body['table_token']}")
    page = phone.get(f"/games/{body['id']}/join").get_data(as_text=True)
    assert "Nobody: just scoring" in page and 'id="just-watch"' not in page
