"""What the engine refuses (RULES §9): each refusal names the field (``path``) and says what is
wrong in the table's words; and the records on the edge of the rules that must be accepted."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from scorekeeper.rules import RecordError, adjudicate, validate_record
from scorekeeper.rules.explain import cited, render, to_json

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
PLAYERS = {"bela-hr-4": FOUR, "belote": FOUR, "bela-hr-3": FOUR[:3], "bela-3": FOUR[:3]}


def hand(**fields) -> dict:
    """A valid four-handed hand (81–81 is a fall under bela-hr-4), changed by ``fields``."""
    base = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [4, 4], "points": [81, 81]}
    base.update(fields)
    return {k: v for k, v in base.items() if v is not None}


def two(**fields) -> dict:
    """A valid two-handed hand, changed by ``fields``."""
    return hand(**{"dealer": 0, "tricks": [5, 4], "points": [90, 50], **fields})


def three(**fields) -> dict:
    """A valid bela-hr-3 hand (seed 001 cf23 Example III), changed by ``fields``."""
    return hand(**{"dealer": 2, "tricks": [6, 1, 3], "points": [103, 17, 42], **fields})


def game(variant: str, hands: list[dict], **options) -> dict:
    return {"variant": variant, "options": options, "players": PLAYERS.get(variant, ["A", "B"]),
            "hands": hands}


def refused(variant: str, hands: list[dict], **options) -> RecordError:
    with pytest.raises(RecordError) as caught:
        adjudicate(game(variant, hands, **options))
    error = caught.value
    # Every refusal of the engine is a note too, which the pages say in the table's language.
    assert error.to_dict() == {"error": {"message": error.message, "path": error.path,
                                         "note": to_json(error.note)}}
    assert render(error.note) == error.message
    return error


def accepted(variant: str, hands: list[dict], **options) -> dict:
    validate_record(game(variant, hands, **options))
    return adjudicate(game(variant, hands, **options))


def meld(seat: int, cards: str, **extra) -> dict:
    return {"seat": seat, "cards": cards.split(), **extra}


# ----------------------------------------------------------------- unknown card, suit, seat, side

def test_unknown_card_in_a_meld():
    """RULES §9: unknown card. RULES §1: a card is a rank (7 8 9 T J Q K A) and a suit (S H D C)."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "ZZ KS QS")])])
    assert error.path == "hands[0].melds[0].cards[0]"
    assert "\"ZZ\" is not a card" in error.message


def test_unknown_card_turned_up():
    """RULES §9: unknown card — there is no 1 of spades in a 32-card pack."""
    error = refused("bela-hr-4", [hand(turn_up="1S")])
    assert error.path == "hands[0].turn_up"
    assert "is not a card" in error.message


def test_unknown_suit_as_trump():
    """RULES §9: unknown suit; suits are spades, hearts, diamonds, clubs."""
    error = refused("bela-hr-4", [hand(trump="stars")])
    assert error.path == "hands[0].trump"
    assert "\"stars\" is not a suit" in error.message and "spades, hearts, diamonds or clubs" in error.message


def test_unknown_suit_in_a_meld_shorthand():
    """RULES §9: unknown suit, in the shorthand of a run."""
    error = refused("bela-hr-4", [hand(melds=[{"seat": 0, "kind": "sequence", "length": 3, "top": "K",
                                               "suit": "stars"}])])
    assert error.path == "hands[0].melds[0].suit"
    assert "is not a suit" in error.message


@pytest.mark.parametrize("field, value, path", [
    ("dealer", 4, "hands[0].dealer"),
    ("taker", 7, "hands[0].taker"),
    ("bela", -1, "hands[0].bela"),
])
def test_unknown_seat(field, value, path):
    """RULES §9: unknown seat; seats are numbered 0..n-1 in order of play (RULES §2)."""
    error = refused("bela-hr-4", [hand(**{field: value})])
    assert error.path == path
    assert "seat number from 0 to 3" in error.message


def test_unknown_seat_of_a_meld():
    """RULES §9: unknown seat, for the player declaring a meld."""
    error = refused("bela-hr-4", [hand(melds=[meld(5, "AS KS QS")])])
    assert error.path == "hands[0].melds[0].seat"
    assert "seat number from 0 to 3" in error.message


