"""Contrée, coinche and klaverjas ruled as their published rules say, every house rule honoured:
cases found by a check against the published rules and at a table, each test citing its source:

- [R31]  RULES §3.1, option ``renege``: "the offending side loses the hand";
- [LC22] lacontree.free.fr, "Cours de contrée" 2.2; [LC24] 2.4 (contre, belote "insaisissable");
- [CO]   coinchons.fr, "Comment compter les points ?";
- [CN]   contree.net, "Règles de la contrée" (points annoncés, the complement to 160);
- [BG]   belotegame.fr, "Les annonces" ("c'est celui qui a une annonce à l'atout qui gagne");
- [PA]   David Parlett, The Penguin Book of Card Games, "Coinche" ("in tricks and melds");
- [NKU]  hutmacher.nl, "Officiële klaverjas spelregels NKU"; [WK] nl.wikipedia "Klaverjassen".
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import RecordError, adjudicate

FRENCH = ["Didier", "Élodie", "Fanny", "Gaston"]


def one(hand: dict, *, preset: str = "contree", **options) -> dict:
    return adjudicate({"variant": preset, "options": options, "players": FRENCH, "hands": [hand]})["hands"][0]


# Didier bids 100 hearts; in trick 5 Élodie plays 10♣ on a spade lead while holding 7♠, which
# she plays in trick 6. The cards give Didier & Fanny 121, Élodie & Gaston 41.
RENEGE_PLAY = [["8H", "KH", "AH", "JH"], ["9D", "AD", "TD", "KD"], ["7H", "KS", "QH", "8D"],
               ["7C", "KC", "JC", "9C"], ["9S", "TH", "TC", "JS"], ["7D", "7S", "QD", "AC"],
               ["TS", "QC", "9H", "8S"], ["JD", "AS", "QS", "8C"]]


def renege_hand(*auction: str) -> dict:
    return {"dealer": 3, "auction": list(auction or ("100 hearts", "pass", "pass", "pass")), "play": RENEGE_PLAY}


# ------------------------------------------------------------------ 1. a reneging defender

def test_a_reneging_defender_gives_the_takers_the_contract_as_a_dedans_the_other_way():
    """[R31] ``renege: fall``: the offending side loses the hand, so the takers write what a
    dedans gives the defenders, 160 + 100 = 260 [CO], and the defenders nothing: not 220–40."""
    hand = one(renege_hand())
    assert hand["play"]["reneges"][0] | {"required": ["7S"], "proof": 6} == hand["play"]["reneges"][0]
    assert hand["hand_points"] == [121, 41]
    assert hand["outcome"] == "passed" and hand["score"] == [260, 0]
    assert hand["explanation"][-2:] == [
        "Because Élodie reneged, the contract of Didier & Fanny is made whatever the points.",
        "Didier & Fanny write 260, written 260."]


@pytest.mark.parametrize("auction, options, score", [
    (("100 hearts", "contre", "pass", "pass", "pass"), {}, [520, 0]),  # (160 + 100) × 2 [CO]
    (("100 hearts", "contre", "surcontre"), {}, [1040, 0]),
    (("capot hearts", "pass", "pass", "pass"), {}, [250, 0]),  # a bid capot is the takers' [R31]
    (("capot hearts", "pass", "pass", "pass"), {"capot_scoring": "as_contract"}, [410, 0]),
    (("100 hearts", "pass", "pass", "pass"), {"contract_made": "contract_only"}, [260, 0]),
    (("100 hearts", "pass", "pass", "pass"), {"dedans_points": 162}, [260, 0]),  # 262
    (("100 hearts", "pass", "pass", "pass"), {"renege": "warn"}, [220, 40]),
])
def test_every_renege_by_the_defence_loses_it_the_contract(auction, options, score):
    """[R31] contré, surcontré, a bid capot (failed on the cards, made by the renege), either way
    of writing a contract made: the defence that reneged writes nothing; ``warn`` only names it."""
    assert one(renege_hand(*auction), **options)["score"] == score


def test_a_reneging_taker_goes_down_as_a_dedans():
    """[R31] the takers' renege: Élodie's side bids, and loses whatever its points [CO]."""
    hand = one(renege_hand("pass", "100 hearts", "pass", "pass", "pass"))
    assert hand["taker"] == 1 and hand["outcome"] == "fell" and hand["score"] == [260, 0]


# ------------------------------------------------------------------ 3. melds need a trick

def test_coinche_a_side_with_no_trick_has_no_melds():
    """RULES §4 "Confirmation" (``melds_need_trick``, docs/records.md: "a side that took none has
    no trick to confirm its melds"): 90 clubs with four nines and not one trick is down, 0–250
    [CO], not made on the nines' 150."""
    hand = one({"dealer": 3, "trump": "clubs", "taker": 0, "bid": 90, "points": [0, 162], "tricks": [0, 8],
                "melds": [{"seat": 0, "kind": "square", "rank": "9"}]}, preset="coinche")
    assert hand["outcome"] == "fell" and hand["score"] == [0, 250]
    assert hand["melds"] == [0, 0]
    kept = one({"dealer": 3, "trump": "clubs", "taker": 0, "bid": 90, "points": [0, 162], "tricks": [0, 8],
                "melds": [{"seat": 0, "kind": "square", "rank": "9"}]}, preset="coinche", melds_need_trick=False)
    assert kept["outcome"] == "passed" and kept["score"] == [240, 160]


# ------------------------------------------------------------------ 4. klaverjas: stuk held in hand

DUTCH = ["Anouk", "Bram", "Cor", "Daan"]
# Hearts, Anouk plays and holds king and queen of hearts (``stuk: hand``); the tricks make roem
# 20–20, the stuk 20 more for Anouk & Cor.
STUK_DEAL = {"dealer": 3, "trump": "hearts", "taker": 0, "bela": 0,
             "play": [["QH", "7H", "9H", "TH"], ["KD", "8D", "7D", "9D"], ["AH", "7C", "JH", "QS"],
                      ["JS", "KS", "7S", "AS"], ["JC", "8C", "TC", "QC"], ["TS", "8H", "JD", "9S"],
                      ["KC", "AD", "9C", "8S"], ["AC", "QD", "KH", "TD"]]}


def test_klaverjas_the_roem_column_the_engine_wrote_reads_back_the_same():
    """docs/records.md: ``roem`` is "each pair's roem as the sheet's roem column writes it"; with
    ``stuk: hand`` [NKU] the sheet's column holds the stuk too. The ruling's column, written back
    beside the same cards, is the same deal, not refused as "the cards played make roem 20–20"."""
    ruling = adjudicate({"variant": "klaverjas-amsterdam", "options": {"stuk": "hand"}, "players": DUTCH,
                         "hands": [STUK_DEAL]})["hands"][0]
    assert ruling["columns"] == {"points": [130, 32], "roem": [40, 20]}
    for written in ([20, 20], ruling["columns"]["roem"]):  # the trick roem alone, or the column
        again = adjudicate({"variant": "klaverjas-amsterdam", "options": {"stuk": "hand"}, "players": DUTCH,
                            "hands": [{**STUK_DEAL, "roem": written}]})["hands"][0]
        assert again["columns"] == ruling["columns"] and again["score"] == ruling["score"] == [170, 52]
    with pytest.raises(RecordError) as caught:
        adjudicate({"variant": "klaverjas-amsterdam", "options": {"stuk": "hand"}, "players": DUTCH,
                    "hands": [{**STUK_DEAL, "roem": [60, 20]}]})
    assert caught.value.note.id == "error.roem_mismatch"


# ------------------------------------------------------------------ 5. beating the defence, alike

@pytest.mark.parametrize("options, outcome, score", [
    ({"melds_for_contract": False}, "passed", [190, 210]),  # 100 against 62: made
    ({}, "fell", [0, 400]),  # 100 against 62 + 150: down, 160 + 90 + the nines [CO]
])
def test_must_beat_defence_compares_both_sides_alike(options, outcome, score):
    """[PA] the takers must beat the defenders "in tricks and melds" alike: where the takers'
    melds do not count towards the contract (``melds_for_contract`` off), the defenders' do not
    either. 90 hearts, 100–62, the defenders hold four nines."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 90, "points": [100, 62],
                "melds": [{"seat": 1, "kind": "square", "rank": "9"}]},
               preset="coinche", must_beat_defence=True, **options)
    assert hand["outcome"] == outcome and hand["score"] == score


# ------------------------------------------------------------------ 6. a bid capot's melds

@pytest.mark.parametrize("rule, score", [("each_own", [500, 20]), ("to_winner", [520, 0])])
def test_a_bid_capot_writes_the_melds_as_lost_contract_melds_says(rule, score):
    """``lost_contract_melds`` decides the melds of every contract the scoring does not leave to
    each side, a bid capot's too: each_own, each side writes its own, as it keeps its belote
    ([LC24] "insaisissable"); to_winner, the capot's winner writes them all. Coinche: capot
    spades made, the defenders hold a tierce."""
    hand = one({"dealer": 3, "trump": "spades", "taker": 0, "bid": "capot", "points": [162, 0], "tricks": [8, 0],
                "melds": [{"seat": 1, "kind": "sequence", "value": 20}]},
               preset="coinche", meld_rights="each_own", lost_contract_melds=rule, melds_need_trick=False)
    assert hand["outcome"] == "passed" and hand["score"] == score


# ------------------------------------------------------------------ 2. bela_on_fall honoured

def test_bela_on_fall_to_winner_gives_the_fallen_takers_belote_to_the_defenders():
    """RULES §3.1 ``bela_on_fall: to_winner`` ("its bela goes to the winners"), which contrée
    leaves at ``kept`` by default ([LC24] "insaisissable"): 90 hearts down with 50–112, the takers
    holding the belote: 0–270 (160 + 90 + 20), not 20–250."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 90, "points": [50, 112], "bela": 2}
    assert one(hand)["score"] == [20, 250]
    moved = one(hand, bela_on_fall="to_winner")
    assert moved["outcome"] == "fell" and moved["score"] == [0, 270]
    assert "The takers' belote goes with their fall: Élodie & Gaston write its 20." in moved["explanation"]


# ------------------------------------------------------------------ 7. a trump run against a square

QUINT_AND_ACES = [{"seat": 0, "cards": ["QH", "JH", "TH", "9H", "8H"]}, {"seat": 1, "kind": "square", "rank": "A"}]


def test_a_run_in_trump_beats_a_square_of_the_same_value_in_coinche():
    """[BG] "c'est celui qui a une annonce à l'atout qui gagne": a quint in trump (100) over four
    aces (100) in coinche (``trump_run_beats_square``); RULES §4 keeps the square over any run in
    the bela games, and a house that plays so turns it off. 100 hearts made 100–62."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "points": [100, 62], "melds": QUINT_AND_ACES}
    run = one(hand, preset="coinche")
    assert run["melds"] == [100, 0] and run["score"] == [300, 60]
    assert any("because a run in trump beats a square of the same value" in s for s in run["explanation"])
    square = one(hand, preset="coinche", trump_run_beats_square=False)
    assert square["melds"] == [0, 100] and square["score"] == [200, 160]
    plain = one({**hand, "trump": "spades"}, preset="coinche")  # the quint outside trump: the square
    assert plain["melds"] == [0, 100]
    assert any("because a square beats a run of the same value outside trump" in s for s in plain["explanation"])


# ------------------------------------------------------------------ published ways of counting

def test_the_complement_to_160_the_defenders_write_the_rest_of_the_game():
    """[CN] "points faits": "L'équipe adverse remporte le reste des points. C'est-à-dire les 160
    points du jeu moins les points qu'a réalisé l'équipe victorieuse"; "pour 117 on retiendra
    120": 110 made with 117, the takers 117 + 110 = 227 (230), the defenders 160 − 120 = 40, where
    each side rounded on its own writes 45 → 50."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [117, 45]}
    assert one(hand)["score"] == [230, 50]
    complement = one(hand, contract_made="complement")
    assert complement["score"] == [230, 40]
    assert "Élodie & Gaston, defending, write the rest of the game: 160 − 120 = 40, written 40." \
        in complement["explanation"]


@pytest.mark.parametrize("hand, score", [
    ({"points": [117, 45]}, [110, 0]),  # made: the contract alone
    ({"points": [90, 72]}, [0, 110]),  # down: the defenders write the contract alone
    ({"points": [117, 45], "contre": 1}, [220, 0]),  # contré: × 2
    ({"points": [90, 72], "bela": 1}, [0, 130]),  # the belote stays with its holder [LC24]
])
def test_points_annonces_the_winners_write_the_contract_alone(hand, score):
    """[CN] "Pour le décompte aux points annoncés : l'équipe qui remporte son contrat marque les
    points associés et uniquement ces points. L'équipe qui perd, elle ne remporte rien"
    (``contract_made: announced``); ``contract_only`` still gives the defenders their points."""
    base = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110}
    assert one({**base, **hand}, contract_made="announced")["score"] == score
    assert one({**base, "points": [117, 45]}, contract_made="contract_only")["score"] == [110, 50]


