"""Marshmallow schemas for every body the API reads (RECORDS.md shapes), also used for the OpenAPI
doc; what it sends back is described by ``answers``.

They check the shape and the JSON types, in the table's words, and hand the values on unchanged
(no coercion: ``"5"`` is not 5 and ``true`` is not 1); what the values mean (a real card, points
that add up to 162) is the engine's to judge, so there is one set of rules.
"""

from __future__ import annotations

from marshmallow import ValidationError, fields, pre_load, validate

from ...games import MAX_HANDS, TOO_MANY_HANDS
from ...web import VARIANT_NAMES, Bool, Dict, Int, List, Nested, Said, Str, Strict as _Strict


SEAT = "A seat number: 0 is the first player named, seats go in order of play (RULES §2)."
PER_SIDE = "One whole number per side: side 0 first (seats 0 and 2 with four players)."


class MeldSchema(_Strict):
    """A declared meld: either its ``cards``, or the shorthand ``kind`` with its details."""

    error_messages = {**_Strict.error_messages, "type": Said.of("shape.meld")}
    seat = Int(metadata={"description": SEAT + " Or give side instead."})
    side = Int(metadata={"description": "The side (pair) that declared it, as a paper sheet writes melds, "
                                        "instead of seat: which partner is asked only if equal melds are "
                                        "then split by who plays first (RULES §4)."})
    cards = List(Str(), metadata={"description": "Card codes: JH, TS, 9C (RULES §1)."})
    kind = Str(validate=validate.OneOf(("sequence", "square"), error="kind is sequence or square"),
               metadata={"description": "Shorthand instead of cards: sequence or square."})
    length = Int(metadata={"description": "sequence: how many cards."})
    value = Int(metadata={"description": "sequence said by its value alone (20, 50 or 100), instead of "
                                         "length: top card and suit are then asked only if a tie needs them."})
    top = Str(metadata={"description": "sequence: its highest card's rank (A K Q J T 9 8); may be left out."})
    suit = Str(metadata={"description": "sequence: its suit; may be left out."})
    rank = Str(metadata={"description": "square: the rank of the four cards."})
    during_play = Bool(metadata={"description": "Open belot: a meld made during play."})


class ClaimSchema(_Strict):
    error_messages = {**_Strict.error_messages,
                      "type": Said.of("shape.claim")}
    side = Int(required=True, metadata={"description": "The claiming side."})
    after_trick = Int(required=True, metadata={"description": "The trick (1-based) after which it was made."})
    tricks = Int(required=True, metadata={"description": "Tricks the claiming side had taken."})
    points = Int(required=True, metadata={"description": "Trick points the claiming side had."})
    bela = Bool(metadata={"description": "Whether its bela had been declared."})


