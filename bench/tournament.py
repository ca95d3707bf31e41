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
Then, in process, the worst round of a knockout with buy-back and of a double elimination at
1,023 and 2,047 entrants (an odd field: the bye is chosen with the tables). Part 3, against the
real server (``--port``, else a free one): a swiss of 128, 1,024 and 2,048 pairs created
through the HTTP API, round 1 entered on paper, round 2 drawn: the worst draw and its growth.
The last lines: a mêlée's partners and opponents met again over 7 rounds of 8, 12, 16 and 20
players, beside a whist schedule's first 7 rounds (the best known schedules), and of 10 and 14
players (two sit out each round, chosen with the tables).
Targets: the worst draw at 1,024 entrants in about a second, growing no faster than
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

from api import Client, free_port, percentiles, post_hand, start_server  # noqa: E402
from records_strategy import random_hand  # noqa: E402
from scorekeeper.rules.variants import VARIANTS  # noqa: E402
from scorekeeper.tournament_core.model import Entrant, MatchResult  # noqa: E402
from scorekeeper.tournament_core.melee import MeleeResult, opposed, partnered  # noqa: E402
from scorekeeper.tournament_core.pairing import draw_melee_round, draw_round, is_finished  # noqa: E402
from scorekeeper.tournament_core.settings import TournamentSettings  # noqa: E402
from scorekeeper.tournament_core.standings import standings  # noqa: E402
from scorekeeper.tournament_core.whist import rounds_of, whist_round  # noqa: E402


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


def live(n: int, rounds: int, readers: int, *, port: int = 0) -> None:
    with tempfile.TemporaryDirectory() as folder:
        port = port or free_port()
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
    parser.add_argument("--core-only", action="store_true", help="skip the live server parts")
    parser.add_argument("--port", type=int, default=0, help="the servers' port (0: a free one)")
    args = parser.parse_args()
    core(args.entrants, args.rounds)
    knockouts(args.entrants)
    if not args.core_only:
        live(args.live_entrants, 7, args.readers, port=args.port)
        api_sizes(args.port or free_port())
    melee_evenings()


# ---------------------------------------------------------------- knockouts, sizes, mêlées

def knockouts(n: int) -> None:
    """The worst round of a knockout with buy-back and of a double elimination (the bye chosen
    with the tables whenever a repeat looms), in this process's CPU time."""
    for fmt, extra in (("knockout", {"repasaz_until": 3}), ("double_elimination", {})):
        figures = []
        for size in sorted({1024, n}):
            entrants, rng = _field(size - 1), random.Random(size)  # odd: a bye every round
            s = TournamentSettings(format=fmt, seed=3, **extra)
            results, draws, worst = [], [], 0.0
            while not is_finished(entrants, results, draws, s):
                k = len(draws) + 1
                worst = max(worst, _best_of(1, lambda: draw_round(entrants, results, draws, s, round_no=k)))
                d = draw_round(entrants, results, draws, s, round_no=k)
                draws.append(d)
                results += [MatchResult(round=k, a=t.a, b=t.b, games=((1001, 700),),
                                        winner=rng.choice((t.a, t.b))) for t in d.tables]
                results += [MatchResult(round=k, a=x, b=0, games=((0, 0),), winner=x) for x in d.byes]
            figures.append(f"{size - 1} entrants {ms(worst)} ({len(draws)} rounds)")
        print(f"core: worst {fmt.replace('_', ' ')} round: " + "; ".join(figures))


def api_sizes(port: int, sizes=(128, 1024, 2048)) -> None:
    """A swiss of 128, 1,024 and 2,048 pairs created through the HTTP API, round 1 played on
    paper, round 2 drawn: the worst draw (wall clock, the server's answer) and its growth."""
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(Path(folder) / "sizes.db", port, threads=4)
        try:
            _api_evening(port, 4)  # the server's first draw loads what every later one uses
            figures = {size: _api_evening(port, size) for size in sizes}
        finally:
            server.kill()
    print("api: a swiss through the HTTP API (POST /tournaments, round 1 on paper, round 2 drawn)")
    for size, (created, drawn, ranked) in figures.items():
        print(f"  {size:5d} entrants: created {ms(created)}, worst draw {ms(drawn)}, standings {ms(ranked)}")
    small, large = sizes[0], sizes[-1]
    print(f"  growth {small} -> {large}: worst draw n^{growth(figures[small][1], figures[large][1], large // small):.2f}")


