"""The bye chosen with the tables, and a late entrant's missed rounds, through the API as a
director meets them (the pure core's cases: test_tournament_core_byes)."""

from __future__ import annotations

API = "/api/v1/tournaments"


class Evening:
    def __init__(self, client, n: int, **settings) -> None:
        self.client = client
        body = {"title": "Club", "variant": "bela-hr-4", "match": {"deals": 2},
                "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, n + 1)],
                **settings}
        created = client.post(API, json=body)
        assert created.status_code == 201, created.get_json()
        created = created.get_json()
        self.url, self.headers = f"{API}/{created['id']}", {"X-Director-Code": created["director_code"]}

    def post(self, path: str, body: dict | None = None, *, status: int = 200) -> dict:
        answer = self.client.post(f"{self.url}{path}", json=body or {}, headers=self.headers)
        assert answer.status_code == status, answer.get_json()
        return answer.get_json()

    def draw(self) -> dict:
        return self.post("/rounds", status=201)

    def play(self, drawn: dict, games) -> None:
        """Each table's games as ``games(first, second)`` says them."""
        for x in drawn["tables"]:
            self.post(f"/rounds/{drawn['round']}/tables/{x['table']}/result", {"games": [games(*x["entrants"])]})

    def rows(self) -> dict[int, dict]:
        return {r["number"]: r for r in self.client.get(f"{self.url}/standings").get_json()["rows"]}


def lower_wins(a: int, b: int) -> list[int]:
    return [200, 124] if a < b else [124, 200]


def level(a: int, b: int) -> list[int]:
    return [162, 162]


def test_a_knockout_gives_the_bye_that_avoids_a_repeat_through_the_api(client):
    """4 pairs, buy-back up to round 2, seed 2, the lower number always wins: round 3 gives the
    bye to 2 and draws 1-3, who never met, not 1-2 again with the bye to 3."""
    ev = Evening(client, 4, format="knockout", repasaz={"until": 2}, seed=2)
    for _ in range(2):
        drawn = ev.draw()
        ev.play(drawn, lower_wins)
    third = ev.draw()
    assert third["byes"] == [2]
    assert [sorted(x["entrants"]) for x in third["tables"]] == [[1, 3]]


def test_a_late_entrant_takes_the_bye_and_shows_the_round_he_missed(client):
    """late_entry bye_score, accepted by the API: 1-4 draw round 1, Kristijan joins; round 2's
    bye is his (no match point yet), and the standings show the round he missed."""
    ev = Evening(client, 4, format="swiss", ranking="wins", rounds=3, late_entry="bye_score", seed=0)
    ev.play(ev.draw(), level)
    ev.post("/entrants", {"name": "Kristijan", "players": ["K", "L"]}, status=201)
    assert ev.draw()["byes"] == [5]
    row = ev.rows()[5]
    assert (row["missed"], row["match_points"]) == (1, 0)
