"""A season's standings as a club computes them by hand: which evenings count, the minimum,
an excused absence, pairs with a substitute, and the prizes (Formule van 4)."""

from __future__ import annotations

import pytest

from scorekeeper.season_core import (Evening, EveningEntry, SeasonSettingError, SeasonSettings, fund_amounts,
                                     half_up, prizes, season_standings, winning_places)


def _evenings(table: dict[str, list[int | str | None]]) -> list[Evening]:
    """Evenings from a club's sheet: a player's points per evening, "E" excused, None missed."""
    count = len(next(iter(table.values())))
    out = []
    for n in range(count):
        played = [(p, v[n]) for p, v in table.items() if isinstance(v[n], int)]
        ranked = sorted(played, key=lambda x: -x[1])
        entries = tuple(EveningEntry(players=(p,), points=pts, match_points=0,
                                     place=1 + [q for q, _ in ranked].index(p)) for p, pts in played)
        out.append(Evening(number=n + 1, entries=entries,
                           excused=frozenset(p for p, v in table.items() if v[n] == "E")))
    return out


# A Dutch klaverjas club's mêlée season of eight evenings: each evening's points per player.
DUTCH = {
    "anneke": [4210, 3980, 4505, None, 4120, 3890, 4300, 4050],
    "bram":   [3900, "E", 4100, 4400, "E", 3700, 3850, 4000],
    "cor":    [4000, 4100, 3600, 3900, 4300, 4200, 3500, 3950],
    "dirk":   [4800, 4700, 4900, None, None, None, None, None],
    "els":    [None, None, None, None, 4000, 4000, 4000, 4000],
}
DUTCH_RULES = SeasonSettings(figure="points", counting="best", count_best=6, minimum_evenings=4,
                             excused="fixed", excused_score=3800, prize_places="formule_van_4",
                             prize_fund=10000, fund_shares=(50, 30, 20))


def test_a_dutch_klaverjas_season_best_6_of_8_agrees_with_the_hand_computation():
    # By hand:
    # anneke played 7 (missed the 4th, no excuse); the best 6 drop her 3890:
    #   4505 + 4300 + 4210 + 4120 + 4050 + 3980 = 25165
    # cor played all 8; the best 6 drop 3500 and 3600:
    #   4300 + 4200 + 4100 + 4000 + 3950 + 3900 = 24450
    # bram played 6 and was excused twice (3800 each, the club's fixed score); the best 6 of
    #   his 8 figures drop 3700 and the later 3800 (equal figures: the earlier evening counts):
    #   4400 + 4100 + 4000 + 3900 + 3850 + 3800 = 24050
    # els played 4, the minimum: 4 × 4000 = 16000
    # dirk played 3 of the 4 needed: not yet ranked, though his 14400 is shown.
    rows = season_standings(_evenings(DUTCH), DUTCH_RULES)
    assert [(r.key[0], r.rank, r.total, r.counted, r.ranked) for r in rows] == [
        ("anneke", 1, 25165, 6, True), ("cor", 2, 24450, 6, True), ("bram", 3, 24050, 6, True),
        ("els", 4, 16000, 4, True), ("dirk", None, 14400, 3, False)]
    bram = rows[2]
    assert [(f.evening, f.figure, f.how, f.counted) for f in bram.figures] == [
        (1, 3900, "played", True), (2, 3800, "excused", True), (3, 4100, "played", True),
        (4, 4400, "played", True), (5, 3800, "excused", False), (6, 3700, "played", False),
        (7, 3850, "played", True), (8, 4000, "played", True)]
    dirk = rows[4].to_json({"dirk": "Dirk de Vries"})
    assert (dirk["name"], dirk["evenings"], dirk["needed"]) == ("Dirk de Vries", 3, 4)


def test_the_formule_van_4_gives_a_prize_for_every_four_players():
    rules = SeasonSettings(prize_places="formule_van_4")
    assert winning_places(rules, 4) == (1,)
    assert winning_places(rules, 17) == (1, 2, 3, 4, 8)
    assert winning_places(rules, 30) == (1, 2, 3, 4, 8, 12, 16, 20)
    assert winning_places(SeasonSettings(prize_places="to_n", prize_places_n=3), 30) == (1, 2, 3)


def test_the_dutch_season_prizes_go_to_the_ranked_players_only():
    rows = [r for r in season_standings(_evenings(DUTCH), DUTCH_RULES) if r.ranked]
    won = prizes(DUTCH_RULES, [r.key for r in rows])
    # four ranked players: one prize, half of the 100 euro fund
    assert [(p.kind, p.position, p.winner, p.cents) for p in won] == [("place", 1, ("anneke",), 5000)]


def test_a_percentage_split_loses_no_cent():
    rules = SeasonSettings(prize_fund=10001, fund_shares=(50, 30, 20))
    # 5000.5 + 3000.3 + 2000.2: the cents rounded down, the one left over to the first place
    assert fund_amounts(rules, 3) == (5001, 3000, 2000)
    assert fund_amounts(SeasonSettings(fund_split="fixed", fund_shares=(2500, 1500)), 3) == (2500, 1500, 0)


def test_booby_and_capots_prizes():
    rules = SeasonSettings(prize_places="to_n", prize_places_n=2, booby_prize=True, most_capots_prize=True)
    ranked = [("a",), ("b",), ("c",), ("d",)]
    won = prizes(rules, ranked, {("c",): 3, ("a",): 1})
    assert [(p.kind, p.position, p.winner) for p in won] == [
        ("place", 1, ("a",)), ("place", 2, ("b",)), ("booby", 4, ("d",)), ("capots", 3, ("c",))]


