"""What a table does to its game: enter, correct, undo and confirm hands.

Every action is ``verify_x`` (raises with the reason: ``RecordError`` for a hand the engine
refuses, ``Forbidden``, ``Conflict``, ``NotFound``; else returns what it checked: the hand with
its ruling, or the entry concerned), ``can_x`` (``verify_x`` caught: a bool) and ``x``, which
calls ``verify_x`` and does what it returns. Verify asks the features built on games too
(``hooks``: a tournament's table that was drawn again refuses hands), so ``can_x`` and ``x``
agree. ``x`` re-reads the game inside its write transaction, so two phones cannot both act on
the same version: pass ``expected_version`` (the ETag the phone saw) and the second gets
``StaleVersion``.

Error paths: inside the hand concerned they are relative to it (``points``, ``melds[0].rank``;
empty for the whole hand); elsewhere they stay absolute (``hands[4].dealer``, when a correction
would make a later hand impossible).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace

import sqlite_utils
from collections.abc import Sequence

from .. import rules
from ..storage import rows, write_transaction
from ..rules import RecordError, find_variant
from ..words import english, refused
from . import cache, hooks
from .model import (MAX_HANDS, Author, Change, Conflict, Entry, Forbidden, Game, StaleVersion,
                    allowed)
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


@dataclass(frozen=True)
class Ruled:
    """A hand the engine accepts in its game: its number, the hand as it will be stored, the
    ruling of the game with it, and the engine's state after it (for the write that stores it)."""

    number: int
    hand: dict
    ruling: dict
    engine: rules.Game = field(repr=False, compare=False)
    retired: tuple[int, ...] = ()  # later hands a correction that ends the game takes off the sheet

    @property
    def row(self) -> dict:
        """The ruling of this hand."""
        return self.ruling["hands"][self.number - 1]


