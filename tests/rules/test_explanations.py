"""A ruling's sentences in the table's language (scorekeeper/words/rulings.py): the engine keeps
each sentence as a note beside its English (RECORDS.md "Ruling": plain sentences, one per
decision, each naming the option that decided it); the pages say them in Croatian or French."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from ruling_corpus import RARE, varied_records

from scorekeeper.words.names import FORMS
from scorekeeper.words.rulings import ICU_CHOICE, PAIR_SUBJECTS, explanation_of, formatted, localized, said
from scorekeeper.rules import adjudicate
from scorekeeper.rules.explain import TEMPLATES, TEXTS, placeholders

TRANSLATIONS = Path(__file__).resolve().parents[2] / "scorekeeper" / "words" / "translations"
FOUR = ["Ana", "Boris", "Cvita", "Dino"]
FALL = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [3, 5], "points": [62, 100]}
TIE = {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 4], "points": [81, 81]}

HR_FALL = "Ana i Cvita zovu adut i padaju: trebalo je više od protivnika: 62–100."
HR_TIE = ("Izjednačeno 81–81: protivnici pišu svoje bodove, a bodovi strane koja je zvala "
          "(Boris i Dino), 81 bod, čekaju u kasi pobjednika sljedećeg miješanja (litige).")
FR_FALL = ("Ana et Cvita prennent et sont dedans\u202f: il fallait au preneur plus que chacun "
           "des autres camps\u202f: 62–100.")


def catalogue(locale: str):
    with (TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=locale)


@pytest.mark.parametrize("locale", ["hr", "fr", "nl"])
def test_every_sentence_is_translated_with_the_same_placeholders(locale):
    """A translation can never break a sentence: same placeholders, none lost or made up."""
    messages = catalogue(locale)
    pairs = {f"{note_id}/pair": TEMPLATES[note_id] for note_id in PAIR_SUBJECTS}
    for note_id, template in {**TEXTS, **pairs}.items():  # rulings, a pair's sentences, refusals
        message = messages.get(template, context=note_id)
        assert message is not None and message.string, f"{locale}: {note_id} is not translated"
        assert not message.fuzzy, f"{locale}: {note_id} is fuzzy"
        # The words a number takes ({points_points}: "boda", "bodova", {points_their}) may be
        # added, none lost; a name may be said in the case the sentence needs ({side_acc}).
        counted = {f"{name}_{unit}" for name in placeholders(template)
                   for unit in ("points", "tricks", "points_with", "tricks_with", "their")}
        forms = {f"{name}_{case}": name for name in placeholders(template) for case in FORMS}
        if {"total", "written"} <= placeholders(template):  # "arrondi à" only when something was
            forms["was_rounded"] = "written"
        found = said_placeholders(message.string)
        kept = {forms.get(name, name) for name in found}
        assert placeholders(template) <= kept, f"{locale}: {note_id}"
        assert found - placeholders(template) <= counted | set(forms), f"{locale}: {note_id}"
        formatted(message.string, {name: "x" for name in placeholders(template) | counted | set(forms)}, lang=locale)


def said_placeholders(message: str) -> set[str]:
    """A translation's placeholders, ICU's choices too (``{taker_number, select, ...}``)."""
    if not ICU_CHOICE.search(message):
        return set(placeholders(message))
    found: set[str] = set()
    _icu_arguments(message, 0, found)
    return found


def _icu_arguments(message: str, at: int, found: set[str]) -> int:
    """Reads ICU message text from ``at`` up to its closing brace (or the end), adding the
    arguments it names; returns where it stopped."""
    while at < len(message):
        if message[at] == "}":
            return at
        if message[at] != "{":
            at += 1
            continue
        head = re.match(r"\{\s*(\w+)\s*(?:,\s*(select|plural)\s*,)?", message[at:])
        found.add(head.group(1))
        at += head.end()
        if head.group(2) is None:  # a plain {name}
            at = message.index("}", at) + 1
            continue
        while message[at] != "}":  # the choices: keyword {text} ...
            at = message.index("{", at)
            at = _icu_arguments(message, at + 1, found) + 1
            while message[at] == " ":
                at += 1
        at += 1
    return at


@pytest.fixture(scope="module")
def rulings() -> list[dict]:
    return [adjudicate(record) for record in varied_records(150) + RARE]


def paired(sentences: list[str]) -> list[str]:
    """The engine's English as an English page says it: a pair joined by "and", not the label's "&"."""
    return [s.replace(" & ", " and ") for s in sentences]


def test_in_english_the_sentences_are_the_rulings_own(rulings):
    """Word for word the ruling's English, but for a pair, which a sentence joins with "and"."""
    for ruling in rulings:
        for hand in ruling["hands"]:
            assert paired(localized(hand["notes"], lang="en")) == paired(hand["explanation"])
            assert explanation_of(hand, lang="en") == localized(hand["notes"], lang="en")


