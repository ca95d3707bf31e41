"""What a hand writes that depends on its game (``Variant.game``): the auction that fixes trump
(belote's, a contract auction, klaverjas's choice of trump) and the fields only some games
write (a contract's ``bid`` and ``contre``, klaverjas ``roem``). Read by ``records.parse_hand``.
"""

from __future__ import annotations

from .auction import AuctionResult
from .cards import Card, Suit, play_mode
from .contract import Contract
from .errors import RecordError
from .families import OWN_FIELDS, family_of
from .options import Rules
from .variants import Variant


def auction_of(calls: object, *, variant: Variant, rules: Rules, dealer: int, turn_up: Card | None) -> AuctionResult:
    """The auction of this game: belote's turned-up card or free call, a contract auction
    (contrée), or klaverjas's choice of trump, as its family runs it."""
    return family_of(variant).run_auction(calls, players=variant.players, rules=rules, dealer=dealer,
                                          turn_up=turn_up, path="auction")


def game_fields(raw: dict, variant: Variant, rules: Rules, trump: Suit | None, taker: int,
                 result: AuctionResult | None) -> tuple[Contract | None, tuple[int, ...] | None]:
    """The fields only some games write: a contract's ``bid`` and ``contre``, klaverjas ``roem``."""
    family = family_of(variant)
    for key in OWN_FIELDS:
        if key not in family.fields and raw.get(key) is not None:
            raise RecordError.of("error.field_not_in_game", key, field=key, game=variant.title)
    return family.game_fields(raw, rules=rules, trump=trump, taker=taker, result=result)


def play_trump(trump: Suit | None, contract: Contract | None, rules: Rules) -> Suit | str | None:
    """What a hand's cards are played under: its trump suit, or its contract's tout atout or sans
    atout, counted as the house counts them (``no_trump_values``)."""
    if trump is not None or contract is None:
        return trump
    return play_mode(contract.mode, rules.no_trump_values)


__all__ = ["auction_of", "game_fields", "play_trump"]
