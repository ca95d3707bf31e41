"""The director's controls over the next round, through the API: absent for a round, the bye by hand, pairs kept apart, a withdrawal undone; the
draw obeys them and the standings say what happened."""

from __future__ import annotations

import pytest

API = "/api/v1/tournaments"


class Evening:
    def __init__(self, client, n: int, **settings) -> None:
        self.client = client
        body = {"title": "Club", "variant": "bela-hr-4", "format": "swiss", "rounds": 4,
                "match": {"deals": 2}, "seed": 11,
                "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, n + 1)],
                **settings}
        created = client.post(API, json=body).get_json()
        self.url, self.headers = f"{API}/{created['id']}", {"X-Director-Code": created["director_code"]}

    def post(self, path: str, body: dict | None = None, *, status: int = 200) -> dict:
        answer = self.client.post(f"{self.url}{path}", json=body or {}, headers=self.headers)
        assert answer.status_code == status, answer.get_json()
        return answer.get_json()

    def draw(self) -> dict:
        return self.post("/rounds", status=201)

    def finish(self, round_no: int) -> None:
        for x in self.client.get(self.url).get_json()["rounds"][round_no - 1]["tables"]:
            self.post(f"/rounds/{round_no}/tables/{x['table']}/result", {"games": [[200, 124]]})

    def rows(self) -> dict[int, dict]:
        return {r["number"]: r for r in self.client.get(f"{self.url}/standings").get_json()["rows"]}


@pytest.fixture
def evening(client):
    return lambda n, **settings: Evening(client, n, **settings)


def seated(drawn: dict) -> set[int]:
    return {n for x in drawn["tables"] for n in x["entrants"]}


def test_an_absent_entrant_sits_the_next_round_out_and_scores_as_set(evening):
    ev = evening(6, absent_score="bye_score", bye={"points": 162, "counts_as_win": False})
    controls = ev.post("/entrants/4/absent")
    assert controls["absent"] == [4] and controls["round"] == 1
    drawn = ev.draw()
    assert 4 not in seated(drawn) and 4 not in drawn["byes"] and drawn["absent"] == [4]
    ev.finish(1)
    row = ev.rows()[4]
    assert row["match_points"] == 0 and row["points_for"] == 162 and row["missed"] == 1
    assert 4 in seated(ev.draw())  # absent for one round only


def test_absent_can_be_taken_back_before_the_draw(evening):
    ev = evening(4)
    ev.post("/entrants/2/absent")
    assert ev.post("/entrants/2/absent", {"absent": False})["absent"] == []
    assert 2 in seated(ev.draw())


def test_the_bye_is_given_by_hand(evening):
    ev = evening(5)
    assert ev.post("/bye", {"entrant": 3})["bye"] == 3
    assert ev.draw()["byes"] == [3]


def test_two_entrants_kept_apart_never_meet_while_a_draw_avoids_it(evening):
    ev = evening(4)
    for a in (2, 3, 4):
        if a != 4:
            ev.post("/apart", {"entrants": [1, a]})
    drawn = ev.draw()
    assert [1, 4] in [sorted(x["entrants"]) for x in drawn["tables"]]
    assert ev.client.get(ev.url).get_json()["controls"]["apart"] == [[1, 2], [1, 3]]


def test_a_withdrawal_is_undone_and_the_missed_round_written_as_sat_out(evening):
    ev = evening(5)
    ev.post("/entrants/5/withdraw")
    assert 5 not in seated(ev.draw()) | set(ev.client.get(ev.url).get_json()["rounds"][0]["byes"])
    ev.finish(1)
    back = ev.post("/entrants/5/reinstate")
    assert back["active"] is True
    drawn = ev.draw()
    assert 5 in seated(drawn) | set(drawn["byes"])
    assert ev.rows()[5]["missed"] == 1


@pytest.mark.parametrize("path,body,status,field", [
    ("/entrants/9/absent", {}, 422, "number"),
    ("/entrants/1/reinstate", {}, 409, "number"),
    ("/apart", {"entrants": [2, 2]}, 422, "entrants"),
    ("/apart", {"entrants": [2]}, 422, "entrants"),
    ("/bye", {"entrant": "3"}, 422, "entrant"),
    ("/entrants/1/absent", {"absent": "yes"}, 422, "absent"),
])
def test_a_control_that_cannot_be_is_refused_with_its_field(evening, path, body, status, field):
    ev = evening(4)
    error = ev.post(path, body, status=status)["error"]
    assert error["path"] == field


def test_only_the_director_sets_controls(client, evening):
    ev = evening(4)
    assert client.post(f"{ev.url}/entrants/1/absent", json={}).status_code == 401
    assert client.post(f"{ev.url}/bye", json={"entrant": 1},
                       headers={"X-Director-Code": "WRONG"}).status_code == 403


def test_a_seeded_bracket_keeps_its_third_place_table_in_the_round(evening):
    ev = evening(4, format="seeded_knockout", third_place=True, ranking="wins")
    ev.draw()
    ev.finish(1)
    drawn = ev.draw()
    assert drawn["third_place"] in [x["table"] for x in drawn["tables"]] and len(drawn["tables"]) == 2


def test_an_entrants_club_from_a_late_entry(evening):
    ev = evening(4)
    ev.post("/entrants", {"name": "Late", "players": ["X", "Y"], "club": "Split"}, status=201)
    assert ev.client.get(ev.url).get_json()["entrants"][-1]["club"] == "Split"
