"""Invariants of the engine over random valid records of every preset: records come from real deals (``records_strategy``), so every one is a record a table
could have written."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from records_strategy import PRESETS, hands, records
from scorekeeper.rules import Game, adjudicate, validate_record
from scorekeeper.rules.variants import VARIANTS

MODEST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEWER = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def conserving(preset: str, data) -> dict:
    """House rules under which no points are discarded (RULES §6.2–6.4): a fall goes to the
    opponents (with three players: to the higher one, or into the pot when they are level), ties
    are held over, fall or go into the pot whole, no rounding; the rest drawn at random."""
    sides = VARIANTS[preset].sides
    return {
        "tie": data.draw(st.sampled_from(["hold_over", "taker_falls", "nobody_pot"]), label="tie"),
        "fall_points_to": "opponents" if sides == 2 else "higher_opponent",
        "pot_to": data.draw(st.sampled_from(["next_winner", "next_maker"]), label="pot_to"),
        "bela_on_fall": data.draw(st.sampled_from(["to_winner", "kept"]), label="bela_on_fall"),
        "rounding": "none",
    }


@pytest.mark.parametrize("preset", PRESETS)
@MODEST
@given(data=st.data())
def test_what_is_written_plus_the_change_in_the_pot_is_the_hand_points(preset, data):
    """where no rule discards points (falls go to the opponents, ties held over, no
    rounding), what is written plus the change in the pot equals the sides' hand points."""
    record = data.draw(records(preset, options=conserving(preset, data)), label="record")
    pot = 0
    for entry in adjudicate(record)["hands"]:
        assert sum(entry["score"]) + entry["pot"] - pot == sum(entry["hand_points"]), entry
        pot = entry["pot"]


@pytest.mark.parametrize("preset", PRESETS)
@MODEST
@given(data=st.data())
def test_no_preset_writes_more_than_the_hand_holds(preset, data):
    """RULES §6: under every preset's own rules a hand's points are written, held in the pot or
    lost (bela-hr-3's fall to nobody, klaberjass's tie), never made up."""
    record = data.draw(records(preset), label="record")
    pot = 0
    for entry in adjudicate(record)["hands"]:
        assert sum(entry["score"]) + entry["pot"] - pot <= sum(entry["hand_points"]), entry
        pot = entry["pot"]


@pytest.mark.parametrize("preset", PRESETS)
@MODEST
@given(data=st.data())
def test_a_passed_taker_writes_at_least_its_own_hand_points(preset, data):
    """RULES §6.2: without rounding, a taker's side that passes writes at least its own
    hand points (more when it collects the pot)."""
    record = data.draw(records(preset), label="record")
    for entry in adjudicate(record)["hands"]:
        if entry["outcome"] == "passed":
            side = entry["taker_side"]
            assert entry["score"][side] >= entry["hand_points"][side], entry


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_the_ruling_is_deterministic(preset, data):
    """the same record always gives the same ruling, to the byte."""
    record = data.draw(records(preset), label="record")
    first = json.dumps(adjudicate(record), sort_keys=True)
    assert json.dumps(adjudicate(copy.deepcopy(record)), sort_keys=True) == first
    assert json.dumps(adjudicate(json.loads(json.dumps(record))), sort_keys=True) == first


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_changing_one_hand_changes_nothing_before_it(preset, data):
    """a corrected hand re-scores the game from that hand on, and nothing before it."""
    record = data.draw(records(preset, min_hands=2), label="record")
    variant = VARIANTS[preset]
    rules = variant.rules.with_options(record["options"])
    index = data.draw(st.integers(0, len(record["hands"]) - 1), label="index")
    changed = copy.deepcopy(record)
    changed["hands"][index] = data.draw(hands(variant, rules), label="new hand")
    before, after = adjudicate(record)["hands"], adjudicate(changed)["hands"]
    assert after[:index] == before[:index]
    assert len(after) == len(before)


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_dump_and_load_round_trip(preset, data):
    """RECORDS.md: the canonical record the engine writes back (``Game.to_record``) is read again
    into the same game: it re-adjudicates identically, and writing it again changes nothing."""
    record = data.draw(records(preset), label="record")
    dumped = Game.from_record(record).to_record()
    assert adjudicate(dumped) == adjudicate(record)
    assert Game.from_record(dumped).to_record() == dumped
    assert json.loads(json.dumps(dumped)) == dumped


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_pushing_hands_one_by_one_gives_the_ruling_of_the_record(preset, data):
    """``Game.push`` and ``adjudicate`` agree: a game kept hand by hand is the game recorded."""
    record = data.draw(records(preset), label="record")
    game = Game(variant=preset, players=record["players"], options=record["options"])
    for raw in record["hands"]:
        game.push(raw)
    assert game.ruling() == adjudicate(record)


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_totals_are_the_running_sums_of_what_is_written(preset, data):
    """RULES §7: running totals are the sums of written scores; the pot belongs to nobody."""
    record = data.draw(records(preset), label="record")
    ruling = adjudicate(record)
    totals = [0] * VARIANTS[preset].sides
    for entry in ruling["hands"]:
        totals = [t + s for t, s in zip(totals, entry["score"])]
        assert entry["totals"] == totals
        assert entry["explanation"] and all(isinstance(s, str) and s for s in entry["explanation"])
    assert ruling["game"]["totals"] == totals
    assert ruling["game"]["pot"] == ruling["hands"][-1]["pot"]
    assert ruling["game"]["finished"] is False


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_rounded_to_tens_every_written_score_is_a_multiple_of_ten(preset, data):
    """RULES §6.4: with ``rounding: tens`` each written score is rounded (5–9 up, 0–4 down)."""
    record = data.draw(records(preset, options={"rounding": "tens"}), label="record")
    for entry in adjudicate(record)["hands"]:
        assert all(s % 10 == 0 for s in entry["score"]), entry
        assert all(t % 10 == 0 for t in entry["totals"]), entry


@pytest.mark.parametrize("preset", PRESETS)
@FEWER
@given(data=st.data())
def test_every_generated_record_is_valid(preset, data):
    """The generator's promise, checked: ``validate_record`` accepts every record it builds."""
    record = data.draw(records(preset), label="record")
    assert len(validate_record(record).hands) == len(record["hands"])
