"""Pull the plug mid-game: every hand the server acknowledged is still there after a restart."""

from __future__ import annotations

import http.client
import sqlite3
from pathlib import Path
import threading
import time

import pytest

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
PHONES = 8


def nth_hand(n: int, dealer: int) -> dict:
    """A valid bela-hr-4 hand that differs from its neighbours (so a mix-up would show)."""
    points = 82 + n % 70
    return {"dealer": dealer, "trump": ("hearts", "spades", "clubs", "diamonds")[n % 4],
            "taker": n % 4, "tricks": [5, 3] if n % 2 else [3, 5],
            "points": [points, 162 - points] if n % 2 else [162 - points, points]}


def phone(server, game: dict, acknowledged: list) -> None:
    """Enter hands until the server goes away; keep those it acknowledged (201)."""
    url = f"/api/v1/games/{game['id']}/hands"
    auth = {"Authorization": f"Bearer {game['table_token']}"}
    dealer, n = 3, 0
    while True:
        hand = nth_hand(n, dealer)
        try:
            status, body = server.request("POST", url, hand, {**auth, "Idempotency-Key": f"{game['id']}-{n}"},
                                          timeout=5)
        except (OSError, ValueError, http.client.HTTPException):  # refused, reset, half an answer
            return
        assert status == 201, body
        acknowledged.append((game["id"], body["number"], hand))
        dealer, n = body["game"]["next_dealer"], n + 1


@pytest.mark.slow
def test_sigkill_mid_burst_loses_no_acknowledged_hand(live_server, tmp_path):
    server = live_server()
    created = [server.request("POST", "/api/v1/games", {"variant": "bela", "players": PLAYERS,
                                                         "options": {"target": 1_000_000}})[1]
               for _ in range(PHONES)]
    acknowledged: list[tuple[str, int, dict]] = []
    threads = [threading.Thread(target=phone, args=(server, game, acknowledged)) for game in created]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 20
    while len(acknowledged) < 150 and time.monotonic() < deadline:
        time.sleep(0.01)
    server.kill()  # in the middle of the burst: the phones are still sending
    for thread in threads:
        thread.join(timeout=10)
    assert not any(thread.is_alive() for thread in threads), "every phone saw the server go"
    assert len(acknowledged) >= 150

    conn = sqlite3.connect(server.database)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()

    server.start()  # the same database, as after a power cut
    for game in created:
        status, body = server.request("GET", f"/api/v1/games/{game['id']}")
        assert status == 200 and body["ruling"] is not None
        stored = body["record"]["hands"]
        mine = [(number, hand) for game_id, number, hand in acknowledged if game_id == game["id"]]
        for number, hand in mine:
            assert stored[number - 1] == hand, f"hand {number} of {game['id']} was acknowledged, then lost"
        assert len(stored) >= len(mine) and body["version"] == 1 + len(stored)
    status, _ = server.request("POST", f"/api/v1/games/{created[0]['id']}/hands",
                               nth_hand(999, 0), {"Authorization": f"Bearer {created[0]['table_token']}"})
    assert status == 201, "the game goes on after the restart"


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (read from /proc)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("how", ["kill", "stop"])
def test_the_pdf_workers_end_with_their_server(live_server, how):
    """A server killed (or stopped) leaves no PDF worker idling on behind it: a club laptop's
    server restarted all evening would otherwise keep one more process each time."""
    server = live_server()
    deadline = time.monotonic() + 20
    while not children(server.process.pid) and time.monotonic() < deadline:
        time.sleep(0.1)  # the server starts its PDF worker as it starts
    workers = children(server.process.pid)
    assert workers, "the server started no worker"
    getattr(server, how)()
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [(pid, Path(f"/proc/{pid}/cmdline").read_bytes()[:120]) for pid in workers if alive(pid)]
