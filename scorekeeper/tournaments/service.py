"""What a director does with a tournament, and the matches' results read from their games.

Each table of a round is a match of ordinary stored games (the same pages, API, history and
PDF as any game), created by the draw with the entrants' players in seat order. Refusable
actions come as ``verify_x`` (raises with the reason) and ``x``; every action logs one event.

    created = create_tournament(db, data={...}, secret=key)
    t = get_tournament(db, tournament_id=created.id)
    draw_next_round(db, tournament=t, secret=key)
"""

from __future__ import annotations

import hashlib
import json
import hmac
import threading
from collections import OrderedDict
from dataclasses import dataclass

import sqlite_utils



from .. import games
from ..games import credentials
from ..games.store import insert_games, prepare_games
from ..storage.db import rows
from ..games.model import Forbidden, GameError, NotFound
from ..games.store import now
from ..rules import RecordError, find_variant
from ..rules.match import GameResult, match_outcome
from . import store
from ..tournament_core import pairing
from ..tournament_core.director import absent_result
from ..tournament_core.knockout import decide
from ..tournament_core.melee import MeleeResult
from ..tournament_core.model import Controls, Draw, MatchResult, Table
from ..tournament_core.settings import SettingError, TournamentSettings
from .state import RoundState, TableState, Tournament, fold


@dataclass(frozen=True)
class CreatedTournament:
    id: str
    director_code: str


class TournamentError(GameError):
    """An action the tournament's state does not allow now (409), with the reason: in English
    as ``message``, and as ``reason`` + ``args`` for the pages to say it in the page's language."""

    def __init__(self, message: str, path: str = "", *, reason: str = "", **args: object) -> None:
        super().__init__(message, path)
        self.reason, self.args_ = reason, args


# ---------------------------------------------------------------- reading

_FOLDED: OrderedDict[str, tuple[int, Tournament]] = OrderedDict()
_FOLDED_LOCK = threading.Lock()
KEPT = 64  # tournaments kept folded in memory; a club runs one or two at a time


def get_tournament(db: sqlite_utils.Database, *, tournament_id: str) -> Tournament:
    """The tournament as its log stands; folded again only when the log has grown.

    The value handed out is shared: treat it as read-only (every change is a logged event).
    """
    last = store.last_event(db, tournament_id) if isinstance(tournament_id, str) else 0
    known = _FOLDED.get(tournament_id)
    if known is not None and known[0] == last and last:
        return known[1]
    found = store.read(db, tournament_id)
    if found is None:
        raise NotFound("there is no tournament at this link")
    folded = fold(*found)
    with _FOLDED_LOCK:
        _FOLDED[tournament_id] = (found[1][-1].id if found[1] else 0, folded)
        _FOLDED.move_to_end(tournament_id)
        while len(_FOLDED) > KEPT:
            _FOLDED.popitem(last=False)
    return folded


def state_key(db: sqlite_utils.Database, t: Tournament) -> tuple:
    """What the derived results depend on: the log and every game's version."""
    ids = [g for r in t.rounds for x in r.tables for g in x.games]
    return (t.id, _FOLDED.get(t.id, (0,))[0], store.game_versions(db, ids))


def check_director(tournament: Tournament, code: str | None) -> None:
    if not code:
        raise games.NotAuthorized("this needs the tournament's director code")
    if not credentials.check_code(code, tournament.header.director_code_hash):
        raise Forbidden("this is not the director code of this tournament", "director_code")


# ---------------------------------------------------------------- creating

def create_tournament(db: sqlite_utils.Database, *, title: str, variant: str, options: dict,
                      settings: TournamentSettings, entrants: list[dict]) -> CreatedTournament:
    found = find_variant(variant)
    if found.sides != 2:
        raise RecordError(f"{found.title} has three sides: tournaments pair two sides", "variant")
    found.rules.with_options(options or {})
    melee = settings.format == "melee"
    if melee and found.players != 4:
        raise RecordError(f"a mêlée seats two drawn pairs at a table: {found.title} is not played "
                          "by four", "variant")
    for i, entrant in enumerate(entrants):
        verify_entrant(found, entrant, path=f"entrants[{i}]", single=melee)
    code = credentials.new_code()
    header = store.Header(store.free_id(db, credentials.new_game_id), title, found.name,
                          options or {}, settings.to_json(), credentials.hash_code(code),
                          now())
    with store.write_transaction(db):
        store.insert_tournament(db, header)
        store.log(db, header.id, "create", {"entrants": entrants})
    return CreatedTournament(header.id, code)