def _api_evening(port: int, n: int) -> tuple[float, float, float]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    body = {"title": "Open", "variant": "bela-hr-4", "format": "swiss", "rounds": 5, "ranking": "wins",
            "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(n)]}
    start = time.perf_counter()
    status, created = request(conn, "POST", "/api/v1/tournaments", body)
    made = time.perf_counter() - start
    assert status == 201, created
    url, director = f"/api/v1/tournaments/{created['id']}", {"X-Director-Code": created["director_code"]}
    worst = 0.0
    for k in (1, 2):
        start = time.perf_counter()
        status, drawn = request(conn, "POST", f"{url}/rounds", {}, director)
        worst = max(worst, time.perf_counter() - start)
        assert status == 201, drawn
        if k == 1:
            for t in drawn["tables"]:
                request(conn, "POST", f"{url}/rounds/1/tables/{t['table']}/result",
                        {"games": [[1001, 700] if t["table"] % 3 else [700, 1001]]}, director)
    start = time.perf_counter()
    status, _ = request(conn, "GET", f"{url}/standings")
    return made, worst, time.perf_counter() - start


def melee_evenings(sizes=(8, 10, 12, 14, 16, 20), rounds: int = 7, events: int = 10) -> None:
    """Partners and opponents met again over a mêlée evening, mean of ``events`` seeds, beside
    the best known schedule's first rounds (a whist schedule) where there is one."""
    print(f"melee: {rounds} rounds, partners again / opponents again (mean of {events} evenings)")
    for n in sizes:
        ours = [_melee_evening(n, rounds, seed) for seed in range(events)]
        partners, opponents = (sum(x[i] for x in ours) / events for i in (0, 1))
        known = _whist_prefix(n, rounds)
        said = f"whist schedule's first {rounds} rounds {known[0]} / {known[1]}" if known else "no whist schedule"
        print(f"  {n:2d} players: drawn {partners:.1f} / {opponents:.1f}; {said}")


def _melee_evening(n: int, rounds: int, seed: int) -> tuple[int, int]:
    players = [Entrant(number=i + 1, name=f"P{i + 1}", players=(f"P{i + 1}",)) for i in range(n)]
    s, rng, results = TournamentSettings(format="melee", rounds=rounds, seed=seed), random.Random(seed), []
    again = [0, 0]
    for k in range(1, rounds + 1):
        d = draw_melee_round(players, results, s, round_no=k)
        before, met = partnered(results), opposed(results)
        again[0] += sum(frozenset(team) in before for t in d.tables for team in (t.a, t.b))
        again[1] += sum(frozenset((x, y)) in met for t in d.tables for x in t.a for y in t.b)
        results += [MeleeResult(round=k, a=t.a, b=t.b, points=rng.choice([(1001, 700), (700, 1001)]))
                    for t in d.tables]
        results += [MeleeResult(round=k, a=(p,), b=(), points=(0, 0)) for p in d.byes]
    return again[0], again[1]


def _whist_prefix(n: int, rounds: int) -> tuple[int, int] | None:
    if rounds_of(n) < rounds:
        return None
    partners, opponents, again = set(), set(), [0, 0]
    for k in range(1, rounds + 1):
        tables, _ = whist_round(n, k)
        for a, b in tables:
            again[0] += (frozenset(a) in partners) + (frozenset(b) in partners)
            again[1] += sum(frozenset((x, y)) in opponents for x in a for y in b)
        partners |= {frozenset(team) for t in tables for team in t}
        opponents |= {frozenset((x, y)) for a, b in tables for x in a for y in b}
    return again[0], again[1]



# ---------------------------------------------------------------- what a draw costs
#
#     .venv/bin/python bench/tournament.py --draws [--tables 256] [--times 6] [--writers 8]
#
# A 256-table round (512 entrants: beyond the API's 256, so the tournaments are registered by
# the service on the server's database) drawn through the API of the real server, several
# times, while other tables enter hands; the same tables' hand entries measured with no draw
# first, in the same run. Targets: a 256-table draw well under a second, and the
# other tables' hand-entry p99 within 2x of the idle server's.

def draws_figure(tables: int, times: int, writers: int) -> None:
    import socket
    port = next(p for p in range(5200, 5300) if _free(socket, p))
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "draws.db"
        server = start_server(database, port, threads=8)
        try:
            made = _register(database, tables * 2, times)
            clients = [Client(port) for _ in range(writers)]
            idle = _hands_while(clients, lambda: time.sleep(6))
            drawn: list[float] = []
            busy = _hands_while(clients, lambda: _draw_all(port, made, drawn))
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"draws: {tables}-table rounds drawn through the API, {times} times, while {writers} other "
          "tables enter hands")
    print(f"  draw: best {ms(min(drawn))}, median {ms(statistics.median(drawn))}, worst {ms(max(drawn))} "
          "(target: well under 1 s)")
    ratio = busy[1] / idle[1]
    for name, (p50, p99, n) in (("hands, idle", idle), ("hands, draws", busy)):
        print(f"  {name:13} p50 {ms(p50)}  p99 {ms(p99)}  ({n} requests)")
    print(f"  p99 while drawing / idle: {ratio:.2f}x (target <= 2x: {'met' if ratio <= 2 else 'NOT met'})")


