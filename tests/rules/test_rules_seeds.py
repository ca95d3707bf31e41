"""The worked examples of the seed texts (../shared/seeds/), one test each, as a table would
write them on the summary entry (RECORDS.md HAND) and as the engine must rule them.

Seat conventions used below, so that "Player 1" of a seed is the forehand (first to play):
- four players: dealer 3, so Player 1..4 are seats 0..3; Team 1 is side 0 (seats 0 and 2),
  Team 2 is side 1 (seats 1 and 3);
- three players: dealer 2, so Player 1..3 are seats 0..2, each his own side;
- two players (seed 000): M is seat 0, Y is seat 1.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import OPTION_SPECS, RecordError, adjudicate
from scorekeeper.rules.explain import cited

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
THREE = ["Ana", "Boris", "Cvita"]
M_AND_Y = ["M", "Y"]


def record(variant: str, hands: list[dict], *, players=None, **options) -> dict:
    players = players or {4: FOUR, 3: THREE}.get(_PLAYERS[variant], ["A", "B"])
    return {"variant": variant, "options": options, "players": list(players), "hands": hands}


_PLAYERS = {"clobyosh": 2, "klaberjass": 2, "bela-3": 3, "bela-hr-4": 4, "bela-hr-3": 3,
            "bela-hr-2": 2, "open-belot": 2, "belote": 4}


def rule(variant: str, hands: list[dict], **kwargs) -> dict:
    return adjudicate(record(variant, hands, **kwargs))


def last(ruling: dict) -> dict:
    return ruling["hands"][-1]


def says(entry: dict, *words: str) -> str:
    """The explanation sentence that contains every one of ``words`` (fails if none does).

    A word that names a house rule (``"win_rule: beat_each"``, ``"melds_need_trick"``) is not in
    the sentence, which says the rule in words: the sentence's note must cite that option.
    """
    cited = [w.split(":")[0] for w in words if w.split(":")[0] in OPTIONS]
    text = [w for w in words if w.split(":")[0] not in OPTIONS]
    for sentence, note in zip(entry["explanation"], entry["notes"]):
        if all(w in sentence for w in text) and all(o in note.get("rules", ()) for o in cited):
            return sentence
    raise AssertionError(f"no explanation sentence says {words!r}: {entry['explanation']!r}")


OPTIONS = {spec.name for spec in OPTION_SPECS}


def refusal(variant: str, hands: list[dict], **kwargs) -> RecordError:
    with pytest.raises(RecordError) as caught:
        rule(variant, hands, **kwargs)
    return caught.value


def run(cards: str) -> list[str]:
    """``"9C 8C 7C"`` -> ``["9C", "8C", "7C"]``."""
    return cards.split()


def meld(seat: int, cards: str, **extra) -> dict:
    return {"seat": seat, "cards": run(cards), **extra}


def square(seat: int, rank: str) -> dict:
    return {"seat": seat, "kind": "square", "rank": rank}


def hand4(*, taker=0, trump="hearts", melds=(), tricks=(4, 4), points=(81, 81), dealer=3, **extra):
    return {"dealer": dealer, "trump": trump, "taker": taker, "melds": list(melds),
            "tricks": list(tricks), "points": list(points), **extra}


def two_handed(rows: list[tuple[int, int]], *, first_dealer: int = 0) -> list[dict]:
    """Played-out hands of M (seat 0) and Y (seat 1) in which the taker passes and each side
    writes the row's figures; the winner of a hand deals the next (next_dealer: winner)."""
    hands, dealer = [], first_dealer
    for m, y in rows:
        taker = 0 if m > y else 1
        tricks = [5, 4] if taker == 0 else [4, 5]
        hands.append({"dealer": dealer, "trump": "clubs", "taker": taker,
                      "tricks": tricks, "points": [m, y]})
        dealer = taker
    return hands


# ================================================================= seed 001: Croatian Bela, Open Belot

def test_seed_001_cf05_example_I_equal_nineteens_the_one_in_trump_wins():
    """Seed 001 cf05 (Sequences), Example I: every player has 9-8-7, hearts are trump; Team 2
    is awarded its declarations because Player 2's 9-8-7 is in trumps (meld_tiebreak: trump)."""
    entry = last(rule("bela-hr-4", [hand4(taker=1, melds=[
        meld(0, "9C 8C 7C"), meld(1, "9H 8H 7H"), meld(2, "9D 8D 7D"), meld(3, "9S 8S 7S")],
        tricks=(3, 5), points=(62, 100))]))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 40]
    assert entry["score"] == [62, 140]
    says(entry, "run in trump wins", "meld_tiebreak: trump")


def test_seed_001_cf05_example_II_ace_high_twenties_beat_a_nine_high_twenty_in_trump():
    """Seed 001 cf05 (Sequences), Example II: P1 and P3 (Team 1) and P4 (Team 2) hold
    ace-high twenties outside trump, P2 holds 9-8-7 of trumps. The ace-high runs outrank the
    9-high one even in trump, and of the equal ace-high runs Player 1's comes first, so Team 1
    scores (meld_tiebreak: first). The seed writes "A-Q-J", which is not a run; read as A-K-Q."""
    entry = last(rule("bela-hr-4", [hand4(melds=[
        meld(0, "AC KC QC"), meld(1, "9H 8H 7H"), meld(2, "AD KD QD"), meld(3, "AS KS QS")],
        tricks=(5, 3), points=(100, 62))]))
    assert entry["meld_side"] == 0
    assert entry["melds"] == [40, 0]
    assert entry["score"] == [140, 62]
    says(entry, "meld_tiebreak: first")


def test_seed_001_cf05_example_III_ace_high_twenties_outrank_a_jack_high_run_in_trump():
    """Seed 001 cf05 (Sequences), Example III: P1 9-8-7 of clubs, P2 J-10-9 of hearts (trump),
    P3 and P4 ace-high twenties. A-high outranks the trump J-high run; of the two A-high runs
    the one nearer the forehand wins, and Team 1 is awarded its declarations (20 + 20).

    The seed's seating (P2 and P3 both in Team 2, P4 in Team 1) cannot be a four-handed table,
    where partners sit opposite; with partners opposite (P3 in Team 1) the text's result holds."""
    entry = last(rule("bela-hr-4", [hand4(melds=[
        meld(0, "9C 8C 7C"), meld(1, "JH TH 9H"), meld(2, "AC KC QC"), meld(3, "AS KS QS")],
        tricks=(5, 3), points=(100, 62))]))
    assert entry["meld_side"] == 0
    assert entry["melds"] == [40, 0]
    says(entry, "meld_tiebreak: first")


