"""The director's controls over the next round's draw, each one logged event: an entrant marked
absent for the next round (it sits out: no table, no bye; ``absent_score`` says what it gets),
the bye chosen by hand, two entrants kept apart, and a withdrawn entrant reinstated (drawn again
from the next round; the rounds it missed are written as sat out).

Each is ``verify_x`` (raises why not, else returns the entrant concerned) / ``can_x`` / ``x``.
The draw reads them as ``tournament_core.model.Controls`` (``results.controls_for``)."""

from __future__ import annotations

import sqlite_utils

from ..games import allowed
from ..rules import RecordError
from ..tournament_core import Entrant
from . import store
from .service import TournamentError
from .state import Tournament


def _entrant(t: Tournament, number: int, field: str = "number"):
    entrant = t.entrant(number) if isinstance(number, int) and not isinstance(number, bool) else None
    if entrant is None:
        raise RecordError(f"there is no entrant {number}", field)
    return entrant


def next_round(t: Tournament) -> int:
    return len(t.rounds) + 1


# ---------------------------------------------------------------- absent for the next round

def verify_mark_absent(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                       absent: bool = True) -> Entrant:
    t = tournament
    entrant = _entrant(t, number)
    if absent and not entrant.active:
        raise TournamentError.of("tournament.absent_withdrawn", "number", name=entrant.name)
    if absent and t.bye_by_hand.get(next_round(t)) == number:
        raise TournamentError.of("tournament.absent_bye", "number", name=entrant.name)
    return entrant


def can_mark_absent(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                    absent: bool = True) -> bool:
    return allowed(verify_mark_absent, db, tournament=tournament, number=number, absent=absent)


def mark_absent(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                absent: bool = True) -> None:
    """``number`` sits the next round out (``absent=False``: it plays after all)."""
    entrant = verify_mark_absent(db, tournament=tournament, number=number, absent=absent)
    if (entrant.number in tournament.absent.get(next_round(tournament), set())) == absent:
        return
    with store.write_transaction(db):
        store.log(db, tournament.id, "absent_marked", {"round": next_round(tournament),
                                                       "number": entrant.number, "absent": absent})


# ---------------------------------------------------------------- the bye by hand

def verify_choose_bye(db: sqlite_utils.Database, *, tournament: Tournament,
                      number: int | None) -> Entrant | None:
    """The entrant who gets the bye (None: the draw chooses); raises why it cannot."""
    t = tournament
    if number is None:
        return None
    entrant = _entrant(t, number)
    if not entrant.active:
        raise TournamentError.of("tournament.bye_withdrawn", "number", name=entrant.name)
    if number in t.absent.get(next_round(t), set()):
        raise TournamentError.of("tournament.bye_absent", "number", name=entrant.name)
    return entrant


def can_choose_bye(db: sqlite_utils.Database, *, tournament: Tournament, number: int | None) -> bool:
    return allowed(verify_choose_bye, db, tournament=tournament, number=number)


def choose_bye(db: sqlite_utils.Database, *, tournament: Tournament, number: int | None) -> None:
    """The next round's bye goes to ``number`` (when the field is odd); None: the draw chooses."""
    entrant = verify_choose_bye(db, tournament=tournament, number=number)
    with store.write_transaction(db):
        store.log(db, tournament.id, "bye_chosen", {"round": next_round(tournament),
                                                    "number": entrant.number if entrant else None})


# ---------------------------------------------------------------- kept apart

def verify_keep_apart(db: sqlite_utils.Database, *, tournament: Tournament, a: int, b: int,
                      apart: bool = True) -> frozenset[int]:
    """The two entrants, as the pair kept apart (or allowed again); raises why not."""
    _entrant(tournament, a, "entrants")
    _entrant(tournament, b, "entrants")
    if a == b:
        raise RecordError("two different entrants are kept apart", "entrants")
    return frozenset((a, b))


def can_keep_apart(db: sqlite_utils.Database, *, tournament: Tournament, a: int, b: int,
                   apart: bool = True) -> bool:
    return allowed(verify_keep_apart, db, tournament=tournament, a=a, b=b, apart=apart)


def keep_apart(db: sqlite_utils.Database, *, tournament: Tournament, a: int, b: int,
               apart: bool = True) -> None:
    """``a`` and ``b`` never meet while a draw avoids it (``apart=False``: allowed again)."""
    pair = verify_keep_apart(db, tournament=tournament, a=a, b=b, apart=apart)
    if (pair in tournament.apart) == apart:
        return
    with store.write_transaction(db):
        store.log(db, tournament.id, "kept_apart", {"entrants": sorted(pair), "apart": apart})


# ---------------------------------------------------------------- reinstating

def verify_reinstate(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> Entrant:
    """The withdrawn entrant who plays again; raises why not."""
    entrant = _entrant(tournament, number)
    if entrant.active:
        raise TournamentError.of("tournament.not_withdrawn", "number", name=entrant.name)
    return entrant


def can_reinstate(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> bool:
    return allowed(verify_reinstate, db, tournament=tournament, number=number)


def reinstate(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> None:
    """A withdrawn entrant plays again from the next round; the rounds drawn without it since it
    joined are written as sat out (no match points)."""
    entrant = verify_reinstate(db, tournament=tournament, number=number)
    missed = [r.round for r in tournament.rounds if r.round >= entrant.joined_round
              and number not in {n for x in r.tables for n in x.seated()} | set(r.byes)]
    with store.write_transaction(db):
        store.log(db, tournament.id, "reinstated", {"number": number, "missed": missed})
