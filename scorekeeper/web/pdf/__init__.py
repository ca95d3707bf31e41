"""Printing: what every PDF shares, whoever prints it (a table's sheet, a club's sheets).

- ``workers``: the processes that render, with a bounded queue, a time limit and a cache: the
  threads that serve hands never render;
- ``answer``: a request for a PDF answered at once, or "wait" (202) or "busy" (503);
- ``press``: fonts, the printed pages' Jinja environment, the fetcher that reads only our files.

WeasyPrint needs Pango: its import raises OSError where Pango is missing, so only ``press`` and
the renderers that use it import WeasyPrint, in the worker processes; the web app serves
everything else.
"""

from .answer import language, pdf_answer, seen_ahead, seen_answer

__all__ = ["css_content", "environment", "fonts", "language", "LocalFetcher", "PAGE_MARKS", "pdf_answer", "Printed",
           "seen_ahead", "seen_answer", "STATIC", "stylesheet", "superscript", "translations", "workers"]


# What the press holds is loaded on first use: it imports WeasyPrint.
_LAZY = {name: "press" for name in ("LocalFetcher", "PAGE_MARKS", "Printed", "STATIC", "css_content",
                                    "environment", "fonts", "stylesheet", "superscript",
                                    "translations")}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(name)
