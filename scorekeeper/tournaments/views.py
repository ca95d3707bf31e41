"""What every way out shows of a tournament (the API's JSON, the pages, the printed sheets): one
view of its state, its rounds, its entrants and its standings, as plain data.

The director's view carries each table's token and each entrant's code (``with_tokens``), made
from the server's ``secret``; everybody else's view carries neither.
"""

from __future__ import annotations

import copy

from sqlite_utils import Database

from ..games import get_game
from ..games import table_token_of
from ..tournament_core import is_finished
from ..tournament_core import standings
from .access import code_of
from .actions import verify_paper_result
from .clock import now_seconds, round_clock
from .results import match_results, table_result
from .service import state_key
from .state import Tournament


def status_of(db: Database, t: Tournament, tables: list[dict]) -> str:
    if not t.rounds:
        return "registration"
    if any(table["status"] in ("waiting", "playing") for table in tables):
        return "playing"
    results = match_results(db, t)
    return "finished" if is_finished(t.entrants, results, t.draws(), t.settings) else "between_rounds"


def round_json(db: Database, t: Tournament, number: int, *, with_tokens: bool, secret: str = "") -> dict:
    r = t.drawn_round(number)
    tables = []
    for table in r.tables:
        res = table_result(db, t, table)
        item = {"table": table.table, "entrants": [table.a, table.b], "games": list(table.games),
                "status": res.status,
                **({"teams": [list(table.team(0)), list(table.team(1))]} if table.partners else {}),
                "result": {"games": [list(g) for g in res.games], "games_won": list(res.games_won),
                           "winner": res.winner} if res.finished else None,
                "decider": res.decider or None, "deciding": res.deciding}
        if with_tokens and table.games:
            item["table_token"] = table_token_of(get_game(db, game_id=table.games[-1]), secret=secret)
        tables.append(item)
    clock = round_clock(t, r.round, now=now_seconds())
    return {"round": r.round, "byes": list(r.byes), "rematches": [list(m) for m in r.rematches],
            "tables": tables, "third_place": r.third_place or None,
            "absent": sorted(t.absent.get(r.round, ())), **({"clock": clock} if clock else {})}


def tournament_json(db: Database, t: Tournament, *, with_tokens: bool, secret: str = "") -> dict:
    rounds = [round_json(db, t, r.round, with_tokens=with_tokens, secret=secret) for r in t.rounds]
    last_tables = rounds[-1]["tables"] if rounds else []
    return {"id": t.id, "version": t.last_event, "title": t.header.title, "variant": t.header.variant,
            "format": t.settings.format,
            "settings": t.settings.to_json(), "status": status_of(db, t, last_tables),
            "entrants": [{"number": e.number, "name": e.name, "players": list(e.players),
                          "active": e.active, "paid": e.paid, "joined_round": e.joined_round,
                          "club": e.club,
                          **({"code": code_of(secret, t, e.number)} if with_tokens else {})}
                         for e in t.entrants],
            "rounds": rounds, "controls": {
                "absent": sorted(t.absent.get(len(t.rounds) + 1, ())),
                "bye": t.bye_by_hand.get(len(t.rounds) + 1), "apart": sorted(sorted(p) for p in t.apart)}}


def entrant_json(e) -> dict:
    """An entrant as a late entry, a withdrawal or a reinstatement answers it."""
    return {"number": e.number, "name": e.name, "players": list(e.players), "active": e.active}


_STANDINGS: dict[tuple, dict] = {}


def standings_json(db: Database, t: Tournament, *, after: int | None = None) -> dict:
    """Recomputed whenever the log or a game changed; otherwise the last answer (a projector and
    forty phones ask every few seconds while nothing moves). Keyed by the names too: a
    stranger's view (``public_view``) shows initials where the director's shows names."""
    key = (*state_key(db, t), after, tuple(e.name for e in t.entrants))
    known = _STANDINGS.get(key)
    if known is None:
        known = _standings_json(db, t, after=after)
        if len(_STANDINGS) > 256:
            _STANDINGS.clear()
        _STANDINGS[key] = known
    return known


def _standings_json(db: Database, t: Tournament, *, after: int | None = None) -> dict:
    results = match_results(db, t)
    last = last_round_played(results) if after is None else max(0, min(after, len(t.rounds)))
    rows = standings(t.entrants, results, t.settings, after_round=last)
    counted = [m for m in results if m.round <= last]
    complete = bool(t.rounds) and all(table_result(db, t, table).status == "final"
                                      for table in t.drawn_round(last).tables) if last else False
    return {"after_round": last, "final": bool(complete and not any(m.provisional for m in counted)),
            "rows": [r.to_json() for r in rows]}


def last_round_played(results) -> int:
    """The last round with a match result: standings printed while round 2 is being played
    are the standings after round 1 (a bye alone does not make a round played)."""
    return max((m.round for m in results if not m.is_bye and m.b), default=0)


def correction_effect(db: Database, t: Tournament, *, round_no: int, table: int, games: list) -> dict:
    """What the result ``games`` at ``table`` of round ``round_no`` would change in the standings:
    each entrant whose place, match points or points move (a round already drawn after it stays
    as drawn); nothing is stored. Raises as ``verify_paper_result`` for games no play can write."""
    checked = verify_paper_result(t, games)
    changed = copy.deepcopy(t)
    target = changed.drawn_round(round_no).table(table)
    assert target is not None, "a correction names a table of the round"
    target.paper, target.approved = list(checked), True
    before_results, after_results = match_results(db, t), match_results(db, changed)
    last = max(last_round_played(before_results), last_round_played(after_results))
    before = {r.number: r for r in standings(t.entrants, before_results, t.settings, after_round=last)}
    rows = []
    for row in standings(changed.entrants, after_results, t.settings, after_round=last):
        old = before.get(row.number)
        if old and (old.rank, old.match_points, old.points_for) != (row.rank, row.match_points, row.points_for):
            rows.append({"name": row.name, "rank": (old.rank, row.rank),
                         "match_points": (old.match_points, row.match_points),
                         "points": (old.points_for, row.points_for)})
    return {"table": table, "games": checked, "rows": rows, "after": last, "later": len(t.rounds) - round_no}


def game_clock(db: Database, game) -> dict | None:
    """The round clock as a tournament game's sheet shows it: the time left (``round_clock``),
    and ``ended``, how time ended this game (its last counted hand, 1-based, and the totals
    then), if it did; None for a game without a clock."""
    from .clock import time_ended
    from .guards import place
    found = place(db, game.id)
    if found is None or found.table is None or found.retired is not None:
        return None
    clock = round_clock(found.tournament, found.round_no, now=now_seconds())
    if clock is None:
        return None
    up = time_ended(found.tournament, found.table, game, game.ruling())
    return {**clock, "ended": None if up is None else {"hand": up.hand + 1, "totals": list(up.totals),
                                                        "winner": up.winner}}
