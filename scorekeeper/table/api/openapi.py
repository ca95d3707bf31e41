"""The table's share of the OpenAPI document: presets, adjudication, games, hands, phones."""

from __future__ import annotations

from functools import partial

from ...web import DIRECTOR, DIRECTOR_ERRORS, DIRECTOR_ONLY, IF_MATCH, IF_MATCH_REQUIRED, op
from . import answers, schemas

_op = partial(op, tag="games", conflict=answers.ConflictSchema)

GAME_ID = {"name": "game_id", "in": "path", "required": True, "schema": {"type": "string"},
           "description": "The game's id: the game link, which gives read access."}
NUMBER = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1},
          "description": "The hand's number, 1 for the first."}
SEAT = {"name": "X-Seat", "in": "header", "required": False,
        "schema": {"type": "integer", "minimum": 0, "maximum": 3},
        "description": "The seat of the player entering: recorded as entered-by; the other side confirms."}
IDEMPOTENCY = {"name": "Idempotency-Key", "in": "header", "required": False,
               "schema": {"type": "string", "minLength": 1, "maxLength": 200},
               "description": "Any unique text per hand entry: a retry with the same key returns the "
                              "first answer and stores nothing twice (with Idempotent-Replayed: true)."}



WRITE_ERRORS = {
    "401": "No table token (Authorization: Bearer <table_token>) nor director code.",
    "403": "Wrong token or code, or a confirmed hand without the director code.",
    "404": "No such game or hand.",
    "429": "Too many wrong director codes lately: wait as Retry-After says.",
    "503": "The server cannot store anything now (busy, or its disk is full): nothing was stored; "
           "retry after Retry-After seconds.",
    "422": "The hand is not valid: message in the table's words, path of the field. "
           "Paths inside the hand sent are relative to it (points); elsewhere absolute (hands[4].dealer).",
}



def game_paths() -> dict[str, dict]:
    hand_result = answers.HandResultSchema
    return {
        "/presets": {"get": _op(
            "Presets and house rules", "Every preset with its options (their defaults for it), "
            "and every option with its kind, choices and help text.",
            ok=("200", "The presets and options.", answers.PresetsSchema), tag="rules")},
        "/adjudicate": {"post": _op(
            "Rule on a game record", "The stateless dispute API: the ruling of a whole game record "
            "(RECORDS.md). Nothing is stored.", ok=("200", "The ruling.", None), body=schemas.RecordSchema,
            tag="rules")},
        "/games": {"post": _op(
            "Start a game", "Makes a game and answers its id, the table token (write access for the "
            "phones at the table), the director code (shown this once) and the links to share.",
            ok=("201", "The new game.", answers.CreatedSchema), body=schemas.NewGameSchema,
            errors={"429": "Too many new games from this client lately: see Retry-After.",
                    "503": "The server cannot store anything now: retry after Retry-After."})},
        "/games/{game_id}": {"get": _op(
            "Read a game", "The record, the ruling re-derived now, the version (also the ETag; "
            "If-None-Match answers 304), and per hand who entered, confirmed and corrected it.",
            ok=("200", "The game.", answers.GameSchema), params=(GAME_ID,), errors={"404": "No such game."})},
        "/games/{game_id}/history": {"get": _op(
            "The revision log", "Every entry, claim, correction, undo and confirmation: time, author "
            "(role and seat), the entry before and after. Readable by anyone with the game link.",
            ok=("200", "The log, oldest first.", answers.HistorySchema), params=(GAME_ID,),
            errors={"404": "No such game."})},
        "/games/{game_id}/hands": {"post": _op(
            "Enter a hand", "Appends one HAND (RECORDS.md) if the engine accepts the game with it. "
            "If-Match is optional here; send it so that two phones cannot both enter the same hand.",
            ok=("201", "Stored and committed.", hand_result), body=schemas.HandSchema,
            params=(GAME_ID, IDEMPOTENCY, IF_MATCH, SEAT, DIRECTOR),
            errors={**WRITE_ERRORS, "409": "If-Match names another version, or a retried "
                                           "Idempotency-Key's hand was taken back since; the body "
                                           "has `current`."})},
        "/games/{game_id}/hands/{number}": {
            "put": _op("Correct a hand", "Replaces hand `number`; every later total is re-derived. "
                       "A confirmed hand needs X-Director-Code.",
                       ok=("200", "Corrected.", hand_result), body=schemas.HandSchema,
                       params=(GAME_ID, NUMBER, IF_MATCH_REQUIRED, SEAT, DIRECTOR),
                       errors={**WRITE_ERRORS, "409": "Stale If-Match; `current` holds the game.",
                               "428": "If-Match is missing."}),
            "delete": _op("Undo the last hand", "Removes hand `number`, which must be the last. "
                          "A confirmed hand needs X-Director-Code.",
                          ok=("200", "Undone.", hand_result),
                          params=(GAME_ID, NUMBER, IF_MATCH_REQUIRED, SEAT, DIRECTOR),
                          errors={**WRITE_ERRORS, "409": "Stale If-Match, or not the last hand.",
                                  "428": "If-Match is missing."})},
        "/games/{game_id}/hands/{number}/confirm": {"post": _op(
            "Confirm a hand", "A player of the other side than the one who entered the hand accepts "
            "it (as in bridge). Afterwards only the director code changes it. Confirming twice "
            "changes nothing.", ok=("200", "Confirmed.", hand_result), body=schemas.ConfirmSchema,
            params=(GAME_ID, NUMBER, DIRECTOR),
            errors={**WRITE_ERRORS, "409": "The game changed meanwhile; `current` holds it."})},
    }


