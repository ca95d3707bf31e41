"""The director's other actions: late entrants, withdrawals, swaps, paper results, approval;
and the next game of a best-of-N match, made as soon as a game of it ends."""

from __future__ import annotations

import sqlite_utils

from ..games.phones import copy_phones
from ..rules import RecordError, find_variant
from . import store
from .service import (TournamentError, Tournament, get_tournament, new_match_game, table_result,
                      verify_entrant)
from .state import TableState


def add_entrant(db: sqlite_utils.Database, *, tournament: Tournament, name: str,
                players: list[str]) -> int:
    """A late entrant: plays from the next round on; its number."""
    t = tournament
    if t.settings.format == "round_robin" and t.rounds:
        raise TournamentError("a round robin's tables are fixed once it starts: no late entry", "name",
                              reason="late_round_robin")
    verify_entrant(find_variant(t.header.variant), {"name": name, "players": players}, path="")
    with store.write_transaction(db):
        store.log(db, t.id, "entrant_added", {"name": name, "players": players,
                                               "joined_round": len(t.rounds) + 1})
    return len(t.entrants) + 1


def withdraw(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> None:
    entrant = tournament.entrant(number)
    if entrant is None:
        raise RecordError(f"there is no entrant {number}", "number")
    if not entrant.active:
        return
    with store.write_transaction(db):
        store.log(db, tournament.id, "withdrawn", {"number": number})


def _table(t: Tournament, round_no: int, table: int) -> TableState:
    r = t.round(round_no)
    found = r.table(table) if r else None
    if found is None:
        raise RecordError(f"there is no table {table} in round {round_no}", "table")
    return found


def swap(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, x: int, y: int,
         secret: str) -> None:
    """Exchange two entrants between tables of the current round, before any hand is entered."""
    t = tournament
    if round_no != len(t.rounds):
        raise TournamentError("only the current round's tables can be changed", "round",
                              reason="swap_current")
    r = t.round(round_no)
    seats = {n: (tab, side) for tab in r.tables for side, n in enumerate((tab.a, tab.b))}
    if x not in seats or y not in seats:
        raise RecordError("both entrants must be playing at a table of this round", "entrants")
    touched = {seats[x][0].table, seats[y][0].table}
    if any(table_result(db, t, tab).hands or tab.paper for tab in r.tables if tab.table in touched):
        raise TournamentError("a hand was already entered at one of these tables", "entrants",
                              reason="swap_hand_entered")
    pairs = {tab.table: [tab.a, tab.b] for tab in r.tables}
    (tx, sx), (ty, sy) = seats[x], seats[y]
    pairs[tx.table][sx], pairs[ty.table][sy] = y, x
    tables = []
    for tab in r.tables:
        a, b = pairs[tab.table]
        games = tab.games if tab.table not in touched else [new_match_game(
            db, t, round_no=round_no, table=tab.table, a=a, b=b, secret=secret)]
        tables.append({"table": tab.table, "a": a, "b": b, "games": games})
    with store.write_transaction(db):
        store.log(db, t.id, "tables_swapped", {"round": round_no, "tables": tables, "byes": r.byes,
                                                "rematches": [list(m) for m in r.rematches]})


def verify_paper_result(t: Tournament, games: list) -> list[tuple[int, int]]:
    """The games of a paper result as pairs of whole points; a concours sum that cannot be right
    is refused: 12 deals of 162 plus melds, belote and capot, all multiples of ten."""
    if not isinstance(games, list) or not games or len(games) > 9:
        raise RecordError("games is a list of [points of the first entrant, of the second]", "games")
    out = []
    for i, game in enumerate(games):
        if not (isinstance(game, list) and len(game) == 2 and all(
                isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 100_000 for p in game)):
            raise RecordError("each game is two whole numbers of points, like [1001, 640]", f"games[{i}]")
        deals = t.settings.deals
        if deals and t.header.variant in ("belote", "bela-hr-4"):
            least, total = 162 * deals, game[0] + game[1]
            if total % 10 != least % 10 or total < least:
                raise RecordError(
                    f"{game[0]} + {game[1]} = {total} cannot be right: the two totals of {deals} "
                    f"deals together end in {least % 10} and are at least {least}", f"games[{i}]")
        out.append((game[0], game[1]))
    return out


def enter_result(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int,
                 games: list) -> None:
    _table(tournament, round_no, table)
    checked = verify_paper_result(tournament, games)
    with store.write_transaction(db):
        store.log(db, tournament.id, "result_entered", {"round": round_no, "table": table,
                                                        "games": [list(g) for g in checked]})


def approve(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int) -> None:
    found = _table(tournament, round_no, table)
    if not table_result(db, tournament, found).finished:
        raise TournamentError(f"the match at table {table} has not ended yet", "table",
                              reason="not_ended", table=table)
    with store.write_transaction(db):
        store.log(db, tournament.id, "approved", {"round": round_no, "table": table})


def continue_matches(db: sqlite_utils.Database, *, tournament: Tournament, secret: str) -> list[str]:
    """Make the next game of every best-of-N match whose last game has ended; their ids."""
    t, made = tournament, []
    if not t.rounds or t.settings.deals or t.settings.best_of == 1:
        return made
    r = t.rounds[-1]
    for tab in r.tables:
        if tab.paper is not None or not tab.games:
            continue
        result = table_result(db, t, tab)
        if result.finished or len(result.games) < len(tab.games):
            continue  # the match is over, or its last game is still being played
        game_id = new_match_game(db, t, round_no=r.round, table=tab.table, a=tab.a, b=tab.b,
                                 secret=secret)
        copy_phones(db, from_game=tab.games[-1], to_game=game_id)
        with store.write_transaction(db):
            store.log(db, t.id, "game_added", {"round": r.round, "table": tab.table, "game": game_id})
        made.append(game_id)
    return made


def tournament_of_game(db: sqlite_utils.Database, game_id: str):
    """The tournament a game belongs to, if any (its title says where; the log is the truth)."""
    from ..storage.db import rows
    found = rows(db, "SELECT tournament_id FROM tournament_log WHERE action IN "
                     "('round_drawn', 'round_redrawn', 'tables_swapped', 'game_added') "
                     "AND data LIKE ? ORDER BY id DESC LIMIT 1", [f'%"{game_id}"%'])
    return get_tournament(db, tournament_id=found[0]["tournament_id"]) if found else None



def after_game_over(db: sqlite_utils.Database, *, game_id: str, secret: str) -> str | None:
    """Called when a hand ends a game: a tournament match goes on with its next game at once."""
    t = tournament_of_game(db, game_id)
    if t is None:
        return None
    made = continue_matches(db, tournament=t, secret=secret)
    return made[0] if made else None
