"""Knockouts: no repeat meeting while a draw without one exists (buy-back brings losers back),
a level match eliminates nobody until the setting decides it, and the outcome says how; the
concours sheet's sum checked against the house rules, not against 162 a deal."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from scorekeeper.rules import find_variant
from scorekeeper.tournament_core.knockout import decide, losses
from scorekeeper.tournament_core.model import Entrant, MatchResult
from scorekeeper.tournament_core.pairing import NoDraw, draw_round, is_finished, met, still_in
from scorekeeper.tournament_core.settings import TournamentSettings
from scorekeeper.tournament_core.sheets import SheetError, can_be_sheet, verify_sheet

PROPERTY = hsettings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def field(n: int) -> list[Entrant]:
    return [Entrant(number=i + 1, name=f"Pair {i + 1}", players=(f"A{i}", f"B{i}")) for i in range(n)]


def every_draw(seats):
    if not seats:
        yield []
        return
    for i in range(1, len(seats)):
        for rest in every_draw(seats[1:i] + seats[i + 1:]):
            yield [(seats[0], seats[i]), *rest]


def play(draw, rng) -> list[MatchResult]:
    out = []
    for t in draw.tables:
        winner = rng.choice((t.a, t.b))
        out.append(MatchResult(round=draw.round, a=t.a, b=t.b, winner=winner,
                               games=((1001, 700),) if winner == t.a else ((700, 1001),)))
    return out + [MatchResult(round=draw.round, a=n, b=0, games=((0, 0),), winner=n) for n in draw.byes]


# ---------------------------------------------------------------- repeat meetings

def test_six_with_buy_back_do_not_meet_their_first_opponent_again_in_round_two():
    """Round 1 losers buy back in: round 2 never repeats round 1 (a draw without repeats exists)."""
    for seed in range(40):
        s = TournamentSettings(format="knockout", repasaz_until=1, seed=seed)
        first = draw_round(field(6), [], [], s, round_no=1)
        results = play(first, random.Random(seed))
        second = draw_round(field(6), results, [first], s, round_no=2)
        assert not second.rematches


@PROPERTY
@given(n=st.integers(2, 12), until=st.integers(0, 3), seed=st.integers(0, 10**6))
def test_a_knockout_repeats_a_meeting_only_when_every_draw_would(n, until, seed):
    entrants, s = field(n), TournamentSettings(format="knockout", repasaz_until=until, seed=seed)
    rng, results, draws = random.Random(seed), [], []
    while not is_finished(entrants, results, draws, s):
        d = draw_round(entrants, results, draws, s, round_no=len(draws) + 1)
        seen = [x for t in d.tables for x in (t.a, t.b)] + list(d.byes)
        assert len(seen) == len(set(seen))
        if d.rematches:
            players = [x for t in d.tables for x in (t.a, t.b)]
            before = met(results)
            assert all(any(frozenset(p) in before for p in draw) for draw in every_draw(players))
        draws.append(d)
        results += play(d, rng)
    assert len(still_in(entrants, results, s, round_no=len(draws) + 1)) == 1
    lost = losses(results, settings=s)
    for e in entrants:  # out only after the losses the buy-back allows
        rounds_lost = lost.get(e.number, [])
        played_after = [r.round for r in results if e.number in (r.a, r.b) and r.b and rounds_lost
                        and r.round > rounds_lost[-1]]
        assert not (played_after and (len(rounds_lost) >= 2 or rounds_lost[0] > until))


def test_the_same_seed_gives_the_same_knockout():
    s = TournamentSettings(format="knockout", repasaz_until=2, seed=5)
    one = draw_round(field(9), [], [], s, round_no=1)
    assert one == draw_round(field(9), [], [], s, round_no=1)


# ---------------------------------------------------------------- a level match

def level(round_no=1, a=1, b=2, extra=()) -> MatchResult:
    return MatchResult(round=round_no, a=a, b=b, games=((972, 972), *extra), winner=None)


def test_a_level_partie_eliminates_nobody_until_the_extra_game_is_played():
    s = TournamentSettings(format="knockout", deals=12, ranking="wins", knockout_decider="extra_game")
    results = [level()]
    assert decide(results[0], settings=s).pending and decide(results[0], settings=s).by == "extra_game"
    assert {e.number for e in still_in(field(2), results, s, round_no=2)} == {1, 2}
    assert not is_finished(field(2), results, [object()], s)
    with pytest.raises(NoDraw, match="extra game decides it first"):
        draw_round(field(2), results, [], s, round_no=2)
    decided = [level(extra=((301, 200),))]
    outcome = decide(decided[0], settings=s)
    assert (outcome.winner, outcome.by) == (1, "extra_game")
    assert [e.number for e in still_in(field(2), decided, s, round_no=2)] == [1]


@pytest.mark.parametrize("decider", ["lot", "last_game"])
def test_a_level_match_decided_by_lot_or_the_last_game_says_so(decider):
    s = TournamentSettings(format="knockout", deals=12, knockout_decider=decider, seed=3)
    result = MatchResult(round=1, a=1, b=2, games=((500, 472), (472, 500)), winner=None)
    outcome = decide(result, settings=s)
    assert outcome.by == decider and outcome.winner in (1, 2)
    if decider == "last_game":
        assert outcome.winner == 2


# ---------------------------------------------------------------- the concours sheet

def rules(variant="bela-hr-4", **options):
    return find_variant(variant).rules.with_options(options)


def test_a_sheet_with_scores_rounded_to_tens_is_accepted():
    """Rounded to tens each deal writes 160 or 170 (plus melds): 12 deals can write 1,920."""
    assert can_be_sheet((980, 940), deals=12, rules=rules(rounding="tens"))
    with pytest.raises(SheetError, match="1920 cannot be right"):
        verify_sheet((980, 940), deals=12, rules=rules())


def test_a_tie_written_by_one_side_only_is_accepted():
    """An exact tie where only the taker writes: 81 of that deal's 162 are never written."""
    assert can_be_sheet((1000, 944 - 81), deals=12, rules=rules(tie="taker_scores_own"))
    assert not can_be_sheet((1000, 944 - 81), deals=12, rules=rules())


def test_the_capot_bonus_and_melds_are_accepted_and_an_odd_sum_is_refused_with_the_nearest():
    assert can_be_sheet((1000, 944 + 90 + 20), deals=12, rules=rules())
    with pytest.raises(SheetError) as refused:
        verify_sheet((1000, 945), deals=12, rules=rules())
    assert "1944 or 1964" in refused.value.message


def test_the_capot_bonus_is_read_from_the_house_rules():
    """One deal of 172 is a capot only where the bonus is 10 (no meld is worth 10)."""
    assert can_be_sheet((172, 0), deals=1, rules=rules(all_tricks_bonus=10))
    assert not can_be_sheet((172, 0), deals=1, rules=rules())
