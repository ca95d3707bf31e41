"""What a table does to its game: enter, correct, undo and confirm hands.

Every action is ``verify_x`` (raises with the reason: ``RecordError`` for a hand the engine
refuses, ``Forbidden``, ``Conflict``, ``NotFound``), ``can_x`` (a bool) and ``x`` (does it). ``x``
re-reads the game inside its write transaction, so two phones cannot both act on the same
version: pass ``expected_version`` (the ETag the phone saw) and the second gets ``StaleVersion``.

Error paths: inside the hand concerned they are relative to it (``points``, ``melds[0].rank``;
empty for the whole hand); elsewhere they stay absolute (``hands[4].dealer``, when a correction
would make a later hand impossible).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace

import sqlite_utils

from .. import rules
from ..storage.db import rows, write_transaction
from ..rules import RecordError, find_variant
from . import cache, hooks
from .model import MAX_HANDS, TOO_MANY_HANDS, Author, Change, Conflict, Entry, Forbidden, Game, GameError, StaleVersion
from .store import delete_entry, get_game, now, record_at, revise, save_entry


def _relative(error: RecordError, index: int) -> RecordError:
    """An error inside ``hands[index]`` with its path relative to that hand."""
    prefix = f"hands[{index}]"
    if error.path == prefix:
        return error.moved("")
    if error.path.startswith(prefix + "."):
        return error.moved(error.path[len(prefix) + 1:])
    return error


def _engine_with(game: Game, hands: list[dict], index: int) -> rules.Game:
    """The engine's game over ``hands``; an error in ``hands[index]`` made relative to it."""
    try:
        return rules.Game.from_record(game.record(hands=hands))
    except RecordError as error:
        raise _relative(error, index) from None


