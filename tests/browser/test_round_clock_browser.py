"""The round clock where it is read: a table's sheet on a phone (390×844) shows the time left in
the round and counts it down from the server's figure; the projector (1920×1080) shows it as
large as the draw; a player's rating chart fits a phone. Real chromium via Playwright against the
real server; screenshots go to /tmp/shots_clock/ to look at."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_clock")
PORT = 5971  # this suite's own port
PAIRS = [("Ana", "Ivo"), ("Mia", "Tin"), ("Eva", "Leo"), ("Zoe", "Max")]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_clock"), PORT)


def call(base: str, path: str, body: dict | None = None, headers: dict | None = None) -> dict:
    request = urllib.request.Request(base + path, data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", **(headers or {})},
                                     method="GET" if body is None else "POST")
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


@pytest.fixture(scope="module")
def round_in_play(server) -> dict:
    base = f"http://127.0.0.1:{server.port}"
    created = call(base, "/api/v1/tournaments", {
        "title": "Concours 2001 ou 40 minutes", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
        "round_minutes": 40, "entrants": [{"name": f"{a} & {b}", "players": [a, b]} for a, b in PAIRS]})
    director = {"X-Director-Code": created["director_code"]}
    call(base, f"/api/v1/tournaments/{created['id']}/rounds", {}, director)
    state = call(base, f"/api/v1/tournaments/{created['id']}", headers=director)
    return {"base": base, "id": created["id"], "table": state["rounds"][0]["tables"][0]}


def page_of(browser, size: dict):  # noqa: F811
    page = browser.new_context(**size).new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page, errors


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def shown_seconds(text: str) -> int:
    minutes, seconds = re.search(r"(\d+):(\d\d)", text).groups()
    return 60 * int(minutes) + int(seconds)


def test_the_sheet_on_a_phone_counts_the_round_down(browser, round_in_play):  # noqa: F811
    page, errors = page_of(browser, PHONE)
    table = round_in_play["table"]
    page.goto(f"{round_in_play['base']}/games/{table['games'][0]}?t={table['table_token']}")
    clock = page.locator("#clock")
    assert clock.is_visible() and "Time left in the round:" in clock.inner_text()
    first = shown_seconds(clock.inner_text())
    assert 39 * 60 < first <= 40 * 60
    page.wait_for_function("s => !document.querySelector('#clock b').textContent.endsWith(s)",
                           arg=clock.inner_text()[-2:], timeout=5_000)
    assert shown_seconds(clock.inner_text()) < first
    box = clock.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390  # nothing cut off
    shot(page, "sheet-clock-390")
    page.context.close()
    assert not errors, errors


def test_the_projector_shows_the_time_left_above_the_draw(browser, round_in_play):  # noqa: F811
    page, errors = page_of(browser, {"viewport": {"width": 1920, "height": 1080}, "locale": "en-GB"})
    page.goto(f"{round_in_play['base']}/tournaments/{round_in_play['id']}/projector")
    clock = page.locator("#clock")
    assert clock.is_visible() and 39 * 60 < shown_seconds(clock.inner_text()) <= 40 * 60
    assert clock.bounding_box()["y"] < page.locator(".bigdraw").bounding_box()["y"]
    assert page.locator("#clock b").bounding_box()["height"] > 60  # read from the back of the room
    shot(page, "projector-clock-1920")
    page.context.close()
    assert not errors, errors
