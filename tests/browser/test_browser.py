"""Whole games in a real browser (Debian's chromium via Playwright) against the real server.

Two phones (browser contexts) sit at one table: one starts the game, the other joins by the QR
link; each sees the other's hands appear without reloading. Phone-sized screenshots of every
page go to test-artifacts/screenshots/, and the page weights to test-artifacts/page-weights.txt.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from conftest import LiveServer

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SHOTS = ARTIFACTS / "screenshots"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1, "is_mobile": True,
         "has_touch": True, "locale": "en-GB"}
SEEN = 12_000  # ms: another phone polls every 3 s


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        message = "the browser tests need Debian's chromium: apt-get install chromium"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    live = LiveServer(tmp_path_factory.mktemp("browser") / "live.db").start()
    yield live
    live.stop()


@pytest.fixture
def phones(browser, server):
    """``phones()`` opens a phone: a fresh browser context with its own cookies."""
    contexts, errors = [], []

    def open_phone(**extra):
        context = browser.new_context(**{**PHONE, **extra})
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        return page
    open_phone.base = f"http://127.0.0.1:{server.port}"
    yield open_phone
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


def shot(page, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


# ---------------------------------------------------------------- what a player does

def start_game(page, base: str, title: str, players: list[str]) -> dict:
    page.goto(base + "/")
    shot(page, "01-start")
    page.click(f".games a:has-text('{title}')")
    for i, name in enumerate(players):
        page.fill(f"#player{i}", name)
    shot(page, f"02-new-game-{len(players)}p")
    page.click("button:has-text('Start the game')")
    page.wait_for_selector(".qr")
    shot(page, f"03-share-{len(players)}p")
    game = {"code": page.inner_text("#director-code"), "link": page.get_attribute("#share-link", "href")}
    page.click(f"button[name=seat]:has-text('{players[0]}')")
    page.wait_for_selector("table.sheet")
    game["sheet"] = page.url
    return game


def join(page, link: str, name: str) -> None:
    page.goto(link)
    shot(page, "04-join")
    page.click(f"button[name=seat]:has-text('{name}')")
    page.wait_for_selector("table.sheet")


def open_entry(page, *, claim: bool = False) -> None:
    page.click(".bar a.quiet" if claim else ".bar a:has-text('New hand')")
    page.wait_for_selector("form#hand")


def tap(page, name: str, value: object) -> None:
    page.click(f"label.choice:has(input[name={name}][value='{value}'])")


def keypad(page, digits: str) -> None:
    """Tap the on-screen keys: digits, and C to clear the field."""
    for digit in digits:
        key = "clear" if digit == "C" else digit
        page.click(f"#keypad button[data-key='{key}']")


def verdict(page, text: str) -> None:
    page.wait_for_selector(f"#preview .verdict:has-text('{text}')")


def enter_hand(page, *, trump: str, taker: int, points: str = "", melds=(), all_tricks: int | None = None,
               expect: str, name: str | None = None, other: str = "") -> None:
    """``points`` are typed for the first side; ``other`` for the second where it is not completed."""
    open_entry(page)
    tap(page, "trump", trump)
    tap(page, "taker", taker)
    for meld in melds:
        page.click(f"button[name=add][value='{meld}']")
    if all_tricks is not None:
        page.click(f"label.choice:has(input[name=all{all_tricks}])")
    keypad(page, points)
    if other:
        page.click("#p1")
        keypad(page, other)
    verdict(page, expect)
    if name:
        shot(page, name)
        shot(page, name + "-full", full=True)
    page.click("#save")
    page.wait_for_selector("table.sheet")


def total(page, side: int) -> str:
    return page.inner_text(f"table.sheet tfoot tr:first-child td:nth-of-type({side + 1})")


# ---------------------------------------------------------------- the games

def test_four_player_bela_to_1001_on_two_phones(phones):
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    boris = phones()
    join(boris, game["link"], "Boris")

    enter_hand(ana, trump="hearts", taker=1, melds=["1:50"], points="62", expect="Boris and Dino make it",
               name="05-entry-pass")
    boris.wait_for_selector("#hand-1", timeout=SEEN)
    assert total(boris, 1) == "150"
    shot(ana, "06-sheet-one-hand")
    boris.click("button:has-text('Confirm as Boris')")
    boris.wait_for_selector("#hand-1 .unconfirmed", state="detached")

    enter_hand(ana, trump="spades", taker=0, points="70", expect="Ana and Cvita go down", name="07-entry-fall")
    boris.wait_for_selector("#hand-2 .mark.fall:has-text('down')", timeout=SEEN)

    enter_hand(ana, trump="clubs", taker=2, all_tricks=0, expect="Ana and Cvita make it", name="08-entry-stiglja")
    boris.wait_for_selector("#hand-3 .mark.all_tricks:has-text('all tricks')", timeout=SEEN)
    assert total(ana, 0) == "314"

    # Boris enters from his own phone now; Ana sees it.
    enter_hand(boris, trump="diamonds", taker=3, melds=["1:200"], all_tricks=1, expect="Boris and Dino make it")
    ana.wait_for_selector("#hand-4", timeout=SEEN)
    enter_hand(boris, trump="hearts", taker=1, melds=["1:150"], all_tricks=1, expect="Boris and Dino make it")
    ana.wait_for_selector(".result:has-text('Boris and Dino won')", timeout=SEEN)
    assert total(ana, 1) == "1166"
    assert ana.locator(".bar a:has-text('New hand')").count() == 0
    shot(ana, "09-sheet-finished")
    assert ana.is_visible("svg.score-graph")
    shot(ana, "09-sheet-finished-full", full=True)
    shot(boris, "10-sheet-finished-other-phone", full=True)

    ana.click("#hand-2 td.n a")
    ana.wait_for_selector("h1:has-text('Hand 2')")
    assert "took trump and went down" in ana.inner_text(".explain")
    shot(ana, "11-hand-ruling")
    ana.click(".top a.game")
    ana.wait_for_selector("table.sheet")
    pdf_link = ana.get_attribute("a:has-text('Print the sheet')", "href")
    pdf = ana.request.get(phones.base + pdf_link)
    for _ in range(40):  # on a busy machine the sheet may still be rendering: 202, ask again
        if pdf.status != 202:
            break
        ana.wait_for_timeout(500)
        pdf = ana.request.get(phones.base + pdf_link)
    assert pdf.ok and pdf.headers["content-type"] == "application/pdf"
    ana.click(".top a:has-text('History')")
    ana.wait_for_selector(".log li")
    assert "Boris confirmed hand 1" in ana.inner_text(".log")
    shot(ana, "12-history")
    ana.goto(phones.base + "/")
    assert "1166" in ana.inner_text(".games")
    shot(ana, "24-start-with-your-games")


def test_two_handed_clobyosh_won_by_a_claim(phones):
    ana = phones()
    start_game(ana, phones.base, "Clobyosh (two-handed Bela)", ["Ana", "Boris"])
    # Everyone passed: a redeal, written with the turned-up card; the forehand deals next (RULES §7).
    open_entry(ana)
    ana.click("details.bids summary")
    tap(ana, "turn_rank", "K")
    tap(ana, "turn_suit", "hearts")
    ana.click("button[name=call][value=pass]")
    ana.wait_for_selector(".said li:has-text('Boris pass')")
    ana.click("button[name=call][value=pass]")
    ana.wait_for_selector("button[name=call][value=spades]")  # the second round: another suit
    shot(ana, "26-entry-bids")
    ana.click("button[value=redeal]")
    ana.wait_for_selector("#hand-1 .mark.redeal")
    assert "Deals next: Boris" in ana.inner_text(".facts")
    for _ in range(2):
        # 18 of 32 cards are played: Boris's points are typed too, not completed
        enter_hand(ana, trump="spades", taker=0, melds=["0:50", "0:50"], points="120", other="12",
                   expect="Ana makes it")
    assert "501!" in ana.inner_text(".bar")
    open_entry(ana, claim=True)
    tap(ana, "trump", "hearts")
    tap(ana, "taker", 0)
    ana.click("button[name=add][value='0:50']")
    tap(ana, "claim_side", 0)
    tap(ana, "claim_after_trick", 2)
    tap(ana, "claim_tricks", 0)
    ana.click("#claim_points")
    keypad(ana, "0")
    verdict(ana, "False claim")
    assert "A false claim loses the game at once." in ana.inner_text("#preview")
    shot(ana, "13-claim-false")
    tap(ana, "claim_after_trick", 5)
    tap(ana, "claim_tricks", 4)
    keypad(ana, "C60")
    verdict(ana, "Good claim: Ana wins the game")
    shot(ana, "14-claim-good")
    ana.click("#save")
    ana.wait_for_selector(".result:has-text('Ana won by claiming')")
    shot(ana, "15-sheet-claimed")


def test_correcting_a_confirmed_hand_needs_the_director_code(phones):
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    boris = phones()
    join(boris, game["link"], "Boris")
    enter_hand(ana, trump="hearts", taker=0, points="100", expect="Ana and Cvita make it")
    boris.wait_for_selector("#hand-1", timeout=SEEN)
    boris.click("button:has-text('Confirm as Boris')")

    ana.reload()
    ana.click("#hand-1 td.n a")
    ana.click("a:has-text('Correct this hand')")
    ana.wait_for_selector("#director_code")
    ana.click("#p0")
    keypad(ana, "C90")
    verdict(ana, "Ana and Cvita make it")
    ana.fill("#director_code", "NOT1-THE2-CODE")
    ana.click("#save")
    ana.wait_for_selector("#director_code-error:has-text('not the director code')")
    shot(ana, "16-correct-wrong-code")
    ana.fill("#director_code", game["code"])
    ana.click("#save")
    ana.wait_for_selector("h1:has-text('Hand 1')")
    assert "corrected hand 1" in ana.inner_text(".log")
    shot(ana, "17-hand-corrected")
    boris.wait_for_selector("table.sheet tfoot td:has-text('90')", timeout=SEEN)

    ana.goto(game["sheet"].split("?")[0] + "/hands/1/undo")
    shot(ana, "18-undo")
    ana.goto(phones.base + "/games/no-such-game")
    shot(ana, "19-error-page")
    ana.goto(game["sheet"])
    ana.click("a[hreflang=hr]")
    ana.wait_for_selector("html[lang=hr]")
    shot(ana, "20-sheet-croatian")
    ana.click(".bar a.btn:not(.quiet)")
    ana.wait_for_selector("#preview")
    tap(ana, "trump", "clubs")
    tap(ana, "taker", 1)
    keypad(ana, "70")
    verdict(ana, "Boris i Dino prolaze")
    shot(ana, "22-entry-croatian")
    no_codes(ana.inner_text("main"))
    ana.go_back()
    ana.click("a[hreflang=fr]")
    ana.wait_for_selector("html[lang=fr]")
    shot(ana, "21-sheet-french")
    ana.click(".bar a.btn.quiet")
    ana.wait_for_selector("#claim")
    shot(ana, "23-claim-french")
    no_codes(ana.inner_text("main"))
    ana.goto(game["sheet"].split("?")[0] + "/hands/2")
    no_codes(ana.inner_text("main"))


def no_codes(text: str) -> None:
    """What a person reads: no "Side 0", no seat counted from 0, no option identifier."""
    assert not re.search(r"\b(side|seat|strana|mjesto|camp|place) 0\b", text, re.I), text
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text


def test_page_weights(phones):
    """The KB a phone downloads for the sheet and the entry page (cache empty): kept small."""
    ana = phones()
    start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    enter_hand(ana, trump="hearts", taker=1, points="62", expect="Boris and Dino make it")
    sheet_url = ana.url.split("#")[0]
    weights = {"sheet": _weight(phones, ana, sheet_url), "entry": _weight(phones, ana, sheet_url.split("?")[0] + "/hands/new")}
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "page-weights.txt").write_text(
        "".join(f"{name}: {kb:.1f} KB transferred (cold cache)\n" for name, kb in weights.items()))
    # 43 KB since a hand kept offline whose number another phone took is offered as the next
    # hand with its totals (offline.js), on top of the outbox's own key and number and the long
    # names that wrap rather than clip: 42.04 KB measured then (40.4 before the offer).
    assert weights["sheet"] < 43 and weights["entry"] < 60


def _weight(phones, page, url: str) -> float:
    """Bytes over the wire for ``url`` and what it loads, in a new context with the same cookies."""
    fresh = phones(storage_state=page.context.storage_state())
    sizes = []
    fresh.on("requestfinished", lambda request: sizes.append(
        request.sizes()["responseBodySize"] + request.sizes()["responseHeadersSize"]))
    fresh.goto(url)
    fresh.wait_for_load_state("networkidle")
    return sum(sizes) / 1024


def test_the_keypad_replaces_a_filled_in_number_on_the_first_digit(phones):
    """32 must not become 323: a number the page filled in is replaced by the first key."""
    ana = phones()
    start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    open_entry(ana)
    tap(ana, "trump", "hearts")
    tap(ana, "taker", 0)
    keypad(ana, "100")
    assert ana.input_value("#p1") == "62"
    ana.click("#p1")
    keypad(ana, "7")
    assert ana.input_value("#p1") == "7"
    keypad(ana, "2")
    assert ana.input_value("#p1") == "72" and ana.input_value("#p0") == "90"


def test_a_twelve_hand_game_fits_one_phone_screen_with_its_graph(phones, server):
    """The paper sheet holds a game on one side of a page; the phone's sheet holds 12 hands in
    one 390×844 screen (compact rows), the graph and the totals just below."""
    status, game = server.request("POST", "/api/v1/games", {"variant": "bela-hr-4", "players": [
        "Ana", "Boris", "Cvita", "Dino"], "options": {"target": 3001}})
    assert status == 201
    status, phone = server.request("POST", f"/api/v1/games/{game['id']}/phones", {"seat": 0},
                                   {"Authorization": f"Bearer {game['table_token']}"})
    for n in range(12):
        hand = {"dealer": (3 + n) % 4, "trump": "hearts", "taker": n % 2,
                "tricks": [5, 3] if n % 2 == 0 else [3, 5], "points": [100, 62] if n % 2 == 0 else [62, 100]}
        status, _ = server.request("POST", f"/api/v1/games/{game['id']}/hands", hand,
                                   {"Authorization": f"Bearer {phone['phone_token']}"})
        assert status == 201
    page = phones()  # a phone watching the sheet
    page.goto(f"{phones.base}/games/{game['id']}")
    last = page.locator("#hand-12").bounding_box()
    assert last and last["y"] + last["height"] <= 844, last
    shot(page, "27-twelve-hands")
    assert page.locator("svg.score-graph").count() == 1
    page.goto(f"{phones.base}/games/{game['id']}/rules#target")
    assert "3001" in page.inner_text("#target")
    shot(page, "27-house-rules")
    page.goto(f"{phones.base}/players?name=Ana")
    assert page.locator("table.stats tr.mine").count() >= 1
    shot(page, "27-players", full=True)


def save_offline(page, game: dict) -> None:
    """Open the hand form once online (the service worker keeps it), go offline, save a hand."""
    open_entry(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.goto(game["sheet"])
    open_entry(page)
    page.context.set_offline(True)
    tap(page, "trump", "spades")
    tap(page, "taker", 1)
    keypad(page, "90")
    page.click("#save")
    page.wait_for_selector("#outbox:not([hidden])")


def test_a_hand_saved_offline_waits_on_the_phone_and_is_stored_once(phones, server):
    """Club Wi-Fi drops: the hand saved meanwhile stays on the phone, shown as waiting to send,
    and is stored once when the network is back (its key makes a second sending the same hand)."""
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    enter_hand(ana, trump="hearts", taker=0, points="100", expect="make it")
    save_offline(ana, game)
    assert "Waiting to send" in ana.inner_text("#outbox")
    shot(ana, "28-offline-waiting")
    ana.context.set_offline(False)
    ana.evaluate("window.dispatchEvent(new Event('online'))")
    ana.wait_for_selector("#hand-2", timeout=15_000)
    assert ana.is_hidden("#outbox")
    status, state = server.request("GET", game["sheet"].split(phones.base)[1].replace("/games/", "/api/v1/games/"))
    assert status == 200 and len(state["record"]["hands"]) == 2
    shot(ana, "29-offline-sent")


def test_a_hand_another_phone_saved_first_is_a_choice_never_lost(phones, server):
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    game_id, token = game["link"].rstrip("/").split("/")[-2:]
    status, boris = server.request("POST", f"/api/v1/games/{game_id}/phones", {"seat": 1},
                                   {"Authorization": f"Bearer {token}"})
    assert status == 201
    save_offline(ana, game)
    status, _ = server.request("POST", f"/api/v1/games/{game_id}/hands", {
        "dealer": 0, "trump": "hearts", "taker": 1, "points": [62, 100]},
        {"Authorization": f"Bearer {boris['phone_token']}"})
    assert status == 201
    ana.context.set_offline(False)
    _say_online(ana)
    ana.wait_for_selector("#outbox button[data-do=retry]", timeout=15_000)
    assert "Another phone saved a hand first" in ana.inner_text("#outbox")
    shot(ana, "30-offline-conflict")
    ana.click("#outbox button[data-do=retry]")
    ana.wait_for_selector("#hand-2", timeout=15_000)
    status, state = server.request("GET", f"/api/v1/games/{game_id}")
    assert [h["points"] for h in state["record"]["hands"]] == [[62, 100], [90, 72]]


def _say_online(page) -> None:
    """Tell the page the network is back. The page may be reloading at that very moment (the
    sheet reloads itself when another phone's hand arrives): then tell the page it became."""
    for _ in range(3):
        try:
            page.evaluate("window.dispatchEvent(new Event('online'))")
            return
        except Exception as error:  # playwright's Error (imported with the browser)
            if "navigation" not in str(error) and "destroyed" not in str(error):
                raise
            page.wait_for_load_state()
    page.evaluate("window.dispatchEvent(new Event('online'))")


def test_a_common_hand_is_entered_without_scrolling(phones):
    """Trump, taker, a meld, one side's points: every tap of a common hand is on the first screen
    of a 390×844 phone, and so is Save, in English and in Croatian. Melds are entered per pair, one
    row for Ana & Cvita and one for Boris & Dino, as a paper score sheet writes them: 7 taps."""
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    cvita = phones(locale="hr-HR")
    join(cvita, game["link"], "Cvita")
    for phone, suffix in ((ana, ""), (cvita, "-hr")):
        phone.click(".bar a[href$='/hands/new']")
        phone.wait_for_selector("form#hand")
        rows = phone.locator("#melds .seatmelds > strong")
        assert [" ".join(rows.nth(i).inner_text().split()) for i in range(rows.count())] == [
            "Ana & Cvita", "Boris & Dino"]
        _common_hand_in_one_screen(phone, suffix)


def test_equal_pair_melds_ask_which_partner_on_the_form(phones):
    """RULES §4, tie-break trump then first: equal K-high fifties outside trump, written per pair;
    the form asks who of each pair declared them, and once Dino (last in play) is said, Ana &
    Cvita's fifty wins whichever of them declared it: nothing more is asked."""
    ana = phones()
    start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    open_entry(ana)
    ana.select_option("#dealer", "3")
    tap(ana, "trump", "hearts")
    tap(ana, "taker", 0)
    ana.click("button[name=add][value='0:50']")
    ana.click("button[name=add][value='1:50']")
    for field, values in (("meld_top", ("K", "K")), ("meld_suit", ("spades", "clubs"))):
        for i, value in enumerate(values):
            ana.locator(f"#melds .detail:not([hidden]) select[name={field}]").nth(i).select_option(value)
    keypad(ana, "100")
    ana.wait_for_selector("#melds select[name=meld_seat] >> nth=1")
    assert "say which partner declared it" in ana.inner_text("#melds-error")
    assert ana.is_disabled("#save")
    shot(ana, "34-which-partner")
    ana.locator("#melds select[name=meld_seat]").nth(1).select_option(label="Dino")
    verdict(ana, "Ana and Cvita make it")
    assert ana.locator("#melds select[name=meld_seat]").count() == 1
    assert "whichever of them declared it" in ana.inner_text("#preview")
    ana.click("#save")
    ana.wait_for_selector("table.sheet")


def _common_hand_in_one_screen(ana, suffix: str) -> None:
    height = ana.viewport_size["height"]
    shot(ana, "31-entry-first-screen" + suffix)
    bar = ana.locator(".bar").bounding_box()["y"]  # the fixed bar covers what is under it
    for selector in ("#trump-set", "#taker-set", "#melds button[name=add]", "#p0", "#keypad", "#save"):
        box = ana.locator(selector).last.bounding_box()
        assert box and box["y"] + box["height"] <= (height if selector == "#save" else bar), (selector, box)
    taps = ["label.choice:has(input[name=trump][value='hearts'])", "label.choice:has(input[name=taker][value='0'])",
            "button[name=add][value='0:20']"] + [f"#keypad button[data-key='{d}']" for d in "100"]
    for selector in taps:
        ana.click(selector)
        if "add" in selector:
            ana.wait_for_selector("#melds .seatmelds:first-of-type .chip.on")
    pair = {"": "Ana and Cvita", "-hr": "Ana i Cvita"}[suffix]  # a sentence joins the pair with the page's "and"
    ana.wait_for_selector(f"#preview .verdict.passed:has-text('{pair}')")
    assert ana.locator("#keypad").bounding_box()["y"] + ana.locator("#keypad").bounding_box()["height"] <= bar
    assert ana.evaluate("window.scrollY") == 0
    assert ana.is_enabled("#save") and len(taps) + 1 == 7  # and Save
    shot(ana, "31-common-hand-one-screen" + suffix)


def test_the_table_is_told_why_at_once_in_its_words(phones):
    """Two players given four jacks are refused at once, by name; a correction's preview says the
    result it changes before saving (RULES §9; the correction flow of the table pages)."""
    ana = phones()
    game = start_game(ana, phones.base, "Bela (Croatian, four players)", ["Ana", "Boris", "Cvita", "Dino"])
    open_entry(ana)
    tap(ana, "trump", "hearts")
    tap(ana, "taker", 0)
    ana.click("button[name=add][value='0:200']")
    ana.click("button[name=add][value='1:200']")
    ana.wait_for_selector("#preview :text('cannot both have declared')")
    assert "Ana & Cvita and Boris & Dino cannot both have declared J" in ana.inner_text("#preview")
    assert ana.is_disabled("#save")
    shot(ana, "32-four-jacks-twice")
    ana.goto(game["sheet"])
    enter_hand(ana, trump="hearts", taker=0, points="100", expect="make it")
    enter_hand(ana, trump="spades", taker=1, points="62", expect="make it")
    ana.goto(game["sheet"].split("?")[0] + "/hands/1/edit")
    ana.click("#p0")
    keypad(ana, "C70")
    verdict(ana, "go down")
    shot(ana, "33-correction-preview")
    assert "Totals after this hand" in ana.inner_text("#preview")


@pytest.mark.parametrize("lang", ["en", "hr", "fr", "nl"])
def test_long_names_fit_their_buttons(phones, lang):
    """"Marijana", "Krešimir", "Antonija", "Dominik" (and French "aucune"): on the 390×844 hand
    form no name spills out of its button and nothing runs past the screen's edge."""
    page = phones()
    start_game(page, phones.base, "Bela (Croatian, four players)", ["Marijana", "Krešimir", "Antonija", "Dominik"])
    open_entry(page)
    if lang != "en":
        page.goto(phones.base + page.get_attribute(f"a[hreflang={lang}]", "href"))
        page.wait_for_selector(f"html[lang={lang}]")
    spilled = page.evaluate("""() => [...document.querySelectorAll('#hand .choice span')]
        .filter(s => s.scrollWidth > s.clientWidth + 1).map(s => s.textContent.trim())""")
    assert spilled == []
    broken = page.evaluate("""() => [...document.querySelectorAll('#hand .choice span')].flatMap(span => {
        const walk = document.createTreeWalker(span, NodeFilter.SHOW_TEXT), found = [];
        for (let node = walk.nextNode(); node; node = walk.nextNode()) {
          const range = document.createRange(); range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
          if (node.textContent.trim() && lines.size > 1) found.push(node.textContent.trim());
        }
        return found; })""")
    assert broken == []  # no name nor word ("diamonds", "aucune") broken over two lines
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, f"47-long-names-{lang}")
