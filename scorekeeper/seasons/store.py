"""A season in the database: its header (title, rules, the director code's hash), its evenings
(tournaments, in the season's order), the absences the director excused, and a log of every
change (append-only). The standings are never stored."""

from __future__ import annotations

import json

import sqlite_utils

from ..games import now
from ..storage import register_schema, rows

migrations = register_schema(sqlite_utils.Migrations("scorekeeper-seasons"))


@migrations()
def m001_seasons(db: sqlite_utils.Database) -> None:
    db.table("seasons").create({"id": str, "title": str, "settings": str, "director_code_hash": str,
                                "created": str}, pk="id",
                               not_null={"title", "settings", "director_code_hash", "created"})
    db.table("season_evenings").create({"season_id": str, "tournament_id": str, "position": int},
                                       pk=("season_id", "tournament_id"),
                                       foreign_keys=[("season_id", "seasons", "id")])
    db.table("season_excused").create({"season_id": str, "tournament_id": str, "player_id": str},
                                      pk=("season_id", "tournament_id", "player_id"),
                                      foreign_keys=[("season_id", "seasons", "id")])
    db.table("season_log").create({"id": int, "season_id": str, "at": str, "action": str, "data": str},
                                  pk="id", foreign_keys=[("season_id", "seasons", "id")],
                                  not_null={"season_id", "at", "action", "data"})
    for event in ("UPDATE", "DELETE"):
        db.execute(f"""
            CREATE TRIGGER season_log_no_{event.lower()} BEFORE {event} ON season_log
            BEGIN SELECT RAISE(ABORT, 'the season log is append-only'); END""")


def log(db: sqlite_utils.Database, season_id: str, action: str, data: dict) -> None:
    db.execute("INSERT INTO season_log (season_id, at, action, data) VALUES (?, ?, ?, ?)",
               [season_id, now(), action, json.dumps(data, ensure_ascii=False)])


def insert_season(db: sqlite_utils.Database, *, season_id: str, title: str, settings: dict, code_hash: str,
                  created: str) -> None:
    db.execute("INSERT INTO seasons (id, title, settings, director_code_hash, created) VALUES (?, ?, ?, ?, ?)",
               [season_id, title, json.dumps(settings), code_hash, created])


def update_season(db: sqlite_utils.Database, *, season_id: str, title: str, settings: dict) -> None:
    db.execute("UPDATE seasons SET title = ?, settings = ? WHERE id = ?", [title, json.dumps(settings), season_id])


def season_row(db: sqlite_utils.Database, season_id: str) -> dict | None:
    found = rows(db, "SELECT * FROM seasons WHERE id = ?", [season_id]) if isinstance(season_id, str) else []
    return found[0] if found else None


def all_seasons(db: sqlite_utils.Database) -> list[dict]:
    return rows(db, "SELECT id, title, created FROM seasons ORDER BY created DESC, id", [])


def evenings(db: sqlite_utils.Database, season_id: str) -> list[str]:
    return [r["tournament_id"] for r in rows(
        db, "SELECT tournament_id FROM season_evenings WHERE season_id = ? ORDER BY position", [season_id])]


def seasons_of(db: sqlite_utils.Database, tournament_ids: list[str]) -> dict[str, list[str]]:
    if not tournament_ids:
        return {}
    marks = ", ".join("?" * len(tournament_ids))
    out: dict[str, list[str]] = {}
    for r in rows(db, f"SELECT * FROM season_evenings WHERE tournament_id IN ({marks})", list(tournament_ids)):
        out.setdefault(r["season_id"], []).append(r["tournament_id"])
    return out


def add_evening(db: sqlite_utils.Database, season_id: str, tournament_id: str) -> None:
    db.execute("INSERT INTO season_evenings (season_id, tournament_id, position) VALUES (?, ?, "
               "(SELECT coalesce(max(position), 0) + 1 FROM season_evenings WHERE season_id = ?))",
               [season_id, tournament_id, season_id])


def remove_evening(db: sqlite_utils.Database, season_id: str, tournament_id: str) -> None:
    db.execute("DELETE FROM season_evenings WHERE season_id = ? AND tournament_id = ?", [season_id, tournament_id])
    db.execute("DELETE FROM season_excused WHERE season_id = ? AND tournament_id = ?", [season_id, tournament_id])


def excused(db: sqlite_utils.Database, season_id: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for r in rows(db, "SELECT * FROM season_excused WHERE season_id = ?", [season_id]):
        out.setdefault(r["tournament_id"], set()).add(r["player_id"])
    return out


def set_excused(db: sqlite_utils.Database, season_id: str, tournament_id: str, player_id: str, value: bool) -> None:
    if value:
        db.execute("INSERT OR IGNORE INTO season_excused VALUES (?, ?, ?)", [season_id, tournament_id, player_id])
    else:
        db.execute("DELETE FROM season_excused WHERE season_id = ? AND tournament_id = ? AND player_id = ?",
                   [season_id, tournament_id, player_id])
