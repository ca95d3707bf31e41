"""The club's register of players: who played each evening, across tournaments and seasons.

``names`` how a name is compared (no case, no diacritics) and which names are close; ``store``
its tables and its append-only log; ``service`` matching entrants' players as they are entered,
merges and their undoing, the director's answers, and what the other features ask:
``identity_of(db, tournament_id, entrant_number)`` and ``players(db)``.
"""

from ..tournaments import hooks as _tournament_hooks
from .names import close, initials, name_key
from .service import (Match, all_entries, answer, can_merge, can_unmerge, evenings_of, get_player, identities,
                      identity_of, import_players, link_entrants, links_of, match_name, merge, merged_map, names,
                      new_player, players, questions, relink, set_initials_only, shown_in, shown_name,
                      unmerge, verify_answer, verify_merge, verify_unmerge)
from .store import events

_tournament_hooks.register(entered=link_entrants, shown=shown_in)

__all__ = ["all_entries", "answer", "can_merge", "can_unmerge", "close", "evenings_of", "events", "get_player",
           "identities", "identity_of", "import_players", "initials", "link_entrants", "links_of", "Match",
           "match_name", "merge", "merged_map", "name_key", "names", "new_player", "players", "questions",
           "relink", "set_initials_only", "shown_in", "shown_name", "unmerge", "verify_answer",
           "verify_merge", "verify_unmerge"]
