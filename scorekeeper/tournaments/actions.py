"""The director's other actions: late entrants, withdrawals, swaps, paper results, approval,
each ``verify_x`` (raises why not, else returns what ``x`` will do) / ``can_x`` / ``x``; and
the next game of a best-of-N match, made as soon as a game of it ends."""

from __future__ import annotations

import sqlite_utils

from ..games import allowed
from ..games import copy_phones
from ..rules import RecordError, find_variant
from ..tournament_core import Entrant
from ..tournament_core import SheetError, target_problem, verify_sheet
from . import hooks, store
from .results import table_result
from .service import (EXTRA_DEALS, TournamentError, Tournament, as_it_stands, get_tournament, new_match_game,
                      replayed, verify_entrant, verify_room, verify_seen, write_round)
from .state import RoundState, TableState


def verify_add_entrant(db: sqlite_utils.Database, *, tournament: Tournament, name: str,
                       players: list[str], club: str = "") -> dict:
    """The late entrant as it will be logged (playing from the next round); raises why not."""
    t = tournament
    if t.settings.format == "round_robin" and t.rounds:
        raise TournamentError.of("tournament.late_round_robin", "name")
    verify_room(len(t.entrants), 1)
    verify_entrant(find_variant(t.header.variant), {"name": name, "players": players, "club": club},
                   path="", single=t.settings.format == "melee")
    return {"name": name, "players": players, "joined_round": len(t.rounds) + 1,
            **({"club": club.strip()} if club.strip() else {})}


def can_add_entrant(db: sqlite_utils.Database, *, tournament: Tournament, name: str,
                    players: list[str], club: str = "") -> bool:
    return allowed(verify_add_entrant, db, tournament=tournament, name=name, players=players, club=club)


def add_entrant(db: sqlite_utils.Database, *, tournament: Tournament, name: str,
                players: list[str], club: str = "") -> int:
    """A late entrant: plays from the next round on; its number (counted inside the write: two
    late entrants at once get two numbers)."""
    with store.write_transaction(db):
        t = as_it_stands(db, tournament)
        entrant = verify_add_entrant(db, tournament=t, name=name, players=players, club=club)
        store.log(db, t.id, "entrant_added", entrant)
        hooks.entrants_entered(db, t.id, [(len(t.entrants) + 1, entrant["players"])])
    return len(t.entrants) + 1