def test_seed_001_cf05_king_high_twenty_beats_queen_high_twenty():
    """Seed 001 cf05: "Team 1 has Q-J-10 of Hearts while the other team has K-Q-J of Spades;
    Team 2 is awarded the declaration" (the higher top card wins)."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", melds=[meld(0, "QH JH TH"), meld(1, "KS QS JS")],
                                          tricks=(5, 3), points=(100, 62))]))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 20]
    says(entry, "top card is higher")


@pytest.mark.parametrize("trump, first_seat, winner", [
    ("spades", 0, 1),    # spades trump: Team 2's fifty in spades wins "no matter whether they played first"
    ("clubs", 1, 1),     # neither in trump, Team 2 plays first: Team 2
    ("clubs", 0, 0),     # neither in trump, Team 1 plays first: Team 1
])
def test_seed_001_cf05_equal_fifties_trump_first_then_who_plays_first(trump, first_seat, winner):
    """Seed 001 cf05: Team 1 has Q-J-10-9 of hearts, Team 2 Q-J-10-9 of spades. If spades are
    trump Team 2 is awarded 50; if neither suit is trump, the team to play first is awarded
    (meld_tiebreak: trump, then first)."""
    dealer = (first_seat - 1) % 4
    entry = last(rule("bela-hr-4", [hand4(trump=trump, dealer=dealer, melds=[
        meld(0, "QH JH TH 9H"), meld(1, "QS JS TS 9S")], tricks=(4, 4), points=(100, 62))]))
    assert entry["meld_side"] == winner
    assert entry["melds"][winner] == 50 and entry["melds"][1 - winner] == 0
    says(entry, "meld_tiebreak: trump" if trump == "spades" else "meld_tiebreak: first")


def test_seed_001_cf05_king_high_quint_beats_queen_high_run_of_six():
    """Seed 001 cf05: "a sequence K-Q-J-10-9 beats Q-J-10-9-8-7 despite being a sequence of
    only 5 cards because King beats Queen" (both are worth 100)."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", melds=[
        meld(0, "QH JH TH 9H 8H 7H"), meld(1, "KS QS JS TS 9S")], tricks=(4, 4), points=(62, 100))]))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 100]
    says(entry, "top card is higher")


def test_seed_001_cf05_note_some_players_take_the_length_into_account():
    """Seed 001 cf05, note: "Some players take the length into account (in that case
    Q-J-10-9-8-7 would beat K-Q-J-10-9)" — the house rule sequence_rank: length_first."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", melds=[
        meld(0, "QH JH TH 9H 8H 7H"), meld(1, "KS QS JS TS 9S")], tricks=(4, 4), points=(62, 100))],
        sequence_rank="length_first"))
    assert entry["meld_side"] == 0
    assert entry["melds"] == [100, 0]
    says(entry, "sequence_rank: length_first")


def test_seed_001_cf06_four_aces_example_team_1_scores_120():
    """Seed 001 cf06 (Squares) and cf16: P1 has 4A, P2 10-9-8-7, P3 9-8-7, P4 4Q and Q-J-10.
    Team 1 is awarded its declarations, 4A + 9-8-7 = 100 + 20 = 120, because four aces are the
    highest declaration; Team 2 gets nothing "despite their declarations being worth 170"."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", melds=[
        square(0, "A"), meld(1, "TS 9S 8S 7S"), meld(2, "9H 8H 7H"), square(3, "Q"), meld(3, "QD JD TD")],
        tricks=(5, 3), points=(100, 62))]))
    assert entry["meld_side"] == 0
    assert entry["melds"] == [120, 0]
    assert entry["hand_points"] == [220, 62]
    assert entry["score"] == [220, 62]
    says(entry, "four aces", "meld_rights: best_side")


def test_seed_001_cf06_squares_rank_tens_above_kings_unless_kings_and_queens_over_tens():
    """Seed 001 cf06: four tenners rank above four kings (the trump order J 9 A 10 K Q); note:
    "some players rank Kings and Queens above Tenners" — square_order: kq_over_ten."""
    hands = [hand4(trump="clubs", melds=[square(0, "K"), square(1, "T")], tricks=(4, 4), points=(100, 62))]
    plain = last(rule("bela-hr-4", hands))
    kq = last(rule("bela-hr-4", hands, square_order="kq_over_ten"))
    assert (plain["meld_side"], plain["melds"]) == (1, [0, 100])
    assert (kq["meld_side"], kq["melds"]) == (0, [100, 0])
    says(kq, "square_order: kq_over_ten")


def test_seed_001_cf06_one_king_in_a_square_and_a_sequence():
    """Seed 001 cf06: "The same card can be used to form both a sequence and a square. For
    example, a King ... can form both 4 Kings and a A-K-Q-J Quarte" (100 + 50)."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", melds=[square(0, "K"), meld(0, "AS KS QS JS")],
                                          tricks=(5, 3), points=(100, 62))]))
    assert entry["melds"] == [150, 0]


def test_seed_001_cf07_bela_counts_beside_a_run_with_the_same_king_and_queen():
    """Seed 001 cf07 (Bela): A-K-Q of trumps is worth 20 on its own "plus another 20 points
    if the player declares Bela"."""
    entry = last(rule("bela-hr-4", [hand4(trump="hearts", melds=[meld(0, "AH KH QH")], bela=0,
                                          tricks=(5, 3), points=(100, 62))]))
    assert entry["melds"] == [20, 0]
    assert entry["bela"] == [20, 0]
    assert entry["hand_points"] == [140, 62]


def test_seed_001_cf07_bela_counts_when_the_sides_other_melds_are_not_acknowledged():
    """Seed 001 cf07: "Bela is independent from other declarations, meaning it can be declared
    even if player's/team's other declarations aren't acknowledged" — in the four-aces example
    Player 4 (4Q, Q-J-10) declares bela with the king of trumps: Team 2 still gets its 20."""
    entry = last(rule("bela-hr-4", [hand4(trump="diamonds", melds=[
        square(0, "A"), meld(1, "TS 9S 8S 7S"), meld(2, "9H 8H 7H"), square(3, "Q"), meld(3, "QD JD TD")],
        bela=3, tricks=(5, 3), points=(100, 62))]))
    assert entry["melds"] == [120, 0]
    assert entry["bela"] == [0, 20]
    assert entry["hand_points"] == [220, 82]


