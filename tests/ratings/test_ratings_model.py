"""How a rating moves, as a player would check it: a win lifts the winners above the losers, a
draw between equals moves nobody apart, a bela table of three rates its three players, every
match counts once in the order it was played, and twenty games make a number settled."""

from __future__ import annotations

from scorekeeper.ratings import PROVISIONAL_UNDER, Played, rate, shown


def match(k: int, a: tuple[str, ...], b: tuple[str, ...], ranks=(0, 1)) -> Played:
    return Played(order=("2026-01-01", "t", k, 1), teams=(a, b), ranks=ranks, tournament="t", round=k,
                  date="2026-01-01")


def test_a_newcomer_starts_at_1000_and_an_average_player_known_for_sure_is_1500():
    assert shown(25.0, 25 / 3) == 1000
    assert shown(25.0, 0.0) == 1500


def test_a_2_against_2_win_rates_four_players_and_lifts_the_winners_above_the_losers():
    book = rate([match(1, ("ana", "ivo"), ("mia", "tin"))])
    assert set(book) == {"ana", "ivo", "mia", "tin"}
    assert book["ana"].rating == book["ivo"].rating > book["mia"].rating == book["tin"].rating
    assert all(s.games == 1 and s.provisional for s in book.values())
    assert book["ana"].wins == 1 and book["mia"].wins == 0


def test_a_draw_between_equals_keeps_them_equal_and_their_skill_where_it_was():
    book = rate([match(1, ("ana", "ivo"), ("mia", "tin"), ranks=(0, 0))])
    assert len({s.rating for s in book.values()}) == 1
    assert all(abs(s.mu - 25.0) < 1e-9 for s in book.values())
    assert book["ana"].rating > 1000  # a game played makes the estimate surer, so higher
    assert book["ana"].wins == 0


def test_a_bela_table_of_three_rates_three_players_in_their_order():
    book = rate([Played(order=(1,), teams=(("ana",), ("ivo",), ("mia",)), ranks=(1, 0, 2))])
    assert book["ivo"].rating > book["ana"].rating > book["mia"].rating


def test_matches_are_rated_in_the_order_played_whatever_order_they_come_in():
    matches = [match(k, ("ana", "ivo"), ("mia", "tin"), ranks=(k % 2, 1 - k % 2)) for k in range(1, 9)]
    forwards, backwards = rate(matches), rate(list(reversed(matches)))
    assert {p: s.rating for p, s in forwards.items()} == {p: s.rating for p, s in backwards.items()}
    assert [h[2] for h in forwards["ana"].history] == list(range(1, 9))


def test_a_rating_is_provisional_under_twenty_games():
    matches = [match(k, ("ana", "ivo"), ("mia", "tin")) for k in range(PROVISIONAL_UNDER)]
    book = rate(matches[:-1])
    assert book["ana"].provisional and book["ana"].games == PROVISIONAL_UNDER - 1
    book = rate(matches)
    assert not book["ana"].provisional and book["ana"].games == PROVISIONAL_UNDER
