"""Two of the director's controls at once (two phones, a double tap): each checks again inside
its write, so the pair gives one effect and a refusal that says what came first. Each pair is
played as it races: both read the evening before either writes (two connections), and again
through the API from two threads at once."""

from __future__ import annotations

import threading

import pytest

from scorekeeper.storage.db import connect
from scorekeeper.tournaments import TournamentError, actions, controls, desk, service

API = "/api/v1/tournaments"


@pytest.fixture
def evening(app, client):
    """Five pairs, nothing drawn; two connections to the database, as two requests hold."""
    created = client.post(API, json={
        "title": "Club", "variant": "bela-hr-4", "format": "swiss", "rounds": 4, "seed": 11,
        "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 6)]}).get_json()
    first, second = connect(app.config["DATABASE"]), connect(app.config["DATABASE"])
    yield created, first, second
    first.close()
    second.close()


def both_read(db, created) -> service.Tournament:
    return service.get_tournament(db, tournament_id=created["id"])


def events(db, created, action: str) -> int:
    return sum(1 for e in service.store.events_of(db, created["id"]) if e.action == action)


def test_absent_and_the_bye_for_one_entrant_at_once_give_one_and_a_refusal(evening):
    created, first, second = evening
    seen = both_read(first, created)
    controls.mark_absent(first, tournament=seen, number=3)
    with pytest.raises(TournamentError) as refused:
        controls.choose_bye(second, tournament=seen, number=3)
    assert refused.value.note.id == "tournament.bye_absent"
    now = both_read(first, created)
    assert now.absent[1] == {3} and 1 not in now.bye_by_hand


def test_the_bye_and_absent_the_other_way_round(evening):
    created, first, second = evening
    seen = both_read(first, created)
    controls.choose_bye(first, tournament=seen, number=3)
    with pytest.raises(TournamentError) as refused:
        controls.mark_absent(second, tournament=seen, number=3)
    assert refused.value.note.id == "tournament.absent_bye"
    now = both_read(first, created)
    assert now.bye_by_hand[1] == 3 and not now.absent.get(1)


def test_a_withdrawal_and_the_bye_at_once_give_one_and_a_refusal(evening):
    created, first, second = evening
    seen = both_read(first, created)
    actions.withdraw(first, tournament=seen, number=2)
    with pytest.raises(TournamentError) as refused:
        controls.choose_bye(second, tournament=seen, number=2)
    assert refused.value.note.id == "tournament.bye_withdrawn"
    assert 1 not in both_read(first, created).bye_by_hand


def test_the_bye_and_a_withdrawal_the_other_way_round(evening):
    created, first, second = evening
    seen = both_read(first, created)
    controls.choose_bye(first, tournament=seen, number=2)
    with pytest.raises(TournamentError) as refused:
        actions.withdraw(second, tournament=seen, number=2)
    assert refused.value.note.id == "tournament.absent_bye"
    assert both_read(first, created).entrant(2).active


def test_two_reinstatements_at_once_are_logged_once(evening):
    created, first, second = evening
    actions.withdraw(first, tournament=both_read(first, created), number=4)
    seen = both_read(first, created)
    controls.reinstate(first, tournament=seen, number=4)
    with pytest.raises(TournamentError) as refused:
        controls.reinstate(second, tournament=seen, number=4)
    assert refused.value.note.id == "tournament.not_withdrawn"
    assert events(first, created, "reinstated") == 1


def test_two_late_entrants_at_once_get_two_numbers(evening):
    created, first, second = evening
    seen = both_read(first, created)
    one = actions.add_entrant(first, tournament=seen, name="Late", players=["X", "Y"])
    two = desk.add_entrants(second, tournament=seen, entrants=[{"name": "Later", "players": ["Z", "W"]}])
    assert (one, two) == (6, [7])
    assert [e.name for e in both_read(first, created).entrants][5:] == ["Late", "Later"]


@pytest.mark.parametrize("pair", [
    (("/entrants/3/absent", {}), ("/bye", {"entrant": 3})),
    (("/entrants/2/withdraw", {}), ("/bye", {"entrant": 2})),
    (("/entrants/4/reinstate", {}), ("/entrants/4/reinstate", {})),
])
def test_each_pair_of_controls_fired_at_once_through_the_api(app, evening, pair):
    created = evening[0]
    url, code = f"{API}/{created['id']}", {"X-Director-Code": created["director_code"]}
    if pair[0][0].endswith("reinstate"):
        assert app.test_client().post(f"{url}/entrants/4/withdraw", headers=code).status_code == 200
    start, statuses = threading.Barrier(2), []

    def fire(path: str, body: dict) -> None:
        phone = app.test_client()
        start.wait()
        statuses.append(phone.post(f"{url}{path}", json=body, headers=code).status_code)

    threads = [threading.Thread(target=fire, args=control) for control in pair]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(statuses) == [200, 409]
    t = service.get_tournament(evening[1], tournament_id=created["id"])
    if pair[1][0] == "/bye":
        number = pair[1][1]["entrant"]
        assert (t.bye_by_hand.get(1) == number) != (number in t.absent.get(1, set()) or not t.entrant(number).active)
    else:
        assert events(evening[1], created, "reinstated") == 1
