"""Play card by card (RULES §8): who wins each trick, what it is worth, and every renege the play
itself proves.

A table that replays a disputed hand lays its tricks out in order; the engine judges each card
against what the player is *known* to have held when he played it: the cards he plays later in
the hand (a player who later plays a heart had that heart when he did not follow to a heart). A
renege is not an invalid record but part of the ruling (RULES §8): the trick, the player, the card
he played and the cards he had to play, with the trick that proves he held them.

Cards a player showed in a meld, and the trump K and Q of his bela, are known too: he held them
from the first trick until he played them. In open belot a later card proves nothing (it may have
lain face down): only what was known from the start does. A play may stop early (the tricks in
dispute): only complete tricks have a winner and count, and the last trick's 10 only when the
hand's last trick is among them. The duties each card is judged by are ``duties``.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable, Collection, Mapping, Sequence

from .cards import DECK, NO_TRUMP_POINTS, Card, Suit
from .duties import POWER, allowed, heads, is_allowed, to_head, trick_winner
from .options import Rules

LAST_TRICK = 10


@dataclass(frozen=True)
class Renege:
    """A card a player was not allowed to play, proved by what he held from the start or by the
    cards he played later."""

    trick: int  # 1-based
    seat: int
    card: Card
    required: tuple[Card, ...]  # what he had to play instead, as far as the proof shows
    proof: int | None  # the first later trick in which one of those cards appears; None: his meld
    by_bela: bool = False  # shown by the bela he declared (the trump K and Q), not by a meld


@dataclass(frozen=True)
class PlayedHand:
    seats: tuple[tuple[int, ...], ...]  # the seat of every card, trick by trick
    winners: tuple[int, ...]  # the seat that won each complete trick
    tricks: tuple[int, ...]  # per side
    points: tuple[int, ...]  # per side: card points, and 10 for the last trick
    worth: tuple[int, ...]  # each complete trick's points
    reneges: tuple[Renege, ...]


# A card's points under each trump (and in tout atout and sans atout), looked up: as ``duties.POWER``.
CARD_POINTS: dict[Suit | str, dict[Card, int]] = {trump: {c: c.points(trump) for c in DECK} for trump in Suit} | {
    mode: {c: values[c.rank] for c in DECK} for mode, values in NO_TRUMP_POINTS.items()}
# The seats of a full trick from each leader, at each size of table.
_ROTATIONS = {n: tuple(tuple((leader + i) % n for i in range(n)) for leader in range(n)) for n in (2, 3, 4)}


def judge_play(tricks: Sequence[Sequence[Card]], *, first_leader: int, trump: Suit | str, rules: Rules,
               players: int, side_of: Callable[[int], int], sides: int,
               shown: Mapping[int, Collection[Card]] | None = None,
               pair_shown: Sequence[tuple[int, Collection[Card]]] = (), hand_tricks: int | None = None,
               later_proves: bool = True) -> PlayedHand:
    """Every complete trick's winner, each side's tricks and points, and the reneges the play proves.

    ``shown``: cards each seat is known to have held from the first trick (its melds, its bela);
    ``pair_shown``: melds written for a side, ``(side, cards)``: the cards of the partner who plays
    one of them; ``hand_tricks``: the tricks in the whole hand, when ``tricks`` are only its first
    ones (the last may be incomplete); ``later_proves``: whether a card played later shows it was
    held earlier (not in open belot, where it may have lain face down)."""
    laid = _lay_out(tricks, first_leader=first_leader, trump=trump, players=players, side_of=side_of, sides=sides,
                    last=(hand_tricks or len(tricks)) - 1)
    judge = _Judge(trump=trump, rules=rules, players=players, same_side=lambda a, b: side_of(a) == side_of(b))
    start, reveals = _from_start(laid, shown or {}, pair_shown, side_of)
    reneges = _reneges(tricks, laid, start, reveals, judge, later_proves=later_proves)
    return PlayedHand(tuple(laid.seats), tuple(laid.winners), tuple(laid.taken), tuple(laid.points),
                      tuple(laid.worth), tuple(reneges))


@dataclass
class _Layout:
    """The tricks laid out: who played each card, who won each trick, what each side took, and
    each seat's cards in the order it played them."""

    seats: list[tuple[int, ...]]
    winners: list[int]
    by_seat: list[list[Card]]
    taken: list[int]
    points: list[int]
    worth: list[int]


