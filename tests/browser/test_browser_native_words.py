"""Issue 31's words on a phone (390×844), in a real browser against the real server: a contrée
hand in French, a bela hand in Croatian and a corrected klaverjas hand's history in Dutch, read
as the table reads them. Screenshots go to /tmp/shots_native_words/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (the same browser, a fixture)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_native_words")
PORT = 5931  # this suite's own port

FRENCH = ["Élodie", "Marc", "Chloé", "Luc"]
CROATIAN = ["Željko", "Ivana", "Đuro", "Maša"]
DUTCH = ["Eline", "Ruud", "Noor", "Bram"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_native_words"), PORT)


def seeded(server, variant: str, players: list[str], hands: list[dict]) -> dict:
    status, created = server.request("POST", "/api/v1/games", {"variant": variant, "players": players})
    assert status == 201, created
    auth = {"Authorization": f"Bearer {created['table_token']}", "X-Seat": "0"}
    for hand in hands:
        status, answer = server.request("POST", f"/api/v1/games/{created['id']}/hands", hand, auth)
        assert status == 201, answer
    return created | {"auth": auth}


def read(browser, server, path: str, lang: str, name: str) -> str:  # noqa: F811
    context = browser.new_context(**{**PHONE, "locale": None})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"http://127.0.0.1:{server.port}/lang/{lang}?next={path}")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}_{lang}.png"), full_page=True)
    text = page.inner_text("main") if page.query_selector("main") else page.inner_text("body")
    context.close()
    assert not errors, errors
    return text


def test_a_contree_hand_reads_as_a_french_table_says_it(browser, server):  # noqa: F811
    game = seeded(server, "contree", FRENCH, [
        {"dealer": 3, "auction": ["80 spades", "pass", "pass", "pass"], "points": [162, 0]},
        {"dealer": 0, "auction": ["pass", "pass", "pass", "pass"]},
        {"dealer": 1, "auction": ["110 spades", "contre", "pass", "pass", "pass"], "points": [49, 113]}])
    first = read(browser, server, f"/games/{game['id']}/hands/1", "fr", "contree_1")
    assert "162 + 80 = 242, arrondi à 240." in first and "Marc et Luc, en défense, ne marquent rien." in first
    assert "Personne n'a pris : on redonne, Marc donne." in read(browser, server, f"/games/{game['id']}/hands/2",
                                                                  "fr", "contree_2")
    third = read(browser, server, f"/games/{game['id']}/hands/3", "fr", "contree_3")
    assert "Luc contre le 110 à pique" in third and "(160 + 110) × 2 = 540." in third
    assert "litige" not in first + third and "arrondi à 540" not in third


def test_a_bela_hand_declines_the_names_in_croatian(browser, server):  # noqa: F811
    game = seeded(server, "bela-hr-4", CROATIAN,
                  [{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bela": 0}])
    text = read(browser, server, f"/games/{game['id']}/hands/1", "hr", "bela_1")
    assert "20 za Željka i Đuru." in text and "Željko i Đuro zovu adut i prolaze" in text
    assert "više od protivnika" in text and "Zvač: Željko" in text and "Zvao" not in text


def test_a_klaverjas_correction_reads_in_dutch(browser, server):  # noqa: F811
    hand = {"dealer": 3, "trump": "clubs", "taker": 0, "points": [100, 62]}
    game = seeded(server, "klaverjas-amsterdam", DUTCH, [hand])
    status, answer = server.request("PUT", f"/api/v1/games/{game['id']}/hands/1", hand | {"roem": [0, 20]},
                                    game["auth"] | {"X-Director-Code": game["director_code"], "If-Match": "2"})
    assert status == 200, answer
    text = read(browser, server, f"/games/{game['id']}/history", "nl", "klaverjas_history")
    assert "Eline heeft spel 1 verbeterd met de wedstrijdleiderscode" in text
    assert "Roem — eerder: niets. Nu: 0 : 20." in text
    form = read(browser, server, f"/games/{game['id']}/hands/new", "nl", "klaverjas_form")
    assert "Troef kiezen" in form and "Biedingen" not in form and "koppel" not in form
