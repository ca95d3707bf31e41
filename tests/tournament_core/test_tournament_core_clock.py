"""The round clock's decision, pure, with every time a whole number of seconds: "2001 points or
40 minutes" (French concours): when time runs out each table finishes the deal in play, and the
game ends there, the score as it stands deciding; with one_more_deal a level score plays one
more deal first."""

from __future__ import annotations

from scorekeeper.tournament_core import deadline, ended_by_time, seconds_left

START = 1_700_000_000
END = START + 40 * 60


def test_a_round_of_40_minutes_ends_40_minutes_after_its_draw_and_none_without_a_limit():
    assert deadline(started=START, minutes=40) == END
    assert deadline(started=START, minutes=0) is None
    assert seconds_left(started=START, minutes=40, now=START + 60) == 39 * 60
    assert seconds_left(started=START, minutes=40, now=END + 5) == 0
    assert seconds_left(started=START, minutes=0, now=START) is None


def test_before_time_is_up_nothing_ends():
    hands = [(START + 300, (82, 80)), (START + 900, (150, 174))]
    assert ended_by_time(end=END, hands=hands) is None


def test_the_deal_in_play_when_time_runs_out_is_finished_and_the_score_then_decides():
    hands = [(START + 600, (120, 42)), (END - 30, (300, 352)), (END + 90, (462, 352)), (END + 400, (462, 514))]
    up = ended_by_time(end=END, hands=hands)
    assert up is not None and up.hand == 2 and up.totals == (462, 352) and up.winner == 0  # later hands do not count


def test_while_the_deal_in_play_is_unfinished_the_game_goes_on():
    assert ended_by_time(end=END, hands=[(END - 30, (300, 352))]) is None


def test_a_level_score_is_a_drawn_game_or_with_one_more_deal_that_deal_decides():
    hands = [(END - 30, (300, 300)), (END + 60, (381, 381))]
    assert ended_by_time(end=END, hands=hands).winner is None
    assert ended_by_time(end=END, hands=hands, rule="one_more_deal") is None  # the extra deal is in play
    decided = ended_by_time(end=END, hands=[*hands, (END + 300, (381, 543))], rule="one_more_deal")
    assert decided.hand == 2 and decided.winner == 1