def test_unknown_side_of_a_claim():
    """RULES §9: unknown side; with four players there are sides 0 and 1 (RULES §2)."""
    error = refused("bela-hr-4", [hand(claims=[{"side": 2, "after_trick": 3, "tricks": 1, "points": 10}])])
    assert error.path == "hands[0].claims[0].side"
    assert "side number from 0 to 1" in error.message


def test_unknown_variant_and_wrong_number_of_players():
    """RECORDS.md: ``variant`` is a preset of RULES §3; ``players`` must match its count."""
    with pytest.raises(RecordError) as caught:
        adjudicate({"variant": "canasta", "players": ["A", "B"], "hands": []})
    assert caught.value.path == "variant" and "there is no game called \"canasta\"" in caught.value.message
    with pytest.raises(RecordError) as caught:
        adjudicate({"variant": "bela-hr-4", "players": ["A", "B"], "hands": []})
    assert caught.value.path == "players" and "is played by 4" in caught.value.message


# ----------------------------------------------------------------- a card used twice

def test_card_used_twice_in_two_players_melds():
    """RULES §9: a card used twice — the K of spades cannot be in seat 0's A-K-Q and seat 1's K-Q-J."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "AS KS QS"), meld(1, "KS QS JS")])])
    assert error.path == "hands[0].melds[1]"
    assert re.fullmatch(r"Ana and Boris cannot both have declared [KQ]♠: there is only one in the pack",
                        error.message)


def test_card_used_twice_is_refused_in_the_same_words_in_every_process():
    """CONTRIBUTING.md: rulings and errors are derived from the record alone. Seat 0's A-K-Q-J-10
    and seat 1's K-Q-J-10-9 of spades share four cards; the refusal must read the same in every
    server process. Up to 20 fresh interpreters; stops at the first disagreement."""
    script = ("from scorekeeper.rules import adjudicate, RecordError\n"
              "try:\n"
              "    adjudicate({'variant': 'bela-hr-4', 'players': list('abcd'), 'hands': [{'dealer': 3,"
              " 'trump': 'hearts', 'taker': 0, 'tricks': [4, 4], 'points': [81, 81], 'melds': ["
              "{'seat': 0, 'cards': ['AS', 'KS', 'QS', 'JS', 'TS']},"
              " {'seat': 1, 'cards': ['KS', 'QS', 'JS', 'TS', '9S']}]}]})\n"
              "except RecordError as error:\n"
              "    print(error.message)\n")
    messages: set[str] = set()
    for seed in range(20):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": str(seed)})
        messages.add(done.stdout)
        if len(messages) > 1:
            break
    assert len(messages) == 1, messages


def test_card_used_twice_square_and_another_players_run():
    """RULES §9: a card used twice — seat 0's four kings include the K of spades of seat 1's run."""
    error = refused("bela-hr-4", [hand(melds=[{"seat": 0, "kind": "square", "rank": "K"}, meld(1, "AS KS QS")])])
    assert error.path == "hands[0].melds[1]"
    assert "cannot both have declared K♠" in error.message


def test_card_written_twice_in_one_meld():
    """RULES §9: a card used twice, within one meld."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "AS KS KS")])])
    assert error.path == "hands[0].melds[0].cards"
    assert "K♠ is written twice" in error.message


def test_card_discarded_twice():
    """RULES §9: a card used twice, in the bela-hr-3 caller's discard."""
    error = refused("bela-hr-3", [three(discard=["AS", "AS"])])
    assert error.path == "hands[0].discard"
    assert "discarded twice" in error.message


def test_discarded_card_in_a_meld():
    """RULES §9 (a card used twice): the caller's discards lie in his tricks, so no meld holds them."""
    error = refused("bela-hr-3", [three(discard=["AS", "7D"], melds=[meld(1, "AS KS QS")])])
    assert error.path == "hands[0].discard"
    assert "A♠ was discarded, so it cannot be in a meld" in error.message


# ----------------------------------------------------------------- not a meld

