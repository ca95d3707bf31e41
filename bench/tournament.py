"""Benchmark: a 128-entrant swiss evening of 7 rounds, the pure core and the live standings.

    .venv/bin/python bench/tournament.py [--entrants 128] [--rounds 7] [--readers 16]

Part 1, in process: each round's draw (networkx matching) and the standings computation, with
simulated results; the floor is ``json.loads`` of the standings as JSON, in the same run.
Part 2, against the real server (``python -m scorekeeper.serve``, fresh database): the
tournament's standings endpoint read by 16 concurrent readers while 8 writers enter hands at
the tables of the last round; the floor is ``GET /healthz`` under the same load.
Targets (issue): a draw under 1 s at 128 entrants, standings under 50 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]

from api import free_port, start_server  # noqa: E402
from records_strategy import random_hand  # noqa: E402
from scorekeeper.rules.variants import VARIANTS  # noqa: E402
from scorekeeper.tournament_core.model import Entrant, MatchResult  # noqa: E402
from scorekeeper.tournament_core.pairing import draw_round  # noqa: E402
from scorekeeper.tournament_core.settings import TournamentSettings  # noqa: E402
from scorekeeper.tournament_core.standings import standings  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def core(n: int, rounds: int) -> None:
    entrants = [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]
    settings, rng, results, draws = TournamentSettings(rounds=rounds, seed=1), random.Random(1), [], []
    print(f"core: {n} entrants, {rounds} swiss rounds")
    for k in range(1, rounds + 1):
        start = time.perf_counter()
        d = draw_round(entrants, results, draws, settings, round_no=k)
        drawn = time.perf_counter() - start
        draws.append(d)
        for t in d.tables:
            a, b = rng.randrange(300, 1100), rng.randrange(300, 1100)
            results.append(MatchResult(round=k, a=t.a, b=t.b, games=((a, b),), winner=t.a if a >= b else t.b))
        start = time.perf_counter()
        rows = standings(entrants, results, settings)
        ranked = time.perf_counter() - start
        text = json.dumps([r.to_json() for r in rows])
        start = time.perf_counter()
        json.loads(text)
        floor = time.perf_counter() - start
        print(f"  round {k}: draw {ms(drawn)} ({len(d.rematches)} rematches), standings {ms(ranked)} "
              f"(json.loads of them: {ms(floor)}, {ranked / floor:.0f}x)")


def request(conn, method: str, path: str, body=None, headers=None):
    conn.request(method, path, body=json.dumps(body) if body is not None else None,
                 headers={"Content-Type": "application/json", **(headers or {})})
    response = conn.getresponse()
    return response.status, json.loads(response.read() or b"null")


def live(n: int, rounds: int, readers: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start_server(Path(folder) / "bench.db", port, threads=8)
        try:
            _live(port, n, rounds, readers)
        finally:
            server.kill()


def _live(port: int, n: int, rounds: int, readers: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    body = {"title": "Bench", "variant": "bela-hr-4", "format": "swiss", "rounds": rounds,
            "match": {"best_of": 1}, "options": {"target": 301},
            "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(n)]}
    _, created = request(conn, "POST", "/api/v1/tournaments", body)
    tid, code = created["id"], created["director_code"]
    director = {"X-Director-Code": code}
    for k in range(1, rounds + 1):  # earlier rounds on paper, so the evening has its history
        _, drawn = request(conn, "POST", f"/api/v1/tournaments/{tid}/rounds", {}, director)
        if k < rounds:
            for t in drawn["tables"]:
                request(conn, "POST", f"/api/v1/tournaments/{tid}/rounds/{k}/tables/{t['table']}/result",
                        {"games": [[301 + t["table"], 200]]}, director)
    tables = drawn["tables"]
    print(f"live: {n} entrants, standings after {rounds - 1} rounds, {readers} readers, 8 writers")
    for path in ("/healthz", f"/api/v1/tournaments/{tid}/standings"):
        times = _load(port, path, tables, readers)
        print(f"  GET {path.split('/')[-1] or path}: p50 {ms(statistics.median(times))}, "
              f"p99 {ms(times[int(len(times) * 0.99) - 1])} ({len(times)} requests)")


def _load(port: int, path: str, tables: list, readers: int, per_reader: int = 40) -> list[float]:
    stop, times, lock = threading.Event(), [], threading.Lock()

    def write(table: dict, seed: int) -> None:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        variant, rng, dealer = VARIANTS["bela-hr-4"], random.Random(seed), 0
        rules = variant.rules.with_options({"target": 301})
        while not stop.is_set():
            status, answer = request(c, "POST", f"/api/v1/games/{table['games'][-1]}/hands",
                                     random_hand(variant, rules, rng, dealer=dealer),
                                     {"Authorization": f"Bearer {table['table_token']}"})
            if status != 201 or answer["game"]["finished"]:
                return
            dealer = answer["game"]["next_dealer"]

    def read() -> None:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        for _ in range(per_reader):
            start = time.perf_counter()
            request(c, "GET", path)
            with lock:
                times.append(time.perf_counter() - start)

    writers = [threading.Thread(target=write, args=(t, i)) for i, t in enumerate(tables[:8])]
    pool = [threading.Thread(target=read) for _ in range(readers)]
    for thread in writers + pool:
        thread.start()
    for thread in pool:
        thread.join()
    stop.set()
    for thread in writers:
        thread.join()
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--readers", type=int, default=16)
    args = parser.parse_args()
    core(args.entrants, args.rounds)
    live(args.entrants, args.rounds, args.readers)


if __name__ == "__main__":
    main()
