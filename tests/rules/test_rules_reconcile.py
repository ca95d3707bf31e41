"""A hand replayed card by card and what the table also wrote beside it (RULES §8): the cards
decide the tricks and the trick points; a summary written beside a complete play must say the
same, or the record is refused with both figures, side by side."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st
from play_strategy import played_record

from scorekeeper.rules import VARIANTS, RecordError, adjudicate

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
PRESETS = sorted(name for name, v in VARIANTS.items() if v.game == "bela")  # contrée, klaverjas: own tests

# Dino deals, hearts are trump and Ana took: Ana & Cvita take all eight tricks. Boris holds the
# spade twenty 9-8-7 and Dino the Q-high twenty in spades.
CAPOT = [["JH", "7S", "9H", "JS"], ["AH", "8S", "TH", "TS"], ["KH", "9S", "QH", "QS"], ["8H", "KS", "7H", "AS"],
         ["AD", "7D", "TD", "8D"], ["AC", "7C", "TC", "8C"], ["KD", "9D", "QD", "JD"], ["KC", "9C", "QC", "JC"]]
TWENTIES = [{"seat": 1, "cards": ["9S", "8S", "7S"]}, {"seat": 3, "cards": ["QS", "JS", "TS"]}]


def capot(**written) -> dict:
    return {"variant": "bela-hr-4", "options": {"all_tricks_takes_melds": False}, "players": FOUR, "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "play": CAPOT, "melds": TWENTIES, **written}]}


def test_a_capot_with_its_points_written_still_takes_the_all_tricks_bonus():
    """RULES §8: a complete play decides the tricks; a side with every trick takes the all-tricks
    bonus whatever was written beside it. Ana & Cvita took all eight tricks: 162 + 90 = 252,
    with or without "162 – 0" written beside the cards."""
    for written in ({}, {"points": [162, 0]}, {"tricks": [8, 0], "points": [162, 0]}):
        hand = adjudicate(capot(**written))["hands"][0]
        assert hand["hand_points"] == [252, 0] and hand["all_tricks"] == 0
        assert "Ana & Cvita took every trick: +90." in hand["explanation"]


def test_written_points_do_not_count_the_melds_of_a_side_the_cards_show_took_no_trick():
    """RULES §4 (melds_need_trick) and §8: Boris & Dino took no trick in the cards, so their two
    twenties do not count, though "162 – 0" alone might have let them take a trick of no points."""
    hand = adjudicate(capot(points=[162, 0]))["hands"][0]
    assert hand["melds"] == [0, 0] and hand["score"] == [252, 0]
    assert "Boris & Dino took no trick, so the melds of that side (40) did not count." in hand["explanation"]


def test_tricks_written_against_the_cards_are_refused_saying_both_by_side():
    """RULES §8: tricks written beside a play must be what the cards show, or the record is refused
    with both figures, by side; with no points written as much as with them."""
    for written in ({"tricks": [7, 1]}, {"tricks": [7, 1], "points": [162, 0]}, {"tricks": [None, 1]}):
        with pytest.raises(RecordError) as refused:
            adjudicate(capot(**written))
        assert refused.value.path == "hands[0].tricks"
        assert "the cards played give: Ana & Cvita 8 and Boris & Dino 0" in refused.value.message
        assert "the tricks written, Ana & Cvita 7 and Boris & Dino 1" in refused.value.message or \
            "the tricks written, Ana & Cvita – and Boris & Dino 1" in refused.value.message


def test_points_written_against_the_cards_name_the_points_and_both_figures():
    """RULES §8: the refusal says what differs (the points), the cards' and the table's, by side."""
    with pytest.raises(RecordError) as refused:
        adjudicate(capot(points=[152, 10]))
    assert refused.value.path == "hands[0].points"
    assert refused.value.message == ("the points written, Ana & Cvita 152 and Boris & Dino 10, are not what the "
                                     "cards played make: Ana & Cvita 162 and Boris & Dino 0")


def test_written_tricks_that_agree_with_the_cards_are_kept():
    """RULES §8: tricks that are what the cards show are accepted beside the play."""
    assert adjudicate(capot(tricks=[8, 0]))["hands"][0]["hand_points"] == [252, 0]


def test_tricks_against_a_replay_of_three_players_name_each_player():
    """RULES §8, three sides: the figures of each player, by name."""
    record = played_record("bela-3", random.Random(3))
    won = adjudicate(record)["hands"][0]["play"]["tricks_won"]
    wrong = won[1:] + won[:1]
    record["hands"][0]["tricks"] = wrong if wrong != won else [won[0] + 1, won[1] - 1, won[2]]
    with pytest.raises(RecordError) as refused:
        adjudicate(record)
    names = record["players"]
    assert f"{names[0]} {won[0]}, " not in refused.value.message  # "and" between the last two only
    assert f"cards played give: {names[0]} {won[0]} and {names[1]} {won[1]} and {names[2]} {won[2]}" in \
        refused.value.message


def options_mix() -> st.SearchStrategy[dict]:
    """House rules of play and of scoring that a summary could hide (an all-tricks bonus, melds
    that need a trick), in any mix."""
    return st.fixed_dictionaries({}, optional={
        "over_in_suit": st.booleans(), "partner_exemption": st.booleans(), "bare_yuss": st.booleans(),
        "trump_lead_scoring": st.booleans(), "renege": st.sampled_from(["fall", "warn"]),
        "all_tricks_bonus": st.sampled_from([0, 90, 100]), "melds_need_trick": st.booleans(),
        "bela_needs_trick": st.booleans(), "all_tricks_takes_melds": st.booleans(),
        "tie": st.sampled_from(["taker_falls", "hold_over", "taker_scores_own"])})


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PRESETS), options_mix(), st.integers(0, 10**6), st.sampled_from(["points", "tricks", "both"]))
def test_a_legal_play_with_its_summary_written_is_ruled_as_without_it(preset, options, seed, which):
    """RULES §8: written points never change the ruling of a complete play: the same play with
    its own tricks and points written beside it is ruled exactly as without them."""
    record = played_record(preset, random.Random(seed), options=options, hands=2)
    bare = adjudicate(record)
    for hand, ruled in zip(record["hands"], bare["hands"]):
        if which in ("tricks", "both"):
            hand["tricks"] = ruled["play"]["tricks_won"]
        if which in ("points", "both"):
            hand["points"] = ruled["play"]["points"]
    assert adjudicate(record) == bare
