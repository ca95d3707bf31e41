"""A throwaway PostgreSQL: initdb into a temporary folder, started on a free port, removed when
stopped. PostgreSQL refuses to run as root, so as root it runs as the ``postgres`` user
(``runuser``), which owns the folder. ``find()`` says why none can be started, if so."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def binaries() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def why_not() -> str:
    """Empty if a throwaway PostgreSQL can be started here, else the reason."""
    if binaries() is None:
        return "PostgreSQL is not installed (apt-get install postgresql, or run scripts/system-deps.sh)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no postgres user to run PostgreSQL as"
    return ""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Postgres:
    def __init__(self) -> None:
        self.bin = binaries()
        assert self.bin is not None, why_not()
        self.folder = Path(tempfile.mkdtemp(prefix="hub-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.user = "postgres" if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def start(self) -> Postgres:
        if os.geteuid() == 0:
            entry = pwd.getpwnam("postgres")
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", self.user, "-A", "trust",
                  "-E", "UTF8", "--no-locale", "--no-sync")
        options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l",
                  str(self.folder / "log"), "-w", "-t", "30", "start")
        return self

    def dsn(self, database: str = "postgres") -> str:
        return f"host=127.0.0.1 port={self.port} user={self.user} dbname={database}"

    def create_database(self, name: str, *, template: str = "template1") -> str:
        import psycopg
        with psycopg.connect(self.dsn(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        return self.dsn(name)

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except subprocess.CalledProcessError:
            pass
        for _ in range(50):
            try:
                shutil.rmtree(self.folder)
                return
            except OSError:
                time.sleep(0.1)