def test_seed_001_cf09_all_tricks_90_and_every_declaration_at_the_table():
    """Seed 001 cf08/cf09 (Declaration confirmation, All tricks): Team 2's quint outside trump
    is not confirmed because Team 1 won all tricks; Team 1 is awarded 90 more and "every
    declaration they and other players had": 162 + 90 + 100 + 20 = 372."""
    entry = last(rule("bela-hr-4", [hand4(trump="hearts", melds=[meld(1, "KS QS JS TS 9S"), meld(2, "AH KH QH")],
                                          tricks=(8, 0), points=(162, 0))]))
    assert entry["all_tricks"] == 0
    assert entry["meld_side"] == 1
    assert entry["melds"] == [120, 0]
    assert entry["hand_points"] == [372, 0]
    assert entry["score"] == [372, 0]
    says(entry, "all_tricks_takes_melds")
    says(entry, "+90", "all_tricks_bonus")


def test_seed_001_cf11_the_most_points_in_one_round_802_or_822_with_the_opponents_bela():
    """Seed 001 cf11 (Objective): a player has 4 jacks and 4 nines, his team mate 4 aces and
    4 tenners, they take all tricks: 162 + 200 + 150 + 100 + 100 + 90 = 802; "if their opponent
    ... had K and Q of trumps, he could declare Bela, thus earning them another 20 (822)"."""
    melds = [square(0, "J"), square(0, "9"), square(2, "A"), square(2, "T")]
    plain = last(rule("bela-hr-4", [hand4(melds=melds, tricks=(8, 0), points=(162, 0))]))
    with_bela = last(rule("bela-hr-4", [hand4(melds=melds, bela=1, tricks=(8, 0), points=(162, 0))]))
    assert plain["score"] == [802, 0]
    assert with_bela["score"] == [822, 0]
    assert with_bela["bela"] == [20, 0]


# A game that stands at 712 to 936 after four hands (bela-hr-4), for the threshold examples.
def hands_to_712_936() -> list[dict]:
    return [
        hand4(taker=0, dealer=3, melds=[square(1, "J"), square(1, "9")], tricks=(2, 6), points=(50, 112)),
        hand4(taker=1, dealer=0, melds=[square(1, "J")], tricks=(3, 5), points=(62, 100)),
        hand4(taker=0, dealer=1, melds=[square(0, "J"), square(0, "9")], tricks=(5, 3), points=(100, 62)),
        hand4(taker=0, dealer=2, melds=[square(0, "A")], tricks=(5, 3), points=(100, 62)),
    ]


def test_seed_001_cf13_everyone_over_the_threshold_the_most_points_wins():
    """Seed 001 cf13 (Reaching the threshold): "If all players/teams breach the threshold, the
    player/team having the most points wins." From 712–936, Team 1 passes with four jacks
    (90 + 200 against 72): 1002–1008, both over 1001, and Team 2 with more points wins."""
    ruling = rule("bela-hr-4", hands_to_712_936() + [
        hand4(taker=0, dealer=3, melds=[square(0, "J")], tricks=(5, 3), points=(90, 72))])
    assert ruling["hands"][3]["totals"] == [712, 936]
    assert last(ruling)["outcome"] == "passed"
    assert ruling["game"]["totals"] == [1002, 1008]
    assert (ruling["game"]["finished"], ruling["game"]["winner"], ruling["game"]["reason"]) == (True, 1, "target")
    says(last(ruling), "won the game", "threshold: enough")


def test_seed_001_cf13_enough_claimed_mid_hand_wins_though_the_hand_would_fall():
    """Seed 001 cf13, option "enough" (dosta): a team may say it has enough "in the middle of a
    round even though they might fall if the round was played to the end". Team 2 (936) took
    trump; after trick 3 it has 2 tricks worth 45 and the best meld, 20: 936 + 45 + 20 = 1001.
    Played out, it would have fallen 62 + 20 against 100."""
    ruling = rule("bela-hr-4", hands_to_712_936() + [
        hand4(taker=1, dealer=3, melds=[meld(1, "9S 8S 7S")], tricks=(5, 3), points=(100, 62),
              claims=[{"side": 1, "after_trick": 3, "tricks": 2, "points": 45}])])
    entry = last(ruling)
    assert entry["outcome"] == "claimed"
    assert entry["claim"]["count"] == 1001 and entry["claim"]["good"] is True
    assert ruling["game"]["totals"][1] == 1001
    assert (ruling["game"]["winner"], ruling["game"]["reason"]) == (1, "claim")
    says(entry, "claim was good")


def test_seed_001_cf13_enough_claim_explanation_names_the_threshold_option():
    """Seed 001 cf13; RECORDS.md: each explanation sentence names the option that decided it.
    A good mid-hand claim is decided by threshold: enough."""
    ruling = rule("bela-hr-4", hands_to_712_936() + [
        hand4(taker=1, dealer=3, melds=[meld(1, "9S 8S 7S")],
              claims=[{"side": 1, "after_trick": 3, "tricks": 2, "points": 45}])])
    says(last(ruling), "claim was good", "threshold: enough")


def test_seed_001_cf13_pass_option_no_claim_the_round_is_played_out():
    """Seed 001 cf13: "According to the other option, you can't say you have enough points in the
    middle of a round" — threshold: end_of_hand refuses a claim."""
    error = refusal("bela-hr-4", [hand4(claims=[{"side": 1, "after_trick": 3, "tricks": 2, "points": 45}])],
                    threshold="end_of_hand")
    assert error.path == "hands[0].claims[0]"
    assert "won at the end of a hand" in error.message and cited(error.note) == ("threshold",)


def test_seed_001_cf17_fallen_team_all_points_to_the_opponents():
    """Seed 001 cf17 (Passing/falling, four players): "When the team that chose the trump suit
    falls, all the points they managed to win in a round are awarded to their opponents"."""
    entry = last(rule("bela-hr-4", [hand4(taker=0, melds=[meld(1, "9S 8S 7S")], tricks=(4, 4), points=(75, 87))]))
    assert entry["outcome"] == "fell"
    assert entry["hand_points"] == [75, 107]
    assert entry["score"] == [0, 182]
    says(entry, "fall_points_to: opponents")


def test_seed_001_cf23_example_I_adds_up_to_153_and_is_refused():
    """Seed 001 cf23 (three players, Passing/falling), Example I: 60 / 71 / 22 with no
    declarations. These add up to 153, not 162: in bela-hr-3 all 32 cards are played (10 tricks
    of 3 plus the caller's 2 discards), so the engine must reject the example as written."""
    error = refusal("bela-hr-3", [{"dealer": 2, "trump": "clubs", "taker": 0,
                                   "tricks": [4, 4, 2], "points": [60, 71, 22]}])
    assert error.path == "hands[0].points"
    assert "162" in error.message and "153" in error.message


