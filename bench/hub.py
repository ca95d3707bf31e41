"""Benchmark: the federation hub on PostgreSQL, against the real server with several processes.

    .venv/bin/python bench/hub.py [--database DSN] [--workers 4] [--bundles 400] [--seconds 10]
                                  [--clubs 2000] [--evenings 20]

Without ``--database`` it starts a throwaway PostgreSQL (as the tests do). Then:
1. ``scorekeeper hub serve`` with ``--workers`` processes; 8 publishing clients (one keep-alive
   connection each, one club each) post signed bundles of a 16-pair, 3-round evening a club
   server played hand by hand (its archive, which the hub replays before filing): bundles
   accepted per second.
2. 32 readers fetch a season's public standings page while one client times ``GET /healthz`` in
   the same run: p50 and p99 of both.
3. A league of ``--clubs`` clubs × ``--evenings`` evenings (16 pairs each, 3 rounds of 8 tables,
   written straight into the tables), and the time its recomputation job takes (standings by the
   season core, ratings match by match).
"""

from __future__ import annotations

import argparse
import http.client
import io
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "hub")]

from scorekeeper import bundles  # noqa: E402

TOKEN = "bench:officer-secret"  # an officer the bench adds to its database
PAIRS, ROUNDS = 16, 3


def club_evening(folder: Path, club: str) -> tuple[dict, object]:
    """A club server's 16-pair, 3-round evening whose tables play random hands to the end: its
    signed bundle as the club publishes it (the hub replays every archive it files) and its key."""
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "club")]
    from scorekeeper import create_app
    from scorekeeper.publishing import club_key
    from test_tournament_evening import Evening
    app = create_app({"TESTING": True, "DATABASE": str(folder / f"{club}.db"), "SECRET_KEY": "b",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "CLUB_KEY": str(folder / f"{club}.pem"),
                      "CLUB_ID": club})
    client = app.test_client()
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 3, "seed": 3,
                          "options": {"target": 501}, "final_by": "table", "entrants": [
                              {"name": f"{club} {i}", "players": [f"{club} A{i}", f"{club} B{i}"]}
                              for i in range(PAIRS)]})
    for k in range(1, 4):
        ev.draw()
        ev.play_round()
        for x in ev.get(director=True)["rounds"][k - 1]["tables"]:  # the director approves each table
            client.post(f"{ev.url}/rounds/{k}/tables/{x['table']}/approve", headers=ev.director)
    assert client.post(f"{ev.url}/publications", headers=ev.director).status_code == 201
    return client.get(f"{ev.url}/bundle", headers=ev.director).get_json()["bundle"], club_key(folder / f"{club}.pem")


def request(conn: http.client.HTTPConnection, method: str, path: str, body: bytes | None = None,
            headers: dict | None = None) -> tuple[int, bytes]:
    conn.request(method, path, body=body, headers={"Content-Type": "application/json", **(headers or {})})
    response = conn.getresponse()
    return response.status, response.read()


