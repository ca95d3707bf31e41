"""A busy evening against a real server: two directors (or a double tap) drawing at
once, four re-draws at once, readers racing the end of a best-of-three game, and a server killed
in the middle of a loop of draws. Every game stays inside its tournament, and is made once."""

from __future__ import annotations

import json
import random
import socket
import sqlite3
import threading
import time

import pytest

from conftest import LiveServer
from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS

API = "/api/v1/tournaments"
pytestmark = pytest.mark.slow


def port_in_range() -> int:
    """A free port of 5200-5299 (the range this project's live tests use)."""
    for port in random.sample(range(5200, 5300), 100):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port in 5200-5299")


@pytest.fixture
def server(tmp_path):
    servers: list[LiveServer] = []

    def start(database=None) -> LiveServer:
        made = LiveServer(database or tmp_path / "live.db")
        made.port = port_in_range()
        servers.append(made.start())
        return made
    yield start
    for made in servers:
        made.stop()


def new_tournament(server, n: int = 16, **fields) -> tuple[str, dict]:
    status, body = server.request("POST", API, {
        "title": "Friday", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
        "options": {"target": 201},
        "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, n + 1)],
        **fields})
    assert status == 201, body
    return body["id"], {"X-Director-Code": body["director_code"]}


def at_once(calls) -> list:
    """Run the calls in threads released together; their answers in order."""
    start, answers = threading.Barrier(len(calls)), [None] * len(calls)

    def run(i, call):
        start.wait()
        answers[i] = call()
    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def games_outside_every_tournament(database) -> int:
    """Games that no tournament's log names (a table's game the tournament never sees)."""
    conn = sqlite3.connect(database)
    try:
        named = set()
        for (data,) in conn.execute("SELECT data FROM tournament_log WHERE action IN "
                                    "('round_drawn', 'round_redrawn', 'tables_swapped', 'game_added')"):
            event = json.loads(data)
            named |= {g for x in event.get("tables", []) for g in x["games"]}
            if "game" in event:
                named.add(event["game"])
        games = {row[0] for row in conn.execute("SELECT id FROM games")}
        return len(games - named)
    finally:
        conn.close()


def events(database, action: str) -> int:
    conn = sqlite3.connect(database)
    try:
        return conn.execute("SELECT count(*) FROM tournament_log WHERE action = ?", [action]).fetchone()[0]
    finally:
        conn.close()


def test_two_draws_at_once_draw_once_and_the_second_sees_the_round(server):
    live = server()
    tid, director = new_tournament(live)
    answers = at_once([lambda: live.request("POST", f"{API}/{tid}/rounds", headers=director)
                       for _ in range(6)])
    statuses = sorted(status for status, _ in answers)
    assert statuses == [201] + [409] * 5, answers
    drawn = next(body for status, body in answers if status == 201)
    for status, body in answers:
        if status == 409:  # the round as it stands: the one that was drawn
            assert body["round"]["tables"] == drawn["tables"] and body["error"]["message"]
    state = live.request("GET", f"{API}/{tid}")[1]
    assert len(state["rounds"]) == 1
    assert [x["games"] for x in state["rounds"][0]["tables"]] == [x["games"] for x in drawn["tables"]]
    assert events(live.database, "round_drawn") == 1
    assert games_outside_every_tournament(live.database) == 0


def test_four_redraws_at_once_make_one(server):
    live = server()
    tid, director = new_tournament(live)
    assert live.request("POST", f"{API}/{tid}/rounds", headers=director)[0] == 201
    seen = {**director, "If-Match": str(live.request("GET", f"{API}/{tid}")[1]["version"])}
    answers = at_once([lambda: live.request("POST", f"{API}/{tid}/rounds/1/redraw", headers=seen)
                       for _ in range(4)])
    assert sorted(status for status, _ in answers) == [200, 409, 409, 409], answers
    assert events(live.database, "round_redrawn") == 1


def test_a_double_tap_with_one_idempotency_key_gets_one_answer_twice(server):
    live = server()
    tid, director = new_tournament(live)
    key = {**director, "Idempotency-Key": "tap-1"}
    answers = at_once([lambda: live.request("POST", f"{API}/{tid}/rounds", headers=key) for _ in range(2)])
    assert [status for status, _ in answers] == [201, 201]
    assert answers[0][1] == answers[1][1]
    assert events(live.database, "round_drawn") == 1


