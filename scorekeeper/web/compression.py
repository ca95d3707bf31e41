"""Pages travel gzipped: a phone on a crowded club Wi-Fi downloads a hand form of 10 KB as 2.5 KB.

Flask-Compress, for HTML only. The JSON API keeps its bytes and its ETags as they are (clients
send ``If-Match`` with them), and static files are sent as files, then cached by the phone.

A page that shows a secret (a table's join link, a code) is sent as it is: every page reflects
some input (the address in its language links, a name searched), and the compressed size of a
page with both tells a guesser how much of the secret he guessed right (BREACH). The code that
puts a secret on a page calls ``keep_uncompressed()``.
"""

from __future__ import annotations

from flask import Flask, Response, g
from flask_compress import Compress

compress = Compress()


def keep_uncompressed() -> None:
    """This request's page shows a secret: it is sent uncompressed."""
    g.keep_uncompressed = True


def _compress_unless_secret(response: Response) -> Response:
    if g.get("keep_uncompressed"):
        return response
    return compress.after_request(response)


def init_app(app: Flask) -> None:
    app.config.setdefault("COMPRESS_ALGORITHM", ["gzip"])
    app.config.setdefault("COMPRESS_MIMETYPES", ["text/html"])
    app.config.setdefault("COMPRESS_MIN_SIZE", 1000)
    app.config["COMPRESS_REGISTER"] = False  # registered here, so a page with a secret can opt out
    compress.init_app(app)
    app.after_request(_compress_unless_secret)
