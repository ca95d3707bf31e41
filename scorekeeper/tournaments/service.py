"""What a director does with a tournament, and the matches' results read from their games.

Each table of a round is a match of ordinary stored games (the same pages, API, history and
PDF as any game), created by the draw with the entrants' players in seat order. Refusable
actions come as ``verify_x`` (raises with the reason, else returns what ``x`` will do: the
round to draw, the entrant concerned), ``can_x`` and ``x``; every action logs one event.

    created = create_tournament(db, data={...}, secret=key)
    t = get_tournament(db, tournament_id=created.id)
    draw_next_round(db, tournament=t, secret=key)
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

import sqlite_utils



from .. import games
from ..games import credentials
from ..games import any_hand, game_versions, insert_games, prepare_games
from ..storage import rows
from ..games import GameError, NotFound, allowed
from ..games import now
from ..rules import RecordError, find_variant, house_rules
from ..rules import Variant
from . import hooks, store
from ..tournament_core import pairing
from ..tournament_core import Draw, Table
from ..tournament_core import MAX_ENTRANTS, MAX_NAME, TournamentSettings
from .results import controls_for, match_results, melee_results, table_result
from .state import RoundState, TableState, Tournament, fold, with_seeds  # noqa: F401  (TableState: for the ways out)


@dataclass(frozen=True)
class CreatedTournament:
    id: str
    director_code: str


class TournamentError(GameError):
    """An action the tournament's state does not allow now (409): made by ``TournamentError.of``
    with an id of ``words.refusals.REFUSALS``, said in English as ``message`` and by the pages
    in theirs through its ``note``."""


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
        raise NotFound.of("tournament.not_found")
    folded = fold(*found)
    with _FOLDED_LOCK:
        _FOLDED[tournament_id] = (found[1][-1].id if found[1] else 0, folded)
        _FOLDED.move_to_end(tournament_id)
        while len(_FOLDED) > KEPT:
            _FOLDED.popitem(last=False)
    return folded


def all_tournaments(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """``(id, created)`` of every tournament stored, oldest first."""
    return store.listed(db)


def as_it_stands(db: sqlite_utils.Database, t: Tournament) -> Tournament:
    """``t`` read again, inside a write: what another action did since ``t`` was read is in it,
    so an action checks what it needs on the log it writes to."""
    return get_tournament(db, tournament_id=t.id)


def state_key(db: sqlite_utils.Database, t: Tournament) -> tuple:
    """What the derived results depend on: the log and every game's version."""
    ids = [g for r in t.rounds for x in r.tables for g in x.games]
    return (t.id, _FOLDED.get(t.id, (0,))[0], game_versions(db, game_ids=ids))


# ---------------------------------------------------------------- creating

def verify_create_tournament(db: sqlite_utils.Database, *, title: str, variant: str, options: dict,
                             settings: TournamentSettings, entrants: list[dict]) -> Variant:
    """The game the tournament plays; raises why it cannot be played so."""
    found = find_variant(variant)
    if found.sides != 2:
        raise RecordError(f"{found.title} has three sides: tournaments pair two sides", "variant")
    house_rules(found, options or {})  # an option the game never asks is refused
    melee = settings.format == "melee"
    if melee and found.players != 4:
        raise RecordError(f"a mêlée seats two drawn pairs at a table: {found.title} is not played "
                          "by four", "variant")
    verify_room(0, len(entrants))
    for i, entrant in enumerate(entrants):
        verify_entrant(found, entrant, path=f"entrants[{i}]", single=melee)
    return found


def can_create_tournament(db: sqlite_utils.Database, *, title: str, variant: str, options: dict,
                          settings: TournamentSettings, entrants: list[dict]) -> bool:
    return allowed(verify_create_tournament, db, title=title, variant=variant, options=options,
                   settings=settings, entrants=entrants)


def create_tournament(db: sqlite_utils.Database, *, title: str, variant: str, options: dict,
                      settings: TournamentSettings, entrants: list[dict]) -> CreatedTournament:
    found = verify_create_tournament(db, title=title, variant=variant, options=options,
                                     settings=settings, entrants=entrants)
    code = credentials.new_code()
    header = store.Header(store.free_id(db, credentials.new_game_id), title, found.name,
                          options or {}, settings.to_json(), credentials.hash_code(code),
                          now())
    with store.write_transaction(db):
        store.insert_tournament(db, header)
        store.log(db, header.id, "create", {"entrants": entrants})
        hooks.entrants_entered(db, header.id, [(i, e["players"]) for i, e in enumerate(entrants, start=1)])
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
    for field, text in [("name", entrant["name"]), ("club", entrant.get("club") or ""),
                        *((f"players[{i}]", p) for i, p in enumerate(players))]:
        if not isinstance(text, str) or len(text) > MAX_NAME:
            raise RecordError(f"a name is at most {MAX_NAME} characters", f"{path}.{field}".lstrip("."))


def verify_room(already: int, more: int) -> None:
    """``more`` entrants join ``already`` ones: no more than a tournament takes."""
    if already + more > MAX_ENTRANTS:
        raise RecordError(f"a tournament has at most {MAX_ENTRANTS} entrants ({already} already, "
                          f"{more} more)", "entrants")


# ---------------------------------------------------------------- the director's actions

