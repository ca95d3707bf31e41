"""Cards, presets and house rules: RULES §1, §3 and §3.1."""

from __future__ import annotations

import pytest

from scorekeeper.rules import (OPTION_SPECS, VARIANTS, Card, Rank, RecordError, Rules, Suit,
                               describe_presets, find_variant, parse_card)
from scorekeeper.rules.cards import CARD_POINTS_IN_DECK, DECK, can_make_points


@pytest.mark.parametrize("spelling", ["JH", "jh", "J♥", "j♥", " JH "])
def test_card_spellings_of_the_jack_of_hearts(spelling):
    """RULES §1: rank then suit, letters or symbols, any case; canonical output JH."""
    assert str(parse_card(spelling)) == "JH"


@pytest.mark.parametrize("spelling", ["10h", "TH", "th", "10♥"])
def test_the_ten_is_written_T_or_10(spelling):
    """RULES §1: rank T, also 10; canonical TH."""
    assert str(parse_card(spelling)) == "TH"


@pytest.mark.parametrize("bad", ["1H", "JX", "", "JHH", 12, None, "11S"])
def test_a_card_that_does_not_exist_is_refused_in_the_tables_words(bad):
    with pytest.raises(RecordError) as error:
        parse_card(bad, path="melds[0].cards[1]")
    assert "is not a card" in error.value.message
    assert error.value.path == "melds[0].cards[1]"


def test_the_deck_holds_152_card_points_whichever_suit_is_trump():
    """RULES §1: 152 card points; 162 with the last trick ("a clean hand")."""
    for trump in Suit:
        assert sum(card.points(trump) for card in DECK) == CARD_POINTS_IN_DECK == 152


def test_trump_jack_and_nine_are_yuss_and_manel():
    """RULES §1 table: in trump J = 20 and 9 = 14, highest; in a plain suit J = 2, 9 = 0."""
    assert Card(Rank.JACK, Suit.HEARTS).points(Suit.HEARTS) == 20
    assert Card(Rank.NINE, Suit.HEARTS).points(Suit.HEARTS) == 14
    assert Card(Rank.JACK, Suit.HEARTS).points(Suit.SPADES) == 2
    assert Card(Rank.NINE, Suit.HEARTS).points(Suit.SPADES) == 0
    assert Rank.JACK.trump_strength > Rank.NINE.trump_strength > Rank.ACE.trump_strength
    assert Rank.ACE.plain_strength > Rank.TEN.plain_strength > Rank.KING.plain_strength


@pytest.mark.parametrize("points, cards, possible", [
    (56, 4, True), (66, 4, True), (67, 4, False),   # one trick of four: at most 56 (+10 last)
    (1, 4, False), (11, 4, True),                   # 1 point is never possible; an ace is 11
    (95, 4, False), (95, 8, True),                  # two tricks of two cards vs of four cards
    (0, 4, True),                                   # a trick of sevens and eights
])
def test_what_a_number_of_cards_can_be_worth(points, cards, possible):
    """RULES §9: a point total no set of that many cards can make is refused."""
    assert can_make_points(points, cards=cards) is possible


def test_the_presets_are_registered_with_their_player_counts():
    """RULES §3 table, then contrée, coinche and klaverjas."""
    assert {name: v.players for name, v in VARIANTS.items()} == {
        "clobyosh": 2, "klaberjass": 2, "bela-3": 3, "bela-hr-4": 4, "bela-hr-3": 3,
        "bela-hr-2": 2, "open-belot": 2, "belote": 4, "contree": 4, "coinche": 4,
        "klaverjas-amsterdam": 4, "klaverjas-rotterdam": 4}
    assert [v.rules.target for v in VARIANTS.values()] == [501, 500, 501, 1001, 701, 501, 1001, 501,
                                                           2000, 2000, 1500, 1500]


