"""The score sheet on every surface: one view-model, its chart, and the printed PDFs.

- ``sheet``: the sheet as players write it on paper (pure: no Flask, no I/O); the phone pages,
  the CLI's text sheet and the PDF all render this one value;
- ``marks``: the table's marks beside a hand (pad, dedans, nat, the pot, a claim) and the
  words each tradition writes them in;
- ``chart``: the running score as an inline SVG line chart;
- ``pdf/``: the printed documents (a game's sheet, a tournament's cards, packs and standings),
  rendered by WeasyPrint in worker processes, never on the threads that serve hands.
"""

from .chart import score_graph
from .marks import words_for
from .sheet import Footnote, Row, Sheet, build_sheet, written

__all__ = ["build_sheet", "Footnote", "Row", "score_graph", "Sheet", "words_for", "written"]