def verify_draw_next_round(db: sqlite_utils.Database, *, tournament: Tournament,
                           seen: int | None = None) -> int:
    """The number of the round to draw; raises why it cannot be drawn now."""
    t = tournament
    verify_seen(t, seen)
    if t.rounds:
        current = t.rounds[-1]
        open_tables = [x.table for x in current.tables if not table_result(db, t, x).finished]
        if open_tables:
            listed = ", ".join(str(n) for n in open_tables)
            raise TournamentError.of("tournament.still_playing", "round", round=current.round,
                                     tables=listed)
    if pairing.is_finished(t.entrants, match_results(db, t), t.draws(), t.settings):
        raise TournamentError.of("tournament.over", "round")
    return len(t.rounds) + 1


def can_draw_next_round(db: sqlite_utils.Database, *, tournament: Tournament,
                        seen: int | None = None) -> bool:
    return allowed(verify_draw_next_round, db, tournament=tournament, seen=seen)


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
        raise Changed.of("tournament.changed", "round", round=len(t.rounds))


def draw_next_round(db: sqlite_utils.Database, *, tournament: Tournament, secret: str,
                    key: str | None = None, seen: int | None = None) -> RoundState:
    replayed(db, tournament, key)
    round_no = verify_draw_next_round(db, tournament=tournament, seen=seen)
    return _draw(db, tournament, round_no=round_no, action="round_drawn", secret=secret, key=key)


def verify_redraw_round(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                        seen: int | None = None) -> int:
    """The number of the round to draw again (the current one); raises why it cannot be."""
    t = tournament
    verify_seen(t, seen)
    if round_no != len(t.rounds) or round_no == 0:
        raise TournamentError.of("tournament.redraw_current", "round")
    if any(table_result(db, t, x).hands or x.paper for x in t.rounds[-1].tables):
        raise TournamentError.of("tournament.redraw_hand_entered", "round", round=round_no)
    if redraws_of(db, t, round_no) >= MAX_REDRAWS:
        raise TournamentError.of("tournament.redraw_cap", "round", round=round_no, most=MAX_REDRAWS)
    return round_no


def can_redraw_round(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                     seen: int | None = None) -> bool:
    return allowed(verify_redraw_round, db, tournament=tournament, round_no=round_no, seen=seen)


def redraws_of(db: sqlite_utils.Database, t: Tournament, round_no: int | None = None) -> int:
    found = store.read(db, t.id)
    return sum(1 for e in (found[1] if found else []) if e.action == "round_redrawn"
               and (round_no is None or e.data.get("round") == round_no))


def redraw_round(db: sqlite_utils.Database, *, tournament: Tournament, round_no: int,
                 secret: str, key: str | None = None, seen: int | None = None) -> RoundState:
    replayed(db, tournament, key)
    round_no = verify_redraw_round(db, tournament=tournament, round_no=round_no, seen=seen)
    # Each re-draw its own seed, still reproducible: the count of re-draws so far.
    redraws = redraws_of(db, tournament)
    return _draw(db, tournament, round_no=round_no, action="round_redrawn", secret=secret,
                 salt=(redraws + 1) * 7919, key=key)


SEEDERS: list = []  # seeder(db, tournament=t) -> entrant numbers, best first (``ratings`` adds one)


def register_seeder(seeder) -> None:
    """What seeds a tournament set to ``seed_by_rating``, from a feature above this one."""
    if seeder not in SEEDERS:
        SEEDERS.append(seeder)


def _seeded(db, t: Tournament, round_no: int) -> tuple[Tournament, list[int]]:
    """``t`` with its entrants seeded for round 1, and the seeds to log (none: as entered)."""
    if round_no != 1 or not t.settings.seed_by_rating or not SEEDERS:
        return t, []
    seeds = list(SEEDERS[0](db, tournament=t))
    return replace(t, entrants=with_seeds(t.entrants, seeds)), seeds


def _draw(db, t: Tournament, *, round_no: int, action: str, secret: str, salt: int = 0,
          key: str | None = None) -> RoundState:
    replayed(db, t, key)
    t, seeds = _seeded(db, t, round_no)
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
        raise TournamentError.of("tournament.no_draw", "round", why=str(error)) from None
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
    if seeds:
        data["seeds"] = seeds
    data["started"] = now()  # the round's clock starts with its draw (a re-draw starts it again)
    if before is not None and all(kept for *_x, kept in pairs):
        data["same"] = True  # the same tables again: every card stays as printed
    write_round(db, t, action=action, data=data, pairs=pairs, secret=secret, key=key, partners=partners)
    return get_tournament(db, tournament_id=t.id).drawn_round(round_no)


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
        before_round = t.round(data["round"])
        replaced = [g for x in (before_round.tables if before_round else [])
                    for g in x.games if g not in {g for y in data["tables"] for g in y["games"]}]
        # A table that started while the director swapped: refused rather than retire a game
        # with hands under it.
        if now_t.last_event != t.last_event or any_hand(db, game_ids=replaced):
            raise Changed.of("tournament.changed_meanwhile", "round", round=len(now_t.rounds))
        insert_games(db, prepared)
        store.link_games(db, t.id, data["round"], [(row[0], table) for row, (table, _a, _b)
                                                    in zip(prepared, new)])
        store.log(db, t.id, action, data)


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
        return [t.known_entrant(n).players[0] for n in (a, b, *partners)]
    pa, pb = t.known_entrant(a).players, t.known_entrant(b).players
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
