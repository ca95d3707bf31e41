"""Rulings a differential test found wrong, each by its rule (RULES.md §4, §6.2, §7), and the
property that catches the whole class, over random records and random house rules.

The records come from real deals (``records_strategy``); the house rules that change who scores
what are drawn at random, not only each preset's defaults.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from records_strategy import PRESETS, HUGE_TARGET, players_for, records
from scorekeeper.rules import adjudicate
from scorekeeper.rules.variants import VARIANTS

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def last(record: dict) -> dict:
    return adjudicate(record)["hands"][-1]


# ---------------------------------------------------------------- the five rulings

def test_the_side_taking_every_trick_scores_the_others_bela_too():
    """§4 Confirmation: with all_tricks_takes_melds the side that took every trick scores "every
    meld and bela declared at the table, its own and the others'" (seed 001). Ana (seat 0) took
    trump and held bela; Ivo took all ten tricks, 93 points: 93 + 90 + Ana's 20 = 203."""
    hand = last({"variant": "bela-hr-2", "players": ["Ana", "Ivo"], "hands": [
        {"dealer": 1, "trump": "hearts", "taker": 0, "bela": 0, "tricks": [0, 10], "points": [0, 93]}]})
    assert hand["score"] == [0, 203]
    assert hand["bela"] == [0, 20]


def test_a_fall_to_nobody_gives_the_taker_points_to_nobody_with_two_sides_too():
    """§6.2: `nobody`: "defenders write their own only, with two sides as with three". Ana
    falls with 72 against Ivo's 52 + four kings: Ivo writes his own 152, not 224."""
    hand = last({"variant": "bela-hr-2", "players": ["Ana", "Ivo"], "options": {"fall_points_to": "nobody"},
                 "hands": [{"dealer": 1, "trump": "hearts", "taker": 0, "tricks": [5, 5], "points": [72, 52],
                            "melds": [{"seat": 1, "kind": "square", "rank": "K"}]}]})
    assert hand["outcome"] == "fell" and hand["score"] == [0, 152]


def test_the_takers_partner_is_on_the_takers_side_when_defenders_share():
    """§4 `best_side_defenders_share`: "With partnerships the caller's partner is on the caller's
    side, never a defender." Ivo (seat 1) took trump; his partner Marko holds the best meld, a
    fifty: only Ivo & Marko score melds, Ana's twenty does not count."""
    hand = last({"variant": "belote", "players": ["Ana", "Ivo", "Cvita", "Marko"],
                 "options": {"meld_rights": "best_side_defenders_share"},
                 "hands": [{"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [3, 5], "points": [52, 110],
                            "melds": [{"seat": 3, "kind": "sequence", "value": 50, "top": "A", "suit": "clubs"},
                                      {"seat": 0, "kind": "sequence", "value": 20, "top": "K", "suit": "spades"}]}]})
    assert hand["melds"] == [0, 50] and hand["score"] == [52, 160]


def test_a_false_claim_with_three_players_goes_to_the_first_seated_after_the_claimant():
    """§7: "with three, the opponent with the highest total, and if two are equal the one seated
    first after the claimant in play order". Ivo (seat 1) claims falsely; Ana and Cvita both
    have 54: Cvita, seated after Ivo, wins — not Ana for her lower seat number."""
    ruling = adjudicate({"variant": "bela-3", "players": ["Ana", "Ivo", "Cvita"], "hands": [
        {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [3, 3, 3], "points": [54, 54, 54]},
        {"dealer": 1, "trump": "spades", "taker": 2,
         "claims": [{"side": 1, "after_trick": 2, "tricks": 1, "points": 20}]}]})
    assert ruling["game"]["reason"] == "false_claim" and ruling["game"]["winner"] == 2


def test_a_fall_with_defenders_level_is_won_by_the_first_after_the_taker():
    """§6.2: "the hand is won by the defender that writes the most for it; equal: the first
    after the taker in play order". Ivo (seat 1) falls; Ana and Cvita write 61 each: Cvita wins
    the hand, so with next_dealer: winner she deals next."""
    ruling = adjudicate({"variant": "bela-hr-3", "players": ["Ana", "Ivo", "Cvita"],
                         "options": {"next_dealer": "winner"},
                         "hands": [{"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 2, 4],
                                    "points": [61, 40, 61]}]})
    assert ruling["hands"][0]["score"] == [61, 0, 61]
    assert ruling["game"]["next_dealer"] == 2


def test_opponents_with_three_sides_means_both_opponents():
    """§6.2: "With three sides, `opponents` means `both_opponents`"."""
    record = {"variant": "bela-hr-3", "players": ["Ana", "Ivo", "Cvita"], "hands": [
        {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 2, 4], "points": [61, 40, 61]}]}
    both = [last({**record, "options": {"fall_points_to": rule}})["score"]
            for rule in ("opponents", "both_opponents")]
    assert both[0] == both[1] == [101, 0, 101]


# ---------------------------------------------------------------- the classes, as properties

