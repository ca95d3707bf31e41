"""The tournament pages as a director and the room use them (en/hr/fr)."""

from __future__ import annotations

import re

ENTRANTS = "\n".join(["Ana & Cvita", "Ivo & Marko", "Lions: Luka & Petra", "Mia & Tin", "Ema & Dora"])


def create(client, **extra) -> str:
    form = {"title": "Friday bela", "variant": "bela-hr-4", "entrants": ENTRANTS, "format": "swiss",
            "rounds": "3", "best_of": "1", "deals": "0", "ranking": "wins", "repasaz_until": "0",
            "bye_points": "0", "seed": "0", **extra}
    response = client.post("/tournaments/new", data=form)
    assert response.status_code == 302, response.get_data(as_text=True)
    return response.headers["Location"]


def test_the_home_page_offers_a_tournament(client):
    assert 'href="/tournaments/new"' in client.get("/").get_data(as_text=True)


def test_the_create_form_derives_from_the_settings_and_names_bad_input(client):
    page = client.get("/tournaments/new").get_data(as_text=True)
    for name in ("format", "rounds", "best_of", "deals", "repasaz_until"):
        assert f'name="{name}"' in page
    refused = client.post("/tournaments/new", data={"variant": "bela-hr-4", "entrants": "Ana & Cvita"})
    assert refused.status_code == 422 and "at least two entrants" in refused.get_data(as_text=True)
    odd = client.post("/tournaments/new", data={"variant": "bela-hr-4", "entrants": ENTRANTS, "best_of": "2"})
    assert odd.status_code == 422 and "even number" in odd.get_data(as_text=True)


def test_the_director_sees_the_code_once_and_draws(client):
    url = create(client)
    first = client.get(url).get_data(as_text=True)
    code = re.search(r'id="director-code">([^<]+)<', first).group(1)
    assert 'id="director-code"' not in client.get(url).get_data(as_text=True)
    drawn = client.post(url, data={"action": "draw"}, follow_redirects=True).get_data(as_text=True)
    assert "Round 1 is drawn." in drawn and "Bye" in drawn and 'class="tablecard' in drawn
    assert "Join link and QR code" in drawn and code
    assert "/rounds/1/pack.pdf" in drawn and "/standings.pdf" in drawn


def test_another_device_signs_in_with_the_code_and_a_stranger_cannot_act(client, app):
    url = create(client)
    code = re.search(r'id="director-code">([^<]+)<', client.get(url).get_data(as_text=True)).group(1)
    stranger = app.test_client()
    refused = stranger.post(url, data={"action": "draw"})
    assert refused.status_code == 422 and "director code first" in refused.get_data(as_text=True)
    wrong = stranger.post(url, data={"action": "signin", "code": "NOPE"})
    assert wrong.status_code == 403 and "not the director code" in wrong.get_data(as_text=True)
    ok = stranger.post(url, data={"action": "signin", "code": code}, follow_redirects=True)
    assert "You direct this tournament" in ok.get_data(as_text=True)


def test_where_do_i_play_projector_and_standings(client):
    url = create(client)
    client.get(url)
    client.post(url, data={"action": "draw"})
    where = client.get(f"{url}/where?name=petra").get_data(as_text=True)
    assert "Lions" in where and ("Table" in where or "Bye" in where)
    assert "Nobody called" in client.get(f"{url}/where?name=zzz").get_data(as_text=True)
    projector = client.get(f"{url}/projector").get_data(as_text=True)
    assert "Round 1: the draw" in projector and "Table 1" in projector
    standings = client.get(f"{url}/standings")
    assert standings.status_code == 200


def test_the_pages_speak_croatian_and_french(client):
    url = create(client)
    client.get(url)
    client.post(url, data={"action": "draw"})
    hr = client.get(f"{url}/projector", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert "Stol 1" in hr and "1. kolo: raspored" in hr
    fr = client.get(f"{url}/where?name=ana", headers={"Accept-Language": "fr"}).get_data(as_text=True)
    assert "Où est-ce que je joue" in fr


def test_a_missing_tournament_is_a_404_page(client):
    assert client.get("/tournaments/nothing").status_code == 404


def test_a_refused_action_says_why_in_the_pages_language(client):
    url = create(client)
    client.get(url)
    client.post(url, data={"action": "draw"})
    again = client.post(url, data={"action": "draw"}, headers={"Accept-Language": "hr"})
    assert again.status_code == 409
    assert "1. kolo još se igra za stolom" in again.get_data(as_text=True)


def test_a_bye_left_blank_on_the_form_scores_half_a_partie_as_the_api_does(client):
    """A concours bye scores half a partie of the game played (12 × 162 ÷ 2 = 972 of bela; a
    klaverjas boompje 16 × 162 ÷ 2 = 1296), the same from the form as from the API; a figure
    the director types stays."""
    import json
    def bye_of(**extra):
        url = create(client, **{"bye_points": "", **extra})
        return json.loads(client.get("/api/v1" + url).get_data(as_text=True))["settings"]["bye_points"]
    assert bye_of(deals="12") == 972
    assert bye_of(variant="klaverjas-amsterdam") == 1296
    assert bye_of(deals="12", bye_points="500") == 500
    page = client.get("/tournaments/new").get_data(as_text=True)
    assert re.search(r'name="bye_points" value=""[^>]*placeholder="As the game: half a partie"', page)
