"""Hands entered card by card (RECORDS.md "play entry", RULES §8, option ``renege``): the engine
takes the play, derives tricks and points, refuses what the cards contradict (RULES §9) and
judges every renege in the ruling."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st
from play_strategy import card_power, played_hand, played_record
from records_strategy import players_for

from scorekeeper.rules import VARIANTS, RecordError, adjudicate
from scorekeeper.rules.cards import parse_card
from scorekeeper.rules.explain import Note, render
from scorekeeper.rules.replay import replay

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
PRESETS = sorted(name for name, v in VARIANTS.items() if v.game == "bela")  # contrée, klaverjas: own tests

# A four-player deal, hearts led and Boris (seat 1) discarding a club while he holds the K of
# hearts, which he plays in trick 3. Ana (seat 0) leads: Dino (seat 3) dealt.
RENEGE_3 = [["AH", "7C", "8H", "9H"], ["7S", "8S", "9S", "TS"], ["7D", "8D", "KH", "9D"]]


def four(hand: dict, **options) -> dict:
    return {"variant": "bela-hr-4", "options": options, "players": FOUR, "hands": [hand]}


def option_mix() -> st.SearchStrategy[dict]:
    """The house rules that change what may be played, or what a renege costs, in any mix."""
    return st.fixed_dictionaries({}, optional={
        "over_in_suit": st.booleans(), "partner_exemption": st.booleans(), "bare_yuss": st.booleans(),
        "trump_lead_scoring": st.booleans(), "renege": st.sampled_from(["fall", "warn"]),
        "tie": st.sampled_from(["taker_falls", "hold_over", "taker_scores_own"]),
        "fall_points_to": st.sampled_from(["opponents", "nobody", "both_opponents"])})


def summed(hand: dict, preset: str) -> list[int]:
    """Each side's trick points worked out by hand: the cards of each trick, its winner by card
    power (play_strategy.card_power), 10 for the last, the discard to the caller."""
    variant, trump = VARIANTS[preset], parse_card("7" + hand["trump"][0]).suit
    points, leader = [0] * variant.sides, (hand["dealer"] + 1) % variant.players
    for t, codes in enumerate(hand["play"]):
        cards = [parse_card(c) for c in codes]
        best = max(range(len(cards)), key=lambda i: card_power(cards[i], led=cards[0].suit, trump=trump))
        leader = (leader + best) % variant.players
        points[variant.side_of(leader)] += sum(c.points(trump) for c in cards) + (10 if t == variant.tricks - 1 else 0)
    points[variant.side_of(hand["taker"])] += sum(parse_card(c).points(trump) for c in hand.get("discard", []))
    return points


# ------------------------------------------------------------------------------- property tests

@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PRESETS), option_mix(), st.integers(0, 10**6))
def test_a_legal_play_is_accepted_and_counts_the_cards(preset, options, seed):
    """RULES §8: any legal play of a real deal, every preset, any mix of house rules: no renege,
    and each side's points are its cards (the last trick's 10, the caller's discard)."""
    record = played_record(preset, random.Random(seed), options=options)
    hand = adjudicate(record)["hands"][0]
    assert hand["play"]["reneges"] == []
    assert hand["play"]["points"] == summed(record["hands"][0], preset)
    if VARIANTS[preset].all_cards_played:
        assert sum(hand["play"]["points"]) == 162


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PRESETS), option_mix(), st.integers(0, 10**6), st.integers(1, 8))
def test_one_illegal_card_is_flagged_at_its_trick(preset, options, seed, cheat):
    """RULES §8: one player plays one card he was not allowed to; the ruling names that trick and
    that player, and nothing else (in open belot, only where a meld declared at the deal proves
    it: a later card proves nothing there)."""
    variant = VARIANTS[preset]
    rules = variant.rules.with_options({"target": 10**9, **options})
    played = played_hand(variant, rules, random.Random(seed), cheat=cheat)
    record = {"variant": preset, "options": {"target": 10**9, **options}, "players": players_for(variant),
              "hands": [played.hand]}
    reneges = adjudicate(record)["hands"][0]["play"]["reneges"]
    named = [(r["trick"], r["seat"]) for r in reneges]
    if played.renege is None:
        assert named == []
    elif variant.face_down:
        assert named in ([], [played.renege])
    else:
        assert named == [played.renege]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESETS), option_mix(), st.integers(0, 10**6))
