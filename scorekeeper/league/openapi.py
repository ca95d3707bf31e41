"""The seasons' share of the OpenAPI document: seasons, their standings, evenings and absences,
and the club's register."""

from __future__ import annotations

from functools import partial

from ..web import DIRECTOR, DIRECTOR_ERRORS, DIRECTOR_ONLY, ERR, json_content, op
from . import schemas

_op = partial(op, tag="seasons")
SEASON = {"name": "season_id", "in": "path", "required": True, "schema": {"type": "string"},
          "description": "The season's id (its link gives read access)."}
TOURNAMENT = {"name": "tournament_id", "in": "path", "required": True, "schema": {"type": "string"}}
PLAYER = {"name": "player_id", "in": "path", "required": True, "schema": {"type": "string"},
          "description": "A register player's id."}
ERRORS = {**DIRECTOR_ERRORS, "404": "No such season (or player, or tournament).",
          "409": "The season or the register does not allow it now: the message says why.",
          "422": "Bad input: message and path say which field."}
READ = {"404": "No such season."}


def _director(summary: str, description: str, *, params: tuple = (), body=None, status: str = "200") -> dict:
    found = _op(summary, description, ok=(status, "Done.", None), params=(SEASON, *params, DIRECTOR_ONLY),
                body=body, errors=ERRORS)
    found["responses"]["409"] = json_content(ERR, ERRORS["409"])
    return found


def paths() -> dict[str, dict]:
    return {
        "/seasons": {
            "post": _op("Make a season", "A title and the club's rules (docs/season-settings.md); the "
                        "answer holds the season's director code, shown once.", ok=("201", "The season.", None),
                        body=schemas.NewSeasonSchema, errors={"422": ERRORS["422"]}),
            "get": _op("The seasons", "Every season of the club, newest first.", ok=("200", "The seasons.", None))},
        "/seasons/{season_id}": {"get": _op(
            "A season", "Its rules, evenings and standings; players who asked for it by initials "
            "unless the director code comes along.", ok=("200", "The season.", None), params=(SEASON, DIRECTOR),
            errors=READ), "patch": _director(
            "Change a season", "Its title or rules: the settings given change, the others stay; one "
            "logged step; the standings follow at once.", body=schemas.ChangeSeasonSchema)},
        "/seasons/{season_id}/standings": {"get": _op(
            "A season's standings", "Recomputed from the evenings' results: one row per player or pair "
            "with rank, name, evenings, counted, total, ranked and each evening's figure, marked counted "
            "or not; and the prizes.", ok=("200", "The standings.", None), params=(SEASON, DIRECTOR),
            errors=READ)},
        "/seasons/{season_id}/standings.csv": {"get": _op(
            "A season's standings as CSV", "The standings for a spreadsheet.", ok=("200", "CSV.", None),
            params=(SEASON, DIRECTOR), errors=READ)},
        "/seasons/{season_id}/evenings": {"post": _director(
            "Add an evening", "A tournament joins the season as its next evening.", body=schemas.EveningSchema,
            status="201")},
        "/seasons/{season_id}/evenings/{tournament_id}": {"delete": _director(
            "Remove an evening", "The tournament is no longer an evening of the season.", params=(TOURNAMENT,))},
        "/seasons/{season_id}/excused": {"post": _director(
            "Excuse an absence", "A player's absence from an evening is excused (or no longer).",
            body=schemas.ExcusedSchema)},
        "/seasons/{season_id}/register": {"get": _director(
            "The register", "Every player with full names and spellings, the open questions and the log.")},
        "/seasons/{season_id}/register/merge": {"post": _director(
            "Merge two entries", "One person under two spellings: one logged step, undone by unmerge.",
            body=schemas.MergeSchema)},
        "/seasons/{season_id}/register/unmerge": {"post": _director(
            "Undo a merge", "The entry stands for itself again, with its evenings.", body=schemas.PlayerSchema)},
        "/seasons/{season_id}/register/answer": {"post": _director(
            "Answer a close name", "A new name close to a known player: the same person (merged) or a new "
            "one (null).", body=schemas.AnswerSchema)},
        "/seasons/{season_id}/register/players/{player_id}/initials": {"post": _director(
            "Show a player by initials", "Public pages show this player by initials only.",
            params=(PLAYER,), body=schemas.InitialsSchema)},
        "/players": {"get": _op("The register's players", "As public pages show them.",
                                ok=("200", "The players.", None))},
        "/players/{player_id}": {"get": _op(
            "A player", "Evenings, partners, results, season places and the rating over time.",
            ok=("200", "The player.", None), params=(PLAYER,), errors={"404": "No such player."})},
        "/season-imports": {"post": _op(
            "Import a season", "A season's archive (its rules, its evenings as tournament archives, "
            "the register's players) made anew here: identical standings.", ok=("201", "The season.", None),
            body=schemas.SeasonArchiveSchema, errors={"422": ERRORS["422"], "429": "Too many imports lately."})},
        "/seasons/{season_id}/archive": {"get": _director(
            "A season's archive", "The season, its evenings and the register's players, for another server.")},
    }
