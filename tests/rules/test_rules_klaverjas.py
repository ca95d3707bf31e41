"""Klaverjassen (presets ``klaverjas-amsterdam``, ``klaverjas-rotterdam``): trump, roem, nat and
pit, and the two systems' duties of play; worked examples from published rules, each test
citing its source:

- [NKU] hutmacher.nl, "Officiële klaverjas spelregels NKU (toegepast op toernooien)": roem,
  162 points a deal, "meer punten ... dan de andere partij, dit met een minimum van 82";
- [KU]  klaverjasunie.nl, "Het spel" (Nederlandse Klaverjas Unie): the boompje of 16 deals;
  Amsterdam "ontslagen als de slag aan de maat ligt", Rotterdam "moet een maatslag introeven of
  overtroeven";
- [KO]  klaverjassenonline.nl, "Amsterdams Klaverjassen" ("verboden om onder te troeven ... als
  je troeft moet je overtroeven") and "Rotterdams Klaverjassen" ("ook de kaarten van je maat
  ... in te troeven (dus ook met ondertroeven)");
- [KS]  klaverjassenonline.org, "Spelregels": if all pass, the player left of the dealer must
  choose; "minimaal de helft" (the house rule ``nat_on_half: false``);
- [MS]  klaverjasvereniging Troef, Maassluis: roem written apart; a nat pair's roem goes to the
  other pair; pit.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play_strategy import _play_out
from records_strategy import deal

from scorekeeper.rules import RecordError, adjudicate
from scorekeeper.rules.cards import DECK, SEQUENCE_ORDER, Card, Suit, parse_card
from scorekeeper.rules.klaverjas import legal_klaverjas_calls, run_klaverjas_auction
from scorekeeper.rules.duties import allowed
from scorekeeper.rules.roem import trick_roem
from scorekeeper.rules.variants import VARIANTS

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
AMS, ROT = "klaverjas-amsterdam", "klaverjas-rotterdam"


def ruled(hands: list[dict], *, preset: str = AMS, **options) -> dict:
    return adjudicate({"variant": preset, "options": options, "players": FOUR, "hands": hands})


def one(hand: dict, *, preset: str = AMS, **options) -> dict:
    return ruled([hand], preset=preset, **options)["hands"][0]


def cards(*codes: str) -> list[Card]:
    return [parse_card(c) for c in codes]


# ------------------------------------------------------------------ roem in one trick

@pytest.mark.parametrize("trick, trump, roem", [
    (("7H", "8H", "9H", "AS"), "spades", 20),    # [NKU] drie opeenvolgende kaarten: 20
    (("9H", "TH", "JH", "QH"), "spades", 50),    # [NKU] vier opeenvolgende kaarten: 50
    (("KS", "QS", "7H", "8D"), "spades", 20),    # [NKU] heer + vrouw van troef (stuk): 20
    (("JS", "QS", "KS", "7D"), "spades", 40),    # [NKU] boer, vrouw, heer van troef: 40
    (("TS", "JS", "QS", "KS"), "spades", 70),    # [NKU] tien, boer, vrouw, heer van troef: 70
    (("AH", "AS", "AD", "AC"), "spades", 100),   # four of a kind: 100
    (("7H", "9H", "JH", "KH"), "hearts", 0),     # no run: nothing
    (("QH", "KH", "AH", "7S"), "spades", 20),    # K Q of a plain suit: a run, no stuk
])
def test_roem_lies_in_one_trick(trick, trump, roem):
    assert trick_roem(cards(*trick), trump=Suit(trump))[0] == roem


def test_four_jacks_are_200_where_the_house_says_so():
    jacks = cards("JH", "JS", "JD", "JC")
    assert trick_roem(jacks, trump=Suit.SPADES)[0] == 100
    assert trick_roem(jacks, trump=Suit.SPADES, four_jacks=200)[0] == 200


def test_roem_belongs_to_the_pair_that_wins_the_trick():
    """[NKU]/[MS]: roem is counted with the trick; the ace of hearts takes 7-8-9 of hearts for
    Boris & Dino, though Ana, Boris and Cvita laid the run."""
    hand = one({"dealer": 3, "trump": "spades", "taker": 0, "play": [["7H", "8H", "9H", "AH"]],
                "points": [100, 62], "roem": [0, 20]})
    assert "Trick 1: 20 roem for three in sequence, to Boris & Dino, who won it." in hand["explanation"]
    assert hand["roem"] == [0, 20] and hand["score"] == [100, 82]


def test_roem_written_must_cover_the_tricks_replayed():
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "spades", "taker": 0, "play": [["7H", "8H", "9H", "AH"]],
                "points": [90, 72], "roem": [0, 0]}])
    assert caught.value.note.id == "error.roem_short" and caught.value.path == "hands[0].roem"


# ------------------------------------------------------------------ nat, pit

def test_more_than_half_each_pair_writes_its_own_points_and_roem():
    """[NKU] more points than the other pair, at least 82 of 162; [MS] roem written apart."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "roem": [20, 0]})
    assert hand["outcome"] == "passed" and hand["score"] == [120, 62]
    assert hand["columns"] == {"points": [100, 62], "roem": [20, 0]}


