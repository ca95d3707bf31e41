"""What a person reads comes from one place (``scorekeeper/words/``), one way: every refusal of
a game or a tournament is an id of the refusals' table with its arguments, said in English for
the API and in the page's language through the catalogues; the languages are listed once and
the page's language is looked up once; a whole number typed in a form is read once."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo

import scorekeeper
from scorekeeper import create_app
from scorekeeper.games import Forbidden, NotFound
from scorekeeper.rules import RecordError
from scorekeeper.tournaments.service import TournamentError
from scorekeeper.web.forms import whole_number
from scorekeeper.words import TRANSLATIONS
from scorekeeper.words.refusals import REFUSALS
from scorekeeper.words.rulings import refusal_sentence, refusal_text

PACKAGE = Path(scorekeeper.__file__).resolve().parent
SOURCES = sorted(PACKAGE.rglob("*.py"))
# The refusals of the services, and the ones the ways out raise with the services' classes.
REFUSING = {"GameError", "NotFound", "NotAuthorized", "Forbidden", "Conflict", "StaleVersion",
            "TournamentError", "Changed", "Retired", "ArchiveError"}


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _raised(path: Path):
    """Each ``raise X(...)`` or ``raise X.of(...)`` of a refusing class in ``path``: (line, how, call)."""
    for node in ast.walk(ast.parse(_source(path))):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
            continue
        func = node.exc.func
        if isinstance(func, ast.Attribute) and func.attr == "of":
            name = func.value.attr if isinstance(func.value, ast.Attribute) else getattr(func.value, "id", "")
            if name in REFUSING:
                yield node.lineno, "of", node.exc
        else:
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in REFUSING:
                yield node.lineno, "new", node.exc


def _ids(call: ast.Call) -> list[str] | None:
    """The refusal ids a ``.of`` call names: a literal, or one of two literals (``a if x else b``)."""
    first = call.args[0] if call.args else None
    options = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
    if all(isinstance(o, ast.Constant) and isinstance(o.value, str) for o in options):
        return [o.value for o in options]
    return None


def test_every_game_and_tournament_refusal_is_an_id_of_the_words_table():
    made, found = [], 0
    for path in SOURCES:
        for line, how, call in _raised(path):
            where = f"{path.relative_to(PACKAGE.parent)}:{line}"
            ids = _ids(call) if how == "of" else None
            if ids is None:
                made.append(where)
            elif any(i not in REFUSALS for i in ids):
                made.append(f"{where} ({ids} not all in words/refusals.py)")
            else:
                found += 1
    assert not made, f"raise these as X.of(\"<id of words/refusals.py>\", ...): {made}"
    assert found >= 40  # the walk finds them


def _noted(path: Path):
    """The ids of ``refused("id")`` in ``path``: a refusal carried as the note of another error
    (the reused Idempotency-Key is an invalid request, 422, with its note); the API's own
    (``refusal("id")``, ``Said.of("id")``) and a body field's (its ``error_messages``)."""
    for node in ast.walk(ast.parse(_source(path))):
        if isinstance(node, ast.Call) and (getattr(node.func, "id", "") in ("refused", "_refusal", "refusal") or (
                getattr(node.func, "attr", "") == "of" and getattr(node.func.value, "id", "") == "Said")):
            yield from _ids(node) or ()
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        if isinstance(getattr(node, "value", None), ast.Dict) and any(
                getattr(t, "id", "").endswith("error_messages") for t in targets):
            yield from (v.value for v in node.value.values if isinstance(v, ast.Constant) and v.value in REFUSALS)


def test_the_words_table_holds_no_id_nobody_raises():
    raised = {i for path in SOURCES for _line, how, call in _raised(path) if how == "of"
              for i in _ids(call) or ()}
    raised |= {i for path in SOURCES for i in _noted(path)}
    assert set(REFUSALS) - raised == set()


def test_every_refusal_is_in_every_catalogue():
    for lang in ("hr", "fr", "nl"):
        with (TRANSLATIONS / lang / "LC_MESSAGES" / "messages.mo").open("rb") as f:
            said = {(m.context, m.id): m.string for m in read_mo(f) if isinstance(m.id, str)}
        missing = [i for i, text in REFUSALS.items() if not said.get((i, text))]
        assert not missing, f"{lang} does not say {missing}"


def test_the_languages_are_listed_once():
    listed = [str(p.relative_to(PACKAGE)) for p in SOURCES
              if re.search(r"^\s*LANGUAGES\s*[:=]", _source(p), re.MULTILINE)
              or re.search(r"\(\s*[\"']en[\"']\s*,\s*[\"']hr[\"']", _source(p))]
    assert listed == ["words/languages.py"]


def test_the_page_language_is_looked_up_in_one_place():
    asking = [str(p.relative_to(PACKAGE)) for p in SOURCES
              if re.search(r"\bget_locale\b|accept_languages", _source(p))]
    assert asking == ["words/languages.py"]
    defined = [str(p.relative_to(PACKAGE)) for p in SOURCES
               if re.search(r"^def page_language\(", _source(p), re.MULTILINE)]
    assert defined == ["words/languages.py"]


def test_a_whole_number_is_read_from_a_form_in_one_place():
    reading = [str(p.relative_to(PACKAGE)) for p in SOURCES if re.search(r"\.isdigit\(\)", _source(p))]
    # the engine's reading (a contract's bid), which the forms' whole_number asks too
    assert sorted(reading) == ["rules/numbers.py"]
    assert not re.search(r"\bint\(request\.", "".join(_source(p) for p in SOURCES))


@pytest.mark.parametrize("raw, expected", [
    ("7", 7), (" 12 ", 12), ("0", 0), ("²", None), ("٣", None), ("-1", None), ("1.5", None),
    ("", None), (None, None), ("21", None), ("0" * 400, None), ("x", None),
])
def test_a_whole_number_is_ascii_digits_within_its_bounds(raw, expected):
    assert whole_number(raw, high=20, default=None) == expected


def test_a_number_that_is_none_is_refused_with_its_field_in_the_pages_words(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "scorekeeper.db"), "SECRET_KEY": "x" * 32})
    with app.test_request_context(headers={"Accept-Language": "hr"}), pytest.raises(RecordError) as refused:
        whole_number("²", field="target", high=20)
    assert refused.value.path == "target" and refused.value.message == "Upišite cijeli broj od 0 do 20."


def test_a_refusal_keeps_its_english_for_the_api_and_is_said_in_the_pages_language():
    error = TournamentError.of("tournament.still_playing", "round", round=2, tables="3, 5")
    assert error.message == ("round 2 is still being played at table 3, 5: draw the next round when "
                             "every match has ended, or enter those results")
    assert error.to_dict()["error"]["note"] == {"id": "tournament.still_playing",
                                                "args": {"round": 2, "tables": "3, 5"}}
    assert refusal_text(error, lang="en") == error.message
    assert refusal_sentence(error, lang="fr").startswith("Le tour 2 se joue encore à la table 3, 5 :")
    assert refusal_sentence(error, lang="nl").endswith("of voer die uitslagen in.")
    named = Forbidden.of("table.wrong_code", "entrant_code", entrant="Ana & Cvita")
    assert refusal_text(named, lang="hr") == "ovo nije kod para Ana i Cvita"  # a sentence says "i", not "&"
    assert NotFound.of("game.not_found").message == "there is no game at this link"
    with pytest.raises(KeyError):
        NotFound.of("game.no_such_refusal")
