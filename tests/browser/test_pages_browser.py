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


# Every box that cuts its content (overflow hidden or clip, an ellipsis) whose text's letters reach
# past its edges: a capital's accent above the top, a name under "…", a line cut short.
CLIPPED = """(root) => {
    const out = [];
    for (const e of (root || document).querySelectorAll('body *, svg')) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || e.closest('[hidden], .sr-only')) continue;
        if (e.tagName.toLowerCase() === 'svg') {
            const box = e.getBoundingClientRect();
            for (const t of e.querySelectorAll('text')) {
                const r = t.getBoundingClientRect();
                if (r.width && (r.top < box.top - .5 || r.bottom > box.bottom + .5 || r.left < box.left - .5
                                || r.right > box.right + .5)) out.push('svg text: ' + t.textContent);
            }
            continue;
        }
        const cuts = ['hidden', 'clip'].includes(s.overflowX) || ['hidden', 'clip'].includes(s.overflowY);
        if (!cuts || e.getClientRects().length === 0) continue;
        const box = e.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || s.clip !== 'auto') continue;  // read aloud, not seen
        const top = box.top + e.clientTop, left = box.left + e.clientLeft;
        const range = document.createRange();
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent.trim()) continue;
            range.selectNodeContents(node);
            // an accent on a capital (É, Ž) is drawn above the font's ascent: it needs room
            const size = parseFloat(getComputedStyle(node.parentElement).fontSize);
            const above = /[ÉÈÊÀÂÎÔÛÇŽŠČĆ]/.test(node.textContent) ? .1 * size : 0;
            for (const r of range.getClientRects()) {
                if (r.top - above < top - .5 || r.bottom > top + e.clientHeight + .5 || r.left < left - .5
                    || r.right > left + e.clientWidth + .5) {
                    out.push(e.tagName + '.' + e.className + ': ' + node.textContent.trim().slice(0, 40));
                }
            }
        }
    }
    return out;
}"""


def clipped(page) -> list[str]:
    return page.evaluate(CLIPPED)


# A name broken inside a word ("Markovi|ć"), spilling out of its button, or a page wider than
# the screen.
BROKEN = """() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push('page wider than the screen');
    const names = '.choice span, .seats-trick .who, #melds .seatmelds > strong span, .writes span, #running span';
    for (const e of document.querySelectorAll(names)) {
        if (!e.getClientRects().length) continue;
        if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline')
            out.push('spills: ' + e.textContent.trim());
        for (const node of e.childNodes) {
            if (node.nodeType !== 3) continue;
            const text = node.textContent, range = document.createRange();
            for (const m of text.matchAll(/[^\\s&]+/g)) {
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0)
                                      .map(r => Math.round(r.top)));
                if (lines.size > 1) out.push('broken: ' + m[0]);
            }
        }
    }
    return out;
}"""


def broken(page) -> list[str]:
    return page.evaluate(BROKEN)


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


LONG = ["Élodie Marković", "Željko Kovačević", "Ivana Šimunović", "Đuro Horvatinčić"]


def enter_hand(page, *, taker: int, points: str) -> None:
    new_hand(page)
    page.click("label.choice:has(input[name=trump][value='hearts'])")
    page.click(f"label.choice:has(input[name=taker][value='{taker}'])")
    page.click("#p0")
    keypad(page, points)
    page.wait_for_selector("#save:not([disabled])")
    page.click("#save")
    page.wait_for_selector("table.sheet")


def test_long_accented_names_are_never_cut(browser, server):  # noqa: F811
    errors: list[str] = []
    for size, label in (({"width": 390, "height": 844}, "phone"), ({"width": 1920, "height": 1080}, "wall")):
        context = browser.new_context(**{**PHONE, "viewport": size, "locale": None,
                                         "is_mobile": label == "phone"})
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.base = f"http://127.0.0.1:{server.port}"
        sheet = start(page, "bela-hr-4", "hr", LONG).split("?")[0].rstrip("/")
        enter_hand(page, taker=1, points="100")
        enter_hand(page, taker=0, points="120")
        found = {"sheet": clipped(page) + broken(page)}
        shot(page, f"clip-{label}-sheet", full=True)
        new_hand(page)
        page.click("label.choice:has(input[name=trump][value='spades'])")
        page.click("label.choice:has(input[name=taker][value='3'])")
        page.click("#p0")
        keypad(page, "62")
        page.wait_for_selector("#preview .writes")
        page.wait_for_timeout(800)
        line = page.inner_text("#verdict-line")
        found["form"] = clipped(page) + broken(page)
        shot(page, f"clip-{label}-form")
        shot(page, f"clip-{label}-form-full", full=True)
        page.goto(f"{sheet}/hands/1/replay")
        page.wait_for_selector(".seats-trick")
        found["replay"] = clipped(page) + broken(page)
        shot(page, f"clip-{label}-replay")
        context.close()
        assert not any(found.values()), (label, found)
        assert "…" not in line and line.strip(), line
    assert not errors, errors


