"""A pair named in a sentence or a heading is joined by the language's "and": "Ivana i Maša
prolaze", "Ivana et Maša font leur contrat", "Ivana en Maša gaan nat", a page's title "Ivana i
Maša – Željko i Đuro", "Ivana and Maša make it". The "&" of a side's label stays where space is
short: the score sheet's column heads, the chart's legend, the running points ("Ivana & Maša:
100") and a form's side buttons."""

from __future__ import annotations

import html
import re
import subprocess

import pytest
from babel.support import Translations

from scorekeeper.rules import adjudicate
from scorekeeper.words import TRANSLATIONS, pair_said
from scorekeeper.words.rulings import localized

PLAYERS = ["Ivana", "Željko", "Maša", "Đuro"]


def says_nl(msgid: str) -> str:
    return Translations.load(str(TRANSLATIONS), ["nl"]).gettext(msgid)


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


@pytest.fixture
def bela(new_game, client):
    game = new_game(players=PLAYERS)
    for hand in ({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bela": 1},
                 {"dealer": 0, "trump": "spades", "taker": 1, "points": [100, 62]}):
        assert game.enter(hand).status_code == 201
    return lambda path, lang: client.get(f"/games/{game.id}{path}", headers={"Accept-Language": lang}).get_data(
        as_text=True)


@pytest.mark.parametrize("lang, said", [("hr", "Ivana i Maša"), ("fr", "Ivana et Maša"), ("nl", "Ivana en Maša"),
                                        ("en", "Ivana and Maša")])
def test_a_pairs_label_is_said_with_the_languages_and(lang, said):
    assert pair_said("Ivana & Maša", lang=lang) == said
    assert pair_said("Lavovi", lang=lang) == "Lavovi"  # a name the table gave its side


@pytest.mark.parametrize("lang, made, down, title", [
    ("hr", "Ivana i Maša prolaze", "Željko i Đuro padaju", "Ivana i Maša – Željko i Đuro"),
    ("fr", "Ivana et Maša font leur contrat", "Željko et Đuro sont dedans", "Ivana et Maša – Željko et Đuro"),
    ("nl", "Ivana en Maša", "Željko en Đuro gaan nat", "Ivana en Maša – Željko en Đuro"),
])
def test_headings_and_sentences_say_and(bela, lang, made, down, title):
    first, second = text(bela("/hands/1", lang)), text(bela("/hands/2", lang))
    assert made in first and down in second, (first, second)
    assert re.search(r"<title>([^<]*)", bela("", lang)).group(1).startswith(title)
    assert re.search(r"Ivana & Maša\s?: \d", text(bela("/hands/1", lang)))  # the running points: a compact line


def test_the_rulings_sentences_join_a_pair_in_french_and_dutch(bela):
    assert "20 pour Željko et Đuro." in text(bela("/hands/1", "fr"))
    assert "Željko & Đuro" not in text(bela("/hands/1", "fr")).split("Donne 1")[-1].split(":")[0]


def test_the_score_sheets_column_heads_keep_the_label(bela):
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", bela("", "hr"))
    assert "Ivana &amp; Maša" in " ".join(heads)


# ---------------------------------------------------------------- the sentences players read

FRENCH = ["Élodie", "Marc", "Chloé", "Luc"]
DUTCH = ["Eline", "Ruud", "Noor", "Bram"]


def test_two_women_of_a_french_pair_are_et_and_their_verb_plural_never_ils():
    """"Élodie & Chloé … ils marquent". The pair is said "Élodie et Chloé" and its verb
    agrees with the two players (marquent, gagnent); no sentence puts a masculine "ils" for them:
    the sentences are written so that they need no pronoun (the table never says a gender)."""
    hand = {"dealer": 3, "auction": ["pass", "110 spades", "pass", "pass", "pass"], "points": [49, 113]}
    ruled = adjudicate({"variant": "contree", "players": FRENCH, "hands": [hand]})["hands"][0]
    said = localized(ruled["notes"], lang="fr")
    assert "Élodie et Chloé, en défense, marquent leurs propres 49, arrondi à 50." in said, said
    assert not any(re.search(r"\bils\b|&", sentence) for sentence in said), said
    women = {"id": "side", "args": {"side": 0, "names": "Élodie & Chloé", "players": 2}}
    men = {"id": "side", "args": {"side": 1, "names": "Marc & Luc", "players": 2}}
    claim = {"id": "claim.forfeit", "args": {"side": men, "trick": 3, "why": "x", "winner": women}}
    assert localized([claim], lang="fr")[0].endswith("Une fausse sortie perd la partie\u202f: Élodie et Chloé gagnent.")
    assert localized([claim], lang="hr")[0].endswith("Krivi dosta gubi igru: pobjeđuju Élodie i Chloé.")


def test_a_dutch_sheet_says_gewonnen_door_eline_en_noor(tmp_path):
    """"Gewonnen door Eline & Noor, 1747 : 1855." → "…, 1855 tegen 1747." with "en"."""
    said = says_nl("%(side)s won, %(won)s to %(lost)s.") % {"side": pair_said("Eline & Noor", lang="nl"),
                                                            "won": 1855, "lost": 1747}
    assert said == "Gewonnen door Eline en Noor, 1855 tegen 1747."
    pdf = pytest.importorskip("scorekeeper.table.pdf")
    from scorekeeper.sheets.sheet import build_sheet
    record = {"variant": "klaverjas-amsterdam", "players": DUTCH, "options": {"deals": 1},
              "hands": [{"dealer": 3, "trump": "clubs", "taker": 0, "points": [100, 62]}]}
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf.render_sheet_pdf(build_sheet(record, adjudicate(record)), lang="nl"))
    printed = " ".join(subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                                      check=True).stdout.split())
    assert "Gewonnen door Eline en Noor, 100 tegen 62." in printed, printed
    assert "Eline & Noor" in printed  # the column head: a compact label


