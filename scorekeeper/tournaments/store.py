"""A tournament in the database: its header and an append-only log of what the director did.

What is stored is what happened (created, an entrant added or withdrawn, a round drawn or
re-drawn, tables swapped, a result entered or approved); the state of the evening is folded
from that log, and the standings are computed from the matches each time, never stored.
Matches are ordinary stored games (``games``), linked to their table here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import sqlite_utils

from ..storage import register_schema, rows, write_transaction
from ..games import now

migrations = register_schema(sqlite_utils.Migrations("scorekeeper-tournaments"))


@migrations()
def m001_tournaments(db: sqlite_utils.Database) -> None:
    db.table("tournaments").create({
        "id": str, "title": str, "variant": str, "options": str, "settings": str,
        "director_code_hash": str, "created": str,
    }, pk="id", not_null={"title", "variant", "options", "settings", "director_code_hash", "created"})
    db.table("tournament_log").create({
        "id": int, "tournament_id": str, "at": str, "action": str, "data": str,
    }, pk="id", foreign_keys=[("tournament_id", "tournaments", "id")],
        not_null={"tournament_id", "at", "action", "data"})
    db.table("tournament_log").create_index(["tournament_id", "id"])
    for event in ("UPDATE", "DELETE"):
        db.execute(f"""
            CREATE TRIGGER tournament_log_no_{event.lower()} BEFORE {event} ON tournament_log
            BEGIN SELECT RAISE(ABORT, 'the tournament log is append-only'); END""")


@migrations()
def m002_tournament_games(db: sqlite_utils.Database) -> None:
    # Which tournament table a game was drawn for: an index of the log (the log stays the
    # truth), so that a hand entry finds its tournament with one small read.
    db.table("tournament_games").create({"game_id": str, "tournament_id": str, "round": int, "table_no": int},
                                  pk="game_id", foreign_keys=[("tournament_id", "tournaments", "id")])
    for row in rows(db, "SELECT tournament_id, data FROM tournament_log WHERE action IN "
                        "('round_drawn', 'round_redrawn', 'tables_swapped', 'game_added') ORDER BY id", []):
        data = json.loads(row["data"])
        tables = data.get("tables") or [{"table": data.get("table"), "games": [data.get("game")]}]
        for x in tables:
            for game_id in x["games"]:
                db.execute("INSERT OR IGNORE INTO tournament_games VALUES (?, ?, ?, ?)",
                           [game_id, row["tournament_id"], data["round"], x["table"]])


def link_games(db: sqlite_utils.Database, tournament_id: str, round_no: int,
               games: list[tuple[str, int]]) -> None:
    """``(game id, table)`` drawn for this round; call inside ``write_transaction``."""
    db.conn.executemany("INSERT OR IGNORE INTO tournament_games VALUES (?, ?, ?, ?)",
                        [(g, tournament_id, round_no, table) for g, table in games])


def place_of(db: sqlite_utils.Database, game_id: str) -> tuple[str, int, int] | None:
    """``(tournament id, round, table)`` a game was drawn for, if any."""
    found = rows(db, "SELECT * FROM tournament_games WHERE game_id = ?", [game_id])
    return (found[0]["tournament_id"], found[0]["round"], found[0]["table_no"]) if found else None


@dataclass(frozen=True)
class Header:
    id: str
    title: str
    variant: str
    options: dict
    settings: dict
    director_code_hash: str = field(repr=False)
    created: str = ""


@dataclass(frozen=True)
class Event:
    id: int
    at: str
    action: str
    data: dict


def insert_tournament(db: sqlite_utils.Database, header: Header) -> None:
    db.execute("INSERT INTO tournaments (id, title, variant, options, settings, director_code_hash,"
               " created) VALUES (?, ?, ?, ?, ?, ?, ?)",
               [header.id, header.title, header.variant, json.dumps(header.options),
                json.dumps(header.settings), header.director_code_hash, header.created])


def log(db: sqlite_utils.Database, tournament_id: str, action: str, data: dict) -> None:
    """Append one event; call inside ``write_transaction``."""
    db.execute("INSERT INTO tournament_log (tournament_id, at, action, data) VALUES (?, ?, ?, ?)",
               [tournament_id, now(), action, json.dumps(data, ensure_ascii=False)])


def read(db: sqlite_utils.Database, tournament_id: str) -> tuple[Header, list[Event]] | None:
    found = rows(db, "SELECT * FROM tournaments WHERE id = ?", [tournament_id]) \
        if isinstance(tournament_id, str) else []
    if not found:
        return None
    row = found[0]
    header = Header(row["id"], row["title"], row["variant"], json.loads(row["options"]),
                    json.loads(row["settings"]), row["director_code_hash"], row["created"])
    events = [Event(r["id"], r["at"], r["action"], json.loads(r["data"])) for r in rows(
        db, "SELECT * FROM tournament_log WHERE tournament_id = ? ORDER BY id", [tournament_id])]
    return header, events


def events_of(db: sqlite_utils.Database, tournament_id: str) -> list[Event]:
    """The log of a tournament the caller knows is stored."""
    found = read(db, tournament_id)
    if found is None:
        raise LookupError(f"there is no tournament {tournament_id!r}")
    return found[1]


def last_event(db: sqlite_utils.Database, tournament_id: str) -> int:
    found = rows(db, "SELECT max(id) AS last FROM tournament_log WHERE tournament_id = ?", [tournament_id])
    return found[0]["last"] or 0


def listed(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """``(id, created)`` of every tournament, oldest first (ties by id, so the order is fixed)."""
    return [(r["id"], r["created"]) for r in rows(db, "SELECT id, created FROM tournaments ORDER BY created, id", [])]


def free_id(db: sqlite_utils.Database, make) -> str:
    while True:
        candidate = make()
        if not rows(db, "SELECT 1 FROM tournaments WHERE id = ?", [candidate]):
            return candidate


__all__ = ["Event", "Header", "events_of", "free_id", "insert_tournament", "listed", "log", "migrations", "read",
           "write_transaction"]
