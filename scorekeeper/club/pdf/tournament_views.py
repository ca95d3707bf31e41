"""The tournament sheets' addresses (clients and tests rely on them):

    /tournaments/<id>/entrants.pdf            /tournaments/<id>/standings.pdf[?after=k]
    /tournaments/<id>/rounds/<k>/draw.pdf     /tournaments/<id>/bracket.pdf
    /tournaments/<id>/rounds/<k>/where.pdf    /tournaments/<id>/ranking.pdf[?prizes=100,50,25]
    /tournaments/<id>/rounds/<k>/cards.pdf    (director)
    /tournaments/<id>/rounds/<k>/sheets.pdf   (director)
    /tournaments/<id>/rounds/<k>/pack.pdf     (director: draw, where, cards, sheets in one PDF)

The sheets with table tokens (cards, score sheets with their QR codes, the pack) need the
director: this browser's director session or an ``X-Director-Code`` header.
"""

from __future__ import annotations

import hashlib
import json
import time

from flask import Blueprint, abort, current_app, request, session

from ... import seasons
from ...web import shared_url
from ...storage import get_db
from ...games import GameError, get_game
from ...games import game_versions, table_token_of, token_epochs
from ...tournaments import service
from ...tournaments import code_of
from ..access import director
from ..api import after_arg
from ...rules import RecordError
from ...tournaments import Tournament, public_view
from . import documents
from ...web.pdf import language, seen_ahead, seen_answer

bp = Blueprint("tournament_pdf", __name__)

PRIVATE = ("cards", "sheets", "pack")
PACK = ("draw", "where", "cards", "sheets")  # in the order a director hands them out


def _load(tournament_id: str) -> Tournament:
    try:
        return service.get_tournament(get_db(), tournament_id=tournament_id)
    except GameError:
        abort(404)


def _verify_director(t: Tournament) -> None:
    if t.id in session.get("directing", []):
        return
    director(t)  # the X-Director-Code header: 401 without, 403 wrong (as JSON errors elsewhere)


def _links(t: Tournament, k: int) -> dict[int, str]:
    secret, out = current_app.config["SECRET_KEY"], {}
    for x in t.drawn_round(k).tables:
        game = get_game(get_db(), game_id=x.games[-1])
        token = table_token_of(game, secret=secret)
        if token:
            out[x.table] = shared_url("newgame.join", game_id=game.id, token=token)
    return out


def _answer(t: Tournament, name: str, sections, *, extra: tuple = (), director: bool = False,
            secret: bool = False, reads: tuple = (), group: object = None) -> object:
    """``sections``: a callable gathering them (in the web process: the worker only lays out).

    The document is keyed by what it shows, never by the tournament as a whole: the sheet, its
    checked arguments, the language, and what of its sections stays while the tables play (a
    round's tables and tokens; the address the join links show, never the Host header as such);
    its version is the rest (a score sheet's hands). A ``secret`` document (a table's token, an
    entrant's code) is kept by no browser or proxy. A hand at table 7 leaves the table cards as
    made, the standings change with the results only, and an argument the sheet does not show
    (a prize for a place that does not exist) is no new document.

    Gathering all that costs the web process (a round pack reads every table's game): a request
    first looks at the stamp of what the document reads (``_stamp``), and gathers only when that
    stamp is new or its render is gone."""
    seen, gather, live = _prepared(t, name, sections, extra=extra, reads=reads)
    return seen_answer(seen, gather, live=live, director=director, secret=secret, filename=f"{t.id}-{name}.pdf",
                       group=group)


def _prepared(t: Tournament, name: str, sections, *, extra: tuple, reads: tuple) -> tuple:
    """The document's stamp, its gathering and its live stamp (``_answer``)."""
    lang = language()

    def gather() -> tuple:
        at = time.time()
        parts = sections()
        head = documents.head(t, lang=lang)
        key = ("tournament", t.id, name, extra, lang, _digest([head, *map(documents.still, parts)]))
        doc = {**head, "as_of": documents.as_of(at, lang=lang), "sections": parts}
        job = ("scorekeeper.club.pdf.tournament", "render_tournament_pdf", {"doc": doc, "lang": lang})
        return key, job, _digest(parts), at
    still, live = _stamp(t, reads)
    # The names as this sheet prints them: a stranger's (initials where a player asked) and the
    # director's (in full) are two sheets, and a player's new wish is a new one.
    names = _digest([[e.name, *e.players] for e in t.entrants])
    return ("tournament", t.id, name, extra, lang, names, still), gather, live


