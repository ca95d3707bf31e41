"""Pages travel gzipped: a phone on a crowded club Wi-Fi downloads a hand form of 10 KB as 2.5 KB.

Flask-Compress, for HTML only. The JSON API keeps its bytes and its ETags as they are (clients
send ``If-Match`` with them), and static files are sent as files, then cached by the phone.
"""

from __future__ import annotations

from flask import Flask
from flask_compress import Compress

compress = Compress()


def init_app(app: Flask) -> None:
    app.config.setdefault("COMPRESS_ALGORITHM", ["gzip"])
    app.config.setdefault("COMPRESS_MIMETYPES", ["text/html"])
    app.config.setdefault("COMPRESS_MIN_SIZE", 1000)
    compress.init_app(app)
