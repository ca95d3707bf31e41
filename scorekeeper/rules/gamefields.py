"""What a hand writes that depends on its game (``Variant.game``): the auction that fixes trump
(belote's, a contract auction, klaverjas's choice of trump) and the fields only some games
write (a contract's ``bid`` and ``contre``, klaverjas ``roem``). Read by ``records.parse_hand``.
"""

from __future__ import annotations

from .auction import AuctionResult, run_auction
from .cards import Card, Suit, play_mode
from .contract import ALL, NONE, Contract, contract_of, run_contract_auction
from .errors import RecordError
from .klaverjas import run_klaverjas_auction
from .options import Rules
from .variants import Variant


def auction_of(calls: object, *, variant: Variant, rules: Rules, dealer: int, turn_up: Card | None) -> AuctionResult:
    """The auction of this game: belote's turned-up card or free call, a contract auction
    (contrée), or klaverjas's choice of trump."""
    if variant.game == "contract":
        return run_contract_auction(calls, rules=rules, dealer=dealer, path="auction")
    if variant.game == "klaverjas":
        return run_klaverjas_auction(calls, rules=rules, dealer=dealer, turn_up=turn_up, path="auction")
    return run_auction(calls, rules=rules, players=variant.players, dealer=dealer, turn_up=turn_up, path="auction")


def game_fields(raw: dict, variant: Variant, rules: Rules, trump: Suit | None, taker: int,
                 result: AuctionResult | None) -> tuple[Contract | None, tuple[int, ...] | None]:
    """The fields only some games write: a contract's ``bid`` and ``contre``, klaverjas ``roem``."""
    own = {"contract": ("bid", "contre"), "klaverjas": ("roem",)}.get(variant.game, ())
    for key in ("bid", "contre", "roem"):
        if key not in own and raw.get(key) is not None:
            raise RecordError.of("error.field_not_in_game", key, field=key, game=variant.title)
    if variant.game == "contract":
        contract = contract_of(raw, rules=rules, trump=trump, taker=taker, result=result)
        # No belote without trump; in tout atout, as the house says (``tout_atout_belote``).
        belote_off = contract.mode == NONE or (contract.mode == ALL and rules.tout_atout_belote == "none")
        if belote_off and raw.get("bela") is not None:
            raise RecordError.of("error.no_trump_bela", "bela", contract=contract.note())
        return contract, None
    if variant.game == "klaverjas" and raw.get("roem") is not None:
        value = raw["roem"]
        if type(value) is list and len(value) == 2 and all(type(v) is int and v >= 0 and v % 10 == 0 for v in value):
            return None, tuple(value)
        raise RecordError.of("error.roem", "roem")
    return None, None


def play_trump(trump: Suit | None, contract: Contract | None, rules: Rules) -> Suit | str | None:
    """What a hand's cards are played under: its trump suit, or its contract's tout atout or sans
    atout, counted as the house counts them (``no_trump_values``)."""
    if trump is not None or contract is None:
        return trump
    return play_mode(contract.mode, rules.no_trump_values)


__all__ = ["auction_of", "game_fields", "play_trump"]