@pytest.mark.parametrize("alias, name", [
    ("bela", "bela-hr-4"), ("clob", "clobyosh"), ("klob", "clobyosh"),
    ("klabberjass", "klaberjass"), ("belot", "belote"), ("Bela HR 4", "bela-hr-4"),
    ("OPEN_BELOT", "open-belot")])
def test_find_variant_accepts_common_aliases(alias, name):
    assert find_variant(alias).name == name


def test_an_unknown_game_is_refused_with_the_list_of_games():
    with pytest.raises(RecordError) as error:
        find_variant("poker")
    assert "bela-hr-4" in error.value.message and error.value.path == "variant"


# RULES §3.1, row by row: the option values of each preset (a sample of the table's cells).
PRESET_CELLS = [
    ("clobyosh", "threshold", "claim"), ("clobyosh", "next_dealer", "winner"),
    ("clobyosh", "bare_yuss", True), ("klaberjass", "tie", "taker_scores_own"),
    ("klaberjass", "meld_tiebreak", ("length", "trump", "none")),
    ("bela-3", "fall_points_to", "higher_opponent"), ("bela-hr-4", "tie", "taker_falls"),
    ("bela-hr-4", "threshold", "enough"), ("bela-hr-3", "win_rule", "beat_sum"),
    ("bela-hr-3", "meld_rights", "best_side_defenders_share"), ("bela-hr-3", "auction", "first_must"),
    ("bela-hr-2", "auction", "turn_up_mus"), ("open-belot", "meld_rights", "each_own"),
    ("belote", "bela_on_fall", "kept"), ("belote", "partner_exemption", True),
    ("belote", "tie", "hold_over"), ("belote", "all_tricks_bonus", 90),
    ("belote", "meld_tiebreak", ("trump", "none")), ("clobyosh", "all_tricks_bonus", 0),
]


@pytest.mark.parametrize("preset, option, value", PRESET_CELLS)
def test_preset_defaults_follow_the_rule_book(preset, option, value):
    assert getattr(VARIANTS[preset].rules, option) == value


def test_every_option_carries_help_text_and_every_choice_is_listed():
    assert {spec.name for spec in OPTION_SPECS} >= {
        "target", "melds", "meld_rights", "meld_tiebreak", "square_tens", "square_order", "belot",
        "melds_need_trick", "bela_needs_trick", "bela_on_fall", "all_tricks_bonus",
        "all_tricks_takes_melds", "win_rule", "tie", "pot_to", "fall_points_to", "threshold",
        "claim_window", "false_claim", "auction", "schmeiss", "over_in_suit", "partner_exemption",
        "bare_yuss", "trump_lead_scoring", "next_dealer", "rounding"}
    for spec in OPTION_SPECS:
        assert len(spec.help) > 20, spec.name
        if spec.kind in ("choice", "list"):
            assert spec.choices


def test_every_preset_value_is_an_allowed_choice():
    for variant in VARIANTS.values():
        for spec in OPTION_SPECS:
            value = getattr(variant.rules, spec.name)
            assert spec.coerce(list(value) if spec.kind == "list" else value, path="x") == value


def test_house_rules_override_the_preset_and_unknown_ones_are_refused():
    rules = VARIANTS["bela-hr-4"].rules.with_options({"tie": "hold_over", "target": 501})
    assert (rules.tie, rules.target) == ("hold_over", 501)
    with pytest.raises(RecordError) as error:
        Rules().with_options({"tei": "hold_over"})
    assert error.value.path == "options.tei"
    with pytest.raises(RecordError) as error:
        Rules().with_options({"target": 0})
    assert error.value.path == "options.target" and "at least 1" in error.value.message
    with pytest.raises(RecordError):
        Rules().with_options({"square_tens": "yes"})


def test_the_preset_listing_derives_from_the_rules_data():
    listing = describe_presets()
    assert [p["name"] for p in listing] == list(VARIANTS)
    assert all(set(p["options"]) == {s.name for s in OPTION_SPECS} for p in listing)
