"""Named results officers instead of one shared token: the federation's administrator adds and
revokes them (``scorekeeper hub officer add|revoke|list``), each has their own secret, kept
hashed; every approval, merge and unmerge is logged under the officer's name; a revoked officer
is refused, and a club's key is no officer's credential."""

from __future__ import annotations

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from hub_helpers import OFFICER
from scorekeeper import bundles
from scorekeeper.hub import transaction
from scorekeeper.hub.serve import main as hub_command
from test_hub_bundles import clubs  # noqa: F401  (the fixture: two registered club servers)
from test_hub_players import publish, registered  # noqa: F401  (the fixture)


def officer(hub_dsn, name: str, capsys) -> dict:
    """An officer as the administrator adds them: the token the command prints, once."""
    assert hub_command(["--database", hub_dsn, "officer", "add", name]) == 0
    token = capsys.readouterr().out.strip().splitlines()[-1]
    assert token.startswith(f"{name}:")
    return {"Authorization": f"Bearer {token}"}


def log(hub) -> list[tuple[str, str, str]]:
    return [(e["officer"], e["action"], e["subject"])
            for e in reversed(hub.get("/api/v1/admin/log", headers=OFFICER).get_json()["log"])]


def test_an_approval_a_merge_and_an_unmerge_are_logged_with_the_officers_name(registered, hub_dsn, capsys):  # noqa: F811
    ivana = officer(hub_dsn, "ivana", capsys)
    publish(registered, "zagreb", "e1", [{"name": "Ivan Horvat"}, {"name": "Ana"}], approve=False)
    publish(registered, "split", "e2", [{"name": "Ivan Horvath"}, {"name": "Luka"}], approve=False)
    approved = registered.post("/api/v1/admin/events/zagreb/e1/1/approve", headers=ivana)
    assert approved.status_code == 200 and approved.get_json()["approved_by"] == "ivana"
    pair = registered.get("/api/v1/admin/candidates", headers=ivana).get_json()["candidates"][0]
    merged = registered.post("/api/v1/admin/merges", json={"kept": pair["player_id"], "merged": pair["other_id"]},
                             headers=ivana).get_json()["merge"]
    assert registered.post(f"/api/v1/admin/merges/{merged}/undo", headers=OFFICER).status_code == 200
    assert [entry[:2] for entry in log(registered)] == [
        ("olga", "register club"), ("olga", "register club"), ("ivana", "approve"), ("ivana", "merge"),
        ("olga", "unmerge")]
    assert log(registered)[2][2] == "zagreb/e1/1"
    with registered.application.app_context(), transaction() as conn:
        row = conn.execute("SELECT officer, undone_by FROM player_merges WHERE id = %s", [merged]).fetchone()
    assert row == {"officer": "ivana", "undone_by": "olga"}


def test_a_revoked_officer_is_refused_and_their_log_kept(registered, hub_dsn, capsys):  # noqa: F811
    marko = officer(hub_dsn, "marko", capsys)
    publish(registered, "zagreb", "e1", [{"name": "Ivan"}, {"name": "Ana"}], approve=False)
    assert registered.post("/api/v1/admin/events/zagreb/e1/1/approve", headers=marko).status_code == 200
    assert hub_command(["--database", hub_dsn, "officer", "revoke", "marko"]) == 0
    refused = registered.post("/api/v1/admin/events/zagreb/e1/1/approve", headers=marko)
    assert refused.status_code == 403 and "revoked" in refused.get_json()["error"]["message"]
    assert registered.get("/api/v1/admin/candidates", headers=marko).status_code == 403
    assert ("marko", "approve", "zagreb/e1/1") in log(registered)
    capsys.readouterr()
    assert hub_command(["--database", hub_dsn, "officer", "list"]) == 0
    listed = capsys.readouterr().out
    assert "marko\trevoked" in listed and "olga\tactive" in listed


def test_a_wrong_secret_or_a_clubs_key_cannot_act_as_an_officer(clubs, hub, hub_app):  # noqa: F811
    zagreb = clubs["zagreb"]
    signed = zagreb.publish(zagreb.evening())
    assert hub.post("/api/v1/bundles", json=signed).status_code == 201
    b = signed["bundle"]
    approve = f"/api/v1/admin/events/{b['club']}/{b['event']}/{b['revision']}/approve"
    for credential in (zagreb.public_key, bundles.fingerprint(zagreb.public_key), signed["signature"],
                       f"zagreb:{zagreb.public_key}", f"zagreb:{signed['signature']}", "olga:guess", "olga",
                       "olga:", ":officer-secret"):
        answer = hub.post(approve, headers={"Authorization": f"Bearer {credential}"})
        assert answer.status_code == 401, credential
    assert hub.get(f"/api/v1/events/{b['club']}/{b['event']}").get_json()["status"] == "provisional"


def test_the_hub_keeps_only_a_hash_of_an_officers_secret(hub_app):
    secret = OFFICER["Authorization"].rpartition(":")[2]
    with hub_app.app_context(), transaction() as conn:
        stored = conn.execute("SELECT secret_hash FROM hub_officers WHERE name = 'olga'").fetchone()["secret_hash"]
    assert stored.startswith("scrypt$") and secret not in stored


def test_an_officer_needs_a_name_the_register_can_show(hub_dsn, capsys):
    assert hub_command(["--database", hub_dsn, "officer", "add", "Olga K!"]) == 1
    assert "lower-case letters" in capsys.readouterr().err
    assert hub_command(["--database", hub_dsn, "officer", "add", "olga"]) == 1  # the test databases' officer
