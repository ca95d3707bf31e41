"""The director's evening, second pass, in a real browser: a concours table told its game
("Deal 3 of 12", no claim), a refused paper result said at its table with what was typed kept,
standings that fit a 390 px phone, "where do I play?" found by "juric", the registration desk,
the start page in Croatian, and the projector's last screen at 1920×1080.
Screenshots go to test-artifacts/screenshots/ (t2-*.png)."""

from __future__ import annotations

import random

import pytest

from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS
from test_browser import PHONE, browser, phones, server, shot  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser
API = "/api/v1/tournaments"
PAIRS = [("Jurić & Željko", ["Ivan Jurić", "Željko Šimić"]), ("Đuro & Tonći", ["Đuro Čolić", "Tonći Ćurić"]),
         ("The long-named pair of Zagreb", ["Ana Marija Horvatinčić-Babić", "Cvita Kovačević"]),
         ("Mia & Tin", ["Mia", "Tin"])]


@pytest.fixture(scope="module")
def concours(server):
    """A concours of 12-deal parties, 3 rounds, four pairs; round 1 drawn."""
    status, created = server.request("POST", API, {
        "title": "Petak concours", "variant": "belote", "format": "swiss", "rounds": 3, "seed": 3,
        "match": {"deals": 12}, "entrants": [{"name": n, "players": p} for n, p in PAIRS]})
    assert status == 201, created
    director = {"X-Director-Code": created["director_code"]}
    status, drawn = server.request("POST", f"{API}/{created['id']}/rounds", headers=director)
    assert status == 201, drawn
    return {"id": created["id"], "code": created["director_code"], "director": director, "round": drawn}


def sign_in(page, base: str, tournament: dict) -> None:
    page.goto(f"{base}/tournaments/{tournament['id']}")
    page.fill("#code", tournament["code"])
    page.click("button[value=signin]")
    page.wait_for_selector("#draw, .tablecard form")


def no_sideways_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{width} px wide on a {page.viewport_size['width']} px screen"


def play_deals(server, game_id: str, token: str, deals: int) -> None:
    game = server.request("GET", f"/api/v1/games/{game_id}")[1]
    variant = VARIANTS[game["record"]["variant"]]
    rules = variant.rules.with_options(game["record"]["options"])
    rng, dealer, played = random.Random(5), 0, 0
    while played < deals:
        hand = random_hand(variant, rules, rng, dealer=dealer)
        status, answer = server.request("POST", f"/api/v1/games/{game_id}/hands", hand,
                                        {"Authorization": f"Bearer {token}"})
        if status == 422:
            continue
        assert status == 201, answer
        played += hand.get("outcome") != "redeal" and not hand.get("redeal")
        dealer = answer["game"]["next_dealer"]


def test_a_concours_table_is_told_its_game(phones, server, concours):
    table = concours["round"]["tables"][0]
    play_deals(server, table["games"][0], table["table_token"], 2)
    phone = phones()
    entrants = server.request("GET", f"{API}/{concours['id']}", headers=concours["director"])[1]["entrants"]
    code = next(e["code"] for e in entrants if e["number"] == table["entrants"][0])
    phone.goto(f"{phones.base}/j/{table['games'][0]}/{table['table_token']}")
    phone.fill("input[name=entrant_code]", code)  # a tournament table's seat takes its entrant's code
    phone.click("button[name=seat] >> nth=0")
    phone.wait_for_selector("table.sheet")
    facts = phone.inner_text(".facts")
    assert "Deal 3 of 12" in facts and "to 501" not in facts
    assert phone.locator("tr.need").count() == 0
    assert phone.locator(".bar a.quiet").count() == 0, "no claim button in a game of fixed deals"
    shot(phone, "t2-01-concours-table")
    phone.goto(f"{phones.base}/games/{table['games'][0]}/claim")
    assert phone.url.endswith(f"/games/{table['games'][0]}"), "the claim form sends back to the sheet"


def test_a_refused_paper_result_is_said_at_its_table(phones, server, concours):
    director = phones()
    sign_in(director, phones.base, concours)
    last = len(concours["round"]["tables"])
    field = f"#games-{last}"
    assert director.get_attribute(field, "placeholder") == "1020-924"
    assert director.get_attribute(field, "inputmode") == "text"
    director.fill(field, "500-400")  # 12 deals of belote never write less than 972 together
    director.click(f"#table-{last} button[value=result]")
    refusal = director.wait_for_selector(f"#refused-{last}")
    assert "972" in refusal.inner_text()
    assert director.input_value(field) == "500-400", "what was typed is kept"
    box = refusal.bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, f"the refusal is off screen: {box}"
    assert director.locator("main > .note.bad").count() == 0, "not at the top of the page"
    shot(director, "t2-02-refused-result-in-view")
    director.fill(field, "1020-924")
    director.click(f"#table-{last} button[value=result]")
    director.wait_for_selector(f"#table-{last}.final")


