"""The registration desk: entrants added many at once, marked paid and present as they arrive,
and an entrant's confirmation code handed to the entrant standing at the desk (never on a
public page), issued anew when it was lost.

Each is one logged event like every other action (``paid``, ``checked_in``); who is here, and in
what order they came, is read back from the log. Each action is ``verify_x`` (raises why not,
else returns what ``x`` will do) / ``can_x`` / ``x``. Being present is the desk's information: the
draw is the pairing's (an absent entrant is the director's to mark for the next round).
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from ..games import allowed
from ..rules import RecordError, find_variant
from ..tournament_core import Entrant
from . import hooks, store
from .access import code_of
from .service import TournamentError, Tournament, as_it_stands, get_tournament, verify_entrant, verify_room


@dataclass(frozen=True)
class Arrival:
    number: int
    at: str  # when the desk marked the entrant present (UTC, ISO)


def _entrant(t: Tournament, number: int):
    entrant = t.entrant(number)
    if entrant is None:
        raise RecordError(f"there is no entrant {number}", "number")
    return entrant


def verify_set_paid(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                    paid: bool) -> Entrant:
    """The entrant marked paid (or not); raises why not."""
    return _entrant(tournament, number)


def can_set_paid(db: sqlite_utils.Database, *, tournament: Tournament, number: int, paid: bool) -> bool:
    return allowed(verify_set_paid, db, tournament=tournament, number=number, paid=paid)


def set_paid(db: sqlite_utils.Database, *, tournament: Tournament, number: int, paid: bool) -> None:
    with store.write_transaction(db):
        t = as_it_stands(db, tournament)
        if verify_set_paid(db, tournament=t, number=number, paid=paid).paid == paid:
            return
        store.log(db, t.id, "paid", {"number": number, "paid": paid})


def verify_set_present(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                       present: bool) -> Entrant:
    """The entrant marked present (or not); raises why not."""
    return _entrant(tournament, number)


def can_set_present(db: sqlite_utils.Database, *, tournament: Tournament, number: int,
                    present: bool) -> bool:
    return allowed(verify_set_present, db, tournament=tournament, number=number, present=present)


def set_present(db: sqlite_utils.Database, *, tournament: Tournament, number: int, present: bool) -> None:
    with store.write_transaction(db):
        verify_set_present(db, tournament=as_it_stands(db, tournament), number=number, present=present)
        if (number in {a.number for a in arrivals(db, tournament)}) == present:
            return
        store.log(db, tournament.id, "checked_in", {"number": number, "present": present})


def arrivals(db: sqlite_utils.Database, t: Tournament) -> list[Arrival]:
    """The entrants marked present, in the order they arrived (marked again: at the new time)."""
    here: dict[int, str] = {}
    for event in store.events_of(db, t.id):
        if event.action == "checked_in":
            here.pop(event.data["number"], None)
            if event.data.get("present"):
                here[event.data["number"]] = event.at
    return [Arrival(n, at) for n, at in here.items()]


def verify_add_entrants(db: sqlite_utils.Database, *, tournament: Tournament,
                        entrants: list[dict]) -> list[dict]:
    """The entrants as they will be logged (playing from the next round); raises why not."""
    t = tournament
    if not entrants:
        raise RecordError("write at least one entrant, one a line", "entrants")
    if t.settings.format == "round_robin" and t.rounds:
        raise TournamentError.of("tournament.late_round_robin", "entrants")
    verify_room(len(t.entrants), len(entrants))
    variant = find_variant(t.header.variant)
    for i, entrant in enumerate(entrants):
        verify_entrant(variant, entrant, path=f"entrants[{i}]")
    return [{"name": e["name"], "players": e["players"], "joined_round": len(t.rounds) + 1,
             **({"club": e["club"].strip()} if str(e.get("club") or "").strip() else {})} for e in entrants]


def can_add_entrants(db: sqlite_utils.Database, *, tournament: Tournament, entrants: list[dict]) -> bool:
    return allowed(verify_add_entrants, db, tournament=tournament, entrants=entrants)


def add_entrants(db: sqlite_utils.Database, *, tournament: Tournament, entrants: list[dict]) -> list[int]:
    """Several entrants at once (pasted from a list), all or none; their numbers."""
    with store.write_transaction(db):
        t = as_it_stands(db, tournament)
        logged = verify_add_entrants(db, tournament=t, entrants=entrants)
        for entrant in logged:
            store.log(db, t.id, "entrant_added", entrant)
        hooks.entrants_entered(db, t.id, [(len(t.entrants) + 1 + i, e["players"]) for i, e in enumerate(logged)])
    first = len(t.entrants) + 1
    return list(range(first, first + len(entrants)))


def verify_reissue_code(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> Entrant:
    """The entrant whose code the director issues anew (the old one stops working); raises why not."""
    entrant = _entrant(tournament, number)
    if tournament.settings.final_by != "other_entrant":
        raise TournamentError.of("tournament.no_codes", "number")
    return entrant


def can_reissue_code(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> bool:
    return allowed(verify_reissue_code, db, tournament=tournament, number=number)


def reissue_code(db: sqlite_utils.Database, *, tournament: Tournament, number: int, secret: str) -> str:
    """A new code for an entrant who lost theirs: logged, so every code before it stops working."""
    verify_reissue_code(db, tournament=tournament, number=number)
    with store.write_transaction(db):
        store.log(db, tournament.id, "code_reissued", {"number": number})
    return code_of(secret, get_tournament(db, tournament_id=tournament.id), number)
