"""The whole tournament archive as a schema: every field's type and bound, checked as completely
as the API checks a request, before ``tournaments.archive`` judges what the values mean (the
games' players are the tables' entrants, one create event, no entrant that is not there).

An event's ``data`` is checked by its action's schema (``DATA``): one for each action a
tournament's log can hold, so an action added to the log without one is refused, never stored
unchecked (``tests/club/test_archive_import.py`` holds that every action has one).
"""

from __future__ import annotations

from marshmallow import ValidationError, validate, validates_schema

from ...tournament_core import MAX_ENTRANTS, MAX_NAME
from ...tournaments import archive
from ...web import VARIANT_NAMES, Bool, Dict, Int, List, Nested, Str, Strict
from .schemas import TournamentEntrantSchema

ROUNDS, TABLES, POINTS = 1000, MAX_ENTRANTS, 100_000
STAMP = validate.Length(max=40, error="a time is at most 40 characters")


def _number(most: int, **kwargs) -> Int:
    return Int(validate=validate.Range(min=1, max=most, error=f"{{input}} is not a number from 1 to {most}"),
               **kwargs)


def _a_time(text: str, name: str) -> None:
    """A stored time, as the server writes it (ISO 8601): the round clock reads it."""
    from datetime import datetime
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise ValidationError(f"{name} is a time such as 2026-11-28T20:00:00+00:00") from None


def _entrant_number(**kwargs) -> Int:
    return _number(MAX_ENTRANTS, **kwargs)


class _Entrant(TournamentEntrantSchema):
    paid = Bool()


class _Created(Strict):
    entrants = List(Nested(_Entrant), required=True, validate=validate.Length(
        min=2, max=MAX_ENTRANTS, error=f"a tournament has 2 to {MAX_ENTRANTS} entrants"))


class _Added(TournamentEntrantSchema):
    joined_round = _number(ROUNDS, required=True)
    paid = Bool()


class _Number(Strict):
    number = _entrant_number(required=True)


class _Paid(_Number):
    paid = Bool(required=True)


class _CheckedIn(_Number):
    present = Bool(required=True)


class _Table(Strict):
    table = _number(TABLES, required=True)
    a = _entrant_number(required=True)
    b = _entrant_number(required=True)
    games = List(Str(validate=validate.Length(min=1, max=64)), required=True,
                 validate=validate.Length(min=1, max=20, error="a table has 1 to 20 games"))
    partners = List(_entrant_number(), validate=validate.Length(equal=2, error="a mêlée table has two partners"))


class _Drawn(Strict):
    round = _number(ROUNDS, required=True)
    tables = List(Nested(_Table), required=True, validate=validate.Length(max=TABLES))
    byes = List(_entrant_number(), required=True, validate=validate.Length(max=MAX_ENTRANTS))
    rematches = List(List(_entrant_number(), validate=validate.Length(equal=2)),
                     validate=validate.Length(max=MAX_ENTRANTS))
    same = Bool()
    third_place = Int(validate=validate.Range(min=0, max=TABLES))
    key = Str(allow_none=True, validate=validate.Length(max=200))
    seeds = List(_entrant_number(), validate=validate.Length(max=MAX_ENTRANTS))
    started = Str(validate=lambda text: _a_time(text, "started"))


class _AtTable(Strict):
    round = _number(ROUNDS, required=True)
    table = _number(TABLES, required=True)


class _GameAdded(_AtTable):
    game = Str(required=True, validate=validate.Length(min=1, max=64))
    decider = Bool()


class _Result(_AtTable):
    games = List(List(Int(validate=validate.Range(min=0, max=POINTS)), validate=validate.Length(equal=2)),
                 required=True, validate=validate.Length(min=1, max=20))


class _Absent(_Number):
    round = _number(ROUNDS, required=True)
    absent = Bool(required=True)


class _ByeChosen(Strict):
    round = _number(ROUNDS, required=True)
    number = _entrant_number(allow_none=True)


class _Apart(Strict):
    entrants = List(_entrant_number(), required=True, validate=validate.Length(equal=2))
    apart = Bool(required=True)


