"""The league's recomputations are jobs in PostgreSQL: queued once however many bundles ask,
taken by one worker while another skips it (FOR UPDATE SKIP LOCKED), and a job that fails is set
aside with its error instead of blocking the queue."""

from __future__ import annotations

import psycopg
from psycopg.rows import dict_row

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from scorekeeper.hub import jobs, transaction


def waiting(hub_app) -> list[dict]:
    with hub_app.app_context(), transaction() as conn:
        return conn.execute("SELECT kind, subject, error FROM hub_jobs WHERE done_at IS NULL").fetchall()


def test_a_job_is_queued_once_and_taken_by_one_worker_only(hub_app, hub_dsn):
    with hub_app.app_context(), transaction() as conn:
        for _ in range(3):
            jobs.enqueue(conn, kind="league", subject="2026")
    assert len(waiting(hub_app)) == 1
    with psycopg.connect(hub_dsn, row_factory=dict_row) as first, psycopg.connect(hub_dsn, row_factory=dict_row) as second:
        taken = first.execute("SELECT id FROM hub_jobs WHERE done_at IS NULL LIMIT 1 FOR UPDATE SKIP LOCKED").fetchone()
        assert taken is not None
        assert second.execute("SELECT id FROM hub_jobs WHERE done_at IS NULL LIMIT 1 "
                              "FOR UPDATE SKIP LOCKED").fetchone() is None
    assert jobs.run_waiting(hub_app.extensions["hub_pool"]) == 1
    assert waiting(hub_app) == []


def test_a_failing_job_is_set_aside_with_its_error(hub_app, monkeypatch):
    def broken(conn, subject):
        raise ValueError("no such season")
    monkeypatch.setitem(jobs.RUNNERS, "broken", broken)
    with hub_app.app_context(), transaction() as conn:
        jobs.enqueue(conn, kind="broken", subject="x")
        jobs.enqueue(conn, kind="league", subject="2026")
    assert jobs.run_waiting(hub_app.extensions["hub_pool"]) == 2
    with hub_app.app_context(), transaction() as conn:
        errors = conn.execute("SELECT kind, error FROM hub_jobs ORDER BY id").fetchall()
    assert errors == [{"kind": "broken", "error": "ValueError: no such season"}, {"kind": "league", "error": None}]


def test_the_hub_never_loads_the_club_servers_storage_or_services():
    import subprocess
    import sys
    code = ("import sys, scorekeeper.hub, scorekeeper.hub.api, scorekeeper.hub.pages, scorekeeper.hub.serve; "
            "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('scorekeeper.')}))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert set(eval(loaded)) <= {"hub", "bundles", "words", "rules", "tournament_core", "season_core", "skill"}
