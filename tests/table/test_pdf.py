"""The printed score sheet: a real game rendered to A4, read
back with pdftotext, its first page turned into a PNG in test-artifacts/ to look at; fonts
bundled and nothing fetched over the network; ``GET /games/<id>/sheet.pdf``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from scorekeeper.rules import adjudicate
from scorekeeper.sheets.sheet import build_sheet
from test_sheet import FOUR, bela_1001_record, hand

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"

if shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None:
    pytest.skip("pdftotext/pdftoppm are missing: install poppler-utils "
                "(sudo apt-get install poppler-utils) to test the PDF sheet",
                allow_module_level=True)
try:
    from scorekeeper.table import pdf
except OSError as error:  # WeasyPrint loads Pango when imported
    pytest.skip(f"WeasyPrint cannot load Pango ({error}): install libpango-1.0-0 and "
                "libpangoft2-1.0-0 to test the PDF sheet", allow_module_level=True)


def render(record: dict, **kwargs) -> bytes:
    return pdf.render_sheet_pdf(build_sheet(record, adjudicate(record)), **kwargs)


def text_of(data: bytes, tmp_path: Path, *, layout: bool = True) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    args = ["pdftotext", *(["-layout"] if layout else []), str(path), "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def lines_of(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def bela_pdf() -> bytes:
    return render(bela_1001_record())


@pytest.fixture
def bela_text(bela_pdf, tmp_path) -> str:
    return text_of(bela_pdf, tmp_path)


# ---------------------------------------------------------------- the printed game

def test_it_is_one_a4_page(bela_pdf, tmp_path):
    path = tmp_path / "sheet.pdf"
    path.write_bytes(bela_pdf)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True).stdout
    assert bela_pdf.startswith(b"%PDF-")
    assert re.search(r"^Pages:\s+1$", info, re.M)
    assert re.search(r"^Page size:\s+595.276 x 841.89 pts \(A4\)$", info, re.M)


def test_the_heading_game_house_rules_and_players(bela_text):
    assert bela_text.count("Friday club, table 3") >= 2  # the title, and the page header
    assert "Bela (Croatian, four players) · to 1001" in bela_text and "bela-hr-4" not in bela_text
    assert "An exact tie: held over in the pot (litige)" in bela_text and "hold_over" not in bela_text
    assert "Ana & Cvita — Boris & Dino" in bela_text
    assert "In seat order: Ana → Boris → Cvita → Dino" in bela_text


EXPECTED_ROWS = [
    # number, dealer, trump, taker, (hand, total) for each side, marks and the footnote's number;
    # a mark too long for its box ("all tricks", "pot paid 81") takes a second line in its cell,
    # never the number's room: on an English page the Croatian table's pad is "down"
    ["1", "Dino", "♥", "Ana", "112", "112", "70", "70"],
    ["2", "Ana", "♠", "Boris", "212", "324", "DOWN", "–", "70", "¹"],
    ["ALL"],
    ["3", "Boris", "♣", "Cvita", "TRICKS", "272", "596", "–", "70"],
    ["BELA"],  # Cvita declared bela: under the štiglja in her pair's box
    ["4", "Cvita", "♦", "Dino", "81", "677", "TIE", "–", "70", "POT", "81", "²"],
    ["5", "Dino", "♥", "Ana", "DOWN", "–", "677", "POT"],
    ["PAID", "81", "243", "313", "³"],
    ["6", "Ana", "♠", "Boris", "52", "729", "160", "473"],
    ["7", "Boris", "♣", "Cvita", "100", "829", "62", "535"],
    ["8", "Cvita", "♦", "Dino", "70", "899", "112", "647"],
    ["9", "Dino", "♥", "Ana", "DOWN", "–", "899", "182", "829", "⁴"],
    ["BELA"],
    ["10", "Ana", "♠", "Boris", "72", "971", "110", "939"],
    ["11", "Boris", "♣", "Cvita", "DOWN", "–", "971", "162", "1101", "⁵"],
]


def test_every_hand_row_with_its_marks_and_running_totals(bela_text):
    table = bela_text.split("Marks\n")[1].split("Total")[0]
    assert lines_of(table) == EXPECTED_ROWS


def test_the_totals_and_the_result(bela_text):
    assert ["Total", "971", "1101"] in lines_of(bela_text)
    assert "Boris and Dino won, 1101 to 971." in bela_text
    assert "Still needed" not in bela_text  # the game is over


def test_a_line_for_each_players_signature(bela_text):
    assert "SIGNATURES" in bela_text
    names = [w for words in lines_of(bela_text.split("SIGNATURES")[1].split("NOTES")[0])
             for w in words]
    assert names == FOUR


def test_disputed_hands_are_explained_in_numbered_footnotes(bela_pdf, tmp_path):
    notes = text_of(bela_pdf, tmp_path, layout=False).split("NOTES ON DISPUTED HANDS")[1]
    flat = " ".join(notes.split())
    assert "1. Hand 2. Ana and Cvita held the best meld" in flat
    assert "2. Hand 4. Tie 81–81" in flat
    assert "5. Hand 11." in flat


def test_the_page_says_page_x_of_y(bela_text):
    assert "page 1 of 1" in bela_text


def test_the_first_page_as_a_png_to_look_at(bela_pdf):
    """Not a pixel comparison: the PNG is there for a person to look at (test-artifacts/)."""
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "sheet_bela_1001.pdf").write_bytes(bela_pdf)
    png = ARTIFACTS / "sheet_bela_1001.png"
    png.unlink(missing_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile",
                    str(ARTIFACTS / "sheet_bela_1001.pdf"), str(png.with_suffix(""))], check=True)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert png.stat().st_size > 10_000


def test_a_long_game_runs_onto_a_second_page_with_its_header(tmp_path):
    record = {"variant": "bela", "options": {"target": 9001}, "title": "Marathon",
              "players": FOUR,
              "hands": [hand(i % 4, "hearts", i % 4, [90, 72] if i % 2 == 0 else [72, 90])
                        for i in range(48)]}
    text = text_of(render(record), tmp_path)
    pages = text.split("\f")
    assert "page 1 of 2" in pages[0] and "page 2 of 2" in pages[1]
    assert "Marathon" in pages[1] and "Ana & Cvita" in pages[1]  # header and column heads repeat
    assert "Still needed" in pages[1]


def test_a_hand_s_row_is_never_split_over_two_pages(tmp_path):
    """A row cut at the foot of a page sent its note's number over alone, into an empty row at
    the top of the next: each note's number stands on the line of its hand."""
    from records_strategy import random_record
    text = text_of(render(random_record("bela-hr-4", 40, seed=40)), tmp_path)
    noted = [words for words in lines_of(text) if words[-1].strip("⁰¹²³⁴⁵⁶⁷⁸⁹") == ""]
    assert len(noted) == 20  # the game's twenty notes
    assert all(len(words) > 1 for words in noted)  # none alone on a line
    assert ["30", "Boris", "♣", "Dino", "182", "2648", "DOWN", "–", "2872", "¹⁴"] in noted  # the foot of page 1


