"""A 32-table evening (64 pairs, bela to 1001), every point of the evening's trust tried once in
one run: the director draws on a phone and a re-draw is a question of its own; a table's phones
take their seats with their entrants' codes (a phone without a seat only watches), one enters a
hand that the other side confirms, one keys a hand while offline; the director's paper results
to the target are checked, and one typed over a table's result is previewed before it counts;
no entrant's code appears on any public page; the archive comes back as the same evening. The
other 31 tables play through the API, so the run stays short. Screenshots: test-artifacts/
screenshots/t32-*.png."""

from __future__ import annotations

import shutil
import subprocess
import urllib.request

import pytest

from conftest import serving
from test_browser import browser, enter_hand, keypad, open_entry, phones, shot, tap, verdict  # noqa: F401
from test_evening_browser import back_online

pytestmark = pytest.mark.browser
PORT = 5951  # this file's own port
API = "/api/v1/tournaments"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("thirty_two_tables"), PORT)


def evening(server) -> dict:
    status, created = server.request("POST", API, {
        "title": "Petak, 32 stola", "variant": "bela-hr-4", "format": "swiss", "rounds": 2, "seed": 5,
        "entrants": [{"name": f"Par {n}", "players": [f"Ana{n}", f"Boris{n}"]} for n in range(1, 65)]})
    assert status == 201, created
    return {"id": created["id"], "director": {"X-Director-Code": created["director_code"]},
            "code": created["director_code"]}


def state(server, t: dict) -> dict:
    return server.request("GET", f"{API}/{t['id']}", headers=t["director"])[1]


def fetch(base: str, path: str) -> tuple[int, bytes]:
    """A public address as anybody gets it: no director code, no cookie; a PDF once it is made."""
    for _ in range(120):
        with urllib.request.urlopen(base + path) as answer:
            if answer.status != 202:
                return answer.status, answer.read()
        __import__("time").sleep(0.5)
    raise AssertionError(f"{path} was never made")


def text_of(path: str, body: bytes, tmp) -> str:
    if not path.endswith(".pdf"):
        return body.decode()
    pdf = tmp / (path.strip("/").replace("/", "-"))
    pdf.write_bytes(body)
    return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


def seat(phone, link: str, code: str, name: str) -> None:
    phone.goto(link)
    phone.fill("#entrant_code", code)
    phone.click(f"button[name=seat]:text-is('{name}')")
    phone.wait_for_selector("table.sheet")


