"""Which cards each player can still hold, part way through a hand replayed card by card: for
the replay's picker, which offers the player to play only those, and plays a card by itself
where only one is left to him.

What the record says decides, never the duties of play (a renege is what a replay is for, so a
card is never ruled out because playing it would break a rule): a card already played is gone,
a card of the caller's discard or left under the stock is out of play, and a card the record
shows in one player's hand is nobody else's: his declared melds, his bela (king and queen of
trump), the turned-up card the taker took (four-handed belote, where every card is dealt) or
exchanged for the trump 7 (two- and three-handed games, where it otherwise lies under the
stock). A meld written for a pair is one partner's: neither opponent holds its cards. Then, as
a table reasons: a player whose hand is down to the cards known to be his holds just those, a
player with as many cards left as cards he could hold holds all of them, and, where every card
not yet played is in somebody's hand, a card that only one player can hold is his.
"""

from __future__ import annotations

from collections.abc import Iterable

from .auction import uses_turn_up
from .cards import DECK, Card, Rank, Suit
from .options import Rules
from .playentry import HandFacts
from .variants import Variant


def still_held(played: Iterable[tuple[Card, int]], *, variant: Variant, rules: Rules,
               facts: HandFacts) -> tuple[frozenset[Card], ...]:
    """Each seat's cards it can still hold, given ``played`` (each card with the seat that played it)."""
    by = dict(played)
    left = [variant.tricks - sum(1 for s in by.values() if s == seat) for seat in range(variant.players)]
    pool = frozenset(DECK) - by.keys() - _out_of_play(variant, facts)
    known = [set(cards) & pool for cards in _known(variant, rules, facts, by)]
    barred = [set(cards) & pool for cards in _barred(variant, facts, by)]
    every_card_held = sum(left) == len(pool)
    while True:
        taken = [set().union(*(known[o] for o in range(variant.players) if o != s)) for s in range(variant.players)]
        can = [set(known[s]) if len(known[s]) >= left[s] else set(pool - taken[s] - barred[s])
               for s in range(variant.players)]
        grown = _grown(known, can, left, every_card_held=every_card_held)
        if grown == known:
            return tuple(frozenset(c) for c in can)
        known = grown


def _grown(known: list[set[Card]], can: list[set[Card]], left: list[int], *,
           every_card_held: bool) -> list[set[Card]]:
    """What more the table can tell: a player who can hold only as many cards as he has holds
    them; where every card left is in somebody's hand, a card only one player can hold is his."""
    out = [set(k) | (c if len(c) == left[s] else set()) for s, (k, c) in enumerate(zip(known, can))]
    if every_card_held:
        for card in set().union(*can):
            holders = [s for s, c in enumerate(can) if card in c]
            if len(holders) == 1:
                out[holders[0]].add(card)
    return out


def _out_of_play(variant: Variant, facts: HandFacts) -> frozenset[Card]:
    """The caller's discard, and the card under the stock (the turned-up card, or the trump 7
    exchanged for it) where not every card is dealt."""
    out = set(facts.discard)
    up = facts.turn_up
    if up is not None and not variant.all_cards_played:
        seven = Card(Rank.SEVEN, facts.trump) if isinstance(facts.trump, Suit) else None
        out.add(seven if facts.exchange is not None and seven is not None else up)
    return frozenset(out)


def _known(variant: Variant, rules: Rules, facts: HandFacts, by: dict[Card, int]) -> list[set[Card]]:
    """The cards the record puts in each seat's hand."""
    known: list[set[Card]] = [set() for _ in range(variant.players)]
    for d in facts.melds:
        holder = d.seat if d.seat_said else _partner_who_played(d.meld.cards(), by)
        if holder is not None:
            known[holder] |= d.meld.cards()
    if facts.bela is not None and isinstance(facts.trump, Suit):
        known[facts.bela] |= {Card(Rank.KING, facts.trump), Card(Rank.QUEEN, facts.trump)}
    up = facts.turn_up
    if up is not None and variant.all_cards_played and not variant.discard and uses_turn_up(rules):
        known[facts.taker].add(up)  # four-handed belote: the taker picks up the turned card
    elif up is not None and not variant.all_cards_played and facts.exchange is not None:
        known[facts.exchange].add(up)
    return known


def _partner_who_played(cards: frozenset[Card], by: dict[Card, int]) -> int | None:
    """A pair's meld is the hand of the partner who plays one of its cards (the engine refuses
    a meld both partners played from)."""
    return next((by[c] for c in sorted(cards, key=str) if c in by), None)


def _barred(variant: Variant, facts: HandFacts, by: dict[Card, int]) -> list[set[Card]]:
    """Cards a seat cannot hold though nobody's hand is known to hold them: a pair's meld is
    neither opponent's."""
    barred: list[set[Card]] = [set() for _ in range(variant.players)]
    for d in facts.melds:
        if not d.seat_said:
            side = variant.side_of(d.seat)
            for seat in range(variant.players):
                if variant.side_of(seat) != side:
                    barred[seat] |= d.meld.cards()
    return barred


__all__ = ["still_held"]
