"""Play card by card (RULES §8): who wins each trick, what it is worth, and every renege the play
itself proves.

A table that replays a disputed hand lays its tricks out in order; the engine judges each card
against what the player is *known* to have held when he played it: the cards he plays later in
the hand (a player who later plays a heart had that heart when he did not follow to a heart). A
renege is not an invalid record but part of the ruling (RULES §8): the trick, the player, the card
he played and the cards he had to play, with the trick that proves he held them.

Cards a player showed in a meld are known too: he held them from the first trick until he
played them. A play may stop early (the tricks in dispute): only complete tricks have a winner and
count, and the last trick's 10 only when the hand's last trick is among them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Mapping, Sequence

from .cards import Card, Rank, Suit
from .options import Rules

LAST_TRICK = 10


@dataclass(frozen=True)
class Renege:
    """A card a player was not allowed to play, proved by the cards he played later."""

    trick: int  # 1-based
    seat: int
    card: Card
    required: tuple[Card, ...]  # what he had to play instead, all of it shown later
    proof: int | None  # the first later trick in which one of those cards appears; None: his meld


@dataclass(frozen=True)
class PlayedHand:
    winners: tuple[int, ...]  # the seat that won each complete trick
    tricks: tuple[int, ...]  # per side
    points: tuple[int, ...]  # per side: card points, and 10 for the last trick
    reneges: tuple[Renege, ...]


def trick_winner(cards: Sequence[Card], *, leader: int, trump: Suit, players: int) -> int:
    """The seat that wins a trick played in order from ``leader``: the highest trump, or else the
    highest card of the suit led."""
    led = cards[0].suit
    best = max(range(len(cards)), key=lambda i: _power(cards[i], led=led, trump=trump))
    return (leader + best) % players


def _power(card: Card, *, led: Suit, trump: Suit) -> int:
    if card.suit is trump:
        return 100 + card.rank.trump_strength
    return card.rank.plain_strength if card.suit is led else -1


def allowed(held: Collection[Card], played: Sequence[tuple[int, Card]], *, trump: Suit, rules: Rules,
            same_side: Callable[[int, int], bool], seat: int, players: int) -> frozenset[Card]:
    """The cards of ``held`` that ``seat`` may play on a trick whose cards so far are ``played``
    (``(seat, card)`` in order); any card when leading."""
    held = frozenset(held)
    if not played:
        return _lead(held, trump=trump, rules=rules)
    led = played[0][1].suit
    winner = trick_winner([c for _, c in played], leader=played[0][0], trump=trump, players=players)
    # No duty to trump or overtrump while one's partner holds the trick (partner_exemption).
    partner_holds = rules.partner_exemption and winner != seat and same_side(winner, seat)
    follow = frozenset(c for c in held if c.suit is led)
    if follow:
        if led is trump:
            return follow if partner_holds else _over_trump(follow, played, trump=trump)
        return _heading(follow, played, led=led, trump=trump, rules=rules)
    trumps = frozenset(c for c in held if c.suit is trump)
    bare_jack = rules.bare_yuss and len(trumps) == 1 and next(iter(trumps)).rank is Rank.JACK
    if not trumps or partner_holds or bare_jack:
        return held
    return _over_trump(trumps, played, trump=trump)


def _lead(held: frozenset[Card], *, trump: Suit, rules: Rules) -> frozenset[Card]:
    """Any card, but with ``trump_lead_scoring`` a trump lead must be a scoring trump (J 9 A 10 K Q)
    while the player has another card to lead."""
    if not rules.trump_lead_scoring:
        return held
    low = frozenset(c for c in held if c.suit is trump and c.rank in _LOW)
    return held - low or held


_LOW = (Rank.SEVEN, Rank.EIGHT)


def _heading(follow: frozenset[Card], played: Sequence[tuple[int, Card]], *, led: Suit, trump: Suit,
             rules: Rules) -> frozenset[Card]:
    """Following a plain suit: with ``over_in_suit``, over the highest card of the suit led if one
    can, unless the trick has been trumped."""
    if not rules.over_in_suit or any(c.suit is trump for _, c in played):
        return follow
    top = max(c.rank.plain_strength for _, c in played if c.suit is led)
    higher = frozenset(c for c in follow if c.rank.plain_strength > top)
    return higher or follow


def _over_trump(trumps: frozenset[Card], played: Sequence[tuple[int, Card]], *, trump: Suit) -> frozenset[Card]:
    """A trump over the highest trump on the trick if one can; if not, still a (lower) trump."""
    on_trick = [c.rank.trump_strength for _, c in played if c.suit is trump]
    if not on_trick:
        return trumps
    higher = frozenset(c for c in trumps if c.rank.trump_strength > max(on_trick))
    return higher or trumps


def judge_play(tricks: Sequence[Sequence[Card]], *, first_leader: int, trump: Suit, rules: Rules,
               players: int, side_of: Callable[[int], int], sides: int,
               shown: Mapping[int, Collection[Card]] | None = None, hand_tricks: int | None = None) -> PlayedHand:
    """Every complete trick's winner, each side's tricks and points, and the reneges the play proves.

    ``shown``: cards each seat showed in a meld (held from the start); ``hand_tricks``: the tricks
    in the whole hand, when ``tricks`` are only its first ones (the last may be incomplete)."""
    seats = _seats_of_cards(tricks, first_leader=first_leader, trump=trump, players=players)
    later = _later_cards(tricks, seats, players, shown or {})
    same_side = lambda a, b: side_of(a) == side_of(b)  # noqa: E731
    leader, winners, reneges = first_leader, [], []
    for t, cards in enumerate(tricks):
        played: list[tuple[int, Card]] = []
        for i, card in enumerate(cards):
            seat = (leader + i) % players
            legal = allowed(later[t][seat], played, trump=trump, rules=rules, seat=seat, players=players,
                            same_side=same_side)
            if card not in legal:
                required = tuple(sorted(legal, key=_said_order))
                reneges.append(Renege(t + 1, seat, card, required, _proof(tricks, seats, seat, required, t)))
            played.append((seat, card))
        if len(cards) < players:
            break
        leader = trick_winner(cards, leader=leader, trump=trump, players=players)
        winners.append(leader)
    last = (hand_tricks or len(tricks)) - 1
    return PlayedHand(tuple(winners), *_totals(tricks, winners, trump=trump, side_of=side_of, sides=sides,
                                               last=last), tuple(reneges))


def _said_order(card: Card) -> tuple[int, int]:
    """Cards as a player lists them: suit by suit, highest first."""
    return (list(Suit).index(card.suit), -card.rank.sequence_index)


def _seats_of_cards(tricks: Sequence[Sequence[Card]], *, first_leader: int, trump: Suit,
                    players: int) -> list[list[int]]:
    out, leader = [], first_leader
    for cards in tricks:
        out.append([(leader + i) % players for i in range(len(cards))])
        if len(cards) == players:
            leader = trick_winner(cards, leader=leader, trump=trump, players=players)
    return out


def _later_cards(tricks: Sequence[Sequence[Card]], seats: list[list[int]], players: int,
                 shown: Mapping[int, Collection[Card]]) -> list[list[set[Card]]]:
    """For each trick and seat, the cards that seat is known to have held when the trick began: the
    cards it plays in that trick or later, and the cards its melds showed that it has not played."""
    known: list[list[set[Card]]] = [[set() for _ in range(players)] for _ in tricks]
    running = [set(shown.get(seat, ())) for seat in range(players)]
    for seat_cards in running:
        seat_cards -= {c for trick in tricks for c in trick}  # shown, then played: known by the play
    for t in range(len(tricks) - 1, -1, -1):
        for seat, card in zip(seats[t], tricks[t]):
            running[seat].add(card)
        known[t] = [set(cards) for cards in running]
    return known


def _proof(tricks: Sequence[Sequence[Card]], seats: list[list[int]], seat: int, required: tuple[Card, ...],
           trick: int) -> int | None:
    """The first later trick in which the seat plays a card it had to play; None when only its
    meld showed it."""
    for t in range(trick + 1, len(tricks)):
        if any(s == seat and c in required for s, c in zip(seats[t], tricks[t])):
            return t + 1
    return None


def _totals(tricks: Sequence[Sequence[Card]], winners: list[int], *, trump: Suit, side_of: Callable[[int], int],
            sides: int, last: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    taken, points = [0] * sides, [0] * sides
    for t, (cards, winner) in enumerate(zip(tricks, winners)):
        side = side_of(winner)
        taken[side] += 1
        points[side] += sum(c.points(trump) for c in cards) + (LAST_TRICK if t == last else 0)
    return tuple(taken), tuple(points)


__all__ = ["PlayedHand", "Renege", "allowed", "judge_play", "trick_winner"]
