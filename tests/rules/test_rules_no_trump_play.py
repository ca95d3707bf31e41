"""Tout atout and sans atout played card by card (contrée and coinche with ``all_no_trump``):
who wins a trick, what the cards are worth, the duties of play, the belote, the last trick and
capot, each test citing its source:

- [FB] facebelote.com, "La Coinche": "Tout Atout ... les quatre couleurs sont alors des atouts
  et les règles relatives aux atouts s'y appliquent (ordre des cartes, obligation de monter,
  belote/rebelote). ... Sans Atout ... il n'y a pas d'atout";
- [FU] funbelote.com, "Les contrats Tout Atout et Sans Atout": tout atout J 14, 9 9, A 6, 10 5,
  K 3, Q 1; sans atout A 19, 10 10, K 4, Q 3, J 2; 162 with the dix de der;
- [HO] hoppare.com, "Belote tout atout": every card at its trump value (J 20, 9 14, A 11 ...):
  the ``no_trump_values: counted`` house rule;
- [LC13] lacontree.free.fr, "Cours de contrée" 1.3: the trump order J 9 A 10 K Q 8 7 and the
  plain order A 10 K Q J 9 8 7.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_strategy import _play_out
from records_strategy import deal

from scorekeeper.rules import RecordError, adjudicate, find_variant
from scorekeeper.rules.cards import DECK
from scorekeeper.rules.playentry import mode_rules
from scorekeeper.rules.replay import replay

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
CONTREE = find_variant("contree")


def ruled(hand: dict, **options) -> dict:
    record = {"variant": "coinche", "options": {"all_no_trump": True, **options}, "players": FOUR, "hands": [hand]}
    return adjudicate(record)["hands"][0]


def bid(call: str) -> list[str]:
    return [call, "pass", "pass", "pass"]  # Ana (after the dealer, Dino) bids, all pass


def replayed(cards: list[list[str]], call: str, **options) -> dict:
    record = {"variant": "coinche", "options": {"all_no_trump": True, **options}, "players": FOUR}
    return replay(record, {"dealer": 3, "auction": bid(call), "play": cards})


# Ana: the jack and nine of every suit; she leads each jack, then its nine: every trick hers.
CAPOT_TA = [["JS", "AS", "8S", "8D"], ["9S", "TS", "7S", "7D"], ["JH", "AH", "8H", "AC"],
            ["9H", "TH", "7H", "TC"], ["JD", "KS", "AD", "KC"], ["9D", "QS", "TD", "QC"],
            ["JC", "KH", "KD", "8C"], ["9C", "QH", "QD", "7C"]]


def test_in_tout_atout_only_the_suit_led_wins_by_the_trump_order():
    """[FB] every suit is trump, so a card of another suit never wins; [LC13] J 9 A 10 K Q 8 7."""
    out = replayed([["9H", "JS", "TH", "JH"]], "100 ta")
    trick = out["tricks"][0]
    assert trick["winner"] == 3 and trick["points"] == 9 + 14 + 5 + 14  # [FU]
    assert out["reneges"] == []


def test_in_sans_atout_the_highest_of_the_suit_led_wins_by_the_plain_order():
    """[FB] no trump; [LC13] A 10 K Q J 9 8 7; [FU] A 19, 10 10, K 4."""
    out = replayed([["TH", "AS", "KH", "AH"]], "100 sa")
    assert out["tricks"][0]["winner"] == 3 and out["tricks"][0]["points"] == 10 + 19 + 4 + 19


def test_in_tout_atout_a_player_must_go_higher_in_the_suit_led():
    """[FB] "obligation de monter" in every suit: Boris, holding A♥, may not play 7♥ on 10♥."""
    cards = [["TH", "7H", "8H", "9S"], ["7S", "AH", "QS", "KS"]]
    out = replayed(cards, "100 ta")
    assert [(r["trick"], r["seat"], r["card"], r["required"]) for r in out["reneges"]] == [(1, 1, "7H", ["AH"])]
    assert "Trick 1: Boris played 7♥" in " ".join(out["explanation"])


def test_in_sans_atout_following_suit_is_the_only_duty():
    """[FB] no trump: follow suit, no duty to go higher, nothing to cut with."""
    cards = [["TH", "7H", "8S", "9S"], ["7S", "AH", "QS", "KS"]]
    assert replayed(cards, "100 sa")["reneges"] == []
    follow = replayed([["TH", "7S", "8H", "9H"], ["7C", "AH", "QS", "KS"]], "100 sa")
    assert [(r["seat"], r["card"]) for r in follow["reneges"]] == [(1, "7S")]


def test_a_tout_atout_capot_played_out_takes_162_and_the_bid_capot():
    """[FU] 152 and the last trick's 10 = 162 in tout atout; a bid capot made is worth 500 in the
    coinche preset (coinchons.fr, concours rules: ``capot_value``)."""
    hand = ruled({"dealer": 3, "auction": bid("capot ta"), "play": CAPOT_TA})
    assert hand["contract"]["trump"] == "all" and hand["contract"]["made"] is True
    assert hand["score"] == [500, 0] and hand["play"]["points"] == [162, 0]
    assert hand["play"]["reneges"] == []
    assert hand["play"]["tricks"][-1]["points"] == 9 + 1 + 1 + 0 + 10  # 9♣, Q♥, Q♦, 7♣ and the last trick


def test_counted_values_bring_each_pair_to_162():
    """[HO] tout atout counted at trump values, 258 with the last trick (``no_trump_values``):
    the count is brought to the 162 the contract is scored on."""
    hand = ruled({"dealer": 3, "auction": bid("capot ta"), "play": CAPOT_TA}, no_trump_values="counted")
    assert hand["play"]["points"] == [162, 0] and hand["score"] == [500, 0]
    assert "The cards count 258 in all: each pair's points are brought to 162." in hand["explanation"]
    first = replayed(CAPOT_TA[:1], "capot ta", no_trump_values="counted")
    assert first["tricks"][0]["points"] == 20 + 11 + 0 + 0 and first["points"] == [19, 0]  # 31 × 162 / 258


def test_the_ruling_says_the_mode_and_its_values():
    hand = ruled({"dealer": 3, "auction": bid("capot ta"), "play": CAPOT_TA})
    assert ("In capot in all trumps (tout atout) every suit ranks as trump (J, 9, A, 10, K, Q, 8, 7): the "
            "highest card of the suit led wins, and a player follows suit and goes higher if he can. The "
            "cards count J 14, 9 9, A 6, 10 5, K 3, Q 1, the last trick 10.") in hand["explanation"]


def test_the_tout_atout_belote_is_a_king_and_queen_of_one_suit_and_sans_atout_has_none():
    """[FB] belote/rebelote in tout atout; none without trump. Boris played K♥ and Q♥ (tricks 7
    and 8): his belote counts 20 for Boris & Dino. Ana, who held only jacks and nines, had none."""
    hand = ruled({"dealer": 3, "auction": bid("100 ta"), "play": CAPOT_TA, "bela": 1})
    assert hand["score"] == [260, 20]  # 162 + 100 = 262, written 260 (coinche rounds to tens)
    with pytest.raises(RecordError) as caught:
        ruled({"dealer": 3, "auction": bid("100 ta"), "play": CAPOT_TA, "bela": 0})
    assert caught.value.note.id == "error.play_belote_all" and caught.value.path == "hands[0].bela"
    with pytest.raises(RecordError) as caught:
        ruled({"dealer": 3, "auction": bid("100 sa"), "play": CAPOT_TA, "bela": 1})
    assert caught.value.note.id == "error.no_trump_bela"
    with pytest.raises(RecordError) as caught:
        ruled({"dealer": 3, "auction": bid("100 ta"), "play": CAPOT_TA, "bela": 1}, tout_atout_belote="none")
    assert caught.value.note.id == "error.no_trump_bela"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(["ta", "sa"]),
       values=st.sampled_from(["scaled", "counted"]), dealer=st.integers(0, 3))
def test_random_legal_deals_in_each_mode_total_162_and_show_no_renege(seed, mode, values, dealer):
    """[FU] 162 in each mode with the last trick; [HO] counted, brought to 162. Every card played
    among those the duties of that mode allow: the engine finds no renege."""
    rng = random.Random(seed)
    order = list(DECK)
    rng.shuffle(order)
    rules = CONTREE.rules.with_options({"all_no_trump": True, "no_trump_values": values})
    key = ("all" if mode == "ta" else "none") + ("" if values == "scaled" else "/counted")
    held, _ = deal(CONTREE, order, 0)
    tricks, _ = _play_out(CONTREE, mode_rules(rules, key), held, trump=key, leader=(dealer + 1) % 4, rng=rng,
                          cheat=None)
    auction = [f"80 {mode}"] + ["pass"] * 3
    hand = adjudicate({"variant": "contree", "options": {"all_no_trump": True, "no_trump_values": values},
                       "players": FOUR, "hands": [{"dealer": dealer, "auction": auction,
                                                   "play": [[str(c) for c in t] for t in tricks]}]})["hands"][0]
    assert sum(hand["play"]["points"]) == 162 and hand["play"]["reneges"] == []
    total = 162 if values == "scaled" else (258 if mode == "ta" else 130)
    assert sum(t["points"] for t in hand["play"]["tricks"]) == total


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(["all", "none"]))
def test_a_card_the_mode_forbids_is_always_found(seed, mode):
    """One illegal card in a played deal is named as the renege of its trick and seat."""
    rng = random.Random(seed)
    order = list(DECK)
    rng.shuffle(order)
    rules = CONTREE.rules.with_options({"all_no_trump": True})
    held, _ = deal(CONTREE, order, 0)
    tricks, cheat = _play_out(CONTREE, mode_rules(rules, mode), held, trump=mode, leader=0, rng=rng, cheat=1)
    out = replayed([[str(c) for c in t] for t in tricks], "80 " + ("ta" if mode == "all" else "sa"))
    found = [(r["trick"], r["seat"]) for r in out["reneges"]]
    assert (cheat is None and found == []) or (cheat is not None and found[0] == cheat)
