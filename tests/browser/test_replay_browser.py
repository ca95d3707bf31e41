"""A disputed hand replayed card by card on a phone (390×844), in a real browser against the real
server: 32 taps and a save, the renege flagged by name and card the moment its proof is tapped,
and what the hand is worth once every trick is played. Screenshots go to
test-artifacts/screenshots/, the time the taps took to test-artifacts/replay-timing.txt.
"""

from __future__ import annotations

import time

import pytest

from test_browser import ARTIFACTS, browser, no_codes, phones, server, shot, start_game  # noqa: F401 (fixtures)
from test_replay_pages import PLAY

pytestmark = pytest.mark.browser


def enter_disputed_hand(server, page, game: dict) -> None:
    """Ana & Cvita's 136 : 26, entered over the API by Ana's phone, as the table wrote it."""
    game_id, token = game["link"].rstrip("/").split("/")[-2:]
    status, phone = server.request("POST", f"/api/v1/games/{game_id}/phones", {"seat": 2},
                                   {"Authorization": f"Bearer {token}"})
    assert status == 201
    status, _ = server.request("POST", f"/api/v1/games/{game_id}/hands", {
        "dealer": 3, "trump": "hearts", "taker": 0, "points": [136, 26]},
        {"Authorization": f"Bearer {phone['phone_token']}"})
    assert status == 201
    game["id"] = game_id


def disputed_game(phones, server):
    """Ana's phone, with the disputed hand entered and the game's id in ``game``."""
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    enter_disputed_hand(server, ana, game)
    return ana, game


def tap_card(page, code: str) -> None:
    page.click(f"button.card[value='{code}']:not([disabled])")


def test_a_four_player_hand_with_a_renege_is_replayed_and_ruled(phones, server):
    ana, game = disputed_game(phones, server)
    ana.goto(f"{phones.base}/games/{game['id']}/hands/1")
    ana.click("#replay-link")
    ana.wait_for_selector(".to-play:has-text('Ana to play')")
    shot(ana, "40-replay-start")
    bar = ana.locator(".bar").bounding_box()["y"]
    last_row = ana.locator(".suitrow").last.bounding_box()
    assert last_row["y"] + last_row["height"] <= bar, "the pack is under the bottom bar"
    assert ana.locator("button.card").first.bounding_box()["width"] >= 40  # a thumb's target

    started = time.monotonic()
    for n, code in enumerate(PLAY[:6]):
        tap_card(ana, code)
        ana.wait_for_selector(f"input[name=play][value='{' '.join(PLAY[:n + 1])}']", state="attached")
    ana.wait_for_selector(".to-play:has-text('Cvita to play')")
    assert ana.is_disabled("button.card[value='AS']")
    assert "Ana takes trick 1: 11 for Ana and Cvita" in ana.inner_text("#last-trick")
    assert ana.locator("#reneges").count() == 0
    shot(ana, "41-replay-trick-two")
    tap_card(ana, PLAY[6])  # Cvita's Q♠: she had a spade when she threw 8♣
    ana.wait_for_selector("#reneges")
    flag = ana.inner_text("#reneges")
    assert "Cvita" in flag and "8♣" in flag and "Q♠" in flag, flag
    shot(ana, "42-replay-renege")

    ana.click("#undo")
    ana.wait_for_selector("#reneges", state="detached")
    tap_card(ana, PLAY[6])
    ana.wait_for_selector("#reneges")
    for n, code in enumerate(PLAY[7:-1], start=7):  # the last card plays itself: no tap
        tap_card(ana, code)
        ana.wait_for_selector(f"input[name=play][value='{' '.join(PLAY[:n + 1 if n < 30 else 32])}']",
                              state="attached")
    ana.wait_for_selector("#worth")
    tapped = time.monotonic() - started
    worth = ana.inner_text("#worth")
    assert "Ana & Cvita: 136" in ana.inner_text("#running") and "Boris & Dino: 26" in ana.inner_text("#running")
    assert "Cvita" in ana.inner_text("#reneges")
    assert "Ana and Cvita go down" in worth, worth  # the renege: the taker's side loses the hand
    shot(ana, "43-replay-complete")
    shot(ana, "43-replay-complete-full", full=True)

    ana.click("#save")
    ana.wait_for_selector("h1:has-text('Hand 1')")
    assert "corrected hand 1" in ana.inner_text(".log")
    shot(ana, "44-replay-saved")
    saved = time.monotonic() - started
    ana.click("a:has-text('Correct this hand')")  # a correction keeps the cards, or drops them
    ana.wait_for_selector(".note.replayed")
    assert "replayed card by card (8 tricks)" in ana.inner_text(".note.replayed")
    shot(ana, "46-correct-replayed")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "replay-timing.txt").write_text(
        f"replaying a full 8-trick hand: 32 taps (one an undo, the last card put down by itself) in {tapped:.1f} s by the test's clicks; "
        f"with the save {saved:.1f} s\n")


def test_the_replay_reads_in_croatian(phones, server):
    ana, game = disputed_game(phones, server)
    ana.goto(f"{phones.base}/games/{game['id']}/hands/1/replay")
    ana.click("a[hreflang=hr]")
    ana.wait_for_selector("html[lang=hr]")
    for code in PLAY[:7]:
        tap_card(ana, code)
    ana.wait_for_selector("#reneges")
    assert "Cvita" in ana.inner_text("#reneges") and "8♣" in ana.inner_text("#reneges")
    assert "na potezu" in ana.inner_text(".to-play")
    no_codes(ana.inner_text("main"))
    shot(ana, "45-replay-croatian")
