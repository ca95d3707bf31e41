"""The families of games as a registry (``scorekeeper/rules/families/``): every preset has one,
each is found by name, each answers as the game plays; and outside the registry no code and no
template compares a family's name, so a new family is a module there, not an edit everywhere.

The check reads the source: Python with ``ast`` (``==``, ``!=``, ``in`` against "bela",
"contract" or "klaverjas"), templates and scripts with a regular expression; a failure names
file:line.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from scorekeeper.rules import FAMILIES, VARIANTS, Family, family_of

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "scorekeeper"
REGISTRY = PACKAGE / "rules" / "families"
NAMES = frozenset({"bela", "contract", "klaverjas"})

_NAME = r"""["'](?:bela|contract|klaverjas)["']"""
# A family's name compared in a template or a script: == "contract", "bela" !=, in ("contract", ...).
LITERAL = re.compile(rf"""(?:==|!=)=?\s*{_NAME}|{_NAME}\s*(?:==|!=)|\bin\s*[(\[]\s*{_NAME}""")
# A template comparing a preset's game at all (its family's name in a variable). Not in scripts,
# where ``item.game === game`` compares a game's id.
GAME = re.compile(r"\bgame(?:_kind)?\s*(?:==|!=)")


def _names_in(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value} & NAMES
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return set().union(*(_names_in(e) for e in node.elts))
    return set()


def python_offenders(paths: list[Path], root: Path) -> list[str]:
    """file:line of every comparison (==, !=, in, not in) with a family's name as one side."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, sides, sides[1:]):
                if isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)) and (_names_in(left) | _names_in(right)):
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
                    break
    return found


def text_offenders(paths: list[Path], root: Path, patterns: tuple[re.Pattern, ...]) -> list[str]:
    return [f"{path.relative_to(root)}:{number}"
            for path in paths
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if any(p.search(line) for p in patterns)]


def _python_files() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if REGISTRY not in p.parents]


def _files(kind: str, pattern: str) -> list[Path]:
    """The package's templates or static files."""
    return sorted((PACKAGE / kind).rglob(pattern))


def test_no_code_compares_a_family_name():
    found = python_offenders(_python_files(), ROOT)
    assert not found, f"ask the family (family_of(variant).has_auction, ...) instead: {found}"


def test_no_template_or_script_compares_a_family_name():
    templates, scripts = _files("templates", "*.html"), _files("static", "*.js")
    assert templates and scripts
    found = (text_offenders(templates, ROOT, (LITERAL, GAME))
             + text_offenders(scripts, ROOT, (LITERAL,)))
    assert not found, f"ask the family (family_of(variant).enters_roem, sheet.family, ...) instead: {found}"


def test_the_checks_catch_an_offender(tmp_path):
    code = tmp_path / "offender.py"
    code.write_text('def f(variant, game):\n    a = variant.game == "contract"\n'
                    '    b = "klaverjas" != game\n    c = game in ("bela", "other")\n'
                    '    d = variant.name == "contree"\n    return a, b, c, d\n', encoding="utf-8")
    assert python_offenders([code], tmp_path) == ["offender.py:2", "offender.py:3", "offender.py:4"]
    page = tmp_path / "page.html"
    page.write_text('<p>\n{% if variant.game == "klaverjas" %}x{% endif %}\n{% if kind != \'bela\' %}y{% endif %}\n'
                    '{% if sheet.game_kind == kind %}z{% endif %}\n{{ _("bela") }}\n', encoding="utf-8")
    assert text_offenders([page], tmp_path, (LITERAL, GAME)) == ["page.html:2", "page.html:3", "page.html:4"]
    script = tmp_path / "page.js"
    script.write_text('if (item.game === game) {}\nif (kind === "contract") {}\n', encoding="utf-8")
    assert text_offenders([script], tmp_path, (LITERAL,)) == ["page.js:2"]


def test_the_registry_is_skipped_and_nothing_else():
    inside = [p for p in PACKAGE.rglob("*.py") if REGISTRY in p.parents]
    assert {p.name for p in inside} >= {"__init__.py", "bela.py", "contract.py", "klaverjas.py"}
    assert len(_python_files()) + len(inside) == len(list(PACKAGE.rglob("*.py")))


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=lambda v: v.name)
def test_every_preset_has_a_family(variant):
    family = family_of(variant)
    assert family is FAMILIES[variant.game]
    assert issubclass(family, Family) and family.name == variant.game
    assert family_of(variant.game) is family


