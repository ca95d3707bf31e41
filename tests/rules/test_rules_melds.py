"""Melds (zvanje): what is a meld, which one is best, who scores it. RULES §4."""

from __future__ import annotations

import pytest

from scorekeeper.rules import RecordError, Rules, adjudicate, parse_card
from scorekeeper.rules.melds import SEQUENCE, SQUARE, Meld, find_melds, parse_meld
from scorekeeper.rules.cards import Rank, Suit
from scorekeeper.rules.explain import cited

FULL = Rules()
RUNS_ONLY = Rules(melds="sequences", belot="as_100")


def meld(cards, rules=FULL):
    return parse_meld({"cards": cards}, rules=rules, path="m")


def test_a_run_of_three_is_a_twenty_and_four_a_fifty():
    """RULES §4: 3 = 20 ("tierce"), 4 = 50 ("quarte")."""
    assert meld(["AS", "KS", "QS"]).value(FULL) == 20
    assert meld(["AS", "KS", "QS", "JS"]).value(FULL) == 50


def test_five_to_seven_in_a_row_are_a_hundred_with_full_melds_and_fifty_with_runs_only():
    """RULES §4: melds: full gives 100 for 5-7; melds: sequences scores 5+ as 50."""
    quint = ["KH", "QH", "JH", "TH", "9H"]
    assert meld(quint).value(FULL) == 100
    assert meld(quint, RUNS_ONLY).value(RUNS_ONLY) == 50


def test_a_ten_sits_between_jack_and_nine_in_a_run():
    """Seed 000: "A-K-Q-J is a fifty, but A-Ten-K-Q is not"."""
    assert meld(["QD", "JD", "TD", "9D"]).rank is Rank.QUEEN
    with pytest.raises(RecordError) as error:
        meld(["AS", "TS", "KS", "QS"])
    assert "is not a run" in error.value.message


@pytest.mark.parametrize("rank, value", [("J", 200), ("9", 150), ("A", 100), ("T", 100), ("K", 100), ("Q", 100)])
def test_squares_and_their_values(rank, value):
    """RULES §4 / seed 001 cf06: four jacks 200, four nines 150, four A/10/K/Q 100."""
    assert meld([rank + s for s in "SHDC"]).value(FULL) == value


@pytest.mark.parametrize("rank", ["8", "7"])
def test_four_eights_or_sevens_are_not_a_meld(rank):
    """RULES §4: four 8s or four 7s score nothing, so they are refused as melds."""
    with pytest.raises(RecordError) as error:
        meld([rank + s for s in "SHDC"])
    assert "score nothing" in error.value.message


def test_squares_do_not_count_where_only_runs_are_melds():
    """RULES §4: squares only with melds: full (seed 000: nothing for four-of-a-kind)."""
    with pytest.raises(RecordError) as error:
        meld(["KS", "KH", "KD", "KC"], RUNS_ONLY)
    assert cited(error.value.note) == ("melds",)


def test_four_tens_with_square_tens_off():
    with pytest.raises(RecordError) as error:
        meld(["TS", "TH", "TD", "TC"], Rules(square_tens=False))
    assert cited(error.value.note) == ("square_tens",)


def test_the_shorthand_names_the_same_meld_as_the_cards():
    """RECORDS.md: kind sequence (length, top, suit) / square (rank)."""
    short = parse_meld({"kind": "sequence", "length": 3, "top": "K", "suit": "clubs"}, rules=FULL, path="m")
    assert short == meld(["KC", "QC", "JC"])
    assert parse_meld({"kind": "square", "rank": "J"}, rules=FULL, path="m") == Meld(SQUARE, Rank.JACK)


def test_a_five_card_tierce_is_refused():
    with pytest.raises(RecordError) as error:
        parse_meld({"cards": ["AS", "KS", "QS", "JS", "TS"], "length": 3}, rules=FULL, path="m")
    assert error.value.path == "m.length"


