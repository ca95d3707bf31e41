"""A concours de contrée in French and a klaverjas evening in Dutch, in a real browser (Debian's
chromium): the director on a phone (390×844) creates the tournament on the pages, registers pairs
at the desk and draws; a table opens its card and enters its deals on the hand form; the director
enters the other tables' results on paper; the dashboard, the standings on a phone, the projector
on a 1920×1080 screen, the printed standings. Screenshots go to test-artifacts/screenshots/
(c-*: contrée, k-*: klaverjas).

Sources: coinchons.fr (a concours: parties of a fixed number of deals, ranked by points; contré
× 2); klaverjasunie.nl "Het spel" (a boompje of 16 deals; 162 and the roem a deal)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from conftest import serving
from test_browser import ARTIFACTS, SHOTS, browser, phones, shot  # noqa: F401  (fixtures)
from test_browser_contract_klaverjas import call, keypad, tap
from test_tournament_browser import tournament_state

pytestmark = pytest.mark.browser
PORT = 5801  # this file's own port
PAIRS = ["Ana & Cvita", "Ivo & Marko", "Luka & Petra", "Mia & Tin"]
PLAYERS = ["Anouk", "Bram", "Daan", "Eva", "Femke", "Joost", "Lotte", "Sanne"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_contract_tournament"), PORT)


def create(director, base: str, lang: str, *, title: str, variant: str, entrants: list[str],
           rounds: int, format: str = "swiss", deals: str = "") -> str:  # noqa: A002
    """The new tournament form, filled in on the director's phone; the director code shown once."""
    director.goto(f"{base}/lang/{lang}?next=/tournaments/new")
    director.fill("#title", title)
    director.select_option("#variant", variant)
    director.fill("#entrants", "\n".join(entrants))
    director.click("details summary")
    director.select_option("#format", format)
    director.fill("#rounds", str(rounds))
    if deals:
        director.fill("#deals", deals)
    shot(director, f"{lang}-t-01-new-tournament", full=True)
    director.click("form button[type=submit] >> nth=-1")
    return director.inner_text("#director-code")


def join_table(phones, director, code: str, table: int, lang: str, *, player: int):
    """A table's phone opens the card link and says who holds it with the entrant code."""
    director.click(f"#table-{table} details.join summary")
    link = director.get_attribute(f"#table-{table} details.join a", "href")
    state = tournament_state(phones.base, director.url, code)
    phone = phones()
    phone.goto(f"{phones.base}/lang/{lang}?next=/")
    phone.goto(link)
    phone.fill("input[name=entrant_code]", state["entrants"][player - 1]["code"])
    phone.click("button[name=seat] >> nth=0")
    arrived(phone, "table.sheet")
    return phone


def arrived(phone, selector: str) -> None:
    """Waits for ``selector``; when it never comes, fails with the page the phone shows instead."""
    try:
        phone.wait_for_selector(selector)
    except Exception as error:  # playwright's TimeoutError: say where the phone is
        raise AssertionError(f"no {selector} at {phone.url}: {phone.inner_text('body')[:600]!r}") from error


def paper(director, table: int, games: str) -> None:
    director.fill(f"#games-{table}", games)
    director.click(f"#table-{table} button[value=result]")
    director.wait_for_selector(".note.good")


def approve_all(director) -> None:
    while director.locator(".tablecard button[value=approve]").count():
        director.click(".tablecard button[value=approve] >> nth=0")
        director.wait_for_load_state()


def printed(director, path: str, name: str) -> str:
    """The standings PDF as the director's phone gets it, kept as a PNG to look at; its text."""
    for _ in range(120):  # the workers render it; meanwhile the page answers 202
        answer = director.request.get(director.url.split("#")[0] + path)
        if answer.status != 202:
            break
        director.wait_for_timeout(500)
    assert answer.status == 200 and answer.headers["content-type"] == "application/pdf"
    pdf = ARTIFACTS / f"{name}.pdf"
    pdf.write_bytes(answer.body())
    if not shutil.which("pdftoppm"):
        pytest.skip("needs poppler-utils")
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(SHOTS / name)], check=True)
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout


