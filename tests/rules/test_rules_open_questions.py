"""Two rule questions the published rules answer differently, or not at all, settled as house
rules with a default; each test cites the source it follows:

- [PB]  D. Parlett, *The Penguin Book of Card Games*, klaverjassen, "Amsterdam rules of following"
  (3): "If trumps are led, you must follow suit and head the trick if you can, even if your
  partner is winning it";
- [GP]  GamePoint / Spelpunt, "Klaverjassen - game information" 6: "Both rules agree that
  following a trump lead all players must head the trick if they can";
- [KU]  klaverjasunie.nl, "Het spel": Amsterdam "ontslagen als de slag aan de maat ligt", said of a
  player who cannot follow ("als men niet kan bekennen"): silent on a trump lead;
- [SB]  sexy-belote.com, "The belote rules": "If the card led is trump, subsequent players must
  ... play a trump card that beats all previous cards if they can, whoever holds the trick";
- [EX]  exoty.com, "Les règles de la Coinche": "une fois qu'un atout est joué, on est obligé de
  monter";
- [LC24] lacontree.free.fr, "Cours de contrée" 2.4: a contré contract's points all go to the
  winner, only the belote stays with its holder; [CO] coinchons.fr: concours without melds
  ("Pas d'annonce"), so silent on the melds of a lost contract; [LC22] "Cours de contrée" 2.2.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import adjudicate
from scorekeeper.rules.cards import DECK, Card, Suit, parse_card
from scorekeeper.rules.duties import allowed
from scorekeeper.rules.variants import VARIANTS

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
AMS, ROT = "klaverjas-amsterdam", "klaverjas-rotterdam"
PARTNERS = lambda a, b: a % 2 == b % 2  # noqa: E731  (Ana & Cvita, Boris & Dino)


def one(hand: dict, *, preset: str, **options) -> dict:
    return adjudicate({"variant": preset, "options": options, "players": FOUR, "hands": [hand]})["hands"][0]


def cards(*codes: str) -> frozenset[Card]:
    return frozenset(parse_card(c) for c in codes)


def legal(preset: str, held: frozenset[Card], played: list[tuple[int, str]], **options) -> frozenset[Card]:
    rules = VARIANTS[preset].rules.with_options(options)
    return allowed(held, [(s, parse_card(c)) for s, c in played], trump=Suit.SPADES, rules=rules,
                   same_side=PARTNERS, seat=2, players=4)


# Spades are trump. Ana leads the nine of spades, Boris plays the queen: Ana holds the trick.
# Cvita, her partner, holds the jack and the seven of spades.
TRUMP_LEAD = [(0, "9S"), (1, "QS")]


def test_amsterdam_a_trump_lead_goes_over_even_the_partner():
    """[PB] "head the trick if you can, even if your partner is winning it"; [GP] "both rules agree"."""
    assert legal(AMS, cards("JS", "7S", "AH"), TRUMP_LEAD) == cards("JS")
    assert legal(ROT, cards("JS", "7S", "AH"), TRUMP_LEAD) == cards("JS")


def test_a_house_that_frees_the_partner_on_a_trump_lead_too():
    """[KU] speaks of the partner's trick only; a house reading it for a trump lead as well turns
    ``trump_lead_over_partner`` off: Cvita may then keep her jack."""
    assert legal(AMS, cards("JS", "7S", "AH"), TRUMP_LEAD, trump_lead_over_partner=False) == cards("JS", "7S")
    # Rotterdam knows no exemption at all: the option changes nothing there.
    assert legal(ROT, cards("JS", "7S"), TRUMP_LEAD, trump_lead_over_partner=False) == cards("JS")


def test_a_plain_lead_still_frees_the_amsterdam_partner():
    """[KU] "ontslagen als de slag aan de maat ligt": a heart led, Ana holds it, Cvita has no heart."""
    assert legal(AMS, cards("JS", "7C"), [(0, "AH"), (1, "7H")]) == cards("JS", "7C")


def test_contree_goes_over_a_partner_s_trump():
    """[SB] "whoever holds the trick at this stage"; [EX] "on est obligé de monter"."""
    assert legal("contree", cards("JS", "7S"), TRUMP_LEAD) == cards("JS")
    assert legal("coinche", cards("JS", "7S"), TRUMP_LEAD) == cards("JS")


def test_french_belote_keeps_the_rule_book_s_exemption_on_a_trump_lead_unless_the_house_says():
    """RULES §7 and §8: in belote partner_exemption is "no duty to trump or overtrump while one's
    partner holds the trick", trump lead or not (seed 004: "if the partner has the trick, a low
    card" may be played); a house following [SB] and [EX] turns trump_lead_over_partner on."""
    assert legal("belote", cards("JS", "7S"), TRUMP_LEAD) == cards("JS", "7S")
    assert legal("belote", cards("JS", "7S"), TRUMP_LEAD, trump_lead_over_partner=True) == cards("JS")