def test_nat_with_both_pairs_roem_the_other_pair_writes_162_and_all_the_roem():
    """[MS] "gaat de behaalde roem van dat koppel naar de tegenpartij": 90 + 20 roem against
    72 + 50: 110 of 232 is not more than half, so Boris & Dino write 162 + 70."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "points": [90, 72], "roem": [20, 50]})
    assert hand["outcome"] == "fell" and hand["nat"] is True
    assert hand["score"] == [0, 232] and hand["columns"] == {"points": [0, 162], "roem": [0, 70]}
    # In English the plain word; "nat" is the Dutch table's own (a Dutch page says it).
    assert hand["explanation"][-1] == ("Ana & Cvita played and took only 110 of the 232 points and roem, "
                                       "not more than half: down. Boris & Dino write 162 + all the roem, "
                                       "70: 232.")


def test_exactly_half_is_nat_unless_the_house_says_half_will_do():
    """[NKU] "dit met een minimum van 82 punten": 81 is nat; [KS] "minimaal de helft"."""
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "points": [81, 81]}
    assert one(hand)["score"] == [0, 162]
    assert one(hand, nat_on_half=False)["score"] == [81, 81]


def test_pit_every_trick_is_100_roem_more():
    """[MS] pit; the issue's rule: a pair taking every trick scores 100 roem more."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [8, 0], "points": [162, 0], "roem": [50, 0]})
    assert hand["pit"] == 0 and hand["score"] == [312, 0] and hand["columns"]["roem"] == [150, 0]
    assert "Ana & Cvita took every trick: 100 roem more." in hand["explanation"]


def test_pit_by_the_other_pair_is_nat_with_the_pit_roem():
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [0, 8], "points": [0, 162]})
    assert hand["nat"] and hand["score"] == [0, 262]


