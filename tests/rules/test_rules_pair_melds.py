"""Melds written per pair, as a paper score sheet writes them: ``{"side": 0, ...}`` (RULES §4).

Meld rights go by side, so which partner declared a meld matters only when equal best melds
are split by ``first`` ("the seat that comes first in play order, counting from the forehand"):
then, and only then, the engine asks which player of the pair it was.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import RecordError, adjudicate, validate_record
from scorekeeper.rules.dump import dump_record

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]


def fifty(suit: str, **who) -> dict:
    return {**who, "kind": "sequence", "length": 4, "top": "K", "suit": suit}


def hand(melds: list[dict], **fields) -> dict:
    # Dino deals, so Ana is the forehand: play order Ana, Boris, Cvita, Dino.
    return {"dealer": 3, "trump": "hearts", "taker": 1, "melds": melds, "points": [62, 100], **fields}


def record(*hands: dict, variant: str = "bela-hr-4", **options) -> dict:
    players = PLAYERS if variant in ("bela-hr-4", "belote") else PLAYERS[:2]
    return {"variant": variant, "players": players, "options": options, "hands": list(hands)}


def first_hand(rec: dict) -> dict:
    return adjudicate(rec)["hands"][0]


def refusal(rec: dict) -> RecordError:
    with pytest.raises(RecordError) as caught:
        adjudicate(rec)
    return caught.value


def test_equal_fifties_outside_trump_ask_which_partner_declared_them():
    """RULES §4, tie-break trump then first: K-high fifties in spades and clubs, hearts trump; the
    seat first in play wins, and a pair's meld could be Ana's (first) or Cvita's (third)."""
    error = refusal(record(hand([fifty("spades", side=0), fifty("clubs", side=1)])))
    assert error.path == "hands[0].melds[0].seat"
    assert error.note.id == "error.meld_seat"
    assert "say which of Ana & Cvita declared a K-high fifty in spades" in error.message


def test_a_fifty_in_trump_wins_the_tie_without_a_question():
    """RULES §4: the trump tie-break comes before first, so no player is asked."""
    ruled = first_hand(record(hand([fifty("hearts", side=0), fifty("clubs", side=1)])))
    assert ruled["melds"] == [50, 0]
    assert ruled["explanation"][0].startswith("Ana & Cvita held the best meld: a K-high fifty in hearts")
    assert "the run in trump wins" in ruled["explanation"][0]
    assert "side 0" not in " ".join(ruled["explanation"]).lower()


def test_once_the_partner_is_said_play_order_decides():
    """RULES §4 first: Cvita (third in play) loses to Boris (second); Ana (first) beats him."""
    cvita = first_hand(record(hand([fifty("spades", seat=2), fifty("clubs", side=1, seat=1)])))
    assert cvita["melds"] == [0, 50]
    assert "Boris plays first counting from the forehand" in cvita["explanation"][0]
    ana = first_hand(record(hand([fifty("spades", seat=0), fifty("clubs", side=1)])))
    assert ana["melds"] == [50, 0]
    assert ana["explanation"][0].startswith("Ana & Cvita held the best meld")


def test_a_pair_first_in_play_whichever_partner_declared_is_not_asked():
    """RULES §4 first: Dino plays last, so Ana & Cvita's meld comes before his whether Ana or
    Cvita declared it."""
    ruled = first_hand(record(hand([fifty("spades", side=0), fifty("clubs", seat=3)])))
    assert ruled["melds"] == [50, 0]
    assert "they play first counting from the forehand, whichever of them declared it" in ruled["explanation"][0]


def test_equal_melds_with_no_first_tiebreak_ask_nothing():
    """RULES §4, belote's trump, none: still tied, nobody scores; the seat never matters."""
    ruled = first_hand(record(hand([fifty("spades", side=0), fifty("clubs", side=1)]), variant="belote"))
    assert ruled["melds"] == [0, 0]


def test_a_pairs_melds_all_score_and_need_a_trick_per_side():
    """RULES §4: the best meld's side scores all its melds; melds_need_trick, per side."""
    melds = [{"side": 0, "kind": "square", "rank": "J"}, {"side": 0, "kind": "sequence", "value": 20},
             {"side": 1, "kind": "sequence", "value": 50}]
    assert first_hand(record(hand(melds)))["melds"] == [220, 0]
    swept = hand(melds, tricks=[0, 8], points=[0, 162])
    ruled = first_hand(record(swept, all_tricks_takes_melds=False))
    assert ruled["melds"] == [0, 0]
    assert any("Ana & Cvita" in s and "no trick" in s for s in ruled["explanation"])


