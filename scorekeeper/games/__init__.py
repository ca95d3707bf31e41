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
from .actions import can_confirm_hands, confirm_hands, verify_confirm_hands
from .model import (
    Author, Change, Conflict, Created, Entry, Forbidden, Game, GameError, NotAuthorized, NotFound,
    Revision, StaleVersion)
from .store import (
    authorize, create_game, following_game, get_game, history, recent_game_ids, record_at)
from .credentials import check_token
from .model import MAX_HANDS, TOO_MANY_HANDS, allowed
from .phones import (Phone, authorize_phone, choose_seat, copy_phones, find_phone, join_phone, list_phones,
                     revoke_phone, rotate_table_token, seat_of_phone, table_token_of)
from .stats import PlayedGame, statistics
from .store import any_hand, game_versions, import_game, insert_games, now, prepare_games, token_epochs

__all__ = ["allowed", "any_hand", "append_hand", "Author", "authorize", "authorize_phone", "can_append_hand",
           "can_confirm_hand", "can_confirm_hands", "can_correct_hand", "can_undo_last_hand", "Change", "check_token",
           "choose_seat", "confirm_hand", "confirm_hands", "Conflict", "copy_phones", "correct_hand", "create_game",
           "Created", "credentials", "Entry", "find_phone", "following_game", "Forbidden", "Game",
           "game_versions", "GameError", "get_game", "history", "hooks", "import_game", "insert_games",
           "join_phone", "list_phones", "MAX_HANDS", "NotAuthorized", "NotFound", "now", "Phone",
           "PlayedGame", "prepare_games", "recent_game_ids", "record_at", "Revision", "revoke_phone",
           "rotate_table_token", "rule_hand", "Ruled", "seat_of_phone", "StaleVersion", "statistics",
           "table_token_of", "token_epochs", "TOO_MANY_HANDS", "undo_last_hand", "verify_append_hand",
           "verify_confirm_hand", "verify_confirm_hands", "verify_correct_hand", "verify_undo_last_hand"]
