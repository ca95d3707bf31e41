"""Ruling sentences in the table's language.

The engine keeps each explanation and warning of a ruling twice: as an English sentence and as
a note (``scorekeeper.rules.explain``): a template id and its arguments, fragments that are
words (a side's label, a meld, a reason) being notes themselves. Here a note is said through
the page catalogues: the English template is the message id and the template id its context
(``scripts/translations.py`` puts every template in the catalogue), so that "Ana & Cvita took
trump and fell ..." reads in Croatian on a Croatian phone. Names and numbers are filled in as
they are, in every language.

Where notes are missing or unknown (a ruling from before notes), the English sentences stand.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any
from collections.abc import Mapping, Sequence

import icu
from babel.support import NullTranslations, Translations
from flask import Flask, current_app, has_app_context
from flask_babel import force_locale, get_translations

from ..rules import TEMPLATES, TEXTS, to_json
from .languages import TRANSLATIONS, page_language
from .names import LABEL_AND, forms_of, named, pair_said
from .refusals import REFUSALS, sentence



def localized(notes: Sequence[Mapping[str, Any]], *, lang: str) -> list[str]:
    """The sentences of ``notes`` (as a ruling keeps them: JSON) in ``lang``; "en" is the
    ruling's own English. Raises ``KeyError`` for a note whose template is unknown."""
    translations = _translations(lang)
    return [_say(note, translations, lang) for note in notes]


def _say(note: Mapping[str, Any], translations: NullTranslations, lang: str) -> str:
    english = TEXTS[note["id"]] if note["id"] in TEXTS else REFUSALS[note["id"]]
    args = {name: _say(value, translations, lang) if isinstance(value, Mapping) else _person(name, value, lang)
            for name, value in (note.get("args") or {}).items()}
    if note["id"] == "and" and _pairs(note["args"].values()) > 1:
        args = {name: _label(value, said) for (name, said), value in zip(args.items(), note["args"].values())}
    if note["id"] == "side":
        return _side(args, lang)
    if note["id"] in REFUSALS and _pairs(args.values()) == 1:  # an entrant's name: "Ana i Cvita", not "&"
        args = {name: pair_said(value, lang=lang) if type(value) is str else value for name, value in args.items()}
    try:
        said = str(translations.pgettext(context_of(note), english))
        return formatted(said, counted(args, translations) | forms_of(args) | rounding(args), lang=lang)
    except (KeyError, IndexError, ValueError, icu.ICUError):  # a translation that lost a placeholder
        return english.format_map(args)


def _pairs(values: Any) -> int:
    """How many pairs among a note's arguments. Two pairs in one list keep their labels ("Ana &
    Cvita and Boris & Dino", "Ana & Cvita i Boris & Dino"): the language's "and" between the two
    pairs and inside each would run them together ("Ana and Cvita and Boris and Dino")."""
    return sum(1 for value in values if (type(value) is str and LABEL_AND in value) or (
        isinstance(value, Mapping) and value.get("id") == "side" and (value.get("args") or {}).get("players", 1) > 1))


def _label(note: Any, said: Any) -> Any:
    """A side's label as the table wrote it ("Ana & Cvita"), where ``note`` is a side."""
    return note["args"]["names"] if isinstance(note, Mapping) and note.get("id") == "side" else said


def rounding(args: Mapping[str, Any]) -> dict[str, str]:
    """``{was_rounded}``, "yes" or "no", where a sentence gives a total and what is written of it:
    "= 223, arrondi à 220" but "= 540." when nothing was rounded off."""
    if "total" in args and "written" in args:
        return {"was_rounded": "yes" if args["total"] != args["written"] else "no"}
    return {}


def formatted(template: str, args: Mapping[str, Any], *, lang: str) -> str:
    """``template`` filled in: by ICU's MessageFormat where it chooses words by a value (a
    pair's verb: ``{taker_number, select, one {piše} other {pišu}}``), else as Python formats.
    ICU gets every value as text, so numbers read as the engine wrote them ("1855", not "1 855")."""
    if not ICU_CHOICE.search(template):
        return template.format_map(args)
    names = [name for name in args]
    values = [icu.Formattable(str(args[name])) for name in names]
    return str(icu.MessageFormat(template, icu.Locale(lang)).format(names, values))


# A catalogue's sentence that ICU formats: it chooses its words by a value.
ICU_CHOICE = re.compile(r"\{\w+, *(?:select|plural),")


def _person(name: str, value: Any, lang: str) -> Any:
    """A player's name (``seat_name``, ``dealer_name``, ...) as a value that knows its forms."""
    return named([value], lang=lang) if name.endswith("_name") and isinstance(value, str) else value


def _side(args: Mapping[str, Any], lang: str) -> str:
    """A side's players as a sentence says them ("Željko i Đuro", declined), where its label
    can be taken apart into its players; else the label as it is."""
    label, players = str(args.get("names", "")), args.get("players", 1)
    names = label.split(" & ")
    return named(names, lang=lang) if isinstance(players, int) and len(names) == players else label