@pytest.mark.parametrize("lang", ["hr", "fr", "nl"])
def test_every_sentence_of_every_ruling_can_be_said(rulings, lang):
    for ruling in rulings:
        for hand in ruling["hands"]:
            said_here = localized(hand["notes"] + hand["warning_notes"], lang=lang)
            assert len(said_here) == len(hand["notes"]) + len(hand["warning_notes"])
            assert all(s and "{" not in s for s in said_here)


def test_a_fall_in_croatian_and_french():
    hand = adjudicate({"variant": "bela-hr-4", "players": FOUR, "hands": [FALL]})["hands"][0]
    assert localized(hand["notes"], lang="hr") == [
        HR_FALL, "Boris i Dino pišu i 62 boda strane koja je zvala."]
    assert localized(hand["notes"], lang="fr") == [
        FR_FALL, "Boris et Dino marquent aussi les 62 points du preneur."]


def test_without_notes_the_english_stands():
    assert said([], ["Ana took trump and passes."], lang="hr") == ["Ana took trump and passes."]
    assert said([{"id": "no.such.note", "args": {}}], ["As it was."], lang="fr") == ["As it was."]


# ---------------------------------------------------------------- the pages

def sentences_on(page: str) -> list[str]:
    import re
    block = re.search(r'<ul class="explain">(.*?)</ul>', page, re.S).group(1)
    # Each sentence, without the links to the house rules it applies that follow it.
    return [html.unescape(re.sub(r'\s*<a class="rule-link".*?</a>', "", s))
            for s in re.findall(r"<li[^>]*>(.*?)</li>", block, re.S)]


def test_a_croatian_phone_reads_a_fall_and_a_tie_in_croatian(client, new_game):
    game = new_game(options={"tie": "hold_over"})
    assert game.enter(FALL).status_code == 201
    assert game.enter(TIE).status_code == 201
    croatian = {"Accept-Language": "hr"}
    fall = client.get(f"/games/{game.id}/hands/1", headers=croatian).get_data(as_text=True)
    tie = client.get(f"/games/{game.id}/hands/2", headers=croatian).get_data(as_text=True)
    assert HR_FALL in sentences_on(fall)
    assert HR_TIE in sentences_on(tie)
    english = client.get(f"/games/{game.id}/hands/1", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert sentences_on(english) == paired(game.get()["ruling"]["hands"][0]["explanation"])


def test_the_preview_speaks_the_phones_language(client, new_game):
    game = new_game()
    form = {"dealer": "3", "trump": "hearts", "taker": "0", "p0": "62", "p1": "", "typed": "0",
            "action": "preview", "mode": "hand"}
    answer = client.post(f"/games/{game.id}/preview", data=form, headers={"Accept-Language": "hr"})
    assert HR_FALL in sentences_on(answer.get_json()["html"])


def test_the_claim_form_judges_a_false_claim_in_french(client, new_game):
    game = new_game("clobyosh", ["Ana", "Boris"])
    form = {"mode": "claim", "claim_side": "1", "claim_after_trick": "3", "claim_tricks": "2",
            "claim_points": "30", "dealer": "0", "trump": "hearts", "taker": "0", "p0": "", "p1": "",
            "typed": ""}
    answer = client.post(f"/games/{game.id}/preview", data=form, headers={"Accept-Language": "fr"})
    # A claim is a "sortie" in French: an "annonce" is a meld there.
    assert ("Boris annonce sa sortie après le pli 3, mais 0 avant la donne + 30 en plis = 30, moins "
            "que 501. Une fausse sortie perd la partie\u202f: Ana gagne."
            in sentences_on(answer.get_json()["html"]))


def test_the_api_keeps_the_english_and_adds_the_notes(new_game):
    game = new_game()
    game.enter(FALL)
    hand = game.get()["ruling"]["hands"][0]
    assert hand["explanation"][0].startswith("Ana & Cvita took trump and went down")
    assert hand["notes"][0]["id"] == "score.falls" and hand["warning_notes"] == []


def test_the_printed_sheet_explains_in_the_asked_language():
    pdf = pytest.importorskip("scorekeeper.table.pdf.render", exc_type=OSError)
    from scorekeeper.sheets.sheet import build_sheet
    record = {"variant": "bela-hr-4", "players": FOUR, "hands": [FALL]}
    sheet = build_sheet(record, adjudicate(record))
    assert HR_FALL in html.unescape(pdf.render_sheet_html(sheet, lang="hr"))
    assert paired(sheet.footnotes[0].sentences)[0] in html.unescape(pdf.render_sheet_html(sheet, lang="en"))
