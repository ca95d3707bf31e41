"""Every answer defends itself: a strict Content-Security-Policy, no framing, no sniffing, no Referer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = sorted((ROOT / "scorekeeper" / "templates").glob("**/*.html"))
# The PDF templates are read by WeasyPrint, never served to a browser.
SERVED = [t for t in TEMPLATES if "pdf" not in t.name and t.parent.name != "pdf"]


@pytest.mark.parametrize("path", ["/", "/new", "/api/v1/docs", "/api/v1/healthz", "/nowhere"])
def test_every_answer_carries_the_security_headers(client, path):
    response = client.get(path)
    csp = response.headers["Content-Security-Policy"]
    assert "unsafe-inline" not in csp
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.headers["Cache-Control"] == "no-store"


def test_static_files_may_be_cached(client):
    response = client.get("/static/css/app.css")
    assert response.headers.get("Cache-Control") != "no-store"


@pytest.mark.parametrize("template", SERVED, ids=lambda p: p.name)
def test_no_template_relies_on_inline_script_or_style(template):
    """A strict CSP blocks inline code: everything a page runs or styles comes from static/."""
    text = template.read_text()
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), "inline <script>"
    assert "<style" not in text
    assert not re.search(r"\sstyle=", text)
    assert not re.search(r"\son[a-z]+=", text), "inline event handler"


def test_session_cookie_is_samesite_lax_and_httponly(app):
    assert app.config["SESSION_COOKIE_SAMESITE"] == "Lax"
    assert app.config["SESSION_COOKIE_HTTPONLY"] is True


def test_pages_travel_gzipped_and_the_api_keeps_its_bytes(client):
    """A phone that accepts gzip gets the page in a quarter of its size; the JSON API is sent as
    it is, so its ETags stay the ones clients send back in If-Match."""
    import gzip
    page = client.get("/", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    assert b"<html" in gzip.decompress(page.data)
    assert "Accept-Encoding" in page.headers["Vary"]
    api = client.get("/api/v1/presets", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in api.headers and api.get_json()
