"""Valid game records built from real deals, for the property tests and ``bench/engine.py``.

A hand is dealt from a shuffled pack: each player's cards, the bela-hr-3 caller's two extra
cards and his discards; trick i holds the i-th card of every player, and each trick goes to a
side. The points are then the real card points (+10 for the last trick), the melds are the
melds really held (``find_melds``), bela is declared only by a seat holding K and Q of trump —
so every record is one a table could have written.

``build_hand`` is deterministic given its choices; ``hands``/``records`` draw the choices with
hypothesis, ``random_hand`` with a ``random.Random`` (for the benchmark).
"""

from __future__ import annotations

import random
from typing import Sequence

from hypothesis import strategies as st

from scorekeeper.rules.cards import DECK, LAST_TRICK_BONUS, Card, Rank, Suit
from scorekeeper.rules.melds import find_melds
from scorekeeper.rules.options import Rules
from scorekeeper.rules.variants import VARIANTS, Variant

PRESETS = tuple(name for name, v in VARIANTS.items() if v.game == "bela")  # contrée, klaverjas: own tests
HUGE_TARGET = 10**9  # keeps any game going: no hand is "after the game ended"
SUITS = tuple(Suit)
MODES = ("random", "sweep", "tie")  # how tricks are shared out


def players_for(variant: Variant) -> list[str]:
    return ["Ana", "Boris", "Cvita", "Dino"][:variant.players]


def deal(variant: Variant, order: Sequence[Card], taker: int) -> tuple[list[list[Card]], list[Card]]:
    """Each seat's cards in play (after any discard) and the taker's discards."""
    n, size = variant.players, variant.tricks
    held = [list(order[s * size:(s + 1) * size]) for s in range(n)]
    if not variant.discard:
        return held, []
    extra = list(order[n * size:n * size + variant.discard])
    # The caller picks up the two last cards and lays away two: here his two lowest by sequence
    # order, so that melds stay in hand as often as not.
    pool = held[taker] + extra
    pool.sort(key=lambda c: (c.rank.sequence_index, SUITS.index(c.suit)))
    return [held[s] if s != taker else pool[variant.discard:] for s in range(n)], pool[:variant.discard]


def trick_values(variant: Variant, held: list[list[Card]], trump: Suit) -> list[int]:
    """Card points of trick i (the i-th card of every seat), the last with its 10."""
    values = [sum(held[s][i].points(trump) for s in range(variant.players)) for i in range(variant.tricks)]
    values[-1] += LAST_TRICK_BONUS
    return values


def tie_split(values: list[int], fallback: list[int], *, taker_side: int, sides: int, offset: int = 0,
              beat_sum: bool = False) -> list[int]:
    """Winners of the tricks that tie the taker's side with what it must beat, if a split exists;
    else ``fallback``. ``offset``: the taker's points outside tricks (bela-hr-3 discards).

    Two sides, or ``beat_sum``: the taker's trick points equal all the others' together. Three
    sides under ``beat_each``: equal to one defender's, the other keeping the tricks ``fallback``
    gave him when that leaves him no more."""
    defenders = [s for s in range(sides) if s != taker_side]
    rival = defenders[0]
    fixed = set() if beat_sum else {i for i, w in enumerate(fallback) if w not in (taker_side, rival)}
    free = [i for i in range(len(values)) if i not in fixed]
    reach: dict[int, tuple[int, ...]] = {offset: ()}  # taker minus the rest -> tricks the taker took
    for i in free:
        step: dict[int, tuple[int, ...]] = {}
        for diff, took in reach.items():
            step.setdefault(diff + values[i], took + (i,))
            step.setdefault(diff - values[i], took)
        reach = step
    if 0 not in reach:
        return fallback
    took = set(reach[0])
    winners = [taker_side if i in took else fallback[i] if i in fixed or fallback[i] != taker_side and beat_sum
               else rival for i in range(len(values))]
    tied = offset + sum(v for v, w in zip(values, winners) if w == taker_side)
    if not beat_sum and any(sum(v for v, w in zip(values, winners) if w == s) > tied for s in defenders):
        return fallback
    return winners