def test_tout_atout_and_sans_atout_records_take_a_play_and_a_belote():
    """[CO] tout atout and sans atout where the house plays them: a JSON record gives the play
    card by card and the belote of tout atout, as the hand form does, and the cards are counted
    at their own values."""
    play = [["JS", "AS", "8S", "8D"], ["9S", "TS", "7S", "7D"], ["JH", "AH", "8H", "AC"], ["9H", "TH", "7H", "TC"],
            ["JD", "KS", "AD", "KC"], ["9D", "QS", "TD", "QC"], ["JC", "KH", "KD", "8C"], ["9C", "QH", "QD", "7C"]]
    ta = one({"dealer": 3, "auction": ["100 ta", "pass", "pass", "pass"], "play": play, "bela": 2},
             preset="coinche", all_no_trump=True)
    assert ta["hand_points"] == [182, 0] and ta["bela"] == [20, 0] and ta["score"] == [280, 0]
    sa = one({"dealer": 3, "auction": ["100 sa", "pass", "pass", "pass"], "play": play},
             preset="coinche", all_no_trump=True)
    assert sum(sa["hand_points"]) == 162


def test_rounding_5_up_or_6_up_as_the_house_counts():
    """[LC22] "entre 5 et 9, on arrondit à la dizaine supérieure" (``rounding: tens``); the French
    federation's championship and some clubs round 5 down (``tens_6_up``): 110 made with 115
    writes 225 → 230 or 220, and the defenders' 47 → 50 either way."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [115, 47]}
    assert one(hand)["score"] == [230, 50]
    assert one(hand, rounding="tens_6_up")["score"] == [220, 50]
    bela = adjudicate({"variant": "bela-hr-4", "options": {"rounding": "tens_6_up"}, "players": FRENCH,
                       "hands": [{"dealer": 3, "trump": "hearts", "taker": 0, "points": [95, 67]}]})
    assert bela["hands"][0]["score"] == [90, 70]


def test_klaverjas_the_ruling_gives_the_roem_trick_by_trick():
    """[NKU] roem lies in one trick and belongs to the pair that wins it: the ruling says which
    trick made which roem (``roem_tricks``), as a Dutch table checks it, beside the totals."""
    ruling = adjudicate({"variant": "klaverjas-amsterdam", "options": {"stuk": "hand"}, "players": DUTCH,
                         "hands": [STUK_DEAL]})["hands"][0]
    assert ruling["roem_tricks"] == [{"trick": 2, "side": 0, "roem": 20}, {"trick": 5, "side": 1, "roem": 20}]
    assert sum(t["roem"] for t in ruling["roem_tricks"]) + 20 == sum(ruling["roem"])  # and the stuk held
    written = adjudicate({"variant": "klaverjas-amsterdam", "players": DUTCH, "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "roem": [20, 0]}]})["hands"][0]
    assert written["roem_tricks"] == []  # no cards, no tricks to name


def test_the_last_deal_counted_exactly_where_the_house_says():
    """The French federation's championship and several clubs write the last deal of a partie
    exactly (``last_deal_exact``; the federation's editions differ, so a house rule): in a game
    of two deals the first is rounded, 227 → 230, the last written 227 and 45."""
    hand = {"trump": "hearts", "taker": 0, "bid": 110, "points": [117, 45]}
    ruling = adjudicate({"variant": "contree", "options": {"deals": 2, "last_deal_exact": True}, "players": FRENCH,
                         "hands": [{**hand, "dealer": 3}, {**hand, "dealer": 0, "taker": 1, "points": [45, 117]}]})
    first, last = ruling["hands"]
    assert first["score"] == [230, 50] and last["score"] == [45, 227]
    assert "The last deal of the game is written exactly, not rounded." in last["explanation"]
    plain = adjudicate({"variant": "contree", "options": {"deals": 2}, "players": FRENCH,
                        "hands": [{**hand, "dealer": 3}, {**hand, "dealer": 0, "taker": 1, "points": [45, 117]}]})
    assert plain["hands"][1]["score"] == [50, 230]
