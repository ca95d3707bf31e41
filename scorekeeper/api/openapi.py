"""The OpenAPI document, generated from the marshmallow schemas, and the offline page that reads it."""

from __future__ import annotations

from functools import cache

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import jsonify, render_template

from . import answers, schemas
from .errors import MAX_BODY
from .tournament_archive import archive_paths
from .tournament_controls import control_paths
from .views import bp

ERR = answers.ErrorSchema
GAME_ID = {"name": "game_id", "in": "path", "required": True, "schema": {"type": "string"},
           "description": "The game's id: the game link, which gives read access."}
NUMBER = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1},
          "description": "The hand's number, 1 for the first."}
IF_MATCH = {"name": "If-Match", "in": "header", "schema": {"type": "string"},
            "description": "The version you last saw (the ETag). Another version gets 409 with the "
                           "current state, never a silent overwrite."}
IF_MATCH_REQUIRED = {**IF_MATCH, "required": True,
                     "description": "The version you last saw (the ETag), or * for any. Without it: 428."}
SEAT = {"name": "X-Seat", "in": "header", "required": False,
        "schema": {"type": "integer", "minimum": 0, "maximum": 3},
        "description": "The seat of the player entering: recorded as entered-by; the other side confirms."}
DIRECTOR = {"name": "X-Director-Code", "in": "header", "required": False, "schema": {"type": "string"},
            "description": "The director code (shown once when the game was made): needed to change a "
                           "confirmed hand; also allows every other write."}
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


def _json(schema: type | None, description: str) -> dict:
    if schema is None:
        return {"description": description}
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _op(summary: str, description: str, *, ok: tuple[str, str, type | None], body: type | None = None,
        params: tuple = (), errors: dict | None = None, tag: str = "games") -> dict:
    status, what, schema = ok
    responses = {status: _json(schema, what)}
    for code, text in (errors or {}).items():
        responses[code] = _json(answers.ConflictSchema if code == "409" else ERR, text)
    if body:
        responses.setdefault("400", _json(ERR, "The body is not JSON."))
        responses.setdefault("413", _json(ERR, f"The body is over {MAX_BODY // 1024} KB."))
        responses.setdefault("415", _json(ERR, "The body is not sent as application/json."))
        responses.setdefault("422", _json(ERR, "The body is not valid: message and path say why."))
    op = {"summary": summary, "description": description, "tags": [tag],
          "parameters": list(params), "responses": responses}
    if DIRECTOR in params:  # a write: the table token, or the director code instead
        op["security"] = [{"table_token": []}]
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    return op


def _paths() -> dict[str, dict]:
    hand_result = answers.HandResultSchema
    return {
        "/healthz": {"get": _op("Health check", "Answers 200 while the server runs.",
                                ok=("200", "Running.", None), tag="service")},
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
        **_phone_paths(),
        **_tournament_paths(),
        **archive_paths(_op, _director_op, TOURNAMENT_ID),
        **control_paths(_director_op, TOURNAMENT_ID, ENTRANT),
    }


PHONE_ID = {"name": "phone_id", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "The phone's public id, from GET /games/{game_id}/phones."}
DIRECTOR_ONLY = {**DIRECTOR, "required": True, "description": "The director code."}
DIRECTOR_ERRORS = {"401": "No director code.", "403": "Wrong director code.",
                   "404": "No such game (or phone).",
                   "429": "Too many wrong director codes lately: see Retry-After."}


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


def _tournament_paths() -> dict[str, dict]:
    base, rnd, tab = (TOURNAMENT_ID,), (TOURNAMENT_ID, ROUND), (TOURNAMENT_ID, ROUND, TABLE)
    return {
        "/tournaments": {"post": _op(
            "Start a tournament", "Its entrants, format, match and settings; answers the id, the "
            "director code (shown this once) and the links.", ok=("201", "Created.", None),
            body=schemas.NewTournamentSchema, tag="tournaments",
            errors={"429": "Too many new tournaments from this client lately."})},
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
            "Enter or override a table's result", "Points per game, for a table playing on paper; a "
            "concours sum that cannot be right is refused with the reason.",
            ok=("200", "The table.", None), params=tab, body=schemas.PaperResultSchema)},
        "/tournaments/{tournament_id}/rounds/{round_no}/tables/{table}/approve": {"post": _director_op(
            "Approve a table's result", "Makes a finished match's result final.",
            ok=("200", "The table.", None), params=tab)},
    }


@cache
def spec() -> dict:
    doc = APISpec(
        title="Scorekeeper API", version="1", openapi_version="3.0.3",
        plugins=[MarshmallowPlugin()],
        info={"description": "Keeps score and adjudicates the Jack-Nine card games. Shapes of records "
                             "and rulings: RECORDS.md. Errors: {\"error\": {\"message\", \"path\"}}."},
        servers=[{"url": "/api/v1"}])
    doc.components.security_scheme("table_token", {
        "type": "http", "scheme": "bearer",
        "description": "The table token answered by POST /games: Authorization: Bearer <table_token>."})
    for name, schema in (("Meld", schemas.MeldSchema), ("Claim", schemas.ClaimSchema),
                         ("Hand", schemas.HandSchema), ("Record", schemas.RecordSchema),
                         ("NewGame", schemas.NewGameSchema), ("Confirm", schemas.ConfirmSchema),
                         ("Error", answers.ErrorSchema), ("Game", answers.GameSchema),
                         ("Conflict", answers.ConflictSchema),
                         ("Created", answers.CreatedSchema), ("HandResult", answers.HandResultSchema),
                         ("History", answers.HistorySchema), ("Presets", answers.PresetsSchema)):
        doc.components.schema(name, schema=schema)
    for path, operations in _paths().items():
        doc.path(path=path, operations=operations)
    return doc.to_dict()


@bp.get("/openapi.json")
def openapi_json():
    return jsonify(spec())


def _fields(doc: dict, schema: dict | None) -> list[dict]:
    """A body schema's fields as rows (name, type, required, description) for the page."""
    if not schema or "$ref" not in schema:
        return []
    component = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    required = set(component.get("required", ()))
    rows = []
    for name, prop in component.get("properties", {}).items():
        kind = prop.get("type") or prop.get("$ref", "object").rsplit("/", 1)[-1]
        if kind == "array":
            items = prop.get("items", {})
            kind = f"list of {items.get('type') or items.get('$ref', 'object').rsplit('/', 1)[-1]}"
        rows.append({"name": name, "type": kind, "required": name in required,
                     "description": prop.get("description", "")})
    return rows


def _operations(doc: dict) -> list[dict]:
    out = []
    for path, methods in doc["paths"].items():
        for method, op in methods.items():
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            body_ref = body.get("schema")
            out.append({
                "method": method.upper(), "path": "/api/v1" + path, "op": op,
                "anchor": f"{method}-{path}".replace("/", "-").replace("{", "").replace("}", ""),
                "body": _fields(doc, body_ref),
                "body_name": body_ref["$ref"].rsplit("/", 1)[-1] if body_ref else None,
                "nested": [{"name": n, "fields": _fields(doc, {"$ref": f"#/components/schemas/{n}"})}
                           for n in ("Meld", "Claim") if body_ref and body_ref["$ref"].endswith(("Hand", "Record"))],
            })
    return out


@bp.get("/")
@bp.get("/docs")
def api_page():
    """The API, readable in a browser with no network: rendered here from the same document."""
    doc = spec()
    return render_template("api.html", info=doc["info"], operations=_operations(doc))