def test_a_croatian_quarter_by_pairs_with_a_substitute_says_who_played():
    # Four bela evenings, points by place (25, 20, 16, 13...), every evening counts.
    rules = SeasonSettings(figure="place", by="pair", counting="all")
    def pair(a, b, place):
        return EveningEntry(players=(a, b), points=0, match_points=0, place=place)
    evenings = [
        Evening(number=1, entries=(pair("ivan", "marko", 1), pair("ana", "petra", 2), pair("josip", "luka", 3))),
        Evening(number=2, entries=(pair("ana", "petra", 1), pair("josip", "luka", 2), pair("ivan", "marko", 3))),
        # Marko away: Stipe plays beside Ivan, and the evening is the pair's
        Evening(number=3, entries=(pair("ivan", "stipe", 1), pair("josip", "luka", 1), pair("ana", "petra", 3))),
        Evening(number=4, entries=(pair("ivan", "marko", 2), pair("ana", "petra", 1)), excused=frozenset({"josip", "luka"})),
    ]
    rows = season_standings(evenings, rules)
    # ivan & marko: 25 + 16 + 25 + 20 = 86; ana & petra: 20 + 25 + 16 + 25 = 86 (shared first);
    # josip & luka: 16 + 20 + 25 = 61 (an excused evening gives nothing by default)
    assert [(r.rank, r.key, r.total) for r in rows] == [
        (1, ("ana", "petra"), 86), (1, ("ivan", "marko"), 86), (3, ("josip", "luka"), 61)]
    third = rows[1].figures[2]
    assert (third.figure, third.played_by) == (25, ("ivan", "stipe"))
    assert rows[2].figures[3].how == "excused" and rows[2].figures[3].figure is None


def test_best_evenings_per_period_then_the_best_periods():
    # two periods of three evenings: the best 2 of each, then the better period only
    rules = SeasonSettings(counting="periods", period_length=3, count_best=2, best_periods=1)
    evenings = [Evening(number=n + 1, entries=(EveningEntry(players=("x",), points=p, match_points=0, place=1),))
                for n, p in enumerate([10, 30, 20, 50, 5, 40])]
    (row,) = season_standings(evenings, rules)
    # period 1: 30 + 20 = 50; period 2: 50 + 40 = 90, the better one
    assert row.total == 90 and [f.counted for f in row.figures] == [False, False, False, True, False, True]


def test_drop_worst_drops_a_missed_evening_first():
    rules = SeasonSettings(counting="drop_worst", drop_worst=2)
    evenings = [Evening(number=n + 1, entries=tuple(
        EveningEntry(players=("x",), points=p, match_points=0, place=1) for p in ([v] if v else [])))
        for n, v in enumerate([10, None, 30, 20, 5])]
    (row,) = season_standings(evenings, rules)
    assert (row.total, row.counted) == (60, 3)  # five held, two dropped: the missed and the 5


def test_an_excused_evening_at_the_players_own_average_rounds_half_up():
    assert half_up(3, 2) == 2 and half_up(7, 3) == 2 and half_up(0, 0) == 0
    rules = SeasonSettings(excused="average", counting="all")
    evenings = _evenings({"x": [100, 101, "E", 102], "y": [1, 1, 1, 1]})
    x = season_standings(evenings, rules)[0]
    assert x.key == ("x",) and x.figures[2].figure == 101 and x.total == 404


def test_an_excused_evening_at_the_evenings_lowest():
    rules = SeasonSettings(excused="lowest", excused_counts_as_played=True, minimum_evenings=3)
    rows = season_standings(_evenings({"x": [100, "E", 90], "y": [80, 70, 60]}), rules)
    assert [(r.key, r.total, r.ranked) for r in rows] == [(("x",), 260, True), (("y",), 210, True)]


@pytest.mark.parametrize("data, path", [
    ({"counting": "most"}, "counting"), ({"count_best": 0}, "count_best"),
    ({"place_points": [25, "x"]}, "place_points.1"), ({"colour": "red"}, "colour"),
    ({"fund_shares": [60, 50]}, "fund_shares"), ({"excused_counts_as_played": 1}, "excused_counts_as_played"),
])
def test_a_bad_setting_names_its_field(data, path):
    with pytest.raises(SeasonSettingError) as refused:
        SeasonSettings.from_json(data)
    assert refused.value.path == path


def test_settings_round_trip_through_json():
    assert SeasonSettings.from_json(DUTCH_RULES.to_json()) == DUTCH_RULES


@pytest.mark.parametrize("counting", [{"counting": "all"}, {"counting": "best", "count_best": 6},
                                      {"counting": "periods", "count_best": 1, "period_length": 2,
                                       "best_periods": 3},
                                      {"counting": "drop_worst", "drop_worst": 2}])
def test_a_league_lists_only_the_evenings_a_player_played_and_ranks_as_the_full_grid_does(counting):
    """A federation's league holds every club's evenings; a player's row lists the ones he played
    or was excused from, and its totals, counts and ranks are those of the full grid."""
    settings = SeasonSettings(**counting, excused="fixed", excused_score=3500, minimum_evenings=4)
    evenings = _evenings(DUTCH)
    full = season_standings(evenings, settings)
    short = season_standings(evenings, settings, missed=False)
    assert [(r.key, r.rank, r.total, r.counted, r.evenings, r.ranked) for r in short] == \
        [(r.key, r.rank, r.total, r.counted, r.evenings, r.ranked) for r in full]
    for s, f in zip(short, full):
        assert [x for x in f.figures if x.how != "missed"] == list(s.figures)
