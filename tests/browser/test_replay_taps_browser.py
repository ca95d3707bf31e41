"""A disputed deal replayed on a phone (390×844), counted in taps: from the sheet, the hand's
row, "Replay this hand", one tap a card (the picker offers the player to play only the cards he
can still hold, and a card that is the only one left to him plays itself) and the save, until the
hand page shows the saved ruling. A contrée deal with a belote, a bela deal with a bela (king
and queen of trump) and a klaverjas deal. The counts go to test-artifacts/replay-taps.txt;
screenshots of the replay in French and Croatian mid-deal to /tmp/shots_replay_taps/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from scorekeeper.rules.cards import Suit
from test_browser import ARTIFACTS, browser, phones, start_game  # noqa: F401 (fixtures)
from test_replay_contract_klaverjas import _legal_play

pytestmark = pytest.mark.browser

PORT = 5981  # this suite's own port
SHOTS = Path("/tmp/shots_replay_taps")
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]

# Each deal: the preset's title, the hand as the table wrote it, the legal play (a seed of the
# play strategy) and the taps counted: 2 to reach the replay, the cards tapped, 1 to save.
DEALS = {
    "contree": ("Belote contrée", {"dealer": 3, "auction": ["80 spades", "pass", "pass", "pass"],
                                   "points": [82, 80], "bela": 0}, ("contree", 4, Suit.SPADES), 34),
    # Boris holds king and queen of hearts and keeps one to the last trick: it plays itself.
    "bela": ("Bela (Croatian, four players)", {"dealer": 3, "trump": "hearts", "taker": 0,
                                               "points": [100, 62], "bela": 1}, ("bela-hr-4", 31, Suit.HEARTS), 33),
    "klaverjas": ("Klaverjassen (Amsterdams)", {"dealer": 3, "trump": "hearts", "taker": 0,
                                                "points": [83, 79]}, ("klaverjas-amsterdam", 3, Suit.HEARTS), 34),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_replay_taps"), PORT)


def disputed(phones, server, title: str, hand: dict):  # noqa: F811
    """Ana's phone on the sheet of a new game with the disputed hand entered over the API."""
    ana = phones()
    game = start_game(ana, phones.base, title, PLAYERS)
    game_id, token = game["link"].rstrip("/").split("/")[-2:]
    game_id, token = game_id.split("#")[0], token.split("table=")[-1]
    status, phone = server.request("POST", f"/api/v1/games/{game_id}/phones", {"seat": 2},
                                   {"Authorization": f"Bearer {token}"})
    assert status == 201, phone
    status, answer = server.request("POST", f"/api/v1/games/{game_id}/hands", hand,
                                    {"Authorization": f"Bearer {phone['phone_token']}"})
    assert status == 201, answer
    ana.goto(game["sheet"])
    return ana, game_id


def play_of(preset: str, seed: int, trump: Suit) -> list[str]:
    return _legal_play(preset, seed, trump=trump, dealer=3, taker=0)


def played(page) -> list[str]:
    page.wait_for_selector("#replay-live:not([aria-busy])", state="attached")
    return page.input_value("input[name=play]").split()


def replay_by_taps(page, play: list[str]) -> int:
    """From the sheet to the saved ruling, one click a tap; the taps it took."""
    page.click("a[href$='/hands/1']")
    page.click("#replay-link")
    taps = 2
    while len(so_far := played(page)) < len(play):
        assert so_far == play[:len(so_far)], "a card was put down that the deal did not play"
        page.click(f"button.card[value='{play[len(so_far)]}']:not([disabled])")
        taps += 1
        page.wait_for_function("n => document.querySelector('input[name=play]').value.split(' ').length > n",
                               arg=len(so_far))
    page.click("#save")
    page.wait_for_selector("h1:has-text('Hand 1')")
    assert "corrected hand 1" in page.inner_text(".log")
    return taps + 1


@pytest.mark.parametrize("deal", list(DEALS))
def test_a_deal_is_replayed_a_tap_a_card(phones, server, deal):  # noqa: F811
    title, hand, (preset, seed, trump), expected = DEALS[deal]
    page, _ = disputed(phones, server, title, hand)
    taps = replay_by_taps(page, play_of(preset, seed, trump))
    ARTIFACTS.mkdir(exist_ok=True)
    with (ARTIFACTS / "replay-taps.txt").open("a") as out:
        out.write(f"{deal}: {taps} taps from the sheet to the saved ruling (32 cards)\n")
    assert taps == expected


def test_the_picker_greys_the_cards_the_record_puts_in_another_hand(phones, server):  # noqa: F811
    """Boris declared bela: Ana, to lead, is not offered his king and queen of hearts."""
    title, hand, *_ = DEALS["bela"]
    page, game_id = disputed(phones, server, title, hand)
    page.goto(f"{phones.base}/games/{game_id}/hands/1/replay")
    assert page.is_disabled("button.card[value='KH']") and page.is_disabled("button.card[value='QH']")
    assert not page.is_disabled("button.card[value='AH']")
    assert "or one Ana cannot hold" in page.inner_text(".picker .hint")


@pytest.mark.parametrize("lang, deal, words", [
    ("fr", "contree", ("de jouer", "remporte le pli 1")),
    ("hr", "bela", ("na potezu", "nosi 1. štih")),
])
def test_the_replay_mid_deal_reads_in_french_and_croatian(phones, server, lang, deal, words):  # noqa: F811
    title, hand, (preset, seed, trump), _ = DEALS[deal]
    page, game_id = disputed(phones, server, title, hand)
    page.goto(f"{phones.base}/lang/{lang}?next=/games/{game_id}/hands/1/replay")
    page.wait_for_selector(f"html[lang={lang}]")
    play = play_of(preset, seed, trump)
    for n, code in enumerate(play[:6]):
        page.click(f"button.card[value='{code}']:not([disabled])")
        page.wait_for_function("n => document.querySelector('input[name=play]').value.split(' ').length > n",
                               arg=n)
    played(page)
    text = page.inner_text("main")
    assert words[0] in text and words[1] in text, text
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"replay_{lang}_mid_deal.png"))


def test_taps_faster_than_the_server_answers_are_played_in_turn(phones, server):  # noqa: F811
    """A table turning its tricks over quickly taps before the page is drawn again: every tap
    counts, in the order tapped."""
    title, hand, (preset, seed, trump), _ = DEALS["bela"]
    page, game_id = disputed(phones, server, title, hand)
    page.goto(f"{phones.base}/games/{game_id}/hands/1/replay")
    play = play_of(preset, seed, trump)
    for code in play[:12]:
        page.click(f"button.card[value='{code}']")
    page.wait_for_function("want => document.querySelector('input[name=play]').value === want",
                           arg=" ".join(play[:12]))
    assert played(page) == play[:12]
