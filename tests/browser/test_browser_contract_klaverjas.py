"""Contrée and klaverjas hands on a phone (390×844) in a real browser (Debian's chromium via
Playwright) against the real server: a contrée hand bid call by call with a contre, in
French; a klaverjas hand with roem, in English and in Dutch. Screenshots go
to /tmp/shots_pg/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_pg")
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
PORT = 5711  # this suite's own port (5700-5749)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_pg"), PORT)


@pytest.fixture
def phone(browser, server):  # noqa: F811
    context = browser.new_context(**{**PHONE, "locale": None})
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.base = f"http://127.0.0.1:{server.port}"
    yield page
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


def shot(page, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def start(page, preset: str, lang: str) -> None:
    page.goto(f"{page.base}/lang/{lang}?next=/new/{preset}")
    for i, name in enumerate(PLAYERS):
        page.fill(f"#player{i}", name)
    page.click("form button[type=submit].wide")
    page.click("button[name=seat]:has-text('Ana')")
    page.wait_for_selector("table.sheet")
    page.click(".bar a.btn >> nth=0")
    page.wait_for_selector("form#hand")


def tap(page, name: str, value: object) -> None:
    page.click(f"label.choice:has(input[name={name}][value='{value}'])")


def keypad(page, digits: str) -> None:
    for digit in digits:
        page.click(f"#keypad button[data-key='{digit}']")


def call(page, value: str, said: int) -> None:
    """Tap a call and wait until the server's replay of the bids lists it."""
    page.click(f"#bids button[name=call][value='{value}']")
    page.locator("#bids ol.said li").nth(said - 1).wait_for()


def test_a_contree_hand_with_a_contre_in_french(phone):
    start(phone, "contree", "fr")
    phone.select_option("#dealer", "3")
    phone.click("#bids summary")
    shot(phone, "contree-fr-1-bids")
    phone.click("#bids button[name=call][value='110']")  # no trump picked yet: asked for it
    assert phone.inner_text("#bid_suit-error")
    tap(phone, "bid_suit", "hearts")
    call(phone, "110", 1)
    for n, word in enumerate(["pass", "pass", "contre", "pass", "pass", "pass"], start=2):
        call(phone, word, n)
    shot(phone, "contree-fr-2-auction")
    assert phone.is_disabled("#trump-set input >> nth=0") and phone.is_hidden("#contract-set")
    tap(phone, "bela", 0)
    phone.click("#p0")
    keypad(phone, "113")
    phone.wait_for_selector("#preview .contract-line:has-text('110')")
    line = phone.inner_text("#preview .contract-line")
    assert "Ana et Cvita" in line and "contré" in line and "133" in line and "560" in line
    shot(phone, "contree-fr-3-preview")
    shot(phone, "contree-fr-3-preview-full", full=True)
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    cell = phone.inner_text("#hand-1")
    assert "110♥" in cell and "×2" in cell and "560" in cell
    shot(phone, "contree-fr-4-sheet")


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_klaverjas_hand_with_roem(phone, lang):
    start(phone, "klaverjas-amsterdam", lang)
    phone.select_option("#dealer", "3")
    phone.click("#bids summary")
    call(phone, "pass", 1)
    call(phone, "hearts", 2)
    assert phone.is_disabled("#taker-set input >> nth=0")
    phone.click("#p0")
    keypad(phone, "90")
    phone.fill("#r0", "20")
    phone.fill("#r1", "50")
    phone.wait_for_selector("#preview .roem-line .nat")
    shot(phone, f"klaverjas-{lang}-1-nat")
    phone.fill("#r1", "")
    phone.locator("#preview .roem-line .nat").wait_for(state="detached")
    phone.wait_for_selector("#preview .roem-line:has-text('20')")
    shot(phone, f"klaverjas-{lang}-2-preview")
    shot(phone, f"klaverjas-{lang}-2-preview-full", full=True)
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    row = phone.inner_text("#hand-1")
    assert "90" in row and "20" in row and "72" in row
    shot(phone, f"klaverjas-{lang}-3-sheet")


def test_a_trump_tapped_while_an_answer_is_on_its_way_stays_tapped(phone):
    """The phone asks for a preview when the dealer changes; the player taps ♥ before the answer
    comes back. That answer is not shown over the tap; the tap's own preview redraws the bids:
    ♥ must still be picked, and 110 ♥ said at once."""
    held = []
    phone.clock.install()
    start(phone, "contree", "en")
    phone.clock.pause_at(phone.evaluate("Date.now()") + 1000)  # timers wait for run_for
    phone.route("**/preview", lambda route: held.append(route))
    phone.select_option("#dealer", "3")
    phone.clock.run_for(300)  # the preview of the new dealer leaves, and is held on the way
    while not held:
        phone.wait_for_timeout(20)
    phone.click("#bids summary")
    tap(phone, "bid_suit", "hearts")  # its own preview waits for the clock
    held.pop().continue_()  # the older answer arrives: it is not shown over the tap
    phone.unroute("**/preview")
    phone.clock.run_for(300)  # the tap's own preview leaves; its answer redraws the bids
    phone.wait_for_selector("#bids .speaks:has-text('Ana')")  # Ana speaks after the new dealer
    assert phone.is_checked("input[name=bid_suit][value=hearts]")
    call(phone, "110", 1)
    assert "110" in phone.inner_text("#bids ol.said")
