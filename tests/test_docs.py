"""The house-rules reference is derived from the Rules data, never written by hand."""

from pathlib import Path

import pytest

from scorekeeper.docs import DOCS, house_rules_markdown
from scorekeeper.rules import OPTION_SPECS

DOC = Path(__file__).resolve().parent.parent / "docs" / "house-rules.md"


def test_docs_house_rules_is_current():
    assert DOC.read_text() == house_rules_markdown(), "run: .venv/bin/python -m scorekeeper.docs > docs/house-rules.md"


def test_every_option_is_documented_with_its_help():
    text = DOC.read_text()
    for spec in OPTION_SPECS:
        assert f"### `{spec.name}`" in text and spec.help in text


@pytest.mark.parametrize("name", sorted(DOCS))
def test_every_generated_reference_is_current(name):
    path = DOC.parent / name
    assert path.read_text() == DOCS[name](), "run: .venv/bin/python -m scorekeeper.docs --write"
