"""The matches a rating reads: every finished table of every stored tournament, with its players.

Who a player is comes from one function, ``identity_of``: the club's register of players (its
id, through any merge), or for a player the register never linked, their name without case,
diacritics or extra spaces ("Jurić" and "juric" are one player).
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from .. import register
from ..tournament_core import is_finished, standings
from ..tournaments import Tournament, match_results, table_result
from ..words import folded
from ..skill import Played


def player_key(name: str) -> str:
    """A player's identity from a typed name: without case, diacritics or doubled spaces."""
    return folded(name)


def identity_of(t: Tournament, number: int, linked: dict | None = None) -> tuple[str, ...]:
    """The players of entrant ``number`` of ``t`` (a pair's two, a mêlée player's one): their
    register ids where ``linked`` (``register.identities``) has them, else their folded names."""
    typed = t.known_entrant(number).players
    ids = (linked or {}).get((t.id, number), ())
    return tuple(ids) if len(ids) == len(typed) else tuple(player_key(p) for p in typed)


@dataclass(frozen=True)
class Evening:
    """What a tournament gives the ratings: its matches, its players' names as typed (by
    identity) and the players of its winner (once the evening is over)."""

    id: str
    title: str
    created: str  # when the tournament was made: evenings are rated in this order
    date: str
    matches: tuple[Played, ...]
    names: dict[str, str]
    winners: tuple[str, ...]
    version: tuple = ()  # the tournament's content key (``tournaments.state_key``)


def evening_of(db: sqlite_utils.Database, t: Tournament) -> Evening:
    date = t.header.created[:10]
    linked = register.identities(db, [t.id])
    matches = []
    for r in t.rounds:
        for x in r.tables:
            res = table_result(db, t, x)
            if not res.finished:
                continue
            teams = tuple(tuple(p for n in x.team(side) for p in identity_of(t, n, linked)) for side in (0, 1))
            # A level match a lot (or a decider) sent one side on is still level at the table.
            winner = None if res.decider else res.winner
            ranks = (0, 0) if winner is None else (0, 1) if winner == x.a else (1, 0)
            matches.append(Played(order=(t.header.created, t.id, r.round, x.table), teams=teams, ranks=ranks,
                                  tournament=t.id, round=r.round, date=date))
    names = {key: p for e in t.entrants for key, p in zip(identity_of(t, e.number, linked), e.players)}
    return Evening(t.id, t.header.title, t.header.created, date, tuple(matches), names, _winners(db, t, linked))


def _winners(db: sqlite_utils.Database, t: Tournament, linked: dict) -> tuple[str, ...]:
    results = match_results(db, t)
    if not t.rounds or not is_finished(t.entrants, results, t.draws(), t.settings):
        return ()
    rows = standings(t.entrants, results, t.settings)
    return identity_of(t, rows[0].number, linked) if rows else ()
