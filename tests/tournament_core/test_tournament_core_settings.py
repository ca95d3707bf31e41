"""The settings extend, never break: a tournament saved before the new settings loads with
their defaults; every new setting has its help text and refuses what it cannot be."""

from __future__ import annotations

import pytest

from scorekeeper.tournament_core.settings import SETTING_SPECS, SettingError, TournamentSettings

SAVED_BEFORE = {"format": "swiss", "rounds": 5, "best_of": 1, "deals": 12, "ranking": "points",
                "tiebreaks": ["difference", "head_to_head", "buchholz", "lot"], "bye_points": 972,
                "bye_score": "fixed", "bye_counts_as_win": True, "repasaz_until": 0,
                "late_entry": "zero", "seed": 42}


def test_a_tournament_saved_before_loads_with_the_new_settings_at_their_defaults():
    s = TournamentSettings.from_json(SAVED_BEFORE)
    assert (s.rounds, s.bye_points, s.seed) == (5, 972, 42)
    assert (s.pair_within, s.buchholz_byes, s.knockout_decider, s.pairing_rule) == (
        "adjacent", "virtual", "extra_game", "optimum")
    assert TournamentSettings.from_json(s.to_json()) == s


def test_the_new_settings_and_tiebreaks_are_documented():
    names = {spec.name: spec for spec in SETTING_SPECS}
    for name in ("pair_within", "buchholz_byes", "knockout_decider", "pairing_rule", "absent_score",
                 "double_round_robin", "berger_by_lot", "avoid_same_club", "third_place", "pools",
                 "pool_advance"):
        assert names[name].help
    for tiebreak in ("sonneborn_berger", "wins", "buchholz_cut1"):
        assert tiebreak in names["tiebreaks"].choices and tiebreak in names["tiebreaks"].help


@pytest.mark.parametrize("data, path", [({"pair_within": "spiral"}, "pair_within"),
                                        ({"format": "pools"}, "pools"),
                                        ({"format": "double_elimination", "ranking": "points"}, "ranking"),
                                        ({"knockout_decider": "coin"}, "knockout_decider")])
def test_a_bad_new_setting_names_its_field(data, path):
    with pytest.raises(SettingError) as refused:
        TournamentSettings.from_json(data)
    assert refused.value.path == path
