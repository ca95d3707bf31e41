"""A player's rating over time as the numbers an inline SVG chart draws (no script, no library):
the template ``ratings/_chart.html`` draws them, so a player's page anywhere shows the same chart.

One point after each match played; the rating's axis from the lowest to the highest value seen,
rounded out to 50, and a mark where each evening begins."""

from __future__ import annotations

from dataclasses import dataclass

from ..skill import Standing
from .service import Point

WIDTH, HEIGHT = 400, 200  # a phone's width in CSS pixels: the words stay readable there
LEFT, RIGHT, TOP, BOTTOM = 40, 10, 10, 26
NEWCOMER = Standing().rating
STEP = 50  # the axis's numbers are multiples of this


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    line: str  # the polyline's points, "x,y x,y ..."
    ticks: list[tuple[float, int]]  # (y, rating) of each number on the axis
    evenings: list[tuple[float, str]]  # (x, date) where each evening's first match is
    last: tuple[float, float, int]  # where the line ends and its rating
    evening_rows: list[tuple[str, str, int, int, int]]  # date, title, matches, rating after, change
    left: int = LEFT
    right: int = WIDTH - RIGHT
    bottom: int = HEIGHT - BOTTOM


def chart_of(history: list[Point]) -> Chart | None:
    """The chart of ``history``; None before the first match."""
    if not history:
        return None
    low = min(p.rating for p in history) // STEP * STEP
    high = -(-max(p.rating for p in history) // STEP) * STEP
    high = max(high, low + STEP)
    span_x = max(1, len(history) - 1)

    def x(i: int) -> float:
        return round(LEFT + (WIDTH - LEFT - RIGHT) * i / span_x, 1)

    def y(v: int) -> float:
        return round(TOP + (HEIGHT - TOP - BOTTOM) * (high - v) / (high - low), 1)

    line = " ".join(f"{x(i)},{y(p.rating)}" for i, p in enumerate(history))
    every = max(1, (high - low) // STEP // 4) * STEP
    ticks = [(y(v), v) for v in range(low, high + 1, every)]
    evenings, seen = [], set()
    for i, p in enumerate(history):
        if p.tournament not in seen:
            seen.add(p.tournament)
            evenings.append((x(i), p.date))
    last = history[-1]
    return Chart(WIDTH, HEIGHT, line, ticks, evenings, (x(len(history) - 1), y(last.rating), last.rating),
                 by_evening(history))


def by_evening(history: list[Point]) -> list[tuple[str, str, int, int, int]]:
    """Each evening a player played, latest first: its date and title, the matches played, the
    rating after it and the change over it (from 1000, a newcomer's, before the first)."""
    rows: list[tuple[str, str, int, int, int]] = []
    before, i = NEWCOMER, 0
    while i < len(history):
        j = i
        while j < len(history) and history[j].tournament == history[i].tournament:
            j += 1
        after = history[j - 1].rating
        rows.append((history[i].date, history[i].title, j - i, after, after - before))
        before, i = after, j
    return rows[::-1]
