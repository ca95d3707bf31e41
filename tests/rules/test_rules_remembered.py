"""What the engine remembers within a game (the meld rights awarded for the same melds, trump and
taker's side; tables of melds found possible) changes no ruling: the same record ruled with
nothing remembered gives the same ruling, or the same refusal (RULES §4, "Meld rights")."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from records_strategy import PRESETS, records
from scorekeeper.rules import RecordError, adjudicate
from scorekeeper.rules import game, handchecks, scoring
from scorekeeper.rules.rights import award


def _awarded_afresh(table, hand):
    return award(hand.melds, rules=table.rules, trump=hand.trump, forehand=table.forehand(hand.dealer),
                 players=table.variant.players, taker=hand.taker, side_of=table.side_of,
                 name_side=table.side_note)


def _ruled(record: dict) -> dict:
    try:
        return adjudicate(copy.deepcopy(record))
    except RecordError as error:
        return error.to_dict()


def _ruled_remembering_nothing(record: dict) -> dict:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scoring, "meld_rights", _awarded_afresh)
        patch.setattr(game, "meld_rights", _awarded_afresh)
        patch.setattr(handchecks, "_POSSIBLE", {})
        patch.setattr(handchecks, "_verify_melds", lambda hand, variant: handchecks.verify_table(
            hand.melds, bela=hand.bela, trump=hand.trump, hand_size=variant.tricks, partners=variant.partners))
        return _ruled(record)


@st.composite
def games_dealing_the_same_melds_again(draw) -> dict:
    """A game whose hands come again with every other dealer and taker: the same melds, where a
    tie-break by play order (who dealt) may now give them to the other side."""
    record = draw(records(draw(st.sampled_from(PRESETS)), max_hands=3,
                          options=draw(st.sampled_from([{}, {"meld_rights": "best_side_defenders_share"},
                                                        {"meld_tiebreak": ["first"]}]))))
    players = len(record["players"])
    again = [{**hand, "dealer": dealer, "taker": taker} for hand in record["hands"]
             for dealer in range(players) for taker in draw(st.permutations(range(players)))[:2]]
    record["hands"] += again
    return record


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=games_dealing_the_same_melds_again())
def test_a_ruling_is_the_same_with_nothing_remembered(record):
    assert _ruled(record) == _ruled_remembering_nothing(record)


def test_equal_melds_go_by_who_dealt_each_time():
    """Two equal twenties, one per side, in trump neither: the first from the forehand wins, so the
    same melds go to Ana & Cvita when Dino deals and to Boris & Dino when Ana deals (RULES §4)."""
    melds = [{"seat": 0, "cards": ["AS", "KS", "QS"]}, {"seat": 1, "cards": ["AD", "KD", "QD"]}]
    hand = {"trump": "clubs", "taker": 0, "tricks": [5, 3], "points": [100, 62], "melds": melds}
    record = {"variant": "bela-hr-4", "options": {"meld_tiebreak": ["first"]},
              "players": ["Ana", "Boris", "Cvita", "Dino"],
              "hands": [{**hand, "dealer": 3}, {**hand, "dealer": 0}, {**hand, "dealer": 3}]}
    ruling = adjudicate(record)
    assert [h["meld_side"] for h in ruling["hands"]] == [0, 1, 0]
    assert ruling == _ruled_remembering_nothing(record)
