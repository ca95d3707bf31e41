"""A four-player table's evening at a club, in a real browser on two 390×844 phones: a best-of-three
match, one phone dropping off the Wi-Fi for a hand, a hand corrected, a common hand entered
without scrolling, and no word on any page the table would not say itself ("side 0", option
identifiers). Screenshots go to test-artifacts/screenshots/.
"""

from __future__ import annotations

import re

import pytest

from test_browser import (SEEN, browser, enter_hand, join, keypad, no_codes, phones, save_offline,  # noqa: F401
                          server, shot, start_game)

pytestmark = pytest.mark.browser


def back_online(page) -> None:
    from test_browser import _say_online
    page.context.set_offline(False)
    _say_online(page)  # the outbox may already be sending and reloading the page


def stored_hands(server, sheet_url: str) -> list[dict]:
    game_id = sheet_url.rstrip("/").rsplit("/", 1)[1]
    status, state = server.request("GET", f"/api/v1/games/{game_id}")
    assert status == 200
    return state["record"]["hands"]


def read_every_word(page) -> None:
    """What the table reads on this page: players and pairs by name, house rules in words."""
    no_codes(page.inner_text("main"))


def test_a_club_tables_best_of_three_on_two_phones(phones, server):
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    boris = phones()
    join(boris, game["link"], "Boris")

    # Game 1. A common hand from Ana's phone, on one screen: no scrolling.
    enter_hand(ana, trump="hearts", taker=1, melds=["1:200"], all_tricks=1, expect="Boris and Dino make it")
    boris.wait_for_selector("#hand-1", timeout=SEEN)

    # The club's Wi-Fi drops while Boris saves hand 2: it waits on his phone, is sent once when
    # the network is back, and Ana's phone sees it.
    save_offline(boris, {"sheet": boris.url})
    shot(boris, "50-evening-offline")
    back_online(boris)
    boris.wait_for_selector("#hand-2", timeout=15_000)
    ana.wait_for_selector("#hand-2", timeout=SEEN)
    assert len(stored_hands(server, game["sheet"])) == 2

    # Ana corrects hand 2 (Ana & Cvita had 60, not 90): the preview says it before saving.
    ana.goto(game["sheet"] + "/hands/2/edit")
    ana.wait_for_selector("form#hand")
    ana.click("#p0")
    keypad(ana, "C60")
    ana.wait_for_selector("#preview .verdict:has-text('Boris and Dino make it')")
    shot(ana, "51-evening-correction")
    ana.click("#save")
    ana.wait_for_selector("h1:has-text('Hand 2')")
    assert stored_hands(server, game["sheet"])[1]["points"][0] == 60

    ana.goto(game["sheet"])
    enter_hand(ana, trump="clubs", taker=1, melds=["1:150"], all_tricks=1, expect="Boris and Dino make it")
    enter_hand(ana, trump="clubs", taker=3, melds=["1:200"], all_tricks=1, expect="Boris and Dino make it")
    ana.wait_for_selector(".result:has-text('Boris and Dino won')")
    read_every_word(ana)

    # The next game: same players and seats, nothing retyped; Boris's phone follows.
    ana.click("button:has-text('Next game, same players')")
    ana.wait_for_selector("#match")
    tally = " ".join(ana.inner_text("#match").split())
    assert "Match, best of 3: Ana & Cvita 0 – 1 Boris & Dino · game 2" in tally, tally
    second = ana.url
    assert second != game["sheet"]
    shot(ana, "52-evening-next-game")
    boris.goto(game["sheet"] + "/next")  # the finished game's sheet leads his phone on
    boris.wait_for_selector("#match")
    assert boris.url == second
    assert re.search(r"0\s*–\s*1", boris.inner_text("#match"))
    read_every_word(boris)

    # Game 2, entered from both phones, to the match's end.
    enter_hand(boris, trump="hearts", taker=1, melds=["1:200"], all_tricks=1, expect="Boris")
    ana.wait_for_selector("#hand-1", timeout=SEEN)
    enter_hand(ana, trump="hearts", taker=1, melds=["1:150"], all_tricks=1, expect="Boris and Dino make it")
    enter_hand(ana, trump="spades", taker=3, melds=["1:200"], all_tricks=1, expect="Boris and Dino make it")
    ana.wait_for_selector(".result:has-text('Boris and Dino won')")
    tally = " ".join(ana.inner_text("#match").split())
    assert "Boris & Dino 2" in tally or "0 – 2" in tally, tally
    assert ana.locator("button:has-text('Next game, same players')").count() == 0  # the match is over
    assert ana.is_visible("svg.score-graph")
    read_every_word(ana)
    shot(ana, "53-evening-match-won")
    boris.goto(phones.base + boris.get_attribute("a[hreflang=hr]", "href"))  # Boris reads Croatian
    boris.wait_for_selector("html[lang=hr]")
    read_every_word(boris)
    shot(boris, "54-evening-match-won-hr")
