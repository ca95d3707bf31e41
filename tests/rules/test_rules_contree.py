"""Belote contrée and coinche (presets ``contree``, ``coinche``): the contract auction and its
scoring, worked examples from published rules, each test citing its source:

- [LC22] lacontree.free.fr, "Cours de contrée" 2.2 "Calcul des scores";
- [LC24] lacontree.free.fr, "Cours de contrée" 2.4 "Le contre et le surcontre";
- [CO]   coinchons.fr, "Comment compter les points ?" (concours de coinche);
- [CT]   contree.org, "Le règlement pour 4 joueurs";
- [TB]   tournoidebelote.com, "Règles de la coinchée";
- [AD]   adpoker.fr, "Règles de la belote contrée" (game to 2000; bids 80, 90 ... 160).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_strategy import _play_out
from records_strategy import deal

from scorekeeper.rules import Game, RecordError, adjudicate, find_variant
from scorekeeper.rules.cards import DECK, Card, Rank, Suit
from scorekeeper.rules.contract import ContractAuction, run_contract_auction
from scorekeeper.rules.variants import VARIANTS

FOUR = ["Ana", "Boris", "Cvita", "Dino"]


def ruled(hands: list[dict], *, preset: str = "contree", **options) -> dict:
    return adjudicate({"variant": preset, "options": options, "players": FOUR, "hands": hands})


def one(hand: dict, *, preset: str = "contree", **options) -> dict:
    return ruled([hand], preset=preset, **options)["hands"][0]


# ------------------------------------------------------------------ made, dedans, rounding

def test_made_110_hearts_with_113_writes_223_rounded_to_220():
    """[LC22] "110 cœur ... 103 + 10 = 113 > 110 ... 113+110 = 223, que l'on arrondit à 220"."""
    hand = one({"dealer": 3, "auction": ["110 hearts", "pass", "pass", "pass"], "points": [113, 49]})
    assert hand["outcome"] == "passed" and hand["score"] == [220, 50]
    assert "Ana & Cvita bid 110 hearts and made 113: 113 + 110 = 223, written 220." in hand["explanation"]
    assert hand["contract"] == {"bid": 110, "trump": "hearts", "taker": 0, "contre": 0, "value": 110,
                                "count": 113, "made": True}


def test_rounding_never_makes_a_contract():
    """[LC22] "79 points ne suffisent pas à remplir un contrat de 80 points"; [CO] dedans: the
    takers 0, the defenders 160 + the contract."""
    hand = one({"dealer": 3, "trump": "spades", "taker": 0, "bid": 80, "points": [79, 83]})
    assert hand["outcome"] == "fell" and hand["score"] == [0, 240]
    assert hand["explanation"][-1] == ("Ana & Cvita bid 80 spades but made only 79: down. Boris & Dino "
                                       "write 160 + 80 = 240, written 240.")


def test_dedans_a_bid_of_130_gives_the_defenders_290():
    """[CO] "Si le contrat est chuté : le preneur marque 0 point, le défenseur marque 160 points +
    le contrat annoncé"."""
    hand = one({"dealer": 0, "auction": ["130 clubs", "pass", "pass", "pass"], "points": [120, 42]})
    assert hand["taker"] == 1 and hand["score"] == [290, 0]


def test_a_contract_reached_exactly_is_made():
    """[LC22] "supérieur ou égal à l'annonce"."""
    assert one({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "points": [100, 62]})["score"] == [200, 60]


# ------------------------------------------------------------------ contre, surcontre

def test_contre_made_the_takers_write_160_plus_the_contract_twice():
    """[CO] "(160 points + les points demandés) x 2"; the other side nothing [LC24]."""
    hand = one({"dealer": 3, "auction": ["100 spades", "contre", "pass", "pass", "pass"], "points": [101, 61]})
    assert hand["score"] == [520, 0] and hand["contract"]["contre"] == 1
    assert "Boris said contre against 100 spades: it counts double." in hand["explanation"]


def test_contre_failed_goes_to_the_side_that_said_it():
    """[CO] "Si le preneur chute son contrat, le défendeur marque (160 points + les points
    demandés) x 2"."""
    hand = one({"dealer": 3, "auction": ["100 spades", "contre", "pass", "pass", "pass"], "points": [90, 72]})
    assert hand["score"] == [0, 520]