def finish_round(server, concours, k: int) -> None:
    status, state = server.request("GET", f"{API}/{concours['id']}", headers=concours["director"])
    for i, x in enumerate(state["rounds"][k - 1]["tables"]):
        if x["status"] in ("waiting", "playing"):
            points = [[1020 + 10 * i + 20 * k, 924 - 10 * i - 20 * k]]
            status, answer = server.request(
                "POST", f"{API}/{concours['id']}/rounds/{k}/tables/{x['table']}/result", {"games": points},
                concours["director"])
            assert status == 200, answer


def test_standings_fit_a_phone_and_the_rest_is_a_tap_away(phones, server, concours):
    finish_round(server, concours, 1)
    page = phones()
    page.goto(f"{phones.base}/tournaments/{concours['id']}/standings")
    assert page.locator("table.standings tbody tr").count() == 4
    assert "after round 1" in page.inner_text("main")
    no_sideways_scroll(page)
    shot(page, "t2-03-standings-phone")
    page.click("table.standings tbody tr >> nth=0 >> summary")
    assert page.locator("table.standings tbody tr >> nth=0 >> dl.more").is_visible()
    no_sideways_scroll(page)
    shot(page, "t2-04-standings-row-opened")


def test_where_do_i_play_finds_juric_without_the_accent(phones, concours):
    page = phones()
    page.goto(f"{phones.base}/tournaments/{concours['id']}/where")
    page.fill("#name", "juric")
    page.click("button[type=submit]")
    found = page.inner_text("main")
    assert "Jurić & Željko" in found and "Table" in found
    shot(page, "t2-05-where-juric")
    page.goto(f"{phones.base}/tournaments/{concours['id']}/where?name=zeljko")
    assert "Jurić & Željko" in page.inner_text("main")
    page.goto(f"{phones.base}/tournaments/{concours['id']}/where?name=duro")
    assert "Đuro & Tonći" in page.inner_text("main")


def test_the_projectors_last_screen_says_final_standings(browser, server, concours):
    for k in (2, 3):
        status, drawn = server.request("POST", f"{API}/{concours['id']}/rounds", headers=concours["director"])
        assert status == 201, drawn
        finish_round(server, concours, k)
    room = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="en-GB").new_page()
    base = f"http://127.0.0.1:{server.port}"
    room.goto(f"{base}/tournaments/{concours['id']}/projector")
    room.wait_for_selector(".bigstandings")
    header = room.inner_text("header")
    assert "Final standings" in header and "after round" not in header
    shot(room, "t2-06-projector-final")
    room.context.close()


def test_the_registration_desk_on_a_phone(phones, server):
    status, created = server.request("POST", API, {
        "title": "Subota", "variant": "bela-hr-4", "format": "swiss",
        "entrants": [{"name": "Ana & Cvita", "players": ["Ana", "Cvita"]},
                     {"name": "Ivo & Marko", "players": ["Ivo", "Marko"]}]})
    assert status == 201
    director = phones()
    sign_in(director, phones.base, {"id": created["id"], "code": created["director_code"]})
    director.click("#desk-link")
    director.fill("#entrants", "Luka, Petra\nJurić & Željko\nLions: Mia & Tin")
    director.click("button[value=add]")
    director.wait_for_selector(".note.good")
    assert director.locator("ul.desk li").count() == 5
    director.click("#entrant-4 button[value=present]")
    director.click("#entrant-1 button[value=present]")
    director.click("#entrant-1 button[value=paid]")
    arrivals = director.inner_text("ol.arrivals")
    assert arrivals.index("Jurić") < arrivals.index("Ana & Cvita")
    no_sideways_scroll(director)
    shot(director, "t2-07-desk", full=True)


def test_the_croatian_start_page_puts_bela_first_and_the_tournament_in_view(browser, server):
    page = browser.new_context(**{**PHONE, "locale": "hr-HR", "extra_http_headers": {"Accept-Language": "hr"}}).new_page()
    page.goto(f"http://127.0.0.1:{server.port}/")
    first = page.locator(".games:not(.evening) li >> nth=0").inner_text()
    assert "Bela" in first and "četiri" in first.casefold() or "Bela" in first
    link = page.locator(".games.evening a")
    box = link.bounding_box()
    assert box["y"] + box["height"] <= 844, "Run a tournament is above the fold"
    shot(page, "t2-08-start-hr")
    page.goto(f"http://127.0.0.1:{server.port}/tournaments/new")
    page.click("details summary")
    shot(page, "t2-09-new-tournament-hr", full=True)
    text = page.inner_text("form")
    for code_word in ("best_of", "round_robin", "repasaz", "seed"):
        assert code_word not in text
    page.context.close()
