"""Dutch (``nl``), the fourth language: a klaverjas club's own words on its pages.

The start page puts klaverjassen first; a fallen playing pair is "nat" on a Dutch page (and
"down" on an English one); a ruling's sentence about a pair takes a plural verb.
"""

from __future__ import annotations

import re

from scorekeeper.words.languages import LANGUAGES
from scorekeeper.words.rulings import localized
from test_pages import Phone
from test_table_phrases import get, text


def test_dutch_is_one_of_the_languages(app):
    assert LANGUAGES["nl"] == "Nederlands"
    page = get(Phone(app), "/", "nl")
    assert '<html lang="nl">' in page and 'hreflang="nl"' in page and "Nederlands" in page


def test_the_dutch_start_page_speaks_dutch_with_klaverjassen_first(app):
    page = get(Phone(app), "/", "nl-NL,nl;q=0.9")
    titles = re.findall(r"Klaverjassen \((?:Amsterdams|Rotterdams)\)|Bela \(Kroatisch|Belote \(Frans", page)
    assert titles[:2] == ["Klaverjassen (Amsterdams)", "Klaverjassen (Rotterdams)"], titles
    assert "Bela (Kroatisch" in page and "Bela (Croatian" not in page
    assert "Een toernooi leiden" in text(page)


def test_the_language_switch_takes_dutch(app):
    phone = Phone(app)
    phone.client.get("/lang/nl?next=/")
    assert '<html lang="nl">' in get(phone, "/", "hr")


def test_a_fallen_klaverjas_pair_is_nat_on_a_dutch_page(app):
    phone = Phone(app)
    game = phone.start("klaverjas-amsterdam")
    assert phone.enter(game, taker=0, points=(60, None)).status_code == 302
    nl = get(phone, f"/games/{game.id}", "nl")
    assert re.search(r'class="mark fall[^"]*">nat<', nl)
    en = get(phone, f"/games/{game.id}", "en")
    assert re.search(r'class="mark fall[^"]*">down<', en) and ">nat<" not in en and "bate" not in en


def test_a_ruling_sentence_about_a_pair_says_a_plural_verb_in_dutch():
    pair = {"id": "side", "args": {"side": 0, "names": "Ana & Cvita", "players": 2}}
    note = {"id": "klaverjas.renege", "args": {"seat_name": "Boris", "side": pair}}
    assert localized([note], lang="nl") == ["Omdat Boris verzaakte, verliezen Ana en Cvita het spel."]


def test_the_history_names_the_table_in_the_pages_language(app):
    """A hand entered with the table's link is "the table's" in every language, never English."""
    phone = Phone(app)
    game = phone.start()
    phone.enter(game, points=(100, None))
    said = {lang: text(get(phone, f"/games/{game.id}/history", lang)) for lang in ("nl", "fr", "hr")}
    assert "The table" not in " ".join(said.values()) and "the table" not in " ".join(said.values())
    assert "tafel" in said["nl"].lower() and "la table" in said["fr"].lower() and "stol" in said["hr"].lower()
