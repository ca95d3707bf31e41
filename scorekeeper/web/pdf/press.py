"""What every printed page shares: the package's templates and static files, the bundled fonts,
the Jinja environment in a language, page counters, and a fetcher that reads only our own files.

A printed page reads every resource from the package's ``static`` folder through
``LocalFetcher``, which refuses anything else, so a PDF prints the same on a laptop at the club
with no network as on the server. Strings are translated with the catalogues Flask-Babel uses
(``scorekeeper/words/translations``); inside a Flask app with Babel set up, its own catalogues are
asked instead.
"""

from __future__ import annotations

import gc
import re
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from xml.etree import ElementTree
from urllib.parse import unquote, urlsplit

import cssselect2
from babel.support import NullTranslations, Translations
from flask import current_app, has_app_context
from flask_babel import force_locale, get_translations
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
# Raises OSError where Pango is missing: callers that must survive that (the web app)
# import this module only in the worker processes.
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher

from ...words import colon, pair_said

PACKAGE = Path(__file__).resolve().parents[2]
TEMPLATES = PACKAGE / "templates"
STATIC = PACKAGE / "static"
TRANSLATIONS = PACKAGE / "words" / "translations"

# Stand-ins for the page counters inside a translated "page %(page)s of %(pages)s": CSS
# counters cannot go through gettext, so they are swapped in after translation.
_PAGE, _PAGES = "\x01", "\x02"
PAGE_MARKS = (_PAGE, _PAGES)

_FONTS: FontConfiguration | None = None


def fonts() -> FontConfiguration:
    """One font configuration per process: loading the bundled fonts is most of a small sheet."""
    global _FONTS
    if _FONTS is None:
        _FONTS = FontConfiguration()
    return _FONTS


_CSS: dict[str, CSS] = {}


def stylesheet(name: str = "pdf.css") -> CSS:
    """A stylesheet of ``static/`` parsed once per process (a warm worker pays for it, and for
    its fonts' faces, once, not per document)."""
    if name not in _CSS:
        _CSS[name] = CSS(filename=str(STATIC / name), url_fetcher=LocalFetcher(), font_config=fonts())
    return _CSS[name]


SVG = "{http://www.w3.org/2000/svg}"


class Printed(HTML):
    """A printed page's HTML, read and styled the quicker way where the page allows it.

    - Our templates write well-formed XHTML: parsed by expat, a fiftieth of the time of
      WeasyPrint's HTML5 parser (a tenth of a sheet's render); a page that is not well formed
      (a template slip) is parsed as HTML, the same page only slower.
    - WeasyPrint's HTML defaults cut to the elements our templates write (``static/pdf-ua.css``):
      matching every element against the whole of its own is a fifth of a long sheet's time.
      (Should WeasyPrint stop asking ``_ua_stylesheets``, its own defaults apply again.)
    """

    def __init__(self, *, string: str, base_url: str, url_fetcher: URLFetcher) -> None:
        try:
            root = ElementTree.fromstring(string)
        except ElementTree.ParseError:
            super().__init__(string=string, base_url=base_url, url_fetcher=url_fetcher)
            return
        for svg in root.iter("svg"):  # inline SVG, in its namespace as an HTML parser puts it
            for element in svg.iter():
                if not element.tag.startswith("{"):
                    element.tag = SVG + element.tag
        _drop_table_whitespace(root)
        self.base_url, self.url_fetcher, self.media_type = base_url, url_fetcher, "print"
        self.wrapper_element = cssselect2.ElementWrapper.from_html_root(root, content_language=None)
        self.etree_element = self.wrapper_element.etree_element

    def _ua_stylesheets(self, forms: bool = False) -> list[CSS]:
        return [stylesheet("pdf-ua.css")]

    def write_pdf(self, *args, **kwargs) -> bytes:
        """The PDF, with the cycle collector paused meanwhile: a render builds a hundred thousand
        boxes that live until it ends, and the collector walked them again and again (a tenth
        of a long sheet's time). What the render leaves behind is collected after it."""
        with _collector_paused():
            return super().write_pdf(*args, **kwargs)


_TABLE_PARTS = frozenset(("table", "thead", "tbody", "tfoot", "tr", "colgroup"))
_CSS_SPACE = " \t\n\r\f"  # what CSS collapses; a no-break space is text


def _drop_table_whitespace(root: ElementTree.Element) -> None:
    """The template's line breaks between a table's rows and cells, dropped: CSS lays them out
    as nothing, but WeasyPrint first makes a box of each and then takes it away (a long sheet
    has hundreds)."""
    for element in root.iter():
        if element.tag in _TABLE_PARTS:
            if element.text is not None and not element.text.strip(_CSS_SPACE):
                element.text = None
            for child in element:
                if child.tail is not None and not child.tail.strip(_CSS_SPACE):
                    child.tail = None


@contextmanager
def _collector_paused():
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def warm() -> bytes:
    """A worker made ready for its first render as it starts: WeasyPrint loaded, the fonts and
    the printed pages' stylesheets read; then what the worker keeps for its life is frozen out
    of the collector's full passes (each walked it all again after every render)."""
    fonts()
    for sheet in sorted(STATIC.glob("pdf*.css")):
        stylesheet(sheet.name)
    gc.freeze()
    return b""


_ENVIRONMENTS: dict[str, Environment] = {}


def environment(lang: str) -> Environment:
    """The Jinja environment of every printed page, its words in ``lang``: in a worker, one per
    language for the process, so a template is compiled once, not per document (what a caller
    adds to it is the same at every call). Inside an app with Babel, a fresh one with the app's
    catalogues."""
    if has_app_context() and "babel" in current_app.extensions:
        return _new_environment(lang)
    if lang not in _ENVIRONMENTS:
        _ENVIRONMENTS[lang] = _new_environment(lang)
    return _ENVIRONMENTS[lang]


def _new_environment(lang: str) -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(),
                      extensions=["jinja2.ext.i18n"], trim_blocks=True, lstrip_blocks=True)
    # The i18n extension adds this method at run time; jinja2's types do not know it.
    env.install_gettext_translations(translations(lang), newstyle=True)  # type: ignore[attr-defined]
    env.filters["css_content"] = css_content
    env.filters["superscript"] = superscript
    env.globals["colon"] = lambda: colon(lang)
    env.filters["pair"] = lambda label: pair_said(str(label), lang=lang)
    return env


def translations(lang: str) -> NullTranslations:
    """The app's catalogues when rendering for a request, else the package's own."""
    if has_app_context() and "babel" in current_app.extensions:
        with force_locale(lang):
            return get_translations()
    return _package_translations(lang)


@cache
def _package_translations(lang: str) -> NullTranslations:
    """Read once per process (a worker's every render read its catalogue from disk again)."""
    return Translations.load(str(TRANSLATIONS), [lang])


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def superscript(number: int) -> str:
    """A footnote mark in superscript digits: raised, yet on the row's own text line."""
    return str(number).translate(_SUPERSCRIPT)


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
    """Fetches files inside ``static/`` only: a printed page never reaches the network.

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
            raise ValueError(f"a printed page reads only its own files, not {url}")
        self.fetched.append(url)
        return super().fetch(url, headers)

    def allows(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme != "file" or parts.netloc not in ("", "localhost"):
            return False
        path = Path(unquote(parts.path)).resolve()
        return path.is_relative_to(self.root)
