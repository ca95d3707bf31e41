"""Seeding by rating in the pure core: the service hands each entrant its place in the seeding as
an integer (``Entrant.seed``, 1 the best); round 1 of a swiss is then the top half against the
bottom half (FIDE's Dutch system's first round), and a seeded bracket follows the seeds rather
than the order of entry. Unseeded entrants draw as before."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.tournament_core.model import Controls, Entrant
from scorekeeper.tournament_core.pairing import draw_round
from scorekeeper.tournament_core.settings import TournamentSettings


def field(n: int, seeds: list[int] | None = None) -> list[Entrant]:
    """``seeds``: entrant numbers, best first."""
    entrants = [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]
    place = {n: i + 1 for i, n in enumerate(seeds or [])}
    return [replace(e, seed=place.get(e.number, 0)) for e in entrants]


def test_a_seeded_swiss_round_1_sets_the_top_half_against_the_bottom_half():
    seeds = [5, 3, 8, 1, 2, 7, 4, 6]
    draw = draw_round(field(8, seeds), [], [], TournamentSettings(format="swiss"), round_no=1)
    assert [(t.a, t.b) for t in draw.tables] == [(5, 2), (3, 7), (8, 4), (1, 6)]


def test_an_odd_seeded_field_gives_round_1_s_bye_to_the_lowest_seed_or_the_one_given_by_hand():
    seeds = [2, 1, 3, 5, 4]
    s = TournamentSettings(format="swiss")
    assert draw_round(field(5, seeds), [], [], s, round_no=1).byes == (4,)
    by_hand = draw_round(field(5, seeds), [], [], s, round_no=1, controls=Controls(bye=2))
    assert by_hand.byes == (2,) and [(t.a, t.b) for t in by_hand.tables] == [(1, 5), (3, 4)]


def test_a_pair_kept_apart_meets_the_next_one_down_instead():
    seeds = [1, 2, 3, 4]
    draw = draw_round(field(4, seeds), [], [], TournamentSettings(format="swiss"), round_no=1,
                      controls=Controls(apart=frozenset({frozenset((1, 3))})))
    assert [(t.a, t.b) for t in draw.tables] == [(1, 4), (2, 3)]


def test_a_seeded_bracket_follows_the_seeds_not_the_order_of_entry():
    s = TournamentSettings(format="seeded_knockout")
    draw = draw_round(field(6, [6, 5, 4, 3, 2, 1]), [], [], s, round_no=1)
    assert draw.byes == (6, 5)
    assert {(t.a, t.b) for t in draw.tables} == {(3, 2), (4, 1)}


def test_without_seeds_round_1_is_drawn_as_before():
    s = TournamentSettings(format="swiss", seed=7)
    assert draw_round(field(8), [], [], s, round_no=1) == draw_round(field(8), [], [], s, round_no=1)
    assert [(t.a, t.b) for t in draw_round(field(8), [], [], s, round_no=1).tables] != \
        [(1, 5), (2, 6), (3, 7), (4, 8)]