def test_ace_ten_king_queen_is_not_a_sequence():
    """RULES §4/§9: "A-10-K-Q is not a sequence" (seed 000: "A-K-Q-J is a 'fifty', but A-Ten-K-Q is
    not"); runs use the natural order A K Q J 10 9 8 7."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "AS TS KS QS")])])
    assert error.path == "hands[0].melds[0].cards"
    assert "A♠ 10♠ K♠ Q♠ in spades is not a run" in error.message


@pytest.mark.parametrize("written", [
    {"seat": 0, "kind": "square", "rank": "8"},
    {"seat": 0, "cards": ["8S", "8H", "8D", "8C"]},
])
def test_four_eights_are_not_a_square(written):
    """RULES §4/§9: "four 8s are not a square" (four 8 or four 7 score nothing)."""
    error = refused("bela-hr-4", [hand(melds=[written])])
    assert error.path == "hands[0].melds[0]"
    assert "four eights are not a meld" in error.message


@pytest.mark.parametrize("cards, words", [
    ("AS KS", "a run needs at least three cards"),
    ("AS KS QH", "a run is all in one suit"),
    ("AS AH AD", "a square is all four"),
])
def test_other_things_that_are_not_melds(cards, words):
    """RULES §4: a run is at least 3 cards of one suit; a square is all four of a rank."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, cards)])])
    assert error.path == "hands[0].melds[0].cards"
    assert words in error.message


def test_a_run_of_six_is_one_meld_not_two_twenties():
    """RULES §4: "A player's sequences are maximal runs: a run of 6 is one meld, not two tierces"."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "AS KS QS"), meld(0, "JS TS 9S")])])
    assert error.path == "hands[0].melds[1]"
    assert "a run of six is one meld, not two twenties" in error.message


def test_squares_do_not_count_where_only_runs_are_melds():
    """RULES §3.1 ``melds: sequences`` (clobyosh): only runs are melds."""
    error = refused("clobyosh", [two(melds=[{"seat": 0, "kind": "square", "rank": "K"}])])
    assert error.path == "hands[0].melds[0]"
    assert "only runs are melds" in error.message and cited(error.note) == ("melds",)


# ----------------------------------------------------------------- meld or bela against another player's cards

def test_bela_against_another_players_meld():
    """RULES §9: a bela that conflicts with another player's cards — seat 0 shows A-K-Q of hearts
    (trump), so seat 1 cannot hold the K and Q of trump."""
    error = refused("bela-hr-4", [hand(melds=[meld(0, "AH KH QH")], bela=1)])
    assert error.path == "hands[0].bela"
    assert "Boris declared bela, but K♥ is in Ana's meld" in error.message


def test_bela_against_another_players_square():
    """RULES §9: seat 0's four kings hold the king of trump: seat 1 cannot declare bela."""
    error = refused("bela-hr-4", [hand(melds=[{"seat": 0, "kind": "square", "rank": "K"}], bela=1)])
    assert error.path == "hands[0].bela"
    assert "K♥ is in Ana's meld" in error.message


def test_melds_needing_more_cards_than_a_hand():
    """RULES §9: melds that could not be held at once — four jacks, four nines and a run of three
    outside them are 11 cards, but a four-handed hand has 8."""
    error = refused("bela-hr-4", [hand(melds=[{"seat": 0, "kind": "square", "rank": "J"},
                                              {"seat": 0, "kind": "square", "rank": "9"},
                                              meld(0, "AS KS QS")])])
    assert error.path == "hands[0].melds"
    assert "need 11 cards, but a hand has 8" in error.message


def test_bela_with_a_discarded_king_of_trump():
    """RULES §9 / RECORDS.md ``discard``: the bela-hr-3 caller's discards lie in his tricks before
    play starts, so he cannot play the K of trump and declare bela (seed 001 cf07: bela is
    declared "upon discarding the King/Queen" in play; cf24: "the player must be careful not to
    discard cards that would form a declaration")."""
    error = refused("bela-hr-3", [three(trump="hearts", discard=["KH", "7D"], bela=0)])
    assert error.path in ("hands[0].bela", "hands[0].discard")
    assert "K♥" in error.message


# ----------------------------------------------------------------- tricks and points that do not add up

def test_tricks_not_adding_up():
    """RULES §9: tricks that do not add up to the tricks in a hand (8 in a four-handed hand)."""
    error = refused("bela-hr-4", [hand(tricks=[3, 4])])
    assert error.path == "hands[0].tricks"
    assert error.message == "the tricks must add up to 8: 3 + 4 = 7"


def test_points_not_adding_up_to_162_where_all_cards_are_played():
    """RULES §9 and RECORDS.md: "the two sides' points must add up to 162: 62 + 90 = 152"."""
    error = refused("bela-hr-4", [hand(points=[62, 90])])
    assert error.path == "hands[0].points"
    assert error.message == "the points of all sides must add up to 162: 62 + 90 = 152"


