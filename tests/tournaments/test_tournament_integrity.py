"""Every table's game counts, once, and only the table and the director change it.

Through the API and the pages as a busy evening, or someone at a table who wants more than the
table's result, would do it: a swap and a re-draw after the cards were printed, a table trying
to settle its own result or change an approved one, a stranger with wrong director codes, and
input no form should turn into a server error. The live-server cases (threads, SIGKILL) are in
test_tournament_live.py.
"""

from __future__ import annotations

import random

import pytest

from records_strategy import random_hand
from scorekeeper import create_app
from scorekeeper.rules.variants import VARIANTS
from scorekeeper.web.limits import limiter
from test_tournament_evening import API, Evening, pairs


def tables_of(state: dict, round_no: int = 1) -> dict[int, dict]:
    """A round's tables by number, from a round's answer or the tournament's."""
    r = state if "tables" in state else state["rounds"][round_no - 1]
    return {x["table"]: x for x in r["tables"]}


def play(client, game_id: str, headers: dict, *, rng: random.Random | None = None) -> dict:
    """Random valid hands with these credentials until the game ends; the last answer."""
    rng = rng or random.Random(3)
    game = client.get(f"/api/v1/games/{game_id}").get_json()
    variant = VARIANTS[game["record"]["variant"]]
    rules = variant.rules.with_options(game["record"]["options"])
    dealer = 0
    for _ in range(200):
        answer = client.post(f"/api/v1/games/{game_id}/hands", headers=headers,
                             json=random_hand(variant, rules, rng, dealer=dealer))
        assert answer.status_code == 201, answer.get_json()
        body = answer.get_json()
        if body["game"]["finished"]:
            return body
        dealer = body["game"]["next_dealer"]
    raise AssertionError("the game never ended")


def evening(client, n: int = 8, **fields) -> Evening:
    return Evening(client, {"title": "Friday", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                            "entrants": pairs(n), "options": {"target": 201}, **fields})


# ---------------------------------------------------------------- 1. swaps and re-draws

def test_a_swap_changes_only_its_tables_and_the_old_card_says_where_to_go(client):
    ev = evening(client)
    before = tables_of(ev.draw())
    x, y = before[1]["entrants"][0], before[2]["entrants"][0]
    swapped = client.post(f"{ev.url}/rounds/1/swap", json={"entrants": [x, y]}, headers=ev.director)
    assert swapped.status_code == 200, swapped.get_json()
    after = tables_of(swapped.get_json())
    for n in (3, 4):  # untouched: the same games, links and printed cards
        assert after[n]["games"] == before[n]["games"]
        assert after[n]["table_token"] == before[n]["table_token"]
    for n in (1, 2):
        assert after[n]["games"] != before[n]["games"]
    old, token = before[1]["games"][0], before[1]["table_token"]
    hand = client.post(f"/api/v1/games/{old}/hands", headers={"Authorization": f"Bearer {token}"},
                       json={"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3],
                             "points": [100, 62]})
    assert hand.status_code == 409
    assert hand.get_json()["error"]["message"] == \
        "This table was drawn again: scan the new card (table 1)"
    for link in (f"/j/{old}/{token}", f"/games/{old}"):
        page = client.get(link)
        assert page.status_code == 409
        assert "This table was drawn again: scan the new card (table 1)" in page.get_data(as_text=True)
    # The new card works, and the table that plays on it counts.
    new = after[1]
    play(client, new["games"][0], {"Authorization": f"Bearer {new['table_token']}"})
    assert tables_of(ev.get())[1]["status"] == "provisional"


def test_a_retired_game_counts_nowhere_not_even_in_the_statistics(client, app):
    ev = evening(client, 4)
    before = tables_of(ev.draw())
    x, y = before[1]["entrants"][0], before[2]["entrants"][0]
    assert client.post(f"{ev.url}/rounds/1/swap", json={"entrants": [x, y]},
                       headers=ev.director).status_code == 200
    from scorekeeper.storage.db import connect
    db = connect(app.config["DATABASE"])
    old = before[1]["games"][0]
    # A hand that reached the old game's rows before the fix (or by any other way) still counts
    # nowhere: the players' page leaves the retired game out.
    db.execute("INSERT INTO hands (game_id, number, hand, entered_at, entered_role) VALUES "
               "(?, 1, ?, '2026-01-01', 'table')", [old, '{"dealer": 3, "trump": "hearts", '
               '"taker": 0, "tricks": [5, 3], "points": [100, 62]}'])
    db.execute("UPDATE games SET version = 2 WHERE id = ?", [old])
    db.conn.commit()
    from scorekeeper.table.pages import stats
    seen = []
    monkey = stats.statistics

    def spy(games, **kwargs):
        seen.extend(g.id for g in games)
        return monkey(games, **kwargs)
    stats.statistics = spy
    try:
        assert client.get("/players").status_code == 200
    finally:
        stats.statistics = monkey
    assert old not in seen


