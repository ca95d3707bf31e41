"""A club signs its final tournaments as bundles and keeps them in an outbox until the hub has
them: the key is made once and kept to the server (0600), a bundle verifies against the public
key the director registers and no other, a correction is the next revision, an unfinished
tournament is not published, and the sender tries an unreachable hub again later and later."""

from __future__ import annotations

import json
import stat

import pytest

from scorekeeper import bundles
from scorekeeper.publishing import send_due
from scorekeeper.storage import get_db
from test_tournament_evening import Evening

API = "/api/v1/tournaments"


@pytest.fixture
def club(tmp_path):
    from scorekeeper import create_app
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "club.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "CLUB_KEY": str(tmp_path / "key.pem"),
                      "CLUB_ID": "zagreb"})
    return app


def finished_evening(client, *, title: str = "Petak", names=("Ana", "Ivo", "Mia", "Tin")) -> Evening:
    """Four pairs, one round, both tables' results written by the director: final."""
    entrants = [{"name": f"{n} & co", "players": [n, f"{n}'s partner"]} for n in names]
    ev = Evening(client, {"title": title, "variant": "bela-hr-4", "format": "swiss", "rounds": 1, "seed": 3,
                          "options": {"target": 301}, "entrants": entrants})
    ev.draw()
    for table in ev.get(director=True)["rounds"][0]["tables"]:
        answer = client.post(f"{ev.url}/rounds/1/tables/{table['table']}/result", json={"games": [[302, 120]]},
                             headers=ev.director)
        assert answer.status_code == 200, answer.get_json()
    return ev


def test_the_club_key_is_made_once_and_kept_to_the_server(club, tmp_path):
    client = club.test_client()
    first = client.get("/api/v1/club/key").get_json()
    assert client.get("/api/v1/club/key").get_json() == first
    assert first["club"] == "zagreb"
    assert stat.S_IMODE((tmp_path / "key.pem").stat().st_mode) == 0o600


def test_a_published_bundle_verifies_against_the_clubs_key_and_no_other(club):
    client = club.test_client()
    ev = finished_evening(client)
    answer = client.post(f"{ev.url}/publications", headers=ev.director)
    assert answer.status_code == 201, answer.get_json()
    assert answer.get_json()["revision"] == 1
    signed = client.get(f"{ev.url}/bundle", headers=ev.director).get_json()
    key = client.get("/api/v1/club/key").get_json()["public_key"]
    bundle = bundles.verify(signed, public_key=key)
    assert bundle["club"] == "zagreb" and bundle["title"] == "Petak"
    assert [r["rank"] for r in bundle["results"]] == sorted(r["rank"] for r in bundle["results"])
    assert bundle["archive"]["kind"] == "scorekeeper-tournament"
    other = bundles.public_key_text(__import__("cryptography.hazmat.primitives.asymmetric.ed25519", fromlist=[
        "Ed25519PrivateKey"]).Ed25519PrivateKey.generate())
    with pytest.raises(bundles.BundleError):
        bundles.verify(signed, public_key=other)
    signed["bundle"]["results"][0]["match_points"] += 2
    with pytest.raises(bundles.BundleError):
        bundles.verify(signed, public_key=key)


def test_a_correction_is_the_next_revision_and_both_wait_in_the_outbox(club):
    client = club.test_client()
    ev = finished_evening(client)
    assert client.post(f"{ev.url}/publications", headers=ev.director).status_code == 201
    again = client.post(f"{ev.url}/publications", headers=ev.director).get_json()
    assert again["revision"] == 2 and again["key"].endswith(":2")
    listed = client.get(f"{ev.url}/publications", headers=ev.director).get_json()["publications"]
    assert [(p["revision"], p["status"]) for p in listed] == [(1, "waiting"), (2, "waiting")]