def build_hand(variant: Variant, rules: Rules, *, order: Sequence[Card], dealer: int, taker: int,
               trump: Suit, winners: Sequence[int], mode: str = "random",
               declare: Sequence[bool] = (), bela: bool = True, shorthand: bool = False) -> dict:
    """One summary-entry HAND (RECORDS.md) of a real deal; see the module docstring."""
    sides, taker_side = variant.sides, variant.side_of(taker)
    held, discard = deal(variant, order, taker)
    values = trick_values(variant, held, trump)
    winners = list(winners)
    if mode == "sweep":
        winners = [winners[0]] * variant.tricks
    elif mode == "tie":
        winners = tie_split(values, winners, taker_side=taker_side, sides=sides,
                            offset=sum(c.points(trump) for c in discard),
                            beat_sum=rules.win_rule == "beat_sum")
    tricks, points = [0] * sides, [0] * sides
    for value, side in zip(values, winners):
        tricks[side] += 1
        points[side] += value
    points[taker_side] += sum(c.points(trump) for c in discard)
    hand: dict = {"dealer": dealer, "trump": trump.value, "taker": taker,
                  "tricks": tricks, "points": points}
    if mode != "tie":  # melds and bela would undo the tie in trick points
        melds = _declared(variant, rules, held, declare, shorthand=shorthand)
        if melds:
            hand["melds"] = melds
        holder = next((s for s in range(variant.players)
                       if {Card(Rank.KING, trump), Card(Rank.QUEEN, trump)} <= set(held[s])), None)
        if bela and holder is not None:
            hand["bela"] = holder
    if discard:
        hand["discard"] = [str(c) for c in discard]
    return hand


def _declared(variant: Variant, rules: Rules, held: list[list[Card]], declare: Sequence[bool], *,
              shorthand: bool) -> list[dict]:
    out, flags = [], iter(declare)
    for seat in range(variant.players):
        for meld in find_melds(held[seat], rules=rules):
            if meld.is_belot and rules.melds == "full" and rules.belot == "wins_game":
                continue  # a belot ends the game: not a hand to keep playing after
            if not next(flags, True):
                continue  # declaring is optional (seed 000)
            written = meld.to_json()
            if shorthand:
                del written["cards"]
            else:
                written = {"cards": written["cards"]}
            out.append({"seat": seat, **written})
    return out


def forehand_or(variant: Variant, rules: Rules, dealer: int, seat: int) -> int:
    """The taker: under ``auction: first_must`` the forehand always takes (RULES §5)."""
    return (dealer + 1) % variant.players if rules.auction == "first_must" else seat


# ----------------------------------------------------------------- hypothesis

@st.composite
def hands(draw, variant: Variant, rules: Rules) -> dict:
    """A valid hand of ``variant`` under ``rules``."""
    n, sides = variant.players, variant.sides
    dealer = draw(st.integers(0, n - 1))
    return build_hand(
        variant, rules,
        order=draw(st.permutations(DECK)),
        dealer=dealer,
        taker=forehand_or(variant, rules, dealer, draw(st.integers(0, n - 1))),
        trump=draw(st.sampled_from(SUITS)),
        winners=draw(st.lists(st.integers(0, sides - 1), min_size=variant.tricks, max_size=variant.tricks)),
        mode=draw(st.sampled_from(MODES)),
        declare=draw(st.lists(st.booleans(), max_size=12)),
        bela=draw(st.booleans()),
        shorthand=draw(st.booleans()))


@st.composite
def records(draw, preset: str, *, options: dict | None = None, min_hands: int = 1, max_hands: int = 6) -> dict:
    """A valid game record of ``preset`` that never ends (huge target), with ``options``."""
    variant = VARIANTS[preset]
    options = {"target": HUGE_TARGET, **(options or {})}
    rules = variant.rules.with_options(options)
    played = draw(st.lists(hands(variant, rules), min_size=min_hands, max_size=max_hands))
    return {"variant": preset, "options": options, "players": players_for(variant), "hands": played}


# ----------------------------------------------------------------- random.Random (benchmark)

def random_hand(variant: Variant, rules: Rules, rng: random.Random, *, dealer: int = 0) -> dict:
    n, sides = variant.players, variant.sides
    order = list(DECK)
    rng.shuffle(order)
    roll = rng.random()
    mode = "sweep" if roll < 0.02 else "tie" if roll < 0.06 else "random"
    return build_hand(
        variant, rules, order=order, dealer=dealer, taker=forehand_or(variant, rules, dealer, rng.randrange(n)), trump=rng.choice(SUITS),
        winners=[rng.randrange(sides) for _ in range(variant.tricks)], mode=mode,
        declare=[rng.random() < 0.9 for _ in range(12)], bela=rng.random() < 0.8,
        shorthand=rng.random() < 0.5)


def random_record(preset: str, count: int, *, seed: int = 0, options: dict | None = None) -> dict:
    """A valid ``count``-hand record of ``preset`` that never ends; dealers rotate."""
    variant = VARIANTS[preset]
    options = {"target": HUGE_TARGET, **(options or {})}
    rules = variant.rules.with_options(options)
    rng = random.Random(seed)
    played = [random_hand(variant, rules, rng, dealer=i % variant.players) for i in range(count)]
    return {"variant": preset, "options": options, "players": players_for(variant), "hands": played}
