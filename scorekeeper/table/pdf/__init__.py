"""The table's printed score sheet: its address (``views``) and its renderer (``render``).

The renderer imports WeasyPrint, which needs Pango: it is loaded on first use (in the worker
processes, or a test), so the web app serves everything else where Pango is missing.
"""

from .views import bp

_RENDER_NAMES = ("LocalFetcher", "css_content", "footnote_sentences", "render_sheet_html",
                 "render_sheet_pdf", "superscript")


def __getattr__(name: str):
    if name in _RENDER_NAMES:
        from . import render
        return getattr(render, name)
    raise AttributeError(name)


__all__ = [*_RENDER_NAMES, "bp"]
