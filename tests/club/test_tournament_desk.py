"""The registration desk on the director's phone: a pasted list becomes entrants ("Ana & Cvita",
"Ana, Cvita", "Lions: Ana & Cvita"), each marked paid and present with a tap, and the check-in
list keeps the order in which they arrived."""

from __future__ import annotations

import re

import pytest

API = "/api/v1/tournaments"


def made(client) -> tuple[str, str]:
    created = client.post(API, json={"title": "Petak", "variant": "bela-hr-4", "format": "swiss",
                                     "entrants": [{"name": "Ana & Cvita", "players": ["Ana", "Cvita"]},
                                                  {"name": "Ivo & Marko", "players": ["Ivo", "Marko"]}]})
    body = created.get_json()
    with client.session_transaction() as session:
        session["directing"] = [body["id"]]
    return body["id"], body["director_code"]


def test_a_pasted_list_becomes_entrants_all_at_once(client):
    tid, _code = made(client)
    page = f"/tournaments/{tid}/desk"
    answer = client.post(page, data={"action": "add", "entrants": "Luka, Petra\n\nLions: Mia & Tin\nJurić & Željko\n"})
    assert answer.status_code == 302
    entrants = client.get(f"{API}/{tid}").get_json()["entrants"]
    assert [(e["name"], e["players"]) for e in entrants[2:]] == [
        ("Luka & Petra", ["Luka", "Petra"]), ("Lions", ["Mia", "Tin"]), ("Jurić & Željko", ["Jurić", "Željko"])]
    assert all(e["joined_round"] == 1 for e in entrants)
    # One line with a single name for a game of pairs: nothing is added, and the list stays typed.
    refused = client.post(page, data={"action": "add", "entrants": "Ema & Dora\nBoris"})
    assert refused.status_code == 422
    assert "Ema &amp; Dora\nBoris" in refused.get_data(as_text=True)
    assert len(client.get(f"{API}/{tid}").get_json()["entrants"]) == 5


def test_paid_and_here_from_the_phone_in_order_of_arrival(client):
    tid, _code = made(client)
    page = f"/tournaments/{tid}/desk"
    client.post(page, data={"action": "add", "entrants": "Luka & Petra"})
    for number in (3, 1):
        assert client.post(page, data={"action": "present", "number": number}).status_code == 302
    client.post(page, data={"action": "paid", "number": 1})
    entrants = client.get(f"{API}/{tid}").get_json()["entrants"]
    assert [e["paid"] for e in entrants] == [True, False, False]
    html = client.get(page).get_data(as_text=True)
    arrivals = re.search(r'<ol class="arrivals">(.*?)</ol>', html, re.S).group(1)
    assert arrivals.index("Luka &amp; Petra") < arrivals.index("Ana &amp; Cvita")
    assert "2 of 3 here" in html
    client.post(page, data={"action": "absent", "number": 3})
    html = client.get(page).get_data(as_text=True)
    assert "Luka &amp; Petra" not in re.search(r'<ol class="arrivals">(.*?)</ol>', html, re.S).group(1)
    # The tournament still folds, draws, and its PDF of entrants says who paid.
    assert client.post(f"{API}/{tid}/rounds", headers={"X-Director-Code": _code}).status_code == 201


def test_the_desk_is_the_directors(client):
    tid, _code = made(client)
    with client.session_transaction() as session:
        session["directing"] = []
    assert client.get(f"/tournaments/{tid}/desk").status_code == 302
    client.post(f"/tournaments/{tid}/desk", data={"action": "paid", "number": 1})
    assert client.get(f"{API}/{tid}").get_json()["entrants"][0]["paid"] is False


def test_the_desk_keeps_the_caps_of_the_form_and_the_api(client):
    """A name of 5,000 characters and one entrant past the cap are refused at the desk, as on the
    tournament form, the dashboard's late entry and the API: one cap on every way in."""
    tid, code = made(client)
    page = f"/tournaments/{tid}/desk"
    refused = client.post(page, data={"action": "add", "entrants": "Luka & " + "P" * 5000})
    assert refused.status_code == 422
    assert "A name is at most 60 characters." in refused.get_data(as_text=True)
    croatian = client.post(page, data={"action": "add", "entrants": "L" * 61 + ": Luka & Petra"},
                           headers={"Accept-Language": "hr"})
    assert croatian.status_code == 422 and "60" in croatian.get_data(as_text=True)
    assert "A name is at most" not in croatian.get_data(as_text=True)
    assert len(client.get(f"{API}/{tid}").get_json()["entrants"]) == 2

    from scorekeeper.tournament_core import MAX_ENTRANTS
    many = "\n".join(f"Ana{i} & Ivo{i}" for i in range(MAX_ENTRANTS - 2))
    assert client.post(page, data={"action": "add", "entrants": many}).status_code == 302
    assert len(client.get(f"{API}/{tid}").get_json()["entrants"]) == MAX_ENTRANTS
    refused = client.post(page, data={"action": "add", "entrants": "Ema & Dora"})
    assert refused.status_code == 422
    assert f"A tournament has at most {MAX_ENTRANTS} entrants." in refused.get_data(as_text=True)
    late = client.post(f"/tournaments/{tid}", data={"action": "add", "players": "Ema & Dora"})
    assert late.status_code == 422 and f"A tournament has at most {MAX_ENTRANTS} entrants." in late.get_data(as_text=True)
    api = client.post(f"{API}/{tid}/entrants", json={"name": "Ema & Dora", "players": ["Ema", "Dora"]},
                      headers={"X-Director-Code": code})
    assert api.status_code == 422 and f"at most {MAX_ENTRANTS} entrants" in api.get_json()["error"]["message"]
    assert len(client.get(f"{API}/{tid}").get_json()["entrants"]) == MAX_ENTRANTS


def test_the_service_holds_the_caps_whatever_way_in(app):
    """Below the pages and the API, the tournament's service refuses the same caps itself."""
    from scorekeeper.rules import RecordError
    from scorekeeper.storage import get_db
    from scorekeeper.tournaments import desk, service
    from scorekeeper.tournament_core import MAX_ENTRANTS, TournamentSettings
    with app.app_context():
        db = get_db()
        two = [{"name": "A", "players": ["Ana", "Cvita"]}, {"name": "B", "players": ["Ivo", "Marko"]}]
        created = service.create_tournament(db, title="Petak", variant="bela-hr-4", options={},
                                            settings=TournamentSettings(), entrants=two)
        t = service.get_tournament(db, tournament_id=created.id)
        with pytest.raises(RecordError, match="at most 60 characters"):
            desk.add_entrants(db, tournament=t, entrants=[{"name": "x" * 5000, "players": ["a", "b"]}])
        with pytest.raises(RecordError, match=f"at most {MAX_ENTRANTS} entrants"):
            desk.add_entrants(db, tournament=t, entrants=[{"name": f"P{i}", "players": ["a", "b"]}
                                                          for i in range(MAX_ENTRANTS - 1)])
        with pytest.raises(RecordError, match=f"at most {MAX_ENTRANTS} entrants"):
            service.create_tournament(db, title="Petak", variant="bela-hr-4", options={},
                                      settings=TournamentSettings(), entrants=two * (MAX_ENTRANTS // 2 + 1))
