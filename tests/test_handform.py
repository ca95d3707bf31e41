"""The hand form's helpers: meld chips become melds the engine accepts, tricks that fit the points.

Paper keeps neither the cards of a meld nor the tricks each side took; the form fills them in,
and these tests hold it to never inventing a clash or a refusal the table did not have.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from scorekeeper.pages.handform import Draft, split_tricks
from scorekeeper.pages.meldchips import Chip, needs_detail, to_melds
from scorekeeper.rules import RecordError, adjudicate, find_variant
from scorekeeper.rules.records import parse_hand

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
BELA = find_variant("bela-hr-4")


def test_meld_chips_are_stored_as_said_and_never_make_a_clash():
    """Runs entered by value carry no invented cards, so they cannot clash (RULES §9)."""
    chips = [Chip(0, "200"), Chip(1, "20"), Chip(2, "50"), Chip(3, "20"), Chip(1, "100")]
    melds = to_melds(chips, rules=BELA.rules)
    assert melds[1] == {"seat": 1, "kind": "sequence", "value": 20}
    hand = {"dealer": 0, "trump": "hearts", "taker": 1, "melds": melds, "bela": 3,
            "tricks": [3, 5], "points": [50, 112]}
    ruling = adjudicate({"variant": "bela-hr-4", "players": PLAYERS, "hands": [hand]})
    assert ruling["hands"][0]["meld_side"] == 0  # four jacks (200) beat everything else


def test_details_are_asked_only_for_a_tie_of_the_best_value():
    """The engine decides (rights.details_needed): only equal best melds of two sides."""
    def needs(chips):
        return needs_detail(chips, rules=BELA.rules, trump="hearts", dealer=3, variant=BELA)
    assert needs([Chip(0, "50"), Chip(1, "20")]) == {}
    assert needs([Chip(0, "20"), Chip(2, "20")]) == {}
    assert needs([Chip(0, "20"), Chip(1, "20"), Chip(1, "50"), Chip(2, "50")]) == {2: {"top"}, 3: {"top"}}
    assert needs([Chip(0, "50", top="K"), Chip(1, "50", top="K")]) == {0: {"suit"}, 1: {"suit"}}


def _some_split_fits(points: list[int], variant) -> bool:
    for t0 in range(variant.tricks + 1):
        hand = {"dealer": 0, "trump": "spades", "taker": 0, "tricks": [t0, variant.tricks - t0],
                "points": points}
        try:
            parse_hand(hand, variant=variant, rules=variant.rules, path="")
            return True
        except RecordError:
            continue
    return False


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=162), st.sampled_from(["bela-hr-4", "clobyosh"]))
def test_trick_split_is_found_whenever_one_exists(points0, name):
    """Paper has no trick counts: the form writes a split the engine accepts, if there is one."""
    variant = find_variant(name)
    points1 = 162 - points0 if variant.all_cards_played else max(0, 100 - points0)
    points = [points0, points1]
    tricks = split_tricks(Draft(points=points), points, variant=variant, rules=variant.rules, taker=0)
    if _some_split_fits(points, variant) and all(points):
        hand = {"dealer": 0, "trump": "spades", "taker": 0, "tricks": tricks, "points": points}
        parse_hand(hand, variant=variant, rules=variant.rules, path="")
