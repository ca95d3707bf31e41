"""Where a 40-hand sheet's and a 32-table pack's render time goes: CPU seconds per step
(HTML parse, style cascade, box tree, layout, draw + PDF, the rest), best of a few runs.

    PYTHONPATH=TREE .venv/bin/python bench/pdf_steps.py

Measures the ``scorekeeper`` on PYTHONPATH (run it once per tree, in turns, to compare two
commits in the same run). Prints one JSON line: {document: {step: seconds}}.
"""

from __future__ import annotations

import collections
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "bench")]

import weasyprint  # noqa: E402
import weasyprint.document as document  # noqa: E402

SPENT: collections.defaultdict[str, float] = collections.defaultdict(float)


def timing(owner, name: str, step: str, *, generator: bool = False) -> None:
    """``owner.name`` wrapped so that its CPU time adds to ``step``."""
    real = getattr(owner, name)

    def timed(*args, **kwargs):
        start = time.process_time()
        result = real(*args, **kwargs)
        if generator:
            result = list(result)
        SPENT[step] += time.process_time() - start
        return result
    setattr(owner, name, timed)


def main() -> None:
    timing(document, "get_all_computed_styles", "style cascade")
    timing(document, "build_formatting_structure", "box tree")
    timing(document, "layout_document", "layout", generator=True)
    timing(document.Document, "write_pdf", "draw + PDF")
    timing(weasyprint.HTML, "__init__", "HTML parse")
    from scorekeeper.web.pdf import press
    if hasattr(press, "Printed") and press.Printed.__init__ is not weasyprint.HTML.__init__:
        timing(press.Printed, "__init__", "HTML parse")
    from pdf import pack_document
    from records_strategy import random_record
    from scorekeeper import create_app
    from scorekeeper.club.pdf.tournament import render_tournament_pdf
    from scorekeeper.rules import adjudicate
    from scorekeeper.sheets.sheet import build_sheet
    from scorekeeper.table.pdf import render_sheet_pdf
    out = {}
    record = random_record("bela-hr-4", 40, seed=40)
    sheet = build_sheet(record, adjudicate(record))
    out["sheet, 40 hands"] = steps(lambda: render_sheet_pdf(sheet), runs=5)
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"TESTING": True, "DATABASE": f"{tmp}/b.db", "SECRET_KEY": "bench", "RATE_LIMITS": False})
        doc = pack_document(app, tables=32)
        out["pack, 32 tables"] = steps(lambda: render_tournament_pdf(doc=doc), runs=3)
    print(json.dumps(out))


def steps(make, *, runs: int) -> dict[str, float]:
    make()  # warm: fonts, stylesheets, templates
    best: dict[str, float] = {}
    for _ in range(runs):
        SPENT.clear()
        start = time.process_time()
        make()
        total = time.process_time() - start
        SPENT["the rest (templates, fonts, glue)"] = total - sum(SPENT.values())
        SPENT["total"] = total
        for step, seconds in SPENT.items():
            best[step] = round(min(best.get(step, seconds), seconds), 4)
    return best


if __name__ == "__main__":
    main()
