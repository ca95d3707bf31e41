"""A club evening in a real browser: the director on a phone, two tables on their phones, the
projector on a 1920×1080 screen. Screenshots go to test-artifacts/screenshots/."""

from __future__ import annotations

import re

import pytest

from test_browser import browser, enter_hand, phones, server, shot  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser
PAIRS = ["Ana & Cvita", "Ivo & Marko", "Luka & Petra", "Mia & Tin", "Ema & Dora", "Jure & Ante",
         "Nina & Iva", "Zoran & Boris"]


def tournament_state(base: str, page_url: str, code: str) -> dict:
    import json
    import urllib.request
    tid = page_url.split("#")[0].rstrip("/").rsplit("/", 1)[1]
    asked = urllib.request.Request(f"{base}/api/v1/tournaments/{tid}", headers={"X-Director-Code": code})
    with urllib.request.urlopen(asked) as answer:
        return json.load(answer)


def entrant_code(base: str, page_url: str, code: str, table: int, *, side: int = 0) -> str:
    """The code on the director's entrant list of the entrant at ``table`` (first or second)."""
    state = tournament_state(base, page_url, code)
    number = state["rounds"][-1]["tables"][table - 1]["entrants"][side]
    return state["entrants"][number - 1]["code"]


def test_a_director_runs_round_one_and_the_projector_follows(phones, browser):
    director = phones()
    director.goto(phones.base + "/")
    director.click("a:has-text('Run a tournament')")
    director.fill("#title", "Friday bela")
    director.fill("#entrants", "\n".join(PAIRS))
    director.fill("#target", "201")
    shot(director, "t01-new-tournament")
    director.click("button:has-text('Create the tournament')")
    code = director.inner_text("#director-code")
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}", code)
    director.click("#draw")
    director.wait_for_selector(".tablecard")
    shot(director, "t02-dashboard-round-1", full=True)

    room = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="en-GB").new_page()
    room.goto(director.url.split("#")[0] + "/projector")
    assert room.locator(".bigdraw li").count() == 4
    shot(room, "t03-projector-draw")

    # Tables 1 and 2 join by their links and play their games to the end on their phones.
    for table in (1, 2):
        director.click(f"#table-{table} details.join summary")
        link = director.get_attribute(f"#table-{table} details.join a", "href")
        phone = phones()
        phone.goto(link)
        phone.fill("input[name=entrant_code]", entrant_code(phones.base, director.url, code, table))
        phone.click("button[name=seat] >> nth=0")
        phone.wait_for_selector("table.sheet")
        for _ in range(12):
            if phone.locator(".bar a:has-text('New hand')").count() == 0:
                break
            enter_hand(phone, trump="hearts", taker=0, points="100", expect="make it")
        assert phone.locator(".result").count() == 1
        shot(phone, f"t04-table-{table}-finished")

    # The two other tables played on paper: the director enters their results.
    for table in (3, 4):
        director.fill(f"#games-{table}", "204-150")
        director.click(f"#table-{table} button[value=result]")
        director.wait_for_selector(".note.good")
    director.reload()
    assert director.locator(".tablecard.provisional").count() == 2
    shot(director, "t05-dashboard-results", full=True)

    room.reload()
    room.wait_for_selector(".bigstandings")
    assert room.locator(".bigstandings tbody tr").count() == 8
    assert "Standings after round 1" in room.inner_text("header")
    shot(room, "t06-projector-standings")

    where = phones()
    where.goto(director.url.split("#")[0] + "/where?name=petra")
    assert "Luka & Petra" in where.inner_text("main")
    shot(where, "t07-where-do-i-play")
