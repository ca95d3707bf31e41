"""The contrée hand form, the API and the replay page with tout atout and sans atout
(``all_no_trump``; rule book: contrée): the form asks only what the contract allows, offers
"everyone passed" only while it can be true, and such a hand is replayed card by card.

Sources: facebelote.com "La Coinche" (tout atout keeps the belote, sans atout has no trump);
funbelote.com (162 in each mode, so the other pair's points are the rest of 162)."""

from __future__ import annotations

import re

import pytest

from test_pages import Phone, _hand, _key
from test_pages_contract_klaverjas import _post, _text
from test_replay_pages import judge, text_of
from test_rules_no_trump_play import CAPOT_TA

REDEAL = 'name="action" value="redeal"'


@pytest.fixture
def phone(app):
    return Phone(app)


def _contree(phone: Phone, **options):
    game = phone.start("contree", all_no_trump="on", **options)
    phone.join(game, seat=0)
    return game


def _form(phone: Phone, game, calls: list[str], **fields) -> str:
    return phone.client.post(f"/games/{game.id}/hands/new", data=_hand(
        {"dealer": 3, "bid": calls, "trump": "", "taker": "", **fields})).get_data(as_text=True)


def test_everyone_passed_is_offered_only_while_nobody_has_bid(phone):
    game = _contree(phone)
    assert REDEAL in phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert REDEAL in _form(phone, game, ["pass"])
    assert REDEAL not in _form(phone, game, ["pass", "100 hearts"])
    assert REDEAL not in _form(phone, game, ["100 ta", "pass", "pass", "pass"])


def test_sans_atout_asks_no_belote_and_tout_atout_asks_one_of_any_suit(phone):
    game = _contree(phone)
    suit = _form(phone, game, ["100 hearts", "pass", "pass", "pass"])
    assert 'name="bela"' in suit and "(king and queen of trump)" in _text(suit)
    assert 'name="bela"' not in _form(phone, game, ["100 sa", "pass", "pass", "pass"])
    tout = _form(phone, game, ["100 ta", "pass", "pass", "pass"])
    assert 'name="bela"' in tout and "(king and queen of one suit)" in _text(tout)
    other = _contree(Phone(phone.client.application), tout_atout_belote="none")
    assert 'name="bela"' not in _form(phone, other, ["100 ta", "pass", "pass", "pass"])


def test_the_preview_redraws_the_belote_question_when_the_contract_has_no_trump(phone):
    game = _contree(phone)
    answer = phone.client.post(f"/games/{game.id}/preview", data=_hand(
        {"dealer": 3, "bid": ["100 sa", "pass", "pass", "pass"], "trump": "", "taker": "", "mode": "hand",
         "points": (100, None)})).get_json()
    assert answer["no_trump"] == "none" and 'name="bela"' not in answer["melds_html"]
    assert answer["points"] == [100, 62]  # the rest of 162, as in a suit contract


def test_a_sans_atout_hand_on_the_form_is_ruled_in_words(phone):
    game = _contree(phone)
    said = _text(_post(phone, game, dealer=3, bid=["100 sa", "pass", "pass"], call="pass", trump="", taker="",
                       points=(110, None)))
    assert "Ana and Cvita bid 100 no trumps (sans atout) and made 110" in said


def test_a_tout_atout_hand_is_entered_card_by_card_through_the_api(new_game):
    game = new_game("coinche", options={"all_no_trump": True})
    response = game.enter({"dealer": 3, "auction": ["capot ta", "pass", "pass", "pass"], "play": CAPOT_TA})
    assert response.status_code == 201, response.get_json()
    hand = response.get_json()["hand"]
    assert hand["contract"]["trump"] == "all" and hand["contract"]["made"] and hand["score"] == [500, 0]
    refused = game.enter({"dealer": 3, "auction": ["100 sa", "pass", "pass", "pass"], "play": CAPOT_TA,
                          "bela": 1})
    assert refused.status_code == 422 and refused.get_json()["error"]["path"] == "bela"


@pytest.mark.parametrize("call, says", [("capot ta", "every suit ranks as trump"), ("100 sa", "no suit is trump")])
def test_a_no_trump_hand_is_replayed_on_the_replay_page(phone, call, says):
    game = _contree(phone)
    data = _hand({"dealer": 3, "bid": [call, "pass", "pass", "pass"], "trump": "", "taker": "",
                  "points": (162 if call.startswith("capot") else 100, None)})
    assert phone.client.post(f"/games/{game.id}/hands/new", data=data | {"action": "save", "key": _key()}
                             ).status_code == 302
    play = [card for trick in CAPOT_TA for card in trick]
    answer = judge(phone, game, play[:4])
    assert says in text_of(answer["html"])
    response = phone.client.post(f"/games/{game.id}/hands/1/replay", data={"play": " ".join(play), "action": "replace"})
    assert response.status_code == 302
    ruling = phone.client.get(f"/api/v1/games/{game.id}").get_json()["ruling"]["hands"][0]
    assert ruling["play"]["complete"] and sum(ruling["play"]["points"]) == 162
    assert ruling["contract"]["trump"] == ("all" if call == "capot ta" else "none")


@pytest.mark.parametrize("call, points, fits", [
    ("100 ta", [161, 1], True),     # tout atout's queen is worth 1: the defenders' one trick held a queen
    ("100 sa", [160, 2], True),     # sans atout's jack is worth 2
    ("100 sa", [161, 1], False),    # no sans-atout card is worth 1
    ("100 hearts", [161, 1], False),  # nor in a suit contract
])
def test_written_points_are_judged_by_the_values_of_the_contract(new_game, call, points, fits):
    """Points written without the cards are what some cards of that contract's count make
    (tout atout J 14, 9 9, A 6, 10 5, K 3, Q 1; sans atout A 19, 10 10, K 4, Q 3, J 2:
    lacontree.free.fr, funbelote.com)."""
    game = new_game("contree", options={"all_no_trump": True})
    response = game.enter({"dealer": 3, "auction": [call, "pass", "pass", "pass"], "points": points})
    assert (response.status_code == 201) is fits, response.get_json()


def test_the_form_takes_161_in_tout_atout_and_says_why_not_in_sans_atout(phone):
    game = _contree(phone)
    def preview(call):
        return phone.client.post(f"/games/{game.id}/preview", data=_hand(
            {"dealer": 3, "bid": [call, "pass", "pass", "pass"], "trump": "", "taker": "", "mode": "hand",
             "points": (161, None)}) | {"typed": "0"}).get_json()
    assert "points" not in preview("100 ta")["errors"]
    assert "no cards are worth exactly 1" in preview("100 sa")["errors"]["points"]