def _check_version(game: Game, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != game.version:
        raise StaleVersion(f"someone changed this game first: it is at version {game.version}, "
                           f"you saw version {expected_version}", game=game)


def _verify_may_change(game: Game, entry: Entry, *, author: Author, doing: str) -> None:
    """A confirmed hand is the table's agreed result: only the director may change it."""
    if entry.confirmed and author.role != "director":
        raise Forbidden(f"hand {entry.number} was confirmed by {game.name_of(entry.confirmed_by)}:"
                        f" {doing} it needs the director code", "director_code")


def _can(verify, *args, **kwargs) -> bool:
    try:
        verify(*args, **kwargs)
    except (RecordError, GameError):
        return False
    return True


def _hand_dict(hand: object) -> dict:
    if not isinstance(hand, dict):
        raise RecordError("a hand is an object with dealer, trump, taker, tricks and points")
    return hand


def _commit(db: sqlite_utils.Database, game: Game, *, action: str, author: Author, number: int,
            at: str, before: Entry | None, after: Entry | None) -> Game:
    """Write one change to hand ``number`` with its revision; the game as it now stands."""
    entries = list(game.entries)
    if after is None:
        delete_entry(db, game_id=game.id, number=number)
        entries.pop()
    else:
        save_entry(db, game_id=game.id, entry=after)
        entries[number - 1:number] = [after]
    version = game.version + 1
    revise(db, game_id=game.id, version=version, at=at, action=action, author=author, hand=number,
           before=before.to_json() if before is not None else None,
           after=after.to_json() if after is not None else None)
    return replace(game, version=version, entries=tuple(entries))


# ---------------------------------------------------------------- enter a hand

def verify_append_hand(game: Game, *, hand: dict, author: Author) -> None:
    if len(game.entries) >= MAX_HANDS:
        raise RecordError(TOO_MANY_HANDS, "hands")
    hands = [e.hand for e in game.entries] + [_hand_dict(hand)]
    _engine_with(game, hands, len(hands) - 1)


def can_append_hand(game: Game, *, hand: dict, author: Author) -> bool:
    return _can(verify_append_hand, game, hand=hand, author=author)


def _fingerprint(hand: dict) -> str:
    return hashlib.sha256(json.dumps(hand, sort_keys=True).encode()).hexdigest()


def append_hand(db: sqlite_utils.Database, *, game_id: str, hand: dict, author: Author,
                expected_version: int | None = None, idempotency_key: str | None = None) -> Change:
    """Add the next hand. A repeated ``idempotency_key`` returns the first result, storing nothing."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        if idempotency_key is not None:
            replay = _replay(db, game, key=idempotency_key, hand=hand)
            if replay is not None:
                return replay
        _check_version(game, expected_version)
        hooks.verify_change(db, game, author, "enter")
        if len(game.entries) >= MAX_HANDS:
            raise RecordError(TOO_MANY_HANDS, "hands")
        number = len(game.entries) + 1
        try:
            ruling, engine = cache.push(game, _hand_dict(hand))
        except RecordError as error:
            raise _relative(error, number - 1) from None
        at = now()
        game = _commit(db, game, action="claim" if hand.get("claims") else "enter", author=author,
                       number=number, at=at, before=None,
                       after=Entry(number=number, hand=hand, entered_at=at, entered_by=author))
        if idempotency_key is not None:
            db.execute("INSERT INTO idempotency (game_id, key, fingerprint, number, version, at)"
                       " VALUES (?, ?, ?, ?, ?, ?)",
                       [game_id, idempotency_key, _fingerprint(hand), number, game.version, at])
        if ruling["game"]["finished"]:
            hooks.after_hand(db, game, ruling)  # e.g. a match's next game, in this transaction
    cache.remember(game, ruling=ruling, engine=engine)
    return Change(game, number, game.version, ruling)


def _replay(db: sqlite_utils.Database, game: Game, *, key: str, hand: dict) -> Change | None:
    found = rows(db, "SELECT * FROM idempotency WHERE game_id = ? AND key = ?", [game.id, key])
    if not found:
        return None
    first = found[0]
    if first["fingerprint"] != _fingerprint(hand):
        raise RecordError("this Idempotency-Key was already used for a different hand: "
                          "use a new key for a new hand", "idempotency_key")
    number = first["number"]
    if number > len(game.entries) or game.entries[number - 1].entered_at != first["at"]:
        raise Conflict(f"hand {number}, sent with this Idempotency-Key, was taken back since: "
                       "nothing was stored; look at the sheet before entering it again",
                       game=game, path="idempotency_key")
    ruling = (game.ruling() if first["version"] == game.version
              else rules.adjudicate(record_at(db, game_id=game.id, version=first["version"])))
    return Change(game, first["number"], first["version"], ruling, changed=False)


# ---------------------------------------------------------------- correct a hand

def verify_correct_hand(game: Game, *, number: int, hand: dict, author: Author) -> None:
    _corrected(game, number=number, hand=hand, author=author)


def _corrected(game: Game, *, number: int, hand: dict, author: Author) -> rules.Game:
    entry = game.entry(number)
    _verify_may_change(game, entry, author=author, doing="correcting")
    hands = [e.hand for e in game.entries]
    hands[number - 1] = _hand_dict(hand)
    return _engine_with(game, hands, number - 1)


def can_correct_hand(game: Game, *, number: int, hand: dict, author: Author) -> bool:
    return _can(verify_correct_hand, game, number=number, hand=hand, author=author)


def correct_hand(db: sqlite_utils.Database, *, game_id: str, number: int, hand: dict,
                 author: Author, expected_version: int | None) -> Change:
    """Replace hand ``number``; every later total is re-derived. A director's correction
    leaves the hand confirmed by the director."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        _check_version(game, expected_version)
        hooks.verify_change(db, game, author, "correct")
        engine = _corrected(game, number=number, hand=hand, author=author)
        before, at = game.entry(number), now()
        after = replace(before, hand=hand, corrected_at=at, corrected_by=author)
        if author.role == "director":
            after = replace(after, confirmed_at=at, confirmed_by=author)
        game = _commit(db, game, action="correct", author=author, number=number, at=at,
                       before=before, after=after)
        ruling = engine.ruling()
        if ruling["game"]["finished"] and number == len(game.entries):
            hooks.after_hand(db, game, ruling)  # a correction that ends the game: its next one
    cache.remember(game, ruling=ruling, engine=engine)
    return Change(game, number, game.version, ruling)


# ---------------------------------------------------------------- undo the last hand

def verify_undo_last_hand(game: Game, *, number: int, author: Author) -> None:
    entry = game.entry(number)
    if number != len(game.entries):
        raise Conflict(f"only the last hand (hand {len(game.entries)}) can be undone; "
                       f"correct hand {number} instead", game=game)
    _verify_may_change(game, entry, author=author, doing="undoing")


def can_undo_last_hand(game: Game, *, number: int, author: Author) -> bool:
    return _can(verify_undo_last_hand, game, number=number, author=author)


def undo_last_hand(db: sqlite_utils.Database, *, game_id: str, number: int, author: Author,
                   expected_version: int | None) -> Change:
    """Take back the last hand (``number`` must name it, so a late undo cannot hit the next one)."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        _check_version(game, expected_version)
        hooks.verify_change(db, game, author, "undo")
        verify_undo_last_hand(game, number=number, author=author)
        game = _commit(db, game, action="undo", author=author, number=number, at=now(),
                       before=game.entry(number), after=None)
    return Change(game, number, game.version, game.ruling())


# ---------------------------------------------------------------- confirm a hand

def verify_confirm_hand(game: Game, *, number: int, author: Author) -> None:
    """The other side accepts the hand: a seat not on the side of the seat that entered it."""
    entry = game.entry(number)
    if author.seat is not None and not 0 <= author.seat < len(game.players):
        raise RecordError(f"seat is a seat number from 0 to {len(game.players) - 1}", "seat")
    if author.role == "director":
        return
    if author.phone is None:
        raise Forbidden("a hand is confirmed from a phone that joined as a player of the other "
                        "side, not with the table's shared token", "Authorization")
    if author.seat is None:
        raise RecordError("say which seat confirms the hand", "seat")
    entered = entry.entered_by.seat
    variant = find_variant(game.variant)
    if entered is not None and variant.side_of(entered) == variant.side_of(author.seat):
        raise RecordError(f"{game.players[entered]} entered hand {number}, so a player of the "
                          f"other side confirms it, not {game.players[author.seat]}", "seat")


def can_confirm_hand(game: Game, *, number: int, author: Author) -> bool:
    return _can(verify_confirm_hand, game, number=number, author=author)


def confirm_hand(db: sqlite_utils.Database, *, game_id: str, number: int, author: Author,
                 expected_version: int | None = None) -> Change:
    """Mark hand ``number`` accepted by ``author``; confirming it again changes nothing."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        before = game.entry(number)
        if before.confirmed:
            return Change(game, number, game.version, game.ruling(), changed=False)
        _check_version(game, expected_version)
        hooks.verify_change(db, game, author, "confirm")
        verify_confirm_hand(game, number=number, author=author)
        at = now()
        game = _commit(db, game, action="confirm", author=author, number=number, at=at,
                       before=before, after=replace(before, confirmed_at=at, confirmed_by=author))
    return Change(game, number, game.version, game.ruling())
