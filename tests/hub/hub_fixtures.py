"""The hub's fixtures: a throwaway PostgreSQL (initdb into a temporary folder, a free port,
stopped and removed when the test run ends), a database of its own for each test made from a
migrated template, the hub app and its client. Without PostgreSQL the hub's tests are skipped,
except on CI (CI=true), where that is a failure: the hub's tests must run there.

Imported by each test module (``from hub_fixtures import *``) rather than kept in a conftest.py:
the suite's modules import the root conftest by its module name, which a second conftest.py
would take over for the folders collected after this one.
"""

from __future__ import annotations

import atexit
import itertools
import os

import pytest

from hub_helpers import OFFICER
from postgres import Postgres, why_not

_NUMBERS = itertools.count(1)
_SERVER: list[Postgres] = []  # one for the whole run, whichever module asks first


def _server() -> Postgres:
    if not _SERVER:
        server = Postgres().start()
        atexit.register(server.stop)
        import psycopg
        from psycopg.rows import dict_row
        from scorekeeper.hub import migrate, officers
        template = server.create_database("hub_template")
        migrate(template)
        name, _, secret = OFFICER["Authorization"].removeprefix("Bearer ").partition(":")
        with psycopg.connect(template, row_factory=dict_row) as conn:  # the officer every test acts as
            officers.add(conn, name=name, secret=secret)
        _SERVER.append(server)
    return _SERVER[0]


@pytest.fixture(scope="session")
def postgres():
    reason = why_not()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    return _server()


@pytest.fixture
def hub_dsn(postgres) -> str:
    """A database of its own for each test, made from the migrated template."""
    return postgres.create_database(f"hub_{os.getpid()}_{next(_NUMBERS)}", template="hub_template")


@pytest.fixture
def hub_app(hub_dsn):
    from scorekeeper.hub import create_hub_app
    app = create_hub_app({"TESTING": True, "HUB_DATABASE": hub_dsn, "SECRET_KEY": "test", "HUB_POOL_SIZE": 4})
    yield app
    app.extensions["hub_pool"].close()


@pytest.fixture
def hub(hub_app):
    return hub_app.test_client()


__all__ = ["hub", "hub_app", "hub_dsn", "postgres"]