def test_surcontre_counts_four_times_and_closes_the_auction():
    """[LC24] "tous les points seront multipliés par 4 ... Aucune annonce n'est possible après un
    surcontre"."""
    hand = one({"dealer": 1, "auction": ["80 clubs", "contre", "surcontre"], "points": [60, 102]})
    assert hand["score"] == [0, 960]
    assert hand["explanation"][-1] == ("Ana & Cvita bid 80 clubs, surcontré, and made only 60: Boris & Dino "
                                       "write (160 + 80) × 4 = 960, written 960.")


def test_a_contre_base_of_162_as_lacontree_counts_it():
    """[LC24] "2x(162+le contrat)": the house rule ``dedans_points``."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 90, "contre": 1, "points": [100, 62]},
               dedans_points=162)
    assert hand["score"] == [500, 0]  # 2 × 252 = 504, written 500


def test_after_a_contre_nobody_bids_on_unless_the_house_says_so():
    """[LC24] "il n'est plus possible d'enchérir après une annonce de contre"; house rule
    ``contre_closes: false`` lets the bidding go on."""
    with pytest.raises(RecordError) as caught:
        run_contract_auction(["100 spades", "contre", "110 hearts"], rules=VARIANTS["contree"].rules, dealer=3)
    assert caught.value.note.id == "refuse.bid_after_contre" and caught.value.path == "auction[2]"
    rules = VARIANTS["contree"].rules.with_options({"contre_closes": False})
    result = run_contract_auction(["100 spades", "contre", "110 hearts", "pass", "pass", "pass"],
                                  rules=rules, dealer=3)
    assert result.contract.bid == 110 and result.contract.contre == 0 and result.taker == 2


@pytest.mark.parametrize("calls, refusal", [
    (["100 spades", "90 hearts"], "refuse.bid_low"),
    (["contre"], "refuse.contre_nothing"),
    (["100 spades", "pass", "contre"], "refuse.contre_own"),
    (["100 spades", "contre", "contre"], "refuse.contre_twice"),
    (["100 spades", "contre", "pass", "surcontre"], "refuse.surcontre"),
    (["170 spades"], "error.contract_call"),
    (["generale spades"], "refuse.generale_off"),
])
def test_calls_the_auction_refuses(calls, refusal):
    """[LC24] only the last bid can be contré, by an opponent; only the takers surcontre;
    [AD] bids 80 to 160 in tens, then capot."""
    auction = ContractAuction(rules=VARIANTS["contree"].rules, dealer=3)
    for call in calls[:-1]:
        auction.push(call)
    assert not auction.can_call(calls[-1])
    with pytest.raises(RecordError) as caught:
        auction.verify_call(calls[-1])
    assert caught.value.note.id == refusal


def test_four_passes_deal_again():
    hand = one({"dealer": 3, "auction": ["pass"] * 4})
    assert hand["outcome"] == "redeal" and hand["score"] == [0, 0]


# ------------------------------------------------------------------ belote, capot

def test_belote_stays_with_the_side_that_held_it_when_the_takers_go_dedans():
    """[CO] "La belote vaut 20 points dans tous les cas"; [LC24] the belote is "insaisissable"."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 120, "bela": 2, "points": [90, 72]})
    assert hand["score"] == [20, 280]
    assert "Ana & Cvita keep their belote whatever the contract: written 20." in hand["explanation"]


