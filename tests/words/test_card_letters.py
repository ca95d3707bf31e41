"""The court cards' letters as each language prints them on the cards a page draws: the replay's
pack, its trick, and the turned-up card picker. J Q K in English, V D R in French, B V H in Dutch."""

from __future__ import annotations

import re

import pytest

from test_pages import Phone

LETTERS = {"en": "JQK", "fr": "VDR", "nl": "BVH"}


def pack(page: str) -> list[str]:
    """The replay's buttons for the hearts: what each says before its suit."""
    return re.findall(r'<button type="submit" name="card" value="[^"]+H"[^>]*>([^<]+)<i', page)


@pytest.mark.parametrize("lang", ["en", "fr", "nl"])
def test_the_replay_pack_prints_the_court_cards_in_the_pages_language(app, lang):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    page = phone.client.get(f"/games/{game.id}/hands/1/replay", headers={"Accept-Language": lang})
    ranks = pack(page.get_data(as_text=True))
    jack, queen, king = LETTERS[lang]
    assert ranks == ["7", "8", "9", "10", jack, queen, king, "A"], ranks


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_the_turned_up_card_picker_and_its_label_use_the_languages_letters(app, lang):
    phone = Phone(app)
    game = phone.start("belote")
    page = phone.client.get(f"/games/{game.id}/hands/new", headers={"Accept-Language": lang}).get_data(as_text=True)
    picker = re.findall(r'name="turn_rank" value="(\w+)"[^>]*><span>([^<]+)</span>', page)
    jack, queen, king = LETTERS[lang]
    assert ("J", jack) in picker and ("Q", queen) in picker and ("K", king) in picker, picker
