"""How a request for a PDF is answered: at once when the workers have it, else "wait" or "busy".

Every PDF is made by the worker processes (``workers``); a request answers it at once when it is
cached or ready within a short wait, or with the freshest render of it already made (its
``Last-Modified``: when its data was read), else 202 with Retry-After (a page that reloads
itself), or 503 with Retry-After when the queue, or this client's share of it, is full.
"""

from __future__ import annotations

import math
import time
from email.utils import formatdate
from urllib.parse import urlencode

from flask import Response, abort, current_app, render_template, request
from flask_limiter.util import get_remote_address

from ...words import LANGUAGES, page_language
from ..forms import whole_number
from . import workers

ASKED = "asked"  # the wait page's reload: since when it waits


def pdf_answer(key: tuple, job, *, filename: str, version: object = None, director: bool = False,
               at: float | None = None, secret: bool = False, group: object = None,
               asked: float | None = None) -> Response:
    """``key``: the document; ``version``: the state of what changes in it while the tables play
    (None: the key says it all); ``director``: the director's documents go ahead of anonymous
    ones; ``at``: when its data was read; ``secret``: the document shows a code or a table's
    token, so no browser or proxy keeps a copy; ``group``: the documents a director waits for
    together (a round's), made side by side; ``asked``: when this client first asked (``_asked``)."""
    asked = _asked() if asked is None else asked
    answer = workers.renderer(current_app.config).get(
        key, job, version=version, wait=current_app.config.get("PDF_WAIT"), at=at, client=_client(director),
        director=director, group=group)
    return _respond(answer, filename=filename, secret=secret, name=key[0], asked=asked)


def _client(director: bool) -> tuple:
    return "director" if director else "anonymous", get_remote_address()


def _asked() -> float:
    """When this client first asked for the document: the wait page's reload says it (``?asked=``,
    in whole milliseconds: the time of the data of the render it waits for), else now."""
    asked = whole_number(request.args.get(ASKED), high=10**15, default=None)
    return time.time() if asked is None else asked / 1000


def _again(asked: float) -> str:
    """The address the wait page reloads: this one, saying since when it waits (rounded down, so
    the render it waits for is never newer than it says)."""
    args = {k: v for k, v in request.args.items() if k != ASKED}
    return f"{request.path}?{urlencode({**args, ASKED: math.floor(asked * 1000)})}"


def _respond(answer: workers.Answer, *, filename: str, secret: bool, name: object, asked: float) -> Response:
    if answer.state == workers.READY:
        return Response(answer.body, mimetype="application/pdf", headers={
            "Content-Disposition": f'inline; filename="{filename}"',
            "Cache-Control": "no-store" if secret else "no-cache",
            "Last-Modified": formatdate(answer.at, usegmt=True)})
    if answer.state == workers.FAILED:
        current_app.logger.error("a PDF could not be made (%s): %s", name, answer.reason)
        abort(503, description="The PDF could not be made just now.")
    status = 202 if answer.state == workers.WAIT else 503
    again = _again(min(asked, answer.at) if answer.at else asked)
    return Response(render_template("pdf_wait.html", status=status, retry=answer.retry_after, again=again),
                    status=status, headers={"Retry-After": str(answer.retry_after),
                                            "Cache-Control": "no-store"})


def seen_answer(seen: tuple, gather, *, filename: str, live: object = None, director: bool = False,
                secret: bool = False, group: object = None) -> Response:
    """A PDF whose key and version come only from gathering it (a digest of what it shows):
    ``seen`` and ``live`` are cheap stamps of the same (the versions of its data; ``live``, of
    what changes while the tables play), ``gather()`` gives ``(key, job, version, at)``. A stamp
    already gathered, whose render is cached or in progress, or a document with a render in
    progress for an earlier ``live``, is answered without gathering anything: asked again and
    again, a document costs the web process a look at some version numbers, and while the
    tables play one gathering a render, not one an ask. A wait page reloading once the render
    it waited for is made gets that one (``?asked=``), rather than starting a newer render that
    nobody would wait for (the hands moved on meanwhile)."""
    renderer = workers.renderer(current_app.config)
    asked = _asked()
    made = renderer.made_since(seen, asked) if ASKED in request.args else None
    if made is not None:
        return _respond(made, filename=filename, secret=secret, name=seen[0], asked=asked)
    known = renderer.known(seen, live)
    if known is None:
        # A client already at its share of renders in progress gathers nothing either.
        refused = renderer.refusal(seen, client=_client(director), director=director)
        if refused is not None:
            return _respond(refused, filename=filename, secret=secret, name=seen[0], asked=asked)
        key, job, version, at = gather()
        renderer.gathered(seen, live, key, version)
    else:
        (key, version), at = known, None
        job = lambda: gather()[1]  # noqa: E731 - only when its render has ended meanwhile
    return pdf_answer(key, job, filename=filename, version=version, director=director, at=at, secret=secret,
                      group=group, asked=asked)


def seen_ahead(seen: tuple, gather, *, live: object = None, group: object = None) -> None:
    """A director's document queued before anyone asks for it (a round's table cards and pack
    as it is drawn), at the director's priority, answering nobody: the ask that follows finds
    it made or in progress (``seen_answer``). Nothing when that stamp's render is made or in
    progress already."""
    renderer = workers.renderer(current_app.config)
    if renderer.known(seen, live) is not None:
        return
    key, job, version, at = gather()
    renderer.gathered(seen, live, key, version)
    renderer.get(key, job, version=version, wait=0, at=at, director=True, group=group)


def language() -> str:
    """A printed page's language: the one asked for (``?lang=``), else the page's."""
    asked = request.args.get("lang")
    return asked if asked in LANGUAGES else page_language()
