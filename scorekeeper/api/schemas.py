"""Marshmallow schemas for every body the API reads (RECORDS.md shapes), also used for the OpenAPI
doc; what it sends back is described by ``answers``.

They check the shape and the JSON types, in the table's words, and hand the values on unchanged
(no coercion: ``"5"`` is not 5 and ``true`` is not 1); what the values mean (a real card, points
that add up to 162) is the engine's to judge, so there is one set of rules.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, pre_load, validate

from ..games.model import MAX_HANDS, TOO_MANY_HANDS
from ..rules import VARIANTS
from ..tournament_core.settings import FORMATS, SPECS_BY_NAME


class _Words:
    """Errors name their field: ``dealer is a whole number`` rather than ``Not a valid integer.``"""

    default_error_messages = {"required": "{name} is missing", "null": "{name} cannot be empty"}

    def make_error(self, key: str, **kwargs: Any) -> ValidationError:
        message = self.error_messages[key]
        return ValidationError(message.format(name=self.name or "this", **kwargs))


class Int(_Words, fields.Integer):
    default_error_messages = {"invalid": "{name} is a whole number"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class Str(_Words, fields.String):
    default_error_messages = {"invalid": "{name} is text", "invalid_utf8": "{name} is text"}


class Bool(_Words, fields.Boolean):
    default_error_messages = {"invalid": "{name} is true or false"}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class List(_Words, fields.List):
    default_error_messages = {"invalid": "{name} is a list"}


class Dict(_Words, fields.Dict):
    default_error_messages = {"invalid": "{name} is a set of name: value pairs"}


class Nested(_Words, fields.Nested):
    default_error_messages = {"type": "{name} is an object"}


class _Strict(Schema):
    class Meta:
        unknown = RAISE
    error_messages = {"unknown": "UNKNOWN", "type": "this is an object"}


SEAT = "A seat number: 0 is the first player named, seats go in order of play (RULES §2)."
PER_SIDE = "One whole number per side: side 0 first (seats 0 and 2 with four players)."


class MeldSchema(_Strict):
    """A declared meld: either its ``cards``, or the shorthand ``kind`` with its details."""

    error_messages = {**_Strict.error_messages, "type": "a meld is an object with seat and cards"}
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
                      "type": "a claim is an object with side, after_trick, tricks and points"}
    side = Int(required=True, metadata={"description": "The claiming side."})
    after_trick = Int(required=True, metadata={"description": "The trick (1-based) after which it was made."})
    tricks = Int(required=True, metadata={"description": "Tricks the claiming side had taken."})
    points = Int(required=True, metadata={"description": "Trick points the claiming side had."})
    bela = Bool(metadata={"description": "Whether its bela had been declared."})


class HandSchema(_Strict):
    """One HAND of RECORDS.md: what the table writes on paper for one deal."""

    error_messages = {**_Strict.error_messages,
                      "type": "a hand is an object with dealer, trump, taker, tricks and points"}
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


VARIANT_NAMES = sorted({n for v in VARIANTS.values() for n in (v.name, *v.aliases)})


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
                      "type": "a game record is an object with variant, players and hands"}
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
                      "type": "a new game is an object with variant, options and players"}


class JoinSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": "a phone joining is an object with seat"}
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
    error_messages = {**_Strict.error_messages, "type": "a confirmation is an object with seat"}
    seat = Int(required=True, metadata={"description": "The confirming seat: of the other side "
                                                       "than the seat that entered the hand.",
                                        "minimum": 0, "maximum": 3})


class TournamentEntrantSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": "an entrant is an object with name and players"}
    name = Str(required=True, validate=validate.Length(min=1, max=60, error="a name is 1 to 60 characters"),
               metadata={"description": "The pair's or player's name as the room knows it."})
    players = List(Str(validate=validate.Length(min=1, max=60, error="a player's name is 1 to 60 characters")),
                   required=True, metadata={"description": "Two players for a pair (four-player "
                                                           "games), one for individuals.",
                                            "minItems": 1, "maxItems": 2})
    club = Str(allow_none=True, validate=validate.Length(max=60, error="a club is up to 60 characters"),
               metadata={"description": "The entrant's club or family: avoid_same_club keeps "
                                        "entrants of one club apart while a draw allows."})


class _MatchSchema(_Strict):
    best_of = Int(metadata={"description": "Best of this many games (odd).", "minimum": 1, "maximum": 9})
    deals = Int(validate=validate.Range(min=1, max=100, error="deals is from 1 to 100 (a concours: "
                                                               "usually 12); leave it out for games "
                                                               "to the target"),
                metadata={"description": "Or one partie of this many deals (a concours).",
                          "minimum": 1, "maximum": 100})


class _ByeSchema(_Strict):
    points = Int(metadata={"minimum": 0, "maximum": 100000})
    score = Str(metadata={"enum": ["fixed", "average"]})
    counts_as_win = Bool()


class _RepasazSchema(_Strict):
    until = Int(metadata={"description": "Buy-back allowed after a loss up to this round.",
                          "minimum": 0, "maximum": 50})


def _choice(name: str) -> Str:
    spec = SPECS_BY_NAME[name]
    return Str(allow_none=True, validate=validate.OneOf(
        spec.choices, error=f"{name} is one of {', '.join(spec.choices)}"),
        metadata={"default": spec.default, "description": spec.help})  # enum (and null) from OneOf


def _flag(name: str) -> Bool:
    spec = SPECS_BY_NAME[name]
    return Bool(allow_none=True, metadata={"default": spec.default, "description": spec.help})


def _whole(name: str) -> Int:
    spec = SPECS_BY_NAME[name]
    return Int(allow_none=True, metadata={"default": spec.default, "description": spec.help,
                                          "minimum": spec.minimum, "maximum": spec.maximum})


class NewTournamentSchema(_Strict):
    """``POST /tournaments``."""

    error_messages = {**_Strict.error_messages, "type": "a tournament is an object with title, "
                                                       "variant, format, match and entrants"}
    title = Str(required=True, validate=validate.Length(min=1, max=100, error="a title is 1 to 100 characters"))
    variant = Str(required=True, metadata={"enum": VARIANT_NAMES})
    options = Dict(keys=Str(), allow_none=True)
    format = Str(required=True, validate=validate.OneOf(
        list(FORMATS), error="format is " + ", ".join(FORMATS[:-1]) + " or " + FORMATS[-1]),
        metadata={"enum": list(FORMATS)})
    rounds = Int(allow_none=True, metadata={"minimum": 0, "maximum": 50})
    match = Nested(_MatchSchema, allow_none=True)
    ranking = Str(allow_none=True, validate=validate.OneOf(["wins", "points"], error="ranking is one of wins, points"))
    tiebreaks = List(Str(), allow_none=True)
    bye = Nested(_ByeSchema, allow_none=True)
    repasaz = Nested(_RepasazSchema, allow_none=True)
    seed = Int(allow_none=True, metadata={"minimum": 0, "maximum": 2147483647})
    final_by = Str(allow_none=True, validate=validate.OneOf(
        ["other_entrant", "director", "table"], error="final_by is one of other_entrant, director, table"),
        metadata={"description": "How a table's result becomes final: the other entrant's confirmation "
                       "(with its entrant code; the default), the director's approval, or any "
                       "confirmation of the other side (trust the table)."})
    entrants = List(Nested(TournamentEntrantSchema), required=True,
                    validate=validate.Length(min=2, max=2048, error="a tournament has 2 to 2048 entrants"))
    # The formats' and the director's settings, as TournamentSettings names them.
    pair_within = _choice("pair_within")
    pairing_rule = _choice("pairing_rule")
    buchholz_byes = _choice("buchholz_byes")
    knockout_decider = _choice("knockout_decider")
    absent_score = _choice("absent_score")
    late_entry = _choice("late_entry")
    double_round_robin = _flag("double_round_robin")
    berger_by_lot = _flag("berger_by_lot")
    avoid_same_club = _flag("avoid_same_club")
    third_place = _flag("third_place")
    pools = _whole("pools")
    pool_advance = _whole("pool_advance")


class PaperResultSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": "a result is an object with games"}
    games = List(List(Int()), required=True, metadata={
        "description": "Points per game: [[first entrant, second entrant], ...]."})
