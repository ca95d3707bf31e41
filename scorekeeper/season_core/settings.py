"""A season's rules as data: one frozen value whose fields carry default and help text.

``SEASON_SPECS`` lists them; the season form, ``docs/season-settings.md`` and validation derive
from it, as a tournament's settings derive from ``tournament_core.TournamentSettings``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..tournament_core import MAX_LIST, Spec, SpecError, specs_of
from ..tournament_core import setting_choice as _choice, setting_flag as _flag
from ..tournament_core import setting_number as _number, setting_numbers as _numbers

FIGURES = ("points", "match_points", "place")
COUNTING = ("all", "best", "periods", "drop_worst")
EXCUSED = ("nothing", "fixed", "lowest", "average")
PRIZE_PLACES = ("none", "to_n", "formule_van_4")
FUND_SPLITS = ("percent", "fixed")


class SeasonSettingError(SpecError):
    """A setting that cannot be: ``path`` names it, ``message`` says why in words; ``why`` names
    a rule between settings that refused it (empty for a value the setting itself cannot take),
    so a page can say it in the room's words."""

    def __init__(self, message: str, path: str, *, why: str = "") -> None:
        super().__init__(message, path)
        self.why = why


@dataclass(frozen=True)
class SeasonSettings:
    figure: str = _choice(
        "points", FIGURES,
        "What an evening gives a player (or pair) in the season. points: the evening's points "
        "scored (a klaverjas evening's total). match_points: the evening's match points (2 a won "
        "match, 1 a drawn one). place: points by the place reached that evening, from "
        "place_points.")
    place_points: tuple[int, ...] = _numbers(
        (25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1),
        "figure place: the points for the 1st, 2nd, 3rd... place of an evening; every place "
        "below the table gets the table's last value. Places shared on the evening share the "
        "points of the higher place.")
    by: str = _choice(
        "individual", ("individual", "pair"),
        "individual: each player is ranked (a mêlée season, or each player of a pair gets the "
        "pair's figure). pair: the pairs are ranked; a pair that played an evening with a "
        "substitute for one of its players keeps the evening and says who played.")
    counting: str = _choice(
        "all", COUNTING,
        "Which evenings count. all: every evening. best: the best count_best evenings. periods: "
        "the evenings in periods of period_length, the best count_best in each period, then "
        "the best best_periods periods (0: all periods). drop_worst: every evening but the "
        "worst drop_worst (an evening missed is the first dropped).")
    count_best: int = _number(6, "counting best or periods: how many evenings count (in each "
                                 "period, for periods).", minimum=1, maximum=200)
    period_length: int = _number(8, "counting periods: evenings in a period.", minimum=1, maximum=200)
    best_periods: int = _number(0, "counting periods: how many periods count, the best ones "
                                   "(0: all).", maximum=50)
    drop_worst: int = _number(0, "counting drop_worst: how many of the worst evenings are "
                                 "dropped.", maximum=200)
    minimum_evenings: int = _number(0, "A player (or pair) is ranked from this many evenings on; "
                                       "before, the row says \"not yet ranked: 3 of 5\".",
                                    maximum=200)
    excused: str = _choice(
        "nothing", EXCUSED,
        "What an evening missed with an excuse the director accepted gives. nothing: as any "
        "evening missed. fixed: excused_score. lowest: the evening's lowest figure. average: "
        "the player's own average of the evenings played that count, rounded half up to a "
        "whole number (an average of 1,5 gives 2). An excused evening may then count like "
        "one played.")
    excused_score: int = _number(0, "excused fixed: what an excused evening gives.", maximum=10**6)
    excused_counts_as_played: bool = _flag(
        False, "An excused evening counts toward minimum_evenings, as an evening played.")
    prize_places: str = _choice(
        "none", PRIZE_PLACES,
        "The places that win a prize, on each evening and in the season. none: no prize list. "
        "to_n: every place down to prize_places_n. formule_van_4: the Dutch clubs' formula, "
        "one prize for every four players (rounded up): places 1, 2, 3 and 4, then 8, 12, "
        "16...")
    prize_places_n: int = _number(3, "prize_places to_n: the last place that wins.", minimum=1,
                                  maximum=MAX_LIST)
    booby_prize: bool = _flag(False, "The last place wins the booby prize (the poedelprijs).")
    most_capots_prize: bool = _flag(False, "A prize for the most capots of the evening or the "
                                           "season: the hands where a side took every trick "
                                           "(štiglja, capot, pit), counted from the games "
                                           "played. Equal capots: the higher place wins it.")
    prize_fund: int = _number(0, "The prize fund, in cents (0: the prizes are not money).",
                              maximum=10**9)
    fund_split: str = _choice(
        "percent", FUND_SPLITS,
        "How the fund is shared among the winning places. percent: fund_shares are percentages "
        "of the fund, the cents rounded down and what is left to the first place. fixed: "
        "fund_shares are amounts in cents.")
    fund_shares: tuple[int, ...] = _numbers(
        (), "The share of the 1st, 2nd, 3rd... winning place (percent or cents, as fund_split "
            "says); a winning place beyond the list gets a prize without money.", maximum=10**9)

    @classmethod
    def from_json(cls, data: Mapping[str, object], *, path: str = "") -> SeasonSettings:
        """Settings from JSON names and values; ``SeasonSettingError`` names the first bad one."""
        values: dict[str, Any] = {}
        for name, value in data.items():
            spec = SEASON_SPECS_BY_NAME.get(name)
            if spec is None:
                raise SeasonSettingError(f"there is no setting called {name!r}", f"{path}{name}")
            values[name] = spec.coerce(value, path=f"{path}{name}")
        settings = cls(**values)
        settings.verify(path=path)
        return settings

    def verify(self, *, path: str = "") -> None:
        if self.figure == "place" and not self.place_points:
            raise SeasonSettingError("place_points: give the points of at least one place",
                                     f"{path}place_points", why="no_places")
        if self.fund_split == "percent" and sum(self.fund_shares) > 100:
            raise SeasonSettingError("fund_shares add up to more than 100 percent", f"{path}fund_shares",
                                     why="over_100")
        if self.fund_split == "fixed" and self.prize_fund and sum(self.fund_shares) > self.prize_fund:
            raise SeasonSettingError("fund_shares add up to more than the prize fund", f"{path}fund_shares",
                                     why="over_fund")

    def to_json(self) -> dict:
        return {s.name: list(getattr(self, s.name)) if s.kind == "ints" else getattr(self, s.name)
                for s in SEASON_SPECS}


SEASON_SPECS: tuple[Spec, ...] = specs_of(SeasonSettings, error=SeasonSettingError)
SEASON_SPECS_BY_NAME = {s.name: s for s in SEASON_SPECS}
