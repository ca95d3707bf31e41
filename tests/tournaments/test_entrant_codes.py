"""An entrant's code reaches only its entrant: handed at the desk on check-in, printed on the
director's entrant list, issued anew by the director when lost; never on a page or a sheet anyone
else can open."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from test_tournament_evening import Evening, pairs


def evening(client, n: int = 8) -> Evening:
    return Evening(client, {"title": "Friday", "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
                            "entrants": pairs(n), "options": {"target": 201},
                            "final_by": "other_entrant"})


def codes_of(ev: Evening) -> dict[int, str]:
    return {e["number"]: e["code"] for e in ev.get(director=True)["entrants"]}


def director_browser(app, ev: Evening):
    """The director's phone, signed in on the dashboard."""
    phone = app.test_client()
    phone.post(f"/tournaments/{ev.id}", data={"action": "signin", "code": ev.code})
    return phone


def test_where_do_i_play_never_hands_out_a_code(client):
    ev = evening(client, 2)
    ev.draw()
    page = client.get(f"/tournaments/{ev.id}/where?name=Pair 1")
    text = page.get_data(as_text=True)
    assert "Table 1" in text and "at the desk" in text
    assert codes_of(ev)[1] not in text and 'name="number"' not in text
    assert client.post(f"/tournaments/{ev.id}/where?name=Pair 1", data={"number": "1"}).status_code == 405


def test_the_desk_shows_an_entrants_code_to_the_director_as_the_pair_checks_in(app, client):
    ev = evening(client, 2)
    code = codes_of(ev)[1]
    desk = director_browser(app, ev)
    answer = desk.post(f"/tournaments/{ev.id}/desk", data={"action": "present", "number": "1"},
                       follow_redirects=True).get_data(as_text=True)
    assert f"their entrant code is {code}" in answer
    # The code is made again for the page: it never rides in the signed (readable) session cookie.
    assert all(code not in c.value for c in desk._cookies.values())
    again = desk.get(f"/tournaments/{ev.id}/desk").get_data(as_text=True)
    assert code not in again
    shown = desk.post(f"/tournaments/{ev.id}/desk", data={"action": "code", "number": "1"},
                      follow_redirects=True).get_data(as_text=True)
    assert f"their entrant code is {code}" in shown
    stranger = app.test_client().get(f"/tournaments/{ev.id}/desk", follow_redirects=True)
    assert code not in stranger.get_data(as_text=True)


def test_a_lost_code_is_issued_anew_and_the_old_one_no_longer_takes_the_seat(app, client):
    ev = evening(client, 2)
    table = ev.draw()["tables"][0]
    game, token = table["games"][0], table["table_token"]
    old = codes_of(ev)[table["entrants"][1]]
    desk = director_browser(app, ev)
    page = desk.post(f"/tournaments/{ev.id}/desk", data={"action": "new_code", "number": str(table["entrants"][1])},
                     follow_redirects=True).get_data(as_text=True)
    new = codes_of(ev)[table["entrants"][1]]
    assert new != old and f"their entrant code is {new}" in page and "the old one no longer works" in page
    phone = app.test_client()
    phone.get(f"/j/{game}/{token}")
    assert phone.post(f"/games/{game}/seat", data={"seat": "1", "entrant_code": old}).status_code == 403
    assert phone.post(f"/games/{game}/seat", data={"seat": "1", "entrant_code": new}).status_code == 302
    # The director's printed list follows: the other entrants keep their codes.
    assert codes_of(ev)[table["entrants"][0]] != new


PUBLIC_PDFS = ("entrants.pdf", "rounds/1/draw.pdf", "rounds/1/where.pdf", "rounds/2/draw.pdf",
               "rounds/2/where.pdf", "standings.pdf", "bracket.pdf", "ranking.pdf")


def public_paths(ev: Evening, state: dict) -> list[str]:
    """Every page, export and API answer of the evening that needs no director's code."""
    base = f"/tournaments/{ev.id}"
    paths = [base, f"{base}/projector", f"{base}/projector?show=draw", f"{base}/standings",
             f"{base}/standings.csv", f"{base}/results.csv", f"{base}/archive.json", f"{base}/desk",
             f"{base}/rounds/1", f"{base}/rounds/2", ev.url, f"{ev.url}/standings", f"{ev.url}/archive"]
    paths += [f"{base}/where?name={e['name']}" for e in state["entrants"]]
    for r in state["rounds"]:
        for table in r["tables"]:
            for game in table["games"]:
                paths += [f"/games/{game}", f"/games/{game}/history", f"/games/{game}/rules",
                          f"/games/{game}/join", f"/games/{game}/share", f"/games/{game}/hands/1",
                          f"/api/v1/games/{game}", f"/api/v1/games/{game}/history", f"/games/{game}/sheet.pdf"]
    return paths


def test_no_public_page_or_sheet_of_an_evening_carries_an_entrant_code(app, client, tmp_path):
    ev = evening(client, 8)
    ev.draw()
    ev.play_round()
    ev.draw()
    codes = codes_of(ev)
    desk = director_browser(app, ev)
    for n in codes:
        desk.post(f"/tournaments/{ev.id}/desk", data={"action": "present", "number": str(n)})
    stranger = app.test_client()
    seen = 0
    for path in public_paths(ev, ev.get()):
        answer = stranger.get(path)
        if answer.status_code != 200:
            continue
        seen += 1
        text = pdf_text(answer.data, tmp_path) if answer.data.startswith(b"%PDF") else answer.get_data(as_text=True)
        assert not [c for c in codes.values() if c in text], path
    pdfs = [p for p in PUBLIC_PDFS if stranger.get(f"/tournaments/{ev.id}/{p}").status_code == 200]
    for path in pdfs:
        text = pdf_text(stranger.get(f"/tournaments/{ev.id}/{path}").data, tmp_path)
        assert not [c for c in codes.values() if c in text], path
    assert seen > 60 and len(pdfs) >= 5
    # The director's own list has them all.
    private = pdf_text(desk.get(f"/tournaments/{ev.id}/entrants.pdf").data, tmp_path)
    assert all(c in private for c in codes.values())


def pdf_text(data: bytes, tmp_path) -> str:
    if not shutil.which("pdftotext"):
        pytest.skip("needs poppler-utils")
    path = tmp_path / "doc.pdf"
    path.write_bytes(data)
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", text)
