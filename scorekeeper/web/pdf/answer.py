"""How a request for a PDF is answered: at once when the workers have it, else "wait" or "busy".

Every PDF is made by the worker processes (``workers``); a request answers it at once when it is
cached or ready within a short wait, else 202 with Retry-After (a page that reloads itself), or
503 with Retry-After when the queue is full.
"""

from __future__ import annotations

from flask import Response, abort, current_app, render_template, request

from ...words import LANGUAGES, page_language
from . import workers


def pdf_answer(key: tuple, job, *, filename: str) -> Response:
    answer = workers.renderer(current_app.config).get(key, job, wait=current_app.config.get("PDF_WAIT"))
    if answer.state == workers.READY:
        return Response(answer.body, mimetype="application/pdf", headers={
            "Content-Disposition": f'inline; filename="{filename}"', "Cache-Control": "no-cache"})
    if answer.state == workers.FAILED:
        current_app.logger.error("a PDF could not be made (%s): %s", key[0], answer.reason)
        abort(503, description="The PDF could not be made just now.")
    status = 202 if answer.state == workers.WAIT else 503
    return Response(render_template("pdf_wait.html", status=status, retry=answer.retry_after),
                    status=status, headers={"Retry-After": str(answer.retry_after),
                                            "Cache-Control": "no-store"})



def language() -> str:
    """A printed page's language: the one asked for (``?lang=``), else the page's."""
    asked = request.args.get("lang")
    return asked if asked in LANGUAGES else page_language()
