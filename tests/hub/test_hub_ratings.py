"""Ratings on the hub equal the clubs': each evening's tables, replayed from the archive, rated
match by match in the order played with the club's own model and scale. Two clubs publish their
evenings; every player of one club has on the hub the rating and the games that club's own
``/api/v1/ratings`` gives; once an officer merges the player both clubs have, she is rated over
both clubs' matches in date order, as one club server holding both clubs' evenings rates her."""

from __future__ import annotations

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from hub_helpers import OFFICER
from scorekeeper import create_app
from scorekeeper.hub import run_jobs
from test_hub_bundles import clubs  # noqa: F401  (the fixture: two registered club servers)
from test_ratings_service import evening as paper_evening
from test_tournament_evening import Evening


class Made:
    def __init__(self, made: dict) -> None:
        self.url, self.director = made["url"], made["director"]


def later_entered_wins(k, x):
    return x["entrants"][0] > x["entrants"][1]


def played_evening(client, title: str, names: list[str]) -> Evening:
    """Two rounds whose tables play random hands to the end; the director approves each table."""
    ev = Evening(client, {"title": title, "variant": "bela-hr-4", "format": "swiss", "rounds": 2, "seed": 5,
                          "options": {"target": 301}, "entrants": [
                              {"name": f"{a} & {b}", "players": [a, b]} for a, b in zip(names[::2], names[1::2])]})
    for k in (1, 2):
        ev.draw()
        ev.play_round()
        for x in ev.get(director=True)["rounds"][k - 1]["tables"]:
            assert client.post(f"{ev.url}/rounds/{k}/tables/{x['table']}/approve",
                               headers=ev.director).status_code == 200
    return ev


def publish_all(clubs, hub, hub_app):  # noqa: F811
    zagreb, split = clubs["zagreb"], clubs["split"]
    evenings = [
        (zagreb, Made(paper_evening(zagreb.client, "Ponedjeljak", [["Ana Kovač", "Ivo"], ["Mia", "Tin"],
                                                                    ["Luka", "Ema"], ["Dora", "Marko"]], rounds=2))),
        (split, Made(paper_evening(split.client, "Utorak", [["Ana Kovac", "Jure"], ["Ante", "Mate"],
                                                             ["Frane", "Kata"], ["Nives", "Zvone"]], rounds=2))),
        (zagreb, played_evening(zagreb.client, "Srijeda", ["Ana Kovač", "Tin", "Mia", "Ivo", "Luka", "Marko",
                                                             "Dora", "Ema"])),
        (split, Made(paper_evening(split.client, "Četvrtak", [["Ana Kovac", "Ante"], ["Jure", "Mate"],
                                                               ["Frane", "Zvone"], ["Nives", "Kata"]], rounds=2,
                                   winner_a=later_entered_wins))),
    ]
    archives = []
    for club, ev in evenings:
        signed = club.publish(ev)
        answer = hub.post("/api/v1/bundles", json=signed)
        assert answer.status_code == 201, answer.get_json()
        b = signed["bundle"]
        assert hub.post(f"/api/v1/admin/events/{b['club']}/{b['event']}/{b['revision']}/approve",
                        headers=OFFICER).status_code == 200
        archives.append(b["archive"])
    run_jobs(hub_app)
    return archives, b["created"][:4]


def on_hub(hub, season: str) -> dict[tuple[str, ...], tuple[int, int]]:
    rows = hub.get(f"/api/v1/leagues/{season}").get_json()["standings"]
    return {(*r["clubs"], r["name"]): (r["rating"], r["games"]) for r in rows}


def at_club(client) -> dict[str, tuple[int, int]]:
    return {p["name"]: (p["rating"], p["games"]) for p in client.get("/api/v1/ratings").get_json()["players"]}


def test_a_clubs_players_have_the_clubs_ratings_and_a_merged_player_is_rated_over_both_clubs(
        clubs, hub, hub_app, tmp_path):  # noqa: F811
    archives, season = publish_all(clubs, hub, hub_app)
    rated = on_hub(hub, season)
    for name, club in clubs.items():
        own = at_club(club.client)
        assert {n: rated[(name, n)] for n in own} == own, name  # Ana Kovač of each club: two people yet

    ana = [c for c in hub.get("/api/v1/admin/candidates", headers=OFFICER).get_json()["candidates"]
           if c["reason"] == "same name"]
    assert len(ana) == 1
    assert hub.post("/api/v1/admin/merges", json={"kept": ana[0]["player_id"], "merged": ana[0]["other_id"]},
                    headers=OFFICER).status_code == 201
    run_jobs(hub_app)
    both = create_app({"TESTING": True, "DATABASE": str(tmp_path / "both.db"), "SECRET_KEY": "t",
                       "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False}).test_client()
    for archive in archives:  # one server holding both clubs' evenings: Ana Kovač is one player there
        assert both.post("/api/v1/tournament-imports", json=archive).status_code == 201
    expected = at_club(both)
    merged = {names[-1]: value for names, value in on_hub(hub, season).items()}
    assert merged["Ana Kovač"] == expected.pop("Ana Kovač") and merged["Ana Kovač"][1] == 8
    assert {n: merged[n] for n in expected} == expected