# Cvita keeps her jack under Ana's nine and trumps a heart with it in trick 2.
KEPT_JACK = {"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
             "play": [["9S", "QS", "7S", "AS"], ["AH", "7H", "JS", "8H"]]}


def test_the_kept_jack_is_a_renege_and_the_deal_is_nat():
    """[PB] the Amsterdam rule of a trump lead; the renege loses the deal (rule book, klaverjas)."""
    hand = one(KEPT_JACK, preset=AMS)
    assert [(r["trick"], r["seat"], r["card"]) for r in hand["play"]["reneges"]] == [(1, 2, "7S")]
    assert hand["nat"] and hand["score"] == [0, 162]
    assert "Trick 1: Cvita played 7♠ but had to overtrump with J♠, played in trick 2." in hand["explanation"]


def test_the_kept_jack_stands_where_the_house_frees_the_partner():
    hand = one(KEPT_JACK, preset=AMS, trump_lead_over_partner=False)
    assert hand["play"]["reneges"] == [] and hand["score"] == [100, 62]


@settings(max_examples=150, deadline=None)
@given(st.permutations(DECK), st.sampled_from([AMS, ROT, "belote", "contree"]), st.integers(1, 3),
       st.booleans(), st.sampled_from(["must", "forbidden", "free"]))
def test_going_over_a_partner_only_ever_narrows_the_choice(order, preset, on_trick, exemption, undertrump):
    """Whatever the other duties, the option takes cards away from a trump lead's choice, never adds
    one, and leaves every other lead alone; there is always a card to play."""
    held, played = frozenset(order[:8]), [(s, order[8 + s]) for s in range(on_trick)]
    seat = on_trick
    base = VARIANTS[preset].rules.with_options({"partner_exemption": exemption, "undertrump": undertrump})
    said = {flag: allowed(held, played, trump=Suit.SPADES, same_side=PARTNERS, seat=seat, players=4,
                          rules=base.with_options({"trump_lead_over_partner": flag})) for flag in (True, False)}
    assert said[True] and said[True] <= said[False]
    if played[0][1].suit is not Suit.SPADES:
        assert said[True] == said[False]


# ------------------------------------------------------------------ coinche: the melds of a lost contract

# Ana & Cvita bid 140 spades holding a fifty and make 70 + 50 = 120: dedans.
DEDANS = {"dealer": 3, "auction": ["140 spades", "pass", "pass", "pass"], "points": [70, 92],
          "melds": [{"seat": 0, "kind": "sequence", "value": 50}]}


def test_dedans_gives_the_takers_melds_to_the_defenders():
    """[LC24] all but the belote goes to the side that wins: the defenders write 160 + 140 and the
    fifty."""
    hand = one(DEDANS, preset="coinche")
    assert hand["outcome"] == "fell" and hand["score"] == [0, 350]
    assert "Boris & Dino also write every meld of the hand, 50." in hand["explanation"]


def test_dedans_each_side_keeps_its_own_melds_where_the_house_says_so():
    hand = one(DEDANS, preset="coinche", lost_contract_melds="each_own")
    assert hand["score"] == [50, 300]
    assert "Ana & Cvita keep their own melds, 50." in hand["explanation"]


def test_contre_each_side_keeps_its_own_melds_where_the_house_says_so():
    """[LC24] the contré winner writes (160 + the contract) × 2; the melds as the house says."""
    hand = one({**DEDANS, "auction": ["140 spades", "contre", "pass", "pass", "pass"]}, preset="coinche",
               lost_contract_melds="each_own")
    assert hand["score"] == [50, 600]
    assert one({**DEDANS, "auction": ["140 spades", "contre", "pass", "pass", "pass"]},
               preset="coinche")["score"] == [0, 650]


def test_a_made_contract_leaves_each_side_its_melds_either_way():
    """[LC22] a made contract: each side writes what it made, its melds with it (coinche)."""
    made = {**DEDANS, "auction": ["100 spades", "pass", "pass", "pass"]}
    assert one(made, preset="coinche")["score"] == one(made, preset="coinche", lost_contract_melds="each_own")["score"]