PHONE_ID = {"name": "phone_id", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "The phone's public id, from GET /games/{game_id}/phones."}


def _phone_paths() -> dict[str, dict]:
    return {
        "/games/{game_id}/phones": {
            "post": _op("Join as a phone", "With the table token (Authorization: Bearer "
                        "<table_token>): this phone's own token, bound to the seat it names. "
                        "Confirming a hand needs such a phone of the other side.",
                        ok=("201", "Joined.", answers.JoinedSchema), body=schemas.JoinSchema,
                        params=(GAME_ID,), errors={"401": "No table token.",
                                                   "403": "Not the table token of this game.",
                                                   "404": "No such game."}),
            "get": _op("The phones at the table", "Who joined as whom, and which were withdrawn.",
                       ok=("200", "The phones.", answers.PhonesSchema),
                       params=(GAME_ID, DIRECTOR_ONLY), errors=DIRECTOR_ERRORS)},
        "/games/{game_id}/phones/{phone_id}": {"delete": _op(
            "Withdraw a phone", "A lost phone's token stops working; it can still read the game.",
            ok=("200", "Withdrawn.", answers.PhoneSchema), params=(GAME_ID, PHONE_ID, DIRECTOR_ONLY),
            errors=DIRECTOR_ERRORS)},
        "/games/{game_id}/table-token": {"post": _op(
            "Issue a new table token", "The old token and every link made with it stop working; "
            "phones that joined keep their own tokens.",
            ok=("201", "The new token.", answers.NewTokenSchema), params=(GAME_ID, DIRECTOR_ONLY),
            errors=DIRECTOR_ERRORS)},
    }


def paths() -> dict[str, dict]:
    return {**game_paths(), **_phone_paths()}


def components() -> dict[str, type]:
    return {"Meld": schemas.MeldSchema, "Claim": schemas.ClaimSchema, "Hand": schemas.HandSchema,
            "Record": schemas.RecordSchema, "NewGame": schemas.NewGameSchema,
            "Confirm": schemas.ConfirmSchema, "Game": answers.GameSchema,
            "Conflict": answers.ConflictSchema, "Created": answers.CreatedSchema,
            "HandResult": answers.HandResultSchema, "History": answers.HistorySchema,
            "Presets": answers.PresetsSchema}