def test_a_run_cannot_reach_below_the_seven():
    with pytest.raises(RecordError) as error:
        parse_meld({"kind": "sequence", "length": 4, "top": "9", "suit": "hearts"}, rules=FULL, path="m")
    assert "below 7" in error.value.message


def test_find_melds_finds_maximal_runs_and_squares():
    """RULES §4: a run of 6 is one meld, not two tierces; a card may be in a square and a run."""
    cards = [parse_card(c) for c in ["AS", "KS", "QS", "JS", "TS", "9S", "KH", "KD", "KC"]]
    found = find_melds(cards, rules=FULL)
    assert Meld(SEQUENCE, Rank.ACE, Suit.SPADES, 6) in found
    assert Meld(SQUARE, Rank.KING) in found
    assert len(found) == 2


def game(variant, players, hand):
    return adjudicate({"variant": variant, "players": players, "hands": [hand]})["hands"][0]


FOUR = ["Ana", "Boris", "Cvita", "Dino"]


def test_a_square_beats_any_sequence_even_a_longer_one():
    """RULES §4 step 1: four kings (100) beat a J-high quint (100)."""
    hand = game("bela-hr-4", FOUR, {
        "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
        "melds": [{"seat": 0, "cards": ["JC", "TC", "9C", "8C", "7C"]},
                  {"seat": 1, "kind": "square", "rank": "K"}]})
    assert hand["melds"] == [0, 100]
    assert "four kings (100) beat a J-high quint in clubs (100) because a square beats any run" \
        in hand["explanation"][0]


def test_equal_runs_go_to_the_run_in_trump():
    """Seed 001 cf05 Example I: four 9-8-7s, the one in trump (hearts) wins for Team 2."""
    hand = game("bela-hr-4", FOUR, {
        "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
        "melds": [{"seat": s, "cards": [f"9{x}", f"8{x}", f"7{x}"]} for s, x in enumerate("CHDS")]})
    assert hand["melds"] == [0, 40] and hand["meld_side"] == 1
    assert "the run in trump wins" in hand["explanation"][0] and hand["notes"][0]["rules"] == ["meld_tiebreak", "meld_rights"]


def test_equal_plain_runs_go_to_the_first_seat_from_the_forehand():
    """RULES §4 step 4 `first`: dealer 3, so seat 0 speaks first and its A-Q-J... wins."""
    hand = game("bela-hr-4", FOUR, {
        "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
        "melds": [{"seat": 1, "cards": ["KS", "QS", "JS"]}, {"seat": 0, "cards": ["KD", "QD", "JD"]}]})
    assert hand["melds"] == [20, 0]
    assert "plays first counting from the forehand" in hand["explanation"][0]
    assert "meld_tiebreak" in hand["notes"][0]["rules"]


def test_with_tiebreak_none_equal_best_melds_score_nothing():
    """Belote (seed 004 preset): meld_tiebreak trump, none — equal plain runs: nobody scores."""
    hand = game("belote", FOUR, {
        "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
        "melds": [{"seat": 1, "cards": ["KS", "QS", "JS"]}, {"seat": 0, "cards": ["KD", "QD", "JD"]}]})
    assert hand["melds"] == [0, 0]
    assert "nobody scored melds" in hand["explanation"][0]


def test_length_first_lets_a_longer_run_beat_a_higher_one():
    """Seed 001 cf05 note: "Some players take the length into account" (sequence_rank: length_first)."""
    record = {"variant": "bela-hr-4", "players": FOUR, "options": {"sequence_rank": "length_first"},
              "hands": [{"dealer": 3, "trump": "spades", "taker": 0, "tricks": [5, 3], "points": [100, 62],
                         "melds": [{"seat": 0, "cards": ["KH", "QH", "JH", "TH", "9H"]},
                                   {"seat": 1, "cards": ["QC", "JC", "TC", "9C", "8C", "7C"]}]}]}
    assert adjudicate(record)["hands"][0]["melds"] == [0, 100]
    record["options"] = {}
    assert adjudicate(record)["hands"][0]["melds"] == [100, 0]