def test_seed_001_cf23_example_I_as_meant_the_caller_falls_and_gets_nothing():
    """Seed 001 cf23, Example I with the caller's points made to add up (69 instead of 60):
    71 + 22 = 93 is more than the caller's 69, so he falls; the defenders keep their own points
    and the caller's go to nobody (win_rule: beat_sum, fall_points_to: nobody)."""
    entry = last(rule("bela-hr-3", [{"dealer": 2, "trump": "clubs", "taker": 0,
                                     "tricks": [4, 4, 2], "points": [69, 71, 22]}]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [0, 71, 22]
    says(entry, "win_rule: beat_sum")
    says(entry, "fall_points_to: nobody")


def test_seed_001_cf23_example_II_82_against_60_plus_20_passes():
    """Seed 001 cf23, Example II: 82 / 60 / 20: the defenders' 60 + 20 = 80, so the caller with
    82 has more than both together and passes; all write their own (win_rule: beat_sum)."""
    entry = last(rule("bela-hr-3", [{"dealer": 2, "trump": "clubs", "taker": 0,
                                     "tricks": [5, 3, 2], "points": [82, 60, 20]}]))
    assert entry["outcome"] == "passed"
    assert entry["score"] == [82, 60, 20]
    says(entry, "win_rule: beat_sum")


def test_seed_001_cf23_example_III_103_against_17_plus_42_passes():
    """Seed 001 cf23, Example III: 103 / 17 / 42: 17 + 42 = 59 is less, the caller passes."""
    entry = last(rule("bela-hr-3", [{"dealer": 2, "trump": "clubs", "taker": 0,
                                     "tricks": [6, 1, 3], "points": [103, 17, 42]}]))
    assert entry["outcome"] == "passed"
    assert entry["score"] == [103, 17, 42]
    says(entry, "win_rule: beat_sum")


def test_seed_001_cf24_three_player_declarations_120_0_82_total_202():
    """Seed 001 cf24 (three players, Declarations): P1 (the caller) has A-K-Q-J, P2 four tens,
    P3 9-8-7. P2's square is the best meld and P2 is a defender, so each defender scores his own
    and the caller none (meld_rights: best_side_defenders_share). P2 wins no trick: his square
    "went to hell" (melds_need_trick). P1: 100 in tricks + bela 20 = 120; P3: 62 + 20 = 82;
    P2: 0. 120 > 0 + 82, the caller passes; 162 + 20 + 20 = 202 written in all."""
    entry = last(rule("bela-hr-3", [{
        "dealer": 2, "trump": "hearts", "taker": 0, "bela": 0,
        "melds": [meld(0, "AH KH QH JH"), square(1, "T"), meld(2, "9C 8C 7C")],
        "tricks": [6, 0, 4], "points": [100, 0, 62]}]))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 0, 20]
    assert entry["bela"] == [20, 0, 0]
    assert entry["all_tricks"] is None
    assert entry["outcome"] == "passed"
    assert entry["score"] == [120, 0, 82]
    assert sum(entry["score"]) == 202
    says(entry, "meld_rights: best_side_defenders_share")
    says(entry, "melds_need_trick")


def test_seed_001_cf29_two_players_twenty_cards_points_need_not_add_up_to_162():
    """Seed 001 cf29 (two players, Passing/Falling): only 20 of the 32 cards are used, so "passing
    can't be determined from the total sum of points"; the caller who has less falls and his
    points go to the opponent."""
    passed = last(rule("bela-hr-2", [{"dealer": 1, "trump": "clubs", "taker": 0,
                                      "tricks": [6, 4], "points": [60, 45]}]))
    fell = last(rule("bela-hr-2", [{"dealer": 1, "trump": "clubs", "taker": 0,
                                    "tricks": [4, 6], "points": [45, 60]}]))
    assert (passed["outcome"], passed["score"]) == ("passed", [60, 45])
    assert (fell["outcome"], fell["score"]) == ("fell", [0, 105])
    says(fell, "fall_points_to: opponents")


def test_seed_001_cf35_open_belot_each_scores_his_own_and_a_run_lengthened_in_play_adds_20():
    """Seed 001 cf35 (Open Belot, Declarations): "both players are awarded their declarations
    respectively, no matter who had the highest"; 10-9-8-7 at the start is 50, and opening the
    Jack in play "is awarded only 20 more points instead of 100 for a Quint". Player 2's A-K-Q of
    clubs scores 20 although Player 1's fifty is higher."""
    entry = last(rule("open-belot", [{"dealer": 1, "trump": "hearts", "taker": 0, "melds": [
        meld(0, "TS 9S 8S 7S"), meld(0, "JS TS 9S 8S 7S", during_play=True), meld(1, "AC KC QC")],
        "tricks": [9, 7], "points": [90, 72]}]))
    assert entry["melds"] == [70, 20]
    assert entry["score"] == [160, 92]
    says(entry, "meld_rights: each_own")


def test_seed_001_cf35_open_belot_square_completed_in_play_scores_in_full():
    """Seed 001 cf35: "There is nothing different about the squares" — a player who opens the
    fourth king during play scores four kings, 100."""
    entry = last(rule("open-belot", [{"dealer": 1, "trump": "hearts", "taker": 0, "melds": [
        {"seat": 1, "kind": "square", "rank": "K", "during_play": True}],
        "tricks": [9, 7], "points": [90, 72]}]))
    assert entry["melds"] == [0, 100]


def test_seed_001_cf36_open_belot_caller_falls_all_to_the_opponent():
    """Seed 001 cf36 (Open Belot, Passing/falling): all 32 cards are played (162); a caller with
    less than his opponent falls "and all the points he managed to win ... are awarded to his
    opponent"."""
    entry = last(rule("open-belot", [{"dealer": 1, "trump": "hearts", "taker": 0,
                                      "tricks": [7, 9], "points": [70, 92]}]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [0, 162]


# ================================================================= seed 000: Clobyosh / Bela

def test_seed_000_king_high_fifty_and_nine_high_twenty_beat_an_ace_high_twenty_for_70():
    """Seed 000 (Play and Declarations): "a player with a King-high fifty and a Nine-high twenty
    will score 70 for combinations against a player with an Ace-high twenty"."""
    entry = last(rule("clobyosh", [{"dealer": 0, "trump": "hearts", "taker": 1, "melds": [
        meld(0, "AD KD QD"), meld(1, "KS QS JS TS"), meld(1, "9C 8C 7C")],
        "tricks": [4, 5], "points": [50, 80]}], players=M_AND_Y))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 70]
    assert entry["score"] == [50, 150]
    says(entry, "K-high fifty", "meld_rights: best_side")


def test_seed_000_no_sequence_counts_until_its_holder_makes_a_trick_but_bela_always_counts():
    """Seed 000 (Play and Declarations): "An Ace-high fifty in a non-trump suit will count for
    nothing ... unless a trick ... is made" (melds_need_trick); "Bela is an absolute combination
    - it can always count" (bela_needs_trick: false)."""
    entry = last(rule("clobyosh", [{"dealer": 0, "trump": "hearts", "taker": 0, "bela": 1,
                                    "melds": [meld(1, "AS KS QS JS")],
                                    "tricks": [9, 0], "points": [120, 0]}], players=M_AND_Y))
    assert entry["melds"] == [0, 0]
    assert entry["bela"] == [0, 20]
    assert entry["score"] == [120, 20]
    says(entry, "melds_need_trick")


def test_seed_000_the_score_sheet_of_m_and_y():
    """Seed 000 (The Score): the sheet 56–23, 38–106 (Y had fifty, ace-bela), 88–84, then 80 and
    64 for M while Y went bate (Y took, "went bate as I had a fifty"): M ends on 182 then 326.

    The sheet's own sums slip by one: 23 + 106 is 129, not 128, so Y stands on 129 and 213 where
    the sheet writes 128 and 212. Two rows need a reading: 88 + 84 = 172 is more than 18 cards
    hold, so M's 88 includes a twenty. The 64 row cannot be dealt as the comment tells it: 18 cards
    hold at least 18 card points, so with the last trick a hand's tricks are worth 28 or more, and
    a fifty would make M's written score at least 78; nor can Y's "Yuss Manel" (34) fit. The row is
    written with a twenty for M instead: M 30 + 20, Y 14, Y bate, M writes 64."""
    hands = two_handed([(56, 23)])
    hands.append({"dealer": 0, "trump": "spades", "taker": 1, "bela": 1, "melds": [meld(1, "AS KS QS JS")],
                  "tricks": [4, 5], "points": [38, 36]})
    hands.append({"dealer": 1, "trump": "diamonds", "taker": 0, "melds": [meld(0, "QH JH TH")],
                  "tricks": [5, 4], "points": [68, 84]})
    hands.append({"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [5, 4], "points": [50, 30]})
    hands.append({"dealer": 0, "trump": "hearts", "taker": 1, "melds": [meld(0, "KC QC JC")],
                  "tricks": [2, 7], "points": [30, 14]})
    ruling = rule("clobyosh", hands, players=M_AND_Y)
    assert [h["score"] for h in ruling["hands"]] == [[56, 23], [38, 106], [88, 84], [80, 0], [64, 0]]
    assert [ruling["hands"][i]["totals"] for i in (1, 2)] == [[94, 129], [182, 213]]
    assert ruling["game"]["totals"] == [326, 213]
    assert [h["outcome"] for h in ruling["hands"]][-2:] == ["fell", "fell"]
    says(ruling["hands"][-1], "went down")  # "bate" is the sheet's word, at a Scottish table (test_pdf)


# From 495 (M) to 478 (Y), with M the last to win, so M deals and Y is forehand.
M495_Y478 = [(45, 80), (45, 80), (45, 78), (90, 60), (90, 60), (90, 60), (90, 60)]


def test_seed_000_478_to_495_y_claims_with_yuss_and_a_twenty():
    """Seed 000 (Winning the Game): Y has 478 to M's 495 and is forehand; he takes the turn-up
    suit, plays his Yuss for 20 and declares a twenty: "His 40 points take him beyond 501 before
    his opponent has scored — he wins then and there whatever the outcome of the fully played
    out hand might have been" (478 + 20 + 20 = 518)."""
    ruling = rule("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "turn_up": "8H", "trump": "hearts", "taker": 1, "melds": [meld(1, "9S 8S 7S")],
        "claims": [{"side": 1, "after_trick": 1, "tricks": 1, "points": 20}]}], players=M_AND_Y)
    assert ruling["hands"][-2]["totals"] == [495, 478]
    entry = last(ruling)
    assert entry["outcome"] == "claimed"
    assert entry["claim"]["count"] == 518
    assert ruling["game"]["totals"] == [495, 518]
    assert (ruling["game"]["finished"], ruling["game"]["winner"], ruling["game"]["reason"]) == (True, 1, "claim")


def test_seed_000_478_to_495_m_holds_a_better_twenty_and_y_needs_three_more_points():
    """Seed 000 (Winning the Game): "if M did hold a fifty or even a better twenty, he still gets
    to 498 ... Y has the small problem of pulling out a winning lead to give the needed 3
    points": the Yuss taking M's queen (20 + 3) brings Y to exactly 501, a good claim."""
    ruling = rule("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "turn_up": "8H", "trump": "hearts", "taker": 1,
        "melds": [meld(0, "AD KD QD"), meld(1, "9S 8S 7S")],
        "claims": [{"side": 1, "after_trick": 1, "tricks": 1, "points": 23}]}], players=M_AND_Y)
    assert last(ruling)["claim"]["count"] == 501
    assert (ruling["game"]["winner"], ruling["game"]["reason"]) == (1, "claim")


