"""Club tournaments: entrants, rounds drawn by format, matches played as ordinary games, standings.

The pure part (``model``, ``settings``, ``standings``, ``pairing``) knows nothing of Flask or the
database, like the rules engine; ``store`` and ``service`` keep a tournament's inputs (settings,
entrants, draws, the director's results) and derive everything else; ``api`` and ``pages`` sit
on top. Standings are never stored: they are recomputed from the matches each time.
"""

from .access import check_director, code_of, entrant_code
from .actions import tournament_of_game
from .guards import correction_notice, place
from .service import TournamentError, retired_games, table_result
from .state import Tournament
from .views import entrant_json, last_round_played, round_json, standings_json, status_of, tournament_json

__all__ = ["actions", "archive", "check_director", "code_of", "controls", "correction_notice", "desk", "entrant_code",
           "entrant_json", "guards", "last_round_played", "place", "retired_games", "round_json", "service",
           "standings_json", "status_of", "table_result", "Tournament", "tournament_json",
           "tournament_of_game", "TournamentError"]
