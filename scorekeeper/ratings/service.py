"""Ratings as every way out reads them, recomputed from the stored results, never stored.

A correction anywhere re-rates everything after it: the whole book is rated again from the
evenings' matches whenever one of them changed. Two caches keep that cheap while nothing moves:
each evening's matches by its tournament's content key (its log and its games' versions), and
the book by the keys of all evenings together.

    ratings(db)                       every player, best first
    rating_history(db, player=key)    (date, tournament, round, rating) after each match played
    hall_of_fame(db, start=, end=)    a date range's best rating at its end, most games, most evenings won
    seeds_for(db, tournament=t)       entrant numbers by rating before the evening, best first
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

import sqlite_utils

from .. import register
from ..storage import read_snapshot
from ..tournaments import Tournament, all_tournaments, get_tournament, state_key
from ..skill import PROVISIONAL_UNDER, Played, Standing, rate, shown
from .source import Evening, evening_of, identity_of

_EVENINGS: OrderedDict[tuple, Evening] = OrderedDict()
_BOOKS: OrderedDict[tuple, dict[str, Standing]] = OrderedDict()
_LOCK = threading.Lock()
KEPT_EVENINGS, KEPT_BOOKS = 512, 8


@dataclass(frozen=True)
class PlayerRating:
    player: str  # the player's identity (``source.player_key`` of the name)
    name: str  # as last typed
    rating: int
    games: int
    provisional: bool

    def to_json(self) -> dict:
        return {"player": self.player, "name": self.name, "rating": self.rating, "games": self.games,
                "provisional": self.provisional}


def evenings(db: sqlite_utils.Database) -> list[Evening]:
    """Every tournament as the ratings read it, oldest first."""
    found = []
    with read_snapshot(db):
        merges = tuple(sorted(register.merged_map(db).items()))  # a merge changes who played
        for tournament_id, _created in all_tournaments(db):
            t = get_tournament(db, tournament_id=tournament_id)
            key = (state_key(db, t), hash(merges))
            evening = _EVENINGS.get(key)
            if evening is None:
                evening = replace(evening_of(db, t), version=key)
                _keep(_EVENINGS, key, evening, KEPT_EVENINGS)
            found.append(evening)
    return found


def _keep(cache: OrderedDict, key: tuple, value, most: int) -> None:
    with _LOCK:
        cache[key] = value
        while len(cache) > most:
            cache.popitem(last=False)


def book(db: sqlite_utils.Database, *, before: str | None = None,
         within: list[Evening] | None = None) -> dict[str, Standing]:
    """Every player's standing after all evenings (those whose first match sorts before
    ``before``'s, when given: the book as it stood when that tournament began)."""
    found = evenings(db) if within is None else within
    if before is not None:
        order = next(((e.created, e.id) for e in found if e.id == before), None)
        found = [e for e in found if e.id != before and (order is None or (e.created, e.id) < order)]
    key = tuple(e.version for e in found)
    known = _BOOKS.get(key)
    if known is None:
        known = rate(m for e in found for m in e.matches)
        _keep(_BOOKS, key, known, KEPT_BOOKS)
    return known


def _names(found: list[Evening], db: sqlite_utils.Database | None = None) -> dict[str, str]:
    """Each player's name as last typed; a register player as the register shows them in public
    (initials only, where the player asked for it)."""
    names: dict[str, str] = {}
    for e in found:
        names.update(e.names)
    if db is not None:
        names.update({p: n for p, n in register.names(db, public=True).items() if p in names})
    return names


def ratings(db: sqlite_utils.Database) -> list[PlayerRating]:
    """Every rated player, highest rating first (then most games, then name)."""
    found = evenings(db)
    names = _names(found, db)
    rows = [PlayerRating(p, names.get(p, p), s.rating, s.games, s.provisional)
            for p, s in book(db, within=found).items()]
    return sorted(rows, key=lambda r: (-r.rating, -r.games, r.name, r.player))