def test_seed_000_478_to_495_false_twin_498_forfeits_the_game():
    """Seed 000 (Winning the Game), the false twin: M holds the better twenty, so Y's twenty does
    not count and his Yuss trick brings him only to 478 + 20 = 498; "A falsely claimed game
    forfeits the game" (false_claim: forfeit): M wins."""
    ruling = rule("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "turn_up": "8H", "trump": "hearts", "taker": 1,
        "melds": [meld(0, "AD KD QD"), meld(1, "9S 8S 7S")],
        "claims": [{"side": 1, "after_trick": 1, "tricks": 1, "points": 20}]}], players=M_AND_Y)
    entry = last(ruling)
    assert entry["outcome"] == "false_claim"
    assert entry["claim"]["count"] == 498 and entry["claim"]["good"] is False
    assert (ruling["game"]["finished"], ruling["game"]["winner"], ruling["game"]["reason"]) == (True, 0, "false_claim")
    says(entry, "false_claim: forfeit")


def test_seed_000_the_ten_for_the_last_trick_may_claim_the_game():
    """Seed 000 (Winning the Game): "You can even use the 10 points for the last trick to claim
    the game if they take you to 501 or over": Y at 478 claims after the ninth trick with
    13 card points + 10 = 23."""
    ruling = rule("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "trump": "hearts", "taker": 0, "tricks": [8, 1], "points": [100, 23],
        "claims": [{"side": 1, "after_trick": 9, "tricks": 1, "points": 23}]}], players=M_AND_Y)
    assert last(ruling)["claim"]["count"] == 501
    assert (ruling["game"]["winner"], ruling["game"]["reason"]) == (1, "claim")


