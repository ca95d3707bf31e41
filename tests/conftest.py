"""Shared fixtures (flaskr style): an app on a fresh temporary database, its client and CLI runner,
a game made through the API, and real servers started as subprocesses for the slow tests."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper import create_app

ROOT = Path(__file__).resolve().parent.parent
# The tests mirror the packages (tests/rules/, tests/table/, ...) and share helpers across
# folders (a phone of test_pages, the browser of test_browser): every folder is importable.
sys.path[:0] = [str(folder) for folder in sorted(Path(__file__).resolve().parent.iterdir())
                if folder.is_dir() and not folder.name.startswith((".", "__"))]
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]


@pytest.fixture
def app(tmp_path):
    # Page forms are posted here without their CSRF token, as the unit tests are about what a
    # form does; the real server in the browser tests and test_security keep the check on.
    # Rate limits are off too (a test file makes hundreds of games); test_security_limits
    # turns them on.
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "scorekeeper.db"),
                      "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False,
                      "RATE_LIMITS": False, "PDF_WAIT": 120})
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


class TableGame:
    """A bela-hr-4 game made through the API, with the headers its phones send."""

    def __init__(self, client, created: dict) -> None:
        self.client = client
        self.id = created["id"]
        self.token = created["table_token"]
        self.director_code = created["director_code"]
        self.url = f"/api/v1/games/{self.id}"

    def auth(self, *, seat: int | None = None, director: bool = False, **extra: str) -> dict:
        headers = {"Authorization": f"Bearer {self.token}", **extra}
        if seat is not None:
            headers["X-Seat"] = str(seat)
        if director:
            headers["X-Director-Code"] = self.director_code
        return headers

    def phone(self, seat: int | None) -> dict:
        """The headers of a phone that joined as ``seat`` (joined once, kept)."""
        phones = self.__dict__.setdefault("_phones", {})
        if seat not in phones:
            response = self.client.post(f"{self.url}/phones", json={"seat": seat},
                                        headers={"Authorization": f"Bearer {self.token}"})
            assert response.status_code == 201, response.get_json()
            phones[seat] = {"Authorization": f"Bearer {response.get_json()['phone_token']}"}
        return dict(phones[seat])

    def get(self) -> dict:
        return self.client.get(self.url).get_json()

    @property
    def version(self) -> int:
        return self.get()["version"]

    def enter(self, hand: dict, *, seat: int | None = 0, **headers: str):
        return self.client.post(f"{self.url}/hands", json=hand, headers=self.auth(seat=seat, **headers))


@pytest.fixture
def new_game(client):
    """Make a game: ``new_game()`` is bela-hr-4 for Ana, Boris, Cvita and Dino."""
    def make(variant: str = "bela-hr-4", players: list[str] | None = None, **fields) -> TableGame:
        body = {"variant": variant, "players": players or PLAYERS, **fields}
        response = client.post("/api/v1/games", json=body)
        assert response.status_code == 201, response.get_json()
        return TableGame(client, response.get_json())
    return make


@pytest.fixture
def game(new_game) -> TableGame:
    return new_game()


# ---------------------------------------------------------------- real servers

def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    """``python -m scorekeeper.serve`` on a free port with its own database (SCOREKEEPER_DATABASE)."""

    def __init__(self, database: Path, *, threads: int = 8) -> None:
        self.database, self.threads = database, threads
        self.port = free_port()
        self.log = database.with_suffix(".log")  # a file, not a pipe: a full pipe would stall it
        self.process: subprocess.Popen | None = None

    def start(self) -> "LiveServer":
        # The server listens on 127.0.0.1 only: its share links must say so, not the LAN address.
        env = {**os.environ, "SCOREKEEPER_DATABASE": str(self.database),
               "SCOREKEEPER_SECRET_KEY": "test", "SCOREKEEPER_PUBLIC_URL": f"http://127.0.0.1:{self.port}"}
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "scorekeeper.serve", "--port", str(self.port),
                 "--threads", str(self.threads)],
                cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped: {self.log.read_text()}")
            try:
                if self.request("GET", "/healthz")[0] == 200:
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the server did not answer within 20 s")

    def request(self, method: str, path: str, body: object = None,
                headers: dict | None = None, *, timeout: float = 10) -> tuple[int, dict]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            data = None if body is None else json.dumps(body)
            all_headers = {"Content-Type": "application/json", **(headers or {})}
            conn.request(method, path, body=data, headers=all_headers)
            response = conn.getresponse()
            return response.status, json.loads(response.read() or b"null")
        finally:
            conn.close()

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as when the power goes or the OOM killer strikes."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


def serving(directory: Path, port: int):
    """A live server on a suite's own fixed port, stopped when the suite is done (a generator for
    a module-scoped ``server`` fixture to ``yield from``)."""
    live = LiveServer(directory / "live.db")
    # Two clones testing on one machine set different offsets, so their fixed ports never meet.
    live.port = port + int(os.environ.get("SCOREKEEPER_TEST_PORT_OFFSET", "0"))
    live.start()
    try:
        yield live
    finally:
        live.stop()


@pytest.fixture
def live_server(tmp_path):
    """Start real servers on a database in tmp_path: ``live_server()``; all stopped afterwards."""
    servers: list[LiveServer] = []

    def start(**kwargs) -> LiveServer:
        server = LiveServer(tmp_path / "live.db", **kwargs).start()
        servers.append(server)
        return server
    yield start
    for server in servers:
        server.stop()
