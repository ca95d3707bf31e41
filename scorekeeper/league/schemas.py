"""Marshmallow schemas of the season bodies the API reads, also used for the OpenAPI document.
A season's settings are checked by ``season_core.SeasonSettings.from_json`` (its fields' own
bounds and choices), which names the field it refuses."""

from __future__ import annotations

from marshmallow import validate

from ..web import Bool, Dict, Int, List, Str, Strict

ID = validate.Length(min=1, max=40, error="an id is 1 to 40 characters")


class NewSeasonSchema(Strict):
    title = Str(required=True, validate=validate.Length(min=1, max=100, error="a title is 1 to 100 characters"),
                metadata={"description": "The season's title, e.g. \"Seizoen 2026-2027\"."})
    settings = Dict(metadata={"description": "The season's rules (docs/season-settings.md); what is "
                                             "left out keeps its default."})


class ChangeSeasonSchema(Strict):
    title = Str(validate=validate.Length(min=1, max=100, error="a title is 1 to 100 characters"),
                metadata={"description": "The season's new title; left out: as it is."})
    settings = Dict(metadata={"description": "The settings that change (docs/season-settings.md); "
                                             "those left out stay as they are."})


class SeasonArchiveSchema(Strict):
    """A season's archive (``GET /seasons/<id>/archive``); every part is judged on import."""

    kind = Str(required=True, metadata={"enum": ["scorekeeper-season"]})
    version = Int(required=True, metadata={"enum": [1]})
    season = Dict(required=True, metadata={"description": "title, settings, created"})
    players = List(Dict(), required=True, metadata={"description": "id, name, initials_only, merged_into"})
    evenings = List(Dict(), required=True, metadata={"description": "tournament (its archive), links, excused"})


class EveningSchema(Strict):
    tournament = Str(required=True, validate=ID, metadata={"description": "The tournament's id."})


class ExcusedSchema(Strict):
    tournament = Str(required=True, validate=ID, metadata={"description": "The evening (tournament id)."})
    player = Str(required=True, validate=ID, metadata={"description": "The register player's id."})
    excused = Bool(required=True, metadata={"description": "true: the absence is excused."})


class MergeSchema(Strict):
    player = Str(required=True, validate=ID, metadata={"description": "The entry merged away."})
    into = Str(required=True, validate=ID, metadata={"description": "The entry kept."})


class PlayerSchema(Strict):
    player = Str(required=True, validate=ID, metadata={"description": "A register player's id."})


class AnswerSchema(Strict):
    player = Str(required=True, validate=ID, metadata={"description": "The new player asked about."})
    same_as = Str(required=True, allow_none=True, validate=ID,
                  metadata={"description": "The known player it is, or null: a new player."})


class InitialsSchema(Strict):
    initials_only = Bool(required=True, metadata={"description": "Public pages show the player by "
                                                                 "initials only."})
