"""The printed game sheet, as a table reads it after the evening (pdftotext; the first page as a
PNG in /tmp/shots_pg/): its head names the game in words, never its code name; a declared belote
is marked on its hand; "Notes on disputed hands" explains a renege found in a replayed hand and
says who corrected a hand, as well as the falls."""

from __future__ import annotations

import pytest

from scorekeeper.rules import adjudicate
from scorekeeper.sheets import build_sheet
from scorekeeper.table import pdf
from test_pdf import lines_of, text_of
from test_pdf_contract_klaverjas import CONTREE, KLAVERJAS, _png
from test_rules_contract_published import RENEGE_PLAY

BELA = {"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
    {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62]}]}
FRENCH = ["Didier", "Élodie", "Fanny", "Gaston"]
RENEGED = {"variant": "contree", "players": FRENCH, "hands": [
    {"dealer": 3, "auction": ["100 hearts", "pass", "pass", "pass"], "play": RENEGE_PLAY},
    {"dealer": 0, "trump": "spades", "taker": 1, "bid": 80, "points": [72, 90]}]}


def printed(record: dict, tmp_path, lang: str = "en", **kwargs) -> str:
    data = pdf.render_sheet_pdf(build_sheet(record, adjudicate(record), **kwargs), lang=lang)
    _png(data, f"pdf_notes_{record['variant']}_{lang}")
    return text_of(data, tmp_path)


@pytest.mark.parametrize("record, code", [(CONTREE, "contree"), (KLAVERJAS, "klaverjas-amsterdam"),
                                          (BELA, "bela-hr-4")])
def test_the_head_names_the_game_never_its_code_name(record, code, tmp_path):
    for lang in ("en", "fr"):
        assert code not in printed(record, tmp_path, lang)


@pytest.mark.parametrize("lang, word", [("en", "BELA"), ("fr", "BELOTE")])
def test_a_declared_belote_is_marked_on_its_hand(lang, word, tmp_path):
    """CONTREE's hand 1: Ana declares belote (king and queen of trump) for Ana & Cvita."""
    row = next(line for line in lines_of(printed(CONTREE, tmp_path, lang)) if line[:2] == ["1", "Dino"])
    assert word in row and row.index(word) < row.index("560")


def test_the_notes_explain_a_renege_found_in_a_replayed_hand(tmp_path):
    text = " ".join(printed(RENEGED, tmp_path).split())
    notes = text[text.index("NOTES ON DISPUTED HANDS"):]
    assert "Hand 1." in notes and "Because Élodie reneged" in notes
    assert "Hand 2." not in notes  # a plain hand made needs no note


@pytest.mark.parametrize("lang, said", [("en", "Élodie corrected hand 2."), ("fr", "Élodie a corrigé la donne 2."),
                                        ("hr", "Élodie: ispravak 2. miješanja.")])
def test_the_notes_say_who_corrected_a_hand(lang, said, tmp_path):
    text = " ".join(printed(RENEGED, tmp_path, lang, corrected={2: 1}).split())
    assert said in text
    director = " ".join(printed(RENEGED, tmp_path, corrected={2: "director"}).split())
    assert "the director corrected hand 2." in director


def test_the_printed_sheet_of_a_game_says_its_corrected_hand(game, tmp_path):
    """Through the sheet's address: the correction stored by the game, said on paper."""
    ana = game.phone(0)
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
    assert game.client.post(f"{game.url}/hands", json=hand, headers=ana).status_code == 201
    corrected = game.client.put(f"{game.url}/hands/1", json={**hand, "points": [120, 42]},
                                headers={**ana, "X-Director-Code": game.director_code, "If-Match": str(game.version)})
    assert corrected.status_code == 200, corrected.get_json()
    response = game.client.get(f"/games/{game.id}/sheet.pdf")
    assert response.status_code == 200 and response.data.startswith(b"%PDF")
    (tmp_path / "game.pdf").write_bytes(response.data)
    assert "Ana corrected hand 1." in " ".join(text_of(response.data, tmp_path).split())  # with the code, on her phone
