"""Limits on what costs the server or helps a guesser: wrong director codes and new games.

Flask-Limiter, with in-memory counters: right for the one server a club runs. For several
servers behind one address, point them at one Redis: ``SCOREKEEPER_RATELIMIT_STORAGE_URI=
redis://host:6379``. Clients are told apart by their address; behind a reverse proxy, make
it pass the phone's address (werkzeug's ProxyFix) or every phone looks like one client.

Why these numbers: a director code is typed by a person, a few times a game at most, and each
check costs ~40 ms of scrypt. Ten wrong codes per game and twenty per client in ten minutes
never stop a table that mistypes, and leave a guesser of a 60-bit code nowhere; a refused
guess costs no scrypt at all. New games: a club's router puts forty tables behind one
address, all starting within minutes, so the limit is per minute and generous.
"""

from __future__ import annotations

import time

from flask import Flask, current_app
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from limits import parse

NEW_GAMES = "30 per minute;300 per hour"
WRONG_CODES_PER_GAME = parse("10 per 10 minutes")
WRONG_CODES_PER_CLIENT = parse("20 per 10 minutes")

limiter = Limiter(get_remote_address, headers_enabled=True, storage_uri="memory://")


class TooManyAttempts(Exception):
    """Too many wrong director codes: try again in ``retry_after`` seconds (429)."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(f"too many wrong director codes: try again in {retry_after} seconds")
        self.message = str(self)
        self.retry_after = retry_after


def _enabled() -> bool:
    # Our own switch rather than Flask-Limiter's RATELIMIT_ENABLED: its one limiter serves every
    # app a test suite makes, and an app created with it off leaves the limiter without storage.
    return bool(current_app.config.get("RATE_LIMITS", True))


def limits_off() -> bool:
    return not _enabled()


def _counters(game_id: str | None):
    client = ((WRONG_CODES_PER_CLIENT, ("wrong-code-client", get_remote_address())),)
    return client if game_id is None else ((WRONG_CODES_PER_GAME, ("wrong-code-game", game_id)), *client)


def verify_code_attempt(game_id: str | None) -> None:
    """Raises ``TooManyAttempts`` before a code is checked when too many were wrong lately.

    ``game_id`` None: the client's counter only (a tournament's director code, whose wrong
    guesses must not lock out the director, who sends the right one from elsewhere)."""
    if not _enabled():
        return
    for item, ids in _counters(game_id):
        if not limiter.limiter.test(item, *ids):
            reset = limiter.limiter.get_window_stats(item, *ids).reset_time
            raise TooManyAttempts(max(1, int(reset - time.time()) + 1))


def note_wrong_code(game_id: str | None) -> None:
    if _enabled():
        for item, ids in _counters(game_id):
            limiter.limiter.hit(item, *ids)


def init_app(app: Flask) -> None:
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    limiter.init_app(app)


def guarded_authorize(game, *, table_token: str | None = None, director_code: str | None = None,
                      seat: int | None = None):
    """``games.authorize`` behind the limit on wrong director codes."""
    from ..games import Forbidden, authorize
    if director_code:
        verify_code_attempt(game.id)
    try:
        return authorize(game, table_token=table_token, director_code=director_code, seat=seat)
    except Forbidden as error:
        if error.path == "director_code":
            note_wrong_code(game.id)
        raise
