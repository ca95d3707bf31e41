"""Benchmark: a 128-entrant swiss evening of 7 rounds, the pure core and the live standings.

    .venv/bin/python bench/tournament.py [--entrants 2048] [--rounds 11] [--readers 16] [--core-only]

Part 1, in process: the worst round's swiss draw (networkx matching, block by block) for 128,
256, 512 and 1,024 entrants with simulated results (three ways: adjacent and fold by match
points, a concours by points), its growth from 128 to 1,024 as a power of n; then 2,048
entrants: the worst draw and the standings. The floor is ``json.loads`` of the standings as
JSON, in the same run (it grows linearly with the field). Part 1 counts CPU time of this
process (``time.process_time``), so that others' work on a shared machine does not.
Part 2, against the real server (``python -m scorekeeper.serve``, fresh database): the
tournament's standings endpoint read by 16 concurrent readers while 8 writers enter hands at
the tables of the last round; the floor is ``GET /healthz`` under the same load.
Targets (issue): the worst draw at 1,024 entrants in about a second, growing no faster than
n^1.33 from 128 to 1,024; standings at 2,048 entrants under 50 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
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


def _field(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]


def _best_of(times: int, work) -> float:
    """The quickest of a few runs, in this process's CPU time: the machine is shared, and the
    wall clock would measure the others' work too."""
    best = float("inf")
    for _ in range(times):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def _evening(n: int, rounds: int, within: str, ranking: str):
    """A swiss evening of ``n`` entrants: the worst round's draw time, the results, the floor."""
    entrants = _field(n)
    settings = TournamentSettings(rounds=rounds, seed=1, pair_within=within, ranking=ranking)
    rng, results, draws, worst = random.Random(1), [], [], 0.0
    for k in range(1, rounds + 1):
        drawn = _best_of(3 if k > 1 else 1, lambda: draw_round(entrants, results, draws, settings, round_no=k))
        worst = max(worst, drawn)
        d = draw_round(entrants, results, draws, settings, round_no=k)
        draws.append(d)
        for t in d.tables:
            a, b = rng.randrange(300, 1100), rng.randrange(300, 1100)
            results.append(MatchResult(round=k, a=t.a, b=t.b, games=((a, b),), winner=t.a if a >= b else t.b))
        results += [MatchResult(round=k, a=x, b=0, games=((0, 0),), winner=x) for x in d.byes]
    text = json.dumps([r.to_json() for r in standings(entrants, results, settings)])
    return worst, entrants, results, settings, _best_of(5, lambda: json.loads(text))


def growth(small: float, large: float, ratio: int) -> float:
    return math.log(large / small) / math.log(ratio)


def core(n: int, rounds: int) -> None:
    """The worst swiss draw from 128 to 1,024 entrants and how it grows, beside json.loads of
    the standings (linear in the field: the floor); then the largest field's draw and standings."""
    sizes = [s for s in (128, 256, 512, 1024) if s <= n] or [n]
    for within, ranking in (("adjacent", "wins"), ("fold", "wins"), ("adjacent", "points")):
        print(f"core: worst swiss draw of {rounds} rounds, pair_within={within}, ranking={ranking}")
        figures = {}
        for size in sizes:
            worst, _, _, _, floor = _evening(size, rounds, within, ranking)
            figures[size] = (worst, floor)
            print(f"  {size:5d} entrants: draw {ms(worst)} (json.loads of the standings: {ms(floor)})")
        small, large = sizes[0], sizes[-1]
        if large > small:
            ratio = large // small
            print(f"  growth {small} -> {large}: draw n^{growth(figures[small][0], figures[large][0], ratio):.2f}, "
                  f"json.loads n^{growth(figures[small][1], figures[large][1], ratio):.2f} "
                  f"(target: draw about 1 s at 1,024, no faster growth than n^1.33)")
    worst, entrants, results, settings, floor = _evening(n, rounds, "adjacent", "wins")
    ranked = _best_of(7, lambda: standings(entrants, results, settings))
    print(f"core: {n} entrants, {rounds} rounds: worst draw {ms(worst)}; standings {ms(ranked)} "
          f"(json.loads of them: {ms(floor)}, {ranked / floor:.0f}x; target under 50 ms)")


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
    parser.add_argument("--entrants", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--readers", type=int, default=16)
    parser.add_argument("--live-entrants", type=int, default=128)
    parser.add_argument("--core-only", action="store_true", help="skip the live server part")
    args = parser.parse_args()
    core(args.entrants, args.rounds)
    if not args.core_only:
        live(args.live_entrants, 7, args.readers)


if __name__ == "__main__":
    main()