def _stamp(t: Tournament, reads: tuple) -> tuple[tuple, tuple]:
    """What a document reads, as version numbers: what stays while the tables play (the
    tournament's log; by ``reads``, a round's table tokens and the address the join links show,
    ``("tokens", k)``), and what changes with each hand (a round's games, ``("hands", k)``; every
    game, for the results, ``"results"``)."""
    still: list = [t.last_event]
    live: list = []
    for what in reads:
        if what == "results":
            live.append(service.state_key(get_db(), t))
            continue
        kind, k = what
        games = [g for x in t.drawn_round(k).tables for g in x.games]
        if kind == "hands":
            live.append(game_versions(get_db(), game_ids=games))
        else:
            still += [token_epochs(get_db(), game_ids=games), request.host_url, current_app.config.get("PUBLIC_URL")]
    return tuple(still), tuple(live)


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()


@bp.get("/tournaments/<tournament_id>/entrants.pdf")
def entrants_pdf(tournament_id: str):
    t = _load(tournament_id)
    if not _directing(t):
        t = _shown(t)
        return _answer(t, "entrants", lambda: [documents.entrants(t)])
    secret = current_app.config["SECRET_KEY"]
    codes = {e.number: code_of(secret, t, e.number)
             for e in t.entrants}  # the director's copy: each entrant's confirmation code
    return _answer(t, "entrants", lambda: [documents.entrants(t, codes)], extra=("codes",), director=True,
                   secret=True)


def _shown(t: Tournament) -> Tournament:
    """The tournament as this sheet prints it: to a stranger, a player who asked for it by
    initials only; to the director, in full."""
    return t if _directing(t) else public_view(get_db(), t)


def _directing(t: Tournament) -> bool:
    if t.id in session.get("directing", []):
        return True
    from ..access import is_director
    return is_director(t)


@bp.get("/tournaments/<tournament_id>/rounds/<int:k>/<any(draw, where, cards, sheets, pack):kind>.pdf")
def round_pdf(tournament_id: str, k: int, kind: str):
    t = _load(tournament_id)
    if t.round(k) is None:
        abort(404)
    if kind in PRIVATE:
        try:
            _verify_director(t)
        except GameError:
            abort(403)
    else:
        t = _shown(t)
    name, sections, extra, reads = _round_document(t, k, kind)
    return _answer(t, name, sections, extra=extra, director=kind in PRIVATE or _directing(t),
                   secret=kind in PRIVATE, reads=reads, group=("round", t.id, k))


def _round_document(t: Tournament, k: int, kind: str) -> tuple:
    """A round's sheet: its name, its sections' gathering, its arguments, what it reads."""
    parts = PACK if kind == "pack" else (kind,)
    lang = language()

    def sections():
        links = _links(t, k) if kind in PRIVATE else {}
        make = {"draw": lambda: documents.draw(t, k), "where": lambda: documents.where(t, k, lang=lang),
                "cards": lambda: documents.cards(t, k, links),
                "sheets": lambda: documents.sheets(t, k, links)}
        return [make[p]() for p in parts]
    reads = {"cards": (("tokens", k),), "sheets": (("tokens", k), ("hands", k)), "pack": (("tokens", k), ("hands", k))}
    return f"round-{k}-{kind}", sections, (k,), reads.get(kind, ())


AHEAD = ("cards", "pack")  # what a director prints as a round is drawn


def make_ahead(t: Tournament, k: int) -> None:
    """Round ``k``'s table cards and pack, queued at the director's priority before anyone asks
    (``ahead``): the director's ask finds them made, or in progress."""
    for kind in AHEAD:
        name, sections, extra, reads = _round_document(t, k, kind)
        seen, gather, live = _prepared(t, name, sections, extra=extra, reads=reads)
        seen_ahead(seen, gather, live=live, group=("round", t.id, k))


@bp.get("/tournaments/<tournament_id>/standings.pdf")
def standings_pdf(tournament_id: str):
    t = _shown(_load(tournament_id))
    try:
        after = after_arg(t)
    except RecordError as error:
        abort(422, description=error.message)
    return _answer(t, "standings", lambda: [documents.standings(t, after)], extra=(after,),
                   director=_directing(t), reads=("results",))


@bp.get("/tournaments/<tournament_id>/bracket.pdf")
def bracket_pdf(tournament_id: str):
    t = _shown(_load(tournament_id))
    return _answer(t, "bracket", lambda: [documents.bracket(t)], director=_directing(t), reads=("results",))


@bp.get("/tournaments/<tournament_id>/ranking.pdf")
def ranking_pdf(tournament_id: str):
    t = _load(tournament_id)
    prizes = [p.strip()[:20] for p in request.args.get("prizes", "").split(",") if p.strip()][:64]
    directing, lang = _directing(t), language()
    t = _shown(t)
    # The season's prizes live outside the tournament's log (a changed prize setting is a new
    # sheet); a prize typed for a place that does not exist is no part of the stamp.
    evening = seasons.tournament_prizes(get_db(), t.id, public=not directing)
    return _answer(t, "ranking", lambda: [documents.ranking(t, prizes, evening=evening, lang=lang)],
                   extra=(*prizes[:len(t.entrants)], _digest([evening])), director=directing, reads=("results",))
