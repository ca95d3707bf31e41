"""The database and the service layer: schema, durability settings, the append-only log, what is
(and is not) stored, and replaying the log."""

from __future__ import annotations

import os
import sqlite3
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper import create_app, games
from scorekeeper.rules import adjudicate
from scorekeeper.storage.db import SCHEMAS, checkpoint_in_background, connect, get_db, integrity_check, migrate

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
FELL = {"dealer": 0, "trump": "spades", "taker": 1, "tricks": [5, 3], "points": [100, 62]}


@pytest.fixture
def db(app):
    with app.app_context():
        yield get_db()


def test_init_db_creates_the_schema_and_is_idempotent(app, runner, tmp_path):
    result = runner.invoke(args=["init-db"])
    assert result.exit_code == 0 and "applied m001_games" in result.output
    assert "up to date" in runner.invoke(args=["init-db"]).output
    conn = sqlite3.connect(app.config["DATABASE"])
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "hands", "revisions", "idempotency", "_sqlite_migrations"} <= tables
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_migrations_apply_once(tmp_path):
    path = str(tmp_path / "m.db")
    from scorekeeper.games.schema import migrations as game_migrations
    from scorekeeper.tournaments.store import migrations as tournament_migrations
    assert SCHEMAS[:2] == [game_migrations, tournament_migrations]  # each feature registers its own
    assert migrate(path) == [m.name for group in SCHEMAS for m in group._migrations]
    assert migrate(path) == []


def test_every_connection_checks_keys_and_syncs_as_configured(db, tmp_path):
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL: SQLite's advice for WAL
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert integrity_check(db) == "ok"
    strict = create_app({"TESTING": True, "DATABASE": str(tmp_path / "full.db"), "SECRET_KEY": "t",
                         "SQLITE_SYNCHRONOUS": "full"})
    with strict.app_context():
        assert get_db().execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL: fsync per commit


def test_the_server_checkpoints_in_the_background_not_in_a_request(tmp_path):
    path = str(tmp_path / "bg.db")
    migrate(path)
    checkpoint_in_background(path, every=0.05)
    db = connect(path)
    assert db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    size = os.path.getsize(path)
    db.execute("CREATE TABLE filler (x TEXT)")
    db["filler"].insert_all({"x": "x" * 1000} for _ in range(200))
    deadline = time.monotonic() + 20
    while os.path.getsize(path) == size and time.monotonic() < deadline:
        time.sleep(0.02)
    assert os.path.getsize(path) > size, "the pages reached the database file without a request's help"
    db.close()


def test_the_revision_log_cannot_be_rewritten(db):
    created = games.create_game(db, variant="bela", players=PLAYERS)
    for sql in ("UPDATE revisions SET action = 'x'", "DELETE FROM revisions"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute(sql)
    assert len(games.history(db, game_id=created.game.id)) == 1


def test_no_ruling_total_or_secret_is_stored(db):
    created = games.create_game(db, variant="bela", players=PLAYERS)
    author = games.authorize(created.game, table_token=created.table_token, seat=0)
    games.append_hand(db, game_id=created.game.id, hand=PASSED, author=author)
    dump = "\n".join(db.conn.iterdump())
    for word in ('"totals"', '"ruling"', '"explanation"', '"outcome"', created.table_token,
                 created.director_code, created.director_code.replace("-", "")):
        assert word not in dump


def test_two_games_never_share_an_id(db):
    ids = {games.create_game(db, variant="klaberjass", players=["A", "B"]).game.id for _ in range(20)}
    assert len(ids) == 20


# ---------------------------------------------------------------- the service layer

@pytest.fixture
def table(db):
    created = games.create_game(db, variant="bela", players=PLAYERS)
    return created, games.authorize(created.game, table_token=created.table_token, seat=0)


def test_can_and_verify_agree_before_anything_is_done(db, table):
    created, ana = table
    game = created.game
    assert games.can_append_hand(db, game=game, hand=PASSED, author=ana)
    assert not games.can_append_hand(db, game=game, hand={**PASSED, "points": [1, 1]}, author=ana)
    with pytest.raises(games.NotFound):
        games.verify_confirm_hand(db, game=game, number=1, author=ana)
    games.append_hand(db, game_id=game.id, hand=PASSED, author=ana)
    game = games.get_game(db, game_id=game.id)
    cvita, boris = games.Author("table", 2, "phone-c"), games.Author("table", 1, "phone-b")
    assert not games.can_confirm_hand(db, game=game, number=1, author=cvita)
    assert games.can_confirm_hand(db, game=game, number=1, author=boris)
    assert games.can_undo_last_hand(db, game=game, number=1, author=ana)
    games.confirm_hand(db, game_id=game.id, number=1, author=boris)
    game = games.get_game(db, game_id=game.id)
    assert not games.can_correct_hand(db, game=game, number=1, hand=FELL, author=ana)
    assert games.can_correct_hand(db, game=game, number=1, hand=FELL, author=games.Author("director"))
    assert not games.can_undo_last_hand(db, game=game, number=1, author=ana)


def test_authorize_refuses_missing_and_wrong_credentials(table):
    created, _ = table
    with pytest.raises(games.NotAuthorized):
        games.authorize(created.game)
    with pytest.raises(games.Forbidden):
        games.authorize(created.game, table_token=created.table_token + "x")
    with pytest.raises(games.Forbidden):
        games.authorize(created.game, table_token=created.table_token, director_code="2222-2222-2222")
    assert games.authorize(created.game, director_code=created.director_code).role == "director"


def test_a_stale_version_is_refused_inside_the_write(db, table):
    created, ana = table
    games.append_hand(db, game_id=created.game.id, hand=PASSED, author=ana, expected_version=1)
    with pytest.raises(games.StaleVersion) as refused:
        games.append_hand(db, game_id=created.game.id, hand=FELL, author=ana, expected_version=1)
    assert refused.value.game.version == 2


ACTIONS = st.lists(st.sampled_from(["enter", "correct", "undo", "confirm"]), max_size=12)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions=ACTIONS)
def test_the_log_replays_to_the_record_at_every_version(db, actions):
    """Whatever the table did, replaying the revision log gives the record each version had."""
    created = games.create_game(db, variant="bela", players=PLAYERS, options={"target": 100_000})
    game_id, director = created.game.id, games.Author("director")
    seen = {1: created.game.record()}
    for i, action in enumerate(actions):
        game = games.get_game(db, game_id=game_id)
        n = len(game.entries)
        hand = {**(PASSED if i % 2 else FELL), "dealer": i % 4}
        if action == "enter" or (n == 0 and action != "confirm"):
            change = games.append_hand(db, game_id=game_id, hand=hand, author=director)
        elif action == "correct":
            change = games.correct_hand(db, game_id=game_id, number=1 + i % n, hand=hand, author=director,
                                        expected_version=game.version)
        elif action == "undo":
            change = games.undo_last_hand(db, game_id=game_id, number=n, author=director,
                                          expected_version=game.version)
        elif n:
            change = games.confirm_hand(db, game_id=game_id, number=n, author=games.Author("table", 1, "phone-b"))
        else:
            continue
        seen[change.version] = change.game.record()
        assert change.ruling == adjudicate(change.game.record()), "the kept ruling is the engine's"
    for version, record in seen.items():
        assert games.record_at(db, game_id=game_id, version=version) == record