def test_stuk_in_hand_where_the_house_counts_it_so():
    """House rule ``stuk: hand``: held by one player and said as played, like belote."""
    hand = one({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bela": 1}, stuk="hand")
    assert hand["roem"] == [0, 20] and hand["score"] == [100, 82]
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bela": 1}])
    assert caught.value.note.id == "error.stuk_in_trick"


# ------------------------------------------------------------------ trump

def test_free_choice_and_the_forehand_must_choose_when_all_pass():
    """[KS] "Zou iedereen passen dan is de speler links van de deler verplicht te kiezen"."""
    rules = VARIANTS[AMS].rules.with_options({"trump_first": "forehand"})
    result = run_klaverjas_auction(["pass", "pass", "pass", "pass", "clubs"], rules=rules, dealer=3, turn_up=None)
    assert result.taker == 0 and result.trump is Suit.CLUBS
    with pytest.raises(RecordError) as caught:
        run_klaverjas_auction(["pass"] * 5, rules=rules, dealer=3, turn_up=None)
    assert caught.value.note.id == "refuse.klaverjas_must_choose" and caught.value.path == "auction[4]"
    assert run_klaverjas_auction(["pass", "hearts"], rules=rules, dealer=3, turn_up=None).taker == 1


def test_nku_the_dealer_speaks_first_and_must_play_when_all_pass():
    """[NKU] "De deler neemt zijn kaarten als eerste op ... Past iedereen dan is de eerste speler
    (gever) alsnog verplicht te spelen ... Degene die links van de gever zit komt altijd uit!"
    (the Amsterdam preset; ``trump_first: dealer``)."""
    rules = VARIANTS[AMS].rules
    forced = run_klaverjas_auction(["pass"] * 4 + ["clubs"], rules=rules, dealer=3, turn_up=None)
    assert forced.taker == 3 and forced.trump is Suit.CLUBS
    assert run_klaverjas_auction(["hearts"], rules=rules, dealer=3, turn_up=None).taker == 3
    hand = one({"dealer": 3, "auction": ["pass", "hearts"], "points": [100, 62],
                "play": [["7H", "8H", "9H", "AH"]], "roem": [20, 0]})  # hearts are trump: the 9 wins
    assert hand["taker"] == 0 and hand["play"]["tricks"][0]["leader"] == 0


def test_rotterdam_offers_the_turned_card_in_turn():
    """[KS] Rotterdam: "er wordt een troef voorgesteld"; if all pass the forehand plays it."""
    rules = VARIANTS[ROT].rules
    card = parse_card("9D")
    assert run_klaverjas_auction(["pass", "take"], rules=rules, dealer=3, turn_up=card).taker == 1
    forced = run_klaverjas_auction(["pass"] * 4, rules=rules, dealer=3, turn_up=card)
    assert forced.taker == 0 and forced.trump is Suit.DIAMONDS
    hand = one({"dealer": 3, "auction": ["pass"] * 4, "turn_up": "9D", "points": [100, 62]}, preset=ROT)
    assert hand["explanation"][0] == "Everyone passed, so Ana must play in diamonds, the turned card's suit."


def test_forced_the_forehand_names_trump_at_once():
    """klaverjasverenigingutrecht.nl: "De speler links naast de deler maakt troef en speelt
    verplicht. Dat is de Utrechtse variant" (``trump_choice: forced``)."""
    rules = VARIANTS[AMS].rules.with_options({"trump_choice": "forced", "trump_first": "forehand"})
    assert run_klaverjas_auction(["spades"], rules=rules, dealer=0, turn_up=None).taker == 1
    with pytest.raises(RecordError):
        run_klaverjas_auction(["pass"], rules=rules, dealer=0, turn_up=None)


# ------------------------------------------------------------------ Amsterdam against Rotterdam

# Spades are trump; Ana leads the ace of hearts, Boris follows, Cvita (Ana's partner) has no
# heart and discards a club, and in trick 2 she trumps with the 8 of spades: she held a trump.
SAME_TRICK = {"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
              "play": [["AH", "7H", "7C", "8H"], ["KD", "7D", "8S", "8D"]]}


def test_amsterdam_a_partner_s_trick_need_not_be_trumped():
    """[KU] Amsterdam: "ontslagen als de slag aan de maat ligt" (``partner_exemption``)."""
    hand = one(SAME_TRICK, preset=AMS)
    assert hand["play"]["reneges"] == [] and hand["score"] == [100, 62]


def test_rotterdam_the_same_trick_is_a_renege():
    """[KU] Rotterdam: "moet een maatslag introeven of overtroeven"; the renege loses the deal:
    Ana & Cvita are nat."""
    hand = one(SAME_TRICK, preset=ROT)
    assert [(r["trick"], r["seat"], r["card"]) for r in hand["play"]["reneges"]] == [(1, 2, "7C")]
    assert hand["nat"] and hand["score"] == [0, 162]
    assert "Because Cvita reneged, Ana & Cvita lose the deal." in hand["explanation"]


def test_undertrumping_amsterdam_forbids_it_rotterdam_demands_it():
    """[KO] Amsterdam: "verboden om onder te troeven"; Rotterdam: "dus ook met ondertroeven"."""
    played = [(0, parse_card("AH")), (1, parse_card("JS"))]
    held = cards("7S", "7C")
    same_side = lambda a, b: a % 2 == b % 2  # noqa: E731
    for preset, expected in ((AMS, cards("7C")), (ROT, cards("7S"))):
        legal = allowed(held, played, trump=Suit.SPADES, rules=VARIANTS[preset].rules, same_side=same_side,
                        seat=2, players=4)
        assert legal == frozenset(expected), preset
    only_trumps = cards("7S", "8S")
    assert allowed(only_trumps, played, trump=Suit.SPADES, rules=VARIANTS[AMS].rules, same_side=same_side,
                   seat=2, players=4) == frozenset(only_trumps)


def test_amsterdam_a_player_who_trumps_his_partner_must_not_go_under():
    """[KO] Amsterdam: "als je troeft moet je overtroeven"."""
    played = [(0, parse_card("AH")), (1, parse_card("7H")), (2, parse_card("9S"))]  # Cvita trumps high
    legal = allowed(cards("8S", "JS", "7D"), played, trump=Suit.SPADES, rules=VARIANTS[AMS].rules,
                    same_side=lambda a, b: a % 2 == b % 2, seat=0, players=4)
    assert legal == frozenset(cards("JS", "7D"))


# ------------------------------------------------------------------ a boompje

def test_a_boompje_is_16_deals():
    """[KU] "Een complete wedstrijd bestaat uit 16 spellen (boompje)"."""
    hands = [{"dealer": d % 4, "trump": "hearts", "taker": d % 4, "points": [100, 62]} for d in range(16)]
    ruling = ruled(hands)
    assert ruling["game"]["finished"] and ruling["game"]["reason"] == "deals"
    # Boris & Dino play every other deal with 62 of 162: nat, and Ana & Cvita write 162.
    assert ruling["game"]["totals"] == [8 * 100 + 8 * 162, 8 * 62] and len(ruling["hands"]) == 16


def test_klaverjas_refuses_melds_and_a_bid():
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bid": 80}])
    assert caught.value.note.id == "error.field_not_in_game"
    with pytest.raises(RecordError) as caught:
        ruled([{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "roem": [15, 0]}])
    assert caught.value.note.id == "error.roem"


# ------------------------------------------------------------------ properties

def _my_roem(trick: list[Card], trump: Suit) -> int:
    """Roem worked out here, not by the engine: runs by natural order, stuk, four of a kind."""
    if len({c.rank for c in trick}) == 1:
        return 100
    roem = 0
    for suit in Suit:
        have = [SEQUENCE_ORDER.index(c.rank) for c in trick if c.suit is suit]
        best = max((n for n in (3, 4) for lo in range(8) if all(lo + k in have for k in range(n))), default=0)
        roem += {3: 20, 4: 50}.get(best, 0)
    if {"K", "Q"} <= {c.rank.value for c in trick if c.suit is trump}:
        roem += 20
    return roem


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from([AMS, ROT]), half=st.booleans(),
       undertrump=st.sampled_from(["must", "forbidden", "free"]))
def test_random_deals_played_legally_add_up(seed, preset, half, undertrump):
    """Property: any deal played legally under each system: no renege, 162 card points, the roem
    the engine finds is the roem of the tricks, the pairs write 162 + all the roem between them,
    and a nat gives the other pair exactly that."""
    rng = random.Random(seed)
    options = {"nat_on_half": half, "undertrump": undertrump}
    rules = VARIANTS[preset].rules.with_options(options)
    order = list(DECK)
    rng.shuffle(order)
    dealer, trump, taker = rng.randrange(4), rng.choice(list(Suit)), rng.randrange(4)
    held, _ = deal(VARIANTS[preset], order, taker)
    tricks, _ = _play_out(VARIANTS[preset], rules, held, trump=trump, leader=(dealer + 1) % 4, rng=rng, cheat=None)
    hand = one({"dealer": dealer, "trump": trump.value, "taker": taker,
                "play": [[str(c) for c in t] for t in tricks]}, preset=preset, **options)
    assert hand["play"]["reneges"] == []
    assert sum(hand["play"]["points"]) == 162
    mine = [0, 0]
    for trick in hand["play"]["tricks"]:
        mine[trick["winner"] % 2] += _my_roem([parse_card(c) for c in trick["cards"]], trump)
    pit = next((s for s in (0, 1) if hand["play"]["tricks_won"][s] == 8), None)
    if pit is not None:
        mine[pit] += 100
    assert hand["roem"] == mine
    assert sum(hand["score"]) == 162 + sum(mine)
    if hand["nat"]:
        assert hand["score"][1 - taker % 2] == 162 + sum(mine) and hand["score"][taker % 2] == 0


@settings(max_examples=40, deadline=None)
@given(options=st.fixed_dictionaries({}, optional={
    "trump_choice": st.sampled_from(["free", "turn_up", "forced"]), "stuk": st.sampled_from(["trick", "hand"]),
    "four_jacks_roem": st.sampled_from([100, 200]), "nat_on_half": st.booleans(),
    "partner_exemption": st.booleans(), "undertrump": st.sampled_from(["must", "forbidden", "free"]),
    "all_tricks_bonus": st.sampled_from([0, 100]), "deals": st.sampled_from([0, 16]),
    "target": st.sampled_from([1000, 1500])}),
    mine=st.sampled_from([0, 40, 81, 100, 162]), roem=st.sampled_from([[0, 0], [20, 0], [20, 50], [0, 100]]))
def test_any_house_rules_rule_a_klaverjas_deal(options, mine, roem):
    """Property over option combinations: the pairs always write 162 + all the roem (pit too)."""
    tricks = [8, 0] if mine == 162 else [0, 8] if mine == 0 else [4, 4]
    hand = one({"dealer": 3, "trump": "clubs", "taker": 0, "points": [mine, 162 - mine], "tricks": tricks,
                "roem": roem}, **options)
    bonus = options.get("all_tricks_bonus", 100) if mine in (0, 162) else 0
    assert sum(hand["score"]) == 162 + sum(roem) + bonus


def test_the_calls_a_page_can_offer():
    free, turned = VARIANTS[AMS].rules.with_options({"trump_first": "forehand"}), VARIANTS[ROT].rules
    assert legal_klaverjas_calls([], rules=free) == ["pass", "spades", "hearts", "diamonds", "clubs"]
    assert legal_klaverjas_calls(["pass"] * 4, rules=free) == ["spades", "hearts", "diamonds", "clubs"]
    assert legal_klaverjas_calls(["pass", "hearts"], rules=free) == []
    assert legal_klaverjas_calls(["pass"], rules=turned) == ["take", "pass"]
    assert legal_klaverjas_calls(["pass"] * 4, rules=turned) == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from([AMS, ROT]), cheat=st.integers(1, 7))