def test_only_the_director_publishes_and_only_a_final_tournament(club):
    client = club.test_client()
    ev = Evening(client, {"title": "Nedovršen", "variant": "bela-hr-4", "format": "swiss", "rounds": 1,
                          "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(4)]})
    assert client.post(f"{ev.url}/publications").status_code in (401, 403)
    refused = client.post(f"{ev.url}/publications", headers=ev.director)
    assert refused.status_code == 409
    assert "not final" in refused.get_json()["error"]["message"]
    assert client.get(f"{ev.url}/bundle", headers=ev.director).status_code == 404


def test_an_unreachable_hub_is_tried_again_later_and_later_then_the_revision_is_sent(club):
    client = club.test_client()
    ev = finished_evening(client)
    client.post(f"{ev.url}/publications", headers=ev.director)
    clock = [1000.0]
    tries: list[str] = []

    def offline(url, body, key):
        tries.append(key)
        raise OSError("network is unreachable")

    with club.app_context():
        db = get_db()
        assert [s.status for s in send_due(db, hub="http://hub", post=offline, clock=lambda: clock[0])] == ["waiting"]
        assert send_due(db, hub="http://hub", post=offline, clock=lambda: clock[0] + 10) == []  # not due yet
        clock[0] += 31
        send_due(db, hub="http://hub", post=offline, clock=lambda: clock[0])
        clock[0] += 59  # the second wait is twice the first
        assert send_due(db, hub="http://hub", post=offline, clock=lambda: clock[0]) == []
        clock[0] += 2
        sent = send_due(db, hub="http://hub/", post=lambda url, body, key: (201, json.dumps({"url": url})),
                        clock=lambda: clock[0])
        assert [s.status for s in sent] == ["sent"]
        assert json.loads(sent[0].answer)["url"] == "http://hub/api/v1/bundles"
        assert send_due(db, hub="http://hub", post=offline, clock=lambda: clock[0] + 1e6) == []
    assert len(tries) == 2 and tries[0].startswith("zagreb:t-") and tries[0].endswith(":1")


def test_the_director_sees_the_clubs_key_and_publishes_from_the_page(club):
    client = club.test_client()
    ev = finished_evening(client)
    page = f"/tournaments/{ev.id}/publish"
    assert client.get(page).status_code == 403  # not this tournament's director
    with client.session_transaction() as session:
        session["directing"] = [ev.id]
    key = client.get("/api/v1/club/key").get_json()
    shown = client.get(page, headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert key["public_key"] in shown and "zagreb" in shown and "Petak" in shown
    assert client.post(page).status_code == 302
    after = client.get(page).get_data(as_text=True)
    assert "waiting to be sent" in after and "Publish a correction" in after
    signed = json.loads(client.get(f"/tournaments/{ev.id}/bundle.json").get_data(as_text=True))
    assert bundles.verify(signed, public_key=key["public_key"])["revision"] == 1
    dashboard = client.get(f"/tournaments/{ev.id}").get_data(as_text=True)
    assert page in dashboard


def test_an_unfinished_tournament_is_not_published_from_the_page_and_says_why(club):
    client = club.test_client()
    ev = Evening(client, {"title": "Nedovršen", "variant": "bela-hr-4", "format": "swiss", "rounds": 1,
                          "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(4)]})
    with client.session_transaction() as session:
        session["directing"] = [ev.id]
    refused = client.post(f"/tournaments/{ev.id}/publish", headers={"Accept-Language": "fr"})
    assert refused.status_code == 409
    assert "pas encore terminé" in refused.get_data(as_text=True)


def test_a_club_not_yet_registered_is_tried_again_and_a_wrong_bundle_is_not(club):
    client = club.test_client()
    ev = finished_evening(client)
    client.post(f"{ev.url}/publications", headers=ev.director)
    client.post(f"{ev.url}/publications", headers=ev.director)
    answers = iter([(403, "this key is not registered at the hub"), (409, "stored already with other contents")])
    with club.app_context():
        sent = send_due(get_db(), hub="http://hub", post=lambda url, body, key: next(answers), clock=lambda: 1.0)
    assert [s.status for s in sent] == ["waiting", "refused"]