def _check_version(game: Game, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != game.version:
        raise StaleVersion.of("game.stale", game=game, version=game.version,
                              seen=expected_version)


def _verify_may_change(game: Game, entry: Entry, *, author: Author, doing: str) -> None:
    """A confirmed hand is the table's agreed result: only the director may change it."""
    if entry.confirmed and author.role != "director":
        raise Forbidden.of("game.confirmed_by", "director_code", number=entry.number,
                           who=game.name_of(entry.confirmed_by), doing=doing)


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


# ---------------------------------------------------------------- what the engine rules of a hand

def rule_hand(game: Game, *, hand: object, number: int | None = None) -> Ruled:
    """What the engine rules of ``game`` with ``hand`` as hand ``number`` (None: the next hand);
    nothing is stored and nobody's rights are asked (a preview). ``RecordError`` with its path
    relative to the hand."""
    cleaned = _hand_dict(hand)
    if number is None:
        number = len(game.entries) + 1
        try:
            ruling, engine = cache.push(game, cleaned)
        except RecordError as error:
            raise _relative(error, number - 1) from None
        return Ruled(number, cleaned, ruling, engine)
    game.entry(number)
    hands = [e.hand for e in game.entries]
    hands[number - 1] = cleaned
    ended = _ends_at(game, hands[:number]) if number < len(hands) else None
    if ended is not None:  # the game ends at this hand now: the hands after it are no longer played
        return Ruled(number, cleaned, ended.ruling(), ended, retired=tuple(range(number + 1, len(hands) + 1)))
    engine = _engine_with(game, hands, number - 1)
    return Ruled(number, cleaned, engine.ruling(), engine)


def _ends_at(game: Game, hands: list[dict]) -> rules.Game | None:
    """The engine's game over ``hands`` if it is over after the last of them (else None; an
    error in them is said by the whole game's ruling, with its path)."""
    try:
        engine = rules.Game.from_record(game.record(hands=hands))
    except RecordError:
        return None
    return engine if engine.ruling()["game"]["finished"] else None


# ---------------------------------------------------------------- enter a hand

def verify_append_hand(db: sqlite_utils.Database, *, game: Game, hand: object, author: Author,
                       expected_version: int | None = None) -> Ruled:
    """The next hand as it will be stored, with the game's ruling after it; raises why not."""
    _check_version(game, expected_version)
    hooks.verify_change(db, game, author, "enter")
    if len(game.entries) >= MAX_HANDS:
        raise _refusal("game.too_many_hands", "hands", most=MAX_HANDS)
    return rule_hand(game, hand=hand)


def can_append_hand(db: sqlite_utils.Database, *, game: Game, hand: object, author: Author,
                    expected_version: int | None = None) -> bool:
    return allowed(verify_append_hand, db, game=game, hand=hand, author=author,
                expected_version=expected_version)


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
        ruled = verify_append_hand(db, game=game, hand=hand, author=author,
                                   expected_version=expected_version)
        number, at = ruled.number, now()
        game = _commit(db, game, action="claim" if ruled.hand.get("claims") else "enter", author=author,
                       number=number, at=at, before=None,
                       after=Entry(number=number, hand=ruled.hand, entered_at=at, entered_by=author))
        if idempotency_key is not None:
            db.execute("INSERT INTO idempotency (game_id, key, fingerprint, number, version, at)"
                       " VALUES (?, ?, ?, ?, ?, ?)",
                       [game_id, idempotency_key, _fingerprint(hand), number, game.version, at])
        if ruled.ruling["game"]["finished"]:
            hooks.after_hand(db, game, ruled.ruling)  # e.g. a match's next game, in this transaction
    cache.remember(game, ruling=ruled.ruling, engine=ruled.engine)
    return Change(game, number, game.version, ruled.ruling)


def _replay(db: sqlite_utils.Database, game: Game, *, key: str, hand: dict) -> Change | None:
    found = rows(db, "SELECT * FROM idempotency WHERE game_id = ? AND key = ?", [game.id, key])
    if not found:
        return None
    first = found[0]
    if first["fingerprint"] != _fingerprint(hand):
        raise _refusal("game.key_reused", "idempotency_key")
    number = first["number"]
    if number > len(game.entries) or game.entries[number - 1].entered_at != first["at"]:
        raise Conflict.of("game.taken_back", "idempotency_key", game=game, number=number)
    ruling = (game.ruling() if first["version"] == game.version
              else rules.adjudicate(record_at(db, game_id=game.id, version=first["version"])))
    return Change(game, first["number"], first["version"], ruling, changed=False)


# ---------------------------------------------------------------- correct a hand

def verify_correct_hand(db: sqlite_utils.Database, *, game: Game, number: int, hand: object,
                        author: Author, expected_version: int | None = None) -> Ruled:
    """Hand ``number`` as it will be stored, with the game's ruling after it; raises why not."""
    _check_version(game, expected_version)
    hooks.verify_change(db, game, author, "correct")
    _verify_may_change(game, game.entry(number), author=author, doing="correcting")
    ruled = rule_hand(game, hand=hand, number=number)
    if ruled.retired:
        hooks.verify_change(db, game, author, "undo")
        for later in ruled.retired:
            _verify_may_change(game, game.entry(later), author=author, doing="taking it off the sheet")
    return ruled


def can_correct_hand(db: sqlite_utils.Database, *, game: Game, number: int, hand: object,
                     author: Author, expected_version: int | None = None) -> bool:
    return allowed(verify_correct_hand, db, game=game, number=number, hand=hand, author=author,
                expected_version=expected_version)


def correct_hand(db: sqlite_utils.Database, *, game_id: str, number: int, hand: dict,
                 author: Author, expected_version: int | None) -> Change:
    """Replace hand ``number``; every later total is re-derived. A tournament director's correction
    leaves the hand confirmed by the director."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        ruled = verify_correct_hand(db, game=game, number=number, hand=hand, author=author,
                                    expected_version=expected_version)
        before, at = game.entry(number), now()
        for later in reversed(ruled.retired):  # each kept in the history as taken back
            game = _commit(db, game, action="undo", author=author, number=later, at=at,
                           before=game.entry(later), after=None)
        after = replace(before, hand=ruled.hand, corrected_at=at, corrected_by=author)
        if author.role == "director" and hooks.directs(db, game):
            after = replace(after, confirmed_at=at, confirmed_by=author)
        elif before.confirmed:  # changed after the other side agreed: it is theirs to agree again
            after = replace(after, confirmed_at=None, confirmed_by=None)
        game = _commit(db, game, action="correct", author=author, number=number, at=at,
                       before=before, after=after)
        if ruled.ruling["game"]["finished"] and number == len(game.entries):
            hooks.after_hand(db, game, ruled.ruling)  # a correction that ends the game: its next one
    cache.remember(game, ruling=ruled.ruling, engine=ruled.engine)
    return Change(game, number, game.version, ruled.ruling)


# ---------------------------------------------------------------- undo the last hand

def verify_undo_last_hand(db: sqlite_utils.Database, *, game: Game, number: int, author: Author,
                          expected_version: int | None = None) -> Entry:
    """The last hand, which may be taken back; raises why not."""
    _check_version(game, expected_version)
    hooks.verify_change(db, game, author, "undo")
    entry = game.entry(number)
    if number != len(game.entries):
        raise Conflict.of("game.undo_last", game=game, last=len(game.entries), number=number)
    _verify_may_change(game, entry, author=author, doing="undoing")
    return entry


def can_undo_last_hand(db: sqlite_utils.Database, *, game: Game, number: int, author: Author,
                       expected_version: int | None = None) -> bool:
    return allowed(verify_undo_last_hand, db, game=game, number=number, author=author,
                expected_version=expected_version)


def undo_last_hand(db: sqlite_utils.Database, *, game_id: str, number: int, author: Author,
                   expected_version: int | None) -> Change:
    """Take back the last hand (``number`` must name it, so a late undo cannot hit the next one)."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        entry = verify_undo_last_hand(db, game=game, number=number, author=author,
                                      expected_version=expected_version)
        game = _commit(db, game, action="undo", author=author, number=entry.number, at=now(),
                       before=entry, after=None)
    return Change(game, number, game.version, game.ruling())


