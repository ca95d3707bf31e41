"""A swiss round pairs by score: fewest rematches, then the bye as the rules give it, then the
smallest score gaps, then the order inside a score group that ``pair_within`` names.

Compared with an exact optimum: every possible draw of a small field (up to 12 entrants, the
bye included) is tried and judged by the criteria below, written out here on their own, in the
director's words; the core's draw must be as good as the best of them at every level.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.model import Controls, Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, had_bye, met
from scorekeeper.tournament_core.settings import TournamentSettings
from scorekeeper.tournament_core.standings import standings

PROPERTY = hsettings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
# Against the exact optimum: the old rank-distance draw took a few hundred events to be caught.
THOROUGH = hsettings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))


def field(n: int, *, clubs: str = "") -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}"),
                    club=clubs[i] if i < len(clubs) else "") for i in range(n)]


def win(round_no: int, winner: int, loser: int) -> MatchResult:
    return MatchResult(round=round_no, a=winner, b=loser, games=((1001, 700),), winner=winner)


def bye(round_no: int, number: int) -> MatchResult:
    return MatchResult(round=round_no, a=number, b=0, games=((0, 0),), winner=number)


def play(draw, rng: random.Random) -> list[MatchResult]:
    out = []
    for t in draw.tables:
        a, b = rng.choice([(1001, 700), (700, 1001), (800, 800)])
        out.append(MatchResult(round=draw.round, a=t.a, b=t.b, games=((a, b),),
                               winner=None if a == b else (t.a if a > b else t.b)))
    return out + [bye(draw.round, n) for n in draw.byes]


# ---------------------------------------------------------------- the exact optimum, by hand

def every_draw(seats: list[int]):
    if not seats:
        yield []
        return
    first = seats[0]
    for i in range(1, len(seats)):
        for rest in every_draw(seats[1:i] + seats[i + 1:]):
            yield [(first, seats[i]), *rest]


def judged(tables, *, ranked, score, before, byes_had, apart, within) -> tuple:
    """How a director compares two draws, most important first."""
    rank = {n: i for i, n in enumerate(ranked)}
    group = {n: [m for m in ranked if score[m] == score[n]] for n in ranked}
    played = [(a, b) for a, b in tables if 0 not in (a, b)]
    bye = [a or b for a, b in tables if 0 in (a, b)]
    gaps = [abs(score[a] - score[b]) for a, b in played]

    def order(a, b):
        if within == "fold" and score[a] == score[b]:
            g = group[a]
            return (abs(g.index(a) - g.index(b)) - len(g) // 2) ** 2
        return (rank[a] - rank[b]) ** 2

    low = min(score.values())
    return (sum(frozenset(p) in apart for p in played), sum(frozenset(p) in before for p in played),
            sum(b in byes_had for b in bye), sum(score[b] - low for b in bye), sum(gaps),
            sum(g * g for g in gaps), sum(len(ranked) - 1 - rank[b] for b in bye),
            sum(order(a, b) for a, b in played))


def check_against_the_optimum(entrants, results, s, round_no, apart=frozenset()):
    draw = draw_round(entrants, results, [], s, round_no=round_no, controls=Controls(apart=apart))
    rows = standings(entrants, results, s)
    ranked = [r.number for r in rows]
    info = dict(ranked=ranked, score={r.number: r.match_points for r in rows}, before=met(results),
                byes_had=had_bye(results), apart=apart, within=s.pair_within)
    mine = judged([(t.a, t.b) for t in draw.tables] + [(b, 0) for b in draw.byes], **info)
    seats = ranked + ([0] if len(ranked) % 2 else [])
    best = min(judged(d, **info) for d in every_draw(seats))
    assert mine == best
    return draw


# ---------------------------------------------------------------- the cases

def six_after_three_rounds() -> list[MatchResult]:
    """Match points 1:4, 3:4, 4:4, 6:4, 5:2, 2:0; 1-6, 3-4 and 2-5 have not met. Drawn by
    standings order alone this gave (4,1), (3,5), (6,2): a total gap of 6."""
    games = [(1, 1, 2, 694), (1, 3, 6, 730), (1, 4, 5, 341), (2, 1, 3, 565), (2, 4, 2, 823),
             (2, 6, 5, 797), (3, 5, 1, 714), (3, 3, 2, 610), (3, 6, 4, 788)]
    return [MatchResult(round=k, a=w, b=l, games=((1001, lost),), winner=w) for k, w, l, lost in games]


def test_entrants_with_equal_match_points_are_kept_together_when_a_draw_allows():
    """Four leaders on 4 play each other; 5 (2) meets 2 (0): a total gap of 2, not 6."""
    results = six_after_three_rounds()
    draw = draw_round(field(6), results, [], TournamentSettings(rounds=4), round_no=4)
    tables = {frozenset((t.a, t.b)) for t in draw.tables}
    assert frozenset((2, 5)) in tables and not draw.rematches
    assert tables == {frozenset((1, 6)), frozenset((3, 4)), frozenset((2, 5))}


def test_fold_pairs_the_top_half_against_the_bottom_half_of_a_score_group():
    """Round 2 of eight: the four winners 1st-3rd and 2nd-4th, as FIDE's Dutch system."""
    results = [win(1, 1, 5), win(1, 2, 6), win(1, 3, 7), win(1, 4, 8)]
    s = TournamentSettings(rounds=3, pair_within="fold", tiebreaks=("lot",))
    draw = check_against_the_optimum(field(8), results, s, 2)
    rows = [r.number for r in standings(field(8), results, s)]
    top = rows[:4]
    assert (draw.tables[0].a, draw.tables[0].b) == (top[0], top[2])
    assert (draw.tables[1].a, draw.tables[1].b) == (top[1], top[3])


