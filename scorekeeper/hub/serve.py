"""``scorekeeper hub``: the hub's migrations, its jobs, and its server.

    scorekeeper hub migrate --database "dbname=scorekeeper_hub"
    scorekeeper hub serve --database ... --port 8100 --workers 4 --threads 8
    scorekeeper hub jobs --database ...        # run every waiting recomputation once, then stop
    scorekeeper hub officer add ana-kovac      # a results officer: prints their token, once
    scorekeeper hub officer revoke ana-kovac   # refused from then on (403); their log is kept
    scorekeeper hub officer list

``serve`` binds the port once and forks worker processes that each serve it with waitress (the
club server's WSGI server, so nothing new to install) and their own connection pool; each also
runs waiting jobs, which PostgreSQL hands to one of them at a time (SKIP LOCKED).
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import sys


def parser() -> argparse.ArgumentParser:
    hub = argparse.ArgumentParser(prog="scorekeeper hub", description="The federation hub on PostgreSQL.")
    hub.add_argument("--database", default=os.environ.get("SCOREKEEPER_HUB_DATABASE", "dbname=scorekeeper_hub"),
                     help="a PostgreSQL connection string (env SCOREKEEPER_HUB_DATABASE)")
    commands = hub.add_subparsers(dest="action", metavar="ACTION", required=True)
    commands.add_parser("migrate", help="apply the hub's migrations")
    commands.add_parser("jobs", help="run every waiting recomputation once")
    officer = commands.add_parser("officer", help="the results officers: add one (prints their token), "
                                                  "revoke one, list them")
    officer.add_argument("what", choices=("add", "revoke", "list"))
    officer.add_argument("name", nargs="?", help="the officer's name: lower-case letters, digits, dashes")
    serve = commands.add_parser("serve", help="serve the hub with several worker processes")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8100)
    serve.add_argument("--workers", type=int, default=max(2, min(8, os.cpu_count() or 2)))
    serve.add_argument("--threads", type=int, default=8)
    return hub


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    from .app import create_hub_app, run_jobs
    from .db import migrate
    if args.action == "migrate":
        applied = migrate(args.database)
        print("applied " + ", ".join(applied) if applied else "up to date")
        return 0
    if args.action == "officer":
        return officer_command(args.database, what=args.what, name=args.name)
    if args.action == "jobs":
        app = create_hub_app({"HUB_DATABASE": args.database, "HUB_JOB_WORKER": False})
        print(f"{run_jobs(app)} jobs run")
        return 0
    migrate(args.database)
    return serve(database=args.database, host=args.host, port=args.port, workers=args.workers,
                 threads=args.threads)


def officer_command(database: str, *, what: str, name: str | None) -> int:
    """The federation's administrator's word on the officers, straight in the hub's database."""
    import psycopg
    from psycopg.rows import dict_row

    from . import officers
    from .db import migrate
    from .errors import Refused
    migrate(database)
    if what != "list" and not name:
        print(f"scorekeeper hub officer {what} NAME", file=sys.stderr)
        return 2
    try:
        with psycopg.connect(database, row_factory=dict_row) as conn:
            if what == "add":
                print(f"officer {name} added; their token (shown once, the hub keeps only its hash):\n"
                      f"{officers.add(conn, name=name)}")
            elif what == "revoke":
                print(f"officer {officers.revoke(conn, name=str(name))['name']} revoked")
            else:
                for row in officers.listed(conn):
                    state = f"revoked {row['revoked_at']:%Y-%m-%d %H:%M}" if row["revoked_at"] else "active"
                    print(f"{row['name']}\t{state}\t{row['actions']} actions")
    except Refused as refused:
        print(refused.message, file=sys.stderr)
        return 1
    return 0


def serve(*, database: str, host: str, port: int, workers: int, threads: int) -> int:
    listener = socket.create_server((host, port), reuse_port=False, backlog=1024)
    children = []
    for _ in range(workers):
        pid = os.fork()
        if pid == 0:  # a worker: its own pool, made after the fork
            _worker(listener, database=database, threads=threads)
            os._exit(0)
        children.append(pid)
    print(f"hub serving on http://{host}:{port} with {workers} processes", flush=True)

    def stop(signum, frame) -> None:
        for child in children:
            try:
                os.kill(child, signal.SIGTERM)
            except ProcessLookupError:
                pass
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    os.waitpid(children[0], 0)  # a worker that dies takes the hub down, for its supervisor to restart
    stop(signal.SIGTERM, None)
    return 1


def _worker(listener: socket.socket, *, database: str, threads: int) -> None:
    from waitress import serve as waitress_serve

    from .app import create_hub_app
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    app = create_hub_app({"HUB_DATABASE": database, "HUB_MIGRATE": False, "HUB_JOB_WORKER": True,
                          "HUB_POOL_SIZE": threads})
    waitress_serve(app, sockets=[listener], threads=threads, ident="scorekeeper-hub", _quiet=True)