def test_summary_and_play_of_the_same_deal_give_the_same_ruling(preset, options, seed):
    """RECORDS.md: a hand written as its points and the same hand entered card by card are
    scored alike (a legal play: no renege to judge)."""
    record = played_record(preset, random.Random(seed), options=options, hands=2)
    by_cards = adjudicate(record)
    summary = {**record, "hands": []}
    for hand, ruled in zip(record["hands"], by_cards["hands"]):
        written = {k: v for k, v in hand.items() if k != "play"}
        summary["hands"].append({**written, "tricks": ruled["play"]["tricks_won"],
                                 "points": ruled["play"]["points"]})
    by_points = adjudicate(summary)
    face_down = render(Note("play.face_down"))  # said of a play only: why no later card proves a renege
    for a, b in zip(by_cards["hands"], by_points["hands"]):
        assert (a["outcome"], a["score"], a["totals"], [s for s in a["explanation"] if s != face_down]) == \
               (b["outcome"], b["score"], b["totals"], b["explanation"])


# ------------------------------------------------------------------------------- reneges judged

def test_a_defender_who_reneged_loses_the_hand_for_his_side():
    """RULES §3.1 renege: fall — Boris (a defender) reneged in trick 1: Ana & Cvita pass whatever
    the points and write Boris & Dino's points too; Boris & Dino write nothing."""
    hand = adjudicate(four({"dealer": 3, "trump": "diamonds", "taker": 0, "play": RENEGE_3,
                            "points": [60, 102]}))["hands"][0]
    assert hand["explanation"][0] == ("Trick 1: Boris played 7♣ on a lead of hearts but still held K♥, "
                                      "played in trick 3.")
    assert hand["outcome"] == "passed" and hand["score"] == [162, 0]
    assert hand["explanation"][-1] == ("Because Boris reneged, the hand is lost for Boris & Dino: the taker "
                                       "made it, and their 102 points went to Ana & Cvita.")


def test_a_taker_who_reneged_falls_whatever_the_points():
    """RULES §3.1 renege: fall — Boris took trump and reneged: Boris & Dino fall, though their
    points would have passed."""
    hand = adjudicate(four({"dealer": 3, "trump": "diamonds", "taker": 1, "play": RENEGE_3,
                            "points": [60, 102]}))["hands"][0]
    assert hand["outcome"] == "fell" and hand["score"] == [162, 0]
    assert "the hand is lost for Boris & Dino: the taker fell" in hand["explanation"][-2]


def test_under_warn_the_renege_is_named_and_the_score_stands():
    """RULES §3.1 renege: warn."""
    hand = adjudicate(four({"dealer": 3, "trump": "diamonds", "taker": 1, "play": RENEGE_3,
                            "points": [60, 102]}, renege="warn"))["hands"][0]
    assert hand["outcome"] == "passed" and hand["score"] == [60, 102]
    assert any("only named" in s for s in hand["explanation"])


@pytest.mark.parametrize("cards, kind, words", [
    # Seed 001 über example I: on the J♠, Cvita (10♠ Q♠ 8♠) must head with the 10 or the queen.
    ([["JS", "7S", "8S", "AD"], ["7C", "8C", "TS", "9C"]], "renege.head", "had to head the trick with 10♠"),
    # Seed 001 example III: Cvita had to overtrump the K of hearts with the 10 she played later.
    ([["9S", "KH", "QH", "7C"], ["8C", "TH", "JC", "AC"]], "renege.overtrump", "had to overtrump with 10♥"),
    # Seed 001 example I: Dino, with no spade, had to cut with a trump.
    ([["JS", "7S", "TS", "7D"], ["QS", "7H", "8S", "9S"]], "renege.trump", "without trumping but still held 7♥"),
])
def test_the_seed_examples_as_played_hands(cards, kind, words):
    """Seed 001 "Über" examples as tricks: the card that breaks the duty is named with the one he
    had to play, proved by the trick in which he played it. Hearts are trump, Ana leads."""
    hand = adjudicate(four({"dealer": 3, "trump": "hearts", "taker": 0, "play": cards,
                            "points": [100, 62]}))["hands"][0]
    note = hand["notes"][0]
    assert note["id"] == kind and words in hand["explanation"][0]


