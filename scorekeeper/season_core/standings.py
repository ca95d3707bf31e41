"""A season's standings: a pure function of its evenings and its settings; never stored.

Each evening gives each entrant a figure (its points, its match points, or points by its place);
an excused absence may give one too (``SeasonSettings.excused``). The counting rule picks which
figures count; the counted figures add up to the total. Rows with fewer evenings than the
minimum are listed after the ranked ones, unranked. Equal totals share a rank.

Pairs: an evening's pair is the season's pair with the same two players; a pair with one of them
replaced (a substitute) is the season's pair of the other one, when that player belongs to one
pair only, and the evening says who played.
"""

from __future__ import annotations

from collections.abc import Sequence

from .model import Evening, EveningEntry, Figure, SeasonRow
from .settings import SeasonSettings


def evening_figure(entry: EveningEntry, settings: SeasonSettings) -> int:
    if settings.figure == "match_points":
        return entry.match_points
    if settings.figure == "place":
        table = settings.place_points
        return table[min(entry.place, len(table)) - 1] if entry.place >= 1 else table[-1]
    return entry.points


def half_up(total: int, count: int) -> int:
    """``total / count`` rounded half up to a whole number (1,5 gives 2), integers only."""
    return (2 * total + count) // (2 * count) if count else 0


def _pair_of(players: tuple[str, ...], pairs: dict[frozenset[str], tuple[str, ...]],
             member: dict[str, list[tuple[str, ...]]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the season's pair, who played for it when a substitute stood in, else ())."""
    known = pairs.get(frozenset(players))
    if known is not None:
        return known, ()
    owners = {k for p in players for k in member.get(p, ()) if len(member[p]) == 1}
    if len(owners) == 1:
        return owners.pop(), players
    key = tuple(players)
    pairs[frozenset(players)] = key
    for p in players:
        member.setdefault(p, []).append(key)
    return key, ()


def _played(evenings: Sequence[Evening], settings: SeasonSettings):
    """``{row key: {evening number: (figure, played_by, capots)}}`` of the evenings played."""
    played: dict[tuple[str, ...], dict[int, tuple[int, tuple[str, ...], int]]] = {}
    pairs: dict[frozenset[str], tuple[str, ...]] = {}
    member: dict[str, list[tuple[str, ...]]] = {}
    for evening in evenings:
        for entry in evening.entries:
            figure = evening_figure(entry, settings)
            if settings.by == "pair":
                key, played_by = _pair_of(entry.players, pairs, member)
                played.setdefault(key, {})[evening.number] = (figure, played_by, entry.capots)
            else:
                for p in entry.players:
                    played.setdefault((p,), {})[evening.number] = (figure, (), entry.capots)
    return played


def chosen(figures: dict[int, int], settings: SeasonSettings, *, held: Sequence[int],
           position: dict[int, int] | None = None) -> set[int]:
    """The evenings (numbers) whose figures count, of ``figures`` by evening, ``held`` being
    the season's evenings so far (``position``: each one's place among them, when the caller
    has it already). Equal figures: the earlier evening counts first."""
    def best(numbers, n: int) -> list[int]:
        return sorted(numbers, key=lambda e: (-figures[e], e))[:max(n, 0)]
    if settings.counting == "best":
        return set(best(figures, settings.count_best))
    if settings.counting == "drop_worst":
        return set(best(figures, len(held) - settings.drop_worst))
    if settings.counting == "periods":
        position = position if position is not None else {e: i for i, e in enumerate(sorted(held))}
        periods: dict[int, list[int]] = {}
        for e in figures:
            periods.setdefault(position.get(e, 0) // settings.period_length, []).append(e)
        kept = {p: best(es, settings.count_best) for p, es in periods.items()}
        order = sorted(kept, key=lambda p: (-sum(figures[e] for e in kept[p]), p))
        if settings.best_periods:
            order = order[:settings.best_periods]
        return {e for p in order for e in kept[p]}
    return set(figures)


def _excused_figure(settings: SeasonSettings, *, lowest: int, average: int) -> int | None:
    return {"fixed": settings.excused_score, "lowest": lowest, "average": average}.get(settings.excused)


class _Season:
    """What every row reads of the season, worked out once: a league of thousands of evenings
    would otherwise walk them all for each of its players."""

    def __init__(self, evenings: Sequence[Evening], settings: SeasonSettings, *, missed: bool) -> None:
        self.settings, self.missed = settings, missed
        self.held = [e.number for e in evenings]
        self.position = {e: i for i, e in enumerate(self.held)}
        self.lowest = {e.number: min(evening_figure(x, settings) for x in e.entries) for e in evenings if e.entries}
        self.excused: dict[str, set[int]] = {}
        for e in evenings:
            for p in e.excused:
                self.excused.setdefault(p, set()).add(e.number)

    def chosen(self, figures: dict[int, int]) -> set[int]:
        return chosen(figures, self.settings, held=self.held, position=self.position)

    def excused_on(self, key: tuple[str, ...], played: dict) -> set[int]:
        """The evenings every player of ``key`` was excused from and the row did not play."""
        sets = [self.excused.get(p, set()) for p in key]
        return set.intersection(*sets) - played.keys() if sets else set()


def _row(key: tuple[str, ...], played: dict[int, tuple[int, tuple[str, ...], int]], season: _Season) -> SeasonRow:
    settings, lowest = season.settings, season.lowest
    figures = {e: f for e, (f, _by, _c) in played.items()}
    own = season.chosen(figures)
    average = half_up(sum(figures[e] for e in own), len(own))
    excused_on = season.excused_on(key, played)
    excused = {}
    for number in excused_on:
        figure = _excused_figure(settings, lowest=lowest.get(number, 0), average=average)
        if figure is not None:
            excused[number] = figure
    counted = season.chosen({**figures, **excused})
    listed = season.held if season.missed else sorted(figures.keys() | excused_on)
    shown = tuple(
        Figure(evening=e, figure=figures[e], how="played", counted=e in counted, played_by=played[e][1])
        if e in figures else
        Figure(evening=e, figure=excused.get(e), how="excused", counted=e in counted) if e in excused_on else
        Figure(evening=e, figure=None, how="missed") for e in listed)
    evenings_for_minimum = len(figures) + (len(excused) if settings.excused_counts_as_played else 0)
    return SeasonRow(rank=None, key=key, evenings=len(figures), counted=len(counted),
                     total=sum({**figures, **excused}[e] for e in counted),
                     ranked=evenings_for_minimum >= settings.minimum_evenings,
                     needed=settings.minimum_evenings, figures=shown,
                     capots=sum(c for _f, _by, c in played.values()))


def season_standings(evenings: Sequence[Evening], settings: SeasonSettings,
                     *, names: dict[str, str] | None = None, missed: bool = True) -> list[SeasonRow]:
    """The season's rows, ranked first (equal totals share a rank), then the not yet ranked;
    inside each, by total, then by name (``names``: a register player's name by id). Each row
    lists every evening of the season, the missed ones too; ``missed=False`` lists only those
    it played or was excused from (a league's evenings are every club's, most of them no
    concern of one player)."""
    evenings = sorted(evenings, key=lambda e: e.number)
    season = _Season(evenings, settings, missed=missed)
    played = _played(evenings, settings)
    names = names or {}
    rows = [_row(key, p, season) for key, p in played.items()]
    rows.sort(key=lambda r: (not r.ranked, -r.total, " & ".join(names.get(p, p) for p in r.key)))
    out, rank, last = [], 0, None
    for i, row in enumerate(rows):
        if row.ranked:
            if row.total != last:
                rank, last = i + 1, row.total
            row = SeasonRow(**{**row.__dict__, "rank": rank})
        out.append(row)
    return out
