"""A round's table cards and pack made ahead: as a round is drawn (or its tables or tokens
change), before the director asks for them.

The director prints them right after the draw, while other tables may already play: asked
then, they would wait their whole render behind whatever the workers hold. So a director's
write that leaves the current round's tables, tokens or names other than last made (a draw, a
re-draw, a swap, a new table token) queues both at the director's priority once it has
committed: the ask finds them made, or in progress. The gathering runs on a thread of its own
(it reads every table's game), never inside a GET and never on the threads that serve hands;
the rendering, as always, in the workers.

``PDF_AHEAD`` turns it off (off by default under ``TESTING``: a test suite draws hundreds of
rounds nobody prints).
"""

from __future__ import annotations

import hashlib
import json
import queue
import threading
from collections import OrderedDict

from flask import Flask, Response, current_app, request

from ...games import GameError, token_epochs
from ...storage import get_db
from ...tournaments import service, tournament_of_game
from ...web.pdf import language
from .tournament_views import make_ahead

WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
TOKEN_ENDPOINTS = frozenset({"api.new_table_token"})  # a game's write that changes its round's cards
REMEMBERED = 1024  # rounds' stamps made ahead (a few bytes each)

_asked: queue.SimpleQueue = queue.SimpleQueue()
_made: OrderedDict[tuple, None] = OrderedDict()  # the stamps made ahead, newest last
_thread: threading.Thread | None = None
_lock = threading.Lock()


def after_write(response: Response) -> Response:
    """After each request: a director's write that concerns a tournament hands its id, with the
    language and the address of the director's request, to the thread that makes ahead."""
    if request.method not in WRITES or response.status_code >= 400 or not _on(current_app):
        return response
    args = request.view_args or {}
    tournament_id = args.get("tournament_id")
    if tournament_id is None and request.endpoint in TOKEN_ENDPOINTS and "game_id" in args:
        found = tournament_of_game(get_db(), args["game_id"])
        tournament_id = found.id if found is not None else None
    if isinstance(tournament_id, str):
        _asked.put((current_app._get_current_object(), tournament_id, language(), request.host_url))  # type: ignore[attr-defined]
        _start()
    return response


def _on(app: Flask) -> bool:
    return bool(app.config.get("PDF_AHEAD", not app.testing))


def _start() -> None:
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_serve, name="pdf-ahead", daemon=True)
            _thread.start()


def _serve() -> None:
    while True:
        app, tournament_id, lang, host_url = _asked.get()
        try:
            with app.test_request_context("/", base_url=host_url, query_string={"lang": lang}):
                make(tournament_id)
        except Exception:  # made ahead or not, the director's ask still makes them
            app.logger.exception("the round's sheets could not be made ahead (%s)", tournament_id)


def make(tournament_id: str) -> bool:
    """The tournament's current round's cards and pack queued, unless made ahead for the same
    tables, tokens, names, language and address already; whether they were."""
    try:
        t = service.get_tournament(get_db(), tournament_id=tournament_id)
    except GameError:  # a write that named no tournament of this club (a season's link, say)
        return False
    if not t.rounds:
        return False
    k = t.rounds[-1].round
    stamp = _stamp(t, k)
    with _lock:
        if stamp in _made:
            return False
        _made[stamp] = None
        while len(_made) > REMEMBERED:
            _made.popitem(last=False)
    make_ahead(t, k)
    return True


def _stamp(t, k: int) -> tuple:
    """What the round's cards show, cheaply: its tables and who sits at them, the tokens'
    epochs, the names, the language and the address (not the tournament's log as a whole: a
    result or a player marked absent changes none of it)."""
    r = t.drawn_round(k)
    tables = [(x.table, x.team(0), x.team(1), x.games) for x in r.tables]
    names = [[e.name, *e.players] for e in t.entrants]
    games = [g for x in r.tables for g in x.games]
    shown = json.dumps([tables, names, token_epochs(get_db(), game_ids=games)], default=str)
    return (t.id, k, hashlib.sha256(shown.encode()).hexdigest(), language(), request.host_url,
            current_app.config.get("PUBLIC_URL"))
