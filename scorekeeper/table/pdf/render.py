"""The score sheet as a printable A4 PDF (WeasyPrint), from the one ``Sheet`` view-model.

The page is ``templates/sheet_pdf.html`` with ``static/pdf.css``; fonts, the language's words and
the fetcher that reads only our own files are every printed page's (``web.pdf.press``).
"""

from __future__ import annotations

from jinja2 import Environment
# Raises OSError where Pango is missing: only the worker processes import this module.
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher

from ...sheets import score_graph
from ...sheets import Footnote, Sheet, written
from ...web.pdf import (PAGE_MARKS, STATIC, LocalFetcher, Printed, css_content, environment, fonts, stylesheet,
                        superscript, translations)
from ...words import mark_word
from ...words import house_rule
from ...words import said
from ...words import colon

TEMPLATE = "sheet_pdf.html"


def render_sheet_pdf(sheet: Sheet, *, lang: str = "en", fetcher: URLFetcher | None = None,
                     overruled: list | None = None) -> bytes:
    """The sheet as PDF bytes (A4); ``lang`` picks the language of the page's own words;
    ``overruled``: the director's paper result that counts instead of this sheet's, said on it.

    ``fetcher`` defaults to a fresh ``LocalFetcher``; pass one to see what the page read (the
    fonts are then loaded afresh too, rather than from this process's loaded set).
    """
    if fetcher is not None:  # everything read afresh, through the fetcher
        html = Printed(string=render_sheet_html(sheet, lang=lang, overruled=overruled),
                       base_url=STATIC.as_uri() + "/", url_fetcher=fetcher)
        return html.write_pdf(font_config=FontConfiguration())
    html = Printed(string=render_sheet_html(sheet, lang=lang, css_given=True, overruled=overruled),
                   base_url=STATIC.as_uri() + "/", url_fetcher=LocalFetcher())
    return html.write_pdf(font_config=fonts(), stylesheets=[stylesheet()])


def render_sheet_html(sheet: Sheet, *, lang: str = "en", css_given: bool = False,
                      overruled: list | None = None) -> str:
    """The HTML the PDF is made from (useful on its own for a print preview); ``css_given``
    leaves out the link to ``pdf.css`` for a renderer that brings it parsed."""
    page, pages = PAGE_MARKS
    return _environment(lang).get_template(TEMPLATE).render(sheet=sheet, lang=lang, PAGE=page, PAGES=pages,
                                                            css_given=css_given, overruled=overruled)


def _environment(lang: str) -> Environment:
    env = environment(lang)
    env.globals["score_graph"] = score_graph
    env.globals["written"] = written
    words = translations(lang)
    env.filters["house_rule"] = lambda rule: house_rule(rule.name, rule.value, gettext=words.gettext,
                                                        colon=colon(lang))
    env.globals["mark_word"] = lambda mark, marks: mark_word(mark, lang=lang, words=marks)
    env.filters["sentences"] = lambda note: footnote_sentences(note, lang=lang)
    return env


def footnote_sentences(note: Footnote, *, lang: str) -> list[str]:
    """A footnote's sentences (the hand's ruling) in ``lang``."""
    return said(note.notes, note.sentences, lang=lang)


__all__ = ["LocalFetcher", "css_content", "footnote_sentences", "render_sheet_html", "render_sheet_pdf",
           "superscript"]
