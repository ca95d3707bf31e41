"""Reading and writing games in the database: rows in, ``Game`` values out, one revision per change."""

from __future__ import annotations

import json
from datetime import datetime, UTC
from typing import Any

import sqlite_utils

from ..storage import read_snapshot, rows, write_transaction
from ..rules import RecordError, adjudicate, find_variant
from . import cache, credentials, schema  # noqa: F401  (schema: the games' tables are registered)
from .model import Author, Created, Entry, Forbidden, Game, NotAuthorized, NotFound, Revision


def now() -> str:
    """The time of a change (UTC, milliseconds): taken here, never by the engine."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def dumps(value: object) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


# ---------------------------------------------------------------- reading

def get_game(db: sqlite_utils.Database, *, game_id: str) -> Game:
    """The game at this link, with its hands; ``NotFound`` if there is none.

    One small read when the game is unchanged since this process last saw it (``cache``).
    """
    head = _game_row(db, game_id)
    known = cache.game_at(game_id, head["version"])
    # A new table token changes no version: the cached game must hold the current one.
    if isinstance(known, Game) and known.table_token_hash == head["table_token_hash"]:
        return known
    with read_snapshot(db):  # the row and the hands of one version
        row = _game_row(db, game_id)
        hands = rows(db, "SELECT * FROM hands WHERE game_id = ? ORDER BY number", [game_id])
    game = Game(id=row["id"], variant=row["variant"], options=json.loads(row["options"]),
                players=json.loads(row["players"]), title=row["title"], created=row["created"],
                version=row["version"], entries=tuple(_entry(h) for h in hands),
                table_token_hash=row["table_token_hash"],
                director_code_hash=row["director_code_hash"], token_epoch=row.get("token_epoch"),
                previous=row.get("previous"))
    cache.remember(game)
    return game


def _game_row(db: sqlite_utils.Database, game_id: str) -> dict:
    found = rows(db, "SELECT * FROM games WHERE id = ?", [game_id]) if isinstance(game_id, str) else []
    if not found:
        raise NotFound.of("game.not_found")
    return found[0]


def _author(role: str | None, seat: int | None) -> Author | None:
    return None if role is None else Author(role, seat)


def _entry(row: dict) -> Entry:
    return Entry(number=row["number"], hand=json.loads(row["hand"]),
                 entered_at=row["entered_at"],
                 entered_by=Author(row["entered_role"], row["entered_seat"]),
                 confirmed_at=row["confirmed_at"],
                 confirmed_by=_author(row["confirmed_role"], row["confirmed_seat"]),
                 corrected_at=row["corrected_at"],
                 corrected_by=_author(row["corrected_role"], row["corrected_seat"]))


def following_game(db: sqlite_utils.Database, *, game_id: str) -> str | None:
    """The id of the game made as the next of a match after ``game_id``, if one was."""
    found = rows(db, "SELECT id FROM games WHERE previous = ? LIMIT 1", [game_id])
    return found[0]["id"] if found else None


def recent_game_ids(db: sqlite_utils.Database, *, limit: int) -> list[str]:
    """The ids of the ``limit`` games made last, newest first."""
    return [r["id"] for r in rows(db, "SELECT id FROM games ORDER BY created DESC LIMIT ?", [limit])]


def game_versions(db: sqlite_utils.Database, *, game_ids: list[str]) -> tuple[int, int]:
    """(sum, count) of the games' versions: versions only grow, so any change shows."""
    if not game_ids:
        return 0, 0
    marks = ",".join("?" * len(game_ids))
    found = rows(db, f"SELECT coalesce(sum(version), 0) AS total, count(*) AS n FROM games "
                     f"WHERE id IN ({marks})", game_ids)
    return found[0]["total"], found[0]["n"]


def token_epochs(db: sqlite_utils.Database, *, game_ids: list[str]) -> tuple[int, int]:
    """(sum, count) of the games' table-token epochs: a new token only ever raises its epoch,
    so a printed join link that changed shows without deriving any token."""
    if not game_ids:
        return 0, 0
    marks = ",".join("?" * len(game_ids))
    found = rows(db, f"SELECT coalesce(sum(coalesce(token_epoch, -1)), 0) AS total, count(*) AS n FROM games "
                     f"WHERE id IN ({marks})", game_ids)
    return found[0]["total"], found[0]["n"]


def any_hand(db: sqlite_utils.Database, *, game_ids: list[str]) -> bool:
    """Whether a hand is stored in one of these games."""
    if not game_ids:
        return False
    marks = ",".join("?" * len(game_ids))
    return bool(rows(db, f"SELECT 1 FROM hands WHERE game_id IN ({marks}) LIMIT 1", game_ids))


