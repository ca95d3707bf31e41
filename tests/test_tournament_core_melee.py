"""A mêlée: individuals, partners and opponents drawn afresh each round; nobody partners the
same player twice while a draw avoids it; individual standings."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.melee import MeleeResult, melee_standings, opposed, partnered
from scorekeeper.tournament_core.model import Entrant
from scorekeeper.tournament_core.pairing import draw_melee_round
from scorekeeper.tournament_core.settings import TournamentSettings

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