def test_a_redraw_that_gives_the_same_tables_says_so_and_keeps_the_cards(client):
    ev = evening(client, 2, rounds=1)
    first = tables_of(ev.draw())
    again = client.post(f"{ev.url}/rounds/1/redraw", headers=ev.director)
    assert again.status_code == 200
    assert "same tables" in again.get_json()["unchanged"]
    assert tables_of(again.get_json())[1]["games"] == first[1]["games"]


def test_redraws_are_capped(client):
    ev = evening(client, 2, rounds=1)
    ev.draw()
    codes = [client.post(f"{ev.url}/rounds/1/redraw", headers=ev.director).status_code
             for _ in range(21)]
    assert codes[:20] == [200] * 20 and codes[20] == 409


def test_the_same_idempotency_key_draws_once_and_answers_the_same(client):
    ev = evening(client)
    key = {**ev.director, "Idempotency-Key": "draw-round-1"}
    first = client.post(f"{ev.url}/rounds", headers=key)
    second = client.post(f"{ev.url}/rounds", headers=key)
    assert first.status_code == second.status_code == 201
    assert second.headers["Idempotent-Replayed"] == "true"
    assert first.get_json() == second.get_json()
    assert len(ev.get()["rounds"]) == 1


# ---------------------------------------------------------------- 4. no GET writes

def test_the_hand_that_ends_a_game_makes_the_next_one_and_no_read_writes(app, client):
    ev = evening(client, 2, rounds=1, match={"best_of": 3})
    table = tables_of(ev.draw())[1]
    from scorekeeper import games
    from scorekeeper.storage.db import connect
    db = connect(app.config["DATABASE"])
    game = games.get_game(db, game_id=table["games"][0])
    variant = VARIANTS["bela-hr-4"]
    rules = variant.rules.with_options(game.options)
    rng, dealer = random.Random(5), 0
    with app.app_context():  # the service alone, as any writer of hands would call it
        for _ in range(200):
            change = games.append_hand(db, game_id=game.id, hand=random_hand(variant, rules, rng, dealer=dealer),
                                       author=games.Author("table"))
            if change.ruling["game"]["finished"]:
                break
            dealer = change.ruling["game"]["next_dealer"]

    def counts():
        return (db.execute("SELECT count(*) FROM games").fetchone()[0],
                db.execute("SELECT count(*) FROM tournament_log").fetchone()[0])
    made = counts()
    assert len(tables_of(ev.get())[1]["games"]) == 2  # made by the hand that ended game 1
    for path in (ev.url, f"{ev.url}/standings", f"/tournaments/{ev.id}", f"/tournaments/{ev.id}/projector",
                 f"/games/{table['games'][0]}", f"/games/{table['games'][0]}/next"):
        assert client.get(path).status_code in (200, 302)
        client.get(ev.url, headers=ev.director)
    assert counts() == made


# ---------------------------------------------------------------- 5. one person cannot settle a table