def over_501_without_a_claim() -> list[dict]:
    """M ends a hand on 506 without claiming (threshold: claim), Y on 478."""
    return two_handed(M495_Y478) + [{"dealer": 0, "trump": "hearts", "taker": 1,
                                     "tricks": [3, 6], "points": [11, 20]}]


def test_seed_000_over_501_at_the_end_of_a_hand_the_game_goes_on_until_claimed():
    """Seed 000 (Winning the Game): the game is won only by a claim — M on 506 at the end of a
    hand has not won yet (threshold: claim)."""
    ruling = rule("clobyosh", over_501_without_a_claim(), players=M_AND_Y)
    assert ruling["game"]["totals"] == [506, 498]
    assert ruling["game"]["finished"] is False
    says(last(ruling), "threshold: claim")


def test_seed_000_sitting_on_506_one_must_take_a_trick_before_claiming():
    """Seed 000 (Winning the Game): "if at the end of a hand one's score has passed 501 without game
    being claimed, one has to make a trick (any trick will do) to consummate the win": M's claim
    before taking a trick is false; after taking one it is good."""
    early = rule("clobyosh", over_501_without_a_claim() + [{
        "dealer": 1, "trump": "clubs", "taker": 0,
        "claims": [{"side": 0, "after_trick": 1, "tricks": 0, "points": 0}]}], players=M_AND_Y)
    after_a_trick = rule("clobyosh", over_501_without_a_claim() + [{
        "dealer": 1, "trump": "clubs", "taker": 0,
        "claims": [{"side": 0, "after_trick": 2, "tricks": 1, "points": 0}]}], players=M_AND_Y)
    assert (early["game"]["winner"], early["game"]["reason"]) == (1, "false_claim")
    says(last(early), "a claim needs one")
    assert (after_a_trick["game"]["winner"], after_a_trick["game"]["reason"]) == (0, "claim")


def test_seed_000_on_506_lose_to_an_opponent_who_sneaks_in_with_501_and_claims():
    """Seed 000 (Winning the Game): "One could be sitting on 506, say, yet loose the game to an
    opponent who sneaks in with 501 but is smart enough to make the claim." Y, on 498, claims
    after his first trick, worth 3."""
    ruling = rule("clobyosh", over_501_without_a_claim() + [{
        "dealer": 1, "trump": "clubs", "taker": 0,
        "claims": [{"side": 1, "after_trick": 2, "tricks": 1, "points": 3}]}], players=M_AND_Y)
    assert ruling["game"]["totals"] == [506, 501]
    assert (ruling["game"]["winner"], ruling["game"]["reason"]) == (1, "claim")


def test_seed_000_tie_held_over_to_the_winner_of_the_next_played_out_hand():
    """Seed 000 (The Score): "the disputed score is held in abeyance until the next played out
    hand - whoever wins that next hand gains the score held over" (tie: hold_over, pot_to:
    next_winner); a redeal is not played out and does not resolve it (RULES §6.3)."""
    ruling = rule("clobyosh", [
        {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 5], "points": [70, 70]},
        {"dealer": 1, "turn_up": "KS", "auction": ["pass", "pass", "pass", "pass"]},
        {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 5], "points": [50, 90]},
    ], players=M_AND_Y)
    tie, redeal, paid = ruling["hands"]
    assert (tie["outcome"], tie["score"], tie["pot"]) == ("tie", [70, 0], 70)
    says(tie, "tie: hold_over")
    assert (redeal["outcome"], redeal["pot"], redeal["totals"]) == ("redeal", 70, [70, 0])
    assert (paid["outcome"], paid["score"], paid["pot"]) == ("passed", [50, 160], 0)
    says(paid, "collected the pot of 70", "pot_to: next_winner")


def test_seed_000_tie_held_over_goes_to_the_defender_when_the_next_taker_falls():
    """Seed 000 (The Score): "whoever wins that next hand gains the score held over" — Y, the
    original taker, takes again and goes bate: M wins the next hand and collects the pot."""
    ruling = rule("clobyosh", [
        {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 5], "points": [70, 70]},
        {"dealer": 1, "trump": "hearts", "taker": 1, "tricks": [5, 4], "points": [90, 50]},
    ], players=M_AND_Y)
    assert last(ruling)["score"] == [140 + 70, 0]
    assert ruling["game"]["totals"] == [280, 0]
    says(last(ruling), "collected the pot of 70")


def test_seed_000_after_a_tie_the_deal_simply_alternates():
    """Seed 000 (The Score): after a tie "the deal in this case simply alternates since there is
    deemed to have been no winner"; otherwise the winner of the last hand deals (next_dealer:
    winner)."""
    tie = rule("clobyosh", [{"dealer": 0, "trump": "hearts", "taker": 0, "tricks": [4, 5],
                             "points": [70, 70]}], players=M_AND_Y)
    won = rule("clobyosh", [{"dealer": 1, "trump": "hearts", "taker": 1, "tricks": [4, 5],
                             "points": [50, 90]}], players=M_AND_Y)
    assert tie["game"]["next_dealer"] == 1
    assert won["game"]["next_dealer"] == 1


def test_seed_000_equal_scores_some_books_bidder_nothing_opponent_his_own():
    """Seed 000 (Variations, Equal scores): "if the players' scores are equal, the bidder scores
    nothing and the opponent scores just the points that he took" (tie: defender_scores_own)."""
    entry = last(rule("clobyosh", [{"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 5],
                                    "points": [70, 70]}], players=M_AND_Y, tie="defender_scores_own"))
    assert (entry["outcome"], entry["score"], entry["pot"]) == ("tie", [70, 0], 0)
    says(entry, "tie: defender_scores_own")


def test_seed_000_last_hand_played_out_both_over_501_level_another_deal():
    """Seed 000 (Variations, Last Hand and Winning): played out to the end (threshold:
    end_of_hand), "If at the end of a hand both players have reached 501 the player with the
    higher score wins. If they are equal, presumably another deal is played." """
    higher = two_handed(M495_Y478) + [{"dealer": 0, "trump": "hearts", "taker": 0, "tricks": [5, 4],
                                       "points": [40, 30]}]
    higher_ruling = rule("clobyosh", higher, players=M_AND_Y, threshold="end_of_hand")
    assert higher_ruling["game"]["totals"] == [535, 508]
    assert (higher_ruling["game"]["winner"], higher_ruling["game"]["reason"]) == (0, "target")
    tied = rule("clobyosh", two_handed(M495_Y478) + [{"dealer": 0, "trump": "hearts", "taker": 1,
                                                      "tricks": [4, 5], "points": [20, 37]}],
                players=M_AND_Y, threshold="end_of_hand")
    assert tied["game"]["totals"] == [515, 515]
    assert tied["game"]["finished"] is False
    says(last(tied), "another hand is played")


