"""Standings as a director reads them: a bye is a bye (its own column, never a match played or
lost), a late entrant's missed rounds are no losses, head-to-head only among entrants who all
met (FIDE's direct encounter), and every row's ``decided_by`` true of the row above it."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.tournament_core.model import Entrant, MatchResult
from scorekeeper.tournament_core.pairing import draw_round, is_finished
from scorekeeper.tournament_core.settings import TIEBREAKS, TournamentSettings
from scorekeeper.tournament_core.standings import standings

PROPERTY = hsettings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))


def field(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]


def win(round_no: int, winner: int, loser: int, lost: int = 700) -> MatchResult:
    return MatchResult(round=round_no, a=winner, b=loser, games=((1001, lost),), winner=winner)


def bye(round_no: int, number: int, *, points: int = 0, counts: bool = True) -> MatchResult:
    return MatchResult(round=round_no, a=number, b=0, games=((points, 0),),
                       winner=number if counts else None, bye_win=counts)


def row_of(rows, number):
    return next(r for r in rows if r.number == number)


def test_a_bye_is_shown_as_a_bye_not_as_a_match_played():
    results = [win(1, 1, 2), bye(1, 3)]
    rows = standings(field(3), results, TournamentSettings())
    three = row_of(rows, 3)
    assert (three.played, three.wins, three.losses, three.byes, three.match_points) == (0, 0, 0, 1, 2)


def test_a_bye_that_is_not_a_win_is_still_no_loss():
    rows = standings(field(3), [win(1, 1, 2), bye(1, 3, counts=False)], TournamentSettings())
    three = row_of(rows, 3)
    assert (three.played, three.losses, three.byes, three.match_points) == (0, 0, 1, 0)


def test_a_late_entrants_missed_rounds_are_missed_not_lost():
    """The service writes a late entrant's missed rounds as results without an opponent."""
    entrants = field(4)[:3] + [Entrant(number=4, name="Late", players=("L", "M"), joined_round=3)]
    results = [win(1, 1, 2), bye(1, 3), win(2, 3, 1), bye(2, 2)]
    results += [bye(k, 4, points=500, counts=False) for k in (1, 2)]
    late = row_of(standings(entrants, results, TournamentSettings()), 4)
    assert (late.played, late.losses, late.byes, late.missed, late.points_for) == (0, 0, 0, 2, 1000)


def test_buchholz_counts_a_bye_as_a_virtual_opponent_or_leaves_it_out():
    """FIDE's virtual opponent: 3 had the bye in round 1 of 2 with nothing before it: 0 + (2 - 2)
    + a drawn match for round 2 = 1; beaten 2 has 2 match points. Left out: 2."""
    results = [win(1, 1, 2), bye(1, 3), win(2, 3, 2), bye(2, 1)]
    virtual = row_of(standings(field(3), results, TournamentSettings()), 3)
    ignored = row_of(standings(field(3), results, TournamentSettings(buchholz_byes="ignore")), 3)
    assert (virtual.buchholz, ignored.buchholz) == (0 + 1, 0)


def test_head_to_head_is_not_applied_between_entrants_who_did_not_all_meet():
    """1, 2 and 3 on 2 match points each; 1 beat 2 but 3 met neither: head-to-head cannot rank
    three who did not all meet, so Buchholz decides."""
    results = [win(1, 1, 2), win(1, 3, 4), win(2, 2, 5), win(2, 6, 3), win(2, 5, 1)]
    s = TournamentSettings(tiebreaks=("head_to_head", "buchholz", "lot"))
    rows = standings(field(6), results, s)
    level = [r for r in rows if r.number in (1, 2, 3)]
    assert all(r.match_points == 2 for r in level)
    assert not any(r.decided_by == "head_to_head" for r in rows)


def drawn(round_no: int, a: int, b: int) -> MatchResult:
    return MatchResult(round=round_no, a=a, b=b, games=((800, 800),), winner=None)


def test_head_to_head_ranks_entrants_who_all_met():
    """1, 2, 3 on 3 match points and all met: among themselves 1 scored 3, 3 scored 2, 2 one."""
    results = [win(1, 1, 2), drawn(1, 3, 4), drawn(2, 1, 3), win(2, 2, 4), drawn(3, 2, 3)]
    rows = standings(field(4), results, TournamentSettings(tiebreaks=("head_to_head", "lot")))
    assert [r.number for r in rows] == [1, 3, 2, 4]
    assert [r.decided_by for r in rows] == [None, "head_to_head", "head_to_head", "match_points"]


def test_sonneborn_berger_wins_and_buchholz_cut_one():
    """3 beat 1 (4 points at the end) and lost to 2 (2 points): Sonneborn-Berger 2 × 4 = 8."""
    results = [win(1, 3, 1), win(1, 2, 4), win(2, 2, 3), win(2, 1, 4), win(3, 1, 2), win(3, 3, 4)]
    rows = standings(field(4), results, TournamentSettings(tiebreaks=("sonneborn_berger", "lot")))
    three = row_of(rows, 3)
    assert three.sonneborn_berger == 2 * 4 + 2 * 0 and three.wins == 2
    assert three.buchholz == 4 + 4 + 0 and three.buchholz_cut1 == 8


# ---------------------------------------------------------------- decided_by is always true

@st.composite
def events(draw):
    fmt = draw(st.sampled_from(["swiss", "round_robin", "knockout"]))
    chain = draw(st.lists(st.sampled_from(TIEBREAKS), max_size=5, unique=True))
    s = TournamentSettings(format=fmt, rounds=draw(st.integers(1, 5)), seed=draw(st.integers(0, 999)),
                           tiebreaks=tuple(chain), ranking=draw(st.sampled_from(["wins", "points"]))
                           if fmt != "knockout" else "wins",
                           buchholz_byes=draw(st.sampled_from(["virtual", "ignore"])))
    return field(draw(st.integers(2, 11))), s, draw(st.integers(0, 999))


def run(entrants, s, seed):
    rng, results, draws = random.Random(seed), [], []
    for k in range(1, 8):
        if is_finished(entrants, results, draws, s):
            break
        d = draw_round(entrants, results, draws, s, round_no=k)
        draws.append(d)
        for t in d.tables:
            a, b = rng.choice([(1001, 700), (700, 1001), (800, 800)])
            if s.format == "knockout" and a == b:
                a += 10
            results.append(MatchResult(round=k, a=t.a, b=t.b, games=((a, b),),
                                       winner=None if a == b else (t.a if a > b else t.b)))
        results += [bye(k, n, points=850) for n in d.byes]
    return results


@PROPERTY
@given(events())
def test_every_rows_decided_by_says_what_really_put_it_below_the_row_above(event):
    entrants, s, seed = event
    results = run(entrants, s, seed)
    rows = standings(entrants, results, s)
    chain = ["match_points" if s.ranking == "wins" else "points_for", *s.tiebreaks]
    opponents = {(r.a, r.b) for r in results} | {(r.b, r.a) for r in results}
    for above, row in zip(rows, rows[1:]):
        if row.decided_by is None:
            assert row.rank == above.rank  # level to the end of the chain: they share a rank
            continue
        assert row.rank > above.rank
        used = chain[:chain.index(row.decided_by)]
        assert all(getattr(above, c) == getattr(row, c) for c in used if c not in ("head_to_head", "lot"))
        if row.decided_by == "head_to_head":
            assert (above.number, row.number) in opponents
        elif row.decided_by != "lot":
            assert getattr(above, row.decided_by) > getattr(row, row.decided_by)