def test_a_renege_loses_the_deal_for_the_pair_that_made_it(seed, preset, cheat):
    """Property (``renege: fall``): one card played against the system's duties, proved later,
    and the other pair writes 162 and all the roem, whoever played."""
    rng = random.Random(seed)
    variant, rules = VARIANTS[preset], VARIANTS[preset].rules
    order = list(DECK)
    rng.shuffle(order)
    trump, taker = rng.choice(list(Suit)), rng.randrange(4)
    held, _ = deal(variant, order, taker)
    tricks, renege = _play_out(variant, rules, held, trump=trump, leader=0, rng=rng, cheat=cheat)
    hand = one({"dealer": 3, "trump": trump.value, "taker": taker,
                "play": [[str(c) for c in t] for t in tricks]}, preset=preset)
    reneges = hand["play"]["reneges"]
    if renege is None or not reneges:
        return  # nobody could break a duty, or no later card proves it
    offender = reneges[0]["seat"] % 2
    assert hand["score"][offender] == 0 and hand["score"][1 - offender] == 162 + sum(hand["roem"])


def test_an_undertrump_in_amsterdam_is_a_renege_said_as_one():
    """[KO] Amsterdam: "verboden om onder te troeven": Cvita trumps under Boris's jack with the 7
    of spades, and her 7 of clubs in trick 2 shows she had another card."""
    hand = one({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
                "play": [["AH", "JS", "7S", "8H"], ["9S", "7C", "7D", "8S"]]})
    assert hand["explanation"][0] == ("Trick 1: Cvita played 7♠ under the trick's trump, but had 7♣ to "
                                      "play instead, played in trick 2.")
    assert hand["nat"] and hand["score"] == [0, 162]


def test_the_record_keeps_roem_and_rules_the_same_again():
    from scorekeeper.rules import Game
    game = Game(variant=ROT, players=FOUR)
    game.push({"dealer": 3, "auction": ["pass", "take"], "turn_up": "9D", "points": [100, 62], "roem": [20, 0]})
    record = game.to_record()
    assert record["hands"][0]["roem"] == [20, 0]
    assert Game.from_record(record).ruling() == game.ruling()
