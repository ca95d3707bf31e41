"""The hub recomputes, never trusts: an evening replayed from its archive alone (the log folded,
each table's games ruled by the engine, the standings by the tournament core) gives the very
standings the club's server shows, for played hands and paper results, a withdrawal, an absence,
a late entrant and a bye, a mêlée, a knockout and a round ended by the clock."""

from __future__ import annotations

import pytest

from scorekeeper.hub.replay import ReplayError, replay
from test_archive_import import archive_of, evening  # noqa: F401  (the fixture: every kind of event)
from test_round_clock import drawn_long_ago, one_hand  # noqa: F401  (the fixture: a round whose time is up)
from test_ratings_service import evening as rated_evening
from test_tournament_evening import Evening

FIGURES = ("rank", "number", "name", "played", "wins", "draws", "losses", "match_points", "points_for",
           "points_against", "byes", "missed")


def same_standings(client, ev) -> None:
    club = client.get(f"{ev.url}/standings").get_json()["rows"]
    hub = replay(archive_of(client, ev)).rows
    assert [{k: r[k] for k in FIGURES} for r in hub] == [{k: r[k] for k in FIGURES} for r in club]


def test_every_kind_of_event_replays_to_the_clubs_standings(client, evening):  # noqa: F811
    evening.play_round()
    same_standings(client, evening)


class Made:
    def __init__(self, made: dict) -> None:
        self.url, self.director = made["url"], made["director"]


@pytest.mark.parametrize("fmt,players", [("melee", 1), ("knockout", 2), ("round_robin", 2)])
def test_a_melee_a_knockout_and_a_round_robin_replay_to_the_clubs_standings(client, fmt, players):
    names = ["Ana", "Ivo", "Mia", "Tin", "Eva", "Leo", "Zoe", "Max"]
    entrants = [[n] for n in names] if players == 1 else [[a, b] for a, b in zip(names[::2], names[1::2])]
    made = rated_evening(client, fmt.title(), entrants, fmt=fmt, rounds=2 if fmt != "round_robin" else 3)
    same_standings(client, Made(made))


def test_hands_played_to_the_end_replay_to_the_clubs_standings(client):
    ev = Evening(client, {"title": "Best of three", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
                          "seed": 7, "options": {"target": 301}, "match": {"best_of": 3},
                          "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 6)]})
    for _ in range(2):
        ev.draw()
        ev.play_round()
    same_standings(client, ev)


def test_a_round_ended_by_the_clock_replays_to_the_clubs_standings(client, drawn_long_ago):  # noqa: F811
    t = drawn_long_ago
    for x, seed in zip(client.get(t["url"], headers=t["director"]).get_json()["rounds"][0]["tables"], (1, 4)):
        assert not one_hand(client, x["games"][0], x["table_token"], seed=seed)["game"]["finished"]
    assert any(r["played"] for r in client.get(f"{t['url']}/standings").get_json()["rows"])  # by the clock
    same_standings(client, Made(t))


def test_an_archive_that_does_not_fold_is_refused_with_the_reason():
    with pytest.raises(ReplayError):
        replay({"tournament": {"variant": "bela-hr-4", "settings": {}}, "log": [{"action": "game_added",
                                                                                "data": {"round": 3}}],
                "games": []})
