"""What a director prints, as the room reads it (pdftotext; the first pages as PNG in
test-artifacts/pdf/ to look at): a concours's two score sheets an A4 page each keep their
signature lines, the standings and the ranking never break a surname or a heading inside a word,
a ranking printed with a round unplayed says it is provisional, a table card has its link typed
under the QR code, and a score sheet of games to the target says the target."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from test_pdf_tournament import pages, text_of
from test_tournament_evening import Evening

pytestmark = pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
PAIRS = [("Horvatinčić-Babić & Kovačević", ["Ana Marija Horvatinčić-Babić", "Cvita Kovačević"]),
         ("Babić & Marković", ["Ivan Babić", "Željko Marković"]), ("Đuro & Tonći", ["Đuro Čolić", "Tonći Ćurić"]),
         ("Mia & Tin", ["Mia Šimunović", "Tin Ujević"]), ("Vučetić & Žanić", ["Ivo Vučetić", "Ante Žanić"]),
         ("Perišić & Jelavić", ["Marko Perišić", "Ana Jelavić"]), ("Bašić & Grgić", ["Tea Bašić", "Luka Grgić"]),
         ("Radić & Pavić", ["Nina Radić", "Josip Pavić"])]


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """A concours of 12-deal parties and a swiss of games to 1001, eight pairs each, round 1
    drawn and its first table's result in."""
    from scorekeeper import create_app
    folder = tmp_path_factory.mktemp("pdf-print")
    app = create_app({"TESTING": True, "DATABASE": str(folder / "t.db"), "SECRET_KEY": "test",
                      "WTF_CSRF_ENABLED": False, "RATE_LIMITS": False, "PDF_WAIT": 300})
    client = app.test_client()
    made = {}
    for kind, body, result in (("concours", {"variant": "belote", "match": {"deals": 12}}, [1100, 844]),
                               ("target", {"variant": "bela-hr-4"}, [1001, 500])):
        ev = Evening(client, {"title": f"Petak {kind}", "format": "swiss", "rounds": 3, **body,
                              "entrants": [{"name": n, "players": p} for n, p in PAIRS]})
        ev.draw()
        answer = client.post(f"{ev.url}/rounds/1/tables/1/result", json={"games": [result]}, headers=ev.director)
        assert answer.status_code == 200, answer.get_json()
        made[kind] = ev
    return client, made


def get(printed, kind: str, path: str, lang: str = "en") -> bytes:
    client, made = printed
    ev = made[kind]
    response = client.get(f"/tournaments/{ev.id}/{path}?lang={lang}", headers=ev.director)
    assert response.status_code == 200 and response.data.startswith(b"%PDF"), path
    return response.data


def test_two_score_sheets_a_page_keep_both_signature_lines(printed, tmp_path):
    data = get(printed, "concours", "rounds/1/sheets.pdf")
    text = text_of(data, tmp_path, "print-concours-sheets")
    assert pages(data, tmp_path) == 2  # four tables, two a page
    state = printed[1]["concours"].get()
    names = {e["number"]: e["name"] for e in state["entrants"]}
    for a, b in ((names[x["entrants"][0]], names[x["entrants"][1]]) for x in state["rounds"][0]["tables"]):
        signed = [line for line in text.splitlines() if "____" in line and a in line]
        assert signed and b in signed[0], f"{a}'s table has no signature line for both sides"
    # Drawn, not only written: each signature line ends above the next sheet's heading (a sheet
    # cut to its box would let the line run under the next one, clipped away).
    path = tmp_path / "sheets.pdf"
    path.write_bytes(data)
    boxes = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    for page in boxes.split("<page ")[1:]:
        words = [(float(y0), float(y1), w) for y0, y1, w in
                 re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', page)]
        headings = [y0 for y0, _, w in words if w == "ROUND"]
        signs = [y1 for _, y1, w in words if w.startswith("____")][0::2]
        assert len(headings) == len(signs) == 2
        assert signs[0] + 2 < headings[1], "the first sheet's signature line runs under the second sheet"


@pytest.mark.parametrize("lang,words", [
    ("hr", ["Pobjede", "Slobodni", "Propušteno", "bodovi", "ždrijeb"]),
    ("fr", ["Différence", "tirage"])])
def test_the_standings_never_break_a_name_or_a_heading_inside_a_word(printed, tmp_path, lang, words):
    for path in ("standings.pdf", "ranking.pdf"):
        text = text_of(get(printed, "concours", path, lang), tmp_path, f"print-{lang}-{path[:-4]}")
        whole = set(re.findall(r"\w+", text))
        assert {"Kovačević", "Horvatinčić", "Babić", "Marković"} <= whole, f"a surname broken in {path}"
        if path == "standings.pdf":
            assert set(words) <= whole, f"{set(words) - whole} broken in {path}"


def test_a_ranking_printed_with_a_round_unplayed_says_it_is_provisional(printed, tmp_path):
    text = text_of(get(printed, "concours", "ranking.pdf"), tmp_path, "print-ranking-early")
    assert "Final ranking" not in text
    assert "Standings after round 1 · provisional" in text
    hr = text_of(get(printed, "concours", "ranking.pdf", "hr"), tmp_path, "print-ranking-early-hr")
    assert "Konačni poredak" not in hr and "Poredak nakon 1. kola · privremeno" in hr


def test_a_table_card_has_its_link_typed_under_the_qr_code(printed, tmp_path):
    client, made = printed
    text = "".join(text_of(get(printed, "target", "rounds/1/cards.pdf"), tmp_path, "print-cards").split())
    for table in made["target"].get(director=True)["rounds"][0]["tables"]:
        assert f"/j/{table['games'][0]}/{table['table_token']}" in text, f"table {table['table']}'s link"


def test_a_score_sheet_of_games_to_the_target_says_the_target(printed, tmp_path):
    text = text_of(get(printed, "target", "rounds/1/sheets.pdf"), tmp_path, "print-target-sheets")
    assert re.search(r"ROUND 1 · TABLE 1 · TO 1001", text, re.I), text[:400]
    hr = text_of(get(printed, "target", "rounds/1/sheets.pdf", "hr"), tmp_path, "print-target-sheets-hr")
    assert re.search(r"1\. KOLO · STOL 1 · DO 1001", hr, re.I)
    concours = text_of(get(printed, "concours", "rounds/1/sheets.pdf"), tmp_path, "print-concours-sheets")
    assert re.search(r"ROUND 1 · TABLE 1 · 12 DEALS", concours, re.I)
