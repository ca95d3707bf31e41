"""An archive is checked as completely as the API checks a request, before anything is stored:
the issue's malformed archives (an entry numbered -5 or 1.5 or 'x', a game of another variant or
of players who are not the table's entrants, 3,000 entrants, a 100,000-character name, two
create events or none, a table naming entrant 99, ``confirmed_at`` an object) are refused with
the place in the archive that is wrong, and nothing is stored; an evening with every kind of
event in its log comes back whole, and every page of an imported tournament answers."""

from __future__ import annotations

import copy
import io
import json

import pytest

from test_tournament_evening import Evening

API = "/api/v1/tournaments"
PAIRS = [{"name": f"Pair {i}", "players": [f"Ana{i}", f"Ivo{i}"]} for i in range(1, 7)]


@pytest.fixture
def evening(client):
    """A six-pair swiss with every kind of director's event in its log."""
    ev = Evening(client, {"title": "Petak", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                          "seed": 5, "options": {"target": 301}, "entrants": PAIRS})
    d, page = ev.director, ev.url.replace("/api/v1", "")
    with client.session_transaction() as session:
        session["directing"] = [ev.id]
    assert client.post(f"{page}/desk", data={"action": "add", "entrants": "Mia & Tin"}).status_code == 302
    client.post(f"{page}/desk", data={"action": "paid", "number": 1})
    client.post(f"{page}/desk", data={"action": "present", "number": 2})
    assert client.post(f"{ev.url}/apart", json={"entrants": [1, 2]}, headers=d).status_code == 200
    assert client.post(f"{ev.url}/bye", json={"entrant": 7}, headers=d).status_code == 200
    ev.draw()
    first = ev.get(director=True)["rounds"][0]["tables"][0]
    assert client.post(f"{ev.url}/rounds/1/tables/{first['table']}/result", json={"games": [[302, 120]]},
                       headers=d).status_code == 200
    ev.play_round()
    assert client.post(f"{ev.url}/entrants/3/withdraw", headers=d).status_code == 200
    assert client.post(f"{ev.url}/entrants/4/absent", json={"absent": True}, headers=d).status_code == 200
    assert client.post(f"{ev.url}/entrants", json={"name": "Ema & Dora", "players": ["Ema", "Dora"]},
                       headers=d).status_code == 201
    ev.draw()
    assert client.post(f"{ev.url}/entrants/3/reinstate", headers=d).status_code == 200
    return ev


def archive_of(client, ev) -> dict:
    answer = client.get(f"{ev.url}/archive", headers=ev.director)
    assert answer.status_code == 200
    return answer.get_json()


def imported(client, data) -> object:
    return client.post("/api/v1/tournament-imports", json=data)


def count(app) -> int:
    from scorekeeper.storage import get_db
    with app.app_context():
        db = get_db()
        return db.execute("SELECT count(*) FROM tournaments").fetchone()[0] + \
            db.execute("SELECT count(*) FROM games").fetchone()[0]


def test_every_action_of_the_log_has_a_schema():
    from scorekeeper.club.api.archive_schema import DATA
    from scorekeeper.tournaments.state import _APPLY
    assert set(DATA) == set(_APPLY)


def test_an_evening_with_every_kind_of_event_comes_back_whole(client, evening):
    data = archive_of(client, evening)
    actions = {e["action"] for e in data["log"]}
    assert {"create", "entrant_added", "paid", "checked_in", "kept_apart", "bye_chosen", "round_drawn",
            "result_entered", "withdrawn", "absent_marked", "reinstated"} <= actions
    answer = imported(client, data)
    assert answer.status_code == 201, answer.get_json()
    new = answer.get_json()["id"]
    assert client.get(f"{API}/{new}/standings").get_json() == evening.standings()


def _game_at(data, number=0) -> dict:
    return [g for g in data["games"] if g["entries"]][number]


def _draw(data) -> dict:
    return next(e for e in data["log"] if e["action"] == "round_drawn")["data"]


def _create(data) -> dict:
    return data["log"][0]["data"]


def _swap_numbers(data) -> None:
    entries = _game_at(data)["entries"]
    entries[0]["number"], entries[1]["number"] = 2, 1