def test_the_same_card_in_two_players_melds_is_refused():
    """RULES §9: a meld that conflicts with another player's cards."""
    with pytest.raises(RecordError) as error:
        game("bela-hr-4", FOUR, {
            "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
            "melds": [{"seat": 0, "cards": ["KS", "QS", "JS"]}, {"seat": 1, "kind": "square", "rank": "K"}]})
    assert error.value.path == "hands[0].melds[1]"


def test_two_touching_runs_of_one_player_must_be_written_as_one():
    with pytest.raises(RecordError) as error:
        game("bela-hr-4", FOUR, {
            "dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62],
            "melds": [{"seat": 0, "cards": ["AS", "KS", "QS"]}, {"seat": 0, "cards": ["JS", "TS", "9S"]}]})
    assert "one run" in error.value.message


def test_bela_against_a_meld_holding_the_trump_king_is_refused():
    with pytest.raises(RecordError) as error:
        game("bela-hr-4", FOUR, {
            "dealer": 3, "trump": "spades", "taker": 0, "tricks": [5, 3], "points": [100, 62],
            "bela": 1, "melds": [{"seat": 0, "cards": ["AS", "KS", "QS"]}]})
    assert error.value.path == "hands[0].bela"


def test_three_player_defenders_share_when_a_defender_holds_the_best_meld():
    """Seed 001 cf24: P1 (caller) A-K-Q-J, P2 four tens, P3 9-8-7: P2 100 and P3 20, P1 none."""
    hand = game("bela-hr-3", ["P1", "P2", "P3"], {
        "dealer": 2, "trump": "hearts", "taker": 0, "tricks": [5, 3, 2], "points": [100, 40, 22],
        "melds": [{"seat": 0, "cards": ["AS", "KS", "QS", "JS"]}, {"seat": 1, "kind": "square", "rank": "T"},
                  {"seat": 2, "cards": ["9D", "8D", "7D"]}]})
    assert hand["melds"] == [0, 100, 20]
    assert "each defender scores his own melds" in hand["explanation"][0]


def test_open_belot_each_player_scores_his_own_and_runs_made_in_play_add_20():
    """Seed 001 cf35: both score their melds; a run lengthened in play adds just 20."""
    hand = game("open-belot", ["P1", "P2"], {
        "dealer": 0, "trump": "hearts", "taker": 1, "tricks": [6, 10], "points": [60, 102],
        "melds": [{"seat": 1, "cards": ["AC", "KC", "QC"]}, {"seat": 0, "cards": ["TD", "9D", "8D", "7D"]},
                  {"seat": 1, "cards": ["AC", "KC", "QC", "JC", "TC"], "during_play": True}]})
    assert hand["melds"] == [50, 40]


def test_a_refused_hand_leaves_the_game_as_it_was():
    """PokerKit's lesson: a refused action changes nothing (Game.push is all or nothing)."""
    from scorekeeper.rules import Game
    game = Game(variant="clobyosh", players=["M", "Y"], options={"target": 150})
    game.push({"dealer": 1, "trump": "hearts", "taker": 0, "tricks": [5, 4], "points": [80, 50]})
    before = game.ruling()
    two_claims = {"dealer": 0, "trump": "spades", "taker": 1, "melds": [{"seat": 1, "cards": ["9D", "8D", "7D"]}],
                  "claims": [{"side": 1, "after_trick": 1, "tricks": 1, "points": 11},
                             {"side": 0, "after_trick": 2, "tricks": 1, "points": 11}]}
    with pytest.raises(RecordError) as error:
        game.push(two_claims)
    assert error.value.path == "hands[1].claims[1]"
    assert game.ruling() == before and not game.is_over()