@st.composite
def house_rules(draw, preset: str) -> dict:
    """The options that decide who scores what, drawn at random (rounding off: exact sums)."""
    variant = VARIANTS[preset]
    rights = ["best_side", "best_side_defenders_share"] + (["each_own"] if preset == "open-belot" else [])
    return {
        "meld_rights": draw(st.sampled_from(rights)),
        "melds_need_trick": draw(st.booleans()), "bela_needs_trick": draw(st.booleans()),
        "bela_on_fall": draw(st.sampled_from(["to_winner", "kept"])),
        "all_tricks_bonus": draw(st.sampled_from([0, 90, 100])),
        "all_tricks_takes_melds": draw(st.booleans()),
        "win_rule": draw(st.sampled_from(["beat_each", "beat_sum"])),
        "tie": draw(st.sampled_from(["taker_falls", "hold_over", "taker_scores_own",
                                     "defender_scores_own", "nobody_pot"])),
        "fall_points_to": draw(st.sampled_from(["opponents", "higher_opponent", "nobody", "both_opponents"])),
        "next_dealer": draw(st.sampled_from(["winner", "rotate"])),
        "rounding": "none",
        **({"melds": draw(st.sampled_from(["sequences", "full"]))} if variant.sides == 2 else {}),
    }


def one_hand(preset: str, data, **fixed) -> tuple[dict, dict]:
    options = {**data.draw(house_rules(preset), label="options"), **fixed}
    record = data.draw(records(preset, options=options, max_hands=1), label="record")
    return record, adjudicate(record)


@pytest.mark.parametrize("preset", PRESETS)
@PROPERTY
@given(data=st.data())
def test_the_side_taking_every_trick_writes_every_meld_and_bela_at_the_table(preset, data):
    """§4: under all_tricks_takes_melds, that side's bela is 20 for every bela declared at the
    table, whoever declared it, and no other side keeps a meld or bela."""
    record, ruling = one_hand(preset, data)
    entry, hand = ruling["hands"][0], record["hands"][0]
    side = entry["all_tricks"]
    if side is None or not record["options"]["all_tricks_takes_melds"]:
        return
    assert entry["bela"][side] == (20 if hand.get("bela") is not None else 0)
    assert all(entry["melds"][s] == entry["bela"][s] == 0 for s in range(len(entry["melds"])) if s != side)
    bonus = record["options"]["all_tricks_bonus"]
    assert entry["hand_points"][side] == hand["points"][side] + bonus + entry["melds"][side] + entry["bela"][side]


@pytest.mark.parametrize("preset", PRESETS)
@PROPERTY
@given(data=st.data())
def test_a_fall_to_nobody_leaves_every_defender_with_his_own(preset, data):
    """§6.2 `nobody`: when the taker falls, each defender writes his own hand points only."""
    record, ruling = one_hand(preset, data)
    entry = ruling["hands"][0]
    if record["options"]["fall_points_to"] != "nobody" or entry["outcome"] != "fell":
        return
    taker = entry["taker_side"]
    for s, written in enumerate(entry["score"]):
        if s != taker:
            assert written == entry["hand_points"][s]


@pytest.mark.parametrize("preset", [p for p in PRESETS if VARIANTS[p].players == 4])
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_takers_partner_never_counts_as_a_defender(preset, data):
    """§4: with best_side_defenders_share, when the best meld is on the taker's side (his own
    or his partner's), no defender scores a meld."""
    record, ruling = one_hand(preset, data, meld_rights="best_side_defenders_share",
                              all_tricks_takes_melds=False, melds_need_trick=False)
    entry = ruling["hands"][0]
    if entry["meld_side"] == entry["taker_side"]:
        assert entry["melds"][1 - entry["taker_side"]] == 0


@pytest.mark.parametrize("preset", PRESETS)
@PROPERTY
@given(data=st.data())
def test_a_fallen_hand_is_won_by_the_defender_writing_most_first_after_the_taker(preset, data):
    """§6.2: the hand's winner (here: the next dealer under next_dealer: winner) is the defender
    writing the most; equal, the first after the taker in play order."""
    record, ruling = one_hand(preset, data)
    entry = ruling["hands"][0]
    if record["options"]["next_dealer"] != "winner" or entry["outcome"] != "fell":
        return
    variant, taker = VARIANTS[preset], entry["taker_side"]
    order = [(taker + k) % variant.sides for k in range(1, variant.sides)]
    winner = max(order, key=lambda s: entry["score"][s])
    seats = [(entry["dealer"] + k) % variant.players for k in range(1, variant.players + 1)]
    assert ruling["game"]["next_dealer"] == next(s for s in seats if variant.side_of(s) == winner)


@pytest.mark.parametrize("preset", PRESETS)
@PROPERTY
@given(data=st.data())
def test_a_false_claim_loses_to_the_highest_opponent_first_after_the_claimant(preset, data):
    """§7 false_claim: forfeit: the other side wins; with three, the highest total, equal: the
    first after the claimant in play order."""
    variant = VARIANTS[preset]
    record = data.draw(records(preset, options={"false_claim": "forfeit", "threshold": "enough",
                                                "target": HUGE_TARGET}, max_hands=3), label="record")
    claimant = data.draw(st.integers(0, variant.sides - 1), label="claimant")
    played = adjudicate(record)
    dealer = played["game"]["next_dealer"]
    record["hands"].append({"dealer": dealer, "trump": "hearts", "taker": (dealer + 1) % variant.players,
                            "claims": [{"side": claimant, "after_trick": 1, "tricks": 0, "points": 0}]})
    totals = played["game"]["totals"]
    order = [(claimant + k) % variant.sides for k in range(1, variant.sides)]
    game = adjudicate(record)["game"]
    assert game["reason"] == "false_claim" and game["winner"] == max(order, key=lambda s: totals[s])