def counted(args: Mapping[str, Any], translations: NullTranslations) -> dict[str, Any]:
    """``args`` with the words a number takes, for the translations: a numeral governs its noun's
    form ("1 bod", "132 boda", "100 bodova"; after "s": "1 bodom"), which one template cannot
    say. For each number ``{n}``: ``{n_points}``, ``{n_tricks}``, ``{n_their}`` (the possessive
    before it), and ``{n_points_with}``, ``{n_tricks_with}`` after a preposition, in the
    catalogue's plural forms."""
    out = dict(args)
    for name, n in args.items():
        if isinstance(n, int) and not isinstance(n, bool):
            out[f"{name}_points"] = translations.ngettext("point", "points", n)
            out[f"{name}_tricks"] = translations.ngettext("trick", "tricks", n)
            out[f"{name}_points_with"] = translations.npgettext("with", "point", "points", n)
            out[f"{name}_tricks_with"] = translations.npgettext("with", "trick", "tricks", n)
            # "their" before a number: Croatian "njihov 41 bod", "njihova 42 boda", "njihovih 45 bodova"
            out[f"{name}_their"] = translations.npgettext("before a number", "their", "their", n)
    return out


def context_of(note: Mapping[str, Any]) -> str:
    """The catalogue's context for ``note``: its id, or ``id/pair`` where its subject is a pair.

    English says "Ana & Cvita took trump" and "Ana took trump" alike; Croatian, French and Dutch
    put a pair's verb in the plural ("Ana i Cvita zovu adut", "Ana et Cvita prennent", "Ana & Cvita
    gaan nat").
    """
    side = (note.get("args") or {}).get("side")
    if note["id"] in PAIR_SUBJECTS and isinstance(side, Mapping) and (side.get("args") or {}).get("players", 1) > 1:
        return f"{note['id']}/pair"
    return note["id"]


# Sentences whose subject is a side: they have a second catalogue entry for pairs.
PAIR_SUBJECTS = frozenset(note_id for note_id, template in TEMPLATES.items() if template.startswith("{side}"))


def said(notes: Sequence[Mapping[str, Any]], english: Sequence[str], *, lang: str) -> list[str]:
    """``english`` in ``lang``, through the notes beside it; the English if they do not fit.
    English pages are said through the notes too, so that a pair reads "Ana and Cvita" there as
    "Ana i Cvita" on a Croatian page; the engine's English (the API's) keeps the label's "&"."""
    if len(notes) != len(english):
        return list(english)
    try:
        return localized(notes, lang=lang)
    except (KeyError, TypeError, AttributeError):
        return list(english)


def explanation_of(row: Any, *, lang: str | None = None) -> list[str]:
    """A ruled hand's explanation in ``lang`` (default: the page's language). ``row`` is a hand
    of a ruling (a dict) or a row of the sheet (``scorekeeper.sheets.sheet.Row``)."""
    return said(_field(row, "notes"), _field(row, "explanation"), lang=lang or page_language())


def explained(row: Any, *, lang: str | None = None) -> list[tuple[str, list[str]]]:
    """A ruled hand's sentences in ``lang``, each with the house rules it applies (options)."""
    notes = _field(row, "notes")
    sentences = explanation_of(row, lang=lang)
    if len(notes) != len(sentences):
        return [(s, []) for s in sentences]
    return [(s, list(note.get("rules") or ())) for s, note in zip(sentences, notes)]


def warnings_of(row: Any, *, lang: str | None = None) -> list[str]:
    """A ruled hand's warnings in ``lang`` (default: the page's language)."""
    return said(_field(row, "warning_notes"), _field(row, "warnings"), lang=lang or page_language())


def _field(row: Any, name: str) -> Sequence[Any]:
    value = row.get(name) if isinstance(row, Mapping) else getattr(row, name, None)
    return value or ()


def _translations(lang: str) -> NullTranslations:
    """The app's catalogues when there is an app (the ones its pages use), else the package's."""
    if has_app_context() and "babel" in current_app.extensions:
        with force_locale(lang):
            return get_translations()
    return _package_translations(lang)


@cache
def _package_translations(lang: str) -> NullTranslations:
    return Translations.load(str(TRANSLATIONS), [lang])


def refusal_text(error: Any, *, lang: str | None = None) -> str:
    """An error's message in ``lang`` (default: the page's language): the engine's refusals
    through their note, any other error (already in the page's words) as it is."""
    note = getattr(error, "note", None)
    if note is None:
        return error.message
    return said([to_json(note)], [error.message], lang=lang or page_language())[0]


def refusal_sentence(error: Any, *, lang: str | None = None) -> str:
    """An error shown on its own (a page's message, not beside a field): as a sentence."""
    return sentence(refusal_text(error, lang=lang))


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(explanation_of=explanation_of, warnings_of=warnings_of, explained=explained)


__all__ = ["PAIR_SUBJECTS", "context_of", "counted", "explained", "explanation_of", "refusal_sentence", "refusal_text",
           "init_app", "localized", "page_language", "said", "warnings_of"]