def _lay_out(tricks: Sequence[Sequence[Card]], *, first_leader: int, trump: Suit | str, players: int,
             side_of: Callable[[int], int], sides: int, last: int) -> _Layout:
    """One pass over the cards (a replayed evening lays out tens of thousands of them)."""
    laid = _Layout([], [], [[] for _ in range(players)], [0] * sides, [0] * sides, [])
    seats, winners, by_seat, taken, points, worth = (laid.seats, laid.winners, laid.by_seat, laid.taken,
                                                     laid.points, laid.worth)
    rotations, values, leader = _ROTATIONS[players], CARD_POINTS[trump], first_leader
    side = [side_of(seat) for seat in range(players)]
    for t, cards in enumerate(tricks):
        who = rotations[leader] if len(cards) == players else rotations[leader][:len(cards)]
        seats.append(who)
        value = LAST_TRICK if t == last else 0
        for seat, card in zip(who, cards):
            by_seat[seat].append(card)
            value += values[card]
        if len(cards) == players:
            leader = trick_winner(cards, leader=leader, trump=trump, players=players)
            winners.append(leader)
            worth.append(value)
            taken[side[leader]] += 1
            points[side[leader]] += value
    return laid


def _from_start(laid: _Layout, shown: Mapping[int, Collection[Card]],
                pair_shown: Sequence[tuple[int, Collection[Card]]],
                side_of: Callable[[int], int]) -> tuple[list[frozenset[Card]], list[dict[int, frozenset[Card]]]]:
    """The cards each seat is known to have held from the first trick: its own melds' and bela's;
    and a pair's meld, the partner's who plays one of its cards (RULES §8), known from that card
    on (by the index of the card in the cards the seat played)."""
    start = [frozenset(shown.get(seat, ())) for seat in range(len(laid.by_seat))]
    reveals: list[dict[int, frozenset[Card]]] = [{} for _ in laid.by_seat]
    for side, cards in pair_shown:
        for seat, mine in enumerate(laid.by_seat):
            first = next((j for j, c in enumerate(mine) if c in cards), None) if side_of(seat) == side else None
            if first is not None:
                reveals[seat][first] = reveals[seat].get(first, frozenset()) | frozenset(cards)
                break
    return start, reveals


def _reneges(tricks: Sequence[Sequence[Card]], laid: _Layout, start: list[frozenset[Card]],
             reveals: list[dict[int, frozenset[Card]]], judge: _Judge, *, later_proves: bool) -> list[Renege]:
    """Every card judged against what its player is known to have held then: the cards of his
    melds and bela he has not played yet, and (but in open belot) the cards he plays from that
    trick on. A lead, and a plain suit followed where nobody must head it, need no look at his
    hand."""
    rules, trump = judge.rules, judge.trump
    plainly_followed = not rules.over_in_suit
    unplayed = [list(start[seat].union(*reveals[seat].values()).difference(mine))
                for seat, mine in enumerate(laid.by_seat)]
    out, count = [], [0] * judge.players
    for t, cards in enumerate(tricks):
        who, led = laid.seats[t], cards[0].suit
        for i, (seat, card) in enumerate(zip(who, cards)):
            k = count[seat]
            count[seat] = k + 1
            if (i == 0 and not rules.trump_lead_scoring) or (i and card.suit is led and led is not trump and (
                    plainly_followed or _heads_the_trick(card, cards, i, led, trump))):
                continue  # a lead, or the plain suit led followed and headed where due: nothing to look up
            mine, played = laid.by_seat[seat], list(zip(who[:i], cards[:i]))
            known: Sequence[Card]
            if later_proves:
                known = mine[k:] + unplayed[seat]
            else:
                known = _proof_steps(mine, k, start[seat], reveals[seat], later_proves=False)[0] \
                    if start[seat] or reveals[seat] else (card,)
            if not judge.may_play(card, known, played, seat):
                base, steps = _proof_steps(mine, k, start[seat], reveals[seat], later_proves=later_proves)
                out.append(_proved(Renege(t + 1, seat, card, (), None), base, steps, played, judge, tricks, laid))
    return out