def test_two_squares_of_one_rank_on_one_side_are_refused():
    """RULES §9: there is one of each card in the pack, so four jacks twice is impossible, whether
    written for the pair, for a partner, or twice for one player."""
    jacks = {"kind": "square", "rank": "J"}
    for melds in ([{"side": 0, **jacks}, {"side": 0, **jacks}], [{"seat": 2, **jacks}, {"side": 0, **jacks}]):
        error = refusal(record(hand(melds)))
        assert "Ana & Cvita declared four jacks twice" in error.message and error.path == "hands[0].melds[1]"
    twice = refusal(record(hand([{"seat": 0, **jacks}, {"seat": 0, **jacks}])))
    assert "Ana declared four jacks twice" in twice.message


def test_a_card_in_both_pairs_melds_is_refused_by_the_pairs_names():
    """RULES §9: one J♠ in the pack."""
    error = refusal(record(hand([{"side": 0, "kind": "square", "rank": "J"},
                                 {"side": 1, "cards": ["KS", "QS", "JS"]}])))
    assert "Ana & Cvita and Boris & Dino cannot both have declared J♠" in error.message


def test_a_pair_meld_may_share_a_card_with_a_partners_meld():
    """RULES §4: a card may be in a square and a run of the same player; a pair's meld may be
    that partner's."""
    melds = [{"seat": 0, "kind": "square", "rank": "J"}, {"side": 0, "cards": ["KS", "QS", "JS"]}]
    assert first_hand(record(hand(melds)))["melds"] == [220, 0]


def test_bela_stays_a_seat_and_a_pairs_meld_may_hold_its_king_and_queen():
    """RULES §4: bela is declared by the player who plays the king and queen of trump."""
    run = {"cards": ["KH", "QH", "JH"]}
    ruled = first_hand(record(hand([{"side": 0, **run}], bela=2)))
    assert ruled["melds"] == [20, 0] and ruled["bela"] == [20, 0]
    error = refusal(record(hand([{"side": 0, **run}], bela=1)))
    assert "Boris declared bela, but K♥ is in a meld of Ana & Cvita" in error.message


def test_a_pair_cannot_show_more_cards_than_its_two_hands():
    error = refusal(record(hand([{"side": 0, "kind": "sequence", "value": 100}] * 4)))
    assert "Ana & Cvita's melds need 20 cards, but their hands hold 16" in error.message


def test_a_side_is_a_seat_where_a_side_is_one_player():
    """RULES §2: with 2 or 3 players each seat is its own side."""
    rec = record({"dealer": 0, "trump": "hearts", "taker": 1, "melds": [{"side": 1, "kind": "sequence",
                  "value": 50}], "points": [40, 50]}, variant="clobyosh")
    assert dump_record(validate_record(rec))["hands"][0]["melds"] == [{"seat": 1, "kind": "sequence", "value": 50}]


def test_a_pair_meld_is_kept_as_written_and_a_seat_meld_too():
    rec = record(hand([{"side": 1, "kind": "sequence", "value": 20}, {"seat": 0, "kind": "square", "rank": "Q"}]))
    assert dump_record(validate_record(rec))["hands"][0]["melds"] == [
        {"side": 1, "kind": "sequence", "value": 20}, {"seat": 0, "cards": ["QS", "QH", "QD", "QC"]}]


@pytest.mark.parametrize("meld, path, words", [
    ({"side": 2, "kind": "sequence", "value": 20}, "hands[0].melds[0].side", "side is a side number from 0 to 1"),
    ({"side": True, "kind": "sequence", "value": 20}, "hands[0].melds[0].side", "side is a side number"),
    ({"side": 0, "seat": 1, "kind": "sequence", "value": 20}, "hands[0].melds[0].side",
     "Boris does not play in Ana & Cvita"),
    ({"kind": "sequence", "value": 20}, "hands[0].melds[0].seat", "seat is a seat number"),
])
def test_who_declared_a_meld_must_be_a_seat_or_a_side_of_the_table(meld, path, words):
    error = refusal(record(hand([meld])))
    assert error.path == path and words in error.message