def _free(socket, port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _register(database: Path, entrants: int, times: int) -> list[tuple[str, str]]:
    """Tournaments of ``entrants`` pairs, registered on the server's database by the service."""
    from scorekeeper.storage.db import connect
    from scorekeeper.tournaments import service
    db, made = connect(str(database)), []
    for i in range(times):
        created = service.create_tournament(
            db, title=f"Draw {i}", variant="bela-hr-4", options={}, settings=TournamentSettings(rounds=3),
            entrants=[{"name": f"Pair {n}", "players": [f"A{n}", f"B{n}"]} for n in range(entrants)])
        made.append((created.id, created.director_code))
    db.close()
    return made


def _draw_all(port: int, made: list, drawn: list[float]) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    for tid, code in made:
        time.sleep(0.5)
        start = time.perf_counter()
        status, _ = request(conn, "POST", f"/api/v1/tournaments/{tid}/rounds", {}, {"X-Director-Code": code})
        drawn.append(time.perf_counter() - start)
        assert status == 201, status
    time.sleep(0.5)


def _hands_while(clients: list, during) -> tuple[float, float, int]:
    """Hand entries from every client, one after another, while ``during()`` runs: p50, p99 (s), n."""
    stop, per_client = threading.Event(), [[] for _ in clients]

    def load(client, times: list[float]) -> None:
        while not stop.is_set():
            post_hand(client, times)
            time.sleep(0.01)  # a table's next hand comes a little later, not at once
    threads = [threading.Thread(target=load, args=(c, t)) for c, t in zip(clients, per_client)]
    for thread in threads:
        thread.start()
    try:
        during()
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    times = [t for ts in per_client for t in ts]
    p50, p99 = percentiles(times)
    return p50 / 1000, p99 / 1000, len(times)


def draws_main() -> None:
    parser = argparse.ArgumentParser(description="What a draw costs while other tables enter hands")
    parser.add_argument("--draws", action="store_true")
    parser.add_argument("--tables", type=int, default=256)
    parser.add_argument("--times", type=int, default=6)
    parser.add_argument("--writers", type=int, default=8)
    args = parser.parse_args()
    draws_figure(args.tables, args.times, args.writers)


if __name__ == "__main__":
    draws_main() if "--draws" in sys.argv else main()