def finish(live, game_id: str, token: str, rng: random.Random) -> None:
    """Random hands until the game ends (the last one raced by the readers)."""
    game = live.request("GET", f"/api/v1/games/{game_id}")[1]
    variant = VARIANTS[game["record"]["variant"]]
    rules = variant.rules.with_options(game["record"]["options"])
    dealer = 0
    for _ in range(200):
        status, body = live.request("POST", f"/api/v1/games/{game_id}/hands",
                                    random_hand(variant, rules, rng, dealer=dealer),
                                    {"Authorization": f"Bearer {token}"})
        assert status == 201, body
        if body["game"]["finished"]:
            return
        dealer = body["game"]["next_dealer"]


def test_readers_racing_the_end_of_a_game_see_one_next_game(server):
    live = server()
    tid, director = new_tournament(live, 8, match={"best_of": 3})
    status, drawn = live.request("POST", f"{API}/{tid}/rounds", headers=director)
    assert status == 201
    stop = threading.Event()

    def read():
        while not stop.is_set():
            for path in (f"{API}/{tid}", f"/tournaments/{tid}", f"{API}/{tid}/standings"):
                try:
                    live.request("GET", path, timeout=10)
                except (OSError, ValueError):
                    pass
    readers = [threading.Thread(target=read) for _ in range(6)]
    for reader in readers:
        reader.start()
    try:
        rng = random.Random(11)
        for x in drawn["tables"]:
            finish(live, x["games"][0], x["table_token"], rng)
    finally:
        stop.set()
        for reader in readers:
            reader.join(timeout=30)
    state = live.request("GET", f"{API}/{tid}")[1]
    for x in state["rounds"][0]["tables"]:
        assert len(x["games"]) == 2, x  # one next game per table, however many read
    assert events(live.database, "game_added") == len(drawn["tables"])
    assert games_outside_every_tournament(live.database) == 0


def test_a_server_killed_during_draws_leaves_no_game_outside_a_tournament(server, tmp_path):
    live = server()
    made = []
    for i in range(30):
        made.append(new_tournament(live, 128))
    done = []

    def draw_all():
        for tid, director in made:
            try:
                status, _ = live.request("POST", f"{API}/{tid}/rounds", headers=director, timeout=10)
            except (OSError, ValueError):
                return
            done.append(status)
    drawing = threading.Thread(target=draw_all)
    drawing.start()
    deadline = time.monotonic() + 30
    while not done and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(0.4)
    live.kill()  # in the middle of a draw (a 64-table draw is under way most of the time)
    drawing.join(timeout=30)
    assert len(done) < len(made), "the server was killed before the loop ended"
    assert games_outside_every_tournament(live.database) == 0
    again = server(live.database)  # the same database, after the power came back
    for tid, director in made:
        status, state = again.request("GET", f"{API}/{tid}")
        assert status == 200
        for r in state["rounds"]:
            assert all(len(x["games"]) == 1 for x in r["tables"])
    assert games_outside_every_tournament(again.database) == 0


def test_two_swaps_from_the_same_round_at_once_make_one(server):
    live = server()
    tid, director = new_tournament(live)
    status, drawn = live.request("POST", f"{API}/{tid}/rounds", headers=director)
    assert status == 201
    seen = {**director, "If-Match": str(live.request("GET", f"{API}/{tid}")[1]["version"])}
    t = drawn["tables"]
    swaps = ([t[0]["entrants"][0], t[1]["entrants"][0]], [t[2]["entrants"][0], t[3]["entrants"][0]])
    answers = at_once([lambda pair=pair: live.request("POST", f"{API}/{tid}/rounds/1/swap",
                                                      {"entrants": pair}, seen) for pair in swaps])
    assert sorted(status for status, _ in answers) == [200, 409], answers
    assert events(live.database, "tables_swapped") == 1
    state = live.request("GET", f"{API}/{tid}")[1]
    changed = [x for x, y in zip(state["rounds"][0]["tables"], t) if x["games"] != y["games"]]
    assert len(changed) == 2  # the two tables of the one swap that was made, no others
    assert games_outside_every_tournament(live.database) == 0
