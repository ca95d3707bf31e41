"""A mêlée: individuals, partners and opponents drawn afresh each round; nobody partners the
same player twice while a draw avoids it; individual standings."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.melee import MeleeResult, melee_standings, opposed, partnered
from scorekeeper.tournament_core.model import Entrant
from scorekeeper.tournament_core.pairing import draw_melee_round
from scorekeeper.tournament_core.settings import TournamentSettings
from scorekeeper.tournament_core.whist import BASES, rounds_of, whist_round

PROPERTY = hsettings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))


def players(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Player {i + 1}", players=(f"P{i}",)) for i in range(n)]


def every_pairing(seats):
    if not seats:
        yield []
        return
    for i in range(1, len(seats)):
        for rest in every_pairing(seats[1:i] + seats[i + 1:]):
            yield [(seats[0], seats[i]), *rest]


def sat_out(results, n: int) -> Counter:
    return Counter({p: sum(r.a == (p,) and not r.b for r in results) for p in range(1, n + 1)})


def play(draw, rng) -> list[MeleeResult]:
    out = [MeleeResult(round=draw.round, a=t.a, b=t.b, points=rng.choice([(1001, 700), (700, 1001)]))
           for t in draw.tables]
    return out + [MeleeResult(round=draw.round, a=(p,), b=(), points=(0, 0)) for p in draw.byes]


@PROPERTY
@given(n=st.integers(4, 13), rounds=st.integers(1, 6), seed=st.integers(0, 10**6))
def test_partners_are_never_repeated_while_a_draw_avoids_it(n, rounds, seed):
    field, s = players(n), TournamentSettings(format="melee", rounds=rounds, seed=seed)
    rng, results = random.Random(seed), []
    for k in range(1, rounds + 1):
        draw = draw_melee_round(field, results, s, round_no=k)
        assert sorted(draw.players()) == list(range(1, n + 1))  # everyone once: a seat or a bye
        assert len(draw.byes) == n % 4
        assert draw == draw_melee_round(field, results, s, round_no=k)  # the seed decides
        if draw.partners_again:
            seated = [p for t in draw.tables for p in (*t.a, *t.b)]
            before = partnered(results)
            assert all(any(frozenset(p) in before for p in d) for d in every_pairing(seated))
        results += play(draw, rng)
        sat = sat_out(results, n)  # nobody sits out again while another has sat out fewer
        assert max(sat.values()) - min(sat.values()) <= 1, sat


@hsettings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(n=st.integers(14, 41), rounds=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_a_large_field_sits_out_in_turn(n, rounds, seed):
    """Beyond the fields weighed whole (the tables improved window by window), everyone still
    plays or sits out once a round, and nobody sits out again while another has sat out fewer
    times."""
    field, s = players(n), TournamentSettings(format="melee", rounds=rounds, seed=seed)
    rng, results = random.Random(seed), []
    for k in range(1, rounds + 1):
        draw = draw_melee_round(field, results, s, round_no=k)
        assert sorted(draw.players()) == list(range(1, n + 1)) and len(draw.byes) == n % 4
        results += play(draw, rng)
        sat = sat_out(results, n)
        assert max(sat.values()) - min(sat.values()) <= 1, sat


def test_eight_players_meet_new_partners_and_new_opponents_for_three_rounds():
    field, s = players(8), TournamentSettings(format="melee", rounds=3, seed=4)
    rng, results = random.Random(4), []
    for k in range(1, 4):
        draw = draw_melee_round(field, results, s, round_no=k)
        assert not draw.partners_again
        met = opposed(results)
        # 8 players: 3 rounds can avoid every repeated partner; opponents as few as can be
        assert sum(frozenset((x, y)) in met for t in draw.tables for x in t.a for y in t.b) <= 4 * (k - 1)
        results += play(draw, rng)


def test_individual_standings_credit_each_player_with_the_teams_match():
    results = [MeleeResult(round=1, a=(1, 2), b=(3, 4), points=(1001, 700)),
               MeleeResult(round=1, a=(5,), b=(), points=(0, 0))]
    rows = melee_standings(players(5), results, TournamentSettings(format="melee", bye_points=0))
    by = {r.number: r for r in rows}
    assert by[1].match_points == by[2].match_points == 2 and by[1].points_for == 1001
    assert by[3].losses == by[4].losses == 1 and by[3].points_against == 1001
    assert by[5].byes == 1 and by[5].played == 0


def test_a_sit_out_is_a_won_match_only_if_a_bye_counts_as_one():
    """5 players, ranking wins, bye_counts_as_win false: the player sitting out scores no match
    point and ranks below the winners, level with the losers on match points; counted as a win,
    2 match points as before."""
    results = [MeleeResult(round=1, a=(1, 2), b=(3, 4), points=(1001, 700)),
               MeleeResult(round=1, a=(5,), b=(), points=(0, 0))]
    for counts, points in ((False, 0), (True, 2)):
        s = TournamentSettings(format="melee", ranking="wins", bye_counts_as_win=counts)
        by = {r.number: r for r in melee_standings(players(5), results, s)}
        assert (by[5].match_points, by[5].byes, by[3].match_points) == (points, 1, 0), counts
        if not counts:
            assert by[5].rank > by[1].rank and by[5].rank > by[2].rank


# ---------------------------------------------------------------- partners and tables together

def history(rounds: list[list[tuple[tuple[int, int], tuple[int, int]]]]) -> list[MeleeResult]:
    return [MeleeResult(round=k, a=a, b=b, points=(1001, 700)) for k, tables in enumerate(rounds, 1)
            for a, b in tables]


def repeats(draw, results) -> tuple[int, int]:
    """(partners again, opponents again) of a round, as a director counts them."""
    before, met = partnered(results), opposed(results)
    teams = [team for t in draw.tables for team in (t.a, t.b)]
    return (sum(frozenset(team) in before for team in teams),
            sum(frozenset((x, y)) in met for t in draw.tables for x in t.a for y in t.b))


def test_eight_players_meet_nobody_again_in_round_two_where_a_draw_allows():
    """8 players, seed 0: round 1 was (4, 7)-(2, 6) and (8, 1)-(5, 3). Round 2 repeats no
    partner and no opponent, as (1, 3)-(2, 4), (5, 8)-(6, 7) does, where partners drawn first
    and tables after met two opponents again."""
    results = history([[((4, 7), (2, 6)), ((8, 1), (5, 3))]])
    s = TournamentSettings(format="melee", rounds=3, seed=0)
    draw = draw_melee_round(players(8), results, s, round_no=2)
    assert repeats(draw, results) == (0, 0)


def fewest_repeats(seated: list[int], results) -> tuple[int, int]:
    """Every seating of ``seated`` tried (the first player's table with each partner and each
    pair of opponents, and so on), cut short where it cannot beat the best so far."""
    before, met = partnered(results), opposed(results)
    best = [(99, 99)]

    def go(rest, partners, opponents):
        if (partners, opponents) >= best[0]:
            return
        if not rest:
            best[0] = (partners, opponents)
            return
        first, others = rest[0], rest[1:]
        for i, mate in enumerate(others):
            left = others[:i] + others[i + 1:]
            for j in range(len(left)):
                for k in range(j + 1, len(left)):
                    a, b = (first, mate), (left[j], left[k])
                    go(left[:j] + left[j + 1:k] + left[k + 1:],
                       partners + (frozenset(a) in before) + (frozenset(b) in before),
                       opponents + sum(frozenset((x, y)) in met for x in a for y in b))

    go(seated, 0, 0)
    return best[0]


def may_sit_out(results, n: int) -> list[tuple[int, ...]]:
    """Every choice of who sits out that sits nobody out again while another has sat out
    fewer times (the documented order: only those who have sat out fewest)."""
    sat, k = sat_out(results, n), n % 4
    return [c for c in combinations(range(1, n + 1), k)
            if all(sat[p] <= sat[q] for p in c for q in range(1, n + 1) if q not in c)]


@hsettings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(n=st.integers(4, 13), past=st.integers(0, 6), seed=st.integers(0, 10**6))
def test_a_round_is_no_worse_than_every_seating_tried(n, past, seed):
    """Up to 13 players (12 seated), after any evening so far (here: rounds seated at random),
    a round sits out only players who have sat out fewest, and of every such choice of who sits
    out and every seating of the rest, none repeats fewer partners, nor with as few partners
    fewer opponents."""
    rng, results = random.Random(seed), []
    for k in range(1, past + 1):
        order = list(range(1, n + 1))
        rng.shuffle(order)
        seated, out = order[:n - n % 4], order[n - n % 4:]
        results += [MeleeResult(round=k, a=tuple(seated[i:i + 2]), b=tuple(seated[i + 2:i + 4]),
                                points=(1001, 700)) for i in range(0, len(seated), 4)]
        results += [MeleeResult(round=k, a=(p,), b=(), points=(0, 0)) for p in out]
    s = TournamentSettings(format="melee", rounds=past + 1, seed=seed)
    draw = draw_melee_round(players(n), results, s, round_no=past + 1)
    choices = may_sit_out(results, n)
    assert draw.byes in choices
    assert repeats(draw, results) == min(fewest_repeats([p for p in range(1, n + 1) if p not in c], results)
                                         for c in choices)


def test_who_sits_out_is_chosen_with_the_tables():
    """5 players: round 1 (1, 2) beat (4, 5) with 3 sitting out; round 2 (1, 3) beat (5, 2) with
    4 sitting out. In round 3 one of 1, 2 and 5 sits out (3 and 4 have). Sitting out 5, the
    lowest of them, seats 1 to 4 at a table that meets two opponents again whatever the
    partners; sitting out 1 or 2 meets only one again. So 2 sits out, the lower of the two in
    the standings, and the table (1, 4)-(3, 5) meets one opponent again (1 and 5)."""
    results = history([[((1, 2), (4, 5))], [((1, 3), (5, 2))]])
    results += [MeleeResult(round=1, a=(3,), b=(), points=(0, 0)), MeleeResult(round=2, a=(4,), b=(), points=(0, 0))]
    for seed in range(5):
        s = TournamentSettings(format="melee", rounds=3, seed=seed)
        draw = draw_melee_round(players(5), results, s, round_no=3)
        assert draw.byes == (2,) and repeats(draw, results) == (0, 1), seed
        assert {frozenset(draw.tables[0].a), frozenset(draw.tables[0].b)} == {frozenset((1, 4)), frozenset((3, 5))}


def test_among_draws_as_good_the_standings_decide_not_the_seed():
    """8 players: round 1 (1, 2) beat (3, 4) and (5, 6) beat (7, 8). Many round-2 draws repeat
    nobody; the standings decide among them (docs/tournament-settings.md, format melee: players
    close in the standings share a table), so the four winners sit at one table and the four
    losers at the other, whatever the seed; the seed decides only the partners left level."""
    results = history([[((1, 2), (3, 4)), ((5, 6), (7, 8))]])
    seen = set()
    for seed in range(8):
        s = TournamentSettings(format="melee", rounds=3, seed=seed)
        draw = draw_melee_round(players(8), results, s, round_no=2)
        assert repeats(draw, results) == (0, 0)
        assert sorted(sorted((*t.a, *t.b)) for t in draw.tables) == [[1, 2, 5, 6], [3, 4, 7, 8]], seed
        seen.add(draw.tables)
    assert len(seen) > 1  # the partners at each table still drawn by the seed


def test_among_sit_outs_as_good_the_lowest_in_the_standings_sits_out():
    """9 players, round 2 (the 8 who played round 1 all may sit out; 9 has): no repeat is at
    stake, so the lowest in the standings sits out, whatever the seed."""
    results = history([[((1, 2), (3, 4)), ((5, 6), (7, 8))]])
    results += [MeleeResult(round=1, a=(9,), b=(), points=(0, 0))]
    for seed in range(6):
        s = TournamentSettings(format="melee", rounds=3, seed=seed, ranking="points")
        lowest = [r.number for r in melee_standings(players(9), results, s) if r.number != 9][-1]
        draw = draw_melee_round(players(9), results, s, round_no=2)
        assert draw.byes == (lowest,) and repeats(draw, results) == (0, 0), seed


@pytest.mark.parametrize("size", sorted(BASES))
def test_each_whist_schedule_partners_every_two_players_once_and_opposes_them_twice(size):
    """Moore's whist tournament Wh(size): over its rounds every two players are partners
    exactly once and opponents exactly twice; of 4n + 1 players each sits out once."""
    partners, opponents, sat = Counter(), Counter(), Counter()
    for k in range(1, rounds_of(size) + 1):
        tables, sitting = whist_round(size, k)
        assert sorted([p for t in tables for team in t for p in team] + sitting) == list(range(size))
        sat.update(sitting)
        for a, b in tables:
            partners.update([frozenset(a), frozenset(b)])
            opponents.update(frozenset((x, y)) for x in a for y in b)
    every = {frozenset(p) for p in combinations(range(size), 2)}
    assert set(partners) == every and set(partners.values()) == {1}
    assert set(opponents) == every and set(opponents.values()) == {2}
    assert size % 4 == 0 or sat == Counter(range(size))


@pytest.mark.parametrize("n, rounds", [(8, 7), (12, 11), (12, 10), (13, 13), (16, 15)])
def test_an_evening_as_long_as_a_whist_schedule_never_repeats_a_partner(n, rounds):
    """8 players and 7 rounds (the round-by-round draw repeated a partner in 10 of 30 such
    evenings), 12 players and 10 or 11, 13 and 13, 16 and 15: every evening follows its whist
    schedule, so nobody partners anyone twice, and nobody meets anyone as an opponent more than
    twice."""
    for seed in range(3):
        s, rng, results = TournamentSettings(format="melee", rounds=rounds, seed=seed), random.Random(seed), []
        for k in range(1, rounds + 1):
            draw = draw_melee_round(players(n), results, s, round_no=k)
            assert repeats(draw, results)[0] == 0 and not draw.partners_again
            results += play(draw, rng)
        met = Counter(frozenset((x, y)) for r in results if r.b for x in r.a for y in r.b)
        assert max(met.values()) <= 2


def test_buchholz_counts_both_opponents_of_a_table():
    """8 players: round 1 (1, 2) beat (3, 4) and (5, 6) beat (7, 8); round 2 (1, 3) beat (5, 7)
    and (2, 8) beat (4, 6), all 1001-700. Players 1 and 2 are level on points and difference,
    and each met 3 and 4 in round 1 and a winner and a loser of round 1 in round 2: Buchholz 4
    each (counting only the opponent drawn beside split them 4 to 0)."""
    won = (1001, 700)
    results = [MeleeResult(round=1, a=(1, 2), b=(3, 4), points=won),
               MeleeResult(round=1, a=(5, 6), b=(7, 8), points=won),
               MeleeResult(round=2, a=(1, 3), b=(5, 7), points=won),
               MeleeResult(round=2, a=(2, 8), b=(4, 6), points=won)]
    s = TournamentSettings(format="melee", ranking="wins", tiebreaks=("difference", "buchholz"))
    by = {r.number: r for r in melee_standings(players(8), results, s)}
    assert (by[1].match_points, by[1].difference) == (by[2].match_points, by[2].difference)
    assert by[1].buchholz == by[2].buchholz == 4 and by[1].rank == by[2].rank


def test_a_sit_out_counts_two_virtual_opponents_in_a_melee():
    """5 players, one round: the player sitting out has no table, so no opponent: two virtual
    opponents stand in for the two a table would have had (2 each: the match not scored)."""
    results = [MeleeResult(round=1, a=(1, 2), b=(3, 4), points=(1001, 700)),
               MeleeResult(round=1, a=(5,), b=(), points=(0, 0))]
    s = TournamentSettings(format="melee", bye_counts_as_win=False, tiebreaks=("buchholz",))
    by = {r.number: r for r in melee_standings(players(5), results, s)}
    assert by[5].buchholz == 4 and by[1].buchholz == 0 and by[3].buchholz == 4