def history(db: sqlite_utils.Database, *, game_id: str) -> list[Revision]:
    """Every change to the game, oldest first."""
    get_game(db, game_id=game_id)
    found = rows(db, "SELECT * FROM revisions WHERE game_id = ? ORDER BY version", [game_id])
    return [Revision(version=r["version"], at=r["at"], action=r["action"],
                     author=Author(r["author_role"], r["author_seat"]), hand=r["hand"],
                     before=_loads(r["before"]), after=_loads(r["after"])) for r in found]


def record_at(db: sqlite_utils.Database, *, game_id: str, version: int) -> dict:
    """The game record as it stood at ``version``, replayed from the revision log."""
    game = get_game(db, game_id=game_id)
    hands: list[dict] = []
    for revision in history(db, game_id=game_id):
        if revision.version > version:
            break
        if revision.action in ("enter", "claim"):
            assert revision.after is not None  # an entry's revision keeps the hand it wrote
            hands.append(revision.after["hand"])
        elif revision.action == "correct":
            assert revision.after is not None and revision.hand is not None
            hands[revision.hand - 1] = revision.after["hand"]
        elif revision.action == "undo":
            hands.pop()
    return game.record(hands=hands)


# ---------------------------------------------------------------- who may write

def authorize(game: Game, *, table_token: str | None = None, director_code: str | None = None,
              seat: int | None = None) -> Author:
    """The author of a change made with these credentials; refuses missing or wrong ones.

    Either credential allows writing; every credential given must be right (a wrong one is
    refused even beside a right one). ``seat`` is the seat the phone speaks for, if it says.
    """
    if not table_token and not director_code:
        raise NotAuthorized.of("game.token_needed")
    if table_token and not credentials.check_token(table_token, game.table_token_hash):
        raise Forbidden.of("game.wrong_token")
    if director_code and not credentials.check_code(director_code, game.director_code_hash):
        raise Forbidden.of("game.wrong_director_code", "director_code")
    if seat is not None and not (isinstance(seat, int) and not isinstance(seat, bool)
                                 and 0 <= seat < len(game.players)):
        raise RecordError(f"seat is a seat number from 0 to {len(game.players) - 1}", "seat")
    return Author("director" if director_code else "table", seat)


# ---------------------------------------------------------------- writing

def create_game(db: sqlite_utils.Database, *, variant: str, players: list[str],
                options: dict | None = None, title: str | None = None,
                token_secret: str | None = None, previous: str | None = None,
                director_code_hash: str | None = None) -> Created:
    """A new game (checked by the engine as a record without hands) and its two secrets.

    With ``token_secret`` (the server's secret key) the table token is derived from it and the
    game's id, so the server can show the join link again without storing the token. With
    ``director_code_hash`` the game takes that code (a tournament's games take the tournament's):
    no new code, and no scrypt hash per game.
    """
    record = {"variant": variant, "options": options or {}, "players": players, "hands": []}
    if title is not None:
        record["title"] = title
    adjudicate(record)
    record["variant"] = find_variant(variant).name
    if director_code_hash:
        code, code_hash = None, director_code_hash  # another's code (a tournament's): no new hash
    else:
        code = credentials.new_code()
        code_hash = credentials.hash_code(code)
    header = {k: v for k, v in record.items() if k != "hands"}
    at = now()
    with write_transaction(db):
        game_id = _free_id(db)
        epoch = 1 if token_secret else None
        token = (credentials.derived_token(token_secret, game_id=game_id, epoch=1) if token_secret
                 else credentials.new_token())
        db.execute(
            "INSERT INTO games (id, variant, options, players, title, created, version,"
            " table_token_hash, director_code_hash, token_epoch, previous)"
            " VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)",
            [game_id, record["variant"], dumps(record["options"]), dumps(players), title, at,
             credentials.hash_token(token), code_hash, epoch, previous])
        revise(db, game_id=game_id, version=1, at=at, action="create", author=Author("table"),
               hand=None, before=None, after=header)
    return Created(get_game(db, game_id=game_id), token, code)


