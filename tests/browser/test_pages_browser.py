"""What a table meets on a phone (390×844) and a director on the projector (1920×1080): the
keypad types where the finger last tapped, the house rules speak of the game's own options, and
nothing is cut off. Real chromium via Playwright against the real server; screenshots go to
/tmp/shots_pages/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from test_browser import PHONE, browser  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_pages")
PORT = 5110  # this suite's own port
PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_pages"), PORT)


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


def start(page, preset: str, lang: str, players=PLAYERS) -> str:
    """A new game seated as its first player; the sheet's address."""
    page.goto(f"{page.base}/lang/{lang}?next=/new/{preset}")
    for i, name in enumerate(players):
        page.fill(f"#player{i}", name)
    page.click("form button[type=submit].wide")
    page.click(f"button[name=seat]:has-text('{players[0]}')")
    page.wait_for_selector("table.sheet")
    return page.url


def new_hand(page) -> None:
    page.click(".bar a.btn >> nth=0")
    page.wait_for_selector("form#hand")


def keypad(page, digits: str) -> None:
    for digit in digits:
        page.click(f"#keypad button[data-key='{digit}']")


def values(page) -> dict[str, str]:
    return page.eval_on_selector_all(
        "form#hand input[inputmode]", "els => Object.fromEntries(els.map(e => [e.id, e.value]))")


def test_the_keypad_types_the_roem_into_the_roem_field(phone):
    start(phone, "klaverjas-amsterdam", "nl")
    new_hand(phone)
    phone.click("#bids summary")
    phone.click("#bids button[name=call][value='pass']")
    phone.locator("#bids ol.said li").nth(0).wait_for()
    phone.click("#bids button[name=call][value='hearts']")
    phone.locator("#bids ol.said li").nth(1).wait_for()
    phone.click("#p0")
    keypad(phone, "90")
    phone.click("#r0")
    keypad(phone, "20")
    phone.click("#r1")
    keypad(phone, "50")
    shot(phone, "keypad-nl-roem")
    typed = values(phone)
    assert typed["p0"] == "90" and typed["r0"] == "20" and typed["r1"] == "50", typed
    phone.click("#r1")  # a field tapped again keeps the keypad: the next digit replaces it
    keypad(phone, "0")
    assert values(phone)["r1"] == "0"
    phone.wait_for_selector("#preview .roem-line:has-text('20')")
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    row = phone.inner_text("#hand-1")
    assert "20" in row, row


@pytest.mark.parametrize("preset, claim", [("klaverjas-amsterdam", False), ("bela-hr-4", True)])
def test_every_number_field_takes_the_keypad(phone, preset, claim):
    sheet = start(phone, preset, "en")
    if claim:
        phone.goto(sheet.split("?")[0].rstrip("/") + "/claim")
        phone.wait_for_selector("form#hand")
        phone.click("details:has(#points) summary")
    else:
        new_hand(phone)
    fields = phone.eval_on_selector_all("form#hand input[inputmode]", "els => els.map(e => e.id)")
    assert len(fields) >= (3 if claim else 4), fields
    for n, field in enumerate(fields, start=1):
        phone.click(f"#{field}")
        keypad(phone, str(n))
        assert values(phone)[field] == str(n), (field, values(phone))
        assert phone.get_attribute(f"#{field}", "inputmode") == "none"  # no phone keyboard over it


def overflowing(page) -> list[str]:
    """The elements whose text is wider or taller than their box (cut off or scrolled)."""
    return page.evaluate("""() => Array.from(document.querySelectorAll('body *')).filter(e => {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || !e.offsetParent) return false;
        const clips = ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY)
                      || s.textOverflow === 'ellipsis';
        return clips && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
    }).map(e => e.tagName + '.' + e.className + ': ' + e.textContent.trim().slice(0, 40))""")


@pytest.mark.parametrize("preset, lang", [("contree", "fr"), ("klaverjas-amsterdam", "nl"), ("bela-hr-4", "hr")])
def test_the_house_rules_show_the_games_own_options_grouped(phone, preset, lang):
    start(phone, preset, lang)
    phone.goto(phone.url.split("?")[0].rstrip("/") + "/rules")
    titles = phone.locator("section.rule-group h2").all_inner_texts()
    assert 4 <= len(titles) <= 5, titles
    shown = phone.eval_on_selector_all("dl.house-rules dt", "els => els.map(e => e.id)")
    assert len(shown) <= 30, shown
    if preset == "contree":
        assert not {"stuk", "nat_on_half", "schmeiss", "auction", "tie"} & set(shown)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, f"rules-{lang}-{preset}")
    shot(phone, f"rules-{lang}-{preset}-full", full=True)
