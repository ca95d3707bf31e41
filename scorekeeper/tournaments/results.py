"""A tournament's matches read from their games (or the director's paper results): each table's
result, every match and bye as the standings and the draw read them, a mêlée's team results,
the director's controls as the draw takes them, and the entrants' confirmation codes.

``service`` re-exports these; it holds the director's actions."""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from .. import games
from ..rules import find_variant
from ..rules import GameResult, match_outcome
from ..tournament_core import absent_result
from ..tournament_core import decide
from ..tournament_core import MeleeResult
from ..tournament_core import Controls, MatchResult
from .clock import as_game_result, time_ended
from .state import RoundState, TableState, Tournament


# ---------------------------------------------------------------- results from the games

@dataclass(frozen=True)
class TableResult:
    status: str  # waiting, playing, provisional, final
    games: tuple[tuple[int, int], ...]
    games_won: tuple[int, int]
    winner: int | None  # an entrant number; None: unfinished or drawn
    hands: int
    finished: bool
    decider: str = ""  # a level knockout match: what decides it (``knockout_decider``), or decided it
    deciding: bool = False  # still to be decided by ``decider`` (an extra game or deals at the table)


def table_result(db: sqlite_utils.Database, t: Tournament, table: TableState, *,
                 known: dict | None = None) -> TableResult:
    """``known``: ``{game id: (game, ruling)}`` for a game being written (not yet committed)."""
    if table.paper is not None:
        return _paper_result(t, table)
    finished, hands, confirmed, first_dealer, timed = [], 0, True, 0, False
    variant = find_variant(t.header.variant)
    main = len(table.games) - table.deciders
    for game_id in table.games:
        if known and game_id in known:
            game, whole = known[game_id]
        else:
            game = games.get_game(db, game_id=game_id)
            whole = game.ruling()
        ruling = whole["game"]
        hands += len(game.entries)
        if ruling["finished"]:
            finished.append(GameResult(tuple(ruling["totals"]), ruling["winner"], first_dealer))
            confirmed = bool(game.entries) and confirmed_by_table(t, variant, game.entries[-1])
        elif (up := time_ended(t, table, game, whole)) is not None:
            # Time is up: the game ends after the deal in play, and with it the match.
            finished.append(as_game_result(up, first_dealer))
            confirmed = confirmed_by_table(t, variant, game.entries[up.hand])
            main, timed = len(finished), True
            break
    best_of = len(finished) if timed else _best_of(t)
    outcome = match_outcome(finished[:main], best_of=best_of,
                            players=find_variant(t.header.variant).players)
    winner = None if outcome.winner is None else (table.a, table.b)[outcome.winner]
    games_ = tuple(g.totals for g in finished)
    done, by = outcome.finished, ""
    if done and winner is None and is_knockout_round(t, table.round):
        winner, by = _decided(t, table, games_)
        done = winner is not None
    status = ("final" if table.approved or confirmed else "provisional") if done else \
        ("playing" if hands else "waiting")
    return TableResult(status, games_, outcome.games_won, winner, hands, done, by,
                       deciding=bool(by) and winner is None)


def capots_of(db: sqlite_utils.Database, t: Tournament) -> dict[int, int]:
    """Each entrant's capots: the hands of its tables' games where its side took every trick
    (štiglja, capot, pit), as the engine rules each hand (``all_tricks``), whatever the game.
    A table written on paper has no hands, so no capots; a mêlée's capot counts for both
    players of the side."""
    out: dict[int, int] = {}
    for r in t.rounds:
        for x in r.tables:
            if x.paper is not None:
                continue
            for game_id in x.games:
                for hand in games.get_game(db, game_id=game_id).ruling()["hands"]:
                    side = hand.get("all_tricks")
                    if side in (0, 1):
                        for n in x.team(side):
                            out[n] = out.get(n, 0) + 1
    return out


KNOCKOUTS = ("knockout", "seeded_knockout", "double_elimination")


def is_knockout_round(t: Tournament, round_no: int) -> bool:
    """Whether a match of this round must have a winner: a knockout's, or a pools event's
    bracket rounds after its pools."""
    if t.settings.format in KNOCKOUTS:
        return True
    if t.settings.format != "pools":
        return False
    from ..tournament_core import in_pools, pool_rounds
    return round_no > pool_rounds(in_pools(t.entrants, t.settings))


def _decided(t: Tournament, table: TableState, games_: tuple) -> tuple[int | None, str]:
    """A level knockout match as the settings' decider leaves it: (winner or None, what decides)."""
    level = MatchResult(round=table.round, a=table.a, b=table.b, games=games_, winner=None)
    decision = decide(level, settings=t.settings)
    return decision.winner, decision.by


