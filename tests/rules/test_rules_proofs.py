"""What a replayed hand proves a player held (RULES §8), and the renege it names from that: his
later cards (but not in open belot), his melds, his bela, his pair's meld; the sentence says only
what the proof shows, and says it the same after every later trick."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings, strategies as st
from play_strategy import open_belot_hand, played_hand
from records_strategy import players_for

from scorekeeper.rules import VARIANTS, RecordError, adjudicate

BELA_PRESETS = sorted(name for name, v in VARIANTS.items() if v.game == "bela")  # contrée, klaverjas: own tests
from scorekeeper.rules.explain import Note, render
from scorekeeper.rules.replay import replay

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
TWO = ["Ana", "Boris"]
FACE_DOWN = render(Note("play.face_down"))


def ruled(variant: str, hand: dict, players: list[str] = FOUR, **options) -> dict:
    return adjudicate({"variant": variant, "options": {"target": 10**9, **options}, "players": players,
                       "hands": [hand]})["hands"][0]


def refused(variant: str, hand: dict, players: list[str] = FOUR) -> RecordError:
    with pytest.raises(RecordError) as error:
        ruled(variant, hand, players)
    return error.value


# ------------------------------------------------------------------------------- open belot

def open_hand(play: list[list[str]], **more) -> dict:
    """Ana deals, so Boris leads; hearts are trump and Boris took."""
    return {"dealer": 0, "trump": "hearts", "taker": 1, "play": play, "points": [62, 100], **more}


def test_open_belot_a_card_played_later_proves_nothing():
    """RULES §8, seed 001 (cf33/cf34): Boris leads A♦ and Ana throws 7♣; she plays K♦ in trick 2,
    but K♦ may have lain face down under her 7♣: no renege, and the ruling says why, once."""
    hand = ruled("open-belot", open_hand([["AD", "7C"], ["8D", "KD"]]), TWO)
    assert hand["play"]["reneges"] == []
    assert hand["explanation"].count(FACE_DOWN) == 1
    assert FACE_DOWN == ("In open belot half of each hand lies face down until the card on it is played, so a "
                         "card played later does not show it was held earlier: only the melds declared at the "
                         "deal can prove a renege.")


def test_open_belot_a_meld_declared_at_the_deal_proves_a_renege():
    """RULES §8: a meld declared at the deal lies face up from the start: Ana showed Q♦ J♦ 10♦ and
    threw 7♣ on Boris's A♦."""
    hand = ruled("open-belot", open_hand([["AD", "7C"]], melds=[{"seat": 0, "cards": ["QD", "JD", "TD"]}]), TWO)
    assert [(r["trick"], r["seat"], r["proof"]) for r in hand["play"]["reneges"]] == [(1, 0, None)]
    assert "Trick 1: Ana played 7♣ on a lead of diamonds but still held Q♦, J♦ or 10♦, shown in a meld." in \
        hand["explanation"]
    assert hand["explanation"].count(FACE_DOWN) == 1


def test_open_belot_a_bela_or_a_meld_made_during_play_proves_nothing():
    """RULES §8: in open belot only melds declared at the deal prove a card held; a bela, declared
    as it is played, and a run opened during play may hold cards that lay face down."""
    hand = ruled("open-belot", {"dealer": 0, "trump": "diamonds", "taker": 1, "bela": 0, "points": [62, 100],
                                "melds": [{"seat": 0, "cards": ["9S", "8S", "7S"], "during_play": True}],
                                "play": [["8D", "8H"], ["JS", "7S"]]}, TWO)
    assert hand["play"]["reneges"] == []


def test_open_belot_replay_says_why_once():
    """RULES §8: "the ruling says so once for a replayed open-belot hand": the replay page too."""
    record = {"variant": "open-belot", "players": TWO}
    out = replay(record, open_hand([["AD", "7C"], ["8D", "KD"], ["9S"]]))
    assert out["reneges"] == [] and out["explanation"] == [FACE_DOWN]


@settings(max_examples=60, deadline=None)
@given(st.fixed_dictionaries({}, optional={
    "over_in_suit": st.booleans(), "bare_yuss": st.booleans(), "trump_lead_scoring": st.booleans(),
    "renege": st.sampled_from(["fall", "warn"]), "melds_need_trick": st.booleans()}),
    st.integers(0, 10**6), st.integers(0, 1))
