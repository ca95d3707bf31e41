"""The phones at a table: each one that joins gets its own credential, bound to its seat.

The table token (in the join link and QR code) is only the way in: a phone that opens the link
gets a phone key of its own, kept in its session cookie as the server-side reference to a row
here, never the token itself. The seat a phone picks is fixed for that credential, so a hand is
confirmed by a phone of the other side, not by the phone that entered it speaking for someone
else. The director sees the phones of a game and revokes a lost one; rotating the table token
makes old join links useless while the phones that joined keep playing. Each action is
``verify_x`` (raises why not, else returns what ``x`` will do), ``can_x`` and ``x``.

    phone, key = join_phone(db, game=game, table_token=token)     # a new credential
    can_choose_seat(db, game=game, phone_key=key, seat=2)         # True: the seat is free to take
    phone = choose_seat(db, game=game, phone_key=key, seat=2)     # once
    author = authorize_phone(db, game=game, phone_key=key)        # Author("table", 2, phone.id)
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from ..storage import rows, write_transaction
from ..rules import RecordError
from . import credentials, hooks
from .model import Author, Conflict, Forbidden, Game, NotAuthorized, NotFound, allowed
from .store import authorize, now


@dataclass(frozen=True)
class Phone:
    """One joined phone: ``id`` is public (the director names it), its key is not."""

    id: str
    game_id: str
    seat: int | None
    joined_at: str
    revoked_at: str | None = None

    @property
    def is_revoked(self) -> bool:
        return self.revoked_at is not None

    def to_json(self, game: Game) -> dict:
        player = game.players[self.seat] if self.seat is not None else None
        return {"id": self.id, "seat": self.seat, "player": player, "joined_at": self.joined_at,
                "revoked_at": self.revoked_at}


def _phone(row: dict) -> Phone:
    return Phone(id=row["id"], game_id=row["game_id"], seat=row["seat"],
                 joined_at=row["joined_at"], revoked_at=row["revoked_at"])


def _verify_seat(game: Game, seat: object) -> int:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(game.players):
        return seat
    raise RecordError(f"seat is a seat number from 0 to {len(game.players) - 1}", "seat")


def verify_join_phone(db: sqlite_utils.Database, *, game: Game, table_token: str | None,
                      seat: int | None = None, entrant_code: str | None = None) -> int | None:
    """The seat the new phone takes (None: none yet); raises why it may not join.

    A seat may ask for more than the token (``hooks``: an entrant's code at a tournament table).
    """
    authorize(game, table_token=table_token)
    if seat is None:
        return None
    seat = _verify_seat(game, seat)
    hooks.verify_seat(db, game, seat, entrant_code)
    return seat


def can_join_phone(db: sqlite_utils.Database, *, game: Game, table_token: str | None,
                   seat: int | None = None, entrant_code: str | None = None) -> bool:
    return allowed(verify_join_phone, db, game=game, table_token=table_token, seat=seat,
                   entrant_code=entrant_code)


def join_phone(db: sqlite_utils.Database, *, game: Game, table_token: str | None,
               seat: int | None = None, entrant_code: str | None = None) -> tuple[Phone, str]:
    """A new phone credential for whoever holds the table token: ``(phone, phone_key)``."""
    seat = verify_join_phone(db, game=game, table_token=table_token, seat=seat, entrant_code=entrant_code)
    key = credentials.new_phone_key()
    phone = Phone(id=credentials.new_game_id(), game_id=game.id, seat=seat, joined_at=now())
    with write_transaction(db):
        db.execute("INSERT INTO phones (id, game_id, key_hash, seat, joined_at) VALUES (?, ?, ?, ?, ?)",
                   [phone.id, game.id, credentials.hash_token(key), seat, phone.joined_at])
    return phone, key


def find_phone(db: sqlite_utils.Database, *, game: Game, phone_key: str | None) -> Phone | None:
    """The live phone of this game holding ``phone_key``, or None (unknown, other game, revoked)."""
    if not phone_key or not isinstance(phone_key, str):
        return None
    found = rows(db, "SELECT * FROM phones WHERE key_hash = ? AND game_id = ?",
                 [credentials.hash_token(phone_key), game.id])
    phone = _phone(found[0]) if found else None
    return phone if phone and not phone.is_revoked else None


def authorize_phone(db: sqlite_utils.Database, *, game: Game, phone_key: str | None,
                    seat: int | None = None) -> Author:
    """The author of a change from this phone; a seat it names must be its own."""
    if not phone_key:
        raise NotAuthorized.of("phone.needed")
    phone = find_phone(db, game=game, phone_key=phone_key)
    if phone is None:
        raise Forbidden.of("phone.withdrawn")
    if seat is not None and phone.seat is not None and seat != phone.seat:
        raise Forbidden.of("phone.other_seat", "seat", player=game.players[phone.seat],
                           other=game.players[seat] if 0 <= seat < len(game.players) else seat)
    return Author("table", phone.seat if phone.seat is not None else seat, phone.id)


def verify_choose_seat(db: sqlite_utils.Database, *, game: Game, phone_key: str, seat: int,
                       entrant_code: str | None = None) -> tuple[Phone, int]:
    """The phone and the seat it takes (a phone that spoke for a player cannot switch sides);
    raises why not. A phone taking its own seat again is returned as it is."""
    seat = _verify_seat(game, seat)
    phone = find_phone(db, game=game, phone_key=phone_key)
    if phone is None:
        raise Forbidden.of("phone.not_joined")
    if phone.seat is not None and phone.seat != seat:
        raise Conflict.of("phone.seat_taken", "seat", game=game, player=game.players[phone.seat],
                          other=game.players[seat])
    if phone.seat != seat:
        hooks.verify_seat(db, game, seat, entrant_code)
    return phone, seat


def can_choose_seat(db: sqlite_utils.Database, *, game: Game, phone_key: str, seat: int,
                    entrant_code: str | None = None) -> bool:
    return allowed(verify_choose_seat, db, game=game, phone_key=phone_key, seat=seat,
                   entrant_code=entrant_code)


def choose_seat(db: sqlite_utils.Database, *, game: Game, phone_key: str, seat: int,
                entrant_code: str | None = None) -> Phone:
    """Bind the phone to a seat, once."""
    phone, seat = verify_choose_seat(db, game=game, phone_key=phone_key, seat=seat,
                                     entrant_code=entrant_code)
    if phone.seat == seat:
        return phone
    with write_transaction(db):
        db.execute("UPDATE phones SET seat = ? WHERE id = ?", [seat, phone.id])
    return Phone(phone.id, phone.game_id, seat, phone.joined_at)


def seat_of_phone(db: sqlite_utils.Database, *, phone_id: str | None) -> int | None:
    """The seat a live phone took (with its entrant's code at a tournament table); None for the
    table token, a seatless phone or a withdrawn one, which may enter hands but not speak (or
    confirm) for a seat."""
    if phone_id is None:
        return None
    found = rows(db, "SELECT seat FROM phones WHERE id = ? AND revoked_at IS NULL", [phone_id])
    return found[0]["seat"] if found else None


def list_phones(db: sqlite_utils.Database, *, game: Game) -> list[Phone]:
    return [_phone(r) for r in rows(db, "SELECT * FROM phones WHERE game_id = ? ORDER BY joined_at",
                                    [game.id])]


def verify_revoke_phone(db: sqlite_utils.Database, *, game: Game, phone_id: str,
                        author: Author) -> Phone:
    """The phone the director withdraws (as it stands: withdrawn already, nothing changes);
    raises why not."""
    if author.role != "director":
        raise Forbidden.of("phone.withdraw_director", "director_code")
    found = rows(db, "SELECT * FROM phones WHERE id = ? AND game_id = ?", [phone_id, game.id])
    if not found:
        raise NotFound.of("phone.not_found")
    return _phone(found[0])


def can_revoke_phone(db: sqlite_utils.Database, *, game: Game, phone_id: str, author: Author) -> bool:
    return allowed(verify_revoke_phone, db, game=game, phone_id=phone_id, author=author)


def revoke_phone(db: sqlite_utils.Database, *, game: Game, phone_id: str, author: Author) -> Phone:
    """The director withdraws a lost phone's credential: it reads on, but writes nothing more."""
    phone = verify_revoke_phone(db, game=game, phone_id=phone_id, author=author)
    if not phone.is_revoked:
        at = now()
        with write_transaction(db):
            db.execute("UPDATE phones SET revoked_at = ? WHERE id = ?", [at, phone.id])
        phone = Phone(phone.id, phone.game_id, phone.seat, phone.joined_at, at)
    return phone


def table_token_of(game: Game, *, secret: str) -> str | None:
    """The current table token, re-derived; None for a game whose token was random."""
    if game.token_epoch is None:
        return None
    return credentials.derived_token(secret, game_id=game.id, epoch=game.token_epoch)


def verify_rotate_table_token(db: sqlite_utils.Database, *, game: Game, author: Author) -> int:
    """The epoch of the table's next token; raises why the author may not issue it."""
    if author.role != "director":
        raise Forbidden.of("phone.new_link_director", "director_code")
    return (game.token_epoch or 0) + 1


def can_rotate_table_token(db: sqlite_utils.Database, *, game: Game, author: Author) -> bool:
    return allowed(verify_rotate_table_token, db, game=game, author=author)


def rotate_table_token(db: sqlite_utils.Database, *, game: Game, secret: str,
                       author: Author) -> str:
    """A new table token (the director's): old join links stop working, joined phones play on."""
    epoch = verify_rotate_table_token(db, game=game, author=author)
    token = credentials.derived_token(secret, game_id=game.id, epoch=epoch)
    with write_transaction(db):
        db.execute("UPDATE games SET token_epoch = ?, table_token_hash = ? WHERE id = ?",
                   [epoch, credentials.hash_token(token), game.id])
    return token


def copy_phones(db: sqlite_utils.Database, *, from_game: str, to_game: str) -> None:
    """The next game of a match takes over the phones of the game before, seats and all."""
    with write_transaction(db):
        for row in rows(db, "SELECT * FROM phones WHERE game_id = ? AND revoked_at IS NULL", [from_game]):
            db.execute("INSERT INTO phones (id, game_id, key_hash, seat, joined_at) VALUES (?, ?, ?, ?, ?)",
                       [credentials.new_game_id(), to_game, row["key_hash"], row["seat"], row["joined_at"]])