def test_an_unfinished_game_leaves_blank_rows_and_says_who_deals(tmp_path):
    record = bela_1001_record()
    record["hands"] = record["hands"][:3]
    text = text_of(render(record), tmp_path)
    assert "Total so far" in text and "Still needed" in text
    assert "Next to deal: Cvita." in text
    assert "The game goes on at 596 : 70." in text


@pytest.mark.parametrize("variant,players,hands,lang,expected", [
    ("clobyosh", ["M", "Y"], [hand(1, "hearts", 0, [30, 110], tricks=[2, 7])], "en", "BATE"),
    ("belote", FOUR, [hand(3, "hearts", 0, [81, 81], tricks=[4, 4])], "fr", "LITIGE"),
    ("belote", FOUR, [hand(3, "hearts", 0, [81, 81], tricks=[4, 4])], "en", "TIE"),
    ("bela-3", ["Ana", "Boris", "Cvita"],
     [hand(2, "hearts", 0, [20, 70, 60], tricks=[2, 4, 3])], "en", "BATE"),
])
def test_other_games_print_their_own_words(tmp_path, variant, players, hands, lang, expected):
    """A table's own word on a sheet in its own language (bate in English, litige in French);
    another language's sheet says that language's word."""
    text = text_of(render({"variant": variant, "players": players, "hands": hands}, lang=lang), tmp_path)
    assert expected in text and players[-1] in text