def contree_deal(phone, *, calls: list[str], suit: str, points: str, bela: int | None = None,
                 dealer: str = "") -> None:
    """One deal on the hand form: the auction call by call, then the first pair's card points."""
    phone.click(".bar a.btn >> nth=0")
    phone.wait_for_selector("form#hand")
    if dealer:
        phone.select_option("#dealer", dealer)
    phone.click("#bids summary")
    tap(phone, "bid_suit", suit)
    for n, word in enumerate(calls, start=1):
        call(phone, word, n)
    if bela is not None:
        tap(phone, "bela", bela)
    phone.click("#p0")
    keypad(phone, points)
    phone.wait_for_selector("#preview .contract-line")


def test_a_concours_de_contree_in_french(phones, browser):
    director = phones(locale="fr-FR")
    code = create(director, phones.base, "fr", title="Concours de contrée du samedi", variant="contree",
                  entrants=PAIRS, rounds=2, deals="12")
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}", code)
    dashboard = director.url.split("#")[0]
    director.click("#desk-link")
    director.fill("#entrants", "Zoé & Luc\nEmma & Jules")
    director.click("button[value=add]")
    director.wait_for_selector(".note.good")
    for number in (1, 5):
        with director.expect_navigation():  # each mark's answer before the next tap, and the count
            director.click(f"#entrant-{number} button[value=present]")
    assert director.locator("ul.desk li").count() == 6
    shot(director, "c-02-desk", full=True)
    director.goto(dashboard)
    director.click("#draw")
    director.wait_for_selector(".tablecard")
    assert "Tour 1" in director.inner_text("main")
    assert director.get_attribute("#games-1", "placeholder") == "1640-1480"
    shot(director, "c-03-dashboard-drawn", full=True)

    room = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="fr-FR").new_page()
    room.goto(f"{phones.base}/lang/fr?next=" + director.url.split(phones.base)[1].split("#")[0] + "/projector")
    assert room.locator(".bigdraw li").count() == 3
    shot(room, "c-04-projector-draw")

    table = tournament_state(phones.base, director.url, code)["rounds"][0]["tables"][0]
    phone = join_table(phones, director, code, 1, "fr", player=table["entrants"][0])
    assert "Donne 1 sur 12" in phone.inner_text("main")
    # The first deal: 110 ♥, contré by the fourth player; the takers make it with the belote.
    contree_deal(phone, calls=["110", "pass", "pass", "contre", "pass", "pass", "pass"], suit="hearts",
                 points="113", bela=0, dealer="3")
    line = phone.inner_text("#preview .contract-line")
    assert "contré" in line and "110" in line, line
    shot(phone, "c-05-hand-form-contre", full=True)
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    assert "×2" in phone.inner_text("#hand-1") and "Donne 2 sur 12" in phone.inner_text("main")
    for _ in range(11):
        contree_deal(phone, calls=["80", "pass", "pass", "pass"], suit="spades", points="100")
        phone.click("#save")
        phone.wait_for_selector("table.sheet")
    assert phone.locator(".result").count() == 1
    shot(phone, "c-06-table-finished", full=True)
    assert 'stroke-dasharray="3 3"' not in phone.inner_html(".score-graph")  # no target in 12 deals

    director.reload()
    director.fill("#games-2", "1250-830")
    director.click("#table-2 button[value=result]")
    refused = director.inner_text("#table-2")
    assert "1250 + 830 = 2080, ce n’est pas possible" in refused and "2880" in refused
    shot(director, "c-07-impossible-sheet", full=True)
    paper(director, 2, "1640-1480")
    paper(director, 3, "1520-1600")
    shot(director, "c-08-dashboard-results", full=True)
    approve_all(director)
    shot(director, "c-09-dashboard-approved", full=True)

    standings = phones(locale="fr-FR")
    standings.goto(f"{phones.base}/lang/fr?next=" + director.url.split(phones.base)[1].split("#")[0] + "/standings")
    ranked = standings.inner_text("main")
    assert "Classement après le tour 1" in ranked and "Points" in ranked
    assert ranked.index("Luka & Petra") < ranked.index("Emma & Jules") < ranked.index("Mia & Tin")
    shot(standings, "c-10-standings-phone", full=True)
    room.reload()
    room.wait_for_selector(".bigstandings")
    assert room.locator(".bigstandings tbody tr").count() == 6
    shot(room, "c-11-projector-standings")
    room.context.close()
    text = printed(director, "/standings.pdf", "c-12-standings-pdf")
    assert "Belote contrée" in text and "CLASSEMENT APRÈS LE TOUR 1" in text and "1640" in text


