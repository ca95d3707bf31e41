"""Hands played out card by card from real deals, for the play-entry tests and the benchmark.

A pack is shuffled and dealt (``records_strategy.deal``: the bela-hr-3 caller's discard too); each
player then plays a random card among those RULES §8 allows him (``duties.allowed`` on the cards he
really holds), trick by trick, from the forehand. ``cheat`` makes one player, at the first chance
from a given trick on, play a card he was not allowed to: the one renege of the hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from records_strategy import _declared, deal, forehand_or, players_for

from scorekeeper.rules.cards import DECK, Card, Rank, Suit
from scorekeeper.rules.options import Rules
from scorekeeper.rules.duties import allowed, trick_winner
from scorekeeper.rules.variants import VARIANTS, Variant

SUITS = tuple(Suit)


@dataclass
class Played:
    hand: dict  # a HAND with ``play`` (RECORDS.md)
    held: list[list[Card]]  # each seat's cards as dealt (after any discard)
    renege: tuple[int, int] | None  # (trick, seat), 1-based trick, of the one illegal card


def played_hand(variant: Variant, rules: Rules, rng: random.Random, *, dealer: int = 0,
                cheat: int | None = None, melds: bool = True) -> Played:
    """A hand played out legally, but for one illegal card from trick ``cheat`` (1-based) on."""
    order = list(DECK)
    rng.shuffle(order)
    taker = forehand_or(variant, rules, dealer, rng.randrange(variant.players))
    trump = rng.choice(SUITS)
    held, discard = deal(variant, order, taker)
    tricks, renege = _play_out(variant, rules, held, trump=trump, leader=(dealer + 1) % variant.players,
                               rng=rng, cheat=cheat)
    hand: dict = {"dealer": dealer, "trump": trump.value, "taker": taker,
                  "play": [[str(c) for c in t] for t in tricks]}
    if melds:
        declared = _declared(variant, rules, held, [rng.random() < 0.9 for _ in range(12)], shorthand=False)
        if declared:
            hand["melds"] = declared
        holder = next((s for s in range(variant.players)
                       if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(held[s])), None)
        if holder is not None and rng.random() < 0.8:
            hand["bela"] = holder
    if discard:
        hand["discard"] = [str(c) for c in discard]
    return Played(hand, held, renege)


def _play_out(variant: Variant, rules: Rules, held: list[list[Card]], *, trump: Suit, leader: int,
              rng: random.Random, cheat: int | None) -> tuple[list[list[Card]], tuple[int, int] | None]:
    n = variant.players
    hands = [set(h) for h in held]
    tricks, renege = [], None
    for t in range(variant.tricks):
        played: list[tuple[int, Card]] = []
        for i in range(n):
            seat = (leader + i) % n
            legal = allowed(hands[seat], played, trump=trump, rules=rules, seat=seat, players=n,
                            same_side=lambda a, b: variant.side_of(a) == variant.side_of(b))
            illegal = sorted(hands[seat] - legal, key=str)
            if cheat is not None and renege is None and t + 1 >= cheat and illegal:
                card, renege = rng.choice(illegal), (t + 1, seat)
            else:
                card = rng.choice(sorted(legal, key=str))
            hands[seat].remove(card)
            played.append((seat, card))
        tricks.append([c for _, c in played])
        leader = trick_winner(tricks[-1], leader=leader, trump=trump, players=n)
    return tricks, renege


def played_record(preset: str, rng: random.Random, *, options: dict | None = None, hands: int = 1,
                  cheat: int | None = None) -> dict:
    """A game record of ``hands`` hands entered card by card (dealers rotate; huge target)."""
    variant = VARIANTS[preset]
    options = {"target": 10**9, **(options or {})}
    rules = variant.rules.with_options(options)
    return {"variant": preset, "options": options, "players": players_for(variant),
            "hands": [played_hand(variant, rules, rng, dealer=i % variant.players, cheat=cheat).hand
                      for i in range(hands)]}


def card_power(card: Card, *, led: Suit, trump: Suit) -> int:
    """Who wins a trick, worked out here and not by the engine: any trump over any plain card,
    else the suit led; J 9 A 10 K Q 8 7 in trump, A 10 K Q J 9 8 7 in the others (RULES §1)."""
    if card.suit is trump:
        return 100 + "78QKTA9J".index(card.rank.value)
    return "789JQKTA".index(card.rank.value) if card.suit is led else -1


def open_belot_hand(rules: Rules, rng: random.Random, *, dealer: int = 0, melds: bool = True) -> Played:
    """Open belot dealt as seed 001 lays it out (cf34) and played legally from the face-up cards:
    each player has eight piles, a face-down card under a face-up one, and may play only a
    face-up card (RULES §8, ``duties.allowed`` on those); the card under it turns up once it is
    played. Melds are declared at the deal from the face-up cards only."""
    variant = VARIANTS["open-belot"]
    order = list(DECK)
    rng.shuffle(order)
    rows = [order[i * 4:(i + 1) * 4] for i in range(8)]
    first = (dealer + 1) % 2  # the dealer's opponent gets each row first
    down = {first: rows[0] + rows[2], dealer: rows[1] + rows[3]}
    up = {first: rows[4] + rows[6], dealer: rows[5] + rows[7]}
    piles = [[[down[s][i], up[s][i]] for i in range(8)] for s in range(2)]  # each from the bottom
    trump, taker = rng.choice(SUITS), rng.randrange(2)
    tricks, leader = [], first
    for _ in range(variant.tricks):
        played: list[tuple[int, Card]] = []
        for seat in (leader, 1 - leader):
            face_up = {pile[-1]: pile for pile in piles[seat] if pile}
            legal = allowed(face_up, played, trump=trump, rules=rules, seat=seat, players=2,
                            same_side=lambda a, b: a == b)
            card = rng.choice(sorted(legal, key=str))
            face_up[card].pop()
            played.append((seat, card))
        tricks.append([c for _, c in played])
        leader = trick_winner(tricks[-1], leader=leader, trump=trump, players=2)
    hand: dict = {"dealer": dealer, "trump": trump.value, "taker": taker,
                  "play": [[str(c) for c in t] for t in tricks]}
    held = [down[s] + up[s] for s in range(2)]
    if melds:
        declared = _declared(variant, rules, [up[0], up[1]], [rng.random() < 0.9 for _ in range(12)],
                             shorthand=False)
        if declared:
            hand["melds"] = declared
        holder = next((s for s in range(2) if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(held[s])),
                      None)
        if holder is not None and rng.random() < 0.8:
            hand["bela"] = holder
    return Played(hand, held, None)