def rating_of(db: sqlite_utils.Database, *, player: str) -> PlayerRating | None:
    found = evenings(db)
    standing = book(db, within=found).get(player)
    if standing is None:
        return None
    return PlayerRating(player, _names(found, db).get(player, player), standing.rating, standing.games,
                        standing.provisional)


@dataclass(frozen=True)
class Point:
    """A player's rating after one match: for a chart over time."""

    date: str
    tournament: str
    title: str
    round: int
    rating: int

    def to_json(self) -> dict:
        return dict(self.__dict__)


def rating_history(db: sqlite_utils.Database, *, player: str) -> list[Point]:
    """``player``'s rating after each match they played, in the order played."""
    found = evenings(db)
    titles = {e.id: e.title for e in found}
    standing = book(db, within=found).get(player)
    return [Point(date, t, titles.get(t, ""), round_no, rating)
            for date, t, round_no, rating in (standing.history if standing else [])]


def seeds_for(db: sqlite_utils.Database, *, tournament: Tournament) -> tuple[int, ...]:
    """``tournament``'s entrants in seeding order by the ratings as they stood before it: a
    pair by its players' average rating (an unrated player as a newcomer), best first, then
    by entry number."""
    standings = book(db, before=tournament.id)
    newcomer = shown(Standing().mu, Standing().sigma)
    linked = register.identities(db, [tournament.id])

    def strength(number: int) -> int:
        players = identity_of(tournament, number, linked)
        known = [standings[p].rating if p in standings else newcomer for p in players]
        return sum(known) // max(1, len(known))

    return tuple(sorted((e.number for e in tournament.entrants), key=lambda n: (-strength(n), n)))


@dataclass(frozen=True)
class HallOfFame:
    """A date range's records: the best ratings at its end (of players with a settled number),
    the most games played in it, the most evenings won in it."""

    best: list[PlayerRating]
    most_games: list[tuple[str, str, int]]  # player, name, games
    most_won: list[tuple[str, str, int]]  # player, name, evenings won

    def to_json(self) -> dict:
        return {"best": [r.to_json() for r in self.best],
                "most_games": [{"player": p, "name": n, "games": g} for p, n, g in self.most_games],
                "most_won": [{"player": p, "name": n, "evenings": w} for p, n, w in self.most_won]}


def hall_of_fame(db: sqlite_utils.Database, *, start: str, end: str, top: int = 10) -> HallOfFame:
    """Records of the evenings dated from ``start`` to ``end`` (ISO dates, both included)."""
    found = evenings(db)
    names = _names(found, db)
    upto = [e for e in found if e.date <= end]
    inside = [e for e in upto if e.date >= start]
    at_end = book(db, within=upto)
    played_in = {p for e in inside for m in e.matches for team in m.teams for p in team}
    best = sorted((PlayerRating(p, names.get(p, p), s.rating, s.games, s.provisional)
                   for p, s in at_end.items() if p in played_in and s.games >= PROVISIONAL_UNDER),
                  key=lambda r: (-r.rating, r.player))
    return HallOfFame(best[:top], _most(_count(p for e in inside for m in e.matches for t in m.teams for p in t),
                                         names, top),
                      _most(_count(p for e in inside for p in e.winners), names, top))


def _count(players) -> dict[str, int]:
    counted: dict[str, int] = {}
    for p in players:
        counted[p] = counted.get(p, 0) + 1
    return counted


def _most(counted: dict[str, int], names: dict[str, str], top: int) -> list[tuple[str, str, int]]:
    ranked = sorted(counted.items(), key=lambda item: (-item[1], names.get(item[0], item[0]), item[0]))
    return [(p, names.get(p, p), n) for p, n in ranked[:top]]


__all__ = ["HallOfFame", "Played", "PlayerRating", "Point", "book", "evenings", "hall_of_fame", "rating_history",
           "rating_of", "ratings", "seeds_for"]
