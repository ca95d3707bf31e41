"""Club tournaments: entrants, rounds drawn by format, matches played as ordinary games, standings.

The pure part is ``tournament_core`` (settings, pairing, standings), like the rules engine. Here:
``store`` keeps a tournament's inputs as an append-only log (settings, entrants, draws, the
director's results) and ``state`` folds it; ``service``, ``actions``, ``controls`` and ``desk`` are
the director's verbs (``verify_x`` / ``can_x`` / ``x``); ``results`` reads the matches from their
games; ``views`` is what every way out shows of a tournament; ``access`` checks its codes;
``guards`` keeps a tournament's games to their tables; ``hooks`` lets a feature built on
tournaments add to their writes; ``archive`` exports and imports it whole.
Standings are never stored: they are recomputed from the matches each time.
"""

from . import hooks
from .access import check_director, code_of, entrant_code
from .clock import now_seconds, round_clock
from .actions import overruling_result, tournament_of_game
from .guards import correction_notice, place
from .results import TableResult, capots_of, match_results, table_result
from .service import TournamentError, all_tournaments, get_tournament, register_seeder, retired_games, state_key
from .public import public_view
from .state import Tournament
from .views import correction_effect
from .views import (entrant_json, game_clock, last_round_played, round_json, standings_json, status_of,
                    tournament_json)

__all__ = ["actions", "archive", "check_director", "code_of", "controls", "correction_notice", "desk", "entrant_code",
           "entrant_json", "guards", "hooks", "last_round_played", "place", "retired_games", "round_json", "service",
           "standings_json", "status_of", "table_result", "TableResult", "match_results", "Tournament",
           "tournament_json", "tournament_of_game", "TournamentError", "correction_effect", "overruling_result",
           "all_tournaments", "get_tournament", "game_clock", "now_seconds", "register_seeder",
           "round_clock", "state_key", "capots_of", "public_view"]
