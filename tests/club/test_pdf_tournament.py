"""A tournament's printed sheets for 10 and 64 tables: every entrant, table and player where it
belongs (pdftotext), the table card's QR code decoded (zbarimg) to the link that joins that
table's game, the private sheets kept to the director. The first page of each sheet is kept
as a PNG in test-artifacts/pdf/ to look at."""

from __future__ import annotations

from urllib.parse import urlsplit

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from test_tournament_evening import Evening, pairs

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "pdf"
PUBLIC = ("entrants.pdf", "rounds/1/draw.pdf", "rounds/1/where.pdf", "standings.pdf", "bracket.pdf",
          "ranking.pdf")
PRIVATE = ("rounds/1/cards.pdf", "rounds/1/sheets.pdf", "rounds/1/pack.pdf")
pytestmark = pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")


def text_of(data: bytes, tmp_path: Path, name: str) -> str:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(data)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", str(path),
                    str(ARTIFACTS / name)], check=True)
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


def pages(data: bytes, tmp_path: Path) -> int:
    path = tmp_path / "count.pdf"
    path.write_bytes(data)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))


@pytest.fixture(scope="module")
def evenings(tmp_path_factory):
    from scorekeeper import create_app
    folder = tmp_path_factory.mktemp("pdf-tournament")
    app = create_app({"TESTING": True, "DATABASE": str(folder / "t.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "PDF_WAIT": 300})
    client = app.test_client()
    made = {}
    for tables in (10, 64):
        ev = Evening(client, {"title": f"Concours {tables}", "variant": "belote", "format": "swiss",
                              "rounds": 3, "match": {"deals": 12}, "entrants": pairs(2 * tables)})
        ev.draw()
        made[tables] = ev
    return client, made


@pytest.mark.parametrize("tables", [10, 64])
def test_every_sheet_names_every_entrant_table_and_player(evenings, tables, tmp_path):
    client, made = evenings
    ev = made[tables]
    base = ev.url.replace("/api/v1", "")
    state = ev.get()
    names = {e["number"]: e["name"] for e in state["entrants"]}
    draw = state["rounds"][0]["tables"]
    for path in PUBLIC + PRIVATE:
        response = client.get(f"{base}/{path}", headers=ev.director)
        assert response.status_code == 200 and response.data.startswith(b"%PDF"), path
        text = text_of(response.data, tmp_path, f"{tables}-{path.replace('/', '-')[:-4]}")
        if path in ("entrants.pdf", "standings.pdf", "ranking.pdf", "rounds/1/where.pdf"):
            assert all(re.search(rf"\b{re.escape(n)}\b", text) for n in names.values()), path
        if path == "rounds/1/draw.pdf":
            for t in draw:
                a, b = (names[n] for n in t["entrants"])
                assert re.search(rf"Table {t['table']}\s+—\s+{a}\s+against\s+{b}\b", text)
        if path == "rounds/1/where.pdf":
            for t in draw:
                a, b = t["entrants"]
                assert re.search(rf"Ana{a}\s+{t['table']}\s+{names[a]}\s+{names[b]}", text)
        if path == "rounds/1/sheets.pdf":
            assert "end in 4 and are at least 1944" in text
            assert pages(response.data, tmp_path) == (tables + 1) // 2


def test_the_private_sheets_need_the_director(evenings):
    client, made = evenings
    base = made[10].url.replace("/api/v1", "")
    for path in PRIVATE:
        assert client.get(f"{base}/{path}").status_code == 403
    assert client.get(f"{base}/rounds/1/draw.pdf").status_code == 200
    assert client.get(f"{base}/rounds/9/draw.pdf").status_code == 404


def test_no_browser_or_proxy_keeps_a_sheet_that_shows_a_token_or_a_code(evenings):
    """The table cards, score sheets and pack carry the tables' tokens in their QR codes, the
    director's entrant list each entrant's code: answered ``no-store``, so no shared computer's
    cache or proxy keeps a copy. The public sheets may be kept and revalidated."""
    client, made = evenings
    ev = made[10]
    base = ev.url.replace("/api/v1", "")
    for path in PRIVATE + ("entrants.pdf",):
        answer = client.get(f"{base}/{path}", headers=ev.director)
        assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-store", path
    with client.session_transaction() as session:
        session["directing"] = [ev.id]
    answer = client.get(f"{base}/rounds/1/pack.pdf")
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-store"
    answer = client.get(f"{base}/entrants.pdf")
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-store"
    with client.session_transaction() as session:
        session["directing"] = []
    for path in PUBLIC:
        answer = client.get(f"{base}/{path}")
        assert answer.status_code == 200 and answer.headers["Cache-Control"] == "no-cache", path


@pytest.mark.skipif(not shutil.which("zbarimg"), reason="needs zbar-tools")
def test_a_table_cards_qr_code_joins_that_tables_game(evenings, tmp_path, app):
    client, made = evenings
    ev = made[10]
    data = client.get(f"{ev.url.replace('/api/v1', '')}/rounds/1/cards.pdf", headers=ev.director).data
    path = tmp_path / "cards.pdf"
    path.write_bytes(data)
    subprocess.run(["pdftoppm", "-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", str(path),
                    str(tmp_path / "card")], check=True)
    decoded = subprocess.run(["zbarimg", "--raw", "-q", str(tmp_path / "card.png")],
                             capture_output=True, text=True, check=True).stdout.split()
    tables = ev.get(director=True)["rounds"][0]["tables"]
    links = {f"/j/{t['games'][0]}/{t['table_token']}": t["games"][0] for t in tables[:2]}
    assert {urlsplit(link).path for link in decoded} == set(links)  # two cards a page
    for path, game in links.items():
        joined = client.get(path)
        assert joined.status_code == 302 and joined.headers["Location"].endswith(f"/games/{game}/join")


def test_the_sheets_speak_croatian_and_french(evenings, tmp_path):
    client, made = evenings
    base = made[10].url.replace("/api/v1", "")
    hr = text_of(client.get(f"{base}/rounds/1/draw.pdf?lang=hr").data, tmp_path, "10-draw-hr")
    fr = text_of(client.get(f"{base}/standings.pdf?lang=fr").data, tmp_path, "10-standings-fr")
    assert "Stol 1" in hr and "1. kolo: raspored" in hr
    # Round 1 is drawn but no result is in: the standings are not "after round 1" yet.
    assert "aucun tour n’a encore été joué" in fr.casefold()
    assert "après le tour 1" not in fr.casefold()


def test_the_directors_entrant_list_prints_each_entrants_code_and_the_public_one_does_not(evenings, tmp_path):
    client, made = evenings
    ev = made[10]
    codes = [e["code"] for e in ev.get(director=True)["entrants"]]
    mine = client.get(f"/tournaments/{ev.id}/entrants.pdf", headers=ev.director)
    public = client.get(f"/tournaments/{ev.id}/entrants.pdf")
    assert mine.status_code == public.status_code == 200
    assert all(code in text_of(mine.data, tmp_path, "t-entrants-director") for code in codes)
    assert not any(code in text_of(public.data, tmp_path, "t-entrants-public") for code in codes)


def test_a_score_sheet_has_a_numbered_line_for_every_deal(evenings, tmp_path):
    """The rows left for the pencil are ruled and numbered one a deal, 1 to 12 for a match of
    12 deals, on each of the page's two sheets (drawn as one tall ruled row: the same paper)."""
    client, made = evenings
    ev = made[10]
    response = client.get(f"{ev.url.replace('/api/v1', '')}/rounds/1/sheets.pdf", headers=ev.director)
    assert response.status_code == 200
    path = tmp_path / "sheets.pdf"
    path.write_bytes(response.data)
    first = subprocess.run(["pdftotext", "-layout", "-f", "1", "-l", "1", str(path), "-"], capture_output=True,
                           text=True, check=True).stdout
    numbers = [int(line) for line in first.split("\n") if line.strip().isdigit()]
    assert numbers == list(range(1, 13)) * 2