def test_points_over_162_where_not_all_cards_are_played():
    """RULES §3/§9: where not all 32 cards are played the points add up to at most 162."""
    error = refused("clobyosh", [two(points=[100, 70])])
    assert error.path == "hands[0].points"
    assert "between 10 and 162: 100 + 70 = 170" in error.message


def test_points_under_10_where_not_all_cards_are_played():
    """RULES §3: the sides' points add up to at least 10 — someone takes the last trick."""
    error = refused("clobyosh", [two(tricks=[9, 0], points=[9, 0])])
    assert error.path == "hands[0].points"
    assert "between 10 and 162" in error.message


def test_side_with_no_trick_but_points():
    """RULES §9: a side with no trick but trick points (so also the side with every trick but not
    all the points)."""
    error = refused("bela-hr-4", [hand(tricks=[8, 0], points=[152, 10])])
    assert error.path == "hands[0].points"
    assert "Boris & Dino took no trick, so cannot have 10 points" in error.message


@pytest.mark.parametrize("tricks, points, side, what", [
    ([1, 7], [1, 161], "Ana & Cvita", "1: no cards are worth exactly that"),
    ([7, 1], [161, 1], "Ana & Cvita", "161: no cards are worth exactly that"),
])
def test_one_and_161_points_are_never_possible(tricks, points, side, what):
    """RULES §9: "1 or 161 points" — no card is worth 1, so no set of cards makes 1, nor the rest
    of the pack 161."""
    error = refused("bela-hr-4", [hand(tricks=tricks, points=points)])
    assert error.path == "hands[0].points"
    assert f"{side} cannot have {what}" in error.message


def test_one_trick_worth_more_than_56_plus_10():
    """RULES §9: one trick of four cards holds at most J + 9 of trump and two aces, 20 + 14 + 11 +
    11 = 56; with the 10 for the last trick 66. 67 is refused."""
    error = refused("bela-hr-4", [hand(tricks=[1, 7], points=[67, 95])])
    assert error.path == "hands[0].points"
    assert "Ana & Cvita cannot have 67 from one trick" in error.message
    assert "with or without the 10 for the last trick" in error.message


def test_one_trick_worth_66_with_the_last_trick_is_valid():
    """RULES §9: 56 card points + 10 for the last trick = 66 in one trick is possible (the other
    side's 96 are the rest of the pack, 152 - 56)."""
    ruling = accepted("bela-hr-4", [hand(tricks=[1, 7], points=[66, 96])])
    assert ruling["hands"][0]["score"] == [0, 162]


def test_two_tricks_worth_95_in_a_two_handed_game_are_impossible():
    """RULES §9: "2 tricks worth 95" — two-handed, 2 tricks are 4 cards: at most 56 + 10 = 66."""
    error = refused("clobyosh", [two(tricks=[2, 7], points=[95, 40])])
    assert error.path == "hands[0].points"
    assert "A cannot have 95 from 2 tricks: no cards of 2 tricks are worth that" in error.message


def test_two_tricks_worth_95_in_a_four_handed_game_are_possible():
    """RULES §9 names "2 tricks worth 95" as impossible, but that holds for two-handed tricks only:
    four-handed, 2 tricks are 8 cards, and J 9 A of trump (45) + the three other aces (33) + a king
    (4) + a queen (3) = 85, + 10 for the last trick = 95. The other side's 67 is the rest of the
    pack (152 - 85). Accepted."""
    ruling = accepted("bela-hr-4", [hand(tricks=[2, 6], points=[95, 67])])
    assert ruling["hands"][0]["outcome"] == "passed"
    assert ruling["hands"][0]["score"] == [95, 67]


def test_a_side_may_take_tricks_worth_nothing():
    """RULES §9: "A side may take tricks worth 0 points (a trick of sevens and eights): that is valid,
    not an all-tricks hand"."""
    ruling = accepted("bela-hr-4", [hand(tricks=[1, 7], points=[0, 162])])
    entry = ruling["hands"][0]
    assert entry["all_tricks"] is None
    assert entry["score"] == [0, 162]


