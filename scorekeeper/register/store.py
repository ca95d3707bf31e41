"""The register's tables: its players, the entrants' players linked to them, the questions a
close name leaves for the director, and the log of every change (append-only).

A merge points one player at another (``merged_into``); its links stay as they were, so an
unmerge gives back exactly the player that was. Who a link names is always read through the
merges.
"""

from __future__ import annotations

import json

import sqlite_utils

from ..games import now
from ..storage import register_schema, rows

migrations = register_schema(sqlite_utils.Migrations("scorekeeper-register"))


@migrations()
def m001_register(db: sqlite_utils.Database) -> None:
    db.table("register_players").create({
        "id": str, "name": str, "key": str, "initials_only": int, "merged_into": str, "created": str,
    }, pk="id", not_null={"name", "key", "initials_only", "created"}, defaults={"initials_only": 0})
    db.table("register_players").create_index(["key"])
    db.table("register_links").create({
        "tournament_id": str, "number": int, "position": int, "player_id": str,
    }, pk=("tournament_id", "number", "position"), foreign_keys=[("player_id", "register_players", "id")])
    db.table("register_links").create_index(["player_id"])
    db.table("register_questions").create({"player_id": str, "candidates": str},
                                          pk="player_id", foreign_keys=[("player_id", "register_players", "id")])
    db.table("register_log").create({"id": int, "at": str, "action": str, "data": str}, pk="id",
                                    not_null={"at", "action", "data"})
    for event in ("UPDATE", "DELETE"):
        db.execute(f"""
            CREATE TRIGGER register_log_no_{event.lower()} BEFORE {event} ON register_log
            BEGIN SELECT RAISE(ABORT, 'the register log is append-only'); END""")


def log(db: sqlite_utils.Database, action: str, data: dict) -> int:
    """Append one event (inside ``write_transaction``); its id."""
    cursor = db.conn.execute("INSERT INTO register_log (at, action, data) VALUES (?, ?, ?)",
                             [now(), action, json.dumps(data, ensure_ascii=False)])
    return int(cursor.lastrowid or 0)


def log_event(db: sqlite_utils.Database, event_id: int) -> dict | None:
    found = rows(db, "SELECT * FROM register_log WHERE id = ?", [event_id])
    return {**found[0], "data": json.loads(found[0]["data"])} if found else None


def events(db: sqlite_utils.Database, *, player_id: str | None = None) -> list[dict]:
    out = [{**r, "data": json.loads(r["data"])} for r in rows(db, "SELECT * FROM register_log ORDER BY id", [])]
    if player_id is not None:
        out = [e for e in out if player_id in (e["data"].get("player"), e["data"].get("into"))]
    return out


def all_players(db: sqlite_utils.Database) -> list[dict]:
    return rows(db, "SELECT * FROM register_players ORDER BY created, id", [])


def player_row(db: sqlite_utils.Database, player_id: str) -> dict | None:
    found = rows(db, "SELECT * FROM register_players WHERE id = ?", [player_id]) if isinstance(player_id, str) else []
    return found[0] if found else None


def by_key(db: sqlite_utils.Database, key: str) -> list[dict]:
    return rows(db, "SELECT * FROM register_players WHERE key = ? ORDER BY created, id", [key])


def insert_player(db: sqlite_utils.Database, *, player_id: str, name: str, key: str, created: str,
                  initials_only: bool = False, merged_into: str | None = None) -> None:
    db.execute("INSERT INTO register_players (id, name, key, initials_only, merged_into, created) "
               "VALUES (?, ?, ?, ?, ?, ?)", [player_id, name, key, int(initials_only), merged_into, created])


def set_merged(db: sqlite_utils.Database, player_id: str, into: str | None) -> None:
    db.execute("UPDATE register_players SET merged_into = ? WHERE id = ?", [into, player_id])


def set_initials_only(db: sqlite_utils.Database, player_id: str, value: bool) -> None:
    db.execute("UPDATE register_players SET initials_only = ? WHERE id = ?", [int(value), player_id])


def links_of(db: sqlite_utils.Database, tournament_ids: list[str]) -> list[dict]:
    if not tournament_ids:
        return []
    marks = ", ".join("?" * len(tournament_ids))
    return rows(db, f"SELECT * FROM register_links WHERE tournament_id IN ({marks}) "
                    "ORDER BY tournament_id, number, position", list(tournament_ids))


def links_to(db: sqlite_utils.Database, player_ids: list[str]) -> list[dict]:
    if not player_ids:
        return []
    marks = ", ".join("?" * len(player_ids))
    return rows(db, f"SELECT * FROM register_links WHERE player_id IN ({marks})", list(player_ids))


def insert_link(db: sqlite_utils.Database, *, tournament_id: str, number: int, position: int,
                player_id: str) -> None:
    db.execute("INSERT OR IGNORE INTO register_links (tournament_id, number, position, player_id) "
               "VALUES (?, ?, ?, ?)", [tournament_id, number, position, player_id])


def questions(db: sqlite_utils.Database) -> list[dict]:
    return [{**r, "candidates": json.loads(r["candidates"])}
            for r in rows(db, "SELECT * FROM register_questions ORDER BY player_id", [])]


def ask(db: sqlite_utils.Database, player_id: str, candidates: list[str]) -> None:
    db.execute("INSERT OR REPLACE INTO register_questions (player_id, candidates) VALUES (?, ?)",
               [player_id, json.dumps(candidates)])


def answered(db: sqlite_utils.Database, player_id: str) -> None:
    db.execute("DELETE FROM register_questions WHERE player_id = ?", [player_id])


def unlink(db: sqlite_utils.Database, tournament_id: str) -> None:
    db.execute("DELETE FROM register_links WHERE tournament_id = ?", [tournament_id])
