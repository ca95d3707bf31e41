"""A table card printed before a swap, scanned after it, says where to go instead."""

from __future__ import annotations

import json
import urllib.request

import pytest

from test_browser import browser, phones, server  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser


def call(base: str, method: str, path: str, body: object = None, headers: dict | None = None) -> dict:
    asked = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode() if body else None,
                                   headers={"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(asked) as answer:
        return json.load(answer)


def test_a_card_printed_before_a_swap_shows_where_to_go_instead(phones):
    base = phones.base
    created = call(base, "POST", "/api/v1/tournaments", {
        "title": "Friday", "variant": "bela-hr-4", "format": "swiss", "rounds": 2,
        "entrants": [{"name": f"Pair {n}", "players": [f"A{n}", f"B{n}"]} for n in range(1, 9)]})
    director = {"X-Director-Code": created["director_code"]}
    tid = created["id"]
    drawn = call(base, "POST", f"/api/v1/tournaments/{tid}/rounds", {}, director)
    before = {x["table"]: x for x in drawn["tables"]}
    # The card of table 2, as printed: its QR code is the join link of the table's game.
    card = f"{base}/j/{before[2]['games'][0]}/{before[2]['table_token']}"
    untouched = f"{base}/j/{before[4]['games'][0]}/{before[4]['table_token']}"
    x, y = before[2]["entrants"][0], before[3]["entrants"][0]
    call(base, "POST", f"/api/v1/tournaments/{tid}/rounds/1/swap", {"entrants": [x, y]}, director)

    phone = phones()
    phone.goto(card)
    text = phone.inner_text("main")
    assert "This table was drawn again: scan the new card (table 2)" in text
    phone.click("a:has-text('Where do I play?')")
    phone.fill("#name", "Pair")
    phone.click("button:has-text('Find')")
    assert "Table 2" in phone.inner_text("main")

    other = phones()
    other.goto(untouched)  # a table the swap did not touch: its printed card still opens it
    assert "drawn again" not in other.inner_text("main")
    assert "/games/" in other.url
