"""Ruling sentences as notes (scorekeeper/rules/explain.py): RECORDS.md "Ruling" says the
``explanation`` is plain sentences, one per decision, each naming the option that decided it;
beside each sentence the ruling keeps its note (``notes``, ``warning_notes``), from which the
pages say the same sentence in Croatian or French."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from ruling_corpus import RARE, varied_records

from scorekeeper.rules import Rules, adjudicate
from scorekeeper.rules.explain import TEMPLATES, Note, cited, from_json, placeholders, render, to_json
from scorekeeper.rules.cards import Rank, Suit
from scorekeeper.rules.melds import SEQUENCE, Meld

ENGINE = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"
# Reached only through Meld.describe (open belot's runs made during play are never compared).
DESCRIBE_ONLY = {"run.during_play"}


# Sentences only a replayed hand says: a renege shown by a bela (RULES §8), and open belot's word
# on why a later card proves nothing there.
REPLAYED = [
    {"variant": "klaberjass", "options": {"target": 10**9}, "players": ["Ana", "Boris"], "hands": [
        {"dealer": 0, "trump": "diamonds", "taker": 1, "bela": 0, "play": [["8D", "8H"]], "points": [40, 42]}]},
    {"variant": "open-belot", "options": {"target": 10**9}, "players": ["Ana", "Boris"], "hands": [
        {"dealer": 1, "trump": "hearts", "taker": 0, "play": [["AD", "7D"]], "points": [100, 62]}]},
]


@pytest.fixture(scope="module")
def rulings() -> list[dict]:
    return [adjudicate(record) for record in varied_records() + RARE + REPLAYED]


def ids_of(note: dict) -> set[str]:
    found = {note["id"]}
    for value in note["args"].values():
        if isinstance(value, dict):
            found |= ids_of(value)
    return found


def check_args(note: dict) -> None:
    """The note names a template and gives exactly its placeholders, nested notes likewise."""
    assert note["id"] in TEMPLATES, note
    wanted = placeholders(TEMPLATES[note["id"]])
    # Beside a seat's player's name the JSON keeps the seat's number, and a side's label its
    # number, for clients that want them; the sentence says the names only.
    kept = {p[:-5] for p in wanted if p.endswith("_name")} | ({"side", "players"} if note["id"] == "side" else set())
    # The option's value (``rule``, ``step``) travels beside the sentence that says it in words.
    assert set(note["args"]) - {"rule", "step"} == wanted - {"rule", "step"} | kept, note
    for value in note["args"].values():
        assert isinstance(value, (int, str, dict)) and not isinstance(value, bool), note
        if isinstance(value, dict):
            check_args(value)


def string_constants_outside_the_registry() -> set[str]:
    found = set()
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        registry = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "MappingProxyType" \
                    and node.args and isinstance(node.args[0], ast.Dict) and path.name == "explain.py":
                registry |= {id(k) for k in node.args[0].keys}
        found |= {node.value for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in registry}
    return found


def test_every_template_is_used_by_the_engine():
    """No dead sentence for translators: each template id is written somewhere in the engine."""
    unused = sorted(set(TEMPLATES) - string_constants_outside_the_registry())
    assert not unused


def test_placeholders_are_plain_names():
    """Translations fill the same names; no positional fields, conversions or format specs."""
    from string import Formatter
    for template_id, template in TEMPLATES.items():
        for _, name, spec, conversion in Formatter().parse(template):
            assert name is None or (name.isidentifier() and not spec and not conversion), template_id


def test_every_note_renders_as_the_sentence_beside_it(rulings):
    for ruling in rulings:
        for hand in ruling["hands"]:
            assert len(hand["notes"]) == len(hand["explanation"])
            assert len(hand["warning_notes"]) == len(hand["warnings"])
            for note, sentence in zip(hand["notes"] + hand["warning_notes"], hand["explanation"] + hand["warnings"]):
                check_args(note)
                assert render(from_json(note)) == sentence
                assert note.get("rules", []) == list(cited(from_json(note)))


def test_the_corpus_makes_the_engine_say_every_sentence(rulings):
    """Every template is reachable from a record (and so every one is checked above)."""
    said = set()
    for ruling in rulings:
        for hand in ruling["hands"]:
            for note in hand["notes"] + hand["warning_notes"]:
                said |= ids_of(note)
    assert set(TEMPLATES) - said == DESCRIBE_ONLY
    assert Meld(SEQUENCE, Rank.KING, Suit.HEARTS, 4, during_play=True).describe_note(Rules()) == \
        Note("meld.run_top_in", {"top": Note("top.K"), "name": Note("run.during_play", {"length": 4}),
                                 "suit": Note("in.hearts")})


def test_notes_are_plain_json(rulings):
    for ruling in rulings[:50]:
        assert json.loads(json.dumps(ruling)) == ruling


def test_a_fall_as_a_note():
    """RULES §6: the taker falls; the note keeps the side, the rule and the score apart."""
    ruling = adjudicate({"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [3, 5], "points": [62, 100]}]})
    hand = ruling["hands"][0]
    assert hand["explanation"][0] == ("Ana & Cvita took trump and went down: "
                                      "the taker needed more than every other side: 62–100.")
    assert hand["notes"][0] == {"id": "score.falls", "args": {
        "side": {"id": "side", "args": {"side": 0, "names": "Ana & Cvita", "players": 2}},
        "rule": {"id": "rule.beat_each", "args": {}}, "versus": "62–100"}, "rules": ["win_rule"]}


def test_a_wrong_dealer_is_a_warning_note():
    ruling = adjudicate({"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]},
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}]})
    hand = ruling["hands"][1]
    assert hand["warning_notes"] == [{"id": "game.wrong_dealer", "args": {
        "expected": 0, "rule": "rotate", "dealer": 3, "expected_name": "Ana", "dealer_name": "Dino"},
        "rules": ["next_dealer"]}]
    assert hand["warnings"] == [render(from_json(hand["warning_notes"][0]))]
    assert hand["warnings"] == ["Ana should have dealt, but Dino did; the hand is scored as written."]


def test_a_note_is_a_frozen_value():
    note = Note("side", {"side": 1, "names": "Boris"})
    with pytest.raises(AttributeError):
        note.id = "other"  # type: ignore[misc]
    assert note == from_json(to_json(note)) and render(note) == "Boris"
    assert f"{Note('suit.hearts')}" == "hearts"
