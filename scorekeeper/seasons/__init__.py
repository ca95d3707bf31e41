"""A club's seasons: a season's rules (``season_core.SeasonSettings``), its evenings, the
absences its director excused, and its standings, recomputed from the evenings' results through
the club's register of players (``register``) each time, never stored.

``store`` its tables; ``service`` the director's verbs and the season's code; ``views`` what every
way out shows of a season; ``players`` a player's page; ``archive`` a season carried whole to
another server.
"""

from . import store
from .archive import export_season, import_season, verify_season_archive
from .players import player_json
from .service import (CreatedSeason, Season, add_evening, can_add_evening, can_change_season, can_create_season,
                      change_season, check_director, create_season, get_season, remove_evening, seasons, seasons_of,
                      set_excused, verify_add_evening, verify_change_season, verify_create_season,
                      verify_remove_evening, verify_set_excused)
from .views import evening_prizes, season_evenings, season_json, standings_of, tournament_prizes

__all__ = ["add_evening", "can_add_evening", "can_change_season", "can_create_season", "change_season",
           "check_director", "create_season",
           "CreatedSeason", "evening_prizes", "export_season", "get_season", "import_season", "player_json",
           "remove_evening", "Season", "season_evenings", "season_json", "seasons", "seasons_of", "set_excused",
           "standings_of", "store", "tournament_prizes", "verify_add_evening", "verify_change_season",
           "verify_create_season", "verify_remove_evening", "verify_season_archive", "verify_set_excused"]