def confirmed_by_table(t: Tournament, variant, entry) -> bool:
    """Whether the table's confirmation of its last hand makes the result final, as the
    tournament's ``final_by`` says: the other entrant's (a phone that joined its seat with its
    entrant code confirmed a hand the first side entered), any confirmation, or only the director."""
    if not entry.confirmed:
        return False
    by, entered = entry.confirmed_by, entry.entered_by
    mode = t.settings.final_by
    if by.role == "director" or mode == "table":
        return True
    if mode == "director":
        return False
    return (entered.seat is not None and by.seat is not None
            and variant.side_of(entered.seat) != variant.side_of(by.seat))


def _best_of(t: Tournament) -> int:
    return 1 if t.settings.deals else t.settings.best_of


def _paper_result(t: Tournament, table: TableState) -> TableResult:
    assert table.paper is not None  # asked only of a table whose result was typed from paper
    won = (sum(a > b for a, b in table.paper), sum(b > a for a, b in table.paper))
    if t.settings.deals:  # in a knockout, games after the partie only decide a level one
        main = table.paper[:1] if is_knockout_round(t, table.round) else table.paper
        pa, pb = sum(a for a, _ in main), sum(b for _, b in main)
        side = None if pa == pb else (0 if pa > pb else 1)
    else:
        side = None if won[0] == won[1] else (0 if won[0] > won[1] else 1)
    winner = None if side is None else (table.a, table.b)[side]
    if winner is None and is_knockout_round(t, table.round):
        winner, by = _decided(t, table, tuple(table.paper))
        return TableResult("final" if winner else "playing", tuple(table.paper), won, winner, 0,
                           winner is not None, by, deciding=winner is None)
    return TableResult("final", tuple(table.paper), won, winner, 0, True)


def match_results(db: sqlite_utils.Database, t: Tournament) -> list[MatchResult]:
    """Every finished match and bye, as the standings and the pairing read them (a mêlée's:
    each player's, as ``melee.MeleeResult.as_matches`` credits the team's match)."""
    out: list[MatchResult] = []
    melee = t.settings.format == "melee"
    if melee:
        out = [m for x in melee_results(db, t)
               for m in x.as_matches(bye_points=t.settings.bye_points, bye_win=t.settings.bye_counts_as_win)]
    for r in t.rounds:
        played = []
        if melee:
            out += _sat_out(t, r)
            continue
        for table in r.tables:
            res = table_result(db, t, table)
            if res.finished:
                played.append(MatchResult(round=r.round, a=table.a, b=table.b, games=res.games,
                                          winner=res.winner, provisional=res.status != "final",
                                          games_won=res.games_won, decided_by=res.decider))
        out += played + [_bye(t, r.round, n, played) for n in r.byes] + _sat_out(t, r)
    return out + _late_entries(t)


def _sat_out(t: Tournament, r: RoundState) -> list[MatchResult]:
    seated = {n for x in r.tables for n in x.seated()} | set(r.byes)
    sat_out = t.absent.get(r.round, set()) | {n for n, ks in t.missed.items() if r.round in ks}
    return [absent_result(n, round_no=r.round, settings=t.settings) for n in sorted(sat_out - seated)]


def melee_results(db: sqlite_utils.Database, t: Tournament, *, before: int | None = None) -> list[MeleeResult]:
    """A mêlée's tables as its teams' results, and its byes (rounds before ``before``)."""
    out: list[MeleeResult] = []
    for r in t.rounds[:None if before is None else before - 1]:
        for x in r.tables:
            res = table_result(db, t, x)
            if res.finished and x.partners:
                points = (sum(g[0] for g in res.games), sum(g[1] for g in res.games))
                out.append(MeleeResult(round=r.round, a=x.team(0), b=x.team(1), points=points))
        out += [MeleeResult(round=r.round, a=(n,), b=(), points=(t.settings.bye_points, 0)) for n in r.byes]
    return out


def controls_for(t: Tournament, round_no: int) -> Controls:
    """The director's say over round ``round_no``'s draw, as the log holds it."""
    return Controls(absent=frozenset(t.absent.get(round_no, ())), bye=t.bye_by_hand.get(round_no),
                    apart=frozenset(t.apart))


def _bye(t: Tournament, round_no: int, number: int, played: list[MatchResult]) -> MatchResult:
    points = t.settings.bye_points
    if t.settings.bye_score == "average" and played:
        total = sum(sum(m.points) for m in played)
        points = total // (2 * len(played))
    return MatchResult(round=round_no, a=number, b=0, games=((points, 0),),
                       winner=number if t.settings.bye_counts_as_win else None,
                       bye_win=t.settings.bye_counts_as_win)


def _late_entries(t: Tournament) -> list[MatchResult]:
    if t.settings.late_entry != "bye_score":
        return []
    return [MatchResult(round=k, a=e.number, b=0, games=((t.settings.bye_points, 0),), winner=None,
                        bye_win=False)
            for e in t.entrants for k in range(1, e.joined_round)]
