"""Two real club servers (SQLite) and a real hub (PostgreSQL, two processes): the clubs publish
while the hub is down, their outboxes keep trying, and deliver once it is up; approved, the
league on the hub is what the clubs' own standings say, player by player."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import time

import pytest

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from hub_helpers import OFFICER
from conftest import LiveServer, ROOT, free_port  # the suite's live club server

pytestmark = pytest.mark.slow


def finished(club: LiveServer, names: list[str]) -> tuple[str, dict]:
    entrants = [{"name": f"{a} & {b}", "players": [a, b]} for a, b in zip(names[::2], names[1::2])]
    status, created = club.request("POST", "/api/v1/tournaments", {
        "title": "Liga", "variant": "bela-hr-4", "format": "swiss", "rounds": 1, "seed": 4,
        "options": {"target": 301}, "entrants": entrants})
    assert status == 201, created
    url, director = f"/api/v1/tournaments/{created['id']}", {"X-Director-Code": created["director_code"]}
    assert club.request("POST", f"{url}/rounds", headers=director)[0] == 201
    for table in club.request("GET", url, headers=director)[1]["rounds"][0]["tables"]:
        status, answer = club.request("POST", f"{url}/rounds/1/tables/{table['table']}/result",
                                      {"games": [[302, 100 + 20 * table["table"]]]}, director)
        assert status == 200, answer
    return url, director


def until(check, seconds: float = 60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.25)
    raise AssertionError("not within the time")


def hub_request(port: int, method: str, path: str, headers: dict | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        conn.close()


@pytest.fixture
def hub_server(hub_dsn):
    port = free_port()
    env = dict(os.environ)
    started: list[subprocess.Popen] = []

    def start() -> int:
        started.append(subprocess.Popen(
            [sys.executable, "-m", "scorekeeper.cli", "hub", "--database", hub_dsn, "serve", "--port", str(port),
             "--workers", "2", "--threads", "4"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL))
        until(lambda: _up(port), 30)
        return port
    yield port, start
    for process in started:
        process.terminate()
        process.wait(timeout=20)


def _up(port: int) -> bool:
    try:
        return hub_request(port, "GET", "/healthz")[0] == 200
    except OSError:
        return False


def test_two_clubs_publish_through_an_outage_and_the_league_is_their_standings(tmp_path, monkeypatch, hub,
                                                                                hub_server):
    port, start_hub = hub_server
    clubs = {}
    for name in ("zagreb", "split"):
        for key, value in {"PUBLISH_HUB": f"http://127.0.0.1:{port}", "PUBLISH_EVERY": "0.5",
                           "PUBLISH_FIRST_WAIT": "0.5", "CLUB_ID": name,
                           "CLUB_KEY": str(tmp_path / f"{name}.pem")}.items():
            monkeypatch.setenv(f"SCOREKEEPER_{key}", value)
        clubs[name] = LiveServer(tmp_path / f"{name}.db").start()
    try:
        for name, club in clubs.items():  # the officer registers both clubs' keys
            key = club.request("GET", "/api/v1/club/key")[1]
            assert hub.post("/api/v1/admin/clubs", json={"id": name, "name": name.title(),
                                                         "public_key": key["public_key"]},
                            headers=OFFICER).status_code == 201
        played = {"zagreb": finished(clubs["zagreb"], ["Ana", "Ivo", "Mia", "Tin", "Luka", "Ema", "Dora", "Marko"]),
                  "split": finished(clubs["split"], ["Ante", "Jure", "Mate", "Frane", "Ivana", "Kata", "Nives",
                                                     "Zvone"])}
        for name, (url, director) in played.items():
            assert clubs[name].request("POST", f"{url}/publications", headers=director)[0] == 201

        def tried(name: str) -> bool:
            url, director = played[name]
            rows = clubs[name].request("GET", f"{url}/publications", headers=director)[1]["publications"]
            return rows[0]["status"] == "waiting" and rows[0]["attempts"] >= 2
        until(lambda: all(tried(name) for name in clubs))  # the hub is down: kept, tried again

        start_hub()

        def sent(name: str) -> dict | None:
            url, director = played[name]
            rows = clubs[name].request("GET", f"{url}/publications", headers=director)[1]["publications"]
            return rows[0] if rows[0]["status"] == "sent" else None
        delivered = {name: until(lambda name=name: sent(name)) for name in clubs}
        for row in delivered.values():
            club, event, revision = row["key"].split(":")
            assert hub_request(port, "POST", f"/api/v1/admin/events/{club}/{event}/{revision}/approve",
                               OFFICER)[0] == 200
        season = time.strftime("%Y", time.gmtime())
        def both_clubs(answer) -> list | None:  # the job may run between the two approvals: wait for both
            rows = answer[1]["standings"] if answer[0] == 200 else []
            return rows if {c for r in rows for c in r["clubs"]} == set(clubs) else None
        league = until(lambda: both_clubs(hub_request(port, "GET", f"/api/v1/leagues/{season}")))
        expected = {}
        for name, (url, _) in played.items():  # each club's own standings, entrant by entrant
            standings = clubs[name].request("GET", f"{url}/standings")[1]["rows"]
            for row in standings:
                for player in row["name"].split(" & "):
                    expected[(name, player)] = row["match_points"]
        assert {(r["clubs"][0], r["name"]): r["match_points"] for r in league} == expected
    finally:
        for club in clubs.values():
            club.stop()


def test_the_readmes_league_of_three_clubs_runs_and_the_league_is_their_standings(tmp_path, monkeypatch, hub,
                                                                                   hub_server):
    """The README's commands: three club servers publishing to one hub, and `scripts/hub_demo.py`
    registering them, playing an evening at each, publishing and approving."""
    port, start_hub = hub_server
    start_hub()
    clubs = {}
    for number in (1, 2, 3):
        for key, value in {"PUBLISH_HUB": f"http://127.0.0.1:{port}", "PUBLISH_EVERY": "0.5",
                           "PUBLISH_FIRST_WAIT": "0.5", "CLUB_ID": f"club-{number}",
                           "CLUB_KEY": str(tmp_path / f"club-{number}.pem")}.items():
            monkeypatch.setenv(f"SCOREKEEPER_{key}", value)
        clubs[f"club-{number}"] = LiveServer(tmp_path / f"club-{number}.db").start()
    try:
        demo = subprocess.run(
            [sys.executable, "scripts/hub_demo.py", "--hub", f"http://127.0.0.1:{port}", "--token",
             OFFICER["Authorization"].split()[1], *(arg for club in clubs.values()
                                                    for arg in ("--club", f"http://127.0.0.1:{club.port}"))],
            cwd=ROOT, capture_output=True, text=True, timeout=240)
        assert demo.returncode == 0, demo.stderr
        assert demo.stdout.count(": 201") >= 6 and demo.stdout.count("approve ") == 3, demo.stdout
        season = time.strftime("%Y", time.gmtime())

        def all_clubs(answer) -> list | None:
            rows = answer[1]["standings"] if answer[0] == 200 else []
            return rows if {c for r in rows for c in r["clubs"]} == set(clubs) else None
        league = until(lambda: all_clubs(hub_request(port, "GET", f"/api/v1/leagues/{season}")))
        expected = {}
        for line in demo.stdout.splitlines():  # "publish club-1: 201 club-1:<event>:1 <club>/tournaments/<id>"
            if line.startswith("publish "):
                name, link = line.split()[1].rstrip(":"), line.split()[-1]
                url = f"/api/v1/tournaments/{link.rsplit('/', 1)[1]}"
                players = {e["number"]: e["players"] for e in clubs[name].request("GET", url)[1]["entrants"]}
                for row in clubs[name].request("GET", f"{url}/standings")[1]["rows"]:
                    for player in players[row["number"]]:
                        expected[(name, player)] = row["match_points"]
        got = {(r["clubs"][0], r["name"]): r["match_points"] for r in league}
        assert got == expected, (got, expected)
    finally:
        for club in clubs.values():
            club.stop()
