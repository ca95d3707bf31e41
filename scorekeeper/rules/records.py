"""Game records (RECORDS.md) read into typed values, checked field by field (RULES §9).

Everything a single hand can be checked for on its own is checked here; what depends on
the hands before it (totals, the pot, whether a claim ended the game) is ``game.py``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, cast, overload

from .auction import AuctionResult
from .families import house_rules
from .gamefields import auction_of as _auction, game_fields as _game_fields, play_trump
from .cards import Card, Suit, parse_card, parse_suit
from .errors import RecordError, typed
from .contract import ContractResult
from .explain import SUITS, Arg
from .hand import Claim, Hand
from .handchecks import values_of, verify_hand
from .tricks import assumed_tricks
from .melds import Declared, parse_meld
from .options import Rules
from .playentry import HandFacts, parse_play, verify_summary
from .variants import Variant, find_variant

HAND_FIELDS = ("dealer", "auction", "turn_up", "trump", "taker", "melds", "bela", "tricks",
               "points", "claims", "exchange", "discard", "play", "note",
               "bid", "contre", "roem")  # contrée/coinche: bid, contre; klaverjas: roem
RECORD_FIELDS = ("variant", "options", "players", "hands", "title", "meta")


@dataclass(frozen=True)
class GameRecord:
    variant: Variant
    rules: Rules
    players: tuple[str, ...]
    hands: tuple[Hand, ...]
    extra: tuple[tuple[str, Any], ...] = ()


def parse_record(record: object) -> GameRecord:
    if not isinstance(record, dict):
        raise RecordError.of("error.record_shape")
    for key in record:
        if key not in RECORD_FIELDS:
            raise RecordError.of("error.record_field", str(key), typed=typed(key))
    variant = find_variant(record.get("variant"))
    rules = house_rules(variant, record.get("options") or {})
    players = _players(record.get("players"), variant)
    raw_hands = record.get("hands", [])
    if not isinstance(raw_hands, list):
        raise RecordError.of("error.hands_list", "hands")
    try:
        hands = tuple(parse_hand(h, variant=variant, rules=rules, path=f"hands[{i}]")
                      for i, h in enumerate(raw_hands))
    except RecordError as error:
        raise error.named(**names(variant, players)) from None
    extra = tuple((k, record[k]) for k in ("title", "meta") if k in record)
    return GameRecord(variant, rules, players, hands, extra)


def names(variant: Variant, players: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """How a refusal says seats and sides at this table (``RecordError.named``)."""
    return {"players": players,
            "sides": tuple(" & ".join(players[s] for s in variant.seats_of(side)) for side in range(variant.sides))}


def _players(raw: object, variant: Variant) -> tuple[str, ...]:
    if not isinstance(raw, list) or len(raw) != variant.players:
        raise RecordError.of("error.players_count", "players", game=variant.title, count=variant.players)
    for i, name in enumerate(raw):
        if not isinstance(name, str) or not name.strip() or len(name) > 60:
            raise RecordError.of("error.player_name", f"players[{i}]")
    return tuple(name.strip() for name in raw)


# ---------------------------------------------------------------- one hand

def parse_hand(raw: object, *, variant: Variant, rules: Rules, path: str) -> Hand:
    """A hand checked on its own; errors carry ``path`` (``hands[3].points``)."""
    try:
        return _parse_hand(raw, variant=variant, rules=rules)
    except RecordError as error:
        raise error.at(path) from None


def _parse_hand(raw: object, *, variant: Variant, rules: Rules) -> Hand:
    if not isinstance(raw, dict):
        raise RecordError.of("error.hand_shape")
    for key in raw:
        if key not in HAND_FIELDS:
            raise RecordError.of("error.hand_field", str(key), typed=typed(key))
    dealer = _seat(raw.get("dealer"), variant, "dealer", required=True)
    turn_up = parse_card(raw["turn_up"], path="turn_up") if raw.get("turn_up") is not None else None
    result = None
    if raw.get("auction") is not None:
        result = _auction(raw["auction"], variant=variant, rules=rules, dealer=dealer, turn_up=turn_up)
        if result.redeal:
            return _redeal(raw, dealer=dealer, result=result, turn_up=turn_up)
    trump, taker = _trump_and_taker(raw, variant, rules, result)
    contract, roem = _game_fields(raw, variant, rules, trump, taker, result)
    said, points = _tricks_said(raw, variant), _per_side(raw, "points", variant)
    melds, bela = _melds(raw.get("melds"), variant, rules), _seat(raw.get("bela"), variant, "bela")
    exchange, discard = _seat(raw.get("exchange"), variant, "exchange"), _discard(raw.get("discard"), variant)
    play = None
    if raw.get("play") is not None:
        under = play_trump(trump, contract, rules)
        assert under is not None  # the hand or its auction named a trump, or its contract a mode
        facts = HandFacts(dealer, under, taker, melds, bela, discard, turn_up, exchange)
        play = parse_play(raw["play"], variant=variant, rules=rules, facts=facts)
        verify_summary(play, tricks=said, points=points, variant=variant, claimed=bool(raw.get("claims")))
    summary_said = play is None or points is not None
    # The cards decide the tricks (an all-tricks hand, a side with none), whatever was written.
    decided = play is not None and play.complete
    values = values_of(play_trump(trump, contract, rules))
    tricks, points = ((play.won, play.points) if play is not None and decided
                      else (_tricks(said, points, taker, variant, values), points))
    said = tricks if decided and not summary_said else said
    hand = Hand(
        dealer=dealer, trump=trump, taker=taker, auction=tuple(raw["auction"]) if result else None,
        auction_result=result, turn_up=turn_up,
        melds=melds, bela=bela,
        tricks_said=said, tricks=tricks, points=points,
        claims=_claims(raw.get("claims"), variant, rules),
        exchange=exchange, discard=discard, note=_note(raw.get("note")), play=play,
        summary_said=summary_said, contract=contract, roem=roem)
    verify_hand(hand, variant=variant, rules=rules)
    return hand


def _tricks_said(raw: dict, variant: Variant) -> tuple[int | None, ...] | None:
    """The tricks as written: a count per side, ``null`` for a side the table did not count."""
    value = raw.get("tricks")
    if value is None:
        return None
    if type(value) is list and len(value) == variant.sides and all(
            v is None or (type(v) is int and v >= 0) for v in value):
        return tuple(value)
    raise RecordError.of("error.per_side", "tricks", field="tricks", count=variant.sides)


def _tricks(said: tuple[int | None, ...] | None, points: tuple[int, ...] | None, taker: int | None,
            variant: Variant, values: str) -> tuple[int, ...] | None:
    """The tricks the engine works with: as said, or a split of its own that fits the points."""
    if said is not None and None not in said:
        return cast(tuple[int, ...], said)
    if points is None:
        if said is not None:
            raise RecordError.of("error.tricks_points_missing", "points", field="points")
        return None
    try:
        return assumed_tricks(taker=taker, said=said, points=points, variant=variant, values=values)
    except RecordError as error:
        raise error.moved("points") from None


def _redeal(raw: dict, *, dealer: int, result: AuctionResult, turn_up: Card | None) -> Hand:
    for key in ("trump", "taker", "melds", "bela", "tricks", "points", "claims", "exchange", "discard", "play",
                "bid", "contre", "roem"):
        if raw.get(key) not in (None, []):
            raise RecordError.of("error.redeal_field", key, field=key)
    return Hand(dealer=dealer, auction=tuple(raw["auction"]), auction_result=result, turn_up=turn_up,
                note=_note(raw.get("note")))


@overload
def _seat(value: object, variant: Variant, path: str, *, required: Literal[True]) -> int: ...
@overload
def _seat(value: object, variant: Variant, path: str, *, required: bool = False) -> int | None: ...
def _seat(value: object, variant: Variant, path: str, *, required: bool = False) -> int | None:
    if value is None and not required:
        return None
    if type(value) is int and 0 <= value < variant.players:  # type(): a bool is no seat
        return value
    raise RecordError.of("error.seat_number", path, field=path, last=variant.players - 1)


def _trump_and_taker(raw: dict, variant: Variant, rules: Rules,
                     result: AuctionResult | None) -> tuple[Suit | None, int]:
    trump = parse_suit(raw["trump"], path="trump") if raw.get("trump") is not None else None
    taker = _seat(raw.get("taker"), variant, "taker")
    if result is None:
        if trump is None:
            raise RecordError.of("error.trump_missing", "trump")
        if taker is None:
            raise RecordError.of("error.taker_missing", "taker")
        forehand = (_seat(raw.get("dealer"), variant, "dealer", required=True) + 1) % variant.players
        if rules.auction == "first_must" and taker != forehand:
            raise RecordError.of("error.first_must_taker", "taker", seat=forehand)
        return trump, taker
    assert result.taker is not None  # a redeal has returned before
    if trump is not None and trump is not result.trump:
        raise RecordError.of("error.auction_trump", "trump", suit=_made_trump(result), other=SUITS[trump.value])
    if taker is not None and taker != result.taker:
        raise RecordError.of("error.auction_taker", "taker", seat=result.taker, other=taker)
    return result.trump, result.taker


def _made_trump(result: AuctionResult) -> Arg:
    """The trump an auction made, said: a suit, or a contract's tout atout or sans atout."""
    if result.trump is not None:
        return SUITS[result.trump.value]
    assert isinstance(result, ContractResult) and result.contract is not None  # only a contract plays without
    return result.contract.suit_note


