"""Whole evenings driven through the API as a club plays them: tables enter random valid hands
on their games (with their table tokens) until each match ends, the director draws the next
round, and the standings come out equal to a table computed here independently."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from records_strategy import random_hand
from scorekeeper.rules.variants import VARIANTS

API = "/api/v1/tournaments"


class Evening:
    def __init__(self, client, body: dict) -> None:
        self.client = client
        response = client.post(API, json=body)
        assert response.status_code == 201, response.get_json()
        created = response.get_json()
        self.id, self.code = created["id"], created["director_code"]
        self.url = f"{API}/{self.id}"
        self.rng = random.Random(7)

    @property
    def director(self) -> dict:
        return {"X-Director-Code": self.code}

    def get(self, *, director: bool = False) -> dict:
        return self.client.get(self.url, headers=self.director if director else {}).get_json()

    def draw(self) -> dict:
        response = self.client.post(f"{self.url}/rounds", headers=self.director)
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def play_game(self, game_id: str, token: str) -> None:
        """Random valid hands until the game ends."""
        game = self.client.get(f"/api/v1/games/{game_id}").get_json()
        variant = VARIANTS[game["record"]["variant"]]
        rules = variant.rules.with_options(game["record"]["options"])
        dealer = 0
        for _ in range(200):
            hand = random_hand(variant, rules, self.rng, dealer=dealer)
            answer = self.client.post(f"/api/v1/games/{game_id}/hands", json=hand,
                                      headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code == 201, answer.get_json()
            state = answer.get_json()["game"]
            if state["finished"]:
                return
            dealer = state["next_dealer"]
        raise AssertionError("the game never ended")

    def play_round(self) -> None:
        """Every table plays its match to the end (a best-of-N match's next game appears by itself)."""
        for _ in range(10):
            state = self.get(director=True)
            tables = [t for t in state["rounds"][-1]["tables"] if t["status"] in ("waiting", "playing")]
            if not tables:
                return
            for t in tables:
                self.play_game(t["games"][-1], t["table_token"])
        raise AssertionError("the round never ended")

    def standings(self) -> dict:
        return self.client.get(f"{self.url}/standings").get_json()


def pairs(n: int) -> list[dict]:
    return [{"name": f"Pair {i}", "players": [f"Ana{i}", f"Ivo{i}"]} for i in range(1, n + 1)]


def independent_table(state: dict) -> dict[int, tuple[int, int, int]]:
    """Match points, points for and against per entrant, counted here from the rounds."""
    table = defaultdict(lambda: [0, 0, 0])
    for r in state["rounds"]:
        for t in r["tables"]:
            a, b = t["entrants"]
            result = t["result"]
            pa, pb = sum(g[0] for g in result["games"]), sum(g[1] for g in result["games"])
            table[a][1] += pa; table[a][2] += pb; table[b][1] += pb; table[b][2] += pa
            if result["winner"] is None:
                table[a][0] += 1; table[b][0] += 1
            else:
                table[result["winner"]][0] += 2
        for n in r["byes"]:
            table[n][0] += 2
    return {n: tuple(v) for n, v in table.items()}


@pytest.fixture
def evening(client):
    return lambda body: Evening(client, body)


def test_a_sixteen_pair_swiss_of_five_rounds(evening):
    ev = evening({"title": "Club night", "variant": "bela-hr-4", "format": "swiss", "rounds": 5,
                  "match": {"best_of": 1}, "seed": 11, "entrants": pairs(16),
                  "options": {"target": 301}})
    for _ in range(5):
        ev.draw()
        ev.play_round()
    state = ev.get()
    met = [frozenset(t["entrants"]) for r in state["rounds"] for t in r["tables"]]
    assert len(met) == len(set(met)) == 40  # no rematch
    assert state["status"] == "finished"
    expected = independent_table(state)
    rows = ev.standings()["rows"]
    assert sorted(r["number"] for r in rows) == list(range(1, 17))
    for row in rows:
        assert (row["match_points"], row["points_for"], row["points_against"]) == expected[row["number"]]
    assert [r["match_points"] for r in rows] == sorted((r["match_points"] for r in rows), reverse=True)
    answer = ev.client.post(f"{ev.url}/rounds", headers=ev.director)
    assert answer.status_code == 409 and "over" in answer.get_json()["error"]["message"]


def test_an_odd_swiss_gives_one_bye_a_round_never_twice(evening):
    ev = evening({"title": "Odd", "variant": "clobyosh", "format": "swiss", "rounds": 4,
                  "match": {"best_of": 1}, "entrants": [{"name": f"P{i}", "players": [f"P{i}"]}
                                                        for i in range(1, 8)],
                  "options": {"target": 301, "threshold": "end_of_hand"}})
    byes = []
    for _ in range(4):
        byes += ev.draw()["byes"]
        ev.play_round()
    assert len(byes) == 4 and len(set(byes)) == 4


def test_a_seven_entrant_round_robin_meets_everyone_once(evening):
    ev = evening({"title": "League", "variant": "klaberjass", "format": "round_robin",
                  "match": {"best_of": 1}, "entrants": [{"name": f"P{i}", "players": [f"P{i}"]}
                                                        for i in range(1, 8)],
                  "options": {"target": 301, "threshold": "end_of_hand"}})
    for _ in range(7):
        ev.draw()
        ev.play_round()
    state = ev.get()
    met = [frozenset(t["entrants"]) for r in state["rounds"] for t in r["tables"]]
    assert len(met) == len(set(met)) == 21 and state["status"] == "finished"


def test_a_twelve_pair_knockout_with_buy_back_has_one_winner(evening):
    ev = evening({"title": "Cup", "variant": "bela-hr-4", "format": "knockout", "match": {"best_of": 3},
                  "repasaz": {"until": 2}, "entrants": pairs(12), "options": {"target": 201}})
    for _ in range(20):
        if ev.get()["status"] == "finished":
            break
        ev.draw()
        ev.play_round()
    state = ev.get()
    assert state["status"] == "finished"
    losses = defaultdict(list)
    for r in state["rounds"]:
        for t in r["tables"]:
            assert t["result"]["games_won"] and max(t["result"]["games_won"]) == 2  # best of three
            loser = [n for n in t["entrants"] if n != t["result"]["winner"]][0]
            losses[loser].append(r["round"])
    unbeaten_or_bought_back = [n for n in range(1, 13) if len(losses[n]) == 0 or
                               (len(losses[n]) == 1 and losses[n][0] <= 2)]
    assert len(unbeaten_or_bought_back) == 1
    for n, rounds in losses.items():
        assert len(rounds) <= 2 and (len(rounds) <= 1 or rounds[0] <= 2)  # out at the right loss


def test_a_concours_of_four_parties_of_twelve_deals_ranks_by_points(evening):
    ev = evening({"title": "Concours", "variant": "belote", "format": "swiss", "rounds": 4,
                  "match": {"deals": 12}, "entrants": pairs(8)})
    for _ in range(4):
        ev.draw()
        ev.play_round()
    state = ev.get()
    for r in state["rounds"]:
        for t in r["tables"]:
            game = ev.client.get(f"/api/v1/games/{t['games'][0]}").get_json()
            played = [h for h in game["ruling"]["hands"] if h["outcome"] != "redeal"]
            assert len(played) == 12
    rows = ev.standings()["rows"]
    assert [r["points_for"] for r in rows] == sorted((r["points_for"] for r in rows), reverse=True)


def test_late_entry_withdrawal_and_redraw(evening):
    ev = evening({"title": "Changes", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                  "match": {"best_of": 1}, "entrants": pairs(6), "options": {"target": 201}})
    first = ev.draw()
    again = ev.client.post(f"{ev.url}/rounds/1/redraw", headers=ev.director)
    assert again.status_code == 200 and again.get_json()["tables"] != first["tables"]
    ev.play_round()
    refused = ev.client.post(f"{ev.url}/rounds/1/redraw", headers=ev.director)
    assert refused.status_code == 409 and "hand was already entered" in refused.get_json()["error"]["message"]
    late = ev.client.post(f"{ev.url}/entrants", json={"name": "Late pair", "players": ["Mia", "Lea"]},
                          headers=ev.director)
    assert late.status_code == 201 and late.get_json()["joined_round"] == 2
    gone = ev.client.post(f"{ev.url}/entrants/3/withdraw", headers=ev.director)
    assert gone.status_code == 200 and gone.get_json()["active"] is False
    before = ev.get()["rounds"][0]
    second = ev.draw()
    playing = {n for t in second["tables"] for n in t["entrants"]} | set(second["byes"])
    assert 7 in playing and 3 not in playing
    assert ev.get()["rounds"][0] == before  # a withdrawal never changes a past round
    assert 3 not in [r["number"] for r in ev.standings()["rows"]]


def test_a_paper_result_is_checked_and_approval_needs_a_finished_match(evening):
    ev = evening({"title": "Paper", "variant": "belote", "format": "swiss", "rounds": 2,
                  "match": {"deals": 12}, "entrants": pairs(4)})
    ev.draw()
    url = f"{ev.url}/rounds/1/tables/1"
    bad = ev.client.post(f"{url}/result", json={"games": [[500, 450]]}, headers=ev.director)
    assert bad.status_code == 422
    assert "cannot be right" in bad.get_json()["error"]["message"] and bad.get_json()["error"]["path"] == "games[0]"
    early = ev.client.post(f"{ev.url}/rounds/1/tables/2/approve", headers=ev.director)
    assert early.status_code == 409
    good = ev.client.post(f"{url}/result", json={"games": [[1004, 950]]}, headers=ev.director)
    assert good.status_code == 200 and good.get_json()["status"] == "final"


def test_only_the_director_changes_a_tournament(evening):
    ev = evening({"title": "Guarded", "variant": "clobyosh", "format": "swiss", "rounds": 2,
                  "match": {"best_of": 1}, "entrants": [{"name": f"P{i}", "players": [f"P{i}"]}
                                                        for i in range(1, 5)]})
    assert ev.client.post(f"{ev.url}/rounds").status_code == 401
    assert ev.client.post(f"{ev.url}/rounds", headers={"X-Director-Code": "NOPE"}).status_code == 403
    ev.draw()
    public = ev.get()
    assert all("table_token" not in t for t in public["rounds"][0]["tables"])
    assert ev.client.get(f"{API}/nothing-here").status_code == 404


@pytest.mark.parametrize("body, path", [
    ({"format": "ladder"}, "format"),
    ({"entrants": [{"name": "Solo", "players": ["Ana"]}, {"name": "B", "players": ["B", "C"]}]}, "entrants[0].players"),
    ({"match": {"best_of": 2}}, "match.best_of"),
    ({"variant": "bela-hr-3"}, "variant"),
])
def test_a_bad_tournament_is_refused_with_its_field(client, body, path):
    base = {"title": "T", "variant": "bela-hr-4", "format": "swiss", "entrants": pairs(4)}
    response = client.post(API, json={**base, **body})
    assert response.status_code == 422 and response.get_json()["error"]["path"] == path


def test_a_best_of_three_tables_phone_goes_on_to_the_next_game(client, app):
    """The next game of a match appears when a game ends, and the table's phone keeps its seat."""
    ev = Evening(client, {"title": "Bo3", "variant": "bela-hr-4", "format": "swiss", "rounds": 1,
                          "match": {"best_of": 3}, "entrants": pairs(2), "options": {"target": 201}})
    table = ev.draw()["tables"][0]
    phone = app.test_client()
    phone.get(f"/j/{table['games'][0]}/{table['table_token']}")
    code = ev.get(director=True)["entrants"][table["entrants"][0] - 1]["code"]
    phone.post(f"/games/{table['games'][0]}/seat", data={"seat": "0", "entrant_code": code})
    ev.play_game(table["games"][0], table["table_token"])
    sheet = phone.get(f"/games/{table['games'][0]}").get_data(as_text=True)
    assert "Next game of the match" in sheet and "To the tournament" in sheet
    moved = phone.get(f"/games/{table['games'][0]}/next")
    second = ev.get()["rounds"][0]["tables"][0]["games"][1]
    assert moved.headers["Location"].endswith(f"/games/{second}")
    page = phone.get(f"/games/{second}").get_data(as_text=True)
    assert "New hand" in page  # this phone can write the second game, as the same player


@pytest.mark.parametrize("options,points", [
    ({"all_tricks_bonus": 88}, [1200, 832]),  # a capot with capot at 250: 2032 for 12 deals
    ({}, [1000, 863]),  # a litige left in the pot on the last deal: 1863
])
def test_a_paper_result_is_checked_against_the_house_rules(evening, options, points):
    """honest concours sheets the 162-a-deal rule refused are accepted."""
    ev = evening({"title": "Paper", "variant": "belote", "options": options, "format": "swiss",
                  "rounds": 2, "match": {"deals": 12}, "entrants": pairs(4)})
    ev.draw()
    good = ev.client.post(f"{ev.url}/rounds/1/tables/1/result", json={"games": [points]},
                          headers=ev.director)
    assert good.status_code == 200, good.get_json()


def test_a_sheet_rounded_to_tens_is_accepted_and_an_impossible_one_refused_with_the_nearest(evening):
    ev = evening({"title": "Paper", "variant": "bela-hr-4", "options": {"rounding": "tens"},
                  "format": "swiss", "rounds": 2, "match": {"deals": 12}, "entrants": pairs(4)})
    ev.draw()
    url = f"{ev.url}/rounds/1/tables/1/result"
    assert ev.client.post(url, json={"games": [[1000, 950]]}, headers=ev.director).status_code == 200
    bad = ev.client.post(f"{ev.url}/rounds/1/tables/2/result", json={"games": [[900, 901]]},
                         headers=ev.director)
    error = bad.get_json()["error"]
    assert bad.status_code == 422 and error["path"] == "games[0]" and "nearest" in error["message"]
