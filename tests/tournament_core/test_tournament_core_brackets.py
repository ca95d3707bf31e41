"""Seeded knockout (byes to the top seeds, a third-place match), double elimination (a losers'
bracket and a grand final), pools feeding a main and a consolation bracket."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.brackets import chart, pools
from scorekeeper.tournament_core.knockout import losses
from scorekeeper.tournament_core.model import Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, is_finished
from scorekeeper.tournament_core.settings import TournamentSettings

PROPERTY = hsettings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))


def field(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]


def play(draw, rng, *, favourites: bool = False) -> list[MatchResult]:
    out = []
    for t in draw.tables:
        winner = min(t.a, t.b) if favourites else rng.choice((t.a, t.b))
        out.append(MatchResult(round=draw.round, a=t.a, b=t.b, winner=winner,
                               games=((1001, 700),) if winner == t.a else ((700, 1001),)))
    return out + [MatchResult(round=draw.round, a=n, b=0, games=((0, 0),), winner=n) for n in draw.byes]


def run(entrants, s, seed=0, *, favourites=False):
    rng, results, draws = random.Random(seed), [], []
    while not is_finished(entrants, results, draws, s):
        d = draw_round(entrants, results, draws, s, round_no=len(draws) + 1)
        seen = [x for t in d.tables for x in (t.a, t.b)] + list(d.byes)
        assert len(seen) == len(set(seen))
        draws.append(d)
        results += play(d, rng, favourites=favourites)
        assert len(draws) < 40
    return draws, results


def test_the_chart_keeps_the_top_two_seeds_apart_until_the_final():
    assert chart(8) == [1, 8, 4, 5, 2, 7, 3, 6]


def test_six_seeded_entrants_give_the_byes_to_the_top_two_seeds():
    s = TournamentSettings(format="seeded_knockout")
    first = draw_round(field(6), [], [], s, round_no=1)
    assert first.byes == (1, 2)
    assert {(t.a, t.b) for t in first.tables} == {(4, 5), (3, 6)}


def test_the_favourites_meet_in_the_final_and_the_semi_final_losers_play_for_third():
    s = TournamentSettings(format="seeded_knockout", third_place=True)
    draws, results = run(field(8), s, favourites=True)
    last = draws[-1]
    assert (last.tables[0].a, last.tables[0].b) == (1, 2)
    third = last.tables[last.third_place - 1]
    assert {third.a, third.b} == {3, 4}


@PROPERTY
@given(n=st.integers(2, 20), seed=st.integers(0, 10**6), third=st.booleans())
def test_a_seeded_knockout_has_one_winner_and_nobody_plays_on_after_a_loss(n, seed, third):
    s = TournamentSettings(format="seeded_knockout", third_place=third, seed=seed)
    draws, results = run(field(n), s, seed)
    lost = losses(results, settings=s)
    assert len([e for e in field(n) if e.number not in lost]) == 1
    for number, rounds in lost.items():
        later = [r for r in results if number in (r.a, r.b) and r.round > rounds[0]]
        thirds = [d.tables[d.third_place - 1] for d in draws if d.third_place]
        assert len(later) <= sum(number in (t.a, t.b) for t in thirds)  # only the match for third


@PROPERTY
@given(n=st.integers(2, 16), seed=st.integers(0, 10**6))
def test_a_double_elimination_takes_two_losses_to_go_out_and_ends_with_one(n, seed):
    s = TournamentSettings(format="double_elimination", seed=seed)
    draws, results = run(field(n), s, seed)
    lost = losses(results, settings=s)
    standing = [e.number for e in field(n) if len(lost.get(e.number, [])) < 2]
    assert len(standing) == 1
    for number, rounds in lost.items():
        if len(rounds) >= 2:
            assert not [r for r in results if number in (r.a, r.b) and r.round > rounds[1]]
    assert draws == run(field(n), s, seed)[0]  # the seed decides


def test_a_grand_final_between_the_two_brackets_champions():
    s = TournamentSettings(format="double_elimination", seed=1)
    draws, results = run(field(4), s, 1, favourites=True)
    final = draws[-1]
    before = losses([r for r in results if r.round < final.round], settings=s)
    assert len(final.tables) == 1 and not final.byes
    a, b = final.tables[0].a, final.tables[0].b
    assert sorted((len(before.get(a, [])), len(before.get(b, [])))) == [0, 1]
    assert 1 in (a, b)  # the favourite, unbeaten, meets the losers' bracket's champion


def test_pools_are_dealt_in_a_snake():
    assert pools(list(range(1, 9)), 2) == [[1, 4, 5, 8], [2, 3, 6, 7]]


def test_pools_then_a_main_and_a_consolation_bracket():
    """Eight in two pools of four (three rounds); the top two of each to the main bracket."""
    s = TournamentSettings(format="pools", pools=2, pool_advance=2, third_place=False)
    draws, results = run(field(8), s, favourites=True)
    assert all(len(d.tables) == 4 for d in draws[:3])
    main_semis = draws[3]
    # pool winners (1 and 2) seeded first, meeting the other pool's runners-up
    assert {frozenset((t.a, t.b)) for t in main_semis.tables} == {
        frozenset((1, 3)), frozenset((2, 4)), frozenset((5, 7)), frozenset((6, 8))}
    assert len(draws) == 5 and len(draws[-1].tables) == 2  # the main final and the consolation final
