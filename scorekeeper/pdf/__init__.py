"""Printable PDFs: the game's score sheet and a tournament's sheets (WeasyPrint, A4).

``sheet`` and ``tournament`` turn view-models into PDF bytes; they run in worker processes
(``workers``), never on the threads that serve hands; ``views`` holds the addresses.

WeasyPrint needs Pango: its import raises OSError where Pango is missing, so nothing here
imports it until a PDF is made (``pdf.render_sheet_pdf`` and friends load ``sheet`` on first
use), and the web app serves everything else.
"""

_SHEET_NAMES = ("LocalFetcher", "css_content", "footnote_sentences", "render_sheet_html",
                "render_sheet_pdf", "superscript")


def __getattr__(name: str):
    if name in _SHEET_NAMES:
        from . import sheet
        return getattr(sheet, name)
    raise AttributeError(name)


__all__ = list(_SHEET_NAMES)
