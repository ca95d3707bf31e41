"""The season core: a club's season as data, its standings and its prizes.

Pure, like the rules engine and the tournament core: standard library only, no I/O, no clock,
integers only. ``settings`` the season's rules as data (``SeasonSettings``); ``model`` what an
evening gave and the standings' rows; ``standings`` which evenings count and the ranking;
``prizes`` the places that win and the fund shared in cents.
"""

from .model import Evening, EveningEntry, Figure, SeasonRow
from .prizes import Prize, fund_amounts, prizes, winning_places
from .settings import SEASON_SPECS, SEASON_SPECS_BY_NAME, SeasonSettingError, SeasonSettings
from .standings import chosen, evening_figure, half_up, season_standings

__all__ = ["chosen", "Evening", "evening_figure", "EveningEntry", "Figure", "fund_amounts", "half_up",
           "Prize", "prizes", "SEASON_SPECS", "SEASON_SPECS_BY_NAME", "SeasonRow", "SeasonSettingError",
           "SeasonSettings", "season_standings", "winning_places"]
