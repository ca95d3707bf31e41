"""The director's controls: pairs kept apart (one club, one family), an entrant sitting out a
round, a withdrawn entrant reinstated, the bye given by hand, a double round robin and Berger
numbers by lot."""

from __future__ import annotations

import random
from dataclasses import replace

from scorekeeper.tournament_core.director import absent_result
from scorekeeper.tournament_core.model import Controls, Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, is_finished
from scorekeeper.tournament_core.settings import TournamentSettings
from scorekeeper.tournament_core.standings import standings


def field(n: int, clubs: str = "") -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}"),
                    club=clubs[i] if i < len(clubs) else "") for i in range(n)]


def play(draw, rng=None):
    rng = rng or random.Random(draw.round)
    out = [MatchResult(round=draw.round, a=t.a, b=t.b, games=((1001, 700),), winner=t.a)
           if rng.random() < 0.5 else
           MatchResult(round=draw.round, a=t.a, b=t.b, games=((700, 1001),), winner=t.b) for t in draw.tables]
    return out + [MatchResult(round=draw.round, a=n, b=0, games=((0, 0),), winner=n) for n in draw.byes]


def tables(draw):
    return {frozenset((t.a, t.b)) for t in draw.tables}


def test_entrants_of_one_club_never_meet_while_another_draw_exists():
    entrants = field(8, clubs="aabbccdd")
    s = TournamentSettings(rounds=4, avoid_same_club=True, seed=1)
    results, draws = [], []
    for k in range(1, 5):
        d = draw_round(entrants, results, draws, s, round_no=k)
        assert not any(entrants[t.a - 1].club == entrants[t.b - 1].club for t in d.tables)
        draws.append(d)
        results += play(d)


def test_a_pair_the_director_keeps_apart_is_kept_apart_in_a_knockout_too():
    for seed in range(10):
        s = TournamentSettings(format="knockout", seed=seed)
        apart = Controls(apart=frozenset({frozenset((1, 2))}))
        d = draw_round(field(4), [], [], s, round_no=1, controls=apart)
        assert frozenset((1, 2)) not in tables(d)


def test_an_absent_entrant_sits_the_round_out_with_nothing_or_the_bye_score():
    entrants = field(5)
    s = TournamentSettings(rounds=3, bye_points=972, absent_score="bye_score")
    first = draw_round(entrants, [], [], s, round_no=1)
    results = play(first)
    second = draw_round(entrants, results, [first], s, round_no=2, controls=Controls(absent=frozenset({3})))
    assert 3 not in second.entrants() and not second.byes  # four left: no bye needed
    results += play(second) + [absent_result(3, round_no=2, settings=s)]
    row = next(r for r in standings(entrants, results, s) if r.number == 3)
    assert row.missed == 1 and row.byes == (1 if 3 in first.byes else 0)
    assert row.points_for >= 972
    nothing = absent_result(3, round_no=2, settings=TournamentSettings())
    assert nothing.points == (0, 0) and nothing.absent


def test_a_reinstated_entrant_is_drawn_again():
    entrants = field(6)
    s = TournamentSettings(rounds=3)
    first = draw_round(entrants, [], [], s, round_no=1)
    gone = [replace(e, active=e.number != 6) for e in entrants]
    second = draw_round(gone, play(first), [first], s, round_no=2)
    assert 6 not in second.entrants()
    third = draw_round(entrants, play(first) + play(second), [first, second], s, round_no=3)
    assert 6 in third.entrants()


def test_the_bye_given_by_hand_is_respected():
    entrants = field(7)
    s = TournamentSettings(rounds=3)
    first = draw_round(entrants, [], [], s, round_no=1)
    for chosen in range(1, 8):
        d = draw_round(entrants, play(first), [first], s, round_no=2, controls=Controls(bye=chosen))
        assert d.byes == (chosen,) and len(d.tables) == 3


def test_a_double_round_robin_meets_everyone_twice_with_seats_turned():
    entrants = field(5)
    s = TournamentSettings(format="round_robin", double_round_robin=True)
    draws, results = [], []
    while not is_finished(entrants, results, draws, s):
        d = draw_round(entrants, results, draws, s, round_no=len(draws) + 1)
        draws.append(d)
        results += play(d)
    assert len(draws) == 10
    seats = [(t.a, t.b) for d in draws for t in d.tables]
    assert len(seats) == 20 and len({frozenset(p) for p in seats}) == 10
    assert sorted(seats[:10]) == sorted((b, a) for a, b in seats[10:])


def first_round(**settings):
    return draw_round(field(6), [], [], TournamentSettings(format="round_robin", **settings), round_no=1)


def test_berger_numbers_by_lot_follow_the_seed():
    one, again = first_round(berger_by_lot=True, seed=1), first_round(berger_by_lot=True, seed=1)
    plain = first_round()
    others = [first_round(berger_by_lot=True, seed=k) for k in range(2, 8)]
    assert one == again
    assert any(tables(o) != tables(plain) for o in [one, *others])
