"""Replaying contrée and klaverjas hands card by card on the replay page: the cards
decide the contract's count, and klaverjas roem is worked out from the tricks."""

from __future__ import annotations

import random

import pytest

from play_strategy import _play_out
from records_strategy import deal
from scorekeeper.rules import VARIANTS
from scorekeeper.rules.cards import DECK, Suit
from test_pages import Phone, _hand, _key
from test_replay_pages import judge, text_of


@pytest.fixture
def phone(app):
    return Phone(app)


def _legal_play(preset: str, seed: int, *, trump: Suit, dealer: int, taker: int) -> list[str]:
    rng = random.Random(seed)
    order = list(DECK)
    rng.shuffle(order)
    variant = VARIANTS[preset]
    held, _ = deal(variant, order, taker)
    tricks, _ = _play_out(variant, variant.rules, held, trump=trump, leader=(dealer + 1) % 4, rng=rng, cheat=None)
    return [str(card) for trick in tricks for card in trick]


def _ruling(phone: Phone, game) -> dict:
    return phone.client.get(f"/api/v1/games/{game.id}").get_json()["ruling"]["hands"][0]


def test_a_contree_hand_bid_with_a_contre_is_replayed_and_the_cards_decide(phone):
    game = phone.start("contree")
    phone.join(game, seat=0)
    calls = ["90 spades", "pass", "pass", "contre", "pass", "pass", "pass"]
    data = _hand({"dealer": 3, "bid": calls, "points": (100, None), "trump": "", "taker": ""})
    assert phone.client.post(f"/games/{game.id}/hands/new", data=data | {"action": "save", "key": _key()}).status_code == 302
    play = _legal_play("contree", 7, trump=Suit.SPADES, dealer=3, taker=0)
    answer = judge(phone, game, play)
    assert answer["complete"] and "What the hand is worth" in text_of(answer["html"])
    response = phone.client.post(f"/games/{game.id}/hands/1/replay", data={"play": " ".join(play), "action": "replace"})
    assert response.status_code == 302
    ruling = _ruling(phone, game)
    assert ruling["contract"]["bid"] == 90 and ruling["contract"]["contre"] == 1
    assert ruling["contract"]["made"] == (ruling["contract"]["count"] >= 90)


@pytest.mark.parametrize("preset, seed, points, roem", [
    ("klaverjas-amsterdam", 3, 83, [20, 0]), ("klaverjas-rotterdam", 5, 136, [20, 0]),
    ("klaverjas-rotterdam", 4, 0, [0, 40])])
def test_a_klaverjas_hand_replayed_gets_its_roem_from_the_tricks(phone, preset, seed, points, roem):
    """RECORDS.md, a klaverjas hand: a whole deal replayed works its roem out from the tricks; a
    written roem kept beside it must be the same."""
    game = phone.start(preset)
    phone.join(game, seat=0)
    written = {"r0": "50", "r1": ""}  # not what the cards show
    assert phone.enter(game, dealer=3, trump="hearts", taker=0, points=(points, None), **written).status_code == 302
    play = " ".join(_legal_play(preset, seed, trump=Suit.HEARTS, dealer=3, taker=0))
    assert judge(phone, game, play.split())["complete"]
    refused = phone.client.post(f"/games/{game.id}/hands/1/replay", data={"play": play, "action": "check"})
    assert refused.status_code == 422  # the cards show other roem than the 50 written
    response = phone.client.post(f"/games/{game.id}/hands/1/replay", data={"play": play, "action": "replace"})
    assert response.status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert "roem" not in stored and "points" not in stored  # the cards say both now
    assert _ruling(phone, game)["roem"] == roem
