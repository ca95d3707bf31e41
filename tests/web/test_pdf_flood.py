"""A stranger's flood of PDF requests does not stop the printer for the night: a
finished render is cached whether anybody waits for it, the queue holds only renders in
progress, the cache key is what the document shows (not the Host header, not arguments the
sheet does not read), and an argument that names no round is refused (422)."""

from __future__ import annotations

import http.client
import random
import time

import pytest

from test_tournament_live import port_in_range
from conftest import LiveServer

pytestmark = pytest.mark.slow


def get(server, path: str, headers: dict | None = None) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    try:
        conn.request("GET", path, headers=headers or {})
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def test_a_hundred_anonymous_requests_then_every_sheet_still_renders(tmp_path):
    server = LiveServer(tmp_path / "flood.db")
    server.port = port_in_range()
    server.start()
    try:
        _, created = server.request("POST", "/api/v1/tournaments", {
            "title": "Flood", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
            "entrants": [{"name": f"Pair {n}", "players": [f"A{n}", f"B{n}"]} for n in range(8)]})
        tid, code = created["id"], {"X-Director-Code": created["director_code"]}
        assert server.request("POST", f"/api/v1/tournaments/{tid}/rounds", {}, code)[0] == 201
        base = f"/tournaments/{tid}"
        rng = random.Random(20)
        for k in range(1, 9):
            assert get(server, f"{base}/standings.pdf?after=-{k}") == 422
        assert get(server, f"{base}/standings.pdf?after=99") == 422
        sheets = ["entrants.pdf", "standings.pdf", "rounds/1/draw.pdf", "rounds/1/where.pdf",
                  "bracket.pdf", "ranking.pdf"]
        answers = []
        for i in range(100):
            sheet = rng.choice(sheets)
            path = f"{base}/{sheet}?{rng.choice(['x', 'utm', 'page', 'z'])}={rng.randrange(10**6)}"
            answers.append(get(server, path, {"Host": f"h{rng.randrange(10**6)}.example"}))
        assert all(status in (200, 202, 503) for status in answers), answers
        # Every sheet renders (as the director's reload would find it), and the pack too.
        private = ["rounds/1/pack.pdf", "rounds/1/cards.pdf"]
        deadline = time.monotonic() + 240
        waiting = set(sheets + private)
        while waiting and time.monotonic() < deadline:
            for sheet in sorted(waiting):
                if get(server, f"{base}/{sheet}", code if sheet in private else None) == 200:
                    waiting.discard(sheet)
            time.sleep(0.5)
        assert not waiting, f"still not rendered: {waiting}"
    finally:
        server.stop()


def test_a_finished_render_leaves_the_queue_and_is_cached_though_nobody_waited():
    from scorekeeper.web.pdf.workers import FULL, READY, Renderer
    renderer = Renderer(workers=1, queue=2, wait=0)
    try:
        jobs = {k: ("base64", "b64encode", {"s": k.encode()}) for k in ("a", "b", "c")}
        for k in ("a", "b"):  # asked, not waited for (a 202 nobody comes back to)
            assert renderer.get((k,), jobs[k], wait=0).state != FULL
        deadline = time.monotonic() + 60
        while renderer._inflight and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not renderer._inflight  # the queue counts only renders in progress
        assert renderer.get(("c",), jobs["c"], wait=30).state == READY
        assert renderer.get(("a",), jobs["a"], wait=0).body == b"YQ=="  # from the cache
    finally:
        renderer.shutdown()