def test_open_belot_played_legally_from_the_face_up_cards_never_shows_a_renege(options, seed, dealer):
    """RULES §8, seed 001 (cf34): dealt in rows of four, face down then face up, and played only
    from the face-up cards as the duties of play allow, an open-belot hand is never ruled a
    renege, whatever melds were declared at the deal from the face-up cards or bela."""
    rules = VARIANTS["open-belot"].rules.with_options(options)
    played = open_belot_hand(rules, random.Random(seed), dealer=dealer)
    hand = ruled("open-belot", played.hand, TWO, **options)
    assert hand["play"]["reneges"] == []
    assert hand["explanation"].count(FACE_DOWN) == 1


# ------------------------------------------------------------------------------- bela and pair melds

def test_a_declared_bela_proves_the_trump_king_and_queen_were_held():
    """RULES §8 (seeds 000-002: only a player who holds both may declare bela): Klaberjass,
    diamonds trump; Boris leads 8♦, Ana plays 8♥ and declared bela in that hand, so she held K♦
    and Q♦ and had to follow: Ana reneged in trick 1."""
    hand = ruled("klaberjass", {"dealer": 0, "trump": "diamonds", "taker": 1, "bela": 0,
                                "play": [["8D", "8H"]], "points": [40, 42]}, TWO)
    assert [(r["trick"], r["seat"], r["required"]) for r in hand["play"]["reneges"]] == [(1, 0, ["KD", "QD"])]
    assert hand["explanation"][1] == ("Trick 1: Ana played 8♥ on a lead of diamonds but still held K♦ or Q♦, "
                                      "shown when bela was declared.")


def test_a_meld_written_for_a_pair_is_the_cards_of_the_partner_who_plays_one():
    """RULES §8: a meld written for Ana & Cvita is Cvita's once she plays its J♦ in trick 2: she
    held K♦ Q♦ J♦ from the first trick, where she threw 7♣ on Ana's A♦."""
    hand = ruled("bela-hr-4", {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62],
                               "melds": [{"side": 0, "cards": ["KD", "QD", "JD"]}],
                               "play": [["AD", "7D", "7C", "8D"], ["AS", "8S", "JD", "9S"]]})
    assert [(r["trick"], r["seat"], r["proof"]) for r in hand["play"]["reneges"]] == [(1, 2, None)]
    assert "Trick 1: Cvita played 7♣ on a lead of diamonds but still held K♦, Q♦ or J♦, shown in a meld." in \
        hand["explanation"]


def test_a_meld_written_for_a_pair_proves_nothing_where_the_play_shows_neither_partner():
    """RULES §8: where neither partner plays a card of the pair's meld, it is nobody's in proof."""
    hand = ruled("bela-hr-4", {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62],
                               "melds": [{"side": 0, "cards": ["KD", "QD", "JD"]}],
                               "play": [["AD", "7D", "7C", "8D"]]})
    assert hand["play"]["reneges"] == []


