"""A player of the club's register who asked to be shown by initials only is "I. J." wherever a
stranger reads the tournament: its page, the round's pairings, the standings, the projector, the
CSV files, the public JSON and every printed sheet; the director's own desk keeps the full name."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from test_season_api import season
from test_season_pages import text

PAIRS = [("Ivan Jurić", "Ana Horvat"), ("Mia Babić", "Tin Kovač"), ("Eva Perić", "Leo Marić"),
         ("Zoe Vuković", "Max Knežević")]
HIDDEN, SHOWN = "Ivan Jurić", "I. J."


@pytest.fixture
def evening(client):
    """A bela evening of four pairs, round 1 played on paper; Ivan Jurić asked for his initials."""
    made = client.post("/api/v1/tournaments", json={
        "title": "Bela u Zvijezdi", "variant": "bela-hr-4", "format": "swiss", "rounds": 1, "seed": 3,
        "entrants": [{"name": f"{a} & {b}", "players": [a, b]} for a, b in PAIRS]}).get_json()
    tid, code = made["id"], {"X-Director-Code": made["director_code"]}
    drawn = client.post(f"/api/v1/tournaments/{tid}/rounds", headers=code).get_json()
    for table in drawn["tables"]:
        done = client.post(f"/api/v1/tournaments/{tid}/rounds/1/tables/{table['table']}/result",
                           json={"games": [[1001, 702]]}, headers=code)
        assert done.status_code == 200, done.get_json()
    sid, season_code = season(client, {"by": "pair"})
    players = client.get(f"/api/v1/seasons/{sid}/register", headers=season_code).get_json()["players"]
    ivan = next(p["id"] for p in players if p["name"] == HIDDEN)
    hidden = client.post(f"/api/v1/seasons/{sid}/register/players/{ivan}/initials", json={"initials_only": True},
                         headers=season_code)
    assert hidden.status_code == 200
    return {"id": tid, "code": code, "url": f"/tournaments/{tid}"}


def shows_initials(body: str) -> None:
    assert SHOWN in body and HIDDEN not in body and "Jurić" not in body


def test_the_pages_a_stranger_reads_show_initials(client, evening):
    url = evening["url"]
    for path in ("", "/projector", "/standings", "/rounds/1", f"/where?name={SHOWN}"):
        answer = client.get(url + path)
        assert answer.status_code == 200, path
        shows_initials(text(answer))
    assert "Ana Horvat" in text(client.get(url + "/standings"))  # his partner did not ask


def test_the_csv_files_and_the_public_json_show_initials(client, evening):
    url, api = evening["url"], f"/api/v1/tournaments/{evening['id']}"
    for path in ("/standings.csv", "/results.csv"):
        shows_initials(client.get(url + path).get_data(as_text=True))
    public = client.get(api).get_json()
    shows_initials(str(public["entrants"]))
    assert [SHOWN, "Ana Horvat"] in [e["players"] for e in public["entrants"]]
    shows_initials(str(client.get(api + "/standings").get_json()))
    # the director, with the code, reads the full names
    assert HIDDEN in str(client.get(api, headers=evening["code"]).get_json()["entrants"])
    assert HIDDEN in str(client.get(api + "/standings", headers=evening["code"]).get_json())


def test_the_directors_desk_keeps_the_full_name(client, evening):
    url = evening["url"]
    signed = client.post(url, data={"action": "signin", "code": evening["code"]["X-Director-Code"]})
    assert signed.status_code == 302
    assert HIDDEN in text(client.get(url)) and HIDDEN in text(client.get(url + "/standings"))
    shows_initials(text(client.get(url + "/projector")))  # the room's screen is public


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
def test_the_printed_sheets_show_initials(app, client, evening, tmp_path):
    app.config["PDF_WAIT"] = 300
    url = evening["url"]
    for path in ("/standings.pdf", "/ranking.pdf", "/entrants.pdf", "/rounds/1/draw.pdf", "/rounds/1/where.pdf"):
        answer = client.get(url + path)
        assert answer.status_code == 200 and answer.mimetype == "application/pdf", path
        pdf = tmp_path / "sheet.pdf"
        pdf.write_bytes(answer.data)
        printed = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                                 check=True).stdout
        assert SHOWN in printed and "Jurić" not in printed, path


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
def test_a_sheet_the_director_printed_in_full_is_not_handed_to_a_stranger(app, evening, tmp_path):
    """The director prints the standings with the full names; a stranger asking for the same
    sheet a moment later gets it with the initials, never the director's copy."""
    app.config["PDF_WAIT"] = 300
    url = evening["url"]
    director, stranger = app.test_client(), app.test_client()
    assert director.post(url, data={"action": "signin", "code": evening["code"]["X-Director-Code"]}).status_code == 302

    def printed(client, path: str) -> str:
        answer = client.get(url + path)
        assert answer.status_code == 200 and answer.mimetype == "application/pdf", path
        pdf = tmp_path / "sheet.pdf"
        pdf.write_bytes(answer.data)
        return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
    for path in ("/standings.pdf", "/ranking.pdf"):
        assert HIDDEN in printed(director, path), path
        assert SHOWN in printed(stranger, path) and "Jurić" not in printed(stranger, path), path