def test_a_meld_shows_what_a_player_held():
    """RULES §8 with §4: Boris showed a run of hearts; he discards a club on a heart lead in the
    only trick replayed — his meld proves the renege."""
    hand = adjudicate(four({"dealer": 3, "trump": "spades", "taker": 0, "play": [["AH", "7C", "8H", "9H"]],
                            "melds": [{"seat": 1, "cards": ["KH", "QH", "JH"]}], "points": [90, 72]}))["hands"][0]
    assert "still held K♥, Q♥ or J♥, shown in a meld" in hand["explanation"][1]


def test_a_trump_lead_must_score_under_that_house_rule():
    """Seed 000 custom (trump_lead_scoring): Ana leads the 7 of trump holding the jack."""
    hand = adjudicate(four({"dealer": 3, "trump": "hearts", "taker": 0, "play": [
        ["7H", "8H", "QH", "KH"], ["7S", "JH", "8S", "9S"]], "points": [100, 62]},
        trump_lead_scoring=True))["hands"][0]
    assert hand["notes"][0]["id"] == "renege.lead" and "J♥ was still in hand, played in trick 2" in hand["explanation"][0]


def test_a_claim_that_ended_the_game_names_the_renege_only():
    """RULES §7: a good claim ends the game at once; the renege before it is named."""
    record = four({"dealer": 3, "trump": "diamonds", "taker": 0, "play": RENEGE_3,
                   "claims": [{"side": 0, "after_trick": 3, "tricks": 2, "points": 29}]}, target=10)
    hand = adjudicate(record)["hands"][0]
    assert hand["outcome"] == "claimed" and hand["notes"][-1]["id"] == "renege.after_claim"


# ------------------------------------------------------------------------------- what is refused

@pytest.mark.parametrize("hand, path, words", [
    ({"play": [["AH", "7C", "8H", "9H"], ["AH", "8S", "9S", "TS"]], "points": [90, 72]}, "hands[0].play[1][0]",
     "A♥ is played twice: in trick 1 and in trick 2"),
    ({"play": [["AH", "7C", "8H"]], "points": [90, 72]}, "hands[0].play[0]", "trick 1 needs one card from each"),
    ({"play": [["AH", "7C", "8H", "9H"]]}, "hands[0].points", "only 1 of the 8 tricks were replayed"),
    ({"play": [["AH", "KH", "8H", "9H"]], "melds": [{"seat": 0, "cards": ["KH", "QH", "JH"]}],
      "points": [90, 72]}, "hands[0].melds[0]", "K♥ was in the meld of Ana, but Boris played it"),
    ({"play": [["AH", "KH", "8H", "9H"]], "bela": 0, "points": [90, 72]}, "hands[0].bela",
     "was in the meld of Ana, but Boris played it"),
    ({"play": RENEGE_3, "points": [5, 157]}, "hands[0].points", "the tricks replayed already give Ana & Cvita"),
])
def test_what_the_cards_contradict_is_refused(hand, path, words):
    """RULES §9: a card used twice, a trick short of cards, a meld or bela another player played,
    a partial play without the hand's points, points smaller than the tricks replayed."""
    with pytest.raises(RecordError) as refused:
        adjudicate(four({"dealer": 3, "trump": "hearts", "taker": 0, **hand}))
    assert refused.value.path == path and words in refused.value.message


def test_a_complete_play_and_a_different_summary_are_refused():
    """RECORDS.md: the table keeps the summary and the play only where they agree."""
    record = played_record("bela-hr-4", random.Random(5))
    good = adjudicate(record)["hands"][0]["play"]["points"]
    record["hands"][0]["points"] = [good[0] - 10, good[1] + 10]
    with pytest.raises(RecordError, match="the cards played make"):
        adjudicate(record)
    record["hands"][0]["points"] = good
    assert adjudicate(record)["hands"][0]["hand_points"][0] >= good[0]