class Taps:
    """Counts the taps a hand takes, as a player counts them."""

    def __init__(self, page) -> None:
        self.page, self.count = page, 0

    def __call__(self, selector: str) -> None:
        self.count += 1
        self.page.click(selector)


def test_a_contree_deal_with_three_passes_and_an_80_takes_eight_taps(phone):
    start(phone, "contree", "fr")
    tap = Taps(phone)
    tap(".bar a.btn >> nth=0")
    phone.wait_for_selector("form#hand")
    tap("#bids summary")
    tap("label.choice:has(input[name=bid_suit][value='hearts'])")
    tap("#bids button[name=call][value='80']")
    phone.locator("#bids ol.said li").nth(0).wait_for()
    tap("#bids button[name=call][value='rest_pass']")
    phone.locator("#bids ol.said li").nth(3).wait_for()
    assert phone.locator("#bids ol.said li").count() == 4
    shot(phone, "taps-contree-fr-bids")
    for digit in "81":  # the first points field is the keypad's without a tap of its own
        tap(f"#keypad button[data-key='{digit}']")
    phone.wait_for_selector("#save:not([disabled])")
    shot(phone, "taps-contree-fr-ready")
    tap("#save")
    phone.wait_for_selector("table.sheet")
    assert "80" in phone.inner_text("#hand-1")
    assert tap.count <= 8, tap.count


def test_a_bela_dosta_takes_eight_taps(phone):
    start(phone, "bela-hr-4", "hr")
    tap = Taps(phone)
    tap(".bar a.btn:has-text('Dosta')")
    phone.wait_for_selector("form#hand #claim")
    tap("label.choice:has(input[name=trump][value='hearts'])")
    tap("label.choice:has(input[name=taker][value='0'])")  # the claiming side follows the taker
    assert phone.is_checked("input[name=claim_side][value='0']")
    tap("label.choice:has(input[name=claim_after_trick][value='2'])")
    tap("label.choice:has(input[name=claim_tricks][value='2'])")
    for digit in "35":  # the claim's points take the keypad without a tap of their own
        tap(f"#keypad button[data-key='{digit}']")
    assert phone.input_value("#claim_points") == "35"
    phone.wait_for_selector("#preview .verdict")
    shot(phone, "taps-dosta-hr")
    shot(phone, "taps-dosta-hr-full", full=True)
    tap("#save")
    phone.wait_for_selector("table.sheet")
    assert tap.count <= 8, tap.count


def test_a_tapped_claim_side_stays_when_the_taker_changes(phone):
    start(phone, "bela-hr-4", "en")
    phone.click(".bar a.btn:has-text('Enough')") if phone.locator(".bar a.btn:has-text('Enough')").count() \
        else phone.goto(phone.url.split("?")[0].rstrip("/") + "/claim")
    phone.wait_for_selector("form#hand #claim")
    phone.click("label.choice:has(input[name=claim_side][value='1'])")
    phone.click("label.choice:has(input[name=taker][value='0'])")
    assert phone.is_checked("input[name=claim_side][value='1']")


def test_the_french_replay_prints_v_d_r(phone):
    start(phone, "belote", "fr")
    enter_hand(phone, taker=0, points="100")
    phone.goto(phone.url.split("#")[0].split("?")[0].rstrip("/") + "/hands/1/replay")
    phone.wait_for_selector(".seats-trick")
    row = phone.locator(".suitrow").first.inner_text().split()
    assert [r for r in row if r not in "♥♠♦♣"] == ["7", "8", "9", "10", "V", "D", "R", "A"], row
    shot(phone, "replay-fr-letters")
