"""Which cards a player can still hold in a replay (RULES §8, RECORDS.md "play entry": the cards
must agree with the rest of the hand): the replay offers the player to play only those, and puts
down by itself a card that is the only one left to him. A renege is never ruled out: the duties
of play decide nothing here."""

from __future__ import annotations

from scorekeeper.rules import replay

HEADER = {"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"]}
# Dino deals, Ana leads; trump hearts, Ana took. Cvita throws 8♣ on a spade lead (a renege).
PLAY = ("AS 7S 8C 9S  TS KS QS JS  AH 7H QH TH  JH 8H KH 7C  9H 8S 9C QC  KD AC 7D AD  "
        "QD TD TC 8D  JD KC 9D JC").split()
HAND = {"dealer": 3, "trump": "hearts", "taker": 0}


def offered(hand: dict, played: list[str], header: dict = HEADER) -> list[str]:
    tricks = [played[i:i + 4] for i in range(0, len(played), 4)]
    return replay(header, hand | {"play": tricks})["next"]["cards"]


def test_the_leader_of_the_first_trick_may_hold_any_card():
    assert len(replay(HEADER, HAND)["next"]["cards"]) == 32


def test_a_card_played_is_offered_to_nobody_again():
    assert "AS" not in offered(HAND, PLAY[:1]) and len(offered(HAND, PLAY[:1])) == 31


def test_a_renege_stays_possible():
    """Cvita, void of nothing the record shows, may still throw a club on a spade lead."""
    assert "8C" in offered(HAND, PLAY[:2])


def test_the_bela_holders_king_and_queen_are_nobody_elses():
    hand = HAND | {"bela": 2}  # Cvita declared king and queen of hearts
    first = offered(hand, [])
    assert "KH" not in first and "QH" not in first
    assert {"KH", "QH"} <= set(offered(hand, PLAY[:2]))  # Cvita plays third


def test_a_declared_meld_names_its_holders_cards():
    hand = HAND | {"melds": [{"seat": 1, "cards": ["JD", "QD", "KD"]}]}
    assert not {"JD", "QD", "KD"} & set(offered(hand, []))  # Ana leads: none of Boris's three
    assert {"JD", "QD", "KD"} <= set(offered(hand, PLAY[:1]))


def test_a_pairs_meld_is_neither_opponents():
    hand = HAND | {"melds": [{"side": 1, "kind": "square", "rank": "J"}]}
    assert not {"JS", "JH", "JD", "JC"} & set(offered(hand, []))  # Ana: her opponents' jacks
    assert not {"JS", "JH", "JD", "JC"} & set(offered(hand, PLAY[:2]))  # nor her partner Cvita's
    assert {"JS", "JH", "JD", "JC"} <= set(offered(hand, PLAY[:1]))  # Boris may hold them


def test_a_pairs_meld_is_the_hand_of_the_partner_who_plays_from_it():
    hand = HAND | {"melds": [{"side": 1, "kind": "square", "rank": "J"}]}
    assert not {"JH", "JD", "JC"} & set(offered(hand, ["AS", "JS", "8C"]))  # Boris played J♠: Dino holds none


def test_a_player_down_to_his_known_cards_holds_just_those():
    """Cvita declared bela and kept the queen of hearts to the last trick: once Ana and Boris have
    played to it, the queen is the one card she can play, and Dino's is the one left."""
    hand = HAND | {"bela": 2}
    play = ("AS 7S 8C 9S  TS KS QS JS  AH 7H 9D TH  JH 8H KH 7C  9H 8S 9C QC  KD AC 7D AD  "
            "QD TD TC 8D").split()
    assert offered(hand, play + ["JD"]) == ["JC", "KC"]  # Boris cannot hold her queen
    assert offered(hand, play + ["JD", "KC"]) == ["QH"]
    assert sorted(offered(HAND, play + ["JD", "KC"])) == ["JC", "QH"]  # without the bela: either


def test_each_seats_last_card_once_the_others_are_known():
    assert offered(HAND, PLAY[:31]) == [PLAY[31]]
    assert len(offered(HAND, PLAY[:30])) == 2


def test_the_turned_up_card_is_the_takers_in_four_handed_belote():
    header = HEADER | {"variant": "belote"}
    hand = {"dealer": 3, "auction": ["take"], "turn_up": "KS"}  # Ana takes the turned king
    assert "KS" in offered(hand, [], header)
    assert "KS" not in offered(hand, ["7S"], header)  # Boris cannot hold it


def test_the_turned_up_card_lies_under_the_stock_with_two_players():
    header = {"variant": "clobyosh", "players": ["Ana", "Boris"]}
    hand = {"dealer": 1, "auction": ["take"], "turn_up": "KS"}
    tricks = replay(header, hand)
    assert "KS" not in tricks["next"]["cards"]
