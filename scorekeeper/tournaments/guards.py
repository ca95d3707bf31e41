"""What a tournament asks of its games' writes (registered with ``games.hooks`` on import).

- A game that a swap or re-draw replaced is retired: it refuses hands (409), saying where to go.
- A table's result that the director approved, or that a later round was drawn from, is
  read-only for the table: only the director changes it.
- A phone writes hands only from a seat it took (a phone that scanned the card and said nobody
  only watches); the table token itself, a scorer's program, still writes.
- When results are final by the other entrant's confirmation, a phone takes an entrant's seat
  only with that entrant's code, and a hand speaks for a seat only from such a phone: the token
  on the table card alone cannot settle a table.
- The hand that ends a game of a best-of-N match makes the match's next game, in its own write.
"""

from __future__ import annotations

from ..games import hooks
from ..games import Conflict, Forbidden
from ..games import seat_of_phone
from ..rules import find_variant
from . import store
from .access import check_entrant_code
from .service import TournamentError, get_tournament


class Retired(Conflict):
    """A game a swap or re-draw replaced (409); ``table``: the table whose new card to scan."""

    def __init__(self, message: str, *, game, table: int) -> None:
        super().__init__(message, game=game, path="table")
        self.table = table


def _secret() -> str:
    from flask import current_app
    return current_app.config["SECRET_KEY"]


def place(db, game_id: str):
    """``(tournament, round, table state or None, retired table or None)`` of a tournament's game."""
    found = store.place_of(db, game_id)
    if found is None:
        return None
    t = get_tournament(db, tournament_id=found[0])
    r = t.round(found[1])
    table = r.table(found[2]) if r else None
    if table is None or game_id not in table.games:
        return t, found[1], table, t.retired.get(game_id, found[2])
    return t, found[1], table, None


def retired_words(table: int) -> str:
    return f"This table was drawn again: scan the new card (table {table})"


def verify_change(db, game, author, action: str) -> None:
    found = place(db, game.id)
    if found is None:
        return
    t, round_no, table, retired = found
    if retired is not None:
        raise Retired(retired_words(retired), game=game, table=retired)
    if author.role == "director":
        return
    if action in ("enter", "correct", "undo") and author.phone and seat_of_phone(db, phone_id=author.phone) is None:
        raise Forbidden("at a tournament table a phone writes hands only once it has taken its seat: "
                        "say which player holds it first", "seat")
    if table.approved or len(t.rounds) > round_no:
        why = "the director approved it" if table.approved else f"round {round_no + 1} was drawn from it"
        raise Forbidden(f"the result of table {table.table} in round {round_no} is settled ({why}): "
                        "only the director changes it now", "director_code")
    if (t.settings.final_by == "other_entrant" and author.seat is not None
            and seat_of_phone(db, phone_id=author.phone) != author.seat):
        raise Forbidden("at a tournament table a hand speaks for a seat only from a phone that "
                        "joined that seat with its entrant's code", "seat")


def verify_seat(db, game, seat: int | None, entrant_code: str | None) -> None:
    found = place(db, game.id)
    if found is None or seat is None:
        return
    t, _round, table, retired = found
    if retired is not None:
        raise Retired(retired_words(retired), game=game, table=retired)
    if t.settings.final_by != "other_entrant":
        return
    number = (table.a, table.b)[find_variant(game.variant).side_of(seat)]
    if not entrant_code:
        raise Forbidden(f"to speak for {game.players[seat]}, give the entrant code of "
                        f"{t.entrant(number).name} (on the entrant list, or from the director)",
                        "entrant_code")
    if not check_entrant_code(_secret(), t, number=number, code=entrant_code):
        raise Forbidden(f"this is not the entrant code of {t.entrant(number).name}", "entrant_code")


def after_hand(db, game, ruling: dict) -> None:
    from .actions import next_game_after
    next_game_after(db, game=game, ruling=ruling, secret=_secret())


def correction_notice(db, game_id: str) -> str | None:
    """What a director's change to a settled table changes, in words (None: nothing settled)."""
    found = place(db, game_id)
    if found is None or found[3] is not None:
        return None
    t, round_no, table, _retired = found
    later = len(t.rounds) > round_no
    if not (table.approved or later):
        return None
    words = f"This changes the result of table {table.table} in round {round_no}, and the standings."
    if later:
        words += (f" Round {len(t.rounds)}, already drawn from the standings before it, stays "
                  "as drawn.")
    return words


def directs(db, game) -> bool:
    """A tournament's game: its director's word settles a hand."""
    return place(db, game.id) is not None


hooks.register(guard=verify_change, seat=verify_seat, after=after_hand, directs=directs)

__all__ = ["Retired", "TournamentError", "correction_notice", "place", "retired_words"]