def test_a_renege_proved_before_its_pair_meld_is_known_keeps_its_first_proof():
    """RULES §8: Cvita threw 7♣ on Ana's A♦ and played 8♦ in trick 2: that proves it. Her J♦ in
    trick 3 then shows the pair's K♦ Q♦ J♦ were hers, but the renege still reads as first proved."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "melds": [{"side": 0, "cards": ["KD", "QD", "JD"]}]}
    play = [["AD", "7D", "7C", "9D"], ["AS", "8S", "8D", "9S"], ["KS", "7S", "JD", "TS"]]
    said = "Trick 1: Cvita played 7♣ on a lead of diamonds but still held 8♦, played in trick 2."
    for count in (2, 3):
        assert replay({"variant": "bela-hr-4", "players": FOUR}, {**hand, "play": play[:count]})["explanation"] == [said]
    assert said in ruled("bela-hr-4", {**hand, "play": play, "points": [100, 62]})["explanation"]


# ------------------------------------------------------------------------------- melds made during play

def test_a_meld_made_during_play_with_a_card_another_player_played_is_refused():
    """RULES §9: a meld that conflicts with another player's cards is refused, one made during play
    (open belot) as much as one declared at the deal: Boris played 7♦ in trick 1."""
    error = refused("open-belot", open_hand([["7D", "AD"]], melds=[
        {"seat": 0, "cards": ["9D", "8D", "7D"], "during_play": True}]), TWO)
    assert error.path == "hands[0].melds[0]" and error.message == "7♦ was in the meld of Ana, but Boris played it"


def test_a_meld_made_during_play_with_its_own_cards_is_accepted():
    """RULES §4: Ana opens 9♦ 8♦ 7♦ during play and plays 7♦ herself."""
    hand = ruled("open-belot", open_hand([["AS", "7S"], ["KS", "7D"]], melds=[
        {"seat": 0, "cards": ["9D", "8D", "7D"], "during_play": True}]), TWO)
    assert hand["play"]["reneges"] == []


# ------------------------------------------------------------------------------- the renege's sentence

# Dino deals, Ana leads 7♦ and Boris trumps with 7♥ though he holds 10♦ and A♦; he leads his
# trumps, then 10♦ (trick 7) and A♦ (trick 8). Hearts are trump, Ana took.
STABLE = [["7D", "7H", "8D", "9D"], ["JH", "QH", "7S", "8S"], ["9H", "8H", "7C", "9S"], ["AH", "AC", "8C", "TS"],
          ["TH", "KC", "9C", "JS"], ["KH", "QC", "TC", "QS"], ["TD", "KD", "QD", "KS"], ["AD", "JD", "JC", "AS"]]
SAID = "Trick 1: Boris played 7♥ on a lead of diamonds but still held 10♦, played in trick 7."


def test_the_renege_sentence_names_only_what_its_proof_shows_after_every_later_trick():
    """RULES §8: the renege is proved by 10♦ in trick 7; A♦, played in trick 8, is not named in its
    sentence, in the replay after trick 7 or trick 8, nor in the ruling."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0}
    record = {"variant": "bela-hr-4", "players": FOUR}
    assert replay(record, {**hand, "play": STABLE[:6]})["reneges"] == []
    for count in (7, 8):
        out = replay(record, {**hand, "play": STABLE[:count]})
        assert out["explanation"] == [SAID]
        assert [(r["required"], r["proof"]) for r in out["reneges"]] == [(["TD"], 7)]
    assert SAID in ruled("bela-hr-4", {**hand, "play": STABLE})["explanation"]


def test_a_card_played_twice_in_one_trick_is_said_once():
    """RULES §9: a card used twice, in the same trick."""
    error = refused("bela-hr-4", {"dealer": 3, "trump": "hearts", "taker": 0, "points": [90, 72],
                                  "play": [["JH", "7S", "JH", "8S"]]})
    assert error.path == "hands[0].play[0][2]" and error.message == "J♥ is played twice in trick 1"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(BELA_PRESETS), st.fixed_dictionaries({}, optional={
    "over_in_suit": st.booleans(), "partner_exemption": st.booleans(), "bare_yuss": st.booleans(),
    "trump_lead_scoring": st.booleans()}), st.integers(0, 10**6), st.integers(1, 6), st.booleans())
def test_a_renege_once_named_reads_the_same_after_every_later_trick(preset, options, seed, cheat, by_pair):
    """RULES §8: the sentence names only what the proof shows, and the same after every later
    trick: replayed one trick at a time, every renege sentence said stays said, word for word
    (melds written by seat, or for the pair as a paper sheet writes them)."""
    variant = VARIANTS[preset]
    rules = variant.rules.with_options(options)
    played = played_hand(variant, rules, random.Random(seed), cheat=cheat)
    if by_pair and variant.players == 4:
        played.hand["melds"] = [{"side": m["seat"] % 2, "cards": m["cards"]} for m in played.hand.get("melds", [])]
    record = {"variant": preset, "options": options, "players": players_for(variant)}
    try:
        replay(record, {**played.hand, "play": played.hand["play"][:1]})
    except RecordError as error:
        assume("melds" not in error.path)  # equal melds of one pair need the seat said (RULES §4)
        raise
    said: list[str] = []
    for count in range(1, variant.tricks + 1):
        now = replay(record, {**played.hand, "play": played.hand["play"][:count]})["explanation"]
        assert set(said) <= set(now)
        said = now
