"""The running score as a line chart: inline SVG, drawn here, shown on the sheet and in its PDF.

No script and no CDN: the chart is markup the page and WeasyPrint both draw. Each side is a line
from 0 through its total after every hand, the target a dashed rule; the lines differ by dash as
well as colour, so the chart reads on a black-and-white printer too.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from markupsafe import Markup

from .sheet import Sheet

WIDTH, HEIGHT = 600, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 150, 12, 26  # room for the axis numbers and the end labels
COLOURS = ("#0b5a43", "#7a3b00", "#3b3b9a")
DASHES = ("", "7 4", "2 3")


@dataclass(frozen=True)
class _Frame:
    """Where values fall in the chart: hand ``i`` at ``x(i)``, a total ``v`` at ``y(v)``."""

    hands: int
    top: int
    text: int

    @property
    def left(self) -> int:
        return LEFT * self.text // 11

    @property
    def right(self) -> int:
        return WIDTH - RIGHT * self.text // 11

    def x(self, i: int) -> float:
        return self.left + (self.right - self.left) * i / self.hands

    def y(self, v: int) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM * self.text // 11) * (1 - v / self.top)


@dataclass(frozen=True)
class _Words:
    """Words in the chart: ``lines`` from the baseline ``y`` (chart units), ``line`` apart,
    anchored at ``x`` by their ``anchor`` (start, middle or end), as SVG's ``<text>``."""

    x: float
    y: float
    anchor: str
    size: int
    fill: str
    lines: tuple[str, ...]
    line: int = 0

    def svg(self) -> str:
        x, y = _number(self.x), _number(self.y)
        anchor = "" if self.anchor == "start" else f' text-anchor="{self.anchor}"'
        if not self.line:
            return (f'<text x="{x}" y="{y}"{anchor} font-size="{self.size}" '
                    f'fill="{self.fill}">{escape(self.lines[0])}</text>')
        spans = "".join(f'<tspan x="{x}" dy="{0 if i == 0 else self.line}">{escape(text)}</tspan>'
                        for i, text in enumerate(self.lines))
        return f'<text x="{x}" y="{y}"{anchor} font-size="{self.size}" fill="{self.fill}">{spans}</text>'

    def printed(self, mm: float) -> str:
        """The words as an HTML box over the chart printed ``mm`` to a unit: WeasyPrint draws an
        SVG text letter by letter, each its own layout (a third of a short sheet's chart)."""
        height = self.line or self.size
        # DejaVu Sans: ascent 0.928, descent 0.236 of the size; the line's half leading above it.
        top = self.y - ((height - 1.164 * self.size) / 2 + 0.928 * self.size)
        left, width = {"start": (self.x, WIDTH - self.x), "middle": (self.x - 40, 80),
                       "end": (0, self.x)}[self.anchor]
        align = {"start": "left", "middle": "center", "end": "right"}[self.anchor]
        style = (f"left:{left * mm:.2f}mm;top:{top * mm:.2f}mm;width:{width * mm:.2f}mm;"
                 f"font-size:{self.size * mm:.2f}mm;line-height:{height * mm:.2f}mm;"
                 f"text-align:{align};color:{self.fill}")
        return f'<span class="words" style="{style}">{"<br/>".join(escape(t) for t in self.lines)}</span>'


def _number(value: float) -> str:
    return str(value) if isinstance(value, int) else f"{value:.1f}"


def score_graph(sheet: Sheet, *, title: str = "Running score", text: int = 11,
                printed: float | None = None) -> Markup:
    """The chart of ``sheet`` as an ``<svg>`` element; empty markup before the first hand.
    ``text`` is the size of its words in the chart's own units (600 wide): larger where the chart
    is printed small. ``printed``: the chart's width in millimetres on a printed page, whose
    words are then HTML boxes after the ``<svg>``, placed over it (its container positioned)."""
    if not sheet.rows:
        return Markup("")
    series = [[0, *(row.totals[side.index] for row in sheet.rows)] for side in sheet.sides]
    # A game of fixed deals ends after its last deal, whatever the totals: it has no target line.
    target = 0 if sheet.deals else sheet.target
    top = max(max(max(s) for s in series), target if target < 10 ** 6 else 0, 1)
    frame = _Frame(len(sheet.rows), top, text)
    lines, axes_words = _axes(frame, target=target)
    polylines, line_words = _lines(frame, sheet, series)
    words = axes_words + line_words
    parts = [f'<svg class="score-graph" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>', *lines, *polylines]
    if printed is None:
        return Markup("".join([*parts, *(w.svg() for w in words), "</svg>"]))
    return Markup("".join([*parts, "</svg>", *(w.printed(printed / WIDTH) for w in words)]))