BROKEN = {
    "an entry numbered -5": lambda d: _game_at(d)["entries"][0].update(number=-5),
    "an entry numbered 1.5": lambda d: _game_at(d)["entries"][0].update(number=1.5),
    "an entry numbered 'x'": lambda d: _game_at(d)["entries"][0].update(number="x"),
    "an entry numbered 10^30": lambda d: _game_at(d)["entries"][0].update(number=10**30),
    "an entry without a number": lambda d: _game_at(d)["entries"][0].pop("number"),
    "entries numbered 2, 1": _swap_numbers,
    "confirmed_at an object": lambda d: _game_at(d)["entries"][0].update(confirmed_at={"a": 1}),
    "entered_by a number": lambda d: _game_at(d)["entries"][0].update(entered_by=7),
    "a seat 9": lambda d: _game_at(d)["entries"][0].update(entered_by={"role": "table", "seat": 9}),
    "a hand as a list": lambda d: _game_at(d)["entries"][0].update(hand=[1, 2]),
    "a game of another variant": lambda d: _game_at(d).update(variant="belote"),
    "a game to another target": lambda d: _game_at(d).update(options={"target": 5001}),
    "a game of players not at its table": lambda d: _game_at(d).update(players=["X", "Y", "Z", "W"]),
    "3,000 entrants": lambda d: _create(d).update(entrants=[
        {"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(3000)]),
    "a 100,000-character name": lambda d: _create(d)["entrants"][0].update(name="N" * 100_000),
    "a 100,000-character player": lambda d: _create(d)["entrants"][0]["players"].__setitem__(0, "N" * 100_000),
    "two create events": lambda d: d["log"].insert(1, copy.deepcopy(d["log"][0])),
    "no create event": lambda d: d["log"].pop(0),
    "zero entrants": lambda d: _create(d).update(entrants=[]),
    "a table naming entrant 99": lambda d: _draw(d)["tables"][0].update(a=99),
    "an entrant at two tables": lambda d: _draw(d)["tables"][1].update(a=_draw(d)["tables"][0]["a"]),
    "a bye for entrant 0": lambda d: _draw(d).update(byes=[0]),
    "a round 7 drawn after none": lambda d: _draw(d).update(round=7),
    "a result of a table that is not there": lambda d: next(
        e for e in d["log"] if e["action"] == "result_entered")["data"].update(table=40),
    "a result as text": lambda d: next(
        e for e in d["log"] if e["action"] == "result_entered")["data"].update(games="302-120"),
    "withdrawing entrant 50": lambda d: next(
        e for e in d["log"] if e["action"] == "withdrawn")["data"].update(number=50),
    "an action nobody did": lambda d: d["log"].append({"at": "", "action": "crowned", "data": {}}),
    "an unknown field in an event": lambda d: _draw(d).update(extra="x"),
    "a game that is at no table": lambda d: d["games"].append({**copy.deepcopy(_game_at(d)), "id": "orphan"}),
    "a title of 10,000 characters": lambda d: d["tournament"].update(title="T" * 10_000),
    "settings as a list": lambda d: d["tournament"].update(settings=[1]),
    "a version 2": lambda d: d.update(version=2),
    "a time as a number": lambda d: d["log"][0].update(at=5),
    "paid as 'yes'": lambda d: next(e for e in d["log"] if e["action"] == "paid")["data"].update(paid="yes"),
}


@pytest.mark.parametrize("what", list(BROKEN))
def test_a_malformed_archive_is_refused_with_its_place_and_stores_nothing(client, app, evening, what):
    data = archive_of(client, evening)
    BROKEN[what](data)
    before = count(app)
    answer = imported(client, data)
    assert answer.status_code == 422, (what, answer.status_code, answer.get_json())
    error = answer.get_json()["error"]
    assert error["message"] and isinstance(error["path"], str)
    assert count(app) == before
    page = client.post("/tournaments/import", data={"archive": (io.BytesIO(json.dumps(data).encode()), "a.json")},
                       content_type="multipart/form-data")
    assert page.status_code == 422 and count(app) == before


def test_the_place_of_a_refusal_is_said(client, evening):
    data = archive_of(client, evening)
    _draw(data)["tables"][0]["a"] = 99
    error = imported(client, data).get_json()["error"]
    assert "no entrant 99" in error["message"] and error["path"].startswith("log[")
    data = archive_of(client, evening)
    _game_at(data)["entries"][0]["number"] = -5
    error = imported(client, data).get_json()["error"]
    assert error["path"].startswith("games[") and ".entries[0].number" in error["path"]
    data = archive_of(client, evening)
    from scorekeeper.tournament_core import MAX_ENTRANTS
    _create(data)["entrants"] = [{"name": f"P{i}", "players": ["A", "B"]} for i in range(MAX_ENTRANTS + 1)]
    assert str(MAX_ENTRANTS) in imported(client, data).get_json()["error"]["message"]


def test_a_deeply_nested_or_odd_json_is_refused(client):
    deep = "[" * 100_000 + "]" * 100_000
    for body in (deep, '{"kind": NaN}', "[]", "1", '"x"', json.dumps({"kind": "scorekeeper-tournament",
                                                                       "version": 1, "tournament": {},
                                                                       "log": [], "games": []})):
        answer = client.post("/api/v1/tournament-imports", data=body, content_type="application/json")
        assert answer.status_code in (400, 422), (body[:40], answer.status_code)


def test_every_page_of_an_imported_tournament_answers(client, evening):
    answer = imported(client, archive_of(client, evening))
    created = answer.get_json()
    tid, page = created["id"], f"/tournaments/{created['id']}"
    director = {"X-Director-Code": created["director_code"]}
    for path in ("", "/projector", "/where?name=Pair", "/standings", "/rounds/1", "/rounds/2",
                 "/standings.csv", "/results.csv"):
        assert client.get(page + path).status_code == 200, path
    with client.session_transaction() as session:
        session["directing"] = [tid]
    for path in ("", "/desk", "/rounds/1", "/archive.json"):
        assert client.get(page + path).status_code == 200, path
    state = client.get(f"{API}/{tid}", headers=director).get_json()
    for game in {g for r in state["rounds"] for t in r["tables"] for g in t["games"]}:
        assert client.get(f"/api/v1/games/{game}").status_code == 200
        assert client.get(f"/games/{game}").status_code == 200


ODD = ["²", "x", -1, 1.5, 10**30, None, True, [], {}, {"a": [1]}, "9" * 400, [[[[[]]]]]]


def test_odd_values_anywhere_in_a_hand_or_an_event_are_refused_never_a_500(client, evening):
    data = archive_of(client, evening)
    hand = _game_at(data)["entries"][0]["hand"]
    fields = [("hand", k) for k in hand] + [("draw", k) for k in _draw(data)] + \
        [("table", k) for k in _draw(data)["tables"][0]] + [("head", k) for k in data["tournament"]]
    for where, key in fields:
        for value in ODD:
            broken = copy.deepcopy(data)
            target = {"hand": lambda d: _game_at(d)["entries"][0]["hand"], "draw": _draw,
                      "table": lambda d: _draw(d)["tables"][0], "head": lambda d: d["tournament"]}[where](broken)
            target[key] = value
            answer = imported(client, broken)
            assert answer.status_code in (201, 422), (where, key, value, answer.get_json())


def test_an_imported_tournament_is_governed_as_one_made_here(client, evening):
    """On the imported copy, a phone takes an entrant's seat only with that entrant's code, the
    table token cannot undo a hand of a settled table, and the importing director's new code
    opens the games' phones page."""
    created = imported(client, archive_of(client, evening)).get_json()
    director = {"X-Director-Code": created["director_code"]}
    state = client.get(f"{API}/{created['id']}", headers=director).get_json()
    codes = {e["number"]: e["code"] for e in state["entrants"]}
    table = state["rounds"][1]["tables"][0]
    game, token = table["games"][-1], table["table_token"]
    bearer = {"Authorization": f"Bearer {token}"}
    url = f"/api/v1/games/{game}/phones"
    assert client.post(url, json={"seat": 0}, headers=bearer).status_code == 403
    assert client.post(url, json={"seat": 0, "entrant_code": "WRONG-CODE"}, headers=bearer).status_code == 403
    other = codes[table["entrants"][1]]
    assert client.post(url, json={"seat": 0, "entrant_code": other}, headers=bearer).status_code == 403
    mine = codes[table["entrants"][0]]
    assert client.post(url, json={"seat": 0, "entrant_code": mine}, headers=bearer).status_code == 201

    settled = next(t for t in state["rounds"][0]["tables"]
                   if client.get(f"/api/v1/games/{t['games'][-1]}").get_json()["record"]["hands"])
    played = client.get(f"/api/v1/games/{settled['games'][-1]}")
    last = len(played.get_json()["record"]["hands"])
    undo = client.delete(f"/api/v1/games/{settled['games'][-1]}/hands/{last}",
                         headers={"Authorization": f"Bearer {settled['table_token']}",
                                  "If-Match": played.headers["ETag"]})
    assert undo.status_code == 403 and "settled" in undo.get_json()["error"]["message"]
    assert len(client.get(f"/api/v1/games/{settled['games'][-1]}").get_json()["record"]["hands"]) == last

    page = client.post(f"/games/{game}/phones", data={"director_code": created["director_code"],
                                                        "action": "rotate"})
    assert page.status_code == 200, page.get_data(as_text=True)
    assert client.get(url, headers=director).status_code == 200
    refused = client.post(f"/games/{game}/phones", data={"director_code": evening.code, "action": "rotate"})
    assert refused.status_code == 403, "the old tournament's code does not open the copy's games"


def test_a_large_import_lets_the_tables_hands_through_between_its_writes(client, app, monkeypatch):
    """An archive of 1,280 games is written in batches; a table's hand typed while the import
    runs is saved between two of them (it never waits for the whole archive), and the
    tournament appears whole only at the end."""
    from scorekeeper.tournaments import archive as archive_module
    entrants = [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 257)]
    log, games = [{"at": "", "action": "create", "data": {"entrants": entrants}}], []
    for r in range(1, 11):
        tables = []
        for t in range(1, 129):
            a, b, gid = 2 * t - 1, 2 * t, f"g{r}-{t}"
            games.append({"id": gid, "variant": "belote", "options": {}, "entries": [],
                          "players": [f"A{a}", f"A{b}", f"B{a}", f"B{b}"]})
            tables.append({"table": t, "a": a, "b": b, "games": [gid]})
        log.append({"at": "", "action": "round_drawn", "data": {"round": r, "byes": [], "tables": tables}})
    data = {"kind": "scorekeeper-tournament", "version": 1, "log": log, "games": games,
            "tournament": {"title": "Big", "variant": "belote", "options": {},
                           "settings": {"format": "swiss", "rounds": 10}}}
    table = client.post("/api/v1/games", json={"variant": "belote", "players": ["a", "b", "c", "d"]}).get_json()
    batches, saved = archive_module._batches, []

    def with_a_hand_between(all_games):
        for batch in batches(all_games):
            yield batch
            hand = client.post(f"/api/v1/games/{table['id']}/hands", headers={
                "Authorization": f"Bearer {table['table_token']}"},
                json={"dealer": len(saved) % 4, "trump": "hearts", "taker": 0, "points": [90, 72]})
            saved.append(hand.status_code)
    monkeypatch.setattr(archive_module, "_batches", with_a_hand_between)
    answer = imported(client, data)
    assert answer.status_code == 201, answer.get_json()
    assert len(saved) >= 3 and set(saved) == {201}, saved
    assert len(client.get(f"/api/v1/games/{table['id']}").get_json()["record"]["hands"]) == len(saved)
    state = client.get(f"{API}/{answer.get_json()['id']}").get_json()
    assert len(state["rounds"]) == 10 and all(len(r["tables"]) == 128 for r in state["rounds"])


@pytest.mark.parametrize("lang,words", [
    ("en", "The archive was not imported: there is no entrant 99 at this point of the log (at log["),
    ("hr", "Arhiva nije uvezena: u tom trenutku dnevnika nema sudionika 99 (na mjestu log["),
    ("fr", "L’archive n’a pas été importée : il n’y a pas d’inscrit 99 à ce point du journal (à log["),
    ("nl", "Het archief is niet geïmporteerd: er is geen deelnemer 99 op dit punt van het logboek (bij log[")])
def test_the_import_page_says_a_refusal_in_its_language_and_where(client, evening, lang, words):
    data = archive_of(client, evening)
    _draw(data)["tables"][0]["a"] = 99
    client.get(f"/lang/{lang}?next=/")
    page = client.post("/tournaments/import", data={"archive": (io.BytesIO(json.dumps(data).encode()), "a.json")},
                       content_type="multipart/form-data")
    text = page.get_data(as_text=True).replace("&#39;", "’").replace("'", "’")
    assert page.status_code == 422 and words in text, text[text.find("import-error") - 20:][:400]
    client.get("/lang/en?next=/")
