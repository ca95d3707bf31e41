"""Keep the page translations (Croatian, French, Dutch) in step with the texts.

    python scripts/translations.py update    # extract texts, merge them into hr/, fr/ and nl/ .po
    python scripts/translations.py compile   # .po -> .mo (the .mo files are committed)
    python scripts/translations.py check     # exit 1 if a .mo is older than its .po

Besides the ``_()`` texts of the pages, the catalogue takes the engine's own English texts
shown on the pages (preset titles and descriptions, house-rule help), which the engine
cannot mark for translation itself: it stays free of Flask and Babel. Among them are the
ruling's sentences (``scorekeeper/rules/explain.py``): each template with its id as message
context, as ``scorekeeper.words.rulings`` asks for it.
"""

from __future__ import annotations

import subprocess
import sys
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TRANSLATIONS = ROOT / "scorekeeper" / "words" / "translations"
POT = TRANSLATIONS / "messages.pot"
LOCALES = ("hr", "fr", "nl")
WIDTH = 100  # how the committed .po files wrap their lines


def _pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


def engine_texts() -> list[str]:
    from scorekeeper.rules import OPTION_SPECS, VARIANTS
    from scorekeeper.tournament_core.settings import SETTING_SPECS
    from scorekeeper.words.options import all_words
    from scorekeeper.words.settings import all_words as setting_words
    from scorekeeper.words.season_words import all_words as season_words
    texts = [t for v in VARIANTS.values() for t in (v.title, v.description)]
    return texts + [spec.help for spec in OPTION_SPECS] + [spec.help for spec in SETTING_SPECS] + \
        all_words() + setting_words() + season_words()


# What the placeholders of the ruling's sentences hold, for the translators' comments.
PLACEHOLDERS = {
    "side": "a side, e.g. \"Ana\" or \"Ana & Cvita\"", "sides": "sides joined by \"and\"",
    "winner": "a side", "names": "the players' names, as they typed them", "player": "a player's name",
    "meld": "a meld, e.g. \"a K-high fifty in hearts\"", "rival": "a meld", "others": "melds",
    "melds": "melds joined by \"and\"", "suit": "a suit, e.g. \"hearts\"",
    "top": "e.g. \"a K-high\"", "name": "a run's name, e.g. \"fifty\"", "why": "a reason",
    "rule": "an option's value, never translated", "step": "an option's value, never translated",
    "rights": "who scores melds", "after": "\"at once\" or \"after two passes\"",
    "versus": "the points of each side, e.g. 62–100", "parts": "points added up with +",
    "order": "ranks, e.g. J, 9, A, 10, K, Q",
    "typed": "what the person typed, already in quotes", "seat_name": "a player's name",
    "other_name": "a player's name", "side_name": "a player's or a pair's name", "card": "a card, e.g. K♠",
    "choices": "option values, never translated", "option": "an option's name, never translated",
    "reason": "a refusal clause", "tricks": "\"one trick\" or \"3 tricks\"", "over": "how the game ended",
}


def engine_sentences() -> list[tuple[str, str]]:
    """(template id, English template) of every sentence and fragment of a ruling, of every
    refusal of the engine (``scorekeeper/rules/refusals.py``) and of the games' and tournaments'
    (``scorekeeper/words/refusals.py``)."""
    from scorekeeper.rules.explain import TEXTS
    from scorekeeper.words.refusals import REFUSALS
    return list(TEXTS.items()) + list(REFUSALS.items())


def _sentence_comment(note_id: str, template: str) -> str:
    from scorekeeper.rules.explain import placeholders
    from scorekeeper.words.refusals import REFUSALS
    if note_id in REFUSALS:
        return _refusal_comment(note_id, template)
    kind = ("refusal: a clause shown beside the field it concerns" if note_id.startswith(("error.", "refuse."))
            else "ruling sentence" if template.endswith(".") else "part of a ruling sentence")
    names = sorted(placeholders(template))
    hints = dict(PLACEHOLDERS, suit="e.g. \"in hearts\"") if note_id.startswith("meld.") else PLACEHOLDERS
    keep = "; ".join(f"{{{n}}}: {hints[n]}" if n in hints else f"{{{n}}}" for n in names)
    return f"{kind} ({note_id}, scorekeeper/rules/explain.py)" + (f". Keep {keep}" if names else "")


