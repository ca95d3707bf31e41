"""The printed sheet's marks never cover a number, measured on the PDF.

Croatian row 5 "PAD IZJEDNAČENO" covered the hand cell and the total; French row 8 "FAUSSE
ANNONCE" ran into "–766". Each word's box comes from ``pdftotext -bbox``: in every row, no mark
may overlap, or come closer than its badge's padding to, a number of that row. And after a fall
the meld points go beside the side that wrote them, never "– +20" beside the hyphen.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper.rules import adjudicate
from scorekeeper.sheets.sheet import build_sheet
from test_pages import Phone
from test_sheet import FOUR, bela_1001_record, hand, run

if shutil.which("pdftotext") is None:
    pytest.skip("pdftotext is missing: install poppler-utils", allow_module_level=True)
try:
    from scorekeeper.table import pdf
except OSError as error:  # WeasyPrint loads Pango when imported
    pytest.skip(f"WeasyPrint cannot load Pango ({error})", allow_module_level=True)

# A badge's box reaches about 2.9 pt beyond its letters (0.8 mm padding and its border); the
# marks of a hand cell stand in a box at its left 12.5 mm wide (static/pdf.css).
BADGE_PADDING = 3.0
MARKS_BOX = 12.5 / 25.4 * 72


@dataclass(frozen=True)
class Word:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float

    def meets(self, other: "Word", *, gap: float) -> bool:
        """Whether the two boxes overlap, or lie closer than ``gap`` side by side on one line."""
        same_line = self.y0 < other.y1 and other.y0 < self.y1
        return same_line and self.x0 < other.x1 + gap and other.x0 < self.x1 + gap


def badge_record() -> dict:
    """Row 5: a tie that counts as a fall (seed 003, tie: taker_falls); row 8: a false claim."""
    return {"variant": "bela-hr-4", "players": list(FOUR), "title": "Badges", "hands": [
        hand(3, "hearts", 0, [92, 70], melds=[run(0, 3, "K", "clubs")]),
        hand(0, "spades", 1, [90, 72], melds=[run(1, 3, "Q", "clubs")]),
        hand(1, "clubs", 2, [162, 0], tricks=[8, 0], bela=2),
        hand(2, "diamonds", 3, [52, 110]),
        hand(3, "hearts", 0, [81, 81], tricks=[4, 4]),
        hand(0, "spades", 1, [100, 62], melds=[run(1, 4, "K", "hearts")]),
        hand(1, "clubs", 2, [110, 52]),
        {"dealer": 2, "trump": "diamonds", "taker": 3,
         "claims": [{"side": 1, "after_trick": 3, "tricks": 2, "points": 30}]},
    ]}


def words_of(record: dict, lang: str, tmp_path: Path) -> list[Word]:
    path = tmp_path / f"sheet-{lang}.pdf"
    path.write_bytes(pdf.render_sheet_pdf(build_sheet(record, adjudicate(record)), lang=lang))
    out = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(path), "-"],
                         capture_output=True, text=True, check=True).stdout
    return [Word(html.unescape(t), float(a), float(b), float(c), float(d)) for a, b, c, d, t in re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', out)]


def rows_of(words: list[Word]) -> dict[int, list[Word]]:
    """The words of each hand row of the score table, by the row's number: a row runs from its
    number in the first column down to the next row's number (a mark may take two lines)."""
    head = next(w for w in words if w.text == "#")
    numbers = sorted((w for w in words if w.text.isdigit() and abs(w.x1 - head.x1) < 3 and w.y0 > head.y1),
                     key=lambda w: w.y0)
    total = next(w for w in words if w.y0 > numbers[-1].y1 and w.x0 < head.x1 + 5)  # the Total row
    # The notes column ("Marks") holds the row's own marks with their amounts ("POT 81"): a badge
    # and its number are one there; the hand and total columns are measured.
    notes = max((w for w in words if abs(w.y0 - head.y0) < 2), key=lambda w: w.x0)
    rows = {}
    for row, below in zip(numbers, numbers[1:] + [total]):
        rows[int(row.text)] = [w for w in words if row.y0 - 2 <= w.y0 < below.y0 - 2 and w is not row
                               and w.x1 < notes.x0 - 2]
    return rows


