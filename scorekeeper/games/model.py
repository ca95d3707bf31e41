"""The values of the service layer: games as stored, who changed them, and the refusals."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Note, RecordError, to_json
from ..words import english, refused
from . import cache

# What real games need, with room to spare (a game to 1001 lasts 10 to 30 hands): the bound keeps
# one request, or one game's sheet, from costing the server seconds.
MAX_HANDS = 300
TOO_MANY_HANDS = (f"at most {MAX_HANDS} hands: no game at a table lasts that long; "
                  "start a new game to go on")

class GameError(Exception):
    """An action refused for a reason other than an invalid record (those are ``RecordError``).

    As the engine's refusals, it carries ``note``: an id of ``words.refusals.REFUSALS`` and its
    arguments, from which a page says it in the table's language; ``message`` is its English.
    ``GameError.of`` (and each subclass's) makes one.
    """

    def __init__(self, message: str, path: str = "", *, note: Note | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.note = note

    @classmethod
    def of(cls, refusal_id: str, path: str = "", /, **args: object) -> GameError:
        """The refusal ``refusal_id`` of ``words.refusals.REFUSALS`` with its arguments."""
        note = refused(refusal_id, **args)
        return cls(english(note), path, note=note)

    def to_dict(self) -> dict:
        body: dict[str, object] = {"message": self.message, "path": self.path}
        if self.note is not None:
            body["note"] = to_json(self.note)
        return {"error": body}


class NotFound(GameError):
    """No such game, or no such hand in it."""


class NotAuthorized(GameError):
    """No credentials were given for a change."""


class Forbidden(GameError):
    """The credentials given are wrong, or not enough for this change."""


class Conflict(GameError):
    """The change does not fit the game as it now stands; ``game`` is its current state."""

    def __init__(self, message: str, *, game: Game, path: str = "", note: Note | None = None) -> None:
        super().__init__(message, path, note=note)
        self.game = game

    @classmethod
    def of(cls, refusal_id: str, path: str = "", /, *, game: Game, **args: object) -> Conflict:  # type: ignore[override]
        note = refused(refusal_id, **args)
        return cls(english(note), game=game, path=path, note=note)


class StaleVersion(Conflict):
    """The client saw an older version than the current one (a lost update was avoided)."""


def allowed(verify, *args: object, **kwargs: object) -> bool:
    """``can_x`` from ``verify_x``: whether it lets the action through (it raises why not)."""
    try:
        verify(*args, **kwargs)
    except (RecordError, GameError):
        return False
    return True


@dataclass(frozen=True)
class Author:
    """Who made a change: ``role`` is ``table`` (the table token) or ``director``; ``seat`` if known."""

    role: str
    seat: int | None = None
    phone: str | None = None  # the joined phone that made it, if one did (never shown)

    def to_json(self) -> dict:
        return {"role": self.role, "seat": self.seat}


def _who(author: Author | None) -> dict | None:
    return author.to_json() if author else None


@dataclass(frozen=True)
class Entry:
    """One stored hand with who entered, confirmed and last corrected it."""

    number: int
    hand: dict
    entered_at: str
    entered_by: Author
    confirmed_at: str | None = None
    confirmed_by: Author | None = None
    corrected_at: str | None = None
    corrected_by: Author | None = None

    @property
    def confirmed(self) -> bool:
        return self.confirmed_by is not None

    def to_json(self) -> dict:
        """The entry as the revision log and the API show it."""
        return {"number": self.number, "hand": self.hand,
                "entered_at": self.entered_at, "entered_by": _who(self.entered_by),
                "confirmed_at": self.confirmed_at, "confirmed_by": _who(self.confirmed_by),
                "corrected_at": self.corrected_at, "corrected_by": _who(self.corrected_by)}


@dataclass(frozen=True)
class Game:
    """A stored game: its record's inputs, its version (the ETag) and its entries."""

    id: str
    variant: str
    options: dict
    players: list[str]
    title: str | None
    created: str
    version: int
    entries: tuple[Entry, ...]
    table_token_hash: str = field(repr=False, default="")
    director_code_hash: str = field(repr=False, default="")
    token_epoch: int | None = field(repr=False, default=None)  # see phones.table_token_of
    previous: str | None = None  # the game before this one at the same table, if any

    def record(self, *, hands: list[dict] | None = None) -> dict:
        """The game record of RECORDS.md (with ``hands`` in place of the stored ones if given)."""
        record = {"variant": self.variant, "options": self.options, "players": self.players,
                  "hands": [e.hand for e in self.entries] if hands is None else hands}
        if self.title is not None:
            record["title"] = self.title
        return record

    def ruling(self) -> dict:
        """Re-derived by the engine (once per record, see ``cache``): never stored. Read-only."""
        return cache.ruling_of(self)

    def entry(self, number: int) -> Entry:
        if isinstance(number, int) and 1 <= number <= len(self.entries):
            return self.entries[number - 1]
        raise NotFound.of("game.no_hand", number=number, count=len(self.entries))

    def name_of(self, author: Author | None) -> str:
        """``Ana``, ``the director``, ``the table``: for messages."""
        if author is None:
            return "nobody"
        if author.seat is not None:
            return self.players[author.seat]
        return "the director" if author.role == "director" else "the table"


@dataclass(frozen=True)
class Created:
    """A new game with its two secrets, which are never stored or shown again."""

    game: Game
    table_token: str
    director_code: str | None  # None where the game takes another's code (a tournament's)


@dataclass(frozen=True)
class Change:
    """The result of a change: the hand it concerned, the version it made, the ruling then."""

    game: Game
    number: int | None
    version: int
    ruling: dict
    changed: bool = True  # False: an idempotent retry, or a hand confirmed twice


@dataclass(frozen=True)
class Revision:
    """One row of the append-only log; ``before``/``after`` are the entry (or game header)."""

    version: int
    at: str
    action: str  # create, enter, claim, correct, undo, confirm
    author: Author
    hand: int | None
    before: dict | None
    after: dict | None

    def to_json(self) -> dict:
        return {"version": self.version, "at": self.at, "action": self.action,
                "author": self.author.to_json(), "hand": self.hand,
                "before": self.before, "after": self.after}