def test_the_belote_helps_make_the_contract_unless_the_house_says_no():
    """[CO] "A définir ...: si la belote permet de réaliser le contrat" (``belote_for_contract``)."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "bela": 0, "points": [85, 77]}
    assert one(hand)["score"] == [210, 80]  # 85 + 20 = 105 ≥ 100: 105 + 100 = 205, written 210
    assert one(hand, belote_for_contract=False)["score"] == [20, 260]


def test_a_bid_capot_made_is_worth_its_value():
    """[CO] "Le capot demandé et réalisé, ou chuté, vaut 500 points" (coinche preset); 250 in
    contrée (``capot_value``)."""
    hand = {"dealer": 3, "auction": ["capot diamonds", "pass", "pass", "pass"], "tricks": [8, 0], "points": [162, 0]}
    assert one(hand, preset="coinche")["score"] == [500, 0]
    assert one(hand)["score"] == [250, 0]


def test_a_bid_capot_failed_is_worth_its_value_to_the_defenders():
    """[CO] "Le capot demandé ... ou chuté, vaut 500 points"."""
    hand = one({"dealer": 3, "auction": ["capot diamonds", "pass", "pass", "pass"], "tricks": [7, 1],
                "points": [140, 22]}, preset="coinche")
    assert hand["outcome"] == "fell" and hand["score"] == [0, 500]


def test_an_unbid_capot_counts_252_in_contree_and_nothing_more_in_coinche():
    """[CT] "252 si capot, dès lors qu'une équipe fait toutes les levées"; [CO] "Pas de bonus
    pour un capot non annoncé"."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 120, "tricks": [8, 0], "points": [162, 0]}
    assert one(hand)["score"] == [370, 0]  # 252 + 120 = 372
    assert one(hand, preset="coinche")["score"] == [280, 0]  # 162 + 120 = 282


