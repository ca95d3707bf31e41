"""The hub's tests run against a throwaway PostgreSQL started here for the session (initdb into
a temporary folder, a free port, stopped and removed at the end). Without PostgreSQL they are
skipped, except on CI (CI=true), where that is a failure: the hub's tests must run there."""

from __future__ import annotations

import itertools
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from postgres import Postgres, why_not  # noqa: E402

_NUMBERS = itertools.count(1)


@pytest.fixture(scope="session")
def postgres():
    reason = why_not()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    server = Postgres().start()
    try:
        from scorekeeper.hub import migrate
        template = server.create_database("hub_template")
        migrate(template)
        yield server
    finally:
        server.stop()


@pytest.fixture
def hub_dsn(postgres) -> str:
    """A database of its own for each test, made from the migrated template."""
    return postgres.create_database(f"hub_{os.getpid()}_{next(_NUMBERS)}", template="hub_template")


@pytest.fixture
def hub_app(hub_dsn):
    from scorekeeper.hub import create_hub_app
    app = create_hub_app({"TESTING": True, "HUB_DATABASE": hub_dsn, "HUB_ADMIN_TOKEN": "officer-secret",
                          "SECRET_KEY": "test", "HUB_POOL_SIZE": 4})
    yield app
    app.extensions["hub_pool"].close()


@pytest.fixture
def hub(hub_app):
    return hub_app.test_client()


OFFICER = {"Authorization": "Bearer officer-secret"}