# ---------------------------------------------------------------- offline: fonts, no network

def test_fonts_come_from_static_fonts_and_nothing_else_is_fetched():
    fetcher = pdf.LocalFetcher()
    record = bela_1001_record()
    pdf.render_sheet_pdf(build_sheet(record, adjudicate(record)), fetcher=fetcher)
    static = (ROOT / "scorekeeper" / "static").as_uri()
    assert fetcher.refused == []
    assert all(url.startswith(static + "/") for url in fetcher.fetched)
    assert f"{static}/fonts/DejaVuSans.ttf" in fetcher.fetched
    assert f"{static}/pdf.css" in fetcher.fetched


def test_the_bundled_fonts_are_embedded(bela_pdf, tmp_path):
    if shutil.which("pdffonts") is None:
        pytest.skip("pdffonts (poppler-utils) is missing")
    path = tmp_path / "sheet.pdf"
    path.write_bytes(bela_pdf)
    fonts = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True).stdout
    assert "Sheet-Sans" in fonts and "Sheet-Condensed" in fonts  # the @font-face families


def test_the_fetcher_refuses_the_network_and_files_outside_static(tmp_path):
    from weasyprint import HTML
    fetcher = pdf.LocalFetcher()
    page = ('<link rel="stylesheet" href="https://fonts.example.invalid/x.css">'
            '<img src="http://example.invalid/a.png"><img src="file:///etc/hostname">'
            '<p>offline</p>')
    HTML(string=page, url_fetcher=fetcher).write_pdf()
    assert sorted(fetcher.refused) == ["file:///etc/hostname", "http://example.invalid/a.png",
                                       "https://fonts.example.invalid/x.css"]
    assert fetcher.fetched == []
    with pytest.raises(ValueError, match="reads only its own files"):
        fetcher.fetch("https://example.invalid/")
    assert not fetcher.allows((ROOT / "scorekeeper" / "static" / ".." / ".." / "pyproject.toml").as_uri())


def test_names_are_text_not_markup_so_they_cannot_fetch_anything(tmp_path):
    record = bela_1001_record()
    record["players"][0] = '<img src="http://evil.invalid/x.png">'
    fetcher = pdf.LocalFetcher()
    data = pdf.render_sheet_pdf(build_sheet(record, adjudicate(record)), fetcher=fetcher)
    assert fetcher.refused == []
    assert '<img src="http://evil.invalid/x.png">' in " ".join(text_of(data, tmp_path).split())


def test_page_counter_text_is_safe_css():
    assert str(pdf.css_content('page \x01 of \x02')) == '"page " counter(page) " of " counter(pages)'
    assert str(pdf.css_content('a "quoted" \\ word')) == '"a \\"quoted\\" \\\\ word"'


def test_a_language_without_a_catalogue_falls_back_to_english(tmp_path):
    text = text_of(render(bela_1001_record(), lang="xx"), tmp_path)
    assert "SIGNATURES" in text and "page 1 of 1" in text


@pytest.mark.parametrize("lang,fall,all_tricks", [("hr", "PAD", "ŠTIGLJA"), ("fr", "DEDANS", "CAPOT"),
                                                   ("en", "DOWN", "TRICKS")])