def test_the_caller_with_no_trick_keeps_the_points_of_his_discards():
    """RECORDS.md ``discard`` (bela-hr-3): the caller's two discards count in his tricks, so he may
    have points without a trick (an ace and a ten discarded: 21)."""
    ruling = accepted("bela-hr-3", [three(tricks=[0, 6, 4], points=[21, 80, 61], discard=["AS", "TS"])])
    assert ruling["hands"][0]["outcome"] == "fell"


def test_points_that_no_single_deal_gives_both_sides():
    """RULES §9: a point total that no set of cards can make. Two-handed (18 of 32 cards): 44 in one
    trick is only J + 9 of trump + the last trick; the other side's 16 cards, without them, hold at
    most four aces, tens, kings and queens, 112 — so 44 and 118 cannot both be true, though each
    alone can."""
    error = refused("clobyosh", [two(tricks=[1, 8], points=[44, 118])])
    assert error.path == "hands[0].points"


def test_tricks_and_points_are_given_together():
    """RECORDS.md HAND: a played-out hand gives both ``tricks`` and ``points``."""
    error = refused("bela-hr-4", [hand(points=None)])
    assert error.path == "hands[0].points"
    assert "points is missing" in error.message


@pytest.mark.parametrize("points", [[81, "81"], [-1, 163], [81]])
def test_points_are_whole_numbers_one_per_side(points):
    """RECORDS.md HAND: ``points`` is a list of whole numbers, one per side."""
    error = refused("bela-hr-4", [hand(points=points)])
    assert error.path == "hands[0].points"
    assert "one per side" in error.message


# ----------------------------------------------------------------- the auction

def test_taker_contradicting_the_auction():
    """RULES §9: a taker that contradicts the auction (bela-hr-4, dealer 3: seat 0 passes, seat 1
    names hearts, so seat 1 is the taker)."""
    error = refused("bela-hr-4", [hand(taker=2, auction=["pass", "hearts"])])
    assert error.path == "hands[0].taker"
    assert "the auction made Boris the taker, not Cvita" in error.message


def test_trump_contradicting_the_auction():
    """RULES §9: a trump that contradicts the auction."""
    error = refused("bela-hr-4", [hand(trump="clubs", auction=["pass", "hearts"])])
    assert error.path == "hands[0].trump"
    assert "the auction made hearts trump, not clubs" in error.message


def test_the_dealer_may_not_pass_under_mus():
    """RULES §5 ``free_mus`` / §9 (an auction against its procedure): the dealer, last, may not pass."""
    error = refused("bela-hr-4", [hand(auction=["pass", "pass", "pass", "pass"])])
    assert error.path == "hands[0].auction[3]"
    assert "may not pass" in error.message


# ----------------------------------------------------------------- claims

def test_claim_under_end_of_hand():
    """RULES §9: a claim under a threshold mode that has none (belote: threshold end_of_hand)."""
    error = refused("belote", [hand(claims=[{"side": 1, "after_trick": 3, "tricks": 1, "points": 10}])])
    assert error.path == "hands[0].claims[0]"
    assert "nobody can claim in this game" in error.message and cited(error.note) == ("threshold",)


def test_claim_outside_the_claim_window():
    """RULES §7/§9: ``claim_window: 3`` allows claims only during the first three tricks."""
    error = refused("clobyosh", [two(claims=[{"side": 1, "after_trick": 4, "tricks": 1, "points": 10}])],
                    claim_window=3)
    assert error.path == "hands[0].claims[0].after_trick"
    assert "only during the first 3 tricks" in error.message and cited(error.note) == ("claim_window",)


def test_enough_after_the_last_trick():
    """RULES §7 ``enough``: a claim is made "before the last trick is complete" (seed 001 cf13)."""
    error = refused("bela-hr-4", [hand(claims=[{"side": 1, "after_trick": 8, "tricks": 4, "points": 81}])])
    assert error.path == "hands[0].claims[0].after_trick"
    assert "before the last trick is complete" in error.message and cited(error.note) == ("threshold",)