def test_a_klaverjas_evening_in_dutch(phones, browser):
    director = phones(locale="nl-NL")
    code = create(director, phones.base, "nl", title="Klaverjasavond", variant="klaverjas-amsterdam",
                  entrants=PLAYERS, rounds=3, format="melee")
    room = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="nl-NL").new_page()
    for round_no in (1, 2, 3):
        director.click("#draw")
        director.wait_for_selector(".tablecard")
        assert director.get_attribute("#games-1", "placeholder") == "1360-1232"
        if round_no == 1:
            shot(director, "k-02-dashboard-drawn", full=True)
            table = tournament_state(phones.base, director.url, code)["rounds"][0]["tables"][0]
            phone = join_table(phones, director, code, 1, "nl", player=table["teams"][0][0])
            assert "Spel 1 van 16" in phone.inner_text("main")
            one_deal_with_roem(phone)
            director.reload()
        for table_no, games in ((1, "1500-1292"), (2, "1400-1312")):
            paper(director, table_no, games)
        approve_all(director)
        if round_no == 1:
            room.goto(f"{phones.base}/lang/nl?next=" + director.url.split(phones.base)[1].split("#")[0] + "/projector")
            shot(room, "k-04-projector-round-1")
    shot(director, "k-05-dashboard-done", full=True)
    standings = phones(locale="nl-NL")
    standings.goto(f"{phones.base}/lang/nl?next=" + director.url.split(phones.base)[1].split("#")[0] + "/standings")
    ranked = standings.inner_text("main")
    assert "Eindstand" in ranked and "Punten" in ranked  # every round played: the final standings
    shot(standings, "k-06-standings-phone", full=True)
    room.reload()
    room.wait_for_selector(".bigstandings")
    assert "Eindstand" in room.inner_text("header")
    names = room.locator(".bigstandings tbody tr").all_inner_texts()
    assert len(names) == 8 and all(" & " not in row for row in names)  # one player a line
    points = [int(re.findall(r"\b(\d{4})\b", row)[0]) for row in names]
    assert points == sorted(points, reverse=True)
    shot(room, "k-07-projector-final")
    room.context.close()
    text = printed(director, "/standings.pdf", "k-08-standings-pdf")
    assert "Klaverjassen (Amsterdams)" in text and "EINDSTAND" in text and "Standings" not in text


def one_deal_with_roem(phone) -> None:
    """The first deal of a boompje: clubs, 100 punten and 20 roem to the first pair."""
    phone.click(".bar a.btn >> nth=0")
    phone.wait_for_selector("form#hand")
    phone.click("#bids summary")
    call(phone, "clubs", 1)
    phone.click("#p0")
    keypad(phone, "100")
    phone.fill("#r0", "20")
    phone.wait_for_selector("#preview .roem-line:has-text('20')")
    shot(phone, "k-03-hand-form-roem", full=True)
    phone.click("#save")
    phone.wait_for_selector("table.sheet")
    assert "Spel 2 van 16" in phone.inner_text("main")
    shot(phone, "k-03b-sheet-after-one-deal", full=True)