class _Reinstated(_Number):
    missed = List(_number(ROUNDS), validate=validate.Length(max=ROUNDS))


DATA = {"create": _Created(), "entrant_added": _Added(), "withdrawn": _Number(), "paid": _Paid(),
        "round_drawn": _Drawn(), "round_redrawn": _Drawn(), "tables_swapped": _Drawn(),
        "game_added": _GameAdded(), "result_entered": _Result(), "approved": _AtTable(),
        "checked_in": _CheckedIn(), "code_shown": _Number(), "code_reissued": _Number(), "absent_marked": _Absent(),
        "bye_chosen": _ByeChosen(), "kept_apart": _Apart(), "reinstated": _Reinstated()}


class _Event(Strict):
    at = Str(validate=STAMP)
    action = Str(required=True, validate=validate.OneOf(list(DATA), error="there is no action called {input!r}"))
    data = Dict(keys=Str(), required=True)

    @validates_schema
    def _data_of_its_action(self, event: dict, **_kwargs) -> None:
        errors = DATA[event["action"]].validate(event["data"])
        if errors:
            raise ValidationError({"data": errors})


class _Author(Strict):
    role = Str(required=True, validate=validate.OneOf(["table", "director"], error="role is table or director"))
    seat = Int(allow_none=True, validate=validate.Range(min=0, max=3))


class _Entry(Strict):
    number = _number(archive.MAX_HANDS, required=True)
    hand = Dict(keys=Str(), required=True)
    entered_at = Str(allow_none=True, validate=STAMP)
    entered_by = Nested(_Author, allow_none=True)
    confirmed_at = Str(allow_none=True, validate=STAMP)
    confirmed_by = Nested(_Author, allow_none=True)
    corrected_at = Str(allow_none=True, validate=STAMP)
    corrected_by = Nested(_Author, allow_none=True)


class _Game(Strict):
    id = Str(required=True, validate=validate.Length(min=1, max=64))
    variant = Str(required=True, validate=validate.OneOf(VARIANT_NAMES, error="there is no game called {input!r}"))
    options = Dict(keys=Str(), allow_none=True)
    players = List(Str(validate=validate.Length(min=1, max=MAX_NAME)), required=True,
                   validate=validate.Length(min=2, max=4))
    title = Str(allow_none=True, validate=validate.Length(max=200))
    hands = List(Dict(), validate=validate.Length(max=0, error="the hands are the entries"))
    created = Str(allow_none=True, validate=STAMP)
    previous = Str(allow_none=True, validate=validate.Length(max=64))
    entries = List(Nested(_Entry), required=True, validate=validate.Length(max=archive.MAX_HANDS))

    @validates_schema
    def _numbered_in_order(self, game: dict, **_kwargs) -> None:
        numbers = [e["number"] for e in game["entries"]]
        if numbers != list(range(1, len(numbers) + 1)):
            raise ValidationError({"entries": ["the hands are numbered 1, 2, 3… in order"]})


class _Head(Strict):
    title = Str(required=True, validate=validate.Length(min=1, max=100, error="a title is 1 to 100 characters"))
    variant = Str(required=True, validate=validate.OneOf(VARIANT_NAMES, error="there is no game called {input!r}"))
    options = Dict(keys=Str(), allow_none=True)
    settings = Dict(keys=Str(), required=True)
    created = Str(allow_none=True, validate=STAMP)


class ArchiveSchema(Strict):
    """``POST /tournament-imports``: the archive as ``GET .../archive`` gives it."""

    kind = Str(required=True, validate=validate.Equal(archive.KIND, error="this is not a Scorekeeper "
                                                                          "tournament archive"),
               metadata={"enum": [archive.KIND]})
    version = Int(required=True, validate=validate.Equal(archive.VERSION, error=(
        f"this archive is version {{input}}; this server reads version {archive.VERSION}")),
        metadata={"enum": [archive.VERSION]})
    exported = Str(validate=STAMP)
    tournament = Nested(_Head, required=True)
    log = List(Nested(_Event), required=True, validate=validate.Length(max=archive.MAX_EVENTS))
    games = List(Nested(_Game), required=True, validate=validate.Length(max=archive.MAX_GAMES))
