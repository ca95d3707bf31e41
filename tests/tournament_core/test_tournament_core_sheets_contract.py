"""The concours sum check for the contract games and klaverjas: a paper sheet's two totals are
refused when no honest play of that game, under the evening's house rules, writes their sum.

Sources the possible deal totals follow (each also ruled by the engine, tests/test_rules_*):
- [LC22] lacontree.free.fr "Cours de contrée" 2.2: made, the takers' points + the contract, the
  defenders their own (162 + the contract between the pairs), rounded to tens;
- [CO] coinchons.fr: dedans, the defenders 160 + the contract; contré (160 + contract) × 2, × 4;
  belote 20 in every case; a bid capot worth its value;
- [NKU] hutmacher.nl "Officiële klaverjas spelregels NKU" and klaverjasvereniging Troef: every
  deal is 162 points and the roem (nat: all of it to the other pair); pit 100 roem.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_strategy import _play_out
from records_strategy import deal

from scorekeeper.rules import adjudicate, find_variant
from scorekeeper.rules.cards import DECK, Card, Rank, Suit
from scorekeeper.rules.variants import VARIANTS
from scorekeeper.tournament_core.sheets import SheetError, can_be_sheet, deal_totals, verify_sheet

FOUR = ["Ana", "Boris", "Cvita", "Dino"]


def rules(preset: str, **options):
    return find_variant(preset).rules.with_options(options)


def check(points, deals, preset, **options) -> bool:
    return can_be_sheet(points, deals=deals, rules=rules(preset, **options), game=find_variant(preset).game)


# ------------------------------------------------------------------ worked sheets

def test_an_impossible_contree_sheet_is_refused_with_the_nearest_sums():
    """[LC22][CO] an honest contrée deal writes at least 240 between both pairs (a dedans 80:
    160 + 80; made: 162 + 80, rounded): 12 deals write at least 2,880, never 1250 + 830."""
    assert min(deal_totals(rules("contree"), game="contract")) == 240
    with pytest.raises(SheetError) as refused:
        verify_sheet((1250, 830), deals=12, rules=rules("contree"), game="contract")
    assert "2080 cannot be right" in refused.value.message and "nearest they can are 2880" in refused.value.message
    assert not check((1250, 830), 12, "coinche")


def test_honest_contree_sheets_are_accepted():
    """[LC22] 110 hearts made with 113: 220 + 50; [CO] dedans 130: 290; contré 100 made: 520;
    surcontré 80 dedans: 960; a bid capot 250 with the belote 20."""
    assert check((220, 50), 1, "contree")
    assert check((0, 290), 1, "contree")
    assert check((520, 0), 1, "contree")
    assert check((0, 960), 1, "contree")
    assert check((270, 0), 1, "contree")
    assert check((220 + 0 + 520 + 270, 50 + 290 + 0 + 0), 4, "contree")


def test_contree_rounded_to_tens_never_writes_an_odd_total():
    """[LC22] each pair's score is rounded to the nearest ten: a deal's total ends in 0."""
    assert all(total % 10 == 0 for total in deal_totals(rules("contree"), game="contract"))
    assert not check((1001, 1900), 12, "contree")
    assert check((1002, 1900), 12, "contree", rounding="none")


def test_a_house_that_writes_only_the_contract_lowers_the_least_deal():
    """House rule ``contract_made: contract_only``: the takers write 80, the defenders maybe 0."""
    assert not check((80, 0), 1, "contree")
    assert check((80, 0), 1, "contree", contract_made="contract_only")


def test_coinche_melds_go_on_top():
    """[CT] a square of jacks 200 beside a made 130: 130 + 100 + 200 and 60 (test_rules_contree)."""
    assert check((430, 60), 1, "coinche")
    # 162 + 80 + a square of jacks 200 + belote 20 = 462, written 460: no contrée deal writes 460
    assert check((300, 160), 1, "coinche") and not check((300, 160), 1, "contree")


def test_an_impossible_klaverjas_sheet_is_refused():
    """[NKU] 16 deals write at least 16 × 162 = 2,592, and 162 a deal plus roem in twenties and
    fifties: 1300 + 1200 is too little, 1400 + 1201 never adds up."""
    assert min(deal_totals(rules("klaverjas-amsterdam"), game="klaverjas")) == 162
    with pytest.raises(SheetError) as refused:
        verify_sheet((1300, 1200), deals=16, rules=rules("klaverjas-amsterdam"), game="klaverjas")
    assert "nearest they can are 2592" in refused.value.message
    assert not check((1400, 1201), 16, "klaverjas-rotterdam")
    assert check((1400, 1212), 16, "klaverjas-rotterdam")  # 2592 + 20


def test_klaverjas_nat_and_pit_are_accepted():
    """[NKU] a nat deal: the others write 162 and all the roem (here 20 + 50); pit: 100 roem more."""
    assert check((0, 232), 1, "klaverjas-amsterdam")
    assert check((262, 0), 1, "klaverjas-amsterdam")
    assert check((0, 162 + 100 + 20), 1, "klaverjas-amsterdam", all_tricks_bonus=0)  # a square and a stuk
    assert check((0, 182), 1, "klaverjas-amsterdam")  # a stuk alone
    assert not check((0, 172), 1, "klaverjas-amsterdam")  # no roem is worth 10


def test_bela_sheets_are_judged_as_before():
    """The bela check is untouched: 12 deals of bela can write 1944, never 1945."""
    assert check((1000, 944), 12, "bela-hr-4")
    assert not check((1000, 945), 12, "bela-hr-4")


# ------------------------------------------------------------------ property: honest sheets pass

def _contract_deal(rng: random.Random, preset: str, options: dict) -> dict:
    """A deal played legally card by card, with a random contract, contre and belote."""
    variant = VARIANTS[preset]
    r = variant.rules.with_options(options)
    order = list(DECK)
    rng.shuffle(order)
    dealer, trump = rng.randrange(4), rng.choice(list(Suit))
    held, _ = deal(variant, order, 0)
    tricks, _ = _play_out(variant, r, held, trump=trump, leader=(dealer + 1) % 4, rng=rng, cheat=None)
    bids = [80, 90, 100, 110, 120, 130, 140, 150, 160, "capot"] + (["generale"] if r.generale else [])
    hand = {"dealer": dealer, "trump": trump.value, "taker": rng.randrange(4), "bid": rng.choice(bids),
            "contre": rng.choice([0, 0, 1, 2]), "play": [[str(c) for c in t] for t in tricks]}
    holder = next((s for s in range(4) if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(held[s])), None)
    if holder is not None and r.stuk == "hand" or variant.game == "contract" and holder is not None:
        hand["bela"] = holder
    return hand


def _klaverjas_deal(rng: random.Random, preset: str, options: dict) -> dict:
    hand = _contract_deal(rng, preset, options)
    for key in ("bid", "contre"):
        del hand[key]
    return hand


def _sheet(preset: str, options: dict, hands: list[dict]) -> tuple[int, int]:
    """What the engine writes for these deals, each ruled on its own (a concours partie)."""
    written = [0, 0]
    for hand in hands:
        score = adjudicate({"variant": preset, "options": options, "players": FOUR, "hands": [hand]})
        a, b = score["hands"][0]["score"]
        written = [written[0] + a, written[1] + b]
    return written[0], written[1]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(["contree", "coinche"]), deals=st.integers(1, 4),
       options=st.fixed_dictionaries({}, optional={
           "contract_made": st.sampled_from(["points_and_contract", "contract_only"]),
           "dedans_points": st.sampled_from([160, 162]), "capot_value": st.sampled_from([250, 500]),
           "capot_scoring": st.sampled_from(["flat", "as_contract"]), "all_tricks_bonus": st.sampled_from([0, 90]),
           "belote_for_contract": st.booleans(), "must_beat_defence": st.booleans(), "generale": st.booleans(),
           "generale_value": st.sampled_from([500, 1000]), "rounding": st.sampled_from(["none", "tens"]),
           "renege": st.sampled_from(["fall", "warn"])}))
def test_any_honest_contract_sheet_is_accepted(seed, preset, deals, options):
    """Property: deals played legally under random house rules, scored by the engine: their sum
    is always a sum the check accepts."""
    rng = random.Random(seed)
    points = _sheet(preset, options, [_contract_deal(rng, preset, options) for _ in range(deals)])
    assert check(points, deals, preset, **options), points


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(["klaverjas-amsterdam", "klaverjas-rotterdam"]),
       deals=st.integers(1, 4), options=st.fixed_dictionaries({}, optional={
           "stuk": st.sampled_from(["trick", "hand"]), "four_jacks_roem": st.sampled_from([100, 200]),
           "nat_on_half": st.booleans(), "all_tricks_bonus": st.sampled_from([0, 100]),
           "partner_exemption": st.booleans(), "undertrump": st.sampled_from(["must", "forbidden", "free"]),
           "renege": st.sampled_from(["fall", "warn"])}))  # never rounded: klaverjas refuses rounding
def test_any_honest_klaverjas_sheet_is_accepted(seed, preset, deals, options):
    """Property: klaverjas deals played legally under random house rules, their roem found by the
    engine in the tricks: the sheet's sum is always accepted."""
    rng = random.Random(seed)
    points = _sheet(preset, options, [_klaverjas_deal(rng, preset, options) for _ in range(deals)])
    assert check(points, deals, preset, **options), points


@settings(max_examples=40, deadline=None)
@given(preset=st.sampled_from(["contree", "coinche", "klaverjas-amsterdam"]), deals=st.integers(1, 16),
       total=st.integers(0, 20000))
def test_a_refusal_names_sums_that_are_accepted(preset, deals, total):
    """Property: the nearest sums a refusal names are sums the check accepts."""
    r, game = rules(preset), find_variant(preset).game
    try:
        verify_sheet((total, 0), deals=deals, rules=r, game=game)
    except SheetError as error:
        named = error.message.rpartition("are ")[2].split(" or ")
        assert all(can_be_sheet((int(n), 0), deals=deals, rules=r, game=game) for n in named)
