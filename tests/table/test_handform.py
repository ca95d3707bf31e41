"""The hand form's helpers: meld chips become melds the engine accepts, tricks that fit the points.

Paper keeps neither the cards of a meld nor the tricks each side took; the form writes neither,
and these tests hold it to never inventing a clash or a refusal the table did not have.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from scorekeeper.table.pages.handform import Draft, said_tricks
from scorekeeper.table.pages.meldchips import Chip, needs_detail, to_melds
from scorekeeper.rules import RecordError, adjudicate, find_variant
from scorekeeper.rules.records import parse_hand

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
BELA = find_variant("bela-hr-4")


def test_meld_chips_are_stored_as_said_and_never_make_a_clash():
    """Runs entered by value carry no invented cards, so they cannot clash (RULES §9); a pair's
    meld is written for the pair, as on a paper sheet, with no invented player."""
    chips = [Chip(0, "200"), Chip(1, "20"), Chip(0, "50"), Chip(1, "20"), Chip(1, "100")]
    melds = to_melds(chips, variant=BELA, rules=BELA.rules)
    assert melds[1] == {"side": 1, "kind": "sequence", "value": 20}
    hand = {"dealer": 0, "trump": "hearts", "taker": 1, "melds": melds, "bela": 3,
            "tricks": [3, 5], "points": [50, 112]}
    ruling = adjudicate({"variant": "bela-hr-4", "players": PLAYERS, "hands": [hand]})
    assert ruling["hands"][0]["meld_side"] == 0  # four jacks (200) beat everything else


def test_a_pair_meld_with_its_player_said_is_stored_for_that_player_and_one_player_sides_by_seat():
    assert to_melds([Chip(0, "50", seat=2)], variant=BELA, rules=BELA.rules) == [
        {"seat": 2, "kind": "sequence", "value": 50}]
    three = find_variant("bela-hr-3")
    assert to_melds([Chip(2, "20")], variant=three, rules=three.rules) == [
        {"seat": 2, "kind": "sequence", "value": 20}]


def test_details_are_asked_only_for_a_tie_of_the_best_value():
    """The engine decides (rights.details_needed): only equal best melds of two sides."""
    def needs(chips):
        return needs_detail(chips, rules=BELA.rules, trump="hearts", dealer=3, variant=BELA)
    assert needs([Chip(0, "50"), Chip(1, "20")]) == {}
    assert needs([Chip(0, "20"), Chip(0, "20")]) == {}
    assert needs([Chip(0, "20"), Chip(1, "20"), Chip(1, "50"), Chip(0, "50")]) == {2: {"top"}, 3: {"top"}}
    assert needs([Chip(0, "50", top="K"), Chip(1, "50", top="K")]) == {0: {"suit"}, 1: {"suit"}}


def test_the_partner_is_asked_only_when_play_order_splits_equal_melds():
    """RULES §4, meld_tiebreak trump, first: equal K-high fifties outside trump go to the seat first in
    play from the forehand (Ana, the dealer being Dino), so which partner declared each is asked;
    once Ana is said, or a fifty is in trump, nothing is."""
    def needs(chips):
        return needs_detail(chips, rules=BELA.rules, trump="hearts", dealer=3, variant=BELA)
    spades, clubs = {"top": "K", "suit": "spades"}, {"top": "K", "suit": "clubs"}
    assert needs([Chip(0, "50", **spades), Chip(1, "50", **clubs)]) == {0: {"seat"}, 1: {"seat"}}
    assert needs([Chip(0, "50", seat=2, **spades), Chip(1, "50", **clubs)]) == {1: {"seat"}}
    assert needs([Chip(0, "50", seat=0, **spades), Chip(1, "50", **clubs)]) == {}
    assert needs([Chip(0, "50", top="K", suit="hearts"), Chip(1, "50", **clubs)]) == {}


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


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=162), st.sampled_from(["bela-hr-4", "clobyosh", "bela-hr-3"]))
def test_points_without_tricks_are_judged_whenever_a_split_fits(points0, name):
    """Paper has no trick counts, and the form writes none: the engine accepts the points whenever
    some split of tricks fits them (RULES §9), and assumes no capot nor a side without a trick
    that the table did not say, unless the points allow nothing else."""
    variant = find_variant(name)
    if variant.sides == 3:
        points = [points0, (162 - points0) // 2, 162 - points0 - (162 - points0) // 2]
    else:
        points = [points0, 162 - points0 if variant.all_cards_played else max(0, 100 - points0)]
    hand = {"dealer": 0, "trump": "spades", "taker": 0, "points": points}
    try:
        parsed = parse_hand(hand, variant=variant, rules=variant.rules, path="")
    except RecordError:
        assert variant.sides == 3 or not _some_split_fits(points, variant)
        return
    assert parsed.tricks_said is None and sum(parsed.tricks) == variant.tricks
    plain = [[t, variant.tricks - t] for t in range(1, variant.tricks)]
    if variant.sides == 2 and any(_fits_with(points, variant, tricks) for tricks in plain):
        assert all(0 < t < variant.tricks for t in parsed.tricks)


def _fits_with(points: list[int], variant, tricks: list[int]) -> bool:
    hand = {"dealer": 0, "trump": "spades", "taker": 0, "tricks": tricks, "points": points}
    try:
        parse_hand(hand, variant=variant, rules=variant.rules, path="")
    except RecordError:
        return False
    return True


def test_the_form_stores_only_the_tricks_the_table_said():
    """No trick counts invented: none unless the table said "all tricks" or "no trick"."""
    assert said_tricks(Draft(points=[100, None]), variant=BELA) is None
    assert said_tricks(Draft(points=[162, None], all_tricks=0), variant=BELA) == [8, 0]
    assert said_tricks(Draft(points=[None, 0], no_trick={1}), variant=BELA) == [None, 0]