def _refusal_comment(note_id: str, template: str) -> str:
    from scorekeeper.rules.explain import placeholders
    names = sorted(placeholders(template))
    keep = "; ".join(f"{{{n}}}: {SERVICE_PLACEHOLDERS.get(n, PLACEHOLDERS.get(n, 'a number'))}" for n in names)
    return (f"refusal of an action: a clause, a page may show it as a sentence ({note_id}, "
            "scorekeeper/words/refusals.py)") + (f". Keep {keep}" if names else "")


# What the placeholders of the games' and tournaments' refusals hold.
SERVICE_PLACEHOLDERS = {
    "name": "an entrant's name", "entrant": "an entrant's name", "player": "a player's name",
    "other": "a player's name", "who": "a player's name, \"the director\" or \"the table\" (English)",
    "doing": "\"correcting\" or \"undoing\" (English)", "tables": "table numbers, e.g. 2, 5",
    "why": "why the draw cannot go on, in English: say \"no further round can be drawn\" instead",
}


def extract() -> None:
    _pybabel("extract", "-F", "babel.cfg", "-k", "_l", "-k", "lazy_gettext", "-k", "lazy_pgettext:1c,2",
             "--no-location",
             "--sort-output", "--project", "Scorekeeper", "-o", str(POT), ".")
    with POT.open("rb") as f:
        catalog = read_po(f)
    for text in engine_texts():
        catalog.add(text, auto_comments=["engine text (scorekeeper.rules)"])
    from scorekeeper.words.rulings import PAIR_SUBJECTS
    for note_id, template in engine_sentences():
        flags = ["python-brace-format"] if "{" in template else []
        catalog.add(template, context=note_id, auto_comments=[_sentence_comment(note_id, template)],
                    flags=flags)
        if note_id in PAIR_SUBJECTS:
            catalog.add(template, context=f"{note_id}/pair", flags=flags, auto_comments=[
                _sentence_comment(note_id, template) + ". Here {side} is a pair: \"Ana & Cvita\""])
    with POT.open("wb") as f:
        write_po(f, catalog, sort_output=True, omit_header=False)


def update() -> None:
    extract()
    for locale in LOCALES:
        po = TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po"
        command = "update" if po.exists() else "init"
        _pybabel(command, "-i", str(POT), "-d", str(TRANSLATIONS), "-l", locale, "-w", str(WIDTH),
                 *(["--no-fuzzy-matching"] if command == "update" else []))


def _compiled(po: Path) -> bytes:
    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name)
    out = BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def compile_all() -> None:
    for locale in LOCALES:
        po = TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po"
        po.with_suffix(".mo").write_bytes(_compiled(po))


def _messages(mo) -> dict:
    """A compiled catalogue's messages by context and id (a plural's forms as a tuple)."""
    frozen = lambda value: tuple(value) if isinstance(value, list) else value  # noqa: E731
    return {(m.context, frozen(m.id)): frozen(m.string) for m in read_mo(mo) if m.id}


def stale() -> list[str]:
    """The locales whose committed .mo says something else than their .po."""
    out = []
    for locale in LOCALES:
        po = TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po"
        mo = po.with_suffix(".mo")
        if not mo.exists():
            out.append(locale)
            continue
        with mo.open("rb") as f:
            have = _messages(f)
        if have != _messages(BytesIO(_compiled(po))):
            out.append(locale)
    return out


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "update"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        bad = stale()
        if bad:
            sys.exit(f"out of date: {', '.join(bad)} (run: python scripts/translations.py compile)")
    else:
        sys.exit(__doc__)