NINE_AFTER_SIX = [(1, 8, 4), (1, 3, 9), (1, 5, 7), (1, 2, 6), (1, 1, 0), (2, 3, 8), (2, 2, 5),
                  (2, 1, 7), (2, 4, 6), (2, 9, 0), (3, 2, 3), (3, 1, 8), (3, 5, 4), (3, 9, 7),
                  (3, 6, 0), (4, 1, 2), (4, 3, 5), (4, 4, 9), (4, 8, 6), (4, 7, 0), (5, 1, 3),
                  (5, 8, 2), (5, 5, 9), (5, 6, 7), (5, 4, 0), (6, 1, 4), (6, 6, 3), (6, 2, 9),
                  (6, 8, 7), (6, 5, 0)]  # (round, winner, loser); loser 0: a bye


def test_the_bye_is_chosen_with_the_tables_so_no_rematch_is_forced():
    """Nine entrants, round 7: giving the bye first to the lowest without one (3) forced 1 and 2
    to meet again; chosen with the tables, the round has no rematch and the bye still goes to an
    entrant without one."""
    results = [bye(k, w) if l == 0 else win(k, w, l) for k, w, l in NINE_AFTER_SIX]
    draw = check_against_the_optimum(field(9), results, TournamentSettings(rounds=8, seed=79), 7)
    assert not draw.rematches
    assert draw.byes[0] not in had_bye(results)


@THOROUGH
@given(n=st.integers(2, 12), rounds=st.integers(1, 5), seed=st.integers(0, 10**6),
       within=st.sampled_from(["adjacent", "fold"]), clubs=st.text("xyz ", max_size=12))
def test_every_swiss_draw_is_as_good_as_the_best_of_all_possible_draws(n, rounds, seed, within, clubs):
    """Tried against every draw of the field (the bye included): fewest kept-apart pairs and
    rematches, the bye as the rules give it, the smallest score gaps, the order in the group."""
    entrants = field(n, clubs=clubs.replace(" ", ""))
    s = TournamentSettings(rounds=rounds + 1, seed=seed, pair_within=within, avoid_same_club=True)
    rng, results = random.Random(seed), []
    apart = frozenset(frozenset((a.number, b.number)) for a in entrants for b in entrants
                      if a.number < b.number and a.club and a.club == b.club)
    for k in range(1, rounds + 1):
        draw = draw_round(entrants, results, [], s, round_no=k)
        seen = [x for t in draw.tables for x in (t.a, t.b)] + list(draw.byes)
        assert sorted(seen) == list(range(1, n + 1))
        if results:
            check_against_the_optimum(entrants, results, s, k, apart=apart)
        results += play(draw, rng)


# ---------------------------------------------------------------- concours variations

def test_the_traditional_top_down_rule_pairs_the_highest_with_the_next_highest_not_met():
    """Concours rule: 1st meets the next highest it has not met; a dead end takes it back."""
    results = six_after_three_rounds()
    s = TournamentSettings(rounds=4, pairing_rule="top_down", tiebreaks=("difference", "lot"))
    rows = [r.number for r in standings(field(6), results, s)]
    draw = draw_round(field(6), results, [], s, round_no=4)
    before = met(results)
    top = rows[0]
    first_unmet = next(n for n in rows[1:] if frozenset((top, n)) not in before)
    assert (draw.tables[0].a, draw.tables[0].b) == (top, first_unmet)
    assert not draw.rematches


@PROPERTY
@given(n=st.integers(2, 12), seed=st.integers(0, 10**6), rule=st.sampled_from(["top_down", "random"]))
def test_top_down_and_random_draws_avoid_repeats_while_they_can(n, seed, rule):
    entrants, s = field(n), TournamentSettings(rounds=6, seed=seed, pairing_rule=rule)
    rng, results = random.Random(seed), []
    for k in range(1, 6):
        draw = draw_round(entrants, results, [], s, round_no=k)
        assert draw == draw_round(entrants, results, [], s, round_no=k)  # the seed decides
        if draw.rematches:
            players = [x for t in draw.tables for x in (t.a, t.b)]
            assert all(any(frozenset(p) in met(results) for p in d) for d in every_draw(players))
        results += play(draw, rng)


def test_a_large_fields_block_seams_keep_the_order_inside_a_score_group():
    """80 entrants (matched in blocks of about 24), seed 6, results won, lost or drawn at
    random: round 5's draw is as good at every level, down to the adjacent order inside each
    score group, as one matching over the whole field (before: 70 against 64 at that level)."""
    from scorekeeper.tournament_core.pairing import _swiss_field, heaviest
    from scorekeeper.tournament_core.swiss import draw_cost, ideal_order, weights

    entrants, s, rng = field(80), TournamentSettings(rounds=6, seed=6), random.Random(6)
    results, draws = [], []
    for k in range(1, 5):
        draws.append(draw_round(entrants, results, draws, s, round_no=k))
        results += play(draws[-1], rng)
    fifth = draw_round(entrants, results, draws, s, round_no=5)
    f = _swiss_field(entrants, results, s, [e.number for e in entrants], frozenset())
    whole = heaviest(weights(f, ideal_order(f)))  # 80 entrants, no bye
    assert draw_cost(f, [(t.a, t.b) for t in fifth.tables]) == draw_cost(f, whole)