def test_seed_000_east_lothian_claims_only_within_the_first_three_tricks():
    """Seed 000 (Variations, Last Hand and Winning): the East Lothian variant lets the game be
    claimed only "within the first three tricks" (claim_window: 3): a claim after trick 3 is good;
    one after trick 4 is refused."""
    good = rule("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "trump": "hearts", "taker": 1,
        "claims": [{"side": 1, "after_trick": 3, "tricks": 2, "points": 23}]}],
        players=M_AND_Y, claim_window=3)
    assert (good["game"]["winner"], good["game"]["reason"]) == (1, "claim")
    error = refusal("clobyosh", two_handed(M495_Y478) + [{
        "dealer": 0, "trump": "hearts", "taker": 1,
        "claims": [{"side": 1, "after_trick": 4, "tricks": 2, "points": 23}]}],
        players=M_AND_Y, claim_window=3)
    assert error.path == "hands[7].claims[0].after_trick"
    assert "first 3 tricks" in error.message and cited(error.note) == ("claim_window",)


def test_seed_000_three_handed_the_taker_beats_each_not_both_and_bate_goes_to_the_higher():
    """Seed 000 (Three-handed Bela): "The taker simply has to gain more than either opponent, not to
    beat their combined score. In the case of a bate the higher opponent wins the bate player's
    points" (win_rule: beat_each, fall_points_to: higher_opponent)."""
    passed = last(rule("bela-3", [{"dealer": 2, "trump": "hearts", "taker": 0, "tricks": [4, 3, 2],
                                   "points": [60, 50, 40]}]))
    bate = last(rule("bela-3", [{"dealer": 2, "trump": "hearts", "taker": 0, "tricks": [2, 4, 3],
                                 "points": [40, 60, 30]}]))
    assert (passed["outcome"], passed["score"]) == ("passed", [60, 50, 40])
    says(passed, "win_rule: beat_each")
    assert (bate["outcome"], bate["score"]) == ("fell", [0, 100, 30])
    says(bate, "fall_points_to: higher_opponent")


# ================================================================= seed 002: Klaberjass

def test_seed_002_tie_the_taker_scores_his_own_and_the_opponent_nothing():
    """Seed 002 (Rules): "In case of a tie, the player who took the deal scores only their own
    combined points and the opponent scores nothing" (tie: taker_scores_own)."""
    entry = last(rule("klaberjass", [{"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [5, 4],
                                      "points": [66, 66]}]))
    assert (entry["outcome"], entry["score"], entry["pot"]) == ("tie", [66, 0], 0)
    says(entry, "tie: taker_scores_own")


def test_seed_002_a_player_with_no_tricks_counts_marriages_but_not_melds():
    """Seed 002 (Rules): "for a player who has won no tricks at all, only marriages but not melds
    factor into the combined points" — the fifty of the player without a trick scores nothing,
    his bela 20 does (bela_needs_trick: false)."""
    entry = last(rule("klaberjass", [{"dealer": 1, "trump": "clubs", "taker": 0, "bela": 1,
                                      "melds": [meld(1, "AS KS QS JS")],
                                      "tricks": [9, 0], "points": [110, 0]}]))
    assert entry["melds"] == [0, 0]
    assert entry["bela"] == [0, 20]
    assert entry["hand_points"] == [110, 20]
    assert entry["score"] == [110, 20]
    says(entry, "melds_need_trick")


def test_seed_002_the_taker_with_less_the_opponent_scores_the_sum():
    """Seed 002 (Rules): "If the player who took the deal has made more combined points than the
    opponent, both players simply score their combined points. In the opposite case the opponent
    scores the sum of the points made by both." """
    more = last(rule("klaberjass", [{"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [5, 4],
                                     "points": [70, 50]}]))
    less = last(rule("klaberjass", [{"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [4, 5],
                                     "points": [50, 70]}]))
    assert more["score"] == [70, 50]
    assert less["score"] == [0, 120]


