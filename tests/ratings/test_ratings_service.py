"""Ratings a club's players would check: recomputed from every tournament's finished tables in
the order played, fixed pairs and mêlée alike; "Jurić" typed as "juric" one player; a corrected
result re-rates what follows; a player's history for the chart; a hall of fame for a date
range; ``/api/v1/ratings``."""

from __future__ import annotations

from scorekeeper.words import folded

import pytest

from scorekeeper.ratings import hall_of_fame, rating_history, ratings
from scorekeeper.storage import get_db

API = "/api/v1/tournaments"


def first_entered_wins(k, x):
    return x["entrants"][0] < x["entrants"][1]


def evening(client, title: str, entrants: list[list[str]], *, rounds: int = 1, fmt: str = "swiss",
            winner_a=first_entered_wins, seed: int = 3) -> dict:
    created = client.post(API, json={
        "title": title, "variant": "bela-hr-4", "format": fmt, "rounds": rounds, "seed": seed,
        "entrants": [{"name": " & ".join(p), "players": p} for p in entrants]}).get_json()
    director = {"X-Director-Code": created["director_code"]}
    url = f"{API}/{created['id']}"
    for k in range(1, rounds + 1):
        drawn = client.post(f"{url}/rounds", headers=director)
        assert drawn.status_code == 201, drawn.get_json()
        for x in drawn.get_json()["tables"]:
            score = [1001, 400] if winner_a(k, x) else [400, 1001]
            done = client.post(f"{url}/rounds/{k}/tables/{x['table']}/result", json={"games": [score]},
                               headers=director)
            assert done.status_code == 200, done.get_json()
    return {"id": created["id"], "url": url, "director": director}


def by_player(app) -> dict:
    with app.app_context():
        return {folded(r.name): r for r in ratings(get_db())}


def test_a_won_match_lifts_both_winners_and_a_name_without_its_accent_is_the_same_player(app, client):
    evening(client, "Monday", [["Ana Jurić", "Ivo"], ["Mia", "Tin"]])
    evening(client, "Tuesday", [["ana juric", "Ivo"], ["Mia", "Tin"]])
    rated = by_player(app)
    assert set(rated) == {"ana juric", "ivo", "mia", "tin"}
    assert rated["ana juric"].games == 2 and rated["ana juric"].name == "Ana Jurić"  # as the register knows her
    assert rated["ana juric"].rating == rated["ivo"].rating > rated["mia"].rating
    assert rated["ivo"].provisional


def test_a_melee_rates_each_of_its_four_players_at_a_table(app, client):
    names = ["Ana", "Ivo", "Mia", "Tin", "Eva", "Leo", "Zoe", "Max"]
    evening(client, "Mêlée", [[n] for n in names], fmt="melee", rounds=2)
    rated = by_player(app)
    assert set(rated) == {n.lower() for n in names}
    assert all(r.games == 2 for r in rated.values())


def test_a_corrected_result_re_rates_everything_after_it(app, client):
    first = evening(client, "Monday", [["Ana", "Ivo"], ["Mia", "Tin"]])
    evening(client, "Tuesday", [["Ana", "Ivo"], ["Mia", "Tin"]])
    before = by_player(app)
    assert before["ana"].rating > before["mia"].rating
    table = client.get(first["url"]).get_json()["rounds"][0]["tables"][0]
    score = [400, 1001] if table["entrants"] == [1, 2] else [1001, 400]  # Mia and Tin won Monday
    fixed = client.post(f"{first['url']}/rounds/1/tables/1/result", json={"games": [score], "correct": True},
                        headers=first["director"])
    assert fixed.status_code == 200, fixed.get_json()
    after = by_player(app)
    assert after["mia"].rating > before["mia"].rating and after["ana"].rating < before["ana"].rating
    # One win each now: Ana and Ivo won the later match, over a pair rated above them then.
    assert after["ana"].rating > after["mia"].rating and after["ana"].games == 2
    with app.app_context():
        history = rating_history(get_db(), player=after["mia"].player)
    assert [(p.title, p.round) for p in history] == [("Monday", 1), ("Tuesday", 1)]
    assert history[0].rating > history[1].rating  # won Monday, lost Tuesday


def test_the_hall_of_fame_counts_games_and_evenings_won_in_its_dates(app, client):
    for day in range(3):
        evening(client, f"Evening {day}", [["Ana", "Ivo"], ["Mia", "Tin"], ["Eva", "Leo"], ["Zoe", "Max"]],
                rounds=2, seed=day + 1)
    with app.app_context():
        fame = hall_of_fame(get_db(), start="2000-01-01", end="2999-12-31")
        empty = hall_of_fame(get_db(), start="1990-01-01", end="1990-12-31")
    assert {folded(n) for _p, n, g in fame.most_games if g == 6} == {"ana", "ivo", "mia", "tin", "eva", "leo", "zoe",
                                                                     "max"}
    assert [(n, won) for _p, n, won in fame.most_won[:2]] == [("Ana", 3), ("Ivo", 3)]
    assert fame.best == []  # nobody has 20 games: no settled number to show yet
    assert empty.most_games == [] and empty.most_won == []


def test_the_api_lists_every_player_best_first_and_a_players_history(client):
    evening(client, "Monday", [["Ana", "Ivo"], ["Mia", "Tin"]])
    answer = client.get("/api/v1/ratings").get_json()
    assert [p["name"] for p in answer["players"]][:2] == ["Ana", "Ivo"]
    ana = answer["players"][0]
    assert ana == {"player": ana["player"], "name": "Ana", "rating": ana["rating"], "games": 1, "provisional": True}
    mia = next(p["player"] for p in answer["players"] if p["name"] == "Mia")  # the register's id
    one = client.get(f"/api/v1/ratings/{mia}").get_json()
    assert one["games"] == 1 and [p["title"] for p in one["history"]] == ["Monday"]
    missing = client.get("/api/v1/ratings/nobody")
    assert missing.status_code == 404 and missing.get_json()["error"]["note"]["id"] == "rating.not_found"


@pytest.mark.parametrize("query", ["/api/v1/ratings", "/api/v1/ratings/x%00y"])
def test_reading_ratings_writes_nothing(app, client, query):
    evening(client, "Monday", [["Ana", "Ivo"], ["Mia", "Tin"]])
    with app.app_context():
        db = get_db()
        before = db.execute("SELECT count(*) FROM tournament_log").fetchone()[0]
    assert client.get(query).status_code in (200, 404)
    with app.app_context():
        assert get_db().execute("SELECT count(*) FROM tournament_log").fetchone()[0] == before


def test_the_ratings_page_lists_players_with_games_and_a_provisional_mark_and_links_each_chart(client):
    evening(client, "Monday", [["Ana Jurić", "Ivo"], ["Mia", "Tin"]])
    html = client.get("/ratings").get_data(as_text=True)
    assert html.index("Ana Jurić") < html.index("Mia")
    ana = next(p["player"] for p in client.get("/api/v1/ratings").get_json()["players"] if p["name"] == "Ana Jurić")
    assert f'href="/ratings/{ana}"' in html and "provisional: fewer than 20 games" in html
    page = client.get(f"/ratings/{ana}")
    text = page.get_data(as_text=True)
    assert page.status_code == 200 and '<svg class="rating-chart"' in text and "Monday" in text
    assert "1 game" in text and "provisional" in text
    assert client.get("/ratings/nobody").status_code == 404
    croatian = client.get("/ratings", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert "Rejting" in croatian
