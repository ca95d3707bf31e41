"""Recomputations kept in PostgreSQL: a job row per (kind, subject) waiting, taken by any hub
process with ``SELECT ... FOR UPDATE SKIP LOCKED`` (two workers never take the same one, and a
worker that dies lets it go with its transaction). No other queue to run."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from psycopg_pool import ConnectionPool

from .db import Conn

log = logging.getLogger(__name__)
RUNNERS: dict[str, Callable[[Conn, str], None]] = {}


def runs(kind: str):
    def register(function):
        RUNNERS[kind] = function
        return function
    return register


def enqueue(conn: Conn, *, kind: str, subject: str) -> None:
    """Queue a recomputation, once: a job already waiting for it will see this change too."""
    conn.execute("INSERT INTO hub_jobs (kind, subject) VALUES (%s, %s) "
                 "ON CONFLICT (kind, subject) WHERE done_at IS NULL DO NOTHING", [kind, subject])


def run_one(pool: ConnectionPool[Conn]) -> bool:
    """Take the oldest waiting job and run it in the same transaction; False when none waits."""
    with pool.connection() as conn:
        job = conn.execute("SELECT id, kind, subject FROM hub_jobs WHERE done_at IS NULL ORDER BY id "
                           "LIMIT 1 FOR UPDATE SKIP LOCKED").fetchone()
        if job is None:
            return False
        try:
            with conn.transaction():  # a savepoint: a failing job is set aside, not retried forever
                RUNNERS[job["kind"]](conn, job["subject"])
            error = None
        except Exception as failure:  # kept on the job's row for the officer (and logged)
            log.exception("hub job %s %s failed", job["kind"], job["subject"])
            error = f"{type(failure).__name__}: {failure}"[:2000]
        conn.execute("UPDATE hub_jobs SET done_at = now(), error = %s WHERE id = %s", [error, job["id"]])
        return True


def run_waiting(pool: ConnectionPool[Conn], *, most: int = 1000) -> int:
    done = 0
    while done < most and run_one(pool):
        done += 1
    return done


def start_worker(pool: ConnectionPool[Conn], *, every: float = 1.0) -> threading.Event:
    """A daemon thread of this hub process that runs waiting jobs; set the event to stop it."""
    stop = threading.Event()

    def work() -> None:
        while not stop.wait(every):
            try:
                run_waiting(pool, most=50)
            except Exception:  # logged (log.exception); the job stays waiting for the next pass
                log.exception("a hub job failed")

    threading.Thread(target=work, name="hub-jobs", daemon=True).start()
    return stop
