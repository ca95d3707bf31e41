"""The pages, third pass, as a table and a director meet them: statistics that fit a phone and
sort names as the page's language does, the projector's standings that never lose a place at
1920×1080 or 1280×720, and the table's small dead ends. Real chromium via Playwright against
the real server; screenshots go to /tmp/shots_pages3/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_pages3")
PORT = 5130  # this suite's own port
TOURNAMENTS = "/api/v1/tournaments"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_pages3"), PORT)


@pytest.fixture
def open_page(browser, server):  # noqa: F811
    """``open_page(width, height)``: a fresh browser context of that size on the live server."""
    contexts, errors = [], []

    def make(width: int = 390, height: int = 844):
        context = browser.new_context(**{**PHONE, "locale": None, "viewport": {"width": width, "height": height},
                                         "is_mobile": width < 800, "has_touch": width < 800})
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.base = f"http://127.0.0.1:{server.port}"
        return page
    yield make
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


def shot(page, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def new_game(server, players: list[str], variant: str = "bela-hr-4") -> dict:
    status, game = server.request("POST", "/api/v1/games", {"variant": variant, "players": players})
    assert status == 201, game
    return game


def enter(server, game: dict, hand: dict) -> dict:
    status, answer = server.request("POST", f"/api/v1/games/{game['id']}/hands", hand,
                                    {"Authorization": f"Bearer {game['table_token']}"})
    assert status == 201, answer
    return answer


# ---------------------------------------------------------------- statistics

def test_statistics_fit_a_phone_sort_as_the_language_does_and_skip_an_empty_game(open_page, server):
    played = new_game(server, ["Élodie Marchand-Beaulieu", "Ruud", "Đuro Čolić", "Maša"])
    enter(server, played, {"dealer": 0, "trump": "hearts", "taker": 1, "points": [62, 100]})
    new_game(server, ["Zoran", "Ruud", "Đuro Čolić", "Maša"])  # left empty: never played
    page = open_page()
    page.goto(f"{page.base}/lang/fr?next=/players")
    page.wait_for_selector("table.stats")
    shot(page, "stats-fr", full=True)
    names = page.eval_on_selector_all("table.stats >> nth=0 >> tbody th", "els => els.map(e => e.innerText)")
    assert "Zoran" not in names, "an empty game counts for nobody"
    assert names.index("Élodie Marchand-Beaulieu") < names.index("Ruud")
    assert names.index("Đuro Čolić") < names.index("Maša")
    assert page.eval_on_selector("table.stats >> nth=0 >> tbody tr:has-text('Ruud') td", "e => e.innerText") == "1"
    for table in page.query_selector_all("table.stats"):
        width = table.evaluate("e => e.getBoundingClientRect().right")
        assert width <= 390, f"the statistics are {width} px wide on a 390 px phone"
    clipped = page.eval_on_selector_all("table.stats td", "cells => cells.filter(c => c.scrollWidth > c.clientWidth + 1).length")
    assert clipped == 0, f"{clipped} figures or their words run out of their cell"
    page.goto(f"{page.base}/lang/hr?next=/players")
    names = page.eval_on_selector_all("table.stats >> nth=0 >> tbody th", "els => els.map(e => e.innerText)")
    assert names.index("Đuro Čolić") < names.index("Maša")
    shot(page, "stats-hr", full=True)


# ---------------------------------------------------------------- the projector

def played_round(server, entrants: int) -> str:
    """A swiss of ``entrants`` pairs with round 1 played on paper: the standings to show."""
    status, created = server.request("POST", TOURNAMENTS, {
        "title": f"Projector {entrants}", "variant": "bela-hr-4", "format": "swiss", "rounds": 3, "seed": 1,
        "entrants": [{"name": f"Pair {n:03d} Horvatinčić", "players": [f"A{n}", f"B{n}"]}
                     for n in range(1, entrants + 1)]})
    assert status == 201, created
    director = {"X-Director-Code": created["director_code"]}
    url = f"{TOURNAMENTS}/{created['id']}"
    status, drawn = server.request("POST", f"{url}/rounds", headers=director)
    assert status == 201, drawn
    for x in drawn["tables"]:
        status, answer = server.request("POST", f"{url}/rounds/1/tables/{x['table']}/result",
                                        {"games": [[1001, 500 + x["table"]]]}, director)
        assert status == 200, answer
    return created["id"]


@pytest.fixture(scope="module")
def evenings(server):
    return {n: played_round(server, n) for n in (16, 33, 200)}


@pytest.mark.parametrize("width,height", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("entrants", [16, 33, 200])
def test_the_projector_shows_every_place_whole_page_by_page(open_page, evenings, entrants, width, height):
    page = open_page(width, height)
    page.clock.install()
    page.goto(f"{page.base}/tournaments/{evenings[entrants]}/projector")
    page.wait_for_selector("table.bigstandings")
    every = page.eval_on_selector_all("tr.page-row", "rows => rows.map(r => r.cells[0].innerText)")
    seen: list[str] = []
    pages = page.inner_text("#page-of").split(" / ")[-1] or "1"
    for number in range(1, int(pages) + 1):
        assert page.inner_text("#page-of") == ("" if pages == "1" else f"{number} / {pages}")
        marker = page.eval_on_selector("#page-of", "e => e.getBoundingClientRect().top")
        rows = page.eval_on_selector_all(
            "tr.page-row:not([hidden])",
            "rows => rows.map(r => [r.cells[0].innerText, r.getBoundingClientRect().bottom])")
        assert rows, f"page {number} is empty"
        for rank, bottom in rows:
            assert bottom <= min(marker, height), f"place {rank} is cut or covered on page {number}"
        seen += [rank for rank, _ in rows]
        if number in (1, int(pages)):
            shot(page, f"projector-{entrants}-{width}x{height}-page{number}")
        if number < int(pages):
            page.clock.run_for(8000)  # the next page turns (the last would reload the page)
    assert len(seen) == entrants == len(every), f"{len(seen)} places shown of {entrants}"
    assert seen == every


# ---------------------------------------------------------------- the table's small dead ends

def test_after_an_approval_the_edit_page_says_why_the_code_is_asked(open_page, server):
    """The director approved the table's result: its hands were never confirmed hand by hand,
    so the edit page does not say "confirmed by the other side"."""
    from test_tournament_director_browser import play_deals
    status, created = server.request("POST", TOURNAMENTS, {
        "title": "Approved", "variant": "belote", "format": "swiss", "rounds": 2, "seed": 2, "match": {"deals": 2},
        "entrants": [{"name": n, "players": [f"{n} A", f"{n} B"]} for n in ("Mia", "Tin", "Ana", "Ivo")]})
    assert status == 201, created
    director = {"X-Director-Code": created["director_code"]}
    status, drawn = server.request("POST", f"{TOURNAMENTS}/{created['id']}/rounds", headers=director)
    table = drawn["tables"][0]
    play_deals(server, table["games"][0], table["table_token"], 2)
    status, answer = server.request("POST", f"{TOURNAMENTS}/{created['id']}/rounds/1/tables/1/approve", headers=director)
    assert status == 200, answer
    entrants = server.request("GET", f"{TOURNAMENTS}/{created['id']}", headers=director)[1]["entrants"]
    code = next(e["code"] for e in entrants if e["number"] == table["entrants"][0])
    phone = open_page()
    phone.goto(f"{phone.base}/j/{table['games'][0]}/{table['table_token']}")
    if phone.locator("input[name=entrant_code]").count():
        phone.fill("input[name=entrant_code]", code)
    phone.click("button[name=seat] >> nth=0")
    phone.wait_for_selector("table.sheet")
    phone.goto(f"{phone.base}/games/{table['games'][0]}/hands/1/edit")
    hint = phone.inner_text("label[for=director_code] .hint")
    shot(phone, "approved-edit", full=True)
    assert "confirmed by the other side" not in hint
    assert "settled" in hint and "director" in hint


def test_a_side_that_fell_behind_confirms_every_hand_with_one_tap(open_page, server):
    game = new_game(server, ["Ana", "Boris", "Cvita", "Dino"])
    status, ana = server.request("POST", f"/api/v1/games/{game['id']}/phones", {"seat": 0},
                                 {"Authorization": f"Bearer {game['table_token']}"})
    assert status == 201, ana
    for dealer, points in ((0, [100, 62]), (1, [90, 72]), (2, [112, 50])):
        status, answer = server.request("POST", f"/api/v1/games/{game['id']}/hands",
                                        {"dealer": dealer, "trump": "hearts", "taker": 0, "points": points},
                                        {"Authorization": f"Bearer {ana['phone_token']}"})
        assert status == 201, answer
    phone = open_page()
    phone.goto(f"{phone.base}/lang/fr?next=/j/{game['id']}/{game['table_token']}")
    phone.click("button[name=seat]:has-text('Boris')")
    phone.wait_for_selector("table.sheet")
    said = phone.inner_text("#confirm-all")
    shot(phone, "confirm-all-fr", full=True)
    assert "donnes 1, 2, 3, en tout 302 : 184" in said
    taps = 0
    phone.click("#confirm-all button:has-text('Boris')")
    taps += 1
    phone.wait_for_selector("table.sheet")
    assert taps == 1 and phone.locator(".unconfirmed").count() == 0  # was 3 taps, each with a reload
    entries = server.request("GET", f"/api/v1/games/{game['id']}")[1]["entries"]
    assert [e["confirmed_by"]["seat"] for e in entries] == [1, 1, 1]
    assert phone.locator("#confirm-all").count() == 0


# ---------------------------------------------------------------- the director's evening

def test_the_director_says_each_entrants_club_and_the_draw_keeps_a_club_apart(open_page, server):
    page = open_page()
    page.goto(f"{page.base}/lang/hr?next=/tournaments/new")
    page.fill("#title", "Klupski kup")
    page.fill("#entrants", "\n".join(["Ana & Cvita (Zagreb)", "Ivo & Tea (Zagreb)", "Mia & Tin (Split)",
                                      "Đuro & Tonći (Split)"]))
    page.click("details summary")
    page.check("#avoid_same_club")
    shot(page, "club-new-hr", full=True)
    page.click("button[type=submit]")
    page.wait_for_selector("#draw")
    tournament = page.url.split("/tournaments/")[1].split("/")[0].split("?")[0]
    page.goto(f"{page.base}/tournaments/{tournament}/desk")
    page.fill("#entrants", "Luka & Jure (Rijeka)")
    page.click("button[value=add]")
    page.wait_for_selector("#entrant-5")
    assert "(Rijeka)" in page.inner_text("#entrant-5") and "(Zagreb)" in page.inner_text("#entrant-1")
    shot(page, "club-desk-hr", full=True)
    state = server.request("GET", f"{TOURNAMENTS}/{tournament}")[1]
    assert [e["club"] for e in state["entrants"]] == ["Zagreb", "Zagreb", "Split", "Split", "Rijeka"]
    assert [e["players"] for e in state["entrants"]][4] == ["Luka", "Jure"]
    page.goto(f"{page.base}/tournaments/{tournament}")
    page.click("#draw")
    page.wait_for_selector(".tablecard")
    drawn = server.request("GET", f"{TOURNAMENTS}/{tournament}")[1]["rounds"][0]["tables"]
    clubs = {e["number"]: e["club"] for e in state["entrants"]}
    assert all(clubs[a] != clubs[b] for a, b in (x["entrants"] for x in drawn)), "a club's entrants were drawn together"


def test_a_tournament_table_names_its_place_asks_the_code_in_a_real_box_and_remembers_it(open_page, server):
    status, created = server.request("POST", TOURNAMENTS, {
        "title": "Petak kup", "variant": "bela-hr-4", "format": "swiss", "rounds": 2, "seed": 4,
        "entrants": [{"name": n, "players": [f"{n} A", f"{n} B"]} for n in ("Mia", "Tin", "Ana", "Ivo")]})
    assert status == 201, created
    director = {"X-Director-Code": created["director_code"]}
    url = f"{TOURNAMENTS}/{created['id']}"
    status, drawn = server.request("POST", f"{url}/rounds", headers=director)
    entrants = server.request("GET", url, headers=director)[1]["entrants"]
    table = drawn["tables"][0]
    mine = table["entrants"][0]
    code = next(e["code"] for e in entrants if e["number"] == mine)
    phone = open_page()
    phone.goto(f"{phone.base}/lang/hr?next=/j/{table['games'][0]}/{table['table_token']}")
    phone.wait_for_selector("#entrant_code")
    assert phone.inner_text("#where-playing") == "Petak kup · 1. kolo · Stol 1"
    box = phone.eval_on_selector("#entrant_code", "e => [parseFloat(getComputedStyle(e).fontSize), e.getBoundingClientRect().width]")
    assert box[0] >= 20 and box[1] >= 250, f"the code box is {box}: as small as it was"
    shot(phone, "join-code-hr", full=True)
    phone.click("button[name=seat] >> nth=0")  # no code typed: the box asks for it, no error page
    assert "/join" in phone.url and phone.locator("#entrant_code:invalid").count() == 1
    phone.fill("#entrant_code", code)
    phone.click("button[name=seat] >> nth=0")
    phone.wait_for_selector("table.sheet")
    assert phone.inner_text("#where-playing") == "Petak kup · 1. kolo · Stol 1"  # before the game ends
    assert phone.get_attribute("#where-playing a", "href").endswith(f"/tournaments/{created['id']}")
    shot(phone, "sheet-where-hr")
    for x in drawn["tables"]:
        status, answer = server.request("POST", f"{url}/rounds/1/tables/{x['table']}/result",
                                        {"games": [[1001, 500]]}, director)
        assert status == 200, answer
        server.request("POST", f"{url}/rounds/1/tables/{x['table']}/approve", headers=director)
    status, second = server.request("POST", f"{url}/rounds", headers=director)
    assert status == 201, second
    there = next(x for x in second["tables"] if mine in x["entrants"])
    phone.goto(f"{phone.base}/j/{there['games'][0]}/{there['table_token']}")
    phone.wait_for_selector("#entrant_code")
    assert phone.input_value("#entrant_code") == code, "the next round asks for the code again"
    seat = 0 if there["entrants"][0] == mine else 1
    phone.click(f"button[name=seat] >> nth={seat}")  # one tap: the phone remembered the code
    phone.wait_for_selector("table.sheet")
    assert phone.inner_text("#where-playing").endswith(f"2. kolo · Stol {there['table']}")


# ---------------------------------------------------------------- the replay

def test_a_replay_takes_one_tap_a_card_and_the_last_card_none(open_page, server):
    """From the sheet to the saved replay of a disputed hand: a tap on the hand, one on "Replay",
    one a card while a choice is left (31: the last card is the only one left), one to save.
    Counted before: 35 (the 32nd card had a tap of its own)."""
    from test_replay_pages import PLAY
    game = new_game(server, ["Ana", "Boris", "Cvita", "Dino"])
    phone = open_page()
    phone.goto(f"{phone.base}/j/{game['id']}/{game['table_token']}")
    phone.click("button[name=seat]:has-text('Ana')")
    phone.wait_for_selector("table.sheet")
    status, cvita = server.request("POST", f"/api/v1/games/{game['id']}/phones", {"seat": 2},
                                   {"Authorization": f"Bearer {game['table_token']}"})
    status, answer = server.request("POST", f"/api/v1/games/{game['id']}/hands", {
        "dealer": 3, "trump": "hearts", "taker": 0, "points": [136, 26]},
        {"Authorization": f"Bearer {cvita['phone_token']}"})
    assert status == 201, answer
    phone.reload()
    taps = cards = 0
    phone.click("#hand-1 td.n a")
    taps += 1
    phone.click("#replay-link")
    taps += 1
    phone.wait_for_selector(".to-play")
    for code in PLAY:
        with phone.expect_response(lambda response: response.url.endswith("/replay/judge")) as judged:
            phone.click(f"button.card[value='{code}']:not([disabled])")
        taps, cards = taps + 1, cards + 1
        if judged.value.json()["complete"]:
            break  # every card is down: the last one by itself
    phone.wait_for_selector("#worth")
    assert phone.input_value("input[name=play]") == " ".join(PLAY)
    shot(phone, "replay-last-card-by-itself")
    phone.click("#save")
    taps += 1
    phone.wait_for_selector("h1:has-text('Hand 1')")
    assert cards == 31 and taps == 34, (cards, taps)
    record = server.request("GET", f"/api/v1/games/{game['id']}")[1]["record"]["hands"][0]
    assert [c for trick in record["play"] for c in trick] == PLAY


def test_a_phone_without_a_seat_is_offered_only_seats_it_can_confirm_as(open_page, server):
    """Boris's phone holds his seat: a phone that joined as nobody is not offered "Confirm as
    Boris", which could only end in a refusal; Dino's seat, free, it may take with that tap."""
    game = new_game(server, ["Ana", "Boris", "Cvita", "Dino"])
    phones = {}
    for seat in (0, 1):
        status, phones[seat] = server.request("POST", f"/api/v1/games/{game['id']}/phones", {"seat": seat},
                                              {"Authorization": f"Bearer {game['table_token']}"})
        assert status == 201
    status, answer = server.request("POST", f"/api/v1/games/{game['id']}/hands", {
        "dealer": 0, "trump": "hearts", "taker": 0, "points": [100, 62]},
        {"Authorization": f"Bearer {phones[0]['phone_token']}"})
    assert status == 201, answer
    phone = open_page()
    phone.goto(f"{phone.base}/j/{game['id']}/{game['table_token']}")
    phone.click("button[name=seat].nobody")
    phone.wait_for_selector("table.sheet")
    for page in (f"/games/{game['id']}", f"/games/{game['id']}/hands/1"):
        phone.goto(phone.base + page)
        offered = phone.locator("button[name=seat]").all_inner_texts()
        assert offered == ["Confirm as Dino"], (page, offered)
    shot(phone, "confirm-seatless-hand")
    phone.click("button[name=seat]:has-text('Dino')")
    phone.wait_for_selector("h1:has-text('Hand 1')")
    assert "Confirmed by Dino." in phone.inner_text(".note.good")
