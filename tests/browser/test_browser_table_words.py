"""The table's own words on a phone (390×844), in a real browser against the real server: a
klaverjas deal that is nat and one with pit, and a coinche contract gone dedans, each read on its
hand page in English, Croatian, French and Dutch. A table's own word (nat, pit) shows only on a
page in the table's language; elsewhere the page's plain words ("down", "dedans", "pad").
Screenshots go to /tmp/shots_words/ to look at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (the same browser, a fixture)
from test_browser_contract_klaverjas import PLAYERS

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_words")
PORT = 5901  # this suite's own port

NAT = {"dealer": 3, "trump": "clubs", "taker": 0, "points": [90, 72], "roem": [0, 50]}
PIT = {"dealer": 0, "trump": "spades", "taker": 1, "points": [162, 0], "tricks": [8, 0], "roem": [0, 0]}
DEDANS = {"dealer": 3, "auction": ["140 spades", "pass", "pass", "pass"], "points": [70, 92],
          "melds": [{"seat": 0, "kind": "sequence", "value": 50}]}

# What a nat deal's ruling says in each language; nat itself only in Dutch.
NAT_SAID = {"en": "not more than half: down.", "hr": "ne više od pola: pad.",
            "fr": "pas plus de la moitié\u202f: dedans.", "nl": "niet meer dan de helft: nat."}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_words"), PORT)


def seeded(server, variant: str, hands: list[dict]) -> str:
    status, created = server.request("POST", "/api/v1/games", {"variant": variant, "players": PLAYERS})
    assert status == 201, created
    auth = {"Authorization": f"Bearer {created['table_token']}"}
    for hand in hands:
        status, answer = server.request("POST", f"/api/v1/games/{created['id']}/hands", hand, auth)
        assert status == 201, answer
    return created["id"]


@pytest.fixture(scope="module")
def games(server):
    return {"klaverjas": seeded(server, "klaverjas-amsterdam", [NAT, PIT]),
            "coinche": seeded(server, "coinche", [DEDANS])}


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


@pytest.mark.parametrize("lang", ["en", "hr", "fr", "nl"])
def test_a_nat_deal_says_nat_only_in_dutch(browser, server, games, lang):  # noqa: F811
    text = read(browser, server, f"/games/{games['klaverjas']}/hands/1", lang, "klaverjas_nat")
    assert NAT_SAID[lang] in text
    if lang != "nl":
        assert not re.search(r"\b(nat|pit)\b", text, re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "hr", "fr", "nl"])
def test_the_sheet_marks_nat_and_pit_in_the_page_s_words(browser, server, games, lang):  # noqa: F811
    text = read(browser, server, f"/games/{games['klaverjas']}", lang, "klaverjas_sheet")
    has_dutch = bool(re.search(r"\bnat\b", text, re.IGNORECASE)) and bool(re.search(r"\bpit\b", text, re.IGNORECASE))
    assert has_dutch == (lang == "nl")


@pytest.mark.parametrize("lang", ["en", "hr", "fr", "nl"])
def test_a_coinche_dedans_gives_the_takers_melds_to_the_defenders(browser, server, games, lang):  # noqa: F811
    """The rule book (contrée): dedans, the defenders write 160 + the contract, and (the default
    ``lost_contract_melds``) every meld."""
    text = read(browser, server, f"/games/{games['coinche']}/hands/1", lang, "coinche_dedans")
    assert "350" in text
    assert "Ana 140 ♠" in text  # the bids as the page's buttons say them, never "140 spades" in French
    assert lang == "en" or "spades" not in text