class HandSchema(_Strict):
    """One HAND of RECORDS.md: what the table writes on paper for one deal."""

    error_messages = {**_Strict.error_messages,
                      "type": Said.of("shape.hand")}
    dealer = Int(required=True, metadata={"description": SEAT})
    auction = List(Str(), allow_none=True, metadata={
        "description": "Calls in speaking order from the seat after the dealer: pass, take, "
                       "a suit, schmeiss, throw, play (RULES §5). Everyone passing is a redeal."})
    turn_up = Str(allow_none=True, metadata={"description": "The turned card, e.g. KS."})
    trump = Str(allow_none=True, metadata={"description": "spades, hearts, diamonds or clubs."})
    taker = Int(allow_none=True, metadata={"description": "The seat that chose trump. " + SEAT})
    melds = List(Nested(MeldSchema), allow_none=True)
    bela = Int(allow_none=True, metadata={"description": "The seat that declared bela (K and Q of trump)."})
    tricks = List(Int(), allow_none=True, metadata={"description": "Tricks won. " + PER_SIDE})
    points = List(Int(), allow_none=True, metadata={
        "description": "Trick points (cards + 10 for the last trick). " + PER_SIDE})
    claims = List(Nested(ClaimSchema), allow_none=True)
    exchange = Int(allow_none=True, metadata={"description": "The seat that exchanged the trump 7 for the turn-up."})
    discard = List(Str(), allow_none=True, metadata={"description": "bela-hr-3: the caller's two discarded cards."})
    play = List(List(Str(), validate=validate.Length(min=1, max=4, error="a trick has one card from each player")),
                allow_none=True, validate=validate.Length(min=1, max=16, error="a hand has at most {max} tricks"),
                metadata={"description": "Card-by-card entry: one list per trick in the order played, each "
                                         "starting with its leader (RULES §8). The whole hand (its points "
                                         "are then counted from the cards), or its first tricks with the "
                                         "hand's points. A card played against the rules is judged in the "
                                         "ruling (house rule renege), not refused."})
    note = Str(allow_none=True, metadata={"description": "A note the table wants kept with the hand."})
    # The fields of contrée, coinche and klaverjas (RECORDS.md); any other game refuses them.
    bid = fields.Raw(allow_none=True, metadata={
        "description": "Contrée and coinche, without the auction: the contract, 80 to 160 in tens, "
                       "\"capot\" or \"generale\" (beside an auction it must agree with it).",
        "oneOf": [{"type": "integer", "enum": list(range(80, 170, 10))},
                  {"type": "string", "enum": ["capot", "generale"]}]})
    contre = Int(allow_none=True, metadata={
        "description": "Contrée and coinche: 0, 1 (contré: ×2) or 2 (surcontré: ×4); left out: 0.",
        "enum": [0, 1, 2]})
    roem = List(Int(), allow_none=True, metadata={
        "description": "Klaverjas: each pair's roem as the sheet's roem column writes it, in tens "
                       "(pit left out: the engine adds it). " + PER_SIDE})




class _Header(_Strict):
    variant = Str(required=True, metadata={"description": "A preset name or alias (GET /presets).",
                                           "enum": VARIANT_NAMES})
    options = Dict(keys=Str(), allow_none=True, metadata={
        "description": "House rules that differ from the preset (GET /presets lists them)."})
    players = List(Str(metadata={"minLength": 1, "maxLength": 60}), required=True,
                   metadata={"description": "Names in seat order: as many as the preset's players.",
                             "minItems": 2, "maxItems": 4})
    title = Str(allow_none=True, validate=validate.Length(max=100, error="a title is at most {max} characters"),
                metadata={"description": "A name for the game (at most 100 characters)."})


class RecordSchema(_Header):
    """A whole game record of RECORDS.md."""

    error_messages = {**_Strict.error_messages,
                      "type": Said.of("shape.record")}
    hands = List(Nested(HandSchema), validate=validate.Length(max=MAX_HANDS),
                 metadata={"description": f"At most {MAX_HANDS} hands: far more than any game needs."})
    meta = Dict(keys=Str(), allow_none=True, metadata={"description": "Anything else to keep with the record."})

    @pre_load
    def _bounded(self, data, **kwargs):
        # Before the hands are read one by one: a huge body costs nothing past this check.
        if isinstance(data, dict) and isinstance(data.get("hands"), list) and len(data["hands"]) > MAX_HANDS:
            raise ValidationError({"hands": [TOO_MANY_HANDS]})
        return data


class NewGameSchema(_Header):
    """``POST /games``: the game's preset, house rules and players."""

    error_messages = {**_Strict.error_messages,
                      "type": Said.of("shape.new_game")}


class JoinSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": Said.of("shape.phone")}
    seat = Int(required=True, allow_none=True,
               metadata={"description": "The seat this phone speaks for, fixed for its token; "
                                        "null for a phone that only keeps score.",
                         "minimum": 0, "maximum": 3})
    entrant_code = Str(allow_none=True, validate=validate.Length(max=20, error="an entrant code is "
                                                                              "6 characters"),
                       metadata={"description": "At a tournament table whose results are final by "
                                                "the other entrant's confirmation: the code of the "
                                                "entrant this seat belongs to (on the director's "
                                                "entrant list)."})


class ConfirmSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": Said.of("shape.confirmation")}
    seat = Int(required=True, metadata={"description": "The confirming seat: of the other side "
                                                       "than the seat that entered the hand.",
                                        "minimum": 0, "maximum": 3})
