"""Play card by card (RULES §8): trick winners, the duty to follow, head and trump, and reneges
proved by the play itself. Seed 001 "Über (cf37)" examples I–IV are the worked cases."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from scorekeeper.rules import Rules
from scorekeeper.rules.cards import DECK, Suit, parse_card
from scorekeeper.rules.duties import allowed, trick_winner
from scorekeeper.rules.play import judge_play

HEARTS = Suit.HEARTS  # trump in every example: "Spades are not the trump suit"


def cards(text: str) -> frozenset:
    return frozenset(parse_card(c) for c in text.split())


def may(held: str, played: str, *, seat: int, rules: Rules = Rules(), trump: Suit = HEARTS) -> set[str]:
    """What ``seat`` may play from ``held`` on ``played`` (cards in order from seat 0)."""
    trick = [(i, parse_card(c)) for i, c in enumerate(played.split())]
    return {str(c) for c in allowed(cards(held), trick, trump=trump, rules=rules, seat=seat, players=4,
                                    same_side=lambda a, b: a % 2 == b % 2)}


def test_uber_example_1_follow_and_head_the_suit_led_then_trump():
    """Seed 001, über example I: on the J♠ led, 9♠ 7♠ may both be played (neither beats the jack);
    with 10♠ Q♠ 8♠ only the 10 or the queen; with no spades, a trump."""
    assert may("9S 7S AD", "JS", seat=1) == {"9S", "7S"}
    assert may("TS QS 8S", "JS 7S", seat=2) == {"TS", "QS"}
    assert may("7H KD", "JS 7S TS", seat=3) == {"7H"}


def test_uber_example_2_no_heading_once_the_trick_is_trumped():
    """Seed 001, über example II: K♠ over Q♠ is a must; after a trump, A♠ or 8♠ are both allowed."""
    assert may("KS JS", "QS", seat=1) == {"KS"}
    assert may("AS 8S", "QS KS 7H", seat=3) == {"AS", "8S"}


def test_uber_example_3_overtrump_when_one_can():
    """Seed 001, über example III: on the K of trump, 10 and Q of trump: the 10 (it beats the king);
    with no spade and no trump, any card."""
    assert may("TH QH", "9S KH", seat=2) == {"TH"}
    assert may("7C TC", "9S KH TH", seat=3) == {"7C", "TC"}


def test_uber_example_4_a_lower_trump_when_one_cannot_overtrump():
    """Seed 001, über example IV: 7 and Q of trump cannot beat the king: either, but a trump."""
    assert may("7H QH AD", "9S KH", seat=2) == {"7H", "QH"}


def test_partner_exemption_and_bare_yuss_are_house_rules():
    """RULES §8: no duty to trump while one's partner holds the trick (partner_exemption); a lone
    trump jack may be kept (bare_yuss)."""
    assert may("7H AD", "AS 7S", seat=2) == {"7H"}
    assert may("7H AD", "AS 7S", seat=2, rules=Rules(partner_exemption=True)) == {"7H", "AD"}
    assert may("JH AD", "AS", seat=1) == {"JH"}
    assert may("JH AD", "AS", seat=1, rules=Rules(bare_yuss=True)) == {"JH", "AD"}


def test_the_highest_trump_wins_else_the_highest_of_the_suit_led():
    trick = [parse_card(c) for c in "AS TS 7H KS".split()]
    assert trick_winner(trick, leader=1, trump=HEARTS, players=4) == 3  # the 7 of trump, seat 1+2
    assert trick_winner([parse_card(c) for c in "9S AD TS KS".split()], leader=0, trump=HEARTS,
                        players=4) == 2


def deal(seed: int) -> list[list]:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    return [deck[i * 8:(i + 1) * 8] for i in range(4)]


def play_out(hands: list[list], *, rng: random.Random, rules: Rules, trump: Suit) -> list[list]:
    """A random legal player at each seat: the whole hand, trick by trick."""
    hands = [set(h) for h in hands]
    leader, tricks = 0, []
    for _ in range(8):
        played = []
        for i in range(4):
            seat = (leader + i) % 4
            options = allowed(hands[seat], played, trump=trump, rules=rules, seat=seat, players=4,
                              same_side=lambda a, b: a % 2 == b % 2)
            card = rng.choice(sorted(options, key=str))
            hands[seat].remove(card)
            played.append((seat, card))
        tricks.append([c for _, c in played])
        leader = trick_winner(tricks[-1], leader=leader, trump=trump, players=4)
    return tricks


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10 ** 6), st.booleans(), st.booleans(), st.booleans(),
       st.sampled_from(list(Suit)))
def test_legal_play_proves_no_renege_and_counts_every_point(seed, over, exempt, yuss, trump):
    """Any legal play, under any of these house rules: no renege, 8 tricks, 162 points."""
    rules = Rules(over_in_suit=over, partner_exemption=exempt, bare_yuss=yuss)
    rng = random.Random(seed)
    tricks = play_out(deal(seed), rng=rng, rules=rules, trump=trump)
    judged = judge_play(tricks, first_leader=0, trump=trump, rules=rules, players=4,
                        side_of=lambda s: s % 2, sides=2)
    assert judged.reneges == () and sum(judged.tricks) == 8 and sum(judged.points) == 162


def test_a_discard_while_holding_the_suit_led_is_a_renege_proved_later():
    """RULES §8: Boris discards a club on a heart lead, then plays the K of hearts in trick 3: the
    ruling names trick 1, Boris, the card and the card he had to play, proved by trick 3."""
    tricks = [[parse_card(c) for c in t.split()] for t in ("AH 7C 8H 9H", "7S 8S 9S TS", "7D 8D KH 9D")]
    judged = judge_play(tricks, first_leader=0, trump=Suit.DIAMONDS, rules=Rules(), players=4,
                        side_of=lambda s: s % 2, sides=2)
    assert judged.winners == (0, 3, 2)
    first = judged.reneges[0]
    assert (first.trick, first.seat, str(first.card), first.proof) == (1, 1, "7C", 3)
    assert [str(c) for c in first.required] == ["KH"]


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK), st.integers(1, 8), st.integers(0, 3), st.integers(0, 3), st.booleans(),
       st.booleans(), st.booleans(), st.booleans(), st.sampled_from(list(Suit)))
def test_the_quick_check_says_what_the_full_set_says(order, size, before, leader, over, exempt, yuss,
                                                      lead_scoring, trump):
    """``is_allowed`` (the engine's fast path) agrees with ``allowed`` for every card in hand,
    under any mix of the house rules of play."""
    from scorekeeper.rules.duties import is_allowed
    rules = Rules(over_in_suit=over, partner_exemption=exempt, bare_yuss=yuss, trump_lead_scoring=lead_scoring)
    held, on_trick = order[:size], order[size:size + before]
    played = [((leader + i) % 4, c) for i, c in enumerate(on_trick)]
    seat = (leader + before) % 4
    kwargs = dict(trump=trump, rules=rules, seat=seat, players=4, same_side=lambda a, b: a % 2 == b % 2)
    legal = allowed(held, played, **kwargs)
    assert {c for c in held if is_allowed(c, held, played, **kwargs)} == set(legal)
