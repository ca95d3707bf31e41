"""A tournament's printed sheets: entrants, the draw, where do I play, table cards, score sheets,
standings, the knockout bracket, the final ranking, and the round pack that holds the first four.

``document(...)`` (in the web process) gathers what a sheet shows as plain data; the worker
renders it with ``render_tournament_pdf`` into one PDF: a pack is one document, so fonts, CSS
and layout are set up once. The same look as the game sheet: bundled fonts, A4, page X of Y.
"""

from __future__ import annotations

import functools

import segno

from ...web.pdf import PAGE_MARKS, STATIC, LocalFetcher, Printed, environment, fonts, stylesheet

TEMPLATE = "pdf/tournament.html"
STYLESHEETS = ("pdf.css", "pdf-tournament.css")


def render_tournament_pdf(*, doc: dict, lang: str = "en") -> bytes:
    # The stylesheets come parsed, once per worker, with their fonts' faces.
    html = render_tournament_html(doc=doc, lang=lang, css_given=True)
    return Printed(string=html, base_url=STATIC.as_uri() + "/", url_fetcher=LocalFetcher()).write_pdf(
        font_config=fonts(), stylesheets=[stylesheet(name) for name in STYLESHEETS])


@functools.lru_cache(maxsize=1024)
def qr_svg(link: str) -> str:
    """A table's QR code: the same links come back in every render of a round's cards and pack
    while the tables play, and making one is a tenth of the cards' time."""
    return segno.make(link, error="m").svg_inline(scale=4, omitsize=True, svgclass="qr")


def render_tournament_html(*, doc: dict, lang: str = "en", css_given: bool = False) -> str:
    """The HTML of the PDF; ``css_given`` leaves out the links to the stylesheets, for a
    renderer that brings them parsed."""
    env = environment(lang)
    env.filters["qr"] = qr_svg
    page, pages = PAGE_MARKS
    return env.get_template(TEMPLATE).render(doc=doc, lang=lang, PAGE=page, PAGES=pages, css_given=css_given)
