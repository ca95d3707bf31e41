"""The printed sheets of contrée and klaverjas: the contract with its ×2 / ×4 and the
dedans mark; klaverjas "punten" and "roem" columns per pair, added up, with nat and pit marks.
Read back with pdftotext; the first page is kept as a PNG in /tmp/shots_pg/ to look at."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from test_pdf import lines_of, render, text_of

SHOTS = Path("/tmp/shots_pg")
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]

CONTREE = {"variant": "contree", "players": PLAYERS, "hands": [
    {"dealer": 3, "auction": ["110 hearts", "pass", "pass", "contre", "pass", "pass", "pass"],
     "bela": 0, "points": [113, 49]},
    {"dealer": 0, "trump": "spades", "taker": 1, "bid": 100, "contre": 2, "points": [90, 72]},
    {"dealer": 1, "trump": "clubs", "taker": 2, "bid": 80, "points": [92, 70]},
]}
KLAVERJAS = {"variant": "klaverjas-amsterdam", "players": PLAYERS, "hands": [
    {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "roem": [20, 0]},
    {"dealer": 0, "trump": "clubs", "taker": 0, "points": [90, 72], "roem": [0, 50]},
    {"dealer": 1, "trump": "spades", "taker": 0, "points": [162, 0], "tricks": [8, 0], "roem": [0, 0]},
]}


def _rows(lines: list[list[str]]) -> dict[str, list[str]]:
    """The hand rows, by number: the first line that starts with it and a dealer's name."""
    rows: dict[str, list[str]] = {}
    for line in lines:
        if len(line) > 2 and line[0] in ("1", "2", "3") and line[1] in PLAYERS:
            rows.setdefault(line[0], line)
    return rows


def _png(data: bytes, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    pdf = SHOTS / f"{name}.pdf"
    pdf.write_bytes(data)
    subprocess.run(["pdftoppm", "-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", str(pdf),
                    str(SHOTS / name)], check=True)


@pytest.mark.parametrize("lang, fall, belote", [("en", "down", "BELA"), ("fr", "dedans", "BELOTE")])
def test_a_contree_sheet_writes_each_contract_with_its_contre(tmp_path, lang, fall, belote):
    data = render(CONTREE, lang=lang)
    _png(data, f"pdf_contree_{lang}")
    lines = lines_of(text_of(data, tmp_path))
    row = _rows(lines)
    assert row["1"][2:7] == ["110♥", "×2", "Ana", belote, "560"]  # Ana's belote marked on her pair's hand
    assert "100♠" in row["2"] and "×4" in row["2"] and "1040" in row["2"]
    assert fall in " ".join(row["2"]).lower()  # the fallen takers' mark
    assert "80♣" in row["3"] and "×2" not in row["3"]


def test_a_klaverjas_sheet_has_points_and_roem_columns_with_nat_and_pit(tmp_path):
    data = render(KLAVERJAS, lang="en")
    _png(data, "pdf_klaverjas_en")
    text = text_of(data, tmp_path)
    lines = lines_of(text)
    assert any(line[i:i + 3] == ["points", "roem", "total"] for line in lines for i in range(len(line)))
    row = _rows(lines)
    assert row["1"][-6:] == ["100", "20", "120", "62", "–", "62"]
    # An English page says the plain words, as the sheet page does; nat and pit are the Dutch table's.
    assert "DOWN" in row["2"] and row["2"][-4:-1] == ["162", "50", "274"]  # then its footnote
    assert "TRICKS" in row["3"] and row["3"][-6:-3] == ["162", "100", "382"]
    assert not re.search(r"\b(NAT|PIT|nat|pit)\b", text)
    total = next(line for line in lines if line[:2] == ["Total", "so"])
    assert total[3:] == ["262", "120", "382", "224", "50", "274"]


@pytest.mark.parametrize("lang, deals, target", [("fr", "12 donnes", "2000"), ("nl", "16 spellen", "1500")])
def test_a_printed_game_of_fixed_deals_says_its_deals_not_a_target(tmp_path, lang, deals, target):
    """A concours partie of 12 deals of contrée (coinchons.fr) and a boompje of 16 (klaverjasunie.nl)
    end after their last deal: the printed sheet's head says so, and names no target."""
    record = {**CONTREE, "options": {"deals": 12}} if lang == "fr" else KLAVERJAS
    data = render(record, lang=lang)
    _png(data, f"pdf_fixed_deals_{lang}")
    text = text_of(data, tmp_path)
    head = text.split("\n\n")[0]
    assert deals in head and target not in head, head
    assert ("Reste à faire" if lang == "fr" else "Nog nodig") not in text


# The mark of a nat deal and of pit in each language: the table's own words on a Dutch page only.
MARKS = {"nl": ("NAT", "PIT"), "fr": ("DEDANS", "CAPOT"), "hr": ("PAD", "ŠTIGLJA")}


@pytest.mark.parametrize("lang", ["nl", "fr", "hr"])
def test_the_nat_and_pit_marks_are_the_words_of_the_page_s_language(tmp_path, lang):
    data = render(KLAVERJAS, lang=lang)
    _png(data, f"pdf_klaverjas_{lang}")
    row = _rows(lines_of(text_of(data, tmp_path)))
    fall, every = MARKS[lang]
    assert fall in " ".join(row["2"]) and every in " ".join(row["3"])
    if lang != "nl":
        assert "NAT" not in " ".join(row["2"]) and "PIT" not in " ".join(row["3"])
