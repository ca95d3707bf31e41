"""The tournament core: settings, entrants and results, pairing (the draw), standings.

Pure, like the rules engine beside it: no Flask, no database, no clock. The same log and seed
always give the same draw and the same standings. The service in ``scorekeeper.tournaments``
stores what happened and asks this package what follows from it.

``settings`` the settings as data; ``model`` entrants, tables, draws, results, the director's
controls; ``pairing`` every format's draw, made of ``drawing``'s parts (who plays, who met, the
matching: the one module with networkx); ``swiss`` what a swiss draw weighs and how a large
field is cut into blocks; ``chance`` random draws that avoid repeats; ``knockout`` losses and
what decides a level match; ``brackets`` seeded charts, pools, double elimination; ``melee``
individuals drawn into new partners, ``seating`` their tables and who sits out, ``whist`` the
whist schedules; ``standings`` the table and its tie-breaks; ``clock`` a round's time
limit and how it ends a game (times given as integers); ``director`` a round sat out;
``sheets`` whether a concours sheet's sum can be right under the house rules.
"""

from .brackets import in_pools, pool_rounds
from .clock import TimeUp, deadline, ended_by_time, seconds_left
from .director import absent_result
from .knockout import decide
from .melee import MeleeResult
from .model import MAX_ENTRANTS, MAX_NAME, Controls, Draw, Entrant, MatchResult, Table
from .pairing import is_finished, losses
from .settings import FORMATS, SETTING_SPECS, SPECS_BY_NAME, SettingError, TournamentSettings
from .specs import MAX_LIST, Spec, SpecError, specs_of
from .specs import choice as setting_choice, flag as setting_flag, number as setting_number
from .specs import numbers as setting_numbers
from .sheets import SheetError, TargetProblem, nearest_sums, target_problem, verify_sheet
from .standings import standings
from .usual import usual_bye_points, usual_deal, usual_ranking

__all__ = ["absent_result", "Controls", "decide", "Draw", "Entrant", "FORMATS", "in_pools", "is_finished",
           "losses", "MatchResult", "MAX_ENTRANTS", "MAX_NAME", "MeleeResult", "nearest_sums", "pairing",
           "pool_rounds", "SETTING_SPECS", "SettingError", "SheetError", "SPECS_BY_NAME", "standings", "Table",
           "target_problem", "TargetProblem", "TournamentSettings",
           "usual_bye_points", "usual_deal", "usual_ranking", "verify_sheet",
           "deadline", "ended_by_time", "seconds_left", "TimeUp",
           "MAX_LIST", "setting_choice", "setting_flag", "setting_number", "setting_numbers", "Spec", "SpecError",
           "specs_of"]
