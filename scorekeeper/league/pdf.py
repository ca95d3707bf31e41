"""A season's printed standings: gathered in the web process (``standings_pdf``), laid out in the
PDF workers (``render_season_pdf``) through the press every printed page shares."""

from __future__ import annotations

import hashlib
import json
import time
from datetime import UTC, datetime

from flask import Blueprint, abort, session

from .. import seasons
from ..games import GameError
from ..storage import get_db, read_snapshot
from ..web.pdf import language, pdf_answer
from ..words import season_words, time_in

bp = Blueprint("season_pdf", __name__)
TEMPLATE = "pdf/season.html"


def render_season_pdf(*, doc: dict, lang: str = "en") -> bytes:
    from weasyprint import HTML

    from ..web.pdf import STATIC, LocalFetcher, fonts
    return HTML(string=render_season_html(doc=doc, lang=lang), base_url=STATIC.as_uri() + "/",
                url_fetcher=LocalFetcher()).write_pdf(font_config=fonts())


def render_season_html(*, doc: dict, lang: str = "en") -> str:
    from ..web.pdf import PAGE_MARKS, environment, translations
    env = environment(lang)
    words = translations(lang)
    env.globals["prize_word"] = lambda kind: season_words.prize(kind, gettext=words.gettext)
    page, pages = PAGE_MARKS
    return env.get_template(TEMPLATE).render(doc=doc, lang=lang, PAGE=page, PAGES=pages)


@bp.get("/seasons/<season_id>/standings.pdf")
def standings_pdf(season_id: str):
    try:
        s = seasons.get_season(get_db(), season_id=season_id)
    except GameError:
        abort(404)
    public = s.id not in session.get("seasons_directing", [])
    lang, at = language(), time.time()
    with read_snapshot(get_db()) as db:
        view = seasons.season_json(db, s, public=public)
    shown = {k: view[k] for k in ("title", "evenings", "rows", "prizes")}
    digest = hashlib.sha256(json.dumps(shown, sort_keys=True, default=str).encode()).hexdigest()
    doc = {**shown, "as_of": time_in(datetime.fromtimestamp(at, UTC), lang=lang)}
    job = ("scorekeeper.league.pdf", "render_season_pdf", {"doc": doc, "lang": lang})
    return pdf_answer(("season", s.id, "standings", public, lang, digest), job, version=digest,
                      director=not public, at=at, filename=f"{s.id}-standings.pdf")