def is_mark(word: Word) -> bool:
    letters = re.sub(r"[()\d,]", "", word.text)
    return len(letters) > 1 and letters.isalpha() and letters.isupper()


def is_number(word: Word) -> bool:
    return re.fullmatch(r"–|\d+", word.text) is not None


def assert_marks_clear_of_numbers(words: list[Word]) -> dict[int, list[str]]:
    """No mark leaves its box or meets a number of its row; the marks of each row, by row.

    A badge's own amount ("POT PAID 81") is inside the marks' box: part of the mark, not a
    number of the hand."""
    marks = {}
    for number, row in rows_of(words).items():
        row_marks = [w for w in row if is_mark(w)]
        lefts = {id(m): min(o.x0 for o in row_marks if abs(o.x0 - m.x0) < MARKS_BOX) for m in row_marks}
        for mark in row_marks:
            assert mark.x1 - lefts[id(mark)] <= MARKS_BOX + 1, f"row {number}: {mark.text} leaves its box"
        figures = [w for w in row if is_number(w)
                   and not any(0 <= w.x0 - left and w.x1 - left <= MARKS_BOX + 1 for left in lefts.values())]
        for mark in row_marks:
            for figure in figures:
                assert not mark.meets(figure, gap=BADGE_PADDING), (
                    f"row {number}: {mark.text} at {mark.x0:.1f}-{mark.x1:.1f} meets {figure.text} "
                    f"at {figure.x0:.1f}-{figure.x1:.1f}")
        marks[number] = [w.text for w in row_marks]
    return marks


@pytest.mark.parametrize("lang,row,words", [
    ("hr", 5, ["PAD,", "JEDNAKO"]), ("hr", 8, ["KRIVO", "DOSTA"]),
    ("fr", 5, ["DEDANS,", "ÉGALITÉ"]), ("fr", 8, ["FAUSSE", "SORTIE"]),
    ("en", 5, ["DOWN,", "TIE"]), ("en", 8, ["FALSE", "CLAIM"]),
])
def test_a_long_mark_wraps_in_its_cell_and_never_covers_a_number(tmp_path, lang, row, words):
    """A mark takes a second line in its own box, whole words only, beside the number."""
    marks = assert_marks_clear_of_numbers(words_of(badge_record(), lang, tmp_path))
    assert marks[row] == words


@pytest.mark.parametrize("lang", ["en", "hr", "fr", "nl"])
def test_a_whole_game_prints_every_mark_clear_of_the_numbers(tmp_path, lang):
    """The bela game of tests/test_sheet.py: falls, štiglja / capot, a tie held in the pot, the
    pot paid; one page still."""
    words = words_of(bela_1001_record(), lang, tmp_path)
    marks = assert_marks_clear_of_numbers(words)
    assert marks[2] == [{"en": "DOWN", "hr": "PAD", "fr": "DEDANS", "nl": "NAT"}[lang]]
    assert {"hr": "ŠTIGLJA", "fr": "CAPOT", "en": "TRICKS", "nl": "SLAGEN"}[lang] in marks[3]


# ---------------------------------------------------------------- "– +20"

def fallen_meld_record() -> dict:
    """Ana & Cvita take trump and fall with Ana's twenty: the 20 goes to Boris & Dino."""
    return {"variant": "bela-hr-4", "players": list(FOUR), "hands": [
        hand(3, "hearts", 0, [70, 92], melds=[run(0, 3, "K", "clubs")])]}


def test_after_a_fall_the_melds_stand_beside_the_side_that_wrote_them():
    row = build_sheet(fallen_meld_record(), adjudicate(fallen_meld_record())).rows[0]
    assert row.written[0] == "–" and row.score[1] == 162 + 20
    assert row.melds_shown == (0, 20)


def test_the_sheet_page_never_writes_plus_twenty_beside_the_hyphen(app):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(70, None), meld=["0:20"]).status_code == 302
    sheet = phone.sheet(game)
    cells = re.findall(r'<td><a href="[^"]+" tabindex="-1"><span class="pts">([^<]*)</span>(.*?)</a></td>', sheet, re.S)
    assert [points for points, _ in cells] == ["–", "182"]
    assert "+20" not in cells[0][1] and '<span class="mm" title="melds">+20</span>' in cells[1][1]
