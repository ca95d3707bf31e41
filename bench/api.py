"""Benchmark: hand entries against the real server, beside a trivial endpoint in the same run.

    .venv/bin/python bench/api.py [--clients 16] [--requests 100] [--threads 8]

Starts ``python -m scorekeeper.serve`` on a free port with a fresh database in a temporary
directory, then 16 client threads (one keep-alive connection each) send a fixed number of
requests: first ``GET /healthz``, then ``POST /api/v1/games/<id>/hands`` (each client its own
games, made before the clock starts; a new one every 20 hands, so games stay the length of real
ones). Prints requests/s, p50
and p99 for both, and their ratio. Target: p99 under 50 ms, a hand entry within 3x the trivial one.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
HANDS_PER_GAME = 20


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(database: Path, port: int, threads: int) -> subprocess.Popen:
    env = {**os.environ, "SCOREKEEPER_DATABASE": str(database), "SCOREKEEPER_SECRET_KEY": "bench"}
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper.serve", "--port", str(port),
                                "--threads", str(threads)], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("the server did not start")


class Client:
    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.games: list[tuple[str, dict]] = []

    def call(self, method: str, path: str, body: object = None, headers: dict | None = None):
        data = None if body is None else json.dumps(body)
        self.conn.request(method, path, body=data,
                          headers={"Content-Type": "application/json", **(headers or {})})
        response = self.conn.getresponse()
        return response.status, json.loads(response.read())

    def new_game(self) -> tuple[str, dict]:
        status, body = self.call("POST", "/api/v1/games", {"variant": "bela-hr-4", "players": PLAYERS,
                                                           "options": {"target": 1_000_000}})
        assert status == 201, body
        return f"/api/v1/games/{body['id']}/hands", {"Authorization": f"Bearer {body['table_token']}"}


def hand(n: int, dealer: int) -> dict:
    points = 82 + n % 70
    return {"dealer": dealer, "trump": "hearts", "taker": n % 4, "tricks": [5, 3] if n % 2 else [3, 5],
            "points": [points, 162 - points] if n % 2 else [162 - points, points]}


def healthz_load(client: Client, count: int, times: list[float]) -> None:
    for _ in range(count):
        start = time.perf_counter()
        status, _ = client.call("GET", "/healthz")
        times.append(time.perf_counter() - start)
        assert status == 200


def hands_load(client: Client, count: int, times: list[float]) -> None:
    url, auth, dealer = None, {}, 3
    for n in range(count):
        if n % HANDS_PER_GAME == 0:
            (url, auth), dealer = client.games.pop(), 3
        start = time.perf_counter()
        status, body = client.call("POST", url, hand(n, dealer), {**auth, "Idempotency-Key": f"{n}"})
        times.append(time.perf_counter() - start)
        assert status == 201, body
        dealer = body["ruling"]["game"]["next_dealer"]


def run(load, clients: list[Client], count: int) -> dict:
    per_client: list[list[float]] = [[] for _ in clients]
    threads = [threading.Thread(target=load, args=(c, count, t)) for c, t in zip(clients, per_client)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    times = sorted(t for ts in per_client for t in ts)
    return {"n": len(times), "rps": len(times) / elapsed,
            "p50": statistics.median(times) * 1000,
            "p99": times[min(len(times) - 1, int(len(times) * 0.99))] * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--requests", type=int, default=100, help="per client, for each endpoint")
    parser.add_argument("--threads", type=int, default=8, help="server threads (as make run)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        server = start_server(Path(tmp) / "bench.db", port, args.threads)
        try:
            clients = [Client(port) for _ in range(args.clients)]
            run(healthz_load, clients, 10)  # warm up connections and the server
            for client in clients:  # untimed: the games the hands go to, as tables start them
                client.games = [client.new_game() for _ in range(0, args.requests, HANDS_PER_GAME)]
            trivial = run(healthz_load, clients, args.requests)
            hands = run(hands_load, clients, args.requests)
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"{args.clients} clients x {args.requests} requests each, server threads {args.threads}")
    for name, r in (("GET /healthz", trivial), ("POST .../hands", hands)):
        print(f"{name:16} {r['n']:5d} req  {r['rps']:8.1f} req/s  p50 {r['p50']:6.1f} ms  p99 {r['p99']:6.1f} ms")
    print(f"ratio hands/healthz: p50 {hands['p50'] / trivial['p50']:.2f}x  "
          f"p99 {hands['p99'] / trivial['p99']:.2f}x  req/s {trivial['rps'] / hands['rps']:.2f}x")
    print(f"target p99 < 50 ms: {'met' if hands['p99'] < 50 else 'NOT met'}; "
          f"hand entry within 3x: {'met' if hands['p50'] <= 3 * trivial['p50'] else 'NOT met'}")


if __name__ == "__main__":
    main()