def test_seed_002_variation_tie_neither_scores_the_total_to_the_next_winner():
    """Seed 002 (Variations): "If both players make exactly the same number of combined points, then
    neither player scores. The total is added to the score of the winner of the next game"
    (tie: nobody_pot)."""
    ruling = rule("klaberjass", [
        {"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [5, 4], "points": [66, 66]},
        {"dealer": 0, "trump": "clubs", "taker": 1, "tricks": [4, 5], "points": [40, 70]},
    ], tie="nobody_pot")
    tie, paid = ruling["hands"]
    assert (tie["outcome"], tie["score"], tie["pot"]) == ("tie", [0, 0], 132)
    says(tie, "tie: nobody_pot")
    assert paid["score"] == [40, 70 + 132]


def test_seed_002_the_first_to_500_at_the_end_of_a_deal_wins():
    """Seed 002 (Rules): "The first player who has a total score of 500 points or more at the end of
    a deal wins the game" (threshold: end_of_hand, target 500)."""
    ruling = rule("klaberjass", [
        {"dealer": d % 2, "trump": "clubs", "taker": 0, "tricks": [6, 3], "points": [100, 40]}
        for d in range(5)])
    assert ruling["game"]["totals"] == [500, 200]
    assert (ruling["game"]["winner"], ruling["game"]["reason"]) == (0, "target")
    says(last(ruling), "threshold: end_of_hand")


def test_seed_002_the_longest_run_melds_when_the_house_asks_how_many_cards_first():
    """Seed 002 (Rules): "The player who holds the longest, highest-ranking such sequence is allowed
    to meld"; "dealer asks how many cards?, how high?, in trumps?". RULES §4 ranks runs of equal
    value by top card first, so by default an A-high fifty beats a K-high run of five (both 50);
    the house rule sequence_rank: length_first plays the seed's protocol."""
    hands = [{"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [5, 4], "points": [70, 50],
              "melds": [meld(0, "AS KS QS JS"), meld(1, "KH QH JH TH 9H")]}]
    by_rules = last(rule("klaberjass", hands))
    by_seed = last(rule("klaberjass", hands, sequence_rank="length_first"))
    assert (by_rules["meld_side"], by_rules["melds"]) == (0, [50, 0])
    assert (by_seed["meld_side"], by_seed["melds"]) == (1, [0, 50])


# ================================================================= seed 003: Bela (Croatian, in Croatian)

def test_seed_003_tie_is_pad_the_taker_falls_on_81_81():
    """Seed 003 (Bodovanje): "U slučaju da tim koji je zvao aduta osvoji manje ili jednako poena od
    protivničkog tima on je 'pao'" — equal points are a fall: the taker falls on 81–81 and the
    opponents write all 162 (tie: taker_falls)."""
    entry = last(rule("bela-hr-4", [hand4(taker=0, tricks=(4, 4), points=(81, 81))]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [0, 162]
    says(entry, "81–81", "tie: taker_falls")


def test_seed_003_fallen_team_the_opponents_get_all_points():
    """Seed 003 (Konačno bodovanje): "Tim koji je zvao aduta i pao: protivnički tim dobiva sve
    bodove" — including the fallen team's melds."""
    entry = last(rule("bela-hr-4", [hand4(taker=1, melds=[meld(1, "AD KD QD JD")], tricks=(5, 3),
                                          points=(110, 52))]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [212, 0]


def test_seed_003_stiglja_all_eight_tricks_plus_90():
    """Seed 003 (Posebno bodovanje): "Štih mač (tzv. 'štilja') - Ukoliko protivnik nije osvojio
    nijedan od 8 štihova mješanja: 90 bodova": 162 + 90 = 252 (all_tricks_bonus)."""
    entry = last(rule("bela-hr-4", [hand4(taker=0, tricks=(8, 0), points=(162, 0))]))
    assert entry["all_tricks"] == 0
    assert entry["score"] == [252, 0]
    says(entry, "took every trick", "all_tricks_bonus")  # "štiglja" on the Croatian sheet (test_pages)


def test_seed_003_belot_1001_wins_the_game():
    """Seed 003 (Vrijednost zvanja): "Osam karata u istoj boji u nizu 'Belot': 1001 bod ('Belot'
    tim je pobjedio, igra završava)" — the belot's team writes the target and wins at once
    (belot: wins_game); the hand has no tricks or points."""
    ruling = rule("bela-hr-4", [{"dealer": 3, "trump": "hearts", "taker": 0,
                                 "melds": [meld(1, "AC KC QC JC TC 9C 8C 7C")]}])
    entry = last(ruling)
    assert entry["outcome"] == "belot"
    assert entry["score"] == [0, 1001]
    assert (ruling["game"]["finished"], ruling["game"]["winner"], ruling["game"]["reason"]) == (True, 1, "belot")
    says(entry, "belot: wins_game")


def test_seed_003_equal_melds_the_one_nearer_the_dealer_in_play_order_wins():
    """Seed 003 (Vrijednost zvanja): "Ukoliko su zvanja u različitim bojama jednakih bodova do iste
    karte prednost dobiva tko je bliži dealeru" — equal runs in different suits (none in trump):
    the player first in play order from the forehand wins (meld_tiebreak: first)."""
    entry = last(rule("bela-hr-4", [hand4(trump="clubs", dealer=0, melds=[
        meld(2, "KH QH JH"), meld(1, "KS QS JS")], tricks=(4, 4), points=(62, 100), taker=1)]))
    assert entry["meld_side"] == 1
    assert entry["melds"] == [0, 20]
    says(entry, "meld_tiebreak: first")


def test_seed_003_melds_count_only_for_a_team_that_takes_a_trick():
    """Seed 003 (Vrijednost zvanja / Konačno bodovanje): "Tim koji ima zvanja mora uzeti barem
    jedan od osam štihova kako bi ta zvanja se bodovala i vrijedila" — the trick-less team's
    melds go with the štiglja to the team that took all eight."""
    entry = last(rule("bela-hr-4", [hand4(taker=0, melds=[meld(1, "AS KS QS JS")], tricks=(8, 0),
                                          points=(162, 0))]))
    assert entry["score"] == [162 + 90 + 50, 0]


# ================================================================= seed 004: Belote (French)

def test_seed_004_dedans_the_opponents_count_both_parties_points():
    """Seed 004 (Summary of points scored): "The party of the captain has scored fewer points than
    the opposing party (le preneur est Dedan): ... the points of the captain party" come in
    addition to the opponents' own."""
    entry = last(rule("belote", [hand4(taker=0, dealer=3, tricks=(3, 5), points=(70, 92))]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [0, 162]
    says(entry, "went down")  # "dedans" on the French sheet (test_pdf)
    says(entry, "fall_points_to: opponents")


def test_seed_004_dedans_the_belote_stays_with_the_captain():
    """Seed 004 (Point billing): "A belote - Rebelote brings the respective party 20 points"; RULES
    §3.1 makes it "imprenable" in belote: the captain's belote stays with him when he goes dedans
    (bela_on_fall: kept)."""
    entry = last(rule("belote", [hand4(taker=0, dealer=3, bela=2, tricks=(3, 5), points=(60, 102))]))
    assert entry["outcome"] == "fell"
    assert entry["score"] == [20, 162]
    says(entry, "bela_on_fall: kept")


def test_seed_004_capot_162_plus_90_is_252():
    """Seed 004 (Point billing): "If a party has made all engravings, there is a bonus ... (capot)";
    RULES §3.1 sets it at 90 in belote: 162 + 90 = 252 (all_tricks_bonus). Belote does not hand the
    other party's melds to the capot side (all_tricks_takes_melds: false)."""
    entry = last(rule("belote", [hand4(taker=0, dealer=3, tricks=(8, 0), points=(162, 0))]))
    assert entry["all_tricks"] == 0
    assert entry["score"] == [252, 0]
    says(entry, "took every trick", "all_tricks_bonus")  # "capot" on the French sheet (test_pdf)


def test_seed_004_litige_the_captains_points_frozen_for_the_winner_of_the_next_round():
    """Seed 004 (Summary of points scored): "Both parties have the same number of points (le preneur
    est mis en litige): the opposing party's own points are counted; the points of the captain
    party are 'frozen' and evaluated in the next round for the winner of the round"."""
    ruling = rule("belote", [
        hand4(taker=0, dealer=3, tricks=(4, 4), points=(81, 81)),
        hand4(taker=1, dealer=0, tricks=(3, 5), points=(62, 100)),
    ])
    litige, next_round = ruling["hands"]
    assert (litige["outcome"], litige["score"], litige["pot"]) == ("tie", [0, 81], 81)
    says(litige, "litige", "tie: hold_over")
    assert (next_round["outcome"], next_round["score"], next_round["pot"]) == ("passed", [62, 181], 0)
    says(next_round, "collected the pot of 81", "pot_to: next_winner")
    assert ruling["game"]["totals"] == [62, 262]


def test_seed_004_four_eights_are_worth_nothing():
    """Seed 004 (Messages in the game): "4 x 8 = nothing, 4 x 7 = nothing" — not a meld."""
    error = refusal("belote", [hand4(melds=[square(0, "8")])])
    assert error.path == "hands[0].melds[0]"
    assert "not a meld" in error.message