# ---------------------------------------------------------------- melds said by value alone

def run_of(seat, value, **details):
    return {"seat": seat, "kind": "sequence", "value": value, **details}


def four_handed(melds, trump="hearts"):
    return {"variant": "bela-hr-4", "players": FOUR, "hands": [
        {"dealer": 3, "trump": trump, "taker": 0, "tricks": [5, 3], "points": [100, 62], "melds": melds}]}


def test_a_fifty_against_a_twenty_needs_no_cards():
    """RULES §4 step 2: a higher value wins outright; seed 000's "I have a fifty" - "Good"."""
    hand = adjudicate(four_handed([run_of(0, 50), run_of(1, 20)]))["hands"][0]
    assert hand["melds"] == [50, 0]
    assert "a fifty (50) beats a twenty (20) because it is worth more" in hand["explanation"][0]


def test_two_fifties_on_two_sides_must_say_their_top_cards():
    """Seed 000: "If both players have combinations of equal value, forehand then says 'Mine is *
    high'" — until the top cards are said the engine cannot rule, and says what it needs."""
    with pytest.raises(RecordError) as error:
        adjudicate(four_handed([run_of(0, 50), run_of(1, 50)]))
    assert error.value.path == "hands[0].melds[0].top"
    assert "say the top card" in error.value.message
    said = adjudicate(four_handed([run_of(0, 50, top="K"), run_of(1, 50, top="Q")]))["hands"][0]
    assert said["melds"] == [50, 0]


def test_equal_top_cards_then_the_suit_decides_under_the_trump_tiebreak():
    """Seed 000: "Mine is in ***" — the suit is asked only when the top cards are equal too."""
    with pytest.raises(RecordError) as error:
        adjudicate(four_handed([run_of(0, 20, top="K"), run_of(1, 20, top="K")]))
    assert error.value.path == "hands[0].melds[0].suit"
    hand = adjudicate(four_handed([run_of(0, 20, top="K", suit="clubs"),
                                   run_of(1, 20, top="K", suit="hearts")]))["hands"][0]
    assert hand["melds"] == [0, 20]


def test_partners_melds_said_by_value_need_nothing_more():
    """Only melds of two different sides are ever compared card by card."""
    hand = adjudicate(four_handed([run_of(0, 50), run_of(2, 50), run_of(1, 20)]))["hands"][0]
    assert hand["melds"] == [100, 0]


def test_details_needed_tells_the_phone_which_melds_to_ask_about():
    from scorekeeper.rules.melds import Declared
    from scorekeeper.rules.rights import details_needed
    rules = Rules()
    declared = [Declared(0, parse_meld({"kind": "sequence", "value": 50}, rules=rules, path="m")),
                Declared(1, parse_meld({"kind": "sequence", "value": 50}, rules=rules, path="m")),
                Declared(2, parse_meld({"kind": "sequence", "value": 20}, rules=rules, path="m"))]
    assert details_needed(declared, rules=rules, trump=Suit.HEARTS, forehand=0, players=4,
                          side_of=lambda s: s % 2) == {0: {"top"}, 1: {"top"}}


def test_a_meld_said_by_value_is_kept_as_said_not_invented():
    """Store inputs: a run entered as "a fifty" is written back as a fifty, with no made-up cards."""
    from scorekeeper.rules import Game
    record = four_handed([run_of(0, 50), run_of(1, 20, top="K")])
    assert Game.from_record(record).to_record()["hands"][0]["melds"] == [
        {"seat": 0, "kind": "sequence", "value": 50}, {"seat": 1, "kind": "sequence", "value": 20, "top": "K"}]


def test_a_hundred_run_does_not_exist_where_runs_score_20_or_50():
    with pytest.raises(RecordError) as error:
        parse_meld({"kind": "sequence", "value": 100}, rules=RUNS_ONLY, path="m")
    assert error.value.path == "m.value"
