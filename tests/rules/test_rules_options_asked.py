"""No house rule is accepted and then ignored (CONTRIBUTING: "where two sources of a rule disagree,
it is a house-rule option with a default"): for the four presets of contrée, coinche and
klaverjas, an option written with another value than the preset's is either refused for that
game with the reason (``Family.ignored_options``), or the engine asks it while it rules that
game's hands.

"Asks" is measured: every house rule the engine reads while it rules the corpus of those games
(``ruling_corpus.OWN_GAMES`` and deals played card by card) is recorded.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_strategy import played_record
from ruling_corpus import OWN_GAMES

from scorekeeper.rules import OPTION_SPECS, RecordError, Rules, adjudicate, family_of, house_rules
from scorekeeper.rules.variants import VARIANTS

ENGINE = Path(sys.modules["scorekeeper.rules"].__file__).parent

PRESETS = ("contree", "coinche", "klaverjas-amsterdam", "klaverjas-rotterdam")
NAMES = {spec.name for spec in OPTION_SPECS}
# Asked of every game outside the hands' scoring (the game's length, its claims, who deals):
# the corpus of a single preset does not reach them all.
GAME_LEVEL = {"target", "deals", "threshold", "claim_window", "false_claim", "next_dealer", "renege"}


def _a_rule_asks(filename: str) -> bool:
    """A read by the engine's rules, not by the code that copies, compares or lists them all
    (``with_options``, ``to_json``, a dataclass's generated methods, ``house_rules``)."""
    path = Path(filename)
    return ENGINE in path.parents and path.name != "options.py" and path != ENGINE / "families" / "__init__.py"


def _asked(records: list[dict]) -> set[str]:
    """The house rules read while ``records`` are ruled."""
    read: set[str] = set()
    original = Rules.__getattribute__

    def spy(self, name):
        if name in NAMES and _a_rule_asks(sys._getframe(1).f_code.co_filename):
            read.add(name)
        return original(self, name)

    Rules.__getattribute__ = spy  # type: ignore[method-assign]
    try:
        for record in records:
            try:
                adjudicate(record)
            except RecordError:
                pass
    finally:
        Rules.__getattribute__ = original  # type: ignore[method-assign]
    return read


# What the corpus of ruling sentences leaves out: a bid after a contre, equal melds in coinche.
MORE = [
    {"variant": "contree", "options": {"contre_closes": False}, "players": ["A", "B", "C", "D"],
     "hands": [{"dealer": 3, "auction": ["100 spades", "contre", "110 hearts", "pass", "pass", "pass"],
                "points": [62, 100]}]},
    {"variant": "coinche", "players": ["A", "B", "C", "D"],
     "hands": [{"dealer": 3, "trump": "clubs", "taker": 0, "bid": 80, "points": [100, 62],
                "melds": [{"seat": 0, "cards": ["AS", "KS", "QS"]}, {"seat": 1, "cards": ["AH", "KH", "QH"]}]}]},
]


def _corpus(family) -> list[dict]:
    own = [r for r in OWN_GAMES + MORE if family_of(VARIANTS[r["variant"]]) is family]
    played = [played_record(preset, random.Random(seed), hands=4, cheat=seed % 3 or None,
                            options={"melds": "full"} if preset == "contree" and seed % 2 else {})
              for preset in PRESETS if family_of(VARIANTS[preset]) is family for seed in range(6)]
    return own + played


ASKED = {preset: _asked(_corpus(family_of(VARIANTS[preset]))) for preset in PRESETS}


def _other_value(spec, value):
    if spec.kind == "bool":
        return not value
    if spec.kind == "int":
        return value + 10
    if spec.kind == "list":
        return [c for c in spec.choices if c not in value][:1] + list(value)
    return next(c for c in spec.choices if c != value)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_option_a_game_accepts_is_asked_by_it(preset):
    variant = VARIANTS[preset]
    ignored = family_of(variant).ignored_options(variant.rules)
    accepted = NAMES - set(ignored) - GAME_LEVEL
    assert accepted - ASKED[preset] == set()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESETS), changed=st.sets(st.sampled_from(sorted(NAMES)), min_size=1, max_size=4))
def test_random_option_mixes_are_asked_or_refused_with_the_reason(preset, changed):
    """Property: any mix of changed options is refused at an option the game never asks, naming
    the game and why, or every option in it is one the game asks."""
    variant = VARIANTS[preset]
    specs = {spec.name: spec for spec in OPTION_SPECS}
    options = {name: _other_value(specs[name], getattr(variant.rules, name)) for name in changed}
    try:
        rules = house_rules(variant, options)
    except RecordError as error:
        if error.note is None or error.note.id != "refuse.option_ignored":
            return  # a mix the engine refuses for another reason (a value out of range)
        name = error.path.split(".")[1]
        assert name in changed and variant.title in error.message
        assert name in family_of(variant).ignored_options(variant.rules.with_options(options))
        return
    changed_here = {n for n in changed if getattr(rules, n) != getattr(variant.rules, n)}
    assert changed_here - ASKED[preset] - GAME_LEVEL == set()


def test_an_option_a_game_ignores_is_refused_with_the_reason():
    """The issue's case: ``tie`` in contrée, ``rounding`` in klaverjas, a meld rule in contrée
    (no melds) and a contract rule in bela are refused, each saying why; the same value as the
    preset's is no change and is accepted."""
    cases = [("contree", {"tie": "hold_over"}, "this game is scored by its own rules, without a pot"),
             ("klaverjas", {"rounding": "tens"}, "its scores are never rounded"),
             ("contree", {"sequence_rank": "length_first"}, "no melds are declared in this game"),
             ("bela", {"contract_made": "contract_only"}, "only contrée and coinche bid contracts"),
             ("coinche", {"stuk": "hand"}, "it is a rule of klaverjas")]
    for preset, options, why in cases:
        with pytest.raises(RecordError) as caught:
            adjudicate({"variant": preset, "options": options, "players": ["A", "B", "C", "D"], "hands": []})
        name = next(iter(options))
        assert caught.value.path == f"options.{name}"
        assert caught.value.message.startswith(f"{name} changes nothing in ") and caught.value.message.endswith(why)
    assert adjudicate({"variant": "contree", "options": {"tie": "taker_falls", "melds": "full",
                                                          "sequence_rank": "length_first"},
                       "players": ["A", "B", "C", "D"], "hands": []})["hands"] == []