def verify_withdraw(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> Entrant:
    """The entrant who withdraws (withdrawn already: nothing changes); raises why not: the bye
    of the next round given to it by hand is the director's to give to another first, as for an
    entrant marked absent."""
    entrant = tournament.entrant(number)
    if entrant is None:
        raise RecordError(f"there is no entrant {number}", "number")
    if entrant.active and tournament.bye_by_hand.get(len(tournament.rounds) + 1) == number:
        raise TournamentError.of("tournament.absent_bye", "number", name=entrant.name)
    return entrant


def can_withdraw(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> bool:
    return allowed(verify_withdraw, db, tournament=tournament, number=number)


def withdraw(db: sqlite_utils.Database, *, tournament: Tournament, number: int) -> None:
    with store.write_transaction(db):
        t = as_it_stands(db, tournament)
        if not verify_withdraw(db, tournament=t, number=number).active:
            return
        store.log(db, t.id, "withdrawn", {"number": number})


def _table(t: Tournament, round_no: int, table: int) -> TableState:
    r = t.round(round_no)
    found = r.table(table) if r else None
    if found is None:
        raise RecordError(f"there is no table {table} in round {round_no}", "table")
    return found


def verify_swap(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, x: int, y: int,
                seen: int | None = None) -> RoundState:
    """The round whose tables the swap changes (the current one); raises why not."""
    t = tournament
    verify_seen(t, seen)
    if not t.rounds:
        raise TournamentError.of("tournament.swap_none", "round")
    if round_no != len(t.rounds):
        raise TournamentError.of("tournament.swap_current", "round")
    r = t.drawn_round(round_no)
    seats = {n for tab in r.tables for n in tab.seated()}
    if x not in seats or y not in seats or x == y:
        raise RecordError("both entrants must be playing at a table of this round", "entrants")
    touched = [tab for tab in r.tables if x in tab.seated() or y in tab.seated()]
    if any(table_result(db, t, tab).hands or tab.paper for tab in touched):
        raise TournamentError.of("tournament.swap_hand_entered", "entrants")
    return r


def can_swap(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, x: int, y: int,
             seen: int | None = None) -> bool:
    return allowed(verify_swap, db, tournament=tournament, round_no=round_no, x=x, y=y, seen=seen)


def swap(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, x: int, y: int,
         secret: str, key: str | None = None, seen: int | None = None) -> None:
    """Exchange two entrants between tables of the current round, before any hand is entered.

    Only the tables it touches get new games (and cards); the replaced games are retired."""
    t = tournament
    replayed(db, t, key)
    r = verify_swap(db, tournament=t, round_no=round_no, x=x, y=y, seen=seen)
    swapped = {x: y, y: x}
    pairs = []
    partners: dict[int, tuple[int, int]] = {}
    for tab in r.tables:
        a, b = swapped.get(tab.a, tab.a), swapped.get(tab.b, tab.b)
        if tab.partners:
            p, q = tab.partners
            partners[tab.table] = (swapped.get(p, p), swapped.get(q, q))
        same = (a, b) == (tab.a, tab.b) and partners.get(tab.table) == tab.partners
        pairs.append((tab.table, a, b, tab.games if same else None))
    write_round(db, t, action="tables_swapped", pairs=pairs, secret=secret, key=key, partners=partners,
                data={"round": round_no, "byes": r.byes, "rematches": [list(m) for m in r.rematches],
                      **({"third_place": r.third_place} if r.third_place else {})})


def verify_paper_result(t: Tournament, games: list) -> list[tuple[int, int]]:
    """The games of a paper result as pairs of whole points; a concours sum that no play under
    the tournament's house rules could write for its deals is refused (``verify_sheet``)."""
    variant = find_variant(t.header.variant)
    rules = variant.rules.with_options(dict(t.header.options))
    if not isinstance(games, list) or not games or len(games) > 9:
        raise RecordError("games is a list of [points of the first entrant, of the second]", "games")
    out = []
    for i, game in enumerate(games):
        if not (isinstance(game, list) and len(game) == 2 and all(
                isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 100_000 for p in game)):
            raise RecordError("each game is two whole numbers of points, like [1001, 640]", f"games[{i}]")
        deals = _deals_of_game(t, i) or rules.deals  # a game of fixed deals (a klaverjas boompje: 16)
        if deals:
            try:
                verify_sheet((game[0], game[1]), deals=deals, rules=rules, game=variant.game)
            except SheetError as error:
                raise RecordError(error.message, f"games[{i}]") from None
        else:
            _verify_target_game((game[0], game[1]), rules=rules, game=variant.game, path=f"games[{i}]")
        out.append((game[0], game[1]))
    return out


_TARGET_WHY = {"short": "neither side reached {target}",
               "level": "a game to {target} never ends level: it plays on",
               "too_far": "the winner stood below {target} before the last hand, and no hand adds more than {most}",
               "both_far": "both sides stood below {target} before the last hand, and no hand adds more than "
                           "{most} between them"}


def _verify_target_game(points: tuple[int, int], *, rules, game: str, path: str) -> None:
    """A game played to the target, refused if no play under the house rules ends on these totals."""
    problem = target_problem(points, rules=rules, game=game)
    if problem is not None:
        why = _TARGET_WHY[problem.reason].format(target=problem.target, most=problem.most)
        raise RecordError(f"{points[0]}-{points[1]} cannot end a game to {problem.target}: {why}; the "
                          f"nearest result that can is {problem.nearest[0]}-{problem.nearest[1]}", path)


def _deals_of_game(t: Tournament, index: int) -> int:
    """The deals of a paper result's game ``index``: a concours partie's, or, after it, those of
    the game deciding a level knockout match (none for an extra game to the target)."""
    if index == 0 or not t.settings.deals:
        return t.settings.deals
    return {"extra_deals": EXTRA_DEALS, "extra_game": 0}.get(t.settings.knockout_decider,
                                                              t.settings.deals)


def has_result(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int) -> bool:
    """Whether the table has a result already: played to its end, or the director's own (a level
    paper result still waiting for its deciding game is not one yet)."""
    r = tournament.round(round_no)
    found = r.table(table) if r else None
    return found is not None and table_result(db, tournament, found).finished


def verify_enter_result(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                        table: int, games: list, correcting: bool = False) -> list[tuple[int, int]]:
    """The paper result's games as pairs of whole points; raises why they cannot be entered. A
    result over an existing one is a correction, entered only when ``correcting`` says that its
    effect was seen."""
    _table(tournament, round_no, table)
    checked = verify_paper_result(tournament, games)
    if not correcting and has_result(db, tournament=tournament, round_no=round_no, table=table):
        raise TournamentError.of("tournament.result_over_result", "correct", table=table)
    return checked


def can_enter_result(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                     table: int, games: list, correcting: bool = False) -> bool:
    return allowed(verify_enter_result, db, tournament=tournament, round_no=round_no, table=table,
                   games=games, correcting=correcting)


def enter_result(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int,
                 games: list, correcting: bool = False) -> None:
    checked = verify_enter_result(db, tournament=tournament, round_no=round_no, table=table, games=games,
                                  correcting=correcting)
    with store.write_transaction(db):
        store.log(db, tournament.id, "result_entered", {"round": round_no, "table": table,
                                                        "games": [list(g) for g in checked]})


def verify_approve(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                   table: int) -> TableState:
    """The table whose result the director approves (its match has ended); raises why not."""
    found = _table(tournament, round_no, table)
    if not table_result(db, tournament, found).finished:
        raise TournamentError.of("tournament.not_ended", "table", table=table)
    return found


def can_approve(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int) -> bool:
    return allowed(verify_approve, db, tournament=tournament, round_no=round_no, table=table)


def approve(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int, table: int) -> None:
    verify_approve(db, tournament=tournament, round_no=round_no, table=table)
    with store.write_transaction(db):
        store.log(db, tournament.id, "approved", {"round": round_no, "table": table})


def next_game_after(db: sqlite_utils.Database, *, game, ruling: dict, secret: str) -> str | None:
    """The next game of a best-of-N match whose game ``game`` just ended, made inside the write
    that ended it (so once, whoever reads meanwhile); its id, or None when the match is over."""
    place = store.place_of(db, game.id)
    if place is None:
        return None
    t = get_tournament(db, tournament_id=place[0])
    r = t.round(place[1])
    tab = r.table(place[2]) if r else None
    if r is None or tab is None or tab.paper is not None or not tab.games or tab.games[-1] != game.id:
        return None
    result = table_result(db, t, tab, known={game.id: (game, ruling)})
    if result.finished or not (result.deciding or not (t.settings.deals or t.settings.best_of == 1)):
        return None
    # A level knockout match goes on with the game that decides it, appended to its games.
    decider = result.decider if result.deciding else ""
    game_id = new_match_game(db, t, round_no=r.round, table=tab.table, a=tab.a, b=tab.b,
                             secret=secret, previous=game.id, decider=decider, partners=tab.partners)
    copy_phones(db, from_game=game.id, to_game=game_id)
    store.log(db, t.id, "game_added", {"round": r.round, "table": tab.table, "game": game_id,
                                       **({"decider": True} if decider else {})})
    return game_id


def tournament_of_game(db: sqlite_utils.Database, game_id: str):
    """The tournament a game was drawn for, if any."""
    place = store.place_of(db, game_id)
    return get_tournament(db, tournament_id=place[0]) if place else None


def overruling_result(db: sqlite_utils.Database, game_id: str) -> list[tuple[int, int]] | None:
    """The director's paper result of the table a tournament's game was played at, which counts
    instead of the game's own sheet; None when the sheet's result is the one that counts."""
    t = tournament_of_game(db, game_id)
    table = next((x for r in t.rounds for x in r.tables if game_id in x.games), None) if t else None
    return None if table is None or table.paper is None else [tuple(g) for g in table.paper]
