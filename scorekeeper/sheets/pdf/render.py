"""The score sheet as a printable A4 PDF (WeasyPrint), from the one ``Sheet`` view-model.

The page is ``templates/sheet_pdf.html`` with ``static/pdf.css``; its fonts are bundled in
``static/fonts/`` and every resource is read from the project's ``static`` folder by a URL
fetcher that refuses anything else, so a sheet prints the same on a laptop at the club with
no network as on the server.

Strings are translated with the catalogues Flask-Babel uses (``scorekeeper/words/translations``);
inside a Flask app with Babel set up, its own catalogues are asked instead.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from babel.support import NullTranslations, Translations
from flask import current_app, has_app_context
from flask_babel import force_locale, get_translations
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
# Raises OSError where Pango is missing: callers that must survive that (the web app)
# import this module inside a try, see ``export``.
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher

from ...words.rulings import said
from ..chart import score_graph
from ...words.options import house_rule
from ...words.marks import mark_word
from ...words.terms import colon
from ..sheet import Footnote, Sheet, written

ROOT = Path(__file__).resolve().parents[3]
TEMPLATES = ROOT / "templates"
STATIC = ROOT / "static"
TRANSLATIONS = ROOT / "scorekeeper" / "words" / "translations"
TEMPLATE = "sheet_pdf.html"

# Stand-ins for the page counters inside a translated "page %(page)s of %(pages)s": CSS
# counters cannot go through gettext, so they are swapped in after translation.
_PAGE, _PAGES = "\x01", "\x02"
PAGE_MARKS = (_PAGE, _PAGES)


def render_sheet_pdf(sheet: Sheet, *, lang: str = "en", fetcher: URLFetcher | None = None) -> bytes:
    """The sheet as PDF bytes (A4); ``lang`` picks the language of the page's own words.

    ``fetcher`` defaults to a fresh ``LocalFetcher``; pass one to see what the page read (the
    fonts are then loaded afresh too, rather than from this process's loaded set).
    """
    if fetcher is not None:  # everything read afresh, through the fetcher
        html = HTML(string=render_sheet_html(sheet, lang=lang), base_url=STATIC.as_uri() + "/",
                    url_fetcher=fetcher)
        return html.write_pdf(font_config=FontConfiguration())
    html = HTML(string=render_sheet_html(sheet, lang=lang, css_given=True), base_url=STATIC.as_uri() + "/",
                url_fetcher=LocalFetcher())
    return html.write_pdf(font_config=fonts(), stylesheets=[stylesheet()])


_FONTS: FontConfiguration | None = None


def fonts() -> FontConfiguration:
    """One font configuration per process: loading the bundled fonts is most of a small sheet."""
    global _FONTS
    if _FONTS is None:
        _FONTS = FontConfiguration()
    return _FONTS


_CSS: CSS | None = None


def stylesheet() -> CSS:
    """``pdf.css`` parsed once per process (a warm worker pays for it once, not per sheet)."""
    global _CSS
    if _CSS is None:
        _CSS = CSS(filename=str(STATIC / "pdf.css"), url_fetcher=LocalFetcher(), font_config=fonts())
    return _CSS


def warm() -> bytes:
    """Nothing, once WeasyPrint is loaded (a worker calls this when it starts)."""
    return b""


def render_sheet_html(sheet: Sheet, *, lang: str = "en", css_given: bool = False) -> str:
    """The HTML the PDF is made from (useful on its own for a print preview); ``css_given``
    leaves out the link to ``pdf.css`` for a renderer that brings it parsed."""
    env = _environment(lang)
    return env.get_template(TEMPLATE).render(sheet=sheet, lang=lang, PAGE=_PAGE, PAGES=_PAGES,
                                             css_given=css_given)


def environment(lang: str) -> Environment:
    """The Jinja environment of every printed page, its words in ``lang``."""
    return _environment(lang)


def _environment(lang: str) -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(),
                      extensions=["jinja2.ext.i18n"], trim_blocks=True, lstrip_blocks=True)
    # The i18n extension adds this method at run time; jinja2's types do not know it.
    env.install_gettext_translations(_translations(lang), newstyle=True)  # type: ignore[attr-defined]
    env.filters["css_content"] = css_content
    env.filters["superscript"] = superscript
    env.globals["score_graph"] = score_graph
    env.globals["written"] = written
    said = _translations(lang)
    env.filters["house_rule"] = lambda rule: house_rule(rule.name, rule.value, gettext=said.gettext,
                                                        colon=colon(lang))
    env.globals["colon"] = lambda: colon(lang)
    env.globals["mark_word"] = lambda mark, words: mark_word(mark, lang=lang, words=words)
    env.filters["sentences"] = lambda note: footnote_sentences(note, lang=lang)
    return env


def footnote_sentences(note: Footnote, *, lang: str) -> list[str]:
    """A footnote's sentences (the hand's ruling) in ``lang``."""
    return said(note.notes, note.sentences, lang=lang)


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(number: int) -> str:
    """A footnote mark in superscript digits: raised, yet on the row's own text line."""
    return str(number).translate(_SUPERSCRIPT)


def _translations(lang: str) -> NullTranslations:
    """The app's catalogues when rendering for a request, else the package's own."""
    if has_app_context() and "babel" in current_app.extensions:
        with force_locale(lang):
            return get_translations()
    return Translations.load(str(TRANSLATIONS), [lang])


def css_content(text: str) -> Markup:
    """A translated "page 1 of 2" as a CSS ``content`` value, with live page counters."""
    parts = []
    for piece in re.split(f"([{_PAGE}{_PAGES}])", str(text)):
        if piece == _PAGE:
            parts.append("counter(page)")
        elif piece == _PAGES:
            parts.append("counter(pages)")
        elif piece:
            quoted = piece.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
            parts.append(f'"{quoted}"')
    return Markup(" ".join(parts) or '""')


class LocalFetcher(URLFetcher):
    """Fetches files inside ``static/`` only: a sheet never reaches the network.

    Refused URLs are kept in ``refused`` (and WeasyPrint leaves the resource out), so a test
    can prove that nothing else was asked for; ``fetched`` lists what was read.
    """

    def __init__(self, *, root: Path = STATIC) -> None:
        super().__init__(allowed_protocols=("file",), fail_on_errors=False)
        self.root = root.resolve()
        self.fetched: list[str] = []
        self.refused: list[str] = []

    def fetch(self, url: str, headers: dict | None = None):
        if not self.allows(url):
            self.refused.append(url)
            raise ValueError(f"the score sheet reads only its own files, not {url}")
        self.fetched.append(url)
        return super().fetch(url, headers)

    def allows(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme != "file" or parts.netloc not in ("", "localhost"):
            return False
        path = Path(unquote(parts.path)).resolve()
        return path.is_relative_to(self.root)


__all__ = ["LocalFetcher", "css_content", "footnote_sentences", "render_sheet_html", "render_sheet_pdf",
           "superscript"]
