"""Statistics per player and per pair, across the games kept on this server, by name.

Derived, never stored: from each game's record and its ruling (the engine's), as the sheet is.
Pure (no Flask, no storage): the page (``table/pages/stats.py``) hands in the games it read.

A player is counted by the name typed at the table ("Ana" in two games is one Ana); a pair by
its two names in seat order as the sheet writes it ("Ana & Cvita").

A player's line says what that player did where the record says it: the hands he took trump in
(and fell in), the melds and bela written for him. A pair's line says what the pair did: its
hands taken, its falls, its hands with every trick, every meld and bela of its players and those
written for the pair. Where each plays for himself, the player is his own side and does both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from collections.abc import Iterable, Sequence

from ..rules import GameResult, match_outcome
from ..rules import find_variant


@dataclass
class Line:
    """One player's or pair's figures."""

    name: str
    games: int = 0
    won: int = 0
    matches_won: int = 0
    hands: int = 0  # hands played (redeals not counted)
    taken: int = 0  # hands this player (or pair) took trump
    fell: int = 0  # of those, how many fell
    all_tricks: int = 0  # štiglje, capots: a side's (a player's only where he is his own side)
    melds: int = 0  # melds declared
    bela: int = 0  # bela declared

    @property
    def falls_percent(self) -> int | None:
        """Falls per hundred hands taken, rounded; None before the first."""
        return None if not self.taken else (100 * self.fell + self.taken // 2) // self.taken


@dataclass(frozen=True)
class PlayedGame:
    """What the statistics read of one game: its record, its ruling, the game before it."""

    id: str
    record: dict[str, Any]
    ruling: dict[str, Any]
    previous: str | None = None


@dataclass
class Stats:
    players: dict[str, Line] = field(default_factory=dict)
    pairs: dict[str, Line] = field(default_factory=dict)

    def line(self, name: str, *, pair: bool) -> Line:
        table = self.pairs if pair else self.players
        return table.setdefault(name, Line(name))


def statistics(games: Iterable[PlayedGame], *, best_of: int = 3) -> Stats:
    """Every player's and pair's figures over ``games``."""
    games = list(games)
    stats = Stats()
    for game in games:
        if _played(game):
            _count_game(stats, game)
    _count_matches(stats, games, best_of=best_of)
    return stats


def _played(game: PlayedGame) -> bool:
    """A game with no hand played (left empty, or only redealt) was never played: it counts
    for nobody."""
    return any(entry["outcome"] != "redeal" for entry in game.ruling["hands"])


def _sides(record: dict) -> list[tuple[str, tuple[int, ...]]]:
    """(the name the side is counted under, its seats), per side."""
    variant = find_variant(record["variant"])
    players = record["players"]
    return [(" & ".join(players[s] for s in variant.seats_of(side)), variant.seats_of(side))
            for side in range(variant.sides)]


def _lines(stats: Stats, record: dict, side: int) -> list[Line]:
    """The lines a side's figures go to: each of its players, and the pair when it is one."""
    name, seats = _sides(record)[side]
    lines = [stats.line(record["players"][s], pair=False) for s in seats]
    return lines + ([stats.line(name, pair=True)] if len(seats) > 1 else [])


def _count_game(stats: Stats, game: PlayedGame) -> None:
    record, ruling = game.record, game.ruling
    variant = find_variant(record["variant"])
    for side in range(variant.sides):
        for line in _lines(stats, record, side):
            line.games += 1
            line.won += ruling["game"]["winner"] == side and ruling["game"]["finished"]
    for hand, entry in zip(record["hands"], ruling["hands"]):
        if entry["outcome"] == "redeal":
            continue
        for side in range(variant.sides):
            name, seats = _sides(record)[side]
            for seat in seats:  # what each player did: the record names the taker by seat
                _count_side(stats.line(record["players"][seat], pair=False), entry,
                            taker=entry.get("taker") == seat, side=side, alone=len(seats) == 1)
            if len(seats) > 1:
                _count_side(stats.line(name, pair=True), entry, taker=entry["taker_side"] == side,
                            side=side, alone=True)
        for meld in hand.get("melds") or []:
            _count_meld(stats, record, meld, variant)
        if isinstance(hand.get("bela"), int) and 0 <= hand["bela"] < variant.players:
            _count_bela(stats, record, hand["bela"], variant)


def _count_side(line: Line, entry: dict, *, taker: bool, side: int, alone: bool) -> None:
    """One played hand on ``line``: taken and fell when this line's player or pair took trump;
    every trick only where the line is the whole side (a partner's share is not known)."""
    line.hands += 1
    line.taken += taker
    line.fell += taker and entry["outcome"] == "fell"
    line.all_tricks += alone and entry["all_tricks"] == side


def _count_bela(stats: Stats, record: dict, seat: int, variant) -> None:
    """Bela is declared by one player: his line and his pair's."""
    stats.line(record["players"][seat], pair=False).bela += 1
    side = variant.side_of(seat)
    if len(variant.seats_of(side)) > 1:
        stats.line(_sides(record)[side][0], pair=True).bela += 1


def _count_meld(stats: Stats, record: dict, meld: dict, variant) -> None:
    """A meld counts for its player and his pair; one written for a pair only, for the pair."""
    seat, side = meld.get("seat"), meld.get("side")
    if isinstance(seat, int):
        side = variant.side_of(seat)
    elif isinstance(side, int) and len(variant.seats_of(side)) == 1:
        seat = variant.seats_of(side)[0]
    if isinstance(seat, int):
        stats.line(record["players"][seat], pair=False).melds += 1
    if isinstance(side, int) and len(variant.seats_of(side)) > 1:
        stats.line(_sides(record)[side][0], pair=True).melds += 1


def _count_matches(stats: Stats, games: Sequence[PlayedGame], *, best_of: int) -> None:
    """A friendly match is a chain of games at one table (each the next of the one before)."""
    by_id = {g.id: g for g in games}
    followed = {g.previous for g in games if g.previous}
    for last in (g for g in games if g.id not in followed):
        chain = [last]
        while chain[0].previous in by_id and len(chain) < 20:
            chain.insert(0, by_id[chain[0].previous])
        if len(chain) < 2:
            continue
        results = [GameResult(tuple(g.ruling["game"]["totals"]), g.ruling["game"]["winner"])
                   for g in chain if g.ruling["game"]["finished"]]
        variant = find_variant(last.record["variant"])
        if variant.sides != 2:
            continue
        outcome = match_outcome(results, best_of=best_of, players=variant.players)
        if outcome.finished and outcome.winner is not None:
            for line in _lines(stats, last.record, outcome.winner):
                line.matches_won += 1


__all__ = ["Line", "PlayedGame", "Stats", "statistics"]