def verify_entrant(variant, entrant: dict, *, path: str, single: bool = False) -> None:
    """``single``: a mêlée's entrant, one player whatever the game (partners are drawn)."""
    per_side = 1 if single else variant.players // 2
    players = entrant.get("players")
    if not isinstance(players, list) or len(players) != per_side or not all(
            isinstance(p, str) and p.strip() for p in players):
        word = "two players (a pair)" if per_side == 2 else "one player"
        raise RecordError(f"an entrant of {variant.title} is {word}", f"{path}.players")
    if not isinstance(entrant.get("name"), str) or not entrant["name"].strip():
        raise RecordError("an entrant needs a name", f"{path}.name")


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
    finished, hands, confirmed, first_dealer = [], 0, True, 0
    variant = find_variant(t.header.variant)
    main = len(table.games) - table.deciders
    for game_id in table.games:
        if known and game_id in known:
            game, ruling = known[game_id][0], known[game_id][1]["game"]
        else:
            game = games.get_game(db, game_id=game_id)
            ruling = game.ruling()["game"]
        hands += len(game.entries)
        if ruling["finished"]:
            finished.append(GameResult(tuple(ruling["totals"]), ruling["winner"], first_dealer))
            confirmed = bool(game.entries) and confirmed_by_table(t, variant, game.entries[-1])
    outcome = match_outcome(finished[:main], best_of=_best_of(t),
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


KNOCKOUTS = ("knockout", "seeded_knockout", "double_elimination")


def is_knockout_round(t: Tournament, round_no: int) -> bool:
    """Whether a match of this round must have a winner: a knockout's, or a pools event's
    bracket rounds after its pools."""
    if t.settings.format in KNOCKOUTS:
        return True
    if t.settings.format != "pools":
        return False
    from ..tournament_core.brackets import in_pools, pool_rounds
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


def entrant_code(secret: str, *, tournament_id: str, number: int) -> str:
    """An entrant's confirmation code: short, to be typed, made from the server's secret (never
    stored), printed on the director's entrant list and shown once to the entrant itself."""
    digest = hmac.new(secret.encode("utf-8", "surrogatepass"),
                      f"entrant-code:{tournament_id}:{number}".encode(), hashlib.sha256).digest()
    return "".join(credentials.CODE_ALPHABET[b % 32] for b in digest[:6])


def check_entrant_code(secret: str, *, tournament_id: str, number: int, code: str | None) -> bool:
    typed = "".join((code or "").split()).replace("-", "").upper()[:20]
    return hmac.compare_digest(typed.encode("utf-8", "surrogatepass"),
                               entrant_code(secret, tournament_id=tournament_id, number=number).encode())


def _best_of(t: Tournament) -> int:
    return 1 if t.settings.deals else t.settings.best_of


def _paper_result(t: Tournament, table: TableState) -> TableResult:
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
        out = [m for x in melee_results(db, t) for m in x.as_matches(bye_points=t.settings.bye_points)]
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


# ---------------------------------------------------------------- the director's actions

def verify_draw_next_round(db: sqlite_utils.Database, t: Tournament) -> None:
    if t.rounds:
        current = t.rounds[-1]
        open_tables = [x.table for x in current.tables if not table_result(db, t, x).finished]
        if open_tables:
            listed = ", ".join(str(n) for n in open_tables)
            raise TournamentError(f"round {current.round} is still being played at table {listed}: "
                                  "draw the next round when every match has ended, or enter those "
                                  "results", "round", reason="still_playing", round=current.round,
                                  tables=listed)
    if pairing.is_finished(t.entrants, match_results(db, t), t.draws(), t.settings):
        raise TournamentError("the tournament is over: every round has been played", "round",
                              reason="over")


MAX_REDRAWS = 20  # per round: a director who needs more wants a swap, or a new seed


class Replayed(Exception):
    """The same Idempotency-Key as an action already done: its round, done once."""

    def __init__(self, round_no: int) -> None:
        super().__init__(round_no)
        self.round_no = round_no


class Changed(TournamentError):
    """Another draw, re-draw or swap (or any change) came first: nothing was done (409)."""


def verify_seen(t: Tournament, seen: int | None) -> None:
    """``seen``: the version of the tournament (its log's last event) the director's page or
    client showed; a draw, re-draw or swap made from an older one is refused (a double tap)."""
    if seen is not None and seen != t.last_event:
        raise Changed("the tournament changed since you looked (another draw, re-draw or swap came "
                      "first): nothing was done; look at the round as it stands", "round",
                      reason="changed", round=len(t.rounds))


def draw_next_round(db: sqlite_utils.Database, *, tournament: Tournament, secret: str,
                    key: str | None = None, seen: int | None = None) -> RoundState:
    replayed(db, tournament, key)
    verify_seen(tournament, seen)
    verify_draw_next_round(db, tournament)
    return _draw(db, tournament, round_no=len(tournament.rounds) + 1, action="round_drawn",
                 secret=secret, key=key)


def verify_redraw(db: sqlite_utils.Database, t: Tournament, round_no: int) -> None:
    if round_no != len(t.rounds) or round_no == 0:
        raise TournamentError("only the current round can be drawn again", "round",
                              reason="redraw_current")
    if any(table_result(db, t, x).hands or x.paper for x in t.rounds[-1].tables):
        raise TournamentError(f"a hand was already entered in round {round_no}: it can no longer be "
                              "drawn again (swap tables or enter results instead)", "round",
                              reason="redraw_hand_entered", round=round_no)
    if redraws_of(db, t, round_no) >= MAX_REDRAWS:
        raise TournamentError(f"round {round_no} was drawn again {MAX_REDRAWS} times: swap tables "
                              "instead", "round", reason="redraw_cap", round=round_no, most=MAX_REDRAWS)


def redraws_of(db: sqlite_utils.Database, t: Tournament, round_no: int | None = None) -> int:
    found = store.read(db, t.id)
    return sum(1 for e in (found[1] if found else []) if e.action == "round_redrawn"
               and (round_no is None or e.data.get("round") == round_no))


def redraw_round(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                 secret: str, key: str | None = None, seen: int | None = None) -> RoundState:
    replayed(db, tournament, key)
    verify_seen(tournament, seen)
    verify_redraw(db, tournament, round_no)
    # Each re-draw its own seed, still reproducible: the count of re-draws so far.
    redraws = redraws_of(db, tournament)
    return _draw(db, tournament, round_no=round_no, action="round_redrawn", secret=secret,
                 salt=(redraws + 1) * 7919, key=key)


def _draw(db, t: Tournament, *, round_no: int, action: str, secret: str, salt: int = 0,
          key: str | None = None) -> RoundState:
    replayed(db, t, key)
    results = [m for m in match_results(db, t) if m.round < round_no]
    settings = t.settings if not salt else TournamentSettings.from_json(
        {**t.settings.to_json(), "seed": (t.settings.seed + salt) % (2**31 - 1)})
    partners: dict[int, tuple[int, int]] = {}
    try:
        if t.settings.format == "melee":
            draw, partners = _melee_draw(db, t, settings, round_no)
        else:
            draw = pairing.draw_round(t.entrants, results, t.draws()[:round_no - 1], settings,
                                      round_no=round_no, controls=controls_for(t, round_no))
    except pairing.NoDraw as error:
        raise TournamentError(str(error), "round", reason="no_draw") from None
    before = t.round(round_no)
    # A table drawn again with the same two entrants keeps its game, seats and printed card
    # (a mêlée's tables are new each draw: its partners change too).
    old = {(x.table, frozenset((x.a, x.b))): x for x in (before.tables if before and not partners else [])}
    pairs = []
    for x in draw.tables:
        kept = old.get((x.table, frozenset((x.a, x.b))))
        pairs.append((x.table, kept.a, kept.b, kept.games) if kept else (x.table, x.a, x.b, None))
    data = {"round": round_no, "byes": list(draw.byes),
            "rematches": [list(r) for r in draw.rematches]}
    if draw.third_place:
        data["third_place"] = draw.third_place
    if before is not None and all(kept for *_x, kept in pairs):
        data["same"] = True  # the same tables again: every card stays as printed
    write_round(db, t, action=action, data=data, pairs=pairs, secret=secret, key=key, partners=partners)
    return get_tournament(db, tournament_id=t.id).round(round_no)


def _melee_draw(db, t: Tournament, settings: TournamentSettings, round_no: int):
    """A mêlée round as a draw of tables (``a``, ``b``: the first of each team) and each
    table's partners."""
    drawn = pairing.draw_melee_round(t.entrants, melee_results(db, t, before=round_no), settings,
                                     round_no=round_no, controls=controls_for(t, round_no))
    tables = tuple(Table(table=x.table, a=x.a[0], b=x.b[0]) for x in drawn.tables)
    return (Draw(round=round_no, tables=tables, byes=drawn.byes),
            {x.table: (x.a[1], x.b[1]) for x in drawn.tables})


def replayed(db: sqlite_utils.Database, t: Tournament, key: str | None) -> None:
    """Raises ``Replayed`` when an action with this Idempotency-Key was done already."""
    if key is None:
        return
    found = rows(db, "SELECT data FROM tournament_log WHERE tournament_id = ? AND action IN "
                     "('round_drawn', 'round_redrawn', 'tables_swapped') AND data LIKE ?",
                 [t.id, f'%"key": {json.dumps(key, ensure_ascii=False)}%'])
    for row in found:
        data = json.loads(row["data"])
        if data.get("key") == key:
            raise Replayed(data["round"])


def write_round(db, t: Tournament, *, action: str, data: dict, pairs: list, secret: str,
                key: str | None, partners: dict[int, tuple[int, int]] | None = None) -> None:
    """The round's tables as one event, with the new games of the tables that changed, all in
    one transaction: a killed server leaves the draw whole or not at all. ``pairs``: ``(table,
    a, b, games kept or None)``. Refused when the log moved since ``t`` was read (a second draw,
    a double tap), so a round is drawn, re-drawn or swapped once."""
    options = dict(t.header.options)
    if t.settings.deals:
        options["deals"] = t.settings.deals
    new = [(table, a, b) for table, a, b, kept in pairs if not kept]
    prepared = prepare_games(
        variant=t.header.variant, options=options, token_secret=secret,
        director_code_hash=t.header.director_code_hash,
        tables=[(seat_players(t, a, b, partners=(partners or {}).get(table)), _title(t, data["round"], table))
                for table, a, b in new])
    made = iter(row[0] for row in prepared)
    data["tables"] = [{"table": table, "a": a, "b": b, "games": list(kept) if kept else [next(made)],
                       **({"partners": list(partners[table])} if partners and table in partners else {})}
                      for table, a, b, kept in pairs]
    if key is not None:
        data["key"] = key
    with store.write_transaction(db):
        replayed(db, t, key)
        now_t = get_tournament(db, tournament_id=t.id)
        replaced = [g for x in (t.round(data["round"]).tables if t.round(data["round"]) else [])
                    for g in x.games if g not in {g for y in data["tables"] for g in y["games"]}]
        if now_t.last_event != t.last_event or _any_hand(db, replaced):
            raise Changed("the tournament changed meanwhile (another draw, re-draw or swap came "
                          "first): nothing was done; look at the round as it stands",
                          "round", reason="changed", round=len(now_t.rounds))
        insert_games(db, prepared)
        store.link_games(db, t.id, data["round"], [(row[0], table) for row, (table, _a, _b)
                                                    in zip(prepared, new)])
        store.log(db, t.id, action, data)


def _any_hand(db, game_ids: list[str]) -> bool:
    """Whether a hand reached one of these games (a table that started while the director
    swapped: the swap is refused rather than retire a game with hands under it)."""
    if not game_ids:
        return False
    marks = ",".join("?" * len(game_ids))
    return bool(rows(db, f"SELECT 1 FROM hands WHERE game_id IN ({marks}) LIMIT 1", game_ids))


def retired_games(db: sqlite_utils.Database) -> set[str]:
    """Every game a swap or re-draw replaced, in every tournament: they count nowhere."""
    out: set[str] = set()
    for row in rows(db, "SELECT DISTINCT tournament_id FROM tournament_log WHERE action IN "
                        "('round_redrawn', 'tables_swapped')", []):
        out |= set(get_tournament(db, tournament_id=row["tournament_id"]).retired)
    return out


def _title(t: Tournament, round_no: int, table: int) -> str:
    return f"{t.header.title} · R{round_no} · T{table}"[:100]


def seat_players(t: Tournament, a: int, b: int, *, partners: tuple[int, int] | None = None) -> list[str]:
    """Seat order: the first entrant's players in the first side's seats, then alternating (a
    mêlée's: ``a``, ``b``, then their partners)."""
    if partners:
        return [t.entrant(n).players[0] for n in (a, b, *partners)]
    pa, pb = t.entrant(a).players, t.entrant(b).players
    return [p for pair in zip(pa, pb) for p in pair]


EXTRA_DEALS = 4  # a level knockout partie decided by extra deals plays this many more


def new_match_game(db, t: Tournament, *, round_no: int, table: int, a: int, b: int, secret: str,
                   previous: str | None = None, decider: str = "",
                   partners: tuple[int, int] | None = None) -> str:
    """One more game at a table (a match's next, or the game that decides a level knockout
    match: ``decider``); inside a write, it is part of that write."""
    options = dict(t.header.options)
    if t.settings.deals and decider != "extra_game":
        options["deals"] = t.settings.deals
    if decider == "extra_deals":
        options["deals"] = EXTRA_DEALS
    created = games.create_game(db, variant=t.header.variant, players=seat_players(t, a, b, partners=partners),
                                options=options, title=_title(t, round_no, table), token_secret=secret,
                                previous=previous, director_code_hash=t.header.director_code_hash)
    store.link_games(db, t.id, round_no, [(created.game.id, table)])
    return created.game.id
