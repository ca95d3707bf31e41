"""An evening replayed from the archive a bundle carries: the director's log folded into the
entrants and their tables, each table's result read from its games by the rules engine (or the
director's paper result), the standings by the tournament core. It is what the club's server
computes from its database, computed here from the bundle alone, so the hub never takes a
club's word for a figure it can work out itself.

The club's ``tournaments`` service folds the same log; the hub may not load it (it stands on the
club's storage), so the fold is read again here from the archive's documented shape, and the
two are held equal by the hub's tests (an honest bundle's stated standings equal the replay's).

    evening = replay(archive)       # ReplayError: an archive that does not fold
    evening.rows, evening.tables
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

from ..rules import Game, GameResult, RecordError, find_variant, match_outcome
from ..tournament_core import (Entrant, MatchResult, MeleeResult, TournamentSettings, absent_result, deadline,
                               decide, ended_by_time, in_pools, pool_rounds, standings)

KNOCKOUTS = ("knockout", "seeded_knockout", "double_elimination")
DRAWS = ("round_drawn", "round_redrawn", "tables_swapped")


class ReplayError(ValueError):
    """An archive whose log or games do not make an evening."""


@dataclass
class _Table:
    round: int
    table: int
    a: int
    b: int
    games: list[str]
    partners: tuple[int, int] | None = None
    paper: list[tuple[int, int]] | None = None
    approved: bool = False
    deciders: int = 0

    def team(self, side: int) -> tuple[int, ...]:
        first = (self.a, self.b)[side]
        return (first, self.partners[side]) if self.partners else (first,)

    def seated(self) -> tuple[int, ...]:
        return (self.a, self.b, *(self.partners or ()))


@dataclass
class _Round:
    round: int
    tables: list[_Table]
    byes: list[int]
    started: str = ""


@dataclass
class _Evening:
    settings: TournamentSettings
    entrants: list[Entrant] = field(default_factory=list)
    rounds: list[_Round] = field(default_factory=list)
    absent: dict[int, set[int]] = field(default_factory=dict)
    missed: dict[int, set[int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Played:
    """A finished table as the ratings read it, as the club's ratings do: each side's entrants
    (a pair, or a mêlée's two players), and the side that won (None: level at the table, whatever
    a decider then said)."""

    round: int
    table: int
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    winner: int | None


@dataclass(frozen=True)
class Replayed:
    created: str
    rows: list[dict]  # the standings, as the club's ``standings_json`` rows
    tables: list[Played]
    players: dict[int, tuple[str, ...]]  # each entrant's players (an individual: their own name)


def replay(archive: dict) -> Replayed:
    try:
        head = archive["tournament"]
        evening = _fold(head, archive["log"])
        games = {g["id"]: g for g in archive["games"]}
        variant = find_variant(head["variant"])
        results, played = _results(evening, games, variant)
    except ReplayError:
        raise
    except (RecordError, KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        raise ReplayError(f"the archive does not replay: {type(error).__name__} {error}"[:300]) from None
    last = max((m.round for m in results if not m.is_bye and m.b), default=0)
    rows = standings(evening.entrants, results, evening.settings, after_round=last)
    return Replayed(str(head.get("created") or ""), [r.to_json() for r in rows], played,
                    {e.number: _players(evening, e.number) for e in evening.entrants})


# ---------------------------------------------------------------- the log folded

def _fold(head: dict, log: list[dict]) -> _Evening:
    evening = _Evening(TournamentSettings.from_json(head["settings"]))
    for event in log:
        action, data = event["action"], event["data"]
        if action == "create":
            for item in data["entrants"]:
                _entrant(evening, item, joined=1)
        elif action == "entrant_added":
            _entrant(evening, data, joined=data["joined_round"])
        elif action in ("withdrawn", "reinstated"):
            _active(evening, data, active=action == "reinstated")
        elif action in DRAWS:
            _drawn(evening, data)
        elif action == "game_added":
            table = _table(evening, data)
            table.games.append(data["game"])
            table.deciders += bool(data.get("decider"))
        elif action == "result_entered":
            table = _table(evening, data)
            table.paper, table.approved = [(int(a), int(b)) for a, b in data["games"]], True
        elif action == "approved":
            _table(evening, data).approved = True
        elif action == "absent_marked":
            marked = evening.absent.setdefault(data["round"], set())
            (marked.add if data["absent"] else marked.discard)(data["number"])
    return evening


def _entrant(evening: _Evening, data: dict, *, joined: int) -> None:
    evening.entrants.append(Entrant(number=len(evening.entrants) + 1, name=data["name"],
                                    players=tuple(data["players"]), joined_round=joined,
                                    club=data.get("club", "")))


def _active(evening: _Evening, data: dict, *, active: bool) -> None:
    n = data["number"]
    evening.entrants = [replace(e, active=active) if e.number == n else e for e in evening.entrants]
    if active:
        evening.missed.setdefault(n, set()).update(data.get("missed", []))


def _drawn(evening: _Evening, data: dict) -> None:
    k = data["round"]
    tables = [_Table(k, x["table"], x["a"], x["b"], list(x["games"]),
                     tuple(x["partners"]) if x.get("partners") else None) for x in data["tables"]]
    state = _Round(k, tables, list(data["byes"]), data.get("started", ""))
    if k <= len(evening.rounds):
        state.started = state.started or evening.rounds[k - 1].started
        evening.rounds[k - 1] = state  # a re-draw or a swap replaces the round's tables
    elif k == len(evening.rounds) + 1:
        evening.rounds.append(state)
    else:
        raise ReplayError(f"round {k} is drawn before round {len(evening.rounds) + 1}")


def _table(evening: _Evening, data: dict) -> _Table:
    found = next((x for x in evening.rounds[data["round"] - 1].tables if x.table == data["table"]), None)
    if found is None:
        raise ReplayError(f"round {data['round']} has no table {data['table']}")
    return found


# ---------------------------------------------------------------- each table's result

@dataclass(frozen=True)
class _Result:
    games: tuple[tuple[int, int], ...]
    games_won: tuple[int, int]
    winner: int | None
    finished: bool
    final: bool
    decider: str = ""


def _results(evening: _Evening, games: dict, variant) -> tuple[list[MatchResult], list[Played]]:
    s, out, played_tables = evening.settings, [], []
    melee = s.format == "melee"
    for r in evening.rounds:
        played = []
        for x in r.tables:
            res = _table_result(evening, r, x, games, variant)
            if not res.finished:
                continue
            level = res.winner is None or bool(res.decider)
            played_tables.append(Played(r.round, x.table, (x.team(0), x.team(1)),
                                        None if level else (0 if res.winner == x.a else 1)))
            if melee and x.partners:
                points = (sum(g[0] for g in res.games), sum(g[1] for g in res.games))
                out += MeleeResult(round=r.round, a=x.team(0), b=x.team(1), points=points).as_matches()
            elif not melee:
                played.append(MatchResult(round=r.round, a=x.a, b=x.b, games=res.games, winner=res.winner,
                                          provisional=not res.final, games_won=res.games_won,
                                          decided_by=res.decider))
        if melee:
            out += [m for n in r.byes for m in MeleeResult(round=r.round, a=(n,), b=(), points=(s.bye_points, 0))
                    .as_matches(bye_points=s.bye_points, bye_win=s.bye_counts_as_win)]
        else:
            out += played + [_bye(s, r.round, n, played) for n in r.byes]
        out += _sat_out(evening, r)
    if s.late_entry == "bye_score":
        out += [MatchResult(round=k, a=e.number, b=0, games=((s.bye_points, 0),), winner=None, bye_win=False)
                for e in evening.entrants for k in range(1, e.joined_round)]
    return out, played_tables


def _players(evening: _Evening, number: int) -> tuple[str, ...]:
    entrant = evening.entrants[number - 1]
    return entrant.players or (entrant.name,)


def _table_result(evening: _Evening, r: _Round, x: _Table, games: dict, variant) -> _Result:
    if x.paper is not None:
        return _paper(evening, x)
    finished: list[GameResult] = []
    confirmed, timed, main = True, False, len(x.games) - x.deciders
    for game_id in x.games:
        game = games[game_id]
        entries = game["entries"]
        ruling = Game.from_record(_record(game)).ruling()
        if ruling["game"]["finished"]:
            finished.append(GameResult(tuple(ruling["game"]["totals"]), ruling["game"]["winner"], 0))
            confirmed = bool(entries) and confirmed and _confirmed(evening, variant, entries[-1])
        elif (up := _time_up(evening, r, entries, ruling)) is not None:
            finished.append(GameResult(up.totals, up.winner, 0))
            confirmed = _confirmed(evening, variant, entries[up.hand])
            main, timed = len(finished), True
            break
    s = evening.settings
    best_of = len(finished) if timed else (1 if s.deals else s.best_of)
    outcome = match_outcome(finished[:main], best_of=best_of, players=variant.players)
    winner = None if outcome.winner is None else (x.a, x.b)[outcome.winner]
    played = tuple(g.totals for g in finished)
    done, by = outcome.finished, ""
    if done and winner is None and _knockout(evening, x.round):
        winner, by = _decided(evening, x, played)
        done = winner is not None
    return _Result(played, outcome.games_won, winner, done, x.approved or confirmed, by)


def _record(game: dict) -> dict:
    record = {"variant": game["variant"], "options": game.get("options") or {}, "players": game["players"],
              "hands": [e["hand"] for e in game["entries"]]}
    if game.get("title") is not None:
        record["title"] = game["title"]
    return record


def _confirmed(evening: _Evening, variant, entry: dict) -> bool:
    by, entered, mode = entry.get("confirmed_by"), entry.get("entered_by") or {}, evening.settings.final_by
    if not by:
        return False
    if by.get("role") == "director" or mode == "table":
        return True
    if mode == "director":
        return False
    return (entered.get("seat") is not None and by.get("seat") is not None
            and variant.side_of(entered["seat"]) != variant.side_of(by["seat"]))


def _seconds(stamp: str) -> int:
    moment = datetime.fromisoformat(stamp)
    return int((moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp())


def _time_up(evening: _Evening, r: _Round, entries: list[dict], ruling: dict):
    s = evening.settings
    if not r.started or not s.round_minutes:
        return None
    end = deadline(started=_seconds(r.started), minutes=s.round_minutes)
    if end is None:
        return None
    hands = [(_seconds(e["entered_at"]), (h["totals"][0], h["totals"][1])) for e, h in zip(entries, ruling["hands"])]
    return ended_by_time(end=end, hands=hands, rule=s.time_up)


def _knockout(evening: _Evening, round_no: int) -> bool:
    s = evening.settings
    if s.format in KNOCKOUTS:
        return True
    return s.format == "pools" and round_no > pool_rounds(in_pools(evening.entrants, s))


def _decided(evening: _Evening, x: _Table, played: tuple) -> tuple[int | None, str]:
    level = MatchResult(round=x.round, a=x.a, b=x.b, games=played, winner=None)
    decision = decide(level, settings=evening.settings)
    return decision.winner, decision.by


def _paper(evening: _Evening, x: _Table) -> _Result:
    assert x.paper is not None
    s, paper = evening.settings, x.paper
    won = (sum(a > b for a, b in paper), sum(b > a for a, b in paper))
    if s.deals:  # in a knockout, games after the partie only decide a level one
        main = paper[:1] if _knockout(evening, x.round) else paper
        pa, pb = sum(a for a, _ in main), sum(b for _, b in main)
        side = None if pa == pb else (0 if pa > pb else 1)
    else:
        side = None if won[0] == won[1] else (0 if won[0] > won[1] else 1)
    winner = None if side is None else (x.a, x.b)[side]
    if winner is None and _knockout(evening, x.round):
        winner, by = _decided(evening, x, tuple(paper))
        return _Result(tuple(paper), won, winner, winner is not None, winner is not None, by)
    return _Result(tuple(paper), won, winner, True, True)


def _bye(s: TournamentSettings, round_no: int, number: int, played: list[MatchResult]) -> MatchResult:
    points = s.bye_points
    if s.bye_score == "average" and played:
        points = sum(sum(m.points) for m in played) // (2 * len(played))
    return MatchResult(round=round_no, a=number, b=0, games=((points, 0),),
                       winner=number if s.bye_counts_as_win else None, bye_win=s.bye_counts_as_win)


def _sat_out(evening: _Evening, r: _Round) -> list[MatchResult]:
    seated = {n for x in r.tables for n in x.seated()} | set(r.byes)
    sat_out = evening.absent.get(r.round, set()) | {n for n, ks in evening.missed.items() if r.round in ks}
    return [absent_result(n, round_no=r.round, settings=evening.settings) for n in sorted(sat_out - seated)]