def test_a_32_table_evening(phones, server, tmp_path):
    if not shutil.which("pdftotext"):
        pytest.skip("needs poppler-utils")
    t = evening(server)
    director = phones()
    director.goto(f"{phones.base}/tournaments/{t['id']}")
    director.fill("#code", t["code"])
    director.click("button[value=signin]")
    director.click("#draw")
    director.wait_for_selector(".tablecard")
    # Re-draw: asked apart, saying which tables it may change; confirmed, done once.
    director.click("#redraw summary")
    assert "may change any of its 32 tables" in director.inner_text("#redraw-words")
    director.click("#redraw-confirm")
    assert "Round 1 is drawn again." in director.inner_text("main")
    now = state(server, t)
    tables, codes = now["rounds"][0]["tables"], {e["number"]: e["code"] for e in now["entrants"]}
    names = {e["number"]: e["players"] for e in now["entrants"]}

    # Table 1 on phones: a phone without a seat only watches; seats are taken with the codes.
    one = tables[0]
    link = f"{phones.base}/j/{one['games'][0]}/{one['table_token']}"
    watcher = phones()
    watcher.goto(link)
    assert watcher.locator("button.nobody").count() == 0 and watcher.locator("#just-watch").count() == 1
    watcher.goto(link.split("/j/")[0] + f"/games/{one['games'][0]}/hands/new")
    assert "say who holds this phone first" in watcher.inner_text("main")
    a, b = one["entrants"]
    ana, boris = phones(), phones()
    seat(ana, link, codes[a], names[a][0])
    seat(boris, link, codes[b], names[b][0])
    enter_hand(ana, trump="hearts", taker=0, points="100", expect="make it")
    boris.reload()
    boris.click("button:has-text('Confirm as')")
    boris.wait_for_selector("#hand-1 .unconfirmed", state="detached")
    # A hand keyed offline on the kept form is sent when the network is back, as hand 2.
    open_entry(ana)
    ana.wait_for_function("navigator.serviceWorker.controller !== null")
    ana.goto(f"{phones.base}/games/{one['games'][0]}")
    open_entry(ana)
    ana.context.set_offline(True)
    tap(ana, "trump", "spades")
    tap(ana, "taker", 1)
    keypad(ana, "90")
    ana.click("#save")
    ana.wait_for_selector("#outbox:not([hidden])")
    back_online(ana)
    ana.wait_for_selector("#hand-2", timeout=15_000)
    hands = server.request("GET", f"/api/v1/games/{one['games'][0]}")[1]["record"]["hands"]
    assert [h["points"][0] for h in hands] == [100, 90]
    shot(ana, "t32-01-table-1")

    # The other tables through the API: tables 2-32 on paper, each counted once.
    for x in tables[1:]:
        points = [[1001, 400 + x["table"]]] if x["table"] % 2 else [[500 + x["table"], 1001]]
        status, answer = server.request("POST", f"{API}/{t['id']}/rounds/1/tables/{x['table']}/result",
                                        {"games": points}, t["director"])
        assert status == 200, answer
    # On the dashboard: a paper result no game to 1001 ends on is refused with the reason ...
    director.goto(f"{phones.base}/tournaments/{t['id']}")
    director.fill("#games-1", "900-500")
    director.click("#table-1 button[value=result]")
    refusal = director.wait_for_selector("#refused-1").inner_text()
    assert "cannot end a game to 1001: neither side reached 1001" in refusal, refusal
    # ... and one typed over table 2's result is previewed before it counts.
    director.fill("#games-2", "1001-700")
    director.click("#table-2 button[value=result]")
    director.wait_for_selector("#correction")
    assert "Table 2 already has a result" in director.inner_text("main")
    assert state(server, t)["rounds"][0]["tables"][1]["result"]["games"] == [[502, 1001]]
    shot(director, "t32-02-correction-preview", full=True)
    director.click("#correction button[value=correct]")
    director.wait_for_load_state()
    assert state(server, t)["rounds"][0]["tables"][1]["result"]["games"] == [[1001, 700]]
    status, refused = server.request("POST", f"{API}/{t['id']}/rounds/1/tables/3/result",
                                     {"games": [[400, 1001]]}, t["director"])
    assert status == 409 and refused["would_change"]["games"] == [[400, 1001]]

    # No entrant's code on any public page or printed sheet.
    tid = t["id"]
    for path in (f"/tournaments/{tid}", f"/tournaments/{tid}/standings", f"/tournaments/{tid}/where",
                 f"/tournaments/{tid}/where?name=Ana1", f"/tournaments/{tid}/projector",
                 f"/tournaments/{tid}/entrants.pdf", f"/tournaments/{tid}/rounds/1/where.pdf",
                 f"/tournaments/{tid}/standings.pdf"):
        status, body = fetch(phones.base, path)
        text = text_of(path, body, tmp_path)
        assert status == 200 and not [c for c in codes.values() if c in text], path

    # The archive comes back as the same evening.
    status, archive = server.request("GET", f"{API}/{tid}/archive", headers=t["director"])
    assert status == 200
    status, imported = server.request("POST", "/api/v1/tournament-imports", archive)
    assert status == 201, imported
    again = server.request("GET", f"{API}/{imported['id']}/standings")[1]
    assert again["rows"] == server.request("GET", f"{API}/{tid}/standings")[1]["rows"]