def test_the_table_token_alone_cannot_settle_a_table(client):
    ev = evening(client, 2, rounds=1)
    table = tables_of(ev.draw())[1]
    game, token = table["games"][0], {"Authorization": f"Bearer {table['table_token']}"}
    # Minting a phone for each side with the card's token: refused without the entrant codes.
    for seat in (0, 1):
        joined = client.post(f"/api/v1/games/{game}/phones", json={"seat": seat}, headers=token)
        assert joined.status_code == 403 and joined.get_json()["error"]["path"] == "entrant_code"
    wrong = client.post(f"/api/v1/games/{game}/phones", json={"seat": 1, "entrant_code": "ABCDEF"},
                        headers=token)
    assert wrong.status_code == 403
    # Speaking for a seat with the token alone is refused too; entering without a seat is not.
    seated = client.post(f"/api/v1/games/{game}/hands", headers={**token, "X-Seat": "1"},
                         json={"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3],
                               "points": [100, 62]})
    assert seated.status_code == 403
    last = play(client, game, token)
    # A phone that joined without a seat (no code needed to watch or keep score) cannot confirm
    # as the other side.
    seatless = client.post(f"/api/v1/games/{game}/phones", json={"seat": None}, headers=token).get_json()
    as_other = client.post(f"/api/v1/games/{game}/hands/{last['number']}/confirm", json={"seat": 1},
                           headers={"Authorization": f"Bearer {seatless['phone_token']}"})
    assert as_other.status_code == 403
    # One entrant with its own code: its phone confirms a hand nobody of the other side saw.
    codes = {e["number"]: e["code"] for e in ev.get(director=True)["entrants"]}
    mine = client.post(f"/api/v1/games/{game}/phones", headers=token,
                       json={"seat": 0, "entrant_code": codes[table["entrants"][0]]}).get_json()
    confirm = client.post(f"/api/v1/games/{game}/hands/{last['number']}/confirm", json={"seat": 0},
                          headers={"Authorization": f"Bearer {mine['phone_token']}"})
    assert confirm.status_code in (200, 403, 422)
    assert tables_of(ev.get())[1]["status"] == "provisional"
    assert ev.client.get(f"{ev.url}/standings").get_json()["final"] is False


def test_the_other_entrant_confirms_with_its_own_code(client):
    ev = evening(client, 2, rounds=1)
    table = tables_of(ev.draw())[1]
    game, token = table["games"][0], {"Authorization": f"Bearer {table['table_token']}"}
    codes = {e["number"]: e["code"] for e in ev.get(director=True)["entrants"]}
    a, b = table["entrants"]
    phone_a = client.post(f"/api/v1/games/{game}/phones", headers=token,
                          json={"seat": 0, "entrant_code": codes[a]}).get_json()["phone_token"]
    phone_b = client.post(f"/api/v1/games/{game}/phones", headers=token,
                          json={"seat": 1, "entrant_code": codes[b].lower()}).get_json()["phone_token"]
    last = play(client, game, {"Authorization": f"Bearer {phone_a}"})
    assert tables_of(ev.get())[1]["status"] == "provisional"
    confirmed = client.post(f"/api/v1/games/{game}/hands/{last['number']}/confirm", json={"seat": 1},
                            headers={"Authorization": f"Bearer {phone_b}"})
    assert confirmed.status_code == 200
    assert tables_of(ev.get())[1]["status"] == "final"


@pytest.mark.parametrize("final_by, final_after_confirming", [("director", False), ("table", True)])
def test_the_setting_says_how_results_become_final(client, final_by, final_after_confirming):
    ev = evening(client, 2, rounds=1, final_by=final_by)
    assert ev.get()["settings"]["final_by"] == final_by
    table = tables_of(ev.draw())[1]
    game, token = table["games"][0], {"Authorization": f"Bearer {table['table_token']}"}
    phones = [client.post(f"/api/v1/games/{game}/phones", headers=token, json={"seat": s}).get_json()
              for s in (0, 1)]
    last = play(client, game, {"Authorization": f"Bearer {phones[0]['phone_token']}"})
    client.post(f"/api/v1/games/{game}/hands/{last['number']}/confirm", json={"seat": 1},
                headers={"Authorization": f"Bearer {phones[1]['phone_token']}"})
    assert (tables_of(ev.get())[1]["status"] == "final") is final_after_confirming
    assert client.post(f"{ev.url}/rounds/1/tables/1/approve", headers=ev.director).status_code == 200
    assert tables_of(ev.get())[1]["status"] == "final"


def test_a_phone_at_a_tournament_table_takes_its_seat_on_the_page_with_the_entrant_code(app, client):
    ev = evening(client, 2, rounds=1)
    table = tables_of(ev.draw())[1]
    codes = {e["number"]: e["code"] for e in ev.get(director=True)["entrants"]}
    phone = app.test_client()
    phone.get(f"/j/{table['games'][0]}/{table['table_token']}")
    assert 'name="entrant_code"' in phone.get(f"/games/{table['games'][0]}/join").get_data(as_text=True)
    assert phone.post(f"/games/{table['games'][0]}/seat", data={"seat": "1", "entrant_code": "XXXXXX"}).status_code == 403
    ok = phone.post(f"/games/{table['games'][0]}/seat",
                    data={"seat": "1", "entrant_code": codes[table["entrants"][1]]})
    assert ok.status_code == 302