def start_hub(dsn: str, port: int, workers: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper.cli", "hub", "--database", dsn, "serve",
                                "--port", str(port), "--workers", str(workers)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            if request(conn, "GET", "/healthz")[0] == 200:
                return process
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the hub did not start")


def publishing(port: int, count: int) -> float:
    """8 clubs post ``count`` bundles in all; bundles per second."""
    officer = {"Authorization": f"Bearer {TOKEN}"}
    work: list[list[bytes]] = []
    admin = http.client.HTTPConnection("127.0.0.1", port)
    folder = Path(tempfile.mkdtemp(prefix="hub-bench-"))
    for c in range(8):
        club = f"bench-club-{c}"
        evening, key = club_evening(folder, club)
        status, _ = request(admin, "POST", "/api/v1/admin/clubs", json.dumps(
            {"id": club, "name": club, "public_key": bundles.public_key_text(key)}).encode(), officer)
        assert status == 201, status
        work.append([bundles.canonical(bundles.sign(key, {**evening, "event": f"e-{n}", "season": "bench",
                                                          "title": f"Evening {n}"}))
                     for n in range(count // 8)])
    size = len(bundles.canonical(evening["archive"])) // 1000
    print(f"(each bundle carries a real evening's archive: {size} KB, {3 * PAIRS // 2} tables played hand by hand, "
          "replayed by the hub)")

    def client(items: list[bytes]) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        for body in items:
            status, answer = request(conn, "POST", "/api/v1/bundles", body)
            assert status == 201, answer[:300]

    threads = [threading.Thread(target=client, args=(items,)) for items in work]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return sum(len(w) for w in work) / (time.perf_counter() - start)


def reading(port: int, path: str, seconds: float, readers: int = 32) -> tuple[list[float], list[float]]:
    pages: list[float] = []
    health: list[float] = []
    stop = time.perf_counter() + seconds

    def timed(target: list[float], where: str) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        while time.perf_counter() < stop:
            begun = time.perf_counter()
            status, _ = request(conn, "GET", where)
            assert status == 200, (where, status)
            target.append(time.perf_counter() - begun)

    threads = [threading.Thread(target=timed, args=(pages, path)) for _ in range(readers)]
    threads.append(threading.Thread(target=timed, args=(health, "/healthz")))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return pages, health


def quantiles(times: list[float]) -> str:
    cuts = statistics.quantiles(times, n=100)
    return f"p50 {cuts[49] * 1000:.1f} ms, p99 {cuts[98] * 1000:.1f} ms ({len(times)} requests)"


def big_league(dsn: str, clubs: int, evenings: int) -> tuple[int, float]:
    """Write a league straight into the tables (COPY), then time its recomputation."""
    import psycopg
    from psycopg.rows import dict_row
    from scorekeeper.hub import recompute
    rng = random.Random(2)
    with psycopg.connect(dsn, row_factory=dict_row) as conn:
        conn.execute("INSERT INTO member_clubs (id, name) SELECT 'l-' || g, 'League club ' || g "
                     "FROM generate_series(1, %s) g", [clubs])
        conn.execute("INSERT INTO club_keys (fingerprint, club_id, public_key) SELECT 'k-' || g, 'l-' || g, "
                     "'pk-' || g FROM generate_series(1, %s) g", [clubs])
        first = conn.execute("SELECT coalesce(max(id), 0) + 1 AS id FROM federation_players").fetchone()["id"]
        conn.execute("INSERT INTO federation_players (name, folded) SELECT 'p' || g, 'p' || g "
                     "FROM generate_series(1, %s) g", [clubs * 48])
        bundles_rows, result_rows, match_rows = io.StringIO(), io.StringIO(), io.StringIO()
        for c in range(clubs):
            members = list(range(first + 48 * c, first + 48 * (c + 1)))
            for e in range(evenings):
                bundles_rows.write(f"l-{c + 1}\te{e}\t1\td\tk-{c + 1}\ts\t{{}}\tEvening\tleague\t2026-03-01\tnow\n")
                field = rng.sample(members, 2 * PAIRS)
                for i, p in enumerate(field):
                    rank = i // 2 + 1
                    result_rows.write(f"l-{c + 1}\te{e}\t1\t{p}\tp{p}\t{rank}\t{2 * (PAIRS - rank)}\t800\t700\n")
                pairs = [field[i:i + 2] for i in range(0, 2 * PAIRS, 2)]
                for k in range(1, ROUNDS + 1):  # each round's tables: the evening's pairs, shuffled
                    rng.shuffle(pairs)
                    for t in range(PAIRS // 2):
                        a, b = pairs[2 * t], pairs[2 * t + 1]
                        winner = rng.choice(("0", "1", "0", "1", "\\N"))
                        match_rows.write(f"l-{c + 1}\te{e}\t1\t2026-{1 + e // 28:02d}-{1 + e % 28:02d}T20:00\t{k}\t"
                                         f"{t + 1}\t{{{a[0]},{a[1]}}}\t{{{b[0]},{b[1]}}}\t{winner}\n")
        with conn.cursor() as cursor:
            with cursor.copy("COPY bundles (club_id, event, revision, digest, key, signature, body, title, season, "
                             "event_day, approved_at) FROM STDIN") as copy:
                copy.write(bundles_rows.getvalue())
            with cursor.copy("COPY event_results (club_id, event, revision, player_id, name, rank, match_points, "
                             "points_for, points_against) FROM STDIN") as copy:
                copy.write(result_rows.getvalue())
            with cursor.copy("COPY event_matches (club_id, event, revision, played_at, round, table_no, side_a, "
                             "side_b, winner) FROM STDIN") as copy:
                copy.write(match_rows.getvalue())
        conn.commit()
        conn.execute("ANALYZE")
        start = time.perf_counter()
        recompute.recompute_league(conn, "league")
        conn.commit()
        took = time.perf_counter() - start
        rows = conn.execute("SELECT jsonb_array_length(standings) AS n FROM league_tables WHERE season = 'league'"
                            ).fetchone()["n"]
    return rows, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", help="a PostgreSQL DSN (default: a throwaway one)")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--bundles", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clubs", type=int, default=2000)
    parser.add_argument("--evenings", type=int, default=20)
    args = parser.parse_args()
    server = None
    if args.database is None:
        from postgres import Postgres
        server = Postgres().start()
        dsn = server.create_database("hub_bench")
    else:
        dsn = args.database
    try:
        from postgres import free_port
        import psycopg
        from psycopg.rows import dict_row
        from scorekeeper.hub import migrate, officers
        migrate(dsn)
        with psycopg.connect(dsn, row_factory=dict_row) as conn:
            officers.add(conn, name=TOKEN.partition(":")[0], secret=TOKEN.partition(":")[2])
        port = free_port()
        hub = start_hub(dsn, port, args.workers)
        try:
            rate = publishing(port, args.bundles)
            print(f"bundles accepted: {rate:.0f}/s with 8 publishing clients, {args.workers} hub processes "
                  f"({args.bundles} bundles of {PAIRS} pairs)")
            import psycopg
            with psycopg.connect(dsn) as conn:
                conn.execute("UPDATE bundles SET approved_at = now() WHERE season = 'bench'")
                conn.execute("INSERT INTO hub_jobs (kind, subject) VALUES ('league', 'bench') "
                             "ON CONFLICT (kind, subject) WHERE done_at IS NULL DO NOTHING")
            for _ in range(100):  # the hub's own workers recompute it
                with psycopg.connect(dsn) as conn:
                    if conn.execute("SELECT 1 FROM league_tables WHERE season = 'bench'").fetchone():
                        break
                time.sleep(0.1)
            pages, health = reading(port, "/leagues/bench", args.seconds)
            print(f"public standings page (/leagues/bench, {8 * 2 * PAIRS} players), 32 readers: {quantiles(pages)}")
            print(f"GET /healthz in the same run:                        {quantiles(health)}")
        finally:
            hub.terminate()
            hub.wait(timeout=20)
        rows, took = big_league(dsn, args.clubs, args.evenings)
        print(f"league recompute: {args.clubs} clubs x {args.evenings} evenings "
              f"({args.clubs * args.evenings * 2 * PAIRS} results, {args.clubs * args.evenings * ROUNDS * PAIRS // 2} "
              f"matches rated, {rows} players ranked): {took:.2f} s")
    finally:  # a bench that fails leaves no PostgreSQL behind
        if server is not None:
            server.stop()

if __name__ == "__main__":
    main()
