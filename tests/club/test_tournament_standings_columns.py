"""On the pages and in the PDFs: a bye and a missed round are their own
columns, and the new tie-breaks (Buchholz cut 1, Sonneborn–Berger, wins) are named in words."""

from __future__ import annotations

import shutil
import subprocess

import pytest

API = "/api/v1/tournaments"


@pytest.fixture
def evening(tmp_path):
    from scorekeeper import create_app
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "PDF_WAIT": 300})
    client = app.test_client()
    created = client.post(API, json={
        "title": "Club", "variant": "bela-hr-4", "format": "swiss", "rounds": 3, "seed": 3,
        "tiebreaks": ["difference", "sonneborn_berger", "buchholz_cut1", "wins", "lot"],
        "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 7)]}).get_json()
    url, director = f"{API}/{created['id']}", {"X-Director-Code": created["director_code"]}
    client.post(f"{url}/entrants/6/absent", json={}, headers=director)
    drawn = client.post(f"{url}/rounds", headers=director).get_json()
    for x in drawn["tables"]:
        client.post(f"{url}/rounds/1/tables/{x['table']}/result", json={"games": [[1001, 600]]}, headers=director)
    return client, created["id"], director, drawn


def test_the_standings_page_says_byes_missed_rounds_and_the_new_tiebreaks(evening):
    client, tid, _director, drawn = evening
    html = client.get(f"/tournaments/{tid}/standings").get_data(as_text=True)
    assert "<dt>Byes</dt><dd>1</dd>" in html and "<dt>Rounds missed</dt><dd>1</dd>" in html
    assert "Sonneborn–Berger" in html and "Buchholz without the weakest opponent" in html
    rows = client.get(f"{API}/{tid}/standings").get_json()["rows"]
    assert {r["number"]: r["missed"] for r in rows}[6] == 1
    assert {r["number"]: r["byes"] for r in rows}[drawn["byes"][0]] == 1


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
def test_the_standings_and_ranking_pdfs_have_the_columns(evening, tmp_path):
    client, tid, director, _drawn = evening
    for name in ("standings", "ranking"):
        answer = client.get(f"/tournaments/{tid}/{name}.pdf", headers=director)
        assert answer.status_code == 200 and answer.data.startswith(b"%PDF")
        (tmp_path / f"{name}.pdf").write_bytes(answer.data)
        text = subprocess.run(["pdftotext", "-layout", str(tmp_path / f"{name}.pdf"), "-"],
                              capture_output=True, text=True, check=True).stdout
        assert "Byes" in text and "Missed" in text, text
        joined = text.replace("\u2010\n", "").replace("\u2010", "")
        assert ("Sonneborn" in joined or "Son" in text) and ("weakest" in text or "cut 1" in text), text