def _proof_steps(mine: list[Card], k: int, shown: frozenset[Card], reveals: dict[int, frozenset[Card]], *,
                 later_proves: bool) -> tuple[list[Card], list[tuple[tuple[Card, ...], bool]]]:
    """What a player is known to have held when he played his ``k``-th card: at once (that card,
    and what his melds and bela showed that he has not played yet), then step by step as his later
    cards fall (each card, and a pair's meld that the card shows his), each step marked True
    when it is a meld's."""
    gone = frozenset(mine[:k])
    early = shown.union(*(cards for j, cards in reveals.items() if j <= k)) - gone
    base = [mine[k], *(early - {mine[k]})]
    steps: list[tuple[tuple[Card, ...], bool]] = []
    for j in (range(k + 1, len(mine)) if later_proves else ()):
        if j in reveals:
            steps.append((tuple(reveals[j] - gone - early), True))
        steps.append(((mine[j],), False))
    return base, steps


def _proved(renege: Renege, base: list[Card], steps: list[tuple[tuple[Card, ...], bool]],
            played: list[tuple[int, Card]], judge: _Judge, tricks: Sequence[Sequence[Card]],
            laid: _Layout) -> Renege:
    """The renege with its first proof: what he held from the start (a meld, bela), else the
    fewest steps of what his later cards show, in the order they fell. Said so, the renege reads
    the same after every later trick."""
    known, seat, by_meld = list(base), renege.seat, True
    if judge.may_play(renege.card, known, played, seat):
        for cards, by_meld in steps:  # noqa: B007 - by_meld is read after the loop: the step that proved it
            known.extend(cards)
            if not judge.may_play(renege.card, known, played, seat):
                break
    required = tuple(sorted(judge.allowed(known, played, seat), key=_said_order))
    proof = None if by_meld else _proof(tricks, laid.seats, seat, required, renege.trick - 1)
    return Renege(renege.trick, seat, renege.card, required, proof)


def _heads_the_trick(card: Card, cards: Sequence[Card], i: int, led: Suit, trump: Suit | str) -> bool:
    """Whether a card of the plain suit led heads the trick's first ``i`` cards (or the trick is
    trumped): then no duty to head it can have been broken, whatever the player held."""
    top = to_head(cards[:i], led, trump)
    return top is None or POWER[trump][card] > top


def _said_order(card: Card) -> tuple[int, int]:
    """Cards as a player lists them: suit by suit, highest first."""
    return _SAID_ORDER[card]


_SAID_ORDER = {c: (list(Suit).index(c.suit), -c.rank.sequence_index) for c in DECK}


@dataclass(frozen=True)
class _Judge:
    """The duties of play at one table, asked card after card."""

    trump: Suit | str
    rules: Rules
    players: int
    same_side: Callable[[int, int], bool]

    def may_play(self, card: Card, known: Collection[Card], played: Sequence[tuple[int, Card]], seat: int) -> bool:
        trump, rules = self.trump, self.rules
        if played:
            led = played[0][1].suit
            # The common case, settled without the full check: followed a plain suit, headed if due.
            if card.suit is led and led is not trump and (
                    not rules.over_in_suit or heads(card, known, played, led, trump)):
                return True
        elif not rules.trump_lead_scoring:
            return True
        return is_allowed(card, known, played, trump=trump, rules=rules, seat=seat, players=self.players,
                          same_side=self.same_side)

    def allowed(self, known: Collection[Card], played: Sequence[tuple[int, Card]], seat: int) -> frozenset[Card]:
        return allowed(known, played, trump=self.trump, rules=self.rules, seat=seat, players=self.players,
                       same_side=self.same_side)


def _proof(tricks: Sequence[Sequence[Card]], seats: Sequence[Sequence[int]], seat: int, required: tuple[Card, ...],
           trick: int) -> int | None:
    """The first later trick in which the seat plays a card it had to play; None when only its
    meld showed it."""
    for t in range(trick + 1, len(tricks)):
        if any(s == seat and c in required for s, c in zip(seats[t], tricks[t])):
            return t + 1
    return None


__all__ = ["CARD_POINTS", "PlayedHand", "Renege", "allowed", "is_allowed", "judge_play", "trick_winner"]