# ---------------------------------------------------------------- 6. approval locks

def test_an_approved_result_is_read_only_for_the_table_and_the_director_says_what_changes(client):
    ev = evening(client, 4, rounds=3, final_by="table")
    tables = tables_of(ev.draw())
    for x in tables.values():
        play(client, x["games"][0], {"Authorization": f"Bearer {x['table_token']}"})
    game, token = tables[1]["games"][0], {"Authorization": f"Bearer {tables[1]['table_token']}"}
    assert client.post(f"{ev.url}/rounds/1/tables/1/approve", headers=ev.director).status_code == 200
    record = client.get(f"/api/v1/games/{game}").get_json()
    n, last_hand = len(record["record"]["hands"]), record["record"]["hands"][-1]
    undo = client.delete(f"/api/v1/games/{game}/hands/{n}", headers={**token, "If-Match": "*"})
    assert undo.status_code == 403
    standings = client.get(f"{ev.url}/standings").get_json()
    assert ev.draw()["round"] == 2
    # Table 2 was not approved, but round 2 was drawn from it: read-only for the table too.
    game2, token2 = tables[2]["games"][0], {"Authorization": f"Bearer {tables[2]['table_token']}"}
    n2 = len(client.get(f"/api/v1/games/{game2}").get_json()["record"]["hands"])
    assert client.delete(f"/api/v1/games/{game2}/hands/{n2}",
                         headers={**token2, "If-Match": "*"}).status_code == 403
    assert client.get(f"{ev.url}/standings?after=1").get_json() == {**standings, "after_round": 1}
    # The director corrects it; the answer says what it changes, and round 2 stays as drawn.
    round2 = ev.get()["rounds"][1]
    fixed = client.put(f"/api/v1/games/{game}/hands/{n}", json=last_hand,
                       headers={**ev.director, **token, "If-Match": "*"})
    assert fixed.status_code == 200, fixed.get_json()
    notice = fixed.get_json()["tournament"]["notice"]
    assert "standings" in notice and "stays as drawn" in notice
    assert ev.get()["rounds"][1] == round2
    # On the hand form too: the table is told that only the director changes it now.
    form = client.post(f"/games/{game}/hands/{n}/edit", data={"action": "save"})
    assert form.status_code == 422
    assert "only the director changes it" in form.get_data(as_text=True)
    from scorekeeper.table.pages.correcting import settled_words
    from scorekeeper.games import get_game
    from scorekeeper.storage.db import get_db
    with client.application.test_request_context():
        words = settled_words(get_game(get_db(), game_id=game))
    assert "standings" in words and "Round 2" in words and "stays as drawn" in words


# ---------------------------------------------------------------- 8. the lockout