# ---------------------------------------------------------------- confirm a hand

def verify_confirm_hand(db: sqlite_utils.Database, *, game: Game, number: int, author: Author,
                        expected_version: int | None = None) -> Entry:
    """The hand the other side accepts (a seat not on the side of the seat that entered it);
    raises why not. A hand confirmed already is returned as it is: confirming it again changes
    nothing, so nothing is refused."""
    entry = game.entry(number)
    if entry.confirmed:
        return entry
    _check_version(game, expected_version)
    hooks.verify_change(db, game, author, "confirm")
    if author.seat is not None and not 0 <= author.seat < len(game.players):
        raise RecordError(f"seat is a seat number from 0 to {len(game.players) - 1}", "seat")
    if author.role == "director" and hooks.directs(db, game):
        return entry
    if author.phone is None:
        raise Forbidden.of("game.confirm_phone", "Authorization")
    if author.seat is None:
        raise _refusal("game.confirm_seat", "seat")
    entered = (entry.corrected_by or entry.entered_by).seat  # the last to write it
    variant = find_variant(game.variant)
    if entered is not None and variant.side_of(entered) == variant.side_of(author.seat):
        raise _refusal("game.confirm_corrected_side" if entry.corrected_by else "game.confirm_entered_side", "seat",
                       player=game.players[entered], number=number, other=game.players[author.seat])
    return entry


def can_confirm_hand(db: sqlite_utils.Database, *, game: Game, number: int, author: Author,
                     expected_version: int | None = None) -> bool:
    return allowed(verify_confirm_hand, db, game=game, number=number, author=author,
                expected_version=expected_version)


def confirm_hand(db: sqlite_utils.Database, *, game_id: str, number: int, author: Author,
                 expected_version: int | None = None) -> Change:
    """Mark hand ``number`` accepted by ``author``; confirming it again changes nothing."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        before = verify_confirm_hand(db, game=game, number=number, author=author,
                                     expected_version=expected_version)
        if before.confirmed:
            return Change(game, number, game.version, game.ruling(), changed=False)
        at = now()
        game = _commit(db, game, action="confirm", author=author, number=number, at=at,
                       before=before, after=replace(before, confirmed_at=at, confirmed_by=author))
    return Change(game, number, game.version, game.ruling())


def _refusal(refusal_id: str, path: str, /, **args: object) -> RecordError:
    """A request the game cannot take (422), with its note, so that a page says it in its own
    language rather than in the API's English."""
    note = refused(refusal_id, **args)
    return RecordError(english(note), path, note=note)


def verify_confirm_hands(db: sqlite_utils.Database, *, game: Game, numbers: Sequence[int],
                         author: Author) -> list[Entry]:
    """The hands ``numbers`` the other side accepts together, in order; raises why the first
    that cannot be confirmed cannot."""
    if not numbers:
        raise RecordError("say which hands to confirm", "numbers")
    for i, number in enumerate(numbers):
        if not 1 <= number <= len(game.entries):
            raise RecordError(f"there is no hand {number}", f"numbers[{i}]")
    return [verify_confirm_hand(db, game=game, number=n, author=author) for n in numbers]


def can_confirm_hands(db: sqlite_utils.Database, *, game: Game, numbers: Sequence[int], author: Author) -> bool:
    return allowed(verify_confirm_hands, db, game=game, numbers=numbers, author=author)


def confirm_hands(db: sqlite_utils.Database, *, game_id: str, numbers: Sequence[int], author: Author) -> Change:
    """Confirm the hands ``numbers`` at once, all or none (one write): a side that fell behind
    settles them with one tap. Only the hands it saw: one entered meanwhile waits."""
    with write_transaction(db):
        game = get_game(db, game_id=game_id)
        entries = verify_confirm_hands(db, game=game, numbers=numbers, author=author)
        at = now()
        for before in (e for e in entries if not e.confirmed):
            game = _commit(db, game, action="confirm", author=author, number=before.number, at=at,
                           before=before, after=replace(before, confirmed_at=at, confirmed_by=author))
    return Change(game, numbers[-1], game.version, game.ruling())

