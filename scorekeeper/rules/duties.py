"""The duties of play (RULES §8): who wins a trick, and which cards a player may play on it.

Follow the suit led; head it where the house says so (``over_in_suit``); without it, trump and
go over the trick's highest trump, unless the house frees a player whose partner holds the trick
(``partner_exemption``) or lets him undertrump (``undertrump``); a trump lead may have to be a
scoring trump (``trump_lead_scoring``). ``play`` asks these duties card by card to find reneges.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .cards import DECK, NO_TRUMP_POINTS, Card, Rank, Suit
from .options import Rules

# A card's power under each trump, looked up rather than worked out: a replayed evening judges
# tens of thousands of cards. A trump's power is above any plain card's.
# Tout atout and sans atout (``NO_TRUMP_POINTS``'s modes) are keyed by name: no card's suit is
# that, so only the suit led can win, by the trump order in tout atout and the plain in sans atout.
POWER: dict[Suit | str, dict[Card, int]] = {
    trump: {c: 100 + c.rank.trump_strength if c.suit is trump else c.rank.plain_strength for c in DECK}
    for trump in Suit} | {mode: {c: c.rank.trump_strength if mode.startswith("all") else c.rank.plain_strength
                                 for c in DECK} for mode in NO_TRUMP_POINTS}


def trick_winner(cards: Sequence[Card], *, leader: int, trump: Suit | str, players: int) -> int:
    """The seat that wins a trick played in order from ``leader``: the highest trump, or else the
    highest card of the suit led."""
    led, power = cards[0].suit, POWER[trump]
    best, top = 0, -1
    for i, card in enumerate(cards):
        if (card.suit is trump or card.suit is led) and power[card] > top:
            best, top = i, power[card]
    return (leader + best) % players


def is_allowed(card: Card, held: Collection[Card], played: Sequence[tuple[int, Card]], *, trump: Suit | str,
               rules: Rules, same_side: Callable[[int, int], bool], seat: int, players: int) -> bool:
    """``card in allowed(...)``, without building the set: most cards are plainly allowed. (Plain
    loops: this runs for every card of every replayed hand.)"""
    if not played:
        return not (rules.trump_lead_scoring and card.suit is trump and card.rank in _LOW) or all(
            c.suit is trump and c.rank in _LOW for c in held)
    led = played[0][1].suit
    if card.suit is led:
        if led is trump:
            return ((not rules.trump_lead_over_partner
                     and _partner_holds(played, rules, same_side, seat, trump, players))
                    or _over_ok(card, held, played, trump))
        return not rules.over_in_suit or heads(card, held, played, led, trump)
    for c in held:
        if c.suit is led:
            return False
    trumps = [c for c in held if c.suit is trump]
    if rules.undertrump != "must" and trumps:
        return card in _void(frozenset(held), frozenset(trumps), played, rules=rules, trump=trump,
                             partner=_partner_holds(played, rules, same_side, seat, trump, players))
    if not trumps or (rules.bare_yuss and len(trumps) == 1 and trumps[0].rank is Rank.JACK) or \
            _partner_holds(played, rules, same_side, seat, trump, players):
        return True
    return card.suit is trump and _over_ok(card, trumps, played, trump)


def heads(card: Card, held: Collection[Card], played: Sequence[tuple[int, Card]], led: Suit, trump: Suit | str) -> bool:
    """Über: a card of the plain suit led that beats the trick's highest of it, or none in hand
    does; no duty once the trick is trumped."""
    top = to_head([c for _, c in played], led, trump)
    if top is None or POWER[trump][card] > top:
        return True
    return not any(c.suit is led and POWER[trump][c] > top for c in held)


def to_head(on_trick: Sequence[Card], led: Suit, trump: Suit | str) -> int | None:
    """The power a card of the plain suit led must beat to head the trick; None once it is trumped."""
    power, top = POWER[trump], -1
    for c in on_trick:
        if c.suit is trump:
            return None
        if c.suit is led and power[c] > top:
            top = power[c]
    return top


def _over_ok(card: Card, held: Collection[Card], played: Sequence[tuple[int, Card]], trump: Suit | str) -> bool:
    """A trump that beats the highest trump on the trick, or any trump when none in hand can."""
    power = POWER[trump]
    on_trick = [power[c] for _, c in played if c.suit is trump]
    if not on_trick or power[card] > max(on_trick):
        return True
    return not any(c.suit is trump and power[c] > max(on_trick) for c in held)


def _partner_holds(played: Sequence[tuple[int, Card]], rules: Rules, same_side: Callable[[int, int], bool],
                   seat: int, trump: Suit | str, players: int) -> bool:
    if not rules.partner_exemption:
        return False
    winner = trick_winner([c for _, c in played], leader=played[0][0], trump=trump, players=players)
    return winner != seat and same_side(winner, seat)


def allowed(held: Collection[Card], played: Sequence[tuple[int, Card]], *, trump: Suit | str, rules: Rules,
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
        if led is trump:  # over a partner's trump too, unless the house frees him (trump_lead_over_partner)
            free = partner_holds and not rules.trump_lead_over_partner
            return follow if free else _over_trump(follow, played, trump=trump)
        return _heading(follow, played, led=led, trump=trump, rules=rules)
    trumps = frozenset(c for c in held if c.suit is trump)
    if rules.undertrump != "must" and trumps:
        return _void(held, trumps, played, rules=rules, trump=trump, partner=partner_holds)
    bare_jack = rules.bare_yuss and len(trumps) == 1 and next(iter(trumps)).rank is Rank.JACK
    if not trumps or partner_holds or bare_jack:
        return held
    return _over_trump(trumps, played, trump=trump)


def _void(held: frozenset[Card], trumps: frozenset[Card], played: Sequence[tuple[int, Card]], *,
          rules: Rules, trump: Suit | str, partner: bool) -> frozenset[Card]:
    """Without the suit led, where undertrumping is not a duty (``undertrump``): trump, and over
    the trick's highest trump if he can; if he cannot, ``free`` lets him play any card and
    ``forbidden`` any but a lower trump (a lower trump only with nothing else in hand). While
    his partner holds the trick (``partner_exemption``), no duty to trump, but a trump he plays
    must still not go under (klaverjassenonline.nl, Amsterdams: "als je troeft moet je
    overtroeven")."""
    on_trick = [POWER[trump][c] for _, c in played if c.suit is trump]
    top = max(on_trick) if on_trick else -1
    higher = frozenset(c for c in trumps if POWER[trump][c] > top)
    if higher and not partner:
        return higher
    if rules.undertrump == "free":
        return held
    lower = trumps - higher
    return held - lower or held


def _lead(held: frozenset[Card], *, trump: Suit | str, rules: Rules) -> frozenset[Card]:
    """Any card, but with ``trump_lead_scoring`` a trump lead must be a scoring trump (J 9 A 10 K Q)
    while the player has another card to lead."""
    if not rules.trump_lead_scoring:
        return held
    low = frozenset(c for c in held if c.suit is trump and c.rank in _LOW)
    return held - low or held


_LOW = (Rank.SEVEN, Rank.EIGHT)


def _heading(follow: frozenset[Card], played: Sequence[tuple[int, Card]], *, led: Suit, trump: Suit | str,
             rules: Rules) -> frozenset[Card]:
    """Following a plain suit: with ``over_in_suit``, over the highest card of the suit led if one
    can, unless the trick has been trumped."""
    if not rules.over_in_suit or any(c.suit is trump for _, c in played):
        return follow
    power = POWER[trump]
    top = max(power[c] for _, c in played if c.suit is led)
    higher = frozenset(c for c in follow if power[c] > top)
    return higher or follow


def _over_trump(trumps: frozenset[Card], played: Sequence[tuple[int, Card]], *, trump: Suit | str) -> frozenset[Card]:
    """A trump over the highest trump on the trick if one can; if not, still a (lower) trump."""
    on_trick = [c.rank.trump_strength for _, c in played if c.suit is trump]
    if not on_trick:
        return trumps
    higher = frozenset(c for c in trumps if c.rank.trump_strength > max(on_trick))
    return higher or trumps


__all__ = ["POWER", "allowed", "heads", "is_allowed", "to_head", "trick_winner"]