@pytest.fixture
def limited(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "limited.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "PDF_WAIT": 120})
    limiter.reset()
    yield app
    limiter.reset()


def test_a_stranger_with_wrong_director_codes_cannot_lock_the_director_out(limited):
    client = limited.test_client()
    ev = evening(client, 4)
    stranger = {"REMOTE_ADDR": "10.6.6.6"}
    for i in range(30):  # public reads with a wrong code: they do not need it, they count nowhere
        read = client.get(ev.url, headers={"X-Director-Code": f"WRONG-{i}"}, environ_base=stranger)
        assert read.status_code == 200 and "table_token" not in str(read.get_json())
    for i in range(25):  # wrong codes on writes count against the stranger only
        client.post(f"{ev.url}/rounds", headers={"X-Director-Code": f"WRONG-{i}"}, environ_base=stranger)
    assert client.post(f"{ev.url}/rounds", headers={"X-Director-Code": "WRONG"},
                       environ_base=stranger).status_code == 429
    drawn = client.post(f"{ev.url}/rounds", headers=ev.director, environ_base={"REMOTE_ADDR": "10.1.1.1"})
    assert drawn.status_code == 201


def test_reads_with_a_wrong_code_do_not_count_against_anyone(limited):
    client = limited.test_client()
    ev = evening(client, 4)
    me = {"REMOTE_ADDR": "10.2.2.2"}
    for i in range(30):
        client.get(ev.url, headers={"X-Director-Code": f"TYPO-{i}"}, environ_base=me)
    assert client.post(f"{ev.url}/rounds", headers=ev.director, environ_base=me).status_code == 201


# ---------------------------------------------------------------- 9. input never a 500

BIG = "9" * 5000


@pytest.mark.parametrize("field, value", [
    ("rounds", "²"), ("rounds", BIG), ("seed", "²"), ("seed", BIG), ("target", "²"), ("target", BIG),
    ("best_of", "³"), ("deals", BIG)])
def test_the_new_tournament_form_answers_bad_numbers_with_the_field(client, field, value):
    form = {"title": "Friday", "variant": "bela-hr-4", "format": "swiss",
            "entrants": "Ana & Ivo\nMia & Tin", field: value}
    answer = client.post("/tournaments/new", data=form)
    assert answer.status_code == 422


def test_the_new_tournament_form_obeys_the_apis_caps(client):
    many = "\n".join(f"A{i} & B{i}" for i in range(5000))
    assert client.post("/tournaments/new", data={"variant": "bela-hr-4", "format": "swiss",
                                                 "entrants": many}).status_code == 422
    long = "X" * 1_000_000
    assert client.post("/tournaments/new", data={"variant": "bela-hr-4", "format": "swiss",
                                                 "entrants": f"{long} & Ivo\nMia & Tin"}).status_code == 422
    assert client.get("/tournaments/new").status_code == 200


@pytest.mark.parametrize("action, fields", [
    ("withdraw", {"number": "²"}), ("withdraw", {"number": BIG}), ("result", {"table": "²", "games": "1-2"}),
    ("result", {"table": BIG, "games": "1-2"}), ("result", {"table": "1", "games": "²-1"}),
    ("result", {"table": "1", "games": f"{BIG}-1"}), ("approve", {"table": BIG}),
    ("add", {"name": "X" * 100_000, "players": "A & B"})])
def test_the_dashboard_answers_bad_input_with_4xx(client, action, fields):
    created = client.post("/tournaments/new", data={"variant": "bela-hr-4", "format": "swiss",
                                                    "entrants": "Ana & Ivo\nMia & Tin\nEma & Dora\nLu & Jo"})
    page = created.headers["Location"]
    client.post(page, data={"action": "draw"})
    answer = client.post(page, data={"action": action, **fields})
    assert 400 <= answer.status_code < 500


def test_a_swap_before_round_one_and_deals_zero_are_refused(client):
    ev = evening(client, 4)
    swap = client.post(f"{ev.url}/rounds/1/swap", json={"entrants": [1, 2]}, headers=ev.director)
    assert swap.status_code == 409
    zero = client.post(API, json={"title": "C", "variant": "belote", "format": "swiss",
                                  "match": {"deals": 0}, "entrants": pairs(2)})
    assert zero.status_code == 422 and zero.get_json()["error"]["path"] == "match.deals"


# ---------------------------------------------------------------- 10. no hash per game

def test_a_draw_makes_no_hash_per_game_and_the_tournament_code_directs_its_games(client, monkeypatch):
    ev = evening(client, 16)
    from scorekeeper.games import credentials

    def no_scrypt(code):
        raise AssertionError("a tournament's game must not cost a scrypt hash")
    monkeypatch.setattr(credentials, "hash_code", no_scrypt)
    tables = tables_of(ev.draw())
    x = tables[1]
    play(client, x["games"][0], {"Authorization": f"Bearer {x['table_token']}"})
    phones = client.get(f"/api/v1/games/{x['games'][0]}/phones", headers=ev.director)
    assert phones.status_code == 200  # the tournament's director code is each game's


def test_a_double_tap_on_the_dashboards_draw_draws_once(client):
    created = client.post("/tournaments/new", data={"variant": "bela-hr-4", "format": "swiss",
                                                    "entrants": "Ana & Ivo\nMia & Tin\nEma & Dora\nLu & Jo"})
    page = created.headers["Location"]
    seen = client.get(f"/api/v1{page}").get_json()["version"]
    first = client.post(page, data={"action": "draw", "seen": str(seen)})
    second = client.post(page, data={"action": "draw", "seen": str(seen)})
    assert first.status_code == 302 and second.status_code == 409
    assert len(client.get(f"/api/v1{page}").get_json()["rounds"]) == 1
    unasked = client.post(page, data={"action": "redraw", "seen": str(seen + 1)})
    assert unasked.status_code == 422  # a re-draw is only the answer to its own question
    again = [client.post(page, data={"action": "redraw", "seen": str(seen + 1), "confirmed": "yes"}).status_code
             for _ in range(2)]
    assert again == [302, 409]
