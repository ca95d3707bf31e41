"""Games that last: the service layer the JSON API and the pages both call.

What is stored is the game record of RECORDS.md (its inputs) and an append-only revision log;
rulings and totals are re-derived by the engine, once per record per process (``cache``). Refusable actions come as
``verify_x`` / ``can_x`` / ``x`` (see ``actions``): ``verify_x`` returns what ``x`` does, ``can_x``
is ``verify_x`` caught; arguments after ``db`` are keyword-only. ``rule_hand`` is the engine's
word on a hand in its game, for a preview.

Who may do what: anyone with the game link (its id) reads; the table token (shared by the phones
at the table) writes; the director code (shown once at creation, stored as a scrypt hash) is
needed to change a hand the other side has confirmed. ``authorize`` turns credentials into an
``Author``, which every write takes.

    created = create_game(db, variant="bela", players=["Ana", "Boris", "Cvita", "Dino"])
    game = get_game(db, game_id=created.game.id)
    author = authorize(game, table_token=created.table_token, seat=0)
    change = append_hand(db, game_id=game.id, hand={...}, author=author,
                         expected_version=game.version, idempotency_key="phone-1-hand-1")
"""

from .actions import (
    Ruled, append_hand, can_append_hand, can_confirm_hand, can_correct_hand, can_undo_last_hand,
    confirm_hand, correct_hand, rule_hand, undo_last_hand, verify_append_hand, verify_confirm_hand,
    verify_correct_hand, verify_undo_last_hand)
from .model import (
    Author, Change, Conflict, Created, Entry, Forbidden, Game, GameError, NotAuthorized, NotFound,
    Revision, StaleVersion)
from .store import (
    authorize, create_game, following_game, get_game, history, recent_game_ids, record_at)

__all__ = [
    "Author", "Change", "Conflict", "Created", "Entry", "Forbidden", "Game", "GameError",
    "NotAuthorized", "NotFound", "Revision", "Ruled", "StaleVersion", "append_hand", "authorize",
    "can_append_hand", "can_confirm_hand", "can_correct_hand", "can_undo_last_hand",
    "confirm_hand", "correct_hand", "create_game", "following_game", "get_game", "history",
    "recent_game_ids", "record_at", "rule_hand", "undo_last_hand", "verify_append_hand",
    "verify_confirm_hand", "verify_correct_hand", "verify_undo_last_hand",
]