def test_the_tables_words_are_the_pages_language(tmp_path, lang, fall, all_tricks):
    """a Croatian table's own words (pad, štiglja) on its Croatian
    sheet; a French sheet of the same game says dedans and capot, an English one down."""
    assert f'<html lang="{lang}">' in pdf.render_sheet_html(
        build_sheet(bela_1001_record(), adjudicate(bela_1001_record())), lang=lang)
    table = text_of(render(bela_1001_record(), lang=lang), tmp_path)
    assert fall in table and all_tricks in table and "1101" in table
    if lang != "hr":
        assert "PAD" not in table and "ŠTIGLJA" not in table


# ---------------------------------------------------------------- the route

def test_the_route_prints_a_stored_game(client, new_game, tmp_path):
    game = new_game(title="Friday club, table 3", options={"tie": "hold_over"})
    for h in bela_1001_record()["hands"][:4]:
        assert game.enter(h).status_code == 201
    response = client.get(f"/games/{game.id}/sheet.pdf")
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    assert response.headers["Content-Disposition"].startswith('inline; filename="bela-hr-4-')
    text = text_of(response.data, tmp_path)
    assert EXPECTED_ROWS[3] in lines_of(text)
    assert "Friday club, table 3" in text
    french = client.get(f"/games/{game.id}/sheet.pdf?lang=fr")
    assert french.status_code == 200 and french.data.startswith(b"%PDF-")


def test_the_sheet_is_written_as_well_formed_xhtml_so_it_is_read_the_quick_way():
    """The printed page is parsed by expat when it is well formed (a fiftieth of the time of an
    HTML parser); a slip in the template would still print, only slower: this says which."""
    from xml.etree import ElementTree
    record = bela_1001_record()
    html = pdf.render_sheet_html(build_sheet(record, adjudicate(record)), lang="hr", css_given=True)
    root = ElementTree.fromstring(html)
    assert root.tag == "html" and root.find(".//table") is not None


def test_a_sheet_asked_again_is_answered_without_ruling_its_hands_again(client, new_game, monkeypatch):
    """A sheet already made for the game's version is found by that version alone: the hands
    are neither ruled nor gathered into a sheet again."""
    from scorekeeper.table.pdf import views
    game = new_game(title="Asked twice")
    for h in bela_1001_record()["hands"][:3]:
        assert game.enter(h).status_code == 201
    gathered: list = []
    real = views.build_sheet
    monkeypatch.setattr(views, "build_sheet", lambda *a, **k: gathered.append(1) or real(*a, **k))
    first = client.get(f"/games/{game.id}/sheet.pdf")
    again = client.get(f"/games/{game.id}/sheet.pdf")
    assert first.status_code == again.status_code == 200 and again.data == first.data
    assert len(gathered) == 1


@pytest.mark.parametrize("game_id", ["nope", "x" * 300, "..%2F..%2Fetc", "%00"])
def test_an_unknown_game_is_404_never_500(client, game_id):
    assert client.get(f"/games/{game_id}/sheet.pdf").status_code == 404


def test_a_game_with_a_replayed_hand_prints_like_any_other(tmp_path):
    """A hand entered card by card (with a renege) prints as its row and its ruling's words."""
    import random
    from play_strategy import played_record
    record = played_record("bela-hr-4", random.Random(3), hands=3, cheat=2)
    text = " ".join(text_of(render(record), tmp_path, layout=False).split())
    assert "Ana" in text and "reneged" in text


@pytest.mark.parametrize("lang, word", [("en", "Dealer"), ("fr", "Donneur"), ("hr", "Miješa"), ("nl", "Gever")])
def test_the_column_of_dealers_is_headed_dealer(lang, word):
    """The column that names who dealt each hand says the dealer, not the deal ("Donne")."""
    html = pdf.render_sheet_html(build_sheet(bela_1001_record(), adjudicate(bela_1001_record())), lang=lang)
    headers = re.findall(r'<th rowspan="2">([^<]+)</th>', html)
    assert headers[0] == word, headers
