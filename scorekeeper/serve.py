"""``python -m scorekeeper.serve``: create the database and serve with waitress."""

from __future__ import annotations

import argparse
import gc

from waitress import serve

from . import create_app
from .storage import db


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Serve Scorekeeper")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=5000)
    parser.add_argument("--threads", type=int, default=8)
    args = parser.parse_args(argv)
    app = create_app()
    app.config["SERVED_HOST"] = args.host  # share links point where this server listens
    db.ensure_migrated(app.config["DATABASE"])  # the schema is ready before the first request
    db.checkpoint_in_background(app.config["DATABASE"])
    from .web.pdf import workers
    workers.renderer(app.config).warm()  # the PDF workers start now, not on the first sheet
    # What start-up made (modules, the app, its caches) lives as long as the server: frozen out
    # of the collector's full passes, each of which otherwise walks it all (some 20 ms that every
    # thread serving a hand waits for).
    gc.freeze()
    print(f"Scorekeeper is serving on http://{args.host}:{args.port}  (Ctrl+C stops it)", flush=True)
    if args.host in ("0.0.0.0", "::"):
        from .web import lan_address
        lan = lan_address()
        where = f"http://{lan}:{args.port}" if lan else "this machine's network address"
        print(f"  on this machine: http://127.0.0.1:{args.port}; the other phones: {where}", flush=True)
    serve(app, host=args.host, port=args.port, threads=args.threads, ident="scorekeeper")


if __name__ == "__main__":
    main()
