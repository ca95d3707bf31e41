"""PDFs are made in worker processes: cached, bounded, and never keeping a request waiting long."""

from __future__ import annotations

import time

import pytest

from scorekeeper.web.pdf import workers

HAND = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
SLEEP = ("time", "sleep", {})


def slow(seconds: float) -> tuple:
    return ("scorekeeper.web.pdf.testing", "sleep_then", {"seconds": seconds})


@pytest.fixture
def renderer():
    r = workers.Renderer(workers=1, queue=2, wait=0.2, limit=30)
    yield r
    r.shutdown()


def test_a_sheet_is_made_once_then_served_from_the_cache(renderer):
    first = renderer.get(("k", 1), slow(0.0), wait=60)
    assert first.state == workers.READY and first.body == b"slept"
    start = time.monotonic()
    again = renderer.get(("k", 1), slow(5.0), wait=60)
    assert again.state == workers.READY and time.monotonic() - start < 0.5


def test_a_slow_sheet_answers_wait_and_a_full_queue_answers_full(renderer):
    renderer.get(("warm",), slow(0.0), wait=60)
    assert renderer.get(("a",), slow(3.0)).state == workers.WAIT
    assert renderer.get(("b",), slow(3.0)).state == workers.WAIT
    full = renderer.get(("c",), slow(3.0))
    assert full.state == workers.FULL and full.retry_after >= 1
    assert renderer.get(("a",), slow(3.0), wait=60).state == workers.READY


def test_a_render_past_the_time_limit_is_stopped():
    r = workers.Renderer(workers=1, queue=4, wait=0.1, limit=0.5)
    try:
        r.get(("warm",), slow(0.0), wait=60)
        assert r.get(("stuck",), slow(30.0)).state == workers.WAIT
        time.sleep(0.8)
        r.get(("other",), slow(0.0), wait=0.01)  # any request notices the late render
        assert ("stuck",) not in r._inflight
        assert r.get(("after",), slow(0.0), wait=60).state == workers.READY
    finally:
        r.shutdown()


def test_the_sheet_address_answers_202_with_retry_after_while_it_is_made(app, client, game):
    game.enter(HAND)
    app.config["PDF_WAIT"] = 0
    response = client.get(f"/games/{game.id}/sheet.pdf", headers={"Accept-Language": "hr"})
    if response.status_code == 200:  # a very fast worker: it was ready anyway
        return
    assert response.status_code == 202 and int(response.headers["Retry-After"]) >= 1
    assert "PDF se priprema" in response.get_data(as_text=True)
    app.config["PDF_WAIT"] = 120
    ready = client.get(f"/games/{game.id}/sheet.pdf", headers={"Accept-Language": "hr"})
    assert ready.status_code == 200 and ready.data.startswith(b"%PDF")