def test_two_handed_the_turned_up_card_stays_under_the_stock():
    """Seeds 000 and 002: the turn-up is not in play unless the trump 7 was exchanged for it;
    then the 7 is not."""
    base = {"dealer": 1, "trump": "spades", "taker": 0, "turn_up": "KS", "points": [60, 40]}
    with pytest.raises(RecordError, match="stays under the stock"):
        adjudicate({"variant": "clobyosh", "players": ["M", "Y"], "hands": [{**base, "play": [["KS", "7H"]]}]})
    with pytest.raises(RecordError, match="went under the stock"):
        adjudicate({"variant": "clobyosh", "players": ["M", "Y"],
                    "hands": [{**base, "exchange": 0, "play": [["KS", "7S"]]}]})


def test_a_dump_keeps_the_cards_and_only_the_summary_the_table_wrote():
    """Store inputs: a complete play is kept as cards; its derived points are not written."""
    from scorekeeper.rules import Game
    record = played_record("belote", random.Random(9))
    assert "points" not in Game.from_record(record).to_record()["hands"][0]
    assert Game.from_record(record).to_record()["hands"][0]["play"] == record["hands"][0]["play"]


# ------------------------------------------------------------------------------- replay in progress

def test_a_replay_in_progress_says_whose_card_comes_next():
    """The replay page's view: trick 3 unfinished, Cvita to play; the renege already proved."""
    now = replay({"variant": "bela-hr-4", "players": FOUR},
                 {"dealer": 3, "trump": "diamonds", "taker": 0, "play": RENEGE_3[:2] + [["7D", "8D", "KH"]]})
    cards = now["next"].pop("cards")
    assert now["next"] == {"seat": 2, "trick": 3, "leads": False}
    played = {c for trick in RENEGE_3[:2] + [["7D", "8D", "KH"]] for c in trick}
    assert len(cards) == 32 - len(played) and not played & set(cards)  # any card not yet down
    assert now["tricks"][1]["winner"] == 3 and now["tricks"][2]["winner"] is None
    assert now["explanation"] == ["Trick 1: Boris played 7♣ on a lead of hearts but still held K♥, played in trick 3."]
    start = replay({"variant": "bela-hr-4", "players": FOUR}, {"dealer": 3, "trump": "diamonds", "taker": 0})
    assert len(start["next"].pop("cards")) == 32  # nothing is down: any card may be Ana's
    assert start["next"] == {"seat": 0, "trick": 1, "leads": True}


def runs_of(owners: set[int]):
    """Played four-player deals and a run of three whose cards the play shows in ``owners``' hands."""
    from scorekeeper.rules.cards import SEQUENCE_ORDER, Card, Suit
    for seed in range(300):
        record = played_record("bela-hr-4", random.Random(seed))
        record["hands"][0].pop("melds", None), record["hands"][0].pop("bela", None)
        seat_of = {c: s for t in adjudicate(record)["hands"][0]["play"]["tricks"]
                   for c, s in zip(t["cards"], t["seats"])}
        for suit in Suit:
            for top in range(2, 8):
                run = [str(Card(SEQUENCE_ORDER[top - i], suit)) for i in range(3)]
                if {seat_of[c] for c in run} == owners:
                    yield record, run


def test_a_pair_meld_is_one_partners_cards():
    """RULES §4 with §9: a meld written for a pair ({"side": n}) is one partner's cards; the play
    shows whose. Ana's run is accepted for Ana & Cvita and refused for Boris & Dino."""
    record, run = next(runs_of({0}))
    record["hands"][0]["melds"] = [{"side": 0, "cards": run}]
    adjudicate(record)
    record["hands"][0]["melds"] = [{"side": 1, "cards": run}]
    with pytest.raises(RecordError, match="was in the meld of Boris & Dino, but Ana played it"):
        adjudicate(record)


def test_a_run_of_both_partners_cards_is_no_meld():
    """RULES §4: a meld is one player's cards; a run of Ana's and Cvita's cards is refused."""
    record, run = next(runs_of({0, 2}))
    record["hands"][0]["melds"] = [{"side": 0, "cards": run}]
    with pytest.raises(RecordError, match="both Ana and Cvita played cards of the meld of Ana & Cvita"):
        adjudicate(record)