def test_an_80_needs_82_where_the_house_says_so():
    """[TB] "concernant le contrat à 80 points, il faudra réaliser au moins 82 points"."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 80, "points": [81, 81]}
    assert one(hand)["outcome"] == "passed"
    assert one(hand, must_beat_defence=True)["score"] == [0, 240]


def test_the_takers_may_write_only_their_contract():
    """House rule ``contract_made: contract_only``: the takers write the contract."""
    assert one({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [113, 49]},
               contract_made="contract_only")["score"] == [110, 50]


# ------------------------------------------------------------------ coinche melds

def test_coinche_melds_only_the_best_side_and_they_help_the_contract():
    """[CT] "La plus forte protège les autres annonces de l'équipe"; coinche counts melds."""
    hand = one({"dealer": 2, "auction": ["pass", "pass", "pass", "130 hearts", "pass", "pass", "pass"],
                "points": [100, 62], "melds": [{"seat": 2, "kind": "square", "rank": "J"},
                                               {"seat": 1, "kind": "sequence", "value": 20}]}, preset="coinche")
    assert hand["melds"] == [200, 0] and hand["score"] == [430, 60]


def test_a_failed_coinche_contract_gives_every_meld_to_the_defenders():
    hand = one({"dealer": 2, "trump": "hearts", "taker": 2, "bid": 160, "points": [70, 92],
                "melds": [{"seat": 1, "kind": "sequence", "value": 50}]}, preset="coinche")
    assert hand["score"] == [0, 370]  # 160 + 160 + 50


def test_contree_refuses_melds():
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "bid": 80, "points": [100, 62],
                "melds": [{"seat": 0, "kind": "sequence", "value": 20}]}])
    assert caught.value.note.id == "error.no_melds_game"


# ------------------------------------------------------------------ the record, the game

def test_a_contract_is_needed_and_is_kept_in_the_record():
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62]}])
    assert caught.value.note.id == "error.bid_missing" and caught.value.path == "hands[0].bid"
    game = Game(variant="contree", players=FOUR)
    game.push({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "contre": 1, "points": [100, 62]})
    assert game.to_record()["hands"] == [{"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "contre": 1,
                                          "points": [100, 62]}]
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "bid": 80, "points": [100, 62]}], preset="belote")
    assert caught.value.note.id == "error.field_not_in_game"


def test_a_game_to_2000():
    """[AD] "Être la première équipe à totaliser 2 000 points"; [CO] 2000 points or more."""
    hands = [{"dealer": d % 4, "trump": "hearts", "taker": 0, "bid": 150, "contre": 1, "points": [152, 10]}
             for d in range(4)]
    ruling = ruled(hands)
    assert ruling["game"]["finished"] and ruling["game"]["winner"] == 0 and len(ruling["hands"]) == 4
    assert ruling["game"]["totals"] == [2480, 0]


def test_aliases_find_the_presets():
    assert find_variant("Contrée").name == "contree" and find_variant("coinchée").name == "coinche"


# ------------------------------------------------------------------ card by card

def _contract_play(rng: random.Random, preset: str, options: dict) -> tuple[dict, list[list[Card]]]:
    variant = VARIANTS[preset]
    rules = variant.rules.with_options(options)
    order = list(DECK)
    rng.shuffle(order)
    dealer, trump = rng.randrange(4), rng.choice(list(Suit))
    held, _ = deal(variant, order, 0)
    tricks, _ = _play_out(variant, rules, held, trump=trump, leader=(dealer + 1) % 4, rng=rng, cheat=None)
    hand = {"dealer": dealer, "trump": trump.value, "taker": rng.randrange(4),
            "bid": rng.choice([80, 90, 100, 110, 120, 130, 140, 150, 160, "capot"]),
            "contre": rng.choice([0, 0, 1, 2]), "play": [[str(c) for c in t] for t in tricks]}
    holder = next((s for s in range(4) if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(held[s])), None)
    if holder is not None:
        hand["bela"] = holder
    return hand, held


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(["contree", "coinche"]),
       made=st.sampled_from(["points_and_contract", "contract_only"]), base=st.sampled_from([160, 162]),
       bonus=st.sampled_from([0, 90]), capot=st.sampled_from(["flat", "as_contract"]),
       belote_counts=st.booleans(), beat=st.booleans(), rounding=st.sampled_from(["none", "tens"]))
def test_random_deals_played_legally_score_as_the_contract_says(seed, preset, made, base, bonus, capot,
                                                                belote_counts, beat, rounding):
    """Property: any deal played legally, under any of these house rules: the cards make 162,
    exactly one side wins the contract, and what it writes is what its rule says."""
    options = {"contract_made": made, "dedans_points": base, "all_tricks_bonus": bonus, "capot_scoring": capot,
               "belote_for_contract": belote_counts, "must_beat_defence": beat, "rounding": rounding}
    hand, _ = _contract_play(random.Random(seed), preset, options)
    ruling = one(hand, preset=preset, **options)
    contract = ruling["contract"]
    assert ruling["play"]["points"][0] + ruling["play"]["points"][1] == 162
    taker, times = contract["taker"] % 2, (1, 2, 4)[contract["contre"]]
    winner = taker if contract["made"] else 1 - taker
    belote = ruling["bela"]
    raw = ruling["score"]
    if contract["bid"] != "capot" and contract["count"] >= contract["bid"] and not beat:
        assert contract["made"]
    if contract["bid"] == "capot":
        assert contract["made"] == (ruling["play"]["tricks_won"][taker] == 8)
    if times > 1 or not contract["made"]:
        assert raw[1 - winner] == (belote[1 - winner] if rounding == "none" else (belote[1 - winner] + 5) // 10 * 10)
    if rounding == "tens":
        assert all(s % 10 == 0 for s in raw)


@settings(max_examples=40, deadline=None)
@given(options=st.fixed_dictionaries({}, optional={
    "contract_made": st.sampled_from(["points_and_contract", "contract_only"]),
    "dedans_points": st.sampled_from([160, 162]), "capot_value": st.sampled_from([250, 500]),
    "capot_scoring": st.sampled_from(["flat", "as_contract"]), "belote_for_contract": st.booleans(),
    "must_beat_defence": st.booleans(), "contre_closes": st.booleans(), "generale": st.booleans(),
    "rounding": st.sampled_from(["none", "tens"]), "target": st.sampled_from([1000, 1500, 2000]),
    "deals": st.sampled_from([0, 12])}), bid=st.sampled_from([80, 120, 160, "capot"]),
    contre=st.sampled_from([0, 1, 2]), mine=st.sampled_from([0, 40, 70, 81, 100, 120, 162]))
def test_any_house_rules_rule_a_contract_hand(options, bid, contre, mine):
    """Property over option combinations: a hand is always ruled, its sides' scores are never
    negative, and the side that loses a contré contract writes at most its belote."""
    tricks = [8, 0] if mine == 162 else [0, 8] if mine == 0 else [4, 4]
    hand = {"dealer": 3, "trump": "clubs", "taker": 0, "bid": bid, "contre": contre, "bela": 1,
            "points": [mine, 162 - mine], "tricks": tricks}
    ruling = one(hand, **options)
    assert min(ruling["score"]) >= 0
    if contre:
        loser = 1 if ruling["contract"]["made"] else 0
        assert ruling["score"][loser] <= 20


def test_the_record_format_page_examples_are_ruled():
    """docs/records.md's contrée and klaverjas hands are accepted, as written there."""
    import json
    import re
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "docs" / "records.md").read_text()
    contree, klaverjas = re.findall(r"```json\n(.*?)```", text, re.S)[-2:]
    assert one(json.loads(contree))["score"] == [560, 0]
    # Amsterdam, NKU: Dino deals and speaks first, Ana chooses hearts and is nat with 110 of 232.
    assert one(json.loads(klaverjas), preset="klaverjas-amsterdam")["score"] == [0, 232]


