"""A hand entered card by card (RECORDS.md "play entry"): the cards read and checked against the
rest of the hand, then judged trick by trick (``play.judge_play``, RULES §8).

What the play itself settles is derived: the tricks and points of a complete play, each trick's
leader and winner. What it contradicts is refused (RULES §9): a card played twice, a card the
caller discarded, a meld or bela whose cards another player played, the turned-up card played
where it lies under the stock. A renege is no refusal: it is judged in the ruling (``renege``).
A play may cover only the first tricks (the ones in dispute): then the table's summary gives the
rest, and the replayed tricks must fit inside it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import cast
from collections.abc import Sequence

from .cards import (CARD_BY_CODE, CLEAN_HAND, CODES, DECK, Card, Rank, Suit, card_words, counted_total,
                    parse_card)
from .errors import RecordError
from .explain import Note, joined
from .melds import Declared
from .options import Rules
from .play import CARD_POINTS, Renege, judge_play
from .tricks import tricks_note
from .variants import Variant


@dataclass(frozen=True)
class PlayEntry:
    """The cards of a hand as played, and what they prove."""

    tricks: tuple[tuple[Card, ...], ...]  # in play order, each from its leader
    seats: tuple[tuple[int, ...], ...]  # who played each of those cards, the leader first
    winners: tuple[int, ...]  # of the complete tricks
    reneges: tuple[Renege, ...]
    complete: bool  # every trick of the hand, every card of each
    won: tuple[int, ...]  # complete tricks per side
    worth: tuple[int, ...]  # each complete trick's points
    points: tuple[int, ...]  # their card points per side, the last trick's 10, and a complete
    # play's discard (it counts in the caller's tricks)
    discard: tuple[Card, ...] = ()  # the caller's discard, as said or as the cards left over

    @property
    def played(self) -> frozenset[Card]:
        return frozenset(c for trick in self.tricks for c in trick)


@dataclass(frozen=True)
class HandFacts:
    """What the rest of the hand says, that the play must agree with."""

    dealer: int
    trump: Suit | str  # a suit, or a tout-atout or sans-atout mode (``cards.play_mode``)
    taker: int
    melds: tuple[Declared, ...] = ()
    bela: int | None = None
    discard: tuple[Card, ...] = ()
    turn_up: Card | None = None
    exchange: int | None = None


def parse_play(raw: object, *, variant: Variant, rules: Rules, facts: HandFacts,
               open_trick: bool = False) -> PlayEntry:
    """The ``play`` of a hand read, checked and judged; ``open_trick`` lets the last trick be
    unfinished (a replay in progress, never a stored hand)."""
    tricks = _cards(raw, variant, open_trick=open_trick)
    first = (facts.dealer + 1) % variant.players
    shown, pairs, bela = _shown(facts, variant)
    judged = judge_play(tricks, first_leader=first, trump=facts.trump, rules=mode_rules(rules, facts.trump),
                        players=variant.players, side_of=variant.side_of, sides=variant.sides, shown=shown,
                        pair_shown=pairs, hand_tricks=variant.tricks, later_proves=not variant.face_down)
    complete = len(tricks) == variant.tricks and len(tricks[-1]) == variant.players
    reneges = tuple(_by_bela(r, bela, facts) for r in judged.reneges) if bela else judged.reneges
    points = to_162(judged.points, facts.trump, last=variant.side_of(judged.winners[-1]) if complete else None)
    entry = PlayEntry(tricks, judged.seats, judged.winners, reneges, complete, judged.tricks, judged.worth, points)
    _verify_cards(entry, variant, facts)
    return _with_discard(entry, variant, facts) if complete and variant.discard else entry


@lru_cache(maxsize=64)
def mode_rules(rules: Rules, trump: Suit | str) -> Rules:
    """The duties of play in a tout-atout or sans-atout contract, whatever the house's for a suit
    contract: in tout atout, follow and go higher in the suit led, as with trump; in sans atout,
    follow suit only (facebelote.com "les règles relatives aux atouts s'y appliquent (ordre des
    cartes, obligation de monter)"; lacontree.free.fr, variantes). Void of the suit led, any card:
    no other suit can win the trick."""
    if isinstance(trump, Suit):
        return rules
    return replace(rules, over_in_suit=trump.startswith("all"), partner_exemption=False, bare_yuss=False,
                   trump_lead_scoring=False, undertrump="must")


def to_162(points: tuple[int, ...], trump: Suit | str, *, last: int | None) -> tuple[int, ...]:
    """A count in full card values (``no_trump_values: counted``, 258 or 130 a hand) brought to
    the 162 the contract is scored on, each side to the nearest point; in a complete play the
    side that took the last trick writes what the other leaves of 162."""
    if isinstance(trump, Suit) or not trump.endswith("/counted"):
        return points
    total = counted_total(trump)
    scaled = [(p * CLEAN_HAND + total // 2) // total for p in points]
    if last is not None:
        scaled[last] = CLEAN_HAND - sum(p for s, p in enumerate(scaled) if s != last)
    return tuple(scaled)


def _cards(raw: object, variant: Variant, *, open_trick: bool) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(raw, list) or not raw or len(raw) > variant.tricks:
        raise RecordError.of("error.play_list", "play", count=variant.tricks)
    out = []
    for t, trick in enumerate(raw):
        size_ok = isinstance(trick, list) and (len(trick) == variant.players or (
            open_trick and t == len(raw) - 1 and 0 < len(trick) < variant.players))
        if not size_ok:
            raise RecordError.of("error.play_trick", f"play[{t}]", trick=t + 1, count=variant.players)
        # Canonical codes ("JH") are looked up; another spelling ("10h", "J♥") is parsed.
        cards = tuple([CARD_BY_CODE.get(code) if type(code) is str else None for code in trick])
        if None in cards:
            cards = tuple(parse_card(code, path=f"play[{t}][{i}]") for i, code in enumerate(trick))
        out.append(cast(tuple[Card, ...], cards))  # every code was found, or parsed (a bad one refused)
    if len({c for cards in out for c in cards}) < sum(map(len, out)):
        _refuse_twice(out)
    return tuple(out)


def _refuse_twice(tricks: list[tuple[Card, ...]]) -> None:
    seen: dict[Card, int] = {}
    for t, cards in enumerate(tricks):
        for i, card in enumerate(cards):
            if card in seen and seen[card] == t:
                raise RecordError.of("error.play_twice_trick", f"play[{t}][{i}]", card=card_words(card), trick=t + 1)
            if card in seen:
                raise RecordError.of("error.play_twice", f"play[{t}][{i}]", card=card_words(card),
                                     first=seen[card] + 1, trick=t + 1)
            seen[card] = t


def _shown(facts: HandFacts, variant: Variant) -> tuple[dict[int, frozenset[Card]],
                                                        list[tuple[int, frozenset[Card]]], frozenset[Card]]:
    """What the record shows held from the first trick (RULES §8): each seat's melds, a pair's
    melds (whichever partner's the play shows), and the trump K and Q of a bela but in open belot,
    where they may have lain face down. Melds made during play show nothing at the start."""
    out: dict[int, set[Card]] = {}
    pairs = []
    for d in facts.melds:
        if d.meld.during_play:
            continue
        if d.seat_said:
            out.setdefault(d.seat, set()).update(d.meld.cards())
        else:
            pairs.append((variant.side_of(d.seat), d.meld.cards()))
    bela: frozenset[Card] = frozenset()
    # In tout atout the belote is a king and queen of one suit: which, only the play shows.
    if facts.bela is not None and not variant.face_down and isinstance(facts.trump, Suit):
        bela = frozenset((Card(Rank.KING, facts.trump), Card(Rank.QUEEN, facts.trump)))
        out.setdefault(facts.bela, set()).update(bela)
    return {seat: frozenset(cards) for seat, cards in out.items()}, pairs, bela


def _by_bela(renege: Renege, bela: frozenset[Card], facts: HandFacts) -> Renege:
    """A renege that only the bela shows says so, not "a meld"."""
    melded = {c for d in facts.melds if d.seat == renege.seat and d.seat_said and not d.meld.during_play
              for c in d.meld.cards()}
    if renege.proof is not None or renege.seat != facts.bela or not set(renege.required) <= bela - melded:
        return renege
    return replace(renege, by_bela=True)


def _played_by(entry: PlayEntry) -> dict[Card, int]:
    return {card: seat for cards, seats in zip(entry.tricks, entry.seats) for card, seat in zip(cards, seats)}


def _verify_cards(entry: PlayEntry, variant: Variant, facts: HandFacts) -> None:
    if not (facts.discard or facts.melds or facts.bela is not None or facts.turn_up):
        return  # nothing said that the cards could contradict
    by = _played_by(entry)
    for card in facts.discard:
        if card in by:
            raise RecordError.of("error.play_discarded", "play", card=card_words(card), seat=facts.taker)
    for i, d in enumerate(facts.melds):
        # A meld made during play holds its player's cards as they stand then: his all the same.
        if d.seat_said:
            _verify_held(d.meld.cards(), d.seat, by, entry, f"melds[{i}]")
        else:
            _verify_pair_meld(d.meld.cards(), variant.side_of(d.seat), by, entry, variant, f"melds[{i}]")
    if facts.bela is not None and isinstance(facts.trump, Suit):
        bela = frozenset((Card(Rank.KING, facts.trump), Card(Rank.QUEEN, facts.trump)))
        _verify_held(bela, facts.bela, by, entry, "bela")
    elif facts.bela is not None and entry.complete:
        _verify_any_belote(by, facts.bela)
    _verify_turn_up(by, variant, facts)


def _verify_held(cards: frozenset[Card], seat: int, by: dict[Card, int], entry: PlayEntry, path: str) -> None:
    """A meld's (or bela's) cards were its player's: nobody else played them, and a complete play
    shows him play every one."""
    if all(by.get(card, seat) == seat for card in cards) and not (entry.complete and not cards <= by.keys()):
        return  # the common case; the refusal below names the same card in every process
    for card in sorted(cards, key=str):
        player = by.get(card)
        if player is not None and player != seat:
            raise RecordError.of("error.play_meld_other", path, card=card_words(card), seat=seat, other=player)
        if player is None and entry.complete:
            raise RecordError.of("error.play_meld_unplayed", path, card=card_words(card), seat=seat)


def _verify_any_belote(by: dict[Card, int], seat: int) -> None:
    """A tout-atout belote: the player played the king and queen of one suit."""
    if not any(by.get(Card(Rank.KING, suit)) == seat == by.get(Card(Rank.QUEEN, suit)) for suit in Suit):
        raise RecordError.of("error.play_belote_all", "bela", seat=seat)


def _verify_pair_meld(cards: frozenset[Card], side: int, by: dict[Card, int], entry: PlayEntry, variant: Variant,
                      path: str) -> None:
    """A meld written for a pair was one partner's cards: the other pair played none of them, and
    one partner played all he played of them (a complete play: all of them)."""
    players = set()
    for card in sorted(cards, key=str):
        player = by.get(card)
        if player is None:
            if entry.complete:
                raise RecordError.of("error.play_pair_meld_unplayed", path, card=card_words(card), side=side)
            continue
        if variant.side_of(player) != side:
            raise RecordError.of("error.play_pair_meld_other", path, card=card_words(card), side=side, other=player)
        players.add(player)
    if len(players) > 1:
        first, second = sorted(players)
        raise RecordError.of("error.play_pair_meld_split", path, side=side, seat=first, other=second)


def _verify_turn_up(by: dict[Card, int], variant: Variant, facts: HandFacts) -> None:
    """Where not every card is dealt, the turned-up card lies under the stock (seeds 000, 001,
    002) unless a player exchanged the trump 7 for it, and then that 7 lies there instead."""
    up = facts.turn_up
    if up is None or variant.all_cards_played:
        return
    holder = facts.exchange
    # Only a suit has a trump 7 to exchange: under a contract's mode none lies among the cards played.
    seven = Card(Rank.SEVEN, facts.trump) if isinstance(facts.trump, Suit) else None
    if holder is not None and seven is not None and seven in by:
        raise RecordError.of("error.play_seven_exchanged", "play", card=card_words(seven), seat=holder)
    player = by.get(up)
    if player is not None and player != holder:
        if holder is None:
            raise RecordError.of("error.play_turn_up", "play", card=card_words(up))
        raise RecordError.of("error.play_turn_up_holder", "play", card=card_words(up), seat=holder, other=player)


def _with_discard(entry: PlayEntry, variant: Variant, facts: HandFacts) -> PlayEntry:
    """A complete play leaves the caller's discard over: it counts in the caller's tricks."""
    played = entry.played
    left = tuple(c for c in DECK if c not in played)
    if facts.discard and set(facts.discard) != set(left):
        raise RecordError.of("error.play_discard_left", "discard", cards=", ".join(map(card_words, left)))
    side = variant.side_of(facts.taker)
    points = tuple(p + (sum(c.points(facts.trump) for c in left) if s == side else 0)
                   for s, p in enumerate(entry.points))
    return PlayEntry(entry.tricks, entry.seats, entry.winners, entry.reneges, entry.complete, entry.won,
                     entry.worth, points, left)


def verify_summary(entry: PlayEntry, *, tricks: tuple[int | None, ...] | None, points: tuple[int, ...] | None,
                   variant: Variant, claimed: bool = False) -> None:
    """The table's summary must say what the cards say (a complete play), or leave room for the
    tricks not replayed (a partial one); a hand with a claim may stop where the claim was made.
    The cards decide: a written figure that differs is refused with both, side by side (RULES §8)."""
    said = tricks or (None,) * variant.sides
    if entry.complete:
        if points is not None and tuple(points) != entry.points:
            raise RecordError.of("error.play_summary", "points", played=by_side(entry.points),
                                 written=by_side(points))
        if any(s is not None and s != won for s, won in zip(said, entry.won)):
            raise RecordError.of("error.play_summary_tricks", "tricks", played=by_side(entry.won),
                                 written=by_side(said))
        return
    if points is None:
        if not claimed:
            raise RecordError.of("error.play_partial_summary", "points", count=len(entry.winners),
                                 total=variant.tricks)
        return
    for side in range(variant.sides):
        tricks_said = said[side]
        if points[side] < entry.points[side] or (tricks_said is not None and tricks_said < entry.won[side]):
            raise RecordError.of("error.play_summary_short", "points", side=side, points=entry.points[side],
                                 tricks=entry.won[side], written=points[side])


def by_side(figures: Sequence[int | None]) -> Note:
    """Each side's figure after its players' names ("Ana & Cvita 8 and Boris & Dino 0"); a side
    the table left blank is said as a dash."""
    return joined([_FIGURES.setdefault((side, n), Note("figure.side", {"side": side, "count": "–" if n is None else n}))
                   for side, n in enumerate(figures)])


_FIGURES: dict[tuple[int, int | None], Note] = {}


def verify_claim_by_cards(entry: PlayEntry, claim, *, variant: Variant, trump: Suit | str, taker: int,
                          path: str) -> None:
    """A claim made within the tricks replayed must say what the cards give (RECORDS.md: "claims
    are checked exactly")."""
    if len(entry.winners) < claim.after_trick:
        return
    tricks, points = points_after(entry, claim.after_trick, side=claim.side, variant=variant, trump=trump,
                                  taker=taker)
    if (claim.tricks, claim.points) != (tricks, points):
        raise RecordError.of("error.play_claim", path, side=claim.side, trick=claim.after_trick,
                             tricks=tricks_note(tricks), points=points)


def points_after(entry: PlayEntry, count: int, *, side: int, variant: Variant, trump: Suit | str,
                 taker: int) -> tuple[int, int]:
    """A side's tricks and trick points after the first ``count`` tricks (a claim's count): the
    caller's discard is in his tricks from the start, once it is known."""
    tricks = points = 0
    for t in range(count):
        if variant.side_of(entry.winners[t]) == side:
            tricks += 1
            points += sum(CARD_POINTS[trump][c] for c in entry.tricks[t]) + (10 if t == variant.tricks - 1 else 0)
    if entry.discard and variant.side_of(taker) == side:
        points += sum(c.points(trump) for c in entry.discard)
    return tricks, points


def play_json(entry: PlayEntry) -> dict:
    """The play as a ruling shows it: each trick's leader, cards, winner and worth, and the
    reneges (seats and tricks as numbers, cards in canonical form)."""
    tricks = []
    for t, (cards, seats) in enumerate(zip(entry.tricks, entry.seats)):
        done = t < len(entry.winners)
        tricks.append({"number": t + 1, "leader": seats[0], "cards": [CODES[c] for c in cards],
                       "seats": _seat_list(seats), "winner": entry.winners[t] if done else None,
                       "points": entry.worth[t] if done else None})
    return {"complete": entry.complete, "tricks": tricks, "tricks_won": list(entry.won),
            "points": list(entry.points),
            "reneges": [{"trick": r.trick, "seat": r.seat, "card": str(r.card),
                         "required": [str(c) for c in r.required], "proof": r.proof} for r in entry.reneges]}


def _seat_list(seats: tuple[int, ...]) -> list[int]:
    """The seats of a trick as JSON: one list per order of play, shared by every ruling that
    names it (rulings are read, never changed), so a long game's ruling holds few objects."""
    return _SEAT_LISTS.setdefault(seats, list(seats))


_SEAT_LISTS: dict[tuple[int, ...], list[int]] = {}


__all__ = ["HandFacts", "PlayEntry", "by_side", "parse_play", "play_json", "points_after", "verify_claim_by_cards",
           "verify_summary"]
