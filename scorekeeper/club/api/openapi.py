"""The club's share of the OpenAPI document: tournaments, their archive and the director's controls."""

from __future__ import annotations

from functools import partial

from ...web import DIRECTOR_ERRORS, DIRECTOR_ONLY, ERR, json_content as _json, op
from . import schemas
from .ratings import rating_paths
from .tournament_archive import archive_paths
from .tournament_controls import control_paths
from .publications import publication_paths

_op = partial(op, tag="tournaments")

TOURNAMENT_ID = {"name": "tournament_id", "in": "path", "required": True, "schema": {"type": "string"},
                 "description": "The tournament's id (its link gives read access)."}
ROUND = {"name": "round_no", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
TABLE = {"name": "table", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
ENTRANT = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
ACTION_ERRORS = {**DIRECTOR_ERRORS, "409": "The tournament's state does not allow it now: the message "
                                           "says why (a match still being played, a hand entered...).",
                 "422": "Bad input: message and path say which field."}


def _director_op(summary: str, description: str, *, ok: tuple, params: tuple, body=None) -> dict:
    op = _op(summary, description, ok=ok, params=(*params, DIRECTOR_ONLY), body=body,
             errors=ACTION_ERRORS, tag="tournaments")
    op["responses"]["409"] = _json(ERR, ACTION_ERRORS["409"])
    return op


ONCE = (" Done once: with If-Match (the tournament's version, as GET answered it) one made from an "
        "older version, or any that came second, gets 409 with the round as it stands; the same "
        "Idempotency-Key gets the same answer again (Idempotent-Replayed: true).")
ONCE_HEADERS = (
    {"name": "If-Match", "in": "header", "required": False, "schema": {"type": "string"},
     "description": "The tournament's version this action was decided on."},
    {"name": "Idempotency-Key", "in": "header", "required": False,
     "schema": {"type": "string", "maxLength": 100}, "description": "One key per action: a retry "
                                                                    "or a double tap does it once."})


def tournament_paths() -> dict[str, dict]:
    base, rnd, tab = (TOURNAMENT_ID,), (TOURNAMENT_ID, ROUND), (TOURNAMENT_ID, ROUND, TABLE)
    return {
        "/tournaments": {"post": _op(
            "Start a tournament", "Its entrants, format, match and settings; answers the id, the "
            "director code (shown this once) and the links.", ok=("201", "Created.", None),
            body=schemas.NewTournamentSchema, tag="tournaments",
            errors={"429": "Too many new tournaments from this client lately.",
                    "403": "The season's director code (season.director_code) is wrong.",
                    "404": "There is no such season (season.id)."})},
        "/tournaments/{tournament_id}": {"get": _op(
            "Read a tournament", "Entrants and every round's tables with their games, status and "
            "result; with X-Director-Code each table also carries its table token.",
            ok=("200", "The tournament.", None), params=(TOURNAMENT_ID, {**DIRECTOR_ONLY, "required": False}),
            errors={"404": "No such tournament."}, tag="tournaments")},
        "/tournaments/{tournament_id}/standings": {"get": _op(
            "Standings", "Recomputed from the matches: rank, match points, points, tie-breaks and "
            "what decided each tie; provisional rows marked. ?after=k for the standings after round k.",
            ok=("200", "The standings.", None), tag="tournaments",
            params=(TOURNAMENT_ID, {"name": "after", "in": "query", "required": False,
                                    "schema": {"type": "integer", "minimum": 0}}),
            errors={"404": "No such tournament."})},
        "/tournaments/{tournament_id}/rounds": {"post": _director_op(
            "Draw the next round", "Refused (409) while a match of the current round is unfinished."
            + ONCE, ok=("201", "The new round, with table tokens.", None), params=(*base, *ONCE_HEADERS))},
        "/tournaments/{tournament_id}/rounds/{round_no}/redraw": {"post": _director_op(
            "Draw the current round again", "Only before any hand is entered in it, at most 20 "
            "times a round. Tables drawn with the same two entrants keep their games and cards "
            "(\"unchanged\" says when every table did); replaced games are retired." + ONCE,
            ok=("200", "The round drawn again.", None), params=(*rnd, *ONCE_HEADERS))},
        "/tournaments/{tournament_id}/rounds/{round_no}/swap": {"post": _director_op(
            "Swap two entrants between tables", "Body {\"entrants\": [x, y]}; before any hand at "
            "those tables. Only those tables get new games; the replaced ones are retired." + ONCE,
            ok=("200", "The round.", None), params=(*rnd, *ONCE_HEADERS))},
        "/tournaments/{tournament_id}/entrants": {"post": _director_op(
            "Add a late entrant", "Plays from the next round on.", ok=("201", "The entrant.", None),
            params=base, body=schemas.TournamentEntrantSchema)},
        "/tournaments/{tournament_id}/entrants/{number}/withdraw": {"post": _director_op(
            "Withdraw an entrant", "Past results stand; never drawn again.",
            ok=("200", "The entrant.", None), params=(TOURNAMENT_ID, ENTRANT))},
        "/tournaments/{tournament_id}/rounds/{round_no}/tables/{table}/result": {"post": _director_op(
            "Enter or correct a table's result", "Points per game, for a table playing on paper; a "
            "concours sum or an end of a game to its target that no play can write is refused with "
            "the reason. A result over one the table already has is a correction: without "
            "\"correct\": true it is refused (409) and nothing is stored; the answer carries the table "
            "as it stands (\"table\") and what the new result would change (\"would_change\": its "
            "games, and each entrant whose rank, match points or points move in the standings after "
            "\"after_round\").",
            ok=("200", "The table.", None), params=tab, body=schemas.PaperResultSchema)},
        "/tournaments/{tournament_id}/rounds/{round_no}/tables/{table}/approve": {"post": _director_op(
            "Approve a table's result", "Makes a finished match's result final.",
            ok=("200", "The table.", None), params=tab)},
    }


def paths() -> dict[str, dict]:
    return {**tournament_paths(), **archive_paths(_op, _director_op, TOURNAMENT_ID),
            **control_paths(_director_op, TOURNAMENT_ID, ENTRANT), **rating_paths(op),
            **publication_paths(_op, _director_op, TOURNAMENT_ID)}
