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

from dataclasses import dataclass

from ..games import hooks
from ..games import Conflict, Forbidden
from ..games import seat_of_phone
from ..rules import find_variant
from ..words import english, refused
from . import store
from .access import check_entrant_code
from .clock import time_ended
from .service import TournamentError, get_tournament
from .state import TableState, Tournament


class Retired(Conflict):
    """A game a swap or re-draw replaced (409); ``table``: the table whose new card to scan."""

    def __init__(self, message: str, *, game, path: str = "table", note=None) -> None:
        super().__init__(message, game=game, path=path, note=note)
        self.table = note.args["table"] if note is not None else 0


def _secret() -> str:
    from flask import current_app
    return current_app.config["SECRET_KEY"]


@dataclass(frozen=True)
class Place:
    """Where a tournament's game is played: its round and table, or the table it was drawn away
    from (``retired``) when a re-draw or a swap replaced it."""
    tournament: Tournament
    round_no: int
    table: TableState | None
    retired: int | None

    @property
    def current(self) -> TableState:
        """The table the game is still played at (only for a game that was not drawn away)."""
        assert self.retired is None and self.table is not None, "a game drawn away has no table"
        return self.table


def place(db, game_id: str) -> Place | None:
    """The place of a tournament's game; None for a game no tournament drew."""
    found = store.place_of(db, game_id)
    if found is None:
        return None
    tournament_id, round_no, table_no = found
    t = get_tournament(db, tournament_id=tournament_id)
    r = t.round(round_no)
    table = r.table(table_no) if r else None
    if table is None or game_id not in table.games:
        return Place(t, round_no, table, t.retired.get(game_id, table_no))
    return Place(t, round_no, table, None)


def retired_words(table: int) -> str:
    return english(refused("table.retired", table=table))


def verify_change(db, game, author, action: str) -> None:
    found = place(db, game.id)
    if found is None:
        return
    t, round_no, retired = found.tournament, found.round_no, found.retired
    if retired is not None:
        raise Retired.of("table.retired", "table", game=game, table=retired)
    if author.role == "director":
        return
    if action in ("enter", "correct", "undo") and author.phone and seat_of_phone(db, phone_id=author.phone) is None:
        raise Forbidden.of("table.seat_first", "seat")
    table = found.current
    if table.approved or len(t.rounds) > round_no:
        raise Forbidden.of("table.settled_approved" if table.approved else "table.settled_drawn",
                           "director_code", table=table.table, round=round_no, next=round_no + 1)
    if action == "enter" and (up := time_ended(t, table, game, game.ruling())) is not None:
        raise Forbidden.of("table.time_up", "hand", table=table.table, deal=up.hand + 1)
    if (t.settings.final_by == "other_entrant" and author.seat is not None
            and seat_of_phone(db, phone_id=author.phone) != author.seat):
        raise Forbidden.of("table.seat_code", "seat")


def verify_seat(db, game, seat: int | None, entrant_code: str | None) -> None:
    found = place(db, game.id)
    if found is None or seat is None:
        return
    t, retired = found.tournament, found.retired
    if retired is not None:
        raise Retired.of("table.retired", "table", game=game, table=retired)
    if t.settings.final_by != "other_entrant":
        return
    table = found.current
    number = (table.a, table.b)[find_variant(game.variant).side_of(seat)]
    if not entrant_code:
        raise Forbidden.of("table.code_needed", "entrant_code", player=game.players[seat],
                           entrant=t.known_entrant(number).name)
    if not check_entrant_code(_secret(), t, number=number, code=entrant_code):
        raise Forbidden.of("table.wrong_code", "entrant_code", entrant=t.known_entrant(number).name)


def after_hand(db, game, ruling: dict) -> None:
    from .actions import next_game_after
    next_game_after(db, game=game, ruling=ruling, secret=_secret())


def correction_notice(db, game_id: str) -> str | None:
    """What a director's change to a settled table changes, in words (None: nothing settled)."""
    found = place(db, game_id)
    if found is None or found.retired is not None:
        return None
    t, round_no, table = found.tournament, found.round_no, found.current
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