@pytest.mark.parametrize("names, side, said", [
    ("Željko & Đuro", "score.bela", "20 za Željka i Đuru."),
    ("Boris & Dino", "renege.defender", "za Borisa i Dina: zvač prolazi, a njihov 41 bod pišu Ivana i Maša."),
])
def test_croatian_joins_a_pair_with_i_and_declines_it(names, side, said):
    """"20 za Željko & Đuro" → "20 za Željka i Đuru"; "njihovih 41 bod piše Ivana & Maša"
    → "njihov 41 bod pišu Ivana i Maša"."""
    pair = {"id": "side", "args": {"side": 0, "names": names, "players": 2}}
    taker = {"id": "side", "args": {"side": 1, "names": "Ivana & Maša", "players": 2}}
    args = {"seat_name": names.split(" & ")[0], "side": pair}
    if side == "renege.defender":
        args |= {"points": 41, "taker": taker}
    out = localized([{"id": side, "args": args}], lang="hr")[0]
    assert out.endswith(said) and "&" not in out, out


def test_two_pairs_in_one_list_keep_their_labels():
    """"Ana and Cvita and Boris and Dino" runs four players together: two pairs listed in one
    sentence keep the "&" of their labels, joined by the language's "and"."""
    first = {"id": "side", "args": {"side": 0, "names": "Ana & Cvita", "players": 2}}
    second = {"id": "side", "args": {"side": 1, "names": "Boris & Dino", "players": 2}}
    note = {"id": "game.must_claim_sides", "args": {"sides": {"id": "and", "args": {"first": first, "second": second}},
                                                    "target": 1001}}
    assert localized([note], lang="en")[0].startswith("Ana & Cvita and Boris & Dino reached 1001")
    assert localized([note], lang="hr")[0].startswith("Ana & Cvita i Boris & Dino")
    refusal = {"id": "error.card_in_two_sides", "args": {"side_name": "Ana & Cvita", "other_side_name": "Boris & Dino",
                                                         "card": "J♠"}}
    assert localized([refusal], lang="fr")[0].startswith("Ana & Cvita et Boris & Dino ne peuvent pas")
