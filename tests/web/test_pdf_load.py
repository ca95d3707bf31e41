"""While eight large PDFs are being made, the tables' hand entries all answer (the latency is the
benchmark's business, bench/pdf.py; here: nobody waits for the printer)."""

from __future__ import annotations

import json
import threading

import pytest

pytestmark = pytest.mark.slow
HAND = {"dealer": 0, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


def test_hand_entries_answer_while_eight_round_packs_render(live_server):
    server = live_server()
    packs = []
    for i in range(8):
        _, created = server.request("POST", "/api/v1/tournaments", {
            "title": f"Pack {i}", "variant": "belote", "format": "swiss", "rounds": 2, "match": {"deals": 12},
            "entrants": [{"name": f"P{i}-{n}", "players": [f"A{n}", f"B{n}"]} for n in range(24)]})
        code = {"X-Director-Code": created["director_code"]}
        server.request("POST", f"/api/v1/tournaments/{created['id']}/rounds", {}, code)
        packs.append((created["id"], code))
    statuses: list[int] = []
    stop = threading.Event()

    def printer(tid: str, code: dict) -> None:
        import http.client
        while not stop.is_set():
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            conn.request("GET", f"/tournaments/{tid}/rounds/1/pack.pdf", headers=code)
            status = conn.getresponse().status
            conn.close()
            assert status in (200, 202, 503)
            if status == 200:
                return
            stop.wait(0.3)

    def table(n: int) -> None:
        _, game = server.request("POST", "/api/v1/games", {"variant": "bela-hr-4",
                                                          "players": ["A", "B", "C", "D"],
                                                          "options": {"target": 100000}})
        for k in range(15):
            status, _ = server.request("POST", f"/api/v1/games/{game['id']}/hands",
                                       {**HAND, "dealer": (k) % 4},
                                       {"Authorization": f"Bearer {game['table_token']}"})
            statuses.append(status)

    printers = [threading.Thread(target=printer, args=p) for p in packs]
    tables = [threading.Thread(target=table, args=(n,)) for n in range(8)]
    for thread in printers + tables:
        thread.start()
    for thread in tables:
        thread.join(timeout=120)
    stop.set()
    for thread in printers:
        thread.join(timeout=120)
    assert statuses == [201] * 120, json.dumps(statuses)