def _melds(raw: object, variant: Variant, rules: Rules) -> tuple[Declared, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError.of("error.melds_list", "melds")
    out = []
    for i, item in enumerate(raw):
        path = f"melds[{i}]"
        seat, said = _meld_seat(item, variant, path)
        fields = {k: v for k, v in item.items() if k not in ("seat", "side")}
        out.append(_declared_cached(seat, fields, rules=rules, path=path, seat_said=said))
    melds = tuple(out)
    # Shared like the melds in it; the tuple kept here keeps them alive, so their ids stay theirs.
    return _MELD_TUPLES.setdefault(tuple(map(id, melds)), melds) if len(_MELD_TUPLES) < 16384 else melds


def _meld_seat(item: object, variant: Variant, path: str) -> tuple[int, bool]:
    """Who declared a meld: a ``seat``, or only a ``side`` as a paper sheet writes it (then its
    first seat stands for it, see ``Declared``); where a side is one player, that is his seat."""
    raw = item if isinstance(item, dict) else {}
    side = raw.get("side")
    if side is not None and (type(side) is not int or not 0 <= side < variant.sides):  # a bool is no side
        raise RecordError.of("error.side_number", f"{path}.side", field="side", last=variant.sides - 1)
    if side is None or raw.get("seat") is not None:
        seat = _seat(raw.get("seat"), variant, f"{path}.seat", required=True)
        if side is not None and side != variant.side_of(seat):
            raise RecordError.of("error.meld_seat_side", f"{path}.side", seat=seat, side=side)
        return seat, True
    seats = variant.seats_of(side)
    return seats[0], len(seats) == 1


# Parsed melds, shared by every hand that holds them: parsed once, and a long game's record
# (and the garbage collector's work) stays small. Bounded: past the bound, melds are parsed anew.
_MELD_CACHE: dict[tuple, Declared] = {}
_MELD_TUPLES: dict[tuple[int, ...], tuple[Declared, ...]] = {}
_DISCARDS: dict[tuple[Card, ...], tuple[Card, ...]] = {}


def _declared_cached(seat: int, fields: dict, *, rules: Rules, path: str, seat_said: bool) -> Declared:
    """Melds repeat across a long game; a valid one is parsed once per seat, spelling and rules."""
    cards = fields.get("cards")
    try:
        # Only these two options change what parse_meld accepts; hashing all of Rules is slow.
        key = (seat, seat_said, rules.melds, rules.square_tens,
               tuple(cards) if isinstance(cards, list) else cards,
               tuple(sorted((k, v) for k, v in fields.items() if k != "cards")))
        hash(key)
    except TypeError:  # an unhashable value in a bad meld: parse it and let it fail
        return Declared(seat, parse_meld(fields, rules=rules, path=path), seat_said)
    declared = _MELD_CACHE.get(key)
    if declared is None:
        declared = Declared(seat, parse_meld(fields, rules=rules, path=path), seat_said)
        if len(_MELD_CACHE) < 16384:
            _MELD_CACHE[key] = declared
    return declared


def _per_side(raw: dict, key: str, variant: Variant) -> tuple[int, ...] | None:
    value = raw.get(key)
    if value is None:
        return None
    if type(value) is list and len(value) == variant.sides:
        out = tuple(value)
        if all(type(v) is int for v in out) and min(out) >= 0:  # type(): a bool is no number
            return out
    raise RecordError.of("error.per_side", key, field=key, count=variant.sides)


def _claims(raw: object, variant: Variant, rules: Rules) -> tuple[Claim, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError.of("error.claims_list", "claims")
    claims = tuple(_claim(c, variant, rules, f"claims[{i}]") for i, c in enumerate(raw))
    if any(b.after_trick < a.after_trick for a, b in zip(claims, claims[1:])):
        raise RecordError.of("error.claims_order", "claims")
    return claims


def _claim(raw: object, variant: Variant, rules: Rules, path: str) -> Claim:
    if not isinstance(raw, dict):
        raise RecordError.of("error.claim_shape", path)
    if rules.threshold == "end_of_hand":
        raise RecordError.of("error.no_claims", path)
    side = raw.get("side")
    if not isinstance(side, int) or isinstance(side, bool) or not 0 <= side < variant.sides:
        raise RecordError.of("error.claim_side", f"{path}.side", last=variant.sides - 1)
    numbers = {}
    for key in ("after_trick", "tricks", "points"):
        value = raw.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise RecordError.of("error.whole_number", f"{path}.{key}", field=key)
        numbers[key] = value
    bela = raw.get("bela", False)
    if not isinstance(bela, bool):
        raise RecordError.of("error.claim_bela_flag", f"{path}.bela")
    claim = Claim(side, numbers["after_trick"], numbers["tricks"], numbers["points"], bela)
    _verify_claim_timing(claim, variant, rules, path)
    return claim


def _verify_claim_timing(claim: Claim, variant: Variant, rules: Rules, path: str) -> None:
    if not 1 <= claim.after_trick <= variant.tricks:
        raise RecordError.of("error.claim_trick", f"{path}.after_trick", count=variant.tricks)
    if rules.claim_window and claim.after_trick > rules.claim_window:
        raise RecordError.of("error.claim_window", f"{path}.after_trick", count=rules.claim_window)
    if rules.threshold == "enough" and claim.after_trick == variant.tricks:
        raise RecordError.of("error.enough_late", f"{path}.after_trick")
    if claim.tricks > claim.after_trick:
        raise RecordError.of("error.claim_tricks", f"{path}.tricks", after=claim.after_trick, tricks=claim.tricks)


def _discard(raw: object, variant: Variant) -> tuple[Card, ...]:
    if raw is None:
        return ()
    if not variant.discard:
        raise RecordError.of("error.no_discard", "discard", game=variant.title)
    if not isinstance(raw, list) or len(raw) != variant.discard:
        raise RecordError.of("error.discard_count", "discard", count=variant.discard)
    cards = tuple(parse_card(c, path=f"discard[{i}]") for i, c in enumerate(raw))
    if len(set(cards)) != len(cards):
        raise RecordError.of("error.discard_twice", "discard")
    return _DISCARDS.setdefault(cards, cards) if len(_DISCARDS) < 4096 else cards  # see _MELD_CACHE


def _note(raw: object) -> str | None:
    if raw is None:
        return None
    if not isinstance(raw, str) or len(raw) > 500:
        raise RecordError.of("error.note_text", "note")
    return raw
