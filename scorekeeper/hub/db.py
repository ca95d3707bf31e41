"""The hub's PostgreSQL: a connection pool per process (psycopg 3, psycopg_pool) and the schema as
numbered SQL files in ``migrations/``, applied in order, each recorded in ``hub_migrations`` (an
advisory lock keeps two hub processes starting together from applying one twice).

Plain SQL rather than an ORM: the hub's queries are few, and a reader sees exactly what runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
from flask import Flask, current_app
from psycopg.rows import DictRow, dict_row
from psycopg_pool import ConnectionPool

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
Conn = psycopg.Connection[DictRow]  # rows as dicts, by column name
LOCK = 31_337  # the advisory lock the migrations are applied under


def migrate(dsn: str) -> list[str]:
    """Apply the migrations not yet applied; their names."""
    applied = []
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", [LOCK])
        try:
            conn.execute((MIGRATIONS / "ledger.sql").read_text(encoding="utf-8").encode("utf-8"))
            done = {row[0] for row in conn.execute("SELECT name FROM hub_migrations")}
            for path in sorted(MIGRATIONS.glob("[0-9][0-9][0-9]_*.sql")):
                if path.name in done:
                    continue
                with conn.transaction():
                    conn.execute(path.read_text(encoding="utf-8").encode("utf-8"))
                    conn.execute("INSERT INTO hub_migrations (name) VALUES (%s)", [path.name])
                applied.append(path.name)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", [LOCK])
    return applied


def init_app(app: Flask) -> None:
    dsn = app.config["HUB_DATABASE"]
    if app.config.get("HUB_MIGRATE", True):
        migrate(dsn)
    pool: ConnectionPool[Conn] = ConnectionPool(
        dsn, connection_class=Conn, min_size=1, max_size=app.config.get("HUB_POOL_SIZE", 8), open=True,
        kwargs={"row_factory": dict_row}, name="hub")
    app.extensions["hub_pool"] = pool


def returned(row: dict | None) -> dict:
    """The row an INSERT ... RETURNING (or a read of a row just locked) gave back: always one."""
    assert row is not None
    return row


@contextmanager
def transaction() -> Iterator[Conn]:
    """One connection from the pool, in one transaction: committed when the block ends well."""
    pool: ConnectionPool[Conn] = current_app.extensions["hub_pool"]
    with pool.connection() as conn:
        yield conn