def prepare_games(*, variant: str, options: dict, tables: list[tuple[list[str], str]],
                  token_secret: str, director_code_hash: str) -> list[tuple]:
    """New games checked and made ready outside any transaction: ``(players, title)`` each,
    with derived tokens and another's director code, so nothing costs a hash. Their rows,
    for ``insert_games`` inside the caller's write (ids are 72 random bits, never reused)."""
    at, out = now(), []
    name = find_variant(variant).name
    for players, title in tables:
        record = {"variant": variant, "options": options or {}, "players": players, "hands": [],
                  "title": title}
        adjudicate(record)
        record["variant"] = name
        header = {k: v for k, v in record.items() if k != "hands"}
        game_id = credentials.new_game_id()
        token = credentials.derived_token(token_secret, game_id=game_id, epoch=1)
        out.append((game_id, name, dumps(record["options"]), dumps(players), title, at,
                    credentials.hash_token(token), director_code_hash, 1, None, dumps(header)))
    return out


def insert_games(db: sqlite_utils.Database, prepared: list[tuple]) -> list[str]:
    """Store games from ``prepare_games``; call inside ``write_transaction``. Their ids."""
    db.conn.executemany(
        "INSERT INTO games (id, variant, options, players, title, created, version,"
        " table_token_hash, director_code_hash, token_epoch, previous)"
        " VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)", [row[:10] for row in prepared])
    db.conn.executemany(
        "INSERT INTO revisions (game_id, version, at, action, author_role, author_seat, hand,"
        " before, after) VALUES (?, 1, ?, 'create', 'table', NULL, NULL, NULL, ?)",
        [(row[0], row[5], row[10]) for row in prepared])
    return [row[0] for row in prepared]


def import_game(db: sqlite_utils.Database, *, record: dict, entries: list[Entry], created: str,
                token_secret: str, director_code_hash: str | None = None,
                previous: str | None = None) -> str:
    """A game brought in from elsewhere (a tournament's archive) with its hands as they were
    entered, under a new id, a derived table token and the director code ``director_code_hash``
    (the importing tournament's) or else a new one nobody is shown; ``previous``: the game
    before it at its table, by its new id. Call inside ``write_transaction``. Its id."""
    game_id = _free_id(db)
    token = credentials.derived_token(token_secret, game_id=game_id, epoch=1)
    db.execute("INSERT INTO games (id, variant, options, players, title, created, version,"
               " table_token_hash, director_code_hash, token_epoch, previous)"
               " VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, 1, ?)",
               [game_id, find_variant(record["variant"]).name, dumps(record["options"]),
                dumps(record["players"]), record.get("title"), created, credentials.hash_token(token),
                director_code_hash or credentials.hash_code(credentials.new_code()), previous])
    header = {k: v for k, v in record.items() if k != "hands"}
    revise(db, game_id=game_id, version=1, at=created, action="create", author=Author("table"),
           hand=None, before=None, after=header)
    for version, entry in enumerate(entries, start=2):
        save_entry(db, game_id=game_id, entry=entry)
        revise(db, game_id=game_id, version=version, at=entry.entered_at, action="enter",
               author=entry.entered_by, hand=entry.number, before=None, after=entry.to_json())
    return game_id


def _free_id(db: sqlite_utils.Database) -> str:
    while True:
        game_id = credentials.new_game_id()
        if db.execute("SELECT 1 FROM games WHERE id = ?", [game_id]).fetchone() is None:
            return game_id


def revise(db: sqlite_utils.Database, *, game_id: str, version: int, at: str, action: str,
           author: Author, hand: int | None, before: dict | None, after: dict | None) -> None:
    """Log one change and move the game to ``version``; call inside ``write_transaction``."""
    db.execute(
        "INSERT INTO revisions (game_id, version, at, action, author_role, author_seat, hand,"
        " before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [game_id, version, at, action, author.role, author.seat, hand, dumps(before),
         dumps(after)])
    db.execute("UPDATE games SET version = ? WHERE id = ?", [version, game_id])


def save_entry(db: sqlite_utils.Database, *, game_id: str, entry: Entry) -> None:
    """Insert or replace one hand row (the caller logs the revision)."""
    def who(author: Author | None) -> tuple:
        return (author.role, author.seat) if author else (None, None)
    db.execute(
        "INSERT OR REPLACE INTO hands (game_id, number, hand, entered_at, entered_role,"
        " entered_seat, confirmed_at, confirmed_role, confirmed_seat, corrected_at,"
        " corrected_role, corrected_seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [game_id, entry.number, dumps(entry.hand), entry.entered_at, *who(entry.entered_by),
         entry.confirmed_at, *who(entry.confirmed_by), entry.corrected_at,
         *who(entry.corrected_by)])


def delete_entry(db: sqlite_utils.Database, *, game_id: str, number: int) -> None:
    db.execute("DELETE FROM hands WHERE game_id = ? AND number = ?", [game_id, number])
