"""A sans-atout contrée hand on a phone (390×844) in a real browser, in French: the redeal button
goes once a contract is bid, and the belote question goes once the contract is sans atout (no
trump, no belote: facebelote.com "La Coinche"). Screenshots go to /tmp/shots_nt/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

import test_browser_contract_klaverjas as base
from conftest import serving
from test_browser_contract_klaverjas import PLAYERS, browser, call, keypad, tap  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_nt")
PORT = 5851  # this suite's own port


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_nt"), PORT)


phone = base.phone  # the same phone, on this module's server


def shot(page, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def test_a_sans_atout_hand_asks_no_belote_and_offers_no_redeal_once_bid(phone):
    phone.goto(f"{phone.base}/lang/fr?next=/new/contree")
    for i, name in enumerate(PLAYERS):
        phone.fill(f"#player{i}", name)
    phone.eval_on_selector("#opt_all_no_trump", "box => { box.checked = true; }")  # in the folded house rules
    phone.click("form button[type=submit].wide")
    phone.click("button[name=seat]:has-text('Ana')")
    phone.wait_for_selector("table.sheet")
    phone.click(".bar a.btn >> nth=0")
    phone.wait_for_selector("form#hand")
    phone.select_option("#dealer", "3")
    phone.click("#bids summary")
    assert phone.locator("button.redeal").count() == 1  # nobody has bid yet: it can be true
    assert phone.locator("input[name=bela]").count() > 0
    tap(phone, "bid_suit", "sa")
    call(phone, "100", 1)
    assert phone.locator("button.redeal").count() == 0
    for n in (2, 3, 4):
        call(phone, "pass", n)
    phone.click("#p0")
    keypad(phone, "110")
    phone.wait_for_selector("#preview .contract-line:has-text('100')")
    phone.locator("input[name=bela]").first.wait_for(state="detached")
    assert phone.input_value("#p1") == "52"
    shot(phone, "sa-fr-preview")
    shot(phone, "sa-fr-preview-full", full=True)
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    shot(phone, "sa-fr-sheet")
