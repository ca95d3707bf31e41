"""The checks of one hand across its fields (RULES §9): what no single field shows alone."""

from __future__ import annotations

from .cards import SUIT_VALUES, Rank, Suit, can_make_points, card_words
from .errors import RecordError
from .gamefields import play_trump
from .hand import Claim, Hand
from .melds import Declared, verify_table
from .options import Rules
from .playentry import verify_claim_by_cards
from .tricks import Split, cards_taken, tricks_note, verify_split
from .variants import Variant


def values_of(played_under: Suit | str | None) -> str:
    """The card values written points are judged by: a suit contract's, or tout or sans atout's."""
    return played_under if isinstance(played_under, str) else SUIT_VALUES


def verify_hand(hand: Hand, *, variant: Variant, rules: Rules) -> None:
    """What one hand's fields say together: melds and bela, exchange, discard, tricks against
    points, claims against both (RULES §9)."""
    _verify_melds(hand, variant)
    _verify_exchange(hand)
    _verify_discard(hand)
    if hand.tricks is not None and hand.points is None:
        raise RecordError.of("error.tricks_points_missing", "points", field="points")
    if hand.points is not None and hand.summary_said:  # a complete play's own count fits by itself
        values = values_of(play_trump(hand.trump, hand.contract, rules))
        assert hand.tricks is not None  # points said: the tricks are said, or split to fit them
        verify_split(Split(hand.taker, hand.tricks, hand.points, values), variant)
    for i, claim in enumerate(hand.claims):
        _verify_claim_fits(hand, claim, variant, rules, f"claims[{i}]")


# Tables of melds found possible, by the melds' tuple (``records`` shares one tuple among the
# hands that declare the same melds), bela, trump and game: a long game declares the same melds
# again and again. Each entry keeps its melds and game alive, so that their ids stay theirs.
_POSSIBLE: dict[tuple, tuple[tuple[Declared, ...], Variant]] = {}


def _verify_melds(hand: Hand, variant: Variant) -> None:
    if not hand.melds:
        return
    key = (id(hand.melds), hand.bela, hand.trump, id(variant))
    seen = _POSSIBLE.get(key)
    if seen is not None and seen[0] is hand.melds and seen[1] is variant:
        return
    verify_table(hand.melds, bela=hand.bela, trump=hand.trump, hand_size=variant.tricks,
                 partners=variant.partners)
    if len(_POSSIBLE) < 16384:
        _POSSIBLE[key] = (hand.melds, variant)


def _verify_exchange(hand: Hand) -> None:
    if hand.exchange is None:
        return
    if hand.turn_up is None or hand.trump is not hand.turn_up.suit:
        raise RecordError.of("error.exchange", "exchange")


def _verify_discard(hand: Hand) -> None:
    if not hand.discard:
        return
    in_melds = {c for d in hand.melds if not d.meld.during_play for c in d.meld.cards()}
    for card in hand.discard:
        if card in in_melds:
            raise RecordError.of("error.discard_in_meld", "discard", card=card_words(card))
        if hand.bela == hand.taker and card.suit is hand.trump and card.rank in (Rank.KING, Rank.QUEEN):
            raise RecordError.of("error.discard_bela", "bela", card=card_words(card))


def _verify_claim_fits(hand: Hand, claim: Claim, variant: Variant, rules: Rules, path: str) -> None:
    cards = cards_taken(hand, variant, claim.side, claim.tricks)
    values = values_of(play_trump(hand.trump, hand.contract, rules))
    if not can_make_points(claim.points, cards=cards, last_trick=None if claim.tricks else False, values=values):
        raise RecordError.of("error.claim_points", f"{path}.points", tricks=tricks_note(claim.tricks),
                             points=claim.points)
    if claim.bela and (hand.bela is None or variant.side_of(hand.bela) != claim.side):
        raise RecordError.of("error.claim_no_bela", f"{path}.bela")
    if hand.play is not None:
        under = play_trump(hand.trump, hand.contract, rules)
        assert under is not None and hand.taker is not None  # a hand played, not redealt, has both
        verify_claim_by_cards(hand.play, claim, variant=variant, trump=under, taker=hand.taker, path=path)
    if hand.points is None:
        return
    said = hand.tricks_said[claim.side] if hand.tricks_said else None  # never the engine's own split
    if said is None and claim.points > hand.points[claim.side]:
        raise RecordError.of("error.claim_more_points", path, side=claim.side, points=hand.points[claim.side])
    if said is not None and (claim.tricks > said or claim.points > hand.points[claim.side]):
        raise RecordError.of("error.claim_more", path, side=claim.side, tricks=said,
                             points=hand.points[claim.side])
