"""A pair named in a sentence or a heading is joined by the language's "and": "Ivana i Maša
prolaze", "Ivana et Maša font leur contrat", "Ivana en Maša gaan nat", a page's title "Ivana i
Maša – Željko i Đuro". The "&" of a side's label stays where space is short: the score sheet's
column heads, the chart's legend, the running points ("Ivana & Maša: 100") and a form's side
buttons. English keeps "&" everywhere."""

from __future__ import annotations

import html
import re

import pytest

from scorekeeper.words import pair_said

PLAYERS = ["Ivana", "Željko", "Maša", "Đuro"]


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
                                        ("en", "Ivana & Maša")])
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
