"""A tournament's printed sheets: entrants, the draw, where do I play, table cards, score sheets,
standings, the knockout bracket, the final ranking, and the round pack that holds the first four.

``document(...)`` (in the web process) gathers what a sheet shows as plain data; the worker
renders it with ``render_tournament_pdf`` into one PDF: a pack is one document, so fonts, CSS
and layout are set up once. The same look as the game sheet: bundled fonts, A4, page X of Y.
"""

from __future__ import annotations

import segno
from weasyprint import HTML

from ...web.pdf import PAGE_MARKS, STATIC, LocalFetcher, environment, fonts

TEMPLATE = "pdf/tournament.html"


def render_tournament_pdf(*, doc: dict, lang: str = "en") -> bytes:
    html = render_tournament_html(doc=doc, lang=lang)
    return HTML(string=html, base_url=STATIC.as_uri() + "/", url_fetcher=LocalFetcher()).write_pdf(
        font_config=fonts())


def render_tournament_html(*, doc: dict, lang: str = "en") -> str:
    env = environment(lang)
    env.filters["qr"] = lambda link: segno.make(link, error="m").svg_inline(
        scale=4, omitsize=True, svgclass="qr")
    page, pages = PAGE_MARKS
    return env.get_template(TEMPLATE).render(doc=doc, lang=lang, PAGE=page, PAGES=pages)
