"""Every format over random events: nobody twice in a round, byes as the rules give them, every
row's decided_by true, knockouts ending with one winner, the same seed the same event."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.model import Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, is_finished
from scorekeeper.tournament_core.settings import FORMATS, TIEBREAKS, TournamentSettings
from scorekeeper.tournament_core.standings import standings

PROPERTY = hsettings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
PAIRED = [f for f in FORMATS if f != "melee"]  # a mêlée draws players: test_tournament_core_melee
KNOCKOUTS = ("knockout", "seeded_knockout", "double_elimination")


def field(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]


@st.composite
def events(draw):
    fmt = draw(st.sampled_from(PAIRED))
    n = draw(st.integers(2, 14))
    knockout = fmt in KNOCKOUTS or fmt == "pools"
    s = TournamentSettings(
        format=fmt, rounds=draw(st.integers(1, 6)), seed=draw(st.integers(0, 9999)),
        repasaz_until=draw(st.integers(0, 3)) if fmt == "knockout" else 0,
        tiebreaks=tuple(draw(st.lists(st.sampled_from(TIEBREAKS), max_size=4, unique=True))),
        ranking="wins" if knockout else draw(st.sampled_from(["wins", "points"])),
        pair_within=draw(st.sampled_from(["adjacent", "fold"])),
        pairing_rule=draw(st.sampled_from(["optimum", "top_down", "random"])),
        third_place=draw(st.booleans()), pools=draw(st.integers(1, 3)) if fmt == "pools" else 0,
        pool_advance=draw(st.integers(1, 3)), knockout_decider=draw(st.sampled_from(["lot", "last_game"])))
    return field(n), s, draw(st.integers(0, 9999))


def run(entrants, s, seed):
    rng, results, draws = random.Random(seed), [], []
    while not is_finished(entrants, results, draws, s) and len(draws) < 30:
        d = draw_round(entrants, results, draws, s, round_no=len(draws) + 1)
        draws.append(d)
        for t in d.tables:
            a, b = rng.choice([(1001, 700), (700, 1001), (800, 800)])
            results.append(MatchResult(round=d.round, a=t.a, b=t.b, games=((a, b),),
                                       winner=None if a == b else (t.a if a > b else t.b)))
        results += [MatchResult(round=d.round, a=x, b=0, games=((0, 0),), winner=x) for x in d.byes]
    return draws, results


@PROPERTY
@given(events())
def test_every_format_seats_each_entrant_once_a_round_and_ends(event):
    entrants, s, seed = event
    draws, results = run(entrants, s, seed)
    assert is_finished(entrants, results, draws, s)
    for d in draws:
        seen = [x for t in d.tables for x in (t.a, t.b)] + list(d.byes)
        assert len(seen) == len(set(seen))
    assert (draws, results) == run(entrants, s, seed)


def every_draw(seats):
    if not seats:
        yield []
        return
    for i in range(1, len(seats)):
        for rest in every_draw(seats[1:i] + seats[i + 1:]):
            yield [(seats[0], seats[i]), *rest]


@PROPERTY
@given(events())
def test_a_bye_goes_twice_to_nobody_while_another_could_take_it_without_a_rematch(event):
    """Swiss: fewest rematches first, then the bye to an entrant without one."""
    entrants, s, seed = event
    if s.format not in ("swiss", "round_robin"):
        return  # a bracket's byes follow its chart or its losers' bracket
    draws, results = run(entrants, s, seed)
    for d in draws:
        before = [r for r in results if r.round < d.round]
        had = {r.a for r in before if r.is_bye}
        fresh = [e.number for e in entrants if e.number not in had]
        if not d.byes or d.byes[0] not in had or not fresh:
            continue
        assert s.format == "swiss" and s.pairing_rule == "optimum" and d.round > 1
        met = {frozenset((r.a, r.b)) for r in before if not r.is_bye}
        seats = [e.number for e in entrants]
        fewest = min(sum(frozenset(t) in met for t in draw)
                     for bye in fresh for draw in every_draw([n for n in seats if n != bye]))
        assert fewest > len(d.rematches)


@PROPERTY
@given(events())
def test_every_rows_decided_by_is_true_in_every_format(event):
    entrants, s, seed = event
    _, results = run(entrants, s, seed)
    rows = standings(entrants, results, s)
    chain = ["match_points" if s.ranking == "wins" else "points_for", *s.tiebreaks]
    for above, row in zip(rows, rows[1:]):
        if row.decided_by is None:
            assert row.rank == above.rank
            continue
        earlier = chain[:chain.index(row.decided_by)]
        assert all(getattr(above, c) == getattr(row, c) for c in earlier if c not in ("head_to_head", "lot"))
        if row.decided_by not in ("head_to_head", "lot"):
            assert getattr(above, row.decided_by) > getattr(row, row.decided_by)
