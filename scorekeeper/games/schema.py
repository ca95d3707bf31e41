"""The games' tables: games, hands, the append-only revision log, idempotency keys, phones."""

from __future__ import annotations

import sqlite_utils

from ..storage import register_schema

# The name predates the other features' schemas: databases made before them know it.
migrations = register_schema(sqlite_utils.Migrations("scorekeeper"))


@migrations()
def m001_games(db: sqlite_utils.Database) -> None:
    db.table("games").create({
        "id": str, "variant": str, "options": str, "players": str, "title": str,
        "created": str, "version": int, "table_token_hash": str, "director_code_hash": str,
    }, pk="id", not_null={"variant", "options", "players", "created", "version",
                           "table_token_hash", "director_code_hash"})
    db.table("hands").create({
        "game_id": str, "number": int, "hand": str,
        "entered_at": str, "entered_role": str, "entered_seat": int,
        "confirmed_at": str, "confirmed_role": str, "confirmed_seat": int,
        "corrected_at": str, "corrected_role": str, "corrected_seat": int,
    }, pk=("game_id", "number"), foreign_keys=[("game_id", "games", "id")],
        not_null={"game_id", "number", "hand", "entered_at", "entered_role"})
    db.table("revisions").create({
        "id": int, "game_id": str, "version": int, "at": str, "action": str,
        "author_role": str, "author_seat": int, "hand": int, "before": str, "after": str,
    }, pk="id", foreign_keys=[("game_id", "games", "id")],
        not_null={"game_id", "version", "at", "action", "author_role"})
    db.table("revisions").create_index(["game_id", "version"], unique=True)
    db.table("idempotency").create({
        "game_id": str, "key": str, "fingerprint": str, "number": int, "version": int, "at": str,
    }, pk=("game_id", "key"), foreign_keys=[("game_id", "games", "id")])
    # The audit log is append-only in the database itself, not only by convention.
    for event in ("UPDATE", "DELETE"):
        db.execute(f"""
            CREATE TRIGGER revisions_no_{event.lower()} BEFORE {event} ON revisions
            BEGIN SELECT RAISE(ABORT, 'the revision log is append-only'); END""")


@migrations()
def m002_phones(db: sqlite_utils.Database) -> None:
    # The table token becomes derivable by the server (see games.phones), so the share page can
    # show it again without keeping it anywhere; NULL for games whose token was random.
    db.table("games").add_column("token_epoch", int)
    db.table("phones").create({
        "id": str, "game_id": str, "key_hash": str, "seat": int, "joined_at": str,
        "revoked_at": str,
    }, pk="id", foreign_keys=[("game_id", "games", "id")],
        not_null={"game_id", "key_hash", "joined_at"})
    # One key may hold a seat in several games: a tournament match's next game takes over
    # the phones of the game before.
    db.table("phones").create_index(["key_hash", "game_id"], unique=True)
    db.table("phones").create_index(["game_id"])


@migrations()
def m003_next_game(db: sqlite_utils.Database) -> None:
    # A game played as the next of a match at the same table points to the one before it.
    db.table("games").add_column("previous", str)