def test_the_calls_a_page_can_offer():
    auction = ContractAuction(rules=VARIANTS["contree"].rules, dealer=3)
    assert auction.legal_calls()[:3] == ["pass", "80", "90"] and "contre" not in auction.legal_calls()
    auction.push("150 hearts")
    assert auction.legal_calls() == ["pass", "160", "capot", "contre"]
    auction.push("contre")
    assert auction.legal_calls() == ["pass", "surcontre"]


def test_a_renege_loses_the_contract_for_the_side_that_made_it():
    """``renege: fall`` (the clubs' custom): Boris shows no heart on the ace of hearts, then plays
    the king of hearts; his side loses whatever the points: as takers it goes down, as defenders
    it gives the takers 160 + the contract and writes nothing (RULES §3.1 ``renege``)."""
    play = [["AH", "7C", "8H", "9H"], ["7S", "KH", "8S", "9S"]]
    against_takers = one({"dealer": 3, "trump": "diamonds", "taker": 1, "bid": 80, "points": [62, 100],
                          "play": play})
    assert against_takers["outcome"] == "fell" and against_takers["score"] == [240, 0]
    assert against_takers["explanation"][-2:] == [
        "Because Boris reneged, Boris & Dino lose their contract whatever the points.",
        "Ana & Cvita write 240, written 240."]
    for_takers = one({"dealer": 3, "trump": "diamonds", "taker": 0, "bid": 120, "points": [100, 62],
                      "play": play})
    assert for_takers["outcome"] == "passed" and for_takers["score"] == [280, 0]


def test_tout_atout_and_sans_atout_where_the_house_plays_them():
    """[CO] "A définir avant le début de la partie: si vous souhaitez jouer sans-atout et
    tout-atout"; [TB] their own card values, 162 in all (``all_no_trump``): scored from the points
    written, like any contract; sans atout has no belote to write."""
    hands = [{"dealer": 3, "auction": ["110 ta", "pass", "120 sa", "pass", "pass", "pass"], "points": [40, 122]},
             {"dealer": 0, "auction": ["90 tout atout", "contre", "pass", "pass", "pass"], "points": [100, 62]}]
    ruling = ruled(hands, preset="coinche", all_no_trump=True)
    first, second = ruling["hands"]
    assert first["contract"]["trump"] == "none" and first["trump"] is None and first["score"] == [0, 280]
    assert first["explanation"][0] == "Cvita won the auction with 120 no trumps (sans atout)."
    assert second["contract"]["trump"] == "all" and second["score"] == [500, 0]
    with pytest.raises(RecordError) as caught:
        ruled(hands, preset="coinche")
    assert caught.value.note.id == "refuse.no_trump_off" and caught.value.path == "hands[0].auction[0]"
    with pytest.raises(RecordError) as caught:
        ruled([{**hands[0], "bela": 0}], preset="coinche", all_no_trump=True)
    assert caught.value.note.id == "error.no_trump_bela" and caught.value.path == "hands[0].bela"


def test_a_suit_written_beside_a_tout_atout_contract_is_refused_at_the_trump():
    """The auction fixes what a contract is played in; a trump suit written beside a tout-atout or
    sans-atout contract contradicts it, and is refused in words at ``trump``, never a crash."""
    hand = {"dealer": 0, "auction": ["90 tout atout", "pass", "pass", "pass"], "trump": "hearts",
            "points": [100, 62]}
    with pytest.raises(RecordError) as caught:
        ruled([hand], preset="coinche", all_no_trump=True)
    assert caught.value.note.id == "error.auction_trump" and caught.value.path == "hands[0].trump"
    assert caught.value.message == "the auction made all trumps (tout atout) trump, not hearts"
