"""Marshmallow schemas for the tournament bodies the API reads, also used for the OpenAPI doc.

Settings are read as ``tournament_core.settings`` lists them (one list for the form, the docs and
this check): a choice's values, a flag, a whole number's bounds.
"""

from __future__ import annotations

from marshmallow import validate

from ...tournament_core import FORMATS, MAX_ENTRANTS, MAX_NAME, SPECS_BY_NAME
from ...web import VARIANT_NAMES, Bool, Dict, Int, List, Nested, Said, Str, Strict as _Strict


class TournamentEntrantSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": Said.of("shape.entrant")}
    name = Str(required=True, validate=validate.Length(min=1, max=MAX_NAME,
                                                       error=f"a name is 1 to {MAX_NAME} characters"),
               metadata={"description": "The pair's or player's name as the room knows it."})
    players = List(Str(validate=validate.Length(min=1, max=MAX_NAME,
                                                error=f"a player's name is 1 to {MAX_NAME} characters")),
                   required=True, metadata={"description": "Two players for a pair (four-player "
                                                           "games), one for individuals.",
                                            "minItems": 1, "maxItems": 2})
    club = Str(allow_none=True, validate=validate.Length(max=MAX_NAME, error=f"a club is up to {MAX_NAME} characters"),
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


class SeasonJoinSchema(_Strict):
    """A new tournament's season: it joins as the season's next evening."""

    id = Str(required=True, validate=validate.Length(min=1, max=40, error="a season's id is 1 to 40 characters"),
             metadata={"description": "The season's id."})
    director_code = Str(required=True, validate=validate.Length(max=100, error="a code is up to 100 characters"),
                        metadata={"description": "The season's director code: only it adds an evening."})


class NewTournamentSchema(_Strict):
    """``POST /tournaments``."""

    error_messages = {**_Strict.error_messages, "type": Said.of("shape.tournament")}
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
    season = Nested(SeasonJoinSchema, allow_none=True, metadata={
        "description": "The season this tournament joins as its next evening (its director code)."})
    entrants = List(Nested(TournamentEntrantSchema), required=True,
                    validate=validate.Length(min=2, max=MAX_ENTRANTS,
                                             error=f"a tournament has 2 to {MAX_ENTRANTS} entrants"))
    # The formats' and the director's settings, as TournamentSettings names them.
    pair_within = _choice("pair_within")
    pairing_rule = _choice("pairing_rule")
    buchholz_byes = _choice("buchholz_byes")
    knockout_decider = _choice("knockout_decider")
    absent_score = _choice("absent_score")
    double_round_robin = _flag("double_round_robin")
    berger_by_lot = _flag("berger_by_lot")
    avoid_same_club = _flag("avoid_same_club")
    third_place = _flag("third_place")
    pools = _whole("pools")
    pool_advance = _whole("pool_advance")
    late_entry = _choice("late_entry")
    seed_by_rating = _flag("seed_by_rating")
    round_minutes = _whole("round_minutes")
    time_up = _choice("time_up")


class PaperResultSchema(_Strict):
    error_messages = {**_Strict.error_messages, "type": Said.of("shape.result")}
    games = List(List(Int()), required=True, metadata={
        "description": "Points per game: [[first entrant, second entrant], ...]."})
    correct = Bool(load_default=False, metadata={
        "description": "true to replace a result the table already has (played at the table or "
                       "entered before): a correction. Without it such a result is refused (409) "
                       "with what it would change, and nothing is stored."})
