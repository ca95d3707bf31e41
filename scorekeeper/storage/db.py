"""The embedded SQLite database: one connection per request, schema by ``sqlite_utils.Migrations``
that each feature registers (``register_schema``).

The database file is ``instance/scorekeeper.db`` unless the ``DATABASE`` setting says otherwise
(``SCOREKEEPER_DATABASE`` in the environment, or ``instance/config.py``). The schema is applied
when the server starts, by ``flask --app scorekeeper init-db``, and on the first connection a
process makes to a database file, so every entry point finds its tables.

Durability: WAL journal; a request is answered only after its transaction has committed, so a
killed server (``kill -9``, a crash, the OOM killer) loses nothing it acknowledged and the file
is never corrupt. ``SQLITE_SYNCHRONOUS`` (env ``SCOREKEEPER_SQLITE_SYNCHRONOUS``) says how hard a
commit waits for the disk: ``NORMAL`` (default, SQLite's advice for WAL) leaves the last commits
to the operating system, so a power cut of the *server* may undo the last hands, never corrupt
the file; ``FULL`` waits for an fsync on every commit, which on a busy or slow disk costs
milliseconds per hand (see bench/api.py).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager
from collections.abc import Iterator

import click
import sqlite_utils
from flask import Flask, current_app, g
from flask.cli import with_appcontext

BUSY_TIMEOUT_MS = 10_000
SYNCHRONOUS = ("NORMAL", "FULL", "EXTRA")
KEPT_PER_THREAD = 4

# Each feature keeps its own schema (``games.schema``, ``tournaments.store``) and registers it
# here when it is imported: the database knows no feature.
SCHEMAS: list[sqlite_utils.Migrations] = []

# Writers in one process queue on this lock instead of in SQLite's busy handler, whose
# sleeps would put tens of milliseconds on a phone's hand entry; busy_timeout still covers
# writers in other processes (the CLI, a second server).
_WRITE_LOCK = threading.Lock()
_MIGRATED: set[str] = set()
_BACKGROUND_CHECKPOINT: set[str] = set()
_local = threading.local()
_MIGRATE_LOCK = threading.Lock()


def connect(path: str, *, synchronous: str = "NORMAL") -> sqlite_utils.Database:
    """A connection to the database at ``path`` with the settings every connection needs."""
    if synchronous not in SYNCHRONOUS:
        raise ValueError(f"SQLITE_SYNCHRONOUS is one of {', '.join(SYNCHRONOUS)}, not {synchronous!r}")
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False)
    db = sqlite_utils.Database(conn, execute_plugins=False)
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    db.execute(f"PRAGMA synchronous = {synchronous}")
    db.execute("PRAGMA foreign_keys = ON")
    if path in _BACKGROUND_CHECKPOINT:
        db.execute("PRAGMA wal_autocheckpoint = 0")
    return db


def checkpoint_in_background(path: str, *, every: float = 1.0) -> None:
    """Copy the WAL into the database file from a thread of its own (the server does this).

    Otherwise SQLite does it inside whichever commit crosses 1000 pages of WAL, with two
    fsyncs, while that phone and every writer queued behind it waits.
    """
    def run() -> None:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False)
        while True:
            time.sleep(every)
            try:
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            except sqlite3.Error:  # busy or locked now: the next round catches up
                continue

    _BACKGROUND_CHECKPOINT.add(path)
    threading.Thread(target=run, name="scorekeeper-checkpoint", daemon=True).start()


def register_schema(migrations: sqlite_utils.Migrations) -> sqlite_utils.Migrations:
    """Apply a feature's migrations to every database, after those registered before it."""
    if migrations not in SCHEMAS:
        SCHEMAS.append(migrations)
    return migrations


def migrate(path: str) -> list[str]:
    """Switch the file at ``path`` to WAL and apply pending migrations; their names."""
    db = connect(path)
    try:
        db.enable_wal()
        pending = []
        for group in SCHEMAS:
            pending += [m.name for m in group.pending(db)]
            group.apply(db)
        return pending
    finally:
        db.close()


def ensure_migrated(path: str) -> None:
    """Migrate ``path`` once per process (cheap after the first call)."""
    if path in _MIGRATED:
        return
    with _MIGRATE_LOCK:
        if path not in _MIGRATED:
            migrate(path)
            _MIGRATED.add(path)


def _thread_connection(path: str, synchronous: str) -> sqlite_utils.Database:
    """This thread's connection to ``path``, kept between requests.

    Closing the last connection to a WAL database checkpoints and removes the WAL file: doing
    that after every request cost more than the request itself.
    """
    kept = _local.__dict__.setdefault("kept", OrderedDict())
    key = (path, synchronous)
    if key in kept:
        kept.move_to_end(key)
        return kept[key]
    ensure_migrated(path)
    kept[key] = db = connect(path, synchronous=synchronous)
    while len(kept) > KEPT_PER_THREAD:  # test suites open many databases in one thread
        kept.popitem(last=False)[1].close()
    return db


def get_db() -> sqlite_utils.Database:
    """This request's connection (flaskr style: ``g.db``, handed back at teardown)."""
    if "db" not in g:
        config = current_app.config
        g.db = _thread_connection(config["DATABASE"], config["SQLITE_SYNCHRONOUS"].upper())
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None and db.conn.in_transaction:
        db.rollback()  # nothing half-done outlives its request


def rows(db: sqlite_utils.Database, sql: str, params: list) -> list[dict]:
    """Rows as dicts, straight from sqlite3 (``db.query`` wraps every read in a savepoint)."""
    cursor = db.conn.execute(sql, params)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor]


@contextmanager
def read_snapshot(db: sqlite_utils.Database) -> Iterator[sqlite_utils.Database]:
    """Reads inside see one state of the database: a commit between them cannot split them."""
    if db.conn.in_transaction:
        yield db
        return
    db.conn.execute("BEGIN")
    try:
        yield db
    finally:
        db.conn.execute("COMMIT")


@contextmanager
def write_transaction(db: sqlite_utils.Database) -> Iterator[sqlite_utils.Database]:
    """One write: serialised with the process's other writers, committed before it returns.

    ``BEGIN IMMEDIATE`` takes the write lock up front, so what is read inside the block is
    still true when it is written (no lost update between two phones). Nested in a write of
    the same thread and connection, it joins that one: committed or rolled back with it.
    """
    writing = _local.__dict__.setdefault("writing", set())
    if id(db) in writing:
        # Inside this thread's own write: part of it (a draw's games and its log event are
        # one transaction, all or nothing).
        yield db
        return
    with _WRITE_LOCK:
        db.execute("BEGIN IMMEDIATE")
        writing.add(id(db))
        try:
            yield db
        except BaseException:
            db.rollback()
            raise
        finally:
            writing.discard(id(db))
        db.execute("COMMIT")


def integrity_check(db: sqlite_utils.Database) -> str:
    return db.execute("PRAGMA integrity_check").fetchone()[0]


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the database, or bring its schema up to date."""
    path = current_app.config["DATABASE"]
    applied = migrate(path)
    _MIGRATED.add(path)
    click.echo(f"Database {path}: " + (f"applied {', '.join(applied)}" if applied else "up to date"))


def init_app(app: Flask) -> None:
    app.config.setdefault("SQLITE_SYNCHRONOUS", "NORMAL")
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