@pytest.mark.parametrize("claim, path, words", [
    ({"side": 1, "after_trick": 6, "tricks": 5, "points": 10}, "hands[0].claims[0]",
     "the claim counts more than B took in the whole hand (4 tricks, 50 points)"),
    ({"side": 1, "after_trick": 8, "tricks": 3, "points": 60}, "hands[0].claims[0]",
     "the claim counts more than B took in the whole hand"),
    ({"side": 1, "after_trick": 3, "tricks": 4, "points": 10}, "hands[0].claims[0].tricks",
     "after trick 3 a side cannot have taken 4 tricks"),
    ({"side": 1, "after_trick": 0, "tricks": 0, "points": 0}, "hands[0].claims[0].after_trick",
     "a hand has tricks 1 to 9"),
    ({"side": 1, "after_trick": 3, "tricks": 1, "points": 10, "bela": True}, "hands[0].claims[0].bela",
     "this side declared no bela in this hand"),
])
def test_claim_inconsistent_with_the_hand(claim, path, words):
    """RULES §9: a claim inconsistent with the hand (more tricks or points than the side ended
    with, more tricks than were played, a bela never declared)."""
    error = refused("clobyosh", [two(claims=[claim])])
    assert error.path == path
    assert words in error.message


def test_claim_points_no_tricks_can_hold():
    """RULES §9: one trick of four cards cannot be worth 67."""
    error = refused("bela-hr-4", [hand(claims=[{"side": 1, "after_trick": 3, "tricks": 1, "points": 67}])])
    assert error.path == "hands[0].claims[0].points"
    assert "one trick cannot be worth 67" in error.message


# ----------------------------------------------------------------- the end of the game, belot

BELOT = {"dealer": 3, "trump": "hearts", "taker": 0,
         "melds": [{"seat": 1, "kind": "sequence", "length": 8, "top": "A", "suit": "clubs"}]}


def test_hand_after_the_game_ended():
    """RULES §9: a hand recorded after the game has ended (here by a belot)."""
    error = refused("bela-hr-4", [BELOT, hand()])
    assert error.path == "hands[1]"
    assert "the game is already over" in error.message


def test_hand_after_a_good_claim():
    """RULES §9: a hand recorded after a claim ended the game."""
    claim = {"side": 0, "after_trick": 2, "tricks": 2, "points": 30}
    error = refused("clobyosh", [two(claims=[claim]), two()], target=20)
    assert error.path == "hands[1]"
    assert "the game is already over" in error.message


def test_belot_hand_with_tricks():
    """RULES §9: a belot hand (under ``belot: wins_game``) that also gives tricks or points."""
    error = refused("bela-hr-4", [{**BELOT, "tricks": [4, 4], "points": [81, 81]}])
    assert error.path == "hands[0].points"
    assert "a belot (all eight of a suit) wins the game at once" in error.message


# ----------------------------------------------------------------- options

def test_target_below_1():
    """RULES §9: a ``target`` below 1."""
    error = refused("bela-hr-4", [hand()], target=0)
    assert error.path == "options.target"
    assert "target is a whole number of at least 1, not 0" in error.message


def test_unknown_option():
    """RECORDS.md: ``options`` overrides any option of RULES §3.1; an unknown option is an error."""
    error = refused("bela-hr-4", [hand()], foo=1)
    assert error.path == "options.foo"
    assert "there is no house rule called \"foo\"" in error.message


@pytest.mark.parametrize("option, value, path, words", [
    ("tie", "sometimes", "options.tie", "tie is one of taker_falls, hold_over"),
    ("bela_needs_trick", "yes", "options.bela_needs_trick", "bela_needs_trick is true or false"),
    ("meld_tiebreak", ["trump", "coin"], "options.meld_tiebreak[1]", "\"coin\" is not a tie-break"),
    ("all_tricks_bonus", -90, "options.all_tricks_bonus", "a whole number of at least 0"),
])
def test_unknown_option_value(option, value, path, words):
    """RECORDS.md: an unknown option value is an error, at the option's path."""
    error = refused("bela-hr-4", [hand()], **{option: value})
    assert error.path == path
    assert words in error.message


def test_unknown_field_of_a_hand():
    """RECORDS.md HAND: only the documented fields."""
    error = refused("bela-hr-4", [hand(extra=1)])
    assert error.path == "hands[0].extra"
    assert "a hand has no field called \"extra\"" in error.message


def test_every_refusal_of_the_engine_is_a_note():
    """The pages say refusals in the table's language only if each is a note (an id of
    refusals.ERRORS and its arguments): no plain-text RecordError inside the engine."""
    from pathlib import Path
    rules = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"
    plain = [f"{path.name}:{n}" for path in sorted(rules.glob("*.py")) if path.name != "errors.py"
             for n, line in enumerate(path.read_text().splitlines(), 1) if "RecordError(" in line]
    assert plain == []
