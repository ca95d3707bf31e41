"""A Dutch klaverjas club's season on a director's phone (390×844): the new season with the
club's rules, two evenings joined, the standings with who is not yet ranked, and the same
season read in Croatian; the projector at 1920×1080. Real chromium via Playwright against the
real server; screenshots go to /tmp/shots_season/ to look at."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_season")
PORT = 5961  # this suite's own port
EIGHT = ["Anneke de Vries", "Bram Jansen", "Cor Visser", "Daan Smit", "Els Bakker", "Femke de Jong",
         "Gert Mulder", "Hanna Bos"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_season"), PORT)


@pytest.fixture
def phone(browser, server):  # noqa: F811
    context = browser.new_context(**{**PHONE, "locale": None})
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.base = f"http://127.0.0.1:{server.port}"
    yield page
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


def shot(page, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def call(base: str, path: str, body: dict | None = None, code: str | None = None) -> dict:
    asked = urllib.request.Request(base + path, data=json.dumps(body).encode() if body is not None else None,
                                   headers={"Content-Type": "application/json",
                                            **({"X-Director-Code": code} if code else {})})
    with urllib.request.urlopen(asked) as answer:
        return json.load(answer)


def played_evening(base: str, title: str, players: list[str], season: dict, results: list[int]) -> None:
    made = call(base, "/api/v1/tournaments", {"title": title, "variant": "klaverjas-amsterdam", "format": "melee",
                                              "rounds": 1, "seed": 2, "season": season,
                                              "entrants": [{"name": p, "players": [p]} for p in players]})
    tid, code = made["id"], made["director_code"]
    tables = call(base, f"/api/v1/tournaments/{tid}/rounds", {}, code)["tables"]
    for x, a in zip(tables, results):
        call(base, f"/api/v1/tournaments/{tid}/rounds/1/tables/{x['table']}/result", {"games": [[a, 2592 - a]]}, code)


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_dutch_club_runs_its_season_from_a_phone_and_a_croatian_reads_it(phone, browser):  # noqa: F811
    phone.goto(f"{phone.base}/lang/nl?next=/seasons")
    phone.fill("#title", "Seizoen 2026-2027")
    phone.click("details summary")
    phone.select_option("#counting", "best")
    phone.fill("#count_best", "6")
    phone.fill("#minimum_evenings", "4")
    phone.select_option("#excused", "fixed")
    phone.fill("#excused_score", "1100")
    phone.select_option("#prize_places", "formule_van_4")
    assert fits(phone)
    shot(phone, "s01-nieuw-seizoen", full=True)
    phone.click("button:has-text('Seizoen aanmaken')")
    code = phone.inner_text("strong.code")
    season = {"id": phone.url.rstrip("/").rsplit("/", 1)[1], "director_code": code}
    played_evening(phone.base, "Klaverjasavond 1", EIGHT, season, [1400, 1500])
    played_evening(phone.base, "Klaverjasavond 2", EIGHT[:6] + ["Ivo Peters", "Jan de Wit"], season, [1200, 1650])
    phone.reload()
    assert phone.locator("table.season tbody tr").count() == 10
    assert phone.locator("text=nog niet in het klassement: 2 van 4").count() == 6
    assert fits(phone)
    phone.click("table.season tbody tr >> nth=0 >> summary")
    shot(phone, "s02-klassement", full=True)
    phone.click("a:has-text('Het spelersregister van de club')")
    assert phone.locator("text=Is ‘Hanna Boss’ een van deze spelers?").count() == 0
    assert phone.locator("table.standings tbody tr").count() == 10 and fits(phone)
    shot(phone, "s03-register", full=True)

    hr = browser.new_context(**{**PHONE, "locale": None}).new_page()
    hr.goto(f"{phone.base}/lang/hr?next=/seasons/{season['id']}")
    assert hr.locator("h2:has-text('Poredak')").count() == 1
    assert hr.locator("text=još nije u poretku: 2 od 4").count() == 6
    assert hr.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    shot(hr, "s04-poredak-hr", full=True)

    room = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="nl-NL").new_page()
    room.goto(f"{phone.base}/seasons/{season['id']}/projector")
    assert room.locator("table.bigstandings tbody tr").count() == 10
    shot(room, "s05-projector")
