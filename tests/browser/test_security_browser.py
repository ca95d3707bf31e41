"""A page on another site cannot act for a phone: a real cross-origin attack in chromium.

The phone holds a game (its session cookie) and a hand on the sheet; it then opens a page on
another origin that posts the "take back this hand" form to Scorekeeper on load. The hand must
still stand: SameSite=Lax keeps the cookie off a cross-site post, and the CSRF token that page
cannot read refuses a post from another port of the same host.
"""

from __future__ import annotations

import json
import threading
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import free_port
from test_browser import browser, phones, server, start_game  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser
HAND = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}


def attacker_site(target: str) -> ThreadingHTTPServer:
    page = f"""<!doctype html><title>Win a prize</title>
<form id="f" method="post" action="{target}"><input name="confirm" value="1"></form>
<script>document.getElementById("f").submit()</script>""".encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    site = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    return site


def _api(base: str, path: str, body: dict | None = None, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json", "X-Seat": "0"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=body and json.dumps(body).encode(),
                                     headers=headers, method="POST" if body else "GET")
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1"], ids=["cross-site", "same-site-other-port"])
def test_a_page_on_another_origin_cannot_take_back_a_hand(phones, host):
    phone = phones()
    game = start_game(phone, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    game_id, token = game["link"].rstrip("/").split("/")[-2:]
    _api(phones.base, f"/api/v1/games/{game_id}/hands", HAND, token)
    site = attacker_site(f"{phones.base}/games/{game_id}/hands/1/undo")
    try:
        phone.goto(f"http://{host}:{site.server_port}/")
        phone.wait_for_load_state("load")
        phone.wait_for_url(f"{phones.base}/**")  # the form was really posted to us
    finally:
        site.shutdown()
    assert len(_api(phones.base, f"/api/v1/games/{game_id}")["record"]["hands"]) == 1
    # The phone itself still can: the same form, from Scorekeeper's own page, works.
    phone.goto(f"{phones.base}/games/{game_id}/hands/1/undo")
    phone.click("form[method=post] button[type=submit]")
    phone.wait_for_load_state("load")
    assert _api(phones.base, f"/api/v1/games/{game_id}")["record"]["hands"] == []