def test_a_family_is_found_by_its_name():
    assert set(FAMILIES) == NAMES
    for name, family in FAMILIES.items():
        assert family_of(name) is family and family.name == name
    with pytest.raises(KeyError, match="belote"):
        family_of("belote")  # a preset's name, not a family's


# What each family answers, as the game plays it.
EXPECTED = {
    "bela": dict(has_auction=False, has_contract=False, enters_roem=False, scores_own_way=False, fields=(),
                 bela_word="bela", usual_deal=162, ranks_by_points=False),
    "contract": dict(has_auction=True, has_contract=True, enters_roem=False, scores_own_way=True,
                     fields=("bid", "contre"), bela_word="belote", usual_deal=260, ranks_by_points=False),
    "klaverjas": dict(has_auction=True, has_contract=False, enters_roem=True, scores_own_way=True,
                      fields=("roem",), bela_word="stuk", usual_deal=162, ranks_by_points=True),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_family_answers_as_its_game_plays(name):
    family = family_of(name)
    assert {key: getattr(family, key) for key in EXPECTED[name]} == EXPECTED[name]


def test_the_presets_of_each_family():
    by_family = {name: sorted(v.name for v in VARIANTS.values() if family_of(v) is family)
                 for name, family in FAMILIES.items()}
    assert by_family["contract"] == ["coinche", "contree"]
    assert by_family["klaverjas"] == ["klaverjas-amsterdam", "klaverjas-rotterdam"]
    assert len(by_family["bela"]) == len(VARIANTS) - 4


def test_the_auctions_of_their_own():
    contree, amsterdam = VARIANTS["contree"].rules, VARIANTS["klaverjas-amsterdam"].rules
    contract, klaverjas = family_of("contract"), family_of("klaverjas")
    assert contract.stepwise_auction(rules=contree, dealer=0).speaker == 1
    assert klaverjas.stepwise_auction(rules=amsterdam, dealer=0) is None
    assert contract.legal_calls(["90 hearts"], rules=contree, dealer=0)[:2] == ["pass", "100"]
    assert klaverjas.legal_calls([], rules=amsterdam, dealer=0) == ["pass", "spades", "hearts", "diamonds", "clubs"]
    result = contract.run_auction(["80 spades", "pass", "pass", "pass"], players=4, rules=contree, dealer=0,
                                  turn_up=None)
    assert (result.taker, result.trump.value) == (1, "spades")
    assert klaverjas.trump_choice(amsterdam) == amsterdam.trump_choice
    assert family_of("bela").trump_choice(amsterdam) is None and contract.trump_choice(contree) is None


def test_who_writes_the_bela():
    amsterdam = VARIANTS["klaverjas-amsterdam"].rules
    klaverjas = family_of("klaverjas")
    assert klaverjas.asks_bela(amsterdam.with_options({"stuk": "hand"}))
    assert not klaverjas.asks_bela(amsterdam.with_options({"stuk": "trick"}))
    assert family_of("bela").asks_bela(amsterdam) and family_of("contract").asks_bela(amsterdam)


def test_the_paper_sums_of_each_family():
    contree, amsterdam, bela = (VARIANTS[n].rules for n in ("contree", "klaverjas-amsterdam", "bela-hr-4"))
    assert min(family_of("contract").deal_totals(contree)) == 240
    assert min(family_of("klaverjas").deal_totals(amsterdam)) == 162
    assert 162 in family_of("bela").deal_totals(bela)
    assert not family_of("contract").deal_totals(contree, pot_lost=True)
    assert not family_of("klaverjas").deal_totals(amsterdam, pot_lost=True)


@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_the_house_rules_shown_are_the_ones_a_game_asks(preset):
    """The house-rules page lists an option in one of the family's groups exactly when the
    engine accepts it for that game: nothing it refuses, nothing it reads left unsaid."""
    from scorekeeper.rules import OPTION_SPECS
    variant = VARIANTS[preset]
    family = family_of(variant)
    refused = set(family.ignored_options(variant.rules))
    shown = {name for _, names in family.house_rules(variant.rules) for name in names}
    grouped = {name for _, names in family.option_groups for name in names}
    assert not shown & refused
    assert {spec.name for spec in OPTION_SPECS} - refused <= grouped