def _axes(frame: _Frame, *, target: int) -> tuple[list[str], list[_Words]]:
    """The zero line, round totals up the side, the target dashed, hand numbers along the foot."""
    y, text = frame.y, frame.text
    parts = [f'<line x1="{frame.left}" y1="{y(0):.1f}" x2="{frame.right}" y2="{y(0):.1f}" stroke="#888" />']
    words = [_Words(frame.left - 6, y(v) + 4, "end", text, "#555", (str(v),)) for v in _ticks(frame.top)]
    if 0 < target <= frame.top:
        parts.append(f'<line x1="{frame.left}" y1="{y(target):.1f}" x2="{frame.right}" '
                     f'y2="{y(target):.1f}" stroke="#999" stroke-dasharray="3 3" />')
    words += [_Words(round(frame.x(i), 1), HEIGHT - 8 * text // 11, "middle", text, "#555", (str(i),))
              for i in _hand_ticks(frame.hands)]
    return parts, words


def _lines(frame: _Frame, sheet: Sheet, series: list[list[int]]) -> tuple[list[str], list[_Words]]:
    """Each side's line, and its name and total at its end (moved apart where level; a long name
    wrapped, and shortened with "…" past two lines, so that it stays inside the chart)."""
    parts, size = [], frame.text + 1
    room = max(4, int((WIDTH - frame.x(frame.hands) - 8) / (size * CHAR)))
    labels = [_label_lines(side.label, values[-1], room) for side, values in zip(sheet.sides, series)]
    line = size + 2
    # the leader's label at the chart's top keeps room for a capital's accent (É, Ž) above it
    label_y = _apart([max(frame.y(values[-1]) + 4, 1.25 * size) for values in series],
                     heights=[len(lines) * line + 1 for lines in labels])
    words = []
    for side, values, at, lines in zip(sheet.sides, series, label_y, labels):
        colour, dash = COLOURS[side.index % 3], DASHES[side.index % 3]
        points = " ".join(f"{frame.x(i):.1f},{frame.y(v):.1f}" for i, v in enumerate(values))
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" points="{points}"'
                     + (f' stroke-dasharray="{dash}"' if dash else "") + " />")
        words.append(_Words(round(frame.x(frame.hands) + 6, 1), at, "start", size, colour, tuple(lines), line))
    return parts, words


CHAR = 0.6  # a character's width for its font size, a little over the average, so names fit


def _label_lines(label: str, total: int, room: int) -> list[str]:
    """A side's end label in lines of at most ``room`` characters: the name, then its total."""
    whole = f"{label} {total}"
    if len(whole) <= room:
        return [whole]
    lines: list[str] = []
    for word in label.split():
        if lines and len(lines[-1]) + 1 + len(word) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word if len(word) <= room else word[:room - 1] + "…")
    if len(lines) > 2:
        lines = [lines[0], (lines[1][:room - 1] if len(lines[1]) >= room else lines[1]) + "…"]
    if len(lines[-1]) + 1 + len(str(total)) <= room:
        lines[-1] += f" {total}"
    else:
        lines.append(str(total))
    return lines


def _apart(ys: list[float], *, heights: list[float] | None = None, gap: float = 14) -> list[float]:
    """The end labels' heights, moved apart where two totals are close (level scores)."""
    heights = heights or [gap] * len(ys)
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    out = list(ys)
    for before, after in zip(order, order[1:]):
        out[after] = max(out[after], out[before] + heights[before])
    return out


def _ticks(top: int) -> list[int]:
    """Round numbers up the score axis: every 100, 200, 250 or 500, five or fewer of them (each
    word in the chart costs the PDF its own text layout)."""
    step = next((s for s in (100, 200, 250, 500, 1000, 2500, 5000) if top / s <= 4), 10 ** 4)
    return list(range(0, top + 1, step))


def _hand_ticks(hands: int) -> list[int]:
    # Two-digit numbers side by side run together on a phone ("1011 12"): past nine hands, every
    # other one (a concours partie of 12, a boompje of 16).
    step = 1 if hands <= 9 else 2 if hands <= 20 else 5 if hands <= 30 else 10 if hands <= 60 else 20
    return [i for i in range(0, hands + 1, step) if i]


__all__ = ["score_graph"]
