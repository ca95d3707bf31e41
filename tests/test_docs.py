"""The house-rules reference is derived from the Rules data, never written by hand."""

from pathlib import Path

import pytest

from scorekeeper.words.docs import DOCS, FOLDER, house_rules_markdown
from scorekeeper.rules import OPTION_SPECS

DOC = Path(__file__).resolve().parent.parent / "docs" / "house-rules.md"


def test_the_references_are_written_into_the_projects_docs_folder():
    """``python -m scorekeeper.words.docs --write`` rewrites the files a reader opens."""
    assert FOLDER == Path(__file__).resolve().parent.parent / "docs"
    assert all((FOLDER / name).is_file() for name in DOCS)


def test_docs_house_rules_is_current():
    assert DOC.read_text() == house_rules_markdown(), "run: .venv/bin/python -m scorekeeper.words.docs > docs/house-rules.md"


def test_every_option_is_documented_with_its_help():
    text = DOC.read_text()
    for spec in OPTION_SPECS:
        assert f"### `{spec.name}`" in text and spec.help in text


@pytest.mark.parametrize("name", sorted(DOCS))
def test_every_generated_reference_is_current(name):
    path = DOC.parent / name
    assert path.read_text() == DOCS[name](), "run: .venv/bin/python -m scorekeeper.words.docs --write"


def test_the_record_format_page_examples_are_what_the_engine_does():
    """docs/records.md is hand-written: its example hand is accepted and its refusal is real."""
    import json
    import re
    from scorekeeper.rules import RecordError, adjudicate
    text = (Path(__file__).resolve().parent.parent / "docs" / "records.md").read_text()
    blocks = re.findall(r"```json\n(.*?)```", text, re.S)
    hand = json.loads(blocks[1])
    hand.pop("claims")  # the claim's side reached no target here: shown for its shape
    ruling = adjudicate({"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"],
                         "hands": [hand]})
    assert ruling["hands"][0]["outcome"] in ("passed", "fell")
    refusal = json.loads(blocks[3])["error"]
    with pytest.raises(RecordError) as caught:
        adjudicate({"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
            {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62],
             "melds": [{"seat": 0, "kind": "square", "rank": "J"}, {"seat": 1, "kind": "square", "rank": "J"}]}]})
    assert caught.value.to_dict()["error"] == refusal
