"""Seeded knockout (byes to the top seeds, a third-place match), double elimination (a losers'
bracket and a grand final), pools feeding a main and a consolation bracket."""

from __future__ import annotations

import random
from itertools import permutations, product

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.brackets import chart, pool_rounds, pools
from scorekeeper.tournament_core.knockout import losses
from scorekeeper.tournament_core.model import Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, is_finished
from scorekeeper.tournament_core.settings import TournamentSettings
from scorekeeper.tournament_core.standings import standings

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


# ---------------------------------------------------------------- pools, then the brackets

def test_two_of_one_pool_do_not_meet_in_the_main_brackets_first_round():
    """6 pairs, 3 pools (1-6, 2-5, 3-4), 2 of each to the main bracket, the lower number wins:
    the chart would draw 3-4, who met in pool C; the runners-up swapped, 3 meets 5 and 6 meets
    4, as concours organisers keep a pool's pairs apart."""
    s = TournamentSettings(format="pools", pools=3, pool_advance=2)
    draws, _ = run(field(6), s, favourites=True)
    first = draws[1]
    assert sorted(sorted((t.a, t.b)) for t in first.tables) == [[3, 5], [4, 6]]
    assert first.byes == (1, 2) and first.rematches == ()


def test_a_repeat_of_a_pool_meeting_no_draw_avoids_is_reported():
    """One pool of 4, its top 2 to the main bracket: the final is a repeat of their pool
    match, and the draw says so."""
    s = TournamentSettings(format="pools", pools=1, pool_advance=2)
    draws, _ = run(field(4), s, favourites=True)
    final = draws[3]
    assert [sorted((t.a, t.b)) for t in final.tables][0] == [1, 2]
    assert (1, 2) in [tuple(sorted(p)) for p in final.rematches]


def first_round(seeds: list[int]) -> list[tuple[int, int]]:
    """The chart's first-round matches: seed s meets the seed that mirrors it."""
    size = 1 << max(0, len(seeds) - 1).bit_length()
    return [(seeds[i], seeds[size - 1 - i]) for i in range(size // 2) if size - 1 - i < len(seeds)]


def every_order(tiers: list[list[int]]):
    """The seeds with each tier below the first in every order."""
    for rest in product(*(permutations(t) for t in tiers[1:])):
        yield [*tiers[0], *(n for t in rest for n in t)]


@PROPERTY
@given(n=st.integers(4, 12), count=st.integers(1, 4), advance=st.integers(1, 3), seed=st.integers(0, 999))
def test_the_first_bracket_round_pairs_two_of_one_pool_only_when_every_order_would(n, count, advance, seed):
    """Each bracket's first round after the pools: two of one pool meet only when no order of
    the runners-up (the thirds...) keeps them apart, and the draw reports the repeat."""
    s = TournamentSettings(format="pools", pools=count, pool_advance=advance, seed=seed)
    groups, entrants = pools(list(range(1, n + 1)), count), field(n)
    first = pool_rounds(groups)
    draws, results = run(entrants, s, seed)
    if len(draws) <= first:
        return
    pool = {x: i for i, g in enumerate(groups) for x in g}
    ranked = [[row.number for row in standings([e for e in entrants if e.number in g],
                                               [r for r in results if r.round <= first and r.a in g], s)]
              for g in groups]
    drawn = draws[first]
    together = {frozenset((t.a, t.b)) for t in drawn.tables if pool[t.a] == pool[t.b]}
    assert set(map(frozenset, drawn.rematches)) >= together
    for places in (range(advance), range(advance, max(map(len, groups)))):
        tiers = [[g[k] for g in ranked if k < len(g)] for k in places]
        if not tiers or not any(set(p) <= {n for t in tiers for n in t} for p in together):
            continue
        assert all(any(pool[a] == pool[b] for a, b in first_round(order)) for order in every_order(tiers))
