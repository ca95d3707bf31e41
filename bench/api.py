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
    # The limits on new games would stop a benchmark that starts a game per client per 20 hands.
    env = {**os.environ, "SCOREKEEPER_DATABASE": str(database), "SCOREKEEPER_SECRET_KEY": "bench",
           "SCOREKEEPER_RATE_LIMITS": "false"}
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
        self.requests: list[tuple[str, bytes, dict]] = []

    def call(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        """Status and raw answer; the clock stops when it has arrived, before any parsing."""
        self.conn.request(method, path, body=body,
                          headers={"Content-Type": "application/json", **(headers or {})})
        response = self.conn.getresponse()
        return response.status, response.read()

    def new_game(self) -> list[tuple[str, bytes, dict]]:
        """A game and the requests of its hands, ready to send (encoded before the clock starts)."""
        body = json.dumps({"variant": "bela-hr-4", "players": PLAYERS, "options": {"target": 1_000_000}})
        status, raw = self.call("POST", "/api/v1/games", body.encode())
        assert status == 201, raw
        game = json.loads(raw)
        url, auth = f"/api/v1/games/{game['id']}/hands", f"Bearer {game['table_token']}"
        # bela-hr-4 deals in turn (next_dealer: rotate), so every hand is known in advance.
        return [(url, json.dumps(hand(n, (3 + n) % 4)).encode(),
                 {"Authorization": auth, "Idempotency-Key": str(n)}) for n in range(HANDS_PER_GAME)]


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


def post_hand(client: Client, times: list[float], request: tuple | None = None) -> None:
    """Enter one hand (``request``, or the client's next, a new game when it has none left) and
    add how long it took to ``times``."""
    if request is None:
        if not client.requests:
            client.requests = client.new_game()
        request = client.requests.pop(0)
    url, body, headers = request
    start = time.perf_counter()
    status, raw = client.call("POST", url, body, headers)
    times.append(time.perf_counter() - start)
    assert status == 201, raw


def hands_load(client: Client, count: int, times: list[float]) -> None:
    for request in client.requests[:count]:
        post_hand(client, times, request)


def cpu_seconds(pid: int) -> float:
    """CPU time the server has used so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentiles(times: list[float]) -> tuple[float, float]:
    """p50 and p99 of ``times``, in ms."""
    ordered = sorted(times) or [0.0]
    return statistics.median(ordered) * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000


def measure(load, clients: list[Client], server_pid: int) -> dict:
    """``load(client, times)`` on a thread per client, at once: latency, throughput, server CPU."""
    per_client: list[list[float]] = [[] for _ in clients]
    threads = [threading.Thread(target=load, args=(c, t)) for c, t in zip(clients, per_client)]
    cpu, start = cpu_seconds(server_pid), time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed, cpu = time.perf_counter() - start, cpu_seconds(server_pid) - cpu
    return window([t for ts in per_client for t in ts], elapsed=elapsed, cpu=cpu)


def window(times: list[float], *, elapsed: float, cpu: float) -> dict:
    """A window's figures from its requests' times, how long it lasted and the server's CPU
    seconds in it (kept, so that several windows can be taken as one: ``pooled``)."""
    p50, p99 = percentiles(times)
    return {"n": len(times), "rps": len(times) / elapsed, "cpu": cpu / max(len(times), 1) * 1000,
            "p50": p50, "p99": p99, "times": times, "elapsed": elapsed, "cpu_s": cpu}


def pooled(*windows: dict) -> dict:
    """Several windows' requests taken as one window."""
    return window([t for w in windows for t in w["times"]], elapsed=sum(w["elapsed"] for w in windows),
                  cpu=sum(w["cpu_s"] for w in windows))


def run(load, clients: list[Client], count: int, server_pid: int) -> dict:
    return measure(lambda client, times: load(client, count, times), clients, server_pid)


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
            run(healthz_load, clients, 10, server.pid)  # warm up connections and the server
            for client in clients:  # untimed: the games the hands go to, as tables start them
                client.requests = [r for _ in range(0, args.requests, HANDS_PER_GAME) for r in client.new_game()]
            trivial = run(healthz_load, clients, args.requests, server.pid)
            hands = run(hands_load, clients, args.requests, server.pid)
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"{args.clients} clients x {args.requests} requests each, server threads {args.threads}")
    for name, r in (("GET /healthz", trivial), ("POST .../hands", hands)):
        print(f"{name:16} {r['n']:5d} req  {r['rps']:8.1f} req/s  p50 {r['p50']:6.1f} ms  "
              f"p99 {r['p99']:6.1f} ms  server CPU {r['cpu']:.2f} ms/req")
    print(f"ratio hands/healthz: p50 {hands['p50'] / trivial['p50']:.2f}x  "
          f"p99 {hands['p99'] / trivial['p99']:.2f}x  req/s {trivial['rps'] / hands['rps']:.2f}x")
    print(f"target p99 < 50 ms: {'met' if hands['p99'] < 50 else 'NOT met'}; "
          f"hand entry within 3x: {'met' if hands['p50'] <= 3 * trivial['p50'] else 'NOT met'}")


if __name__ == "__main__":
    main()
