"""Text no keyboard types and a disk that fills up: refused or delayed with a clear answer, never a 500."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from scorekeeper.storage.db import get_db
from test_pages import _hand

HAND = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


@pytest.mark.parametrize("body, field", [
    ('{"variant": "bela-hr-4", "players": ["\\ud800", "B", "C", "D"]}', "players[0]"),
    ('{"variant": "bela-hr-4", "players": ["A", "B", "C", "D"], "title": "x\\udfff"}', "title"),
    ('{"variant": "bela-hr-4", "players": ["A", "B", "C", "D"], "\\ud800": 1}', "\ud800"),
])
def test_a_lone_surrogate_in_a_new_game_is_refused_with_its_field(client, body, field):
    response = client.post("/api/v1/games", data=body, content_type="application/json")
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["path"] == field and "surrogate" in error["message"]


def test_a_lone_surrogate_in_a_hand_or_an_adjudication_is_refused(game, client):
    raw = '{"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "note": "\\ud800"}'
    response = client.post(f"{game.url}/hands", data=raw, content_type="application/json",
                           headers=game.auth(seat=0))
    assert response.status_code == 422 and response.get_json()["error"]["path"] == "note"
    assert game.get()["record"]["hands"] == []
    record = ('{"variant": "bela-hr-4", "players": ["Ana", "B\\ud834", "C", "D"], "hands": []}')
    response = client.post("/api/v1/adjudicate", data=record, content_type="application/json")
    assert response.status_code == 422 and response.get_json()["error"]["path"] == "players[1]"


def test_a_page_form_with_bytes_that_are_no_text_never_gives_a_500(client):
    response = client.post("/new/bela-hr-4", data=b"player0=%ED%A0%80&player1=B&player2=C&player3=D",
                           content_type="application/x-www-form-urlencoded")
    assert response.status_code < 500


# ---------------------------------------------------------------- a full disk

@pytest.fixture
def long_game(new_game):
    return new_game(options={"target": 9001})


@pytest.fixture
def full_disk(app, long_game):
    """The database may not grow by one page: SQLite answers "database or disk is full"."""
    with app.app_context():
        db = get_db()
        db.execute("CREATE TABLE IF NOT EXISTS ballast (x BLOB)")
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count = {pages}")
        # Fill the last free pages so the next hand needs a new one.
        for size in (2000, 200, 20, 1):
            try:
                while True:
                    db.execute(f"INSERT INTO ballast VALUES (zeroblob({size}))")
            except sqlite3.OperationalError:
                pass
    yield db


def test_a_full_disk_answers_503_says_nothing_was_saved_and_logs_once(long_game, full_disk, caplog):
    caplog.set_level(logging.ERROR)
    stored = fill_up(long_game)
    answers = [long_game.enter(HAND) for _ in range(3)]
    assert {a.status_code for a in answers} == {503}
    assert answers[0].headers["Retry-After"] == "30"
    assert "nothing was stored" in answers[0].get_json()["error"]["message"]
    full = [r for r in caplog.records if "full" in r.getMessage()]
    assert len(full) == 1 and not any(r.exc_info for r in caplog.records)
    assert len(long_game.get()["record"]["hands"]) == stored


def fill_up(game) -> int:
    """Enter hands while the last pages still have room; the number stored when one is refused."""
    for stored in range(40):
        response = game.enter(HAND)
        if response.status_code != 201:
            assert response.status_code == 503, (stored, response.get_json())
            return stored
    raise AssertionError("the database never filled up")


def test_writes_resume_by_themselves_once_space_is_freed(app, long_game, full_disk):
    fill_up(long_game)
    assert long_game.enter(HAND).status_code == 503
    with app.app_context():
        get_db().execute("PRAGMA max_page_count = 1000000")  # the organiser frees space
    assert long_game.enter(HAND).status_code == 201


def test_the_page_says_the_hand_was_not_saved(client, long_game, request):
    client.get(f"/j/{long_game.id}/{long_game.token}")
    client.post(f"/games/{long_game.id}/seat", data={"seat": "0"})
    request.getfixturevalue("full_disk")
    fill_up(long_game)
    data = {"action": "save", "key": "full-1"} | _hand({"dealer": 3, "points": (100, None)})
    response = client.post(f"/games/{long_game.id}/hands/new", data=data)
    assert response.status_code == 503
    page = response.get_data(as_text=True)
    assert "NOT saved" in page and "Nothing you entered was lost" not in page
