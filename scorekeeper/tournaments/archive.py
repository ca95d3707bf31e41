"""A whole tournament as one JSON archive, and the archive brought into another server.

The archive holds what is stored, never what is derived: the tournament's header (title, game,
house rules, settings), its log of what the director did (entrants, draws, swaps, results,
approvals, with their times) and every game's record with who entered and confirmed each hand.
Imported, it folds to the same evening and so to the same standings. What gives access is not
in it: the import makes a new director code, new table tokens and new ids (the games' ids are
mapped in the log). The archive is checked whole before anything is written, so a refused
archive stores nothing; the games are then written in small batches (the tables' hands pass
between them) and the tournament that names them last, in one transaction.

    archive = export_archive(db, tournament=t)
    created = import_archive(db, archive=archive, secret=key)   # CreatedTournament
"""

from __future__ import annotations

import json
from typing import Any

import sqlite_utils

from ..games import credentials, get_game
from ..games import Author, Entry
from ..games import import_game, now
from ..rules import RecordError, adjudicate, find_variant
from ..tournament_core import SettingError, TournamentSettings
from ..words import english, refused
from . import hooks, store
from .service import CreatedTournament, seat_players, verify_entrant, verify_room
from .state import Tournament, _APPLY, fold

KIND, VERSION = "scorekeeper-tournament", 1
MAX_GAMES, MAX_EVENTS, MAX_HANDS = 5000, 20000, 200
BATCH_ROWS = 400  # games and hands written a transaction (a few tens of milliseconds)
DRAWS = ("round_drawn", "round_redrawn", "tables_swapped")


# ---------------------------------------------------------------- export

def export_archive(db: sqlite_utils.Database, *, tournament: Tournament) -> dict:
    t = tournament
    found = store.read(db, t.id)
    assert found is not None  # the tournament was read from it
    header, events = found
    ids = list(dict.fromkeys(g for r in t.rounds for x in r.tables for g in x.games)
                | dict.fromkeys(_game_ids(events)))
    return {"kind": KIND, "version": VERSION, "exported": now(),
            "tournament": {"title": header.title, "variant": header.variant, "options": header.options,
                           "settings": header.settings, "created": header.created},
            "log": [{"at": e.at, "action": e.action, "data": e.data} for e in events],
            "games": [_game_json(db, game_id) for game_id in ids]}


def _game_ids(events) -> list[str]:
    out = []
    for e in events:
        if e.action in DRAWS:
            out += [g for x in e.data.get("tables", []) for g in x.get("games", [])]
        elif e.action == "game_added":
            out.append(e.data["game"])
    return out


def _game_json(db: sqlite_utils.Database, game_id: str) -> dict:
    game = get_game(db, game_id=game_id)
    return {"id": game.id, **game.record(hands=[]), "created": game.created,
            "previous": game.previous, "entries": [e.to_json() for e in game.entries]}


# ---------------------------------------------------------------- import

class ArchiveError(RecordError):
    """An archive that cannot be imported: ``path`` says where in it, the message why (in
    English; a page says it in its own language through the note, an id of ``words.refusals``)."""

    @classmethod
    def of(cls, refusal_id: str, path: str = "", /, **args: Any) -> ArchiveError:
        note = refused(refusal_id, **args)
        return cls(english(note), path, note=note)


def verify_archive(archive: object) -> None:
    """Refuses an archive that is not a whole, consistent tournament (``ArchiveError``). Its
    shape and every field's type and bound are the API's schema's to check first; this judges
    what the values mean, as the director's actions would have: one creation, entrants within
    the cap, tables of entrants who are there, each game at its table with its entrants' players."""
    if not isinstance(archive, dict) or archive.get("kind") != KIND:
        raise ArchiveError.of("archive.not_archive", "kind")
    if archive.get("version") != VERSION:
        raise ArchiveError.of("archive.version", "version", version=repr(archive.get("version"))[:20],
                              reads=VERSION)
    head = _object(archive.get("tournament"), "tournament")
    for key in ("title", "variant"):
        if not isinstance(head.get(key), str) or not head[key].strip():
            raise ArchiveError.of("archive.no_head", f"tournament.{key}", field=key)
    try:
        variant = find_variant(head["variant"])
        variant.rules.with_options(_object(head.get("options") or {}, "tournament.options"))
        TournamentSettings.from_json(_object(head.get("settings"), "tournament.settings"))
    except (SettingError, RecordError) as error:
        raise ArchiveError.of("archive.settings", f"tournament.{error.path}", why=error.message) from None
    games = _list(archive.get("games"), "games", MAX_GAMES)
    known, house = {}, _house(head.get("options") or {})
    for i, game in enumerate(games):
        known[_verify_game(game, f"games[{i}]", variant)] = game
        if _house(game.get("options") or {}) != house:
            raise ArchiveError.of("archive.house_rules", f"games[{i}].options")
    if len(known) < len(games):
        raise ArchiveError.of("archive.same_id", "games")
    events = _list(archive.get("log"), "log", MAX_EVENTS)
    for i, event in enumerate(events):
        _object(event, f"log[{i}]")
        _object(event.get("data"), f"log[{i}].data")
    _verify_log(archive, known, variant)


def _object(value: object, path: str) -> dict:
    if not isinstance(value, dict):
        raise ArchiveError.of("archive.not_object", path)
    return value


def _list(value: object, path: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most:
        raise ArchiveError.of("archive.not_list", path, most=most)
    return value


def _verify_game(game: object, path: str, variant) -> str:
    game = _object(game, path)
    if not isinstance(game.get("id"), str) or not game["id"]:
        raise ArchiveError.of("archive.no_game_id", f"{path}.id")
    entries = _list(game.get("entries"), f"{path}.entries", MAX_HANDS)
    try:
        if find_variant(game.get("variant")).name != variant.name:
            raise ArchiveError.of("archive.other_game", f"{path}.variant", game=variant.title)
        adjudicate(_record(game, [_object(e, f"{path}.entries").get("hand") for e in entries]))
    except ArchiveError:
        raise
    except RecordError as error:
        raise ArchiveError.of("archive.record", f"{path}.{error.path}", why=error.message) from None
    return game["id"]


def _house(options: dict) -> dict:
    """The house rules every game of the tournament shares (a concours's games also say their deals)."""
    return {k: v for k, v in options.items() if k != "deals"}


def _record(game: dict, hands: list) -> dict:
    record = {"variant": game.get("variant"), "options": game.get("options") or {},
              "players": game.get("players"), "hands": hands}
    if game.get("title") is not None:
        record["title"] = game["title"]
    return record


def _verify_log(archive: dict, games: dict[str, dict], variant) -> None:
    """The log replayed event by event, each judged against the evening as it stood then."""
    head, events = archive["tournament"], archive["log"]
    if not events or events[0].get("action") != "create":
        raise ArchiveError.of("archive.no_create", "log[0]")
    header = store.Header("check", head["title"], head["variant"], head.get("options") or {},
                          head["settings"], "", head.get("created") or "")
    t, placed = fold(header, []), dict[str, tuple]()
    for i, event in enumerate(events):
        path = f"log[{i}].data"
        if event.get("action") not in _APPLY:
            raise ArchiveError.of("archive.no_action", f"log[{i}].action", action=repr(event.get("action"))[:40])
        try:
            _verify_event(t, event["action"], event["data"], path, games, variant, placed)
            _APPLY[event["action"]](t, event["data"])
        except ArchiveError:
            raise
        except RecordError as error:
            where = f"{path}.{error.path.lstrip('.')}".rstrip(".")
            raise ArchiveError.of("archive.event", where, why=error.message) from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            raise ArchiveError.of("archive.misfit", path) from None
    if set(games) - set(placed):
        raise ArchiveError.of("archive.game_nowhere", "games", game=sorted(set(games) - set(placed))[0])


def _verify_event(t: Tournament, action: str, data: dict, path: str, games: dict[str, dict], variant,
                  placed: dict) -> None:
    melee = t.settings.format == "melee"
    if action == "create":
        if t.entrants or t.rounds:
            raise ArchiveError.of("archive.created_twice", path)
        verify_room(0, len(data["entrants"]))
        for i, entrant in enumerate(data["entrants"]):
            verify_entrant(variant, entrant, path=f"entrants[{i}]", single=melee)
    elif action == "entrant_added":
        verify_room(len(t.entrants), 1)
        verify_entrant(variant, data, path="", single=melee)
    elif action in DRAWS:
        _verify_draw(t, action, data, path, games, variant, placed)
    elif action == "game_added":
        x = _table_of(t, data, path)
        _verify_seated(t, games, data["game"], x.a, x.b, x.partners, f"{path}.game", (x.round, x.table), placed)
    elif action in ("result_entered", "approved"):
        _table_of(t, data, path)
    for n in _numbers_named(action, data):
        if t.entrant(n) is None:
            raise ArchiveError.of("archive.no_entrant", path, number=n)


def _numbers_named(action: str, data: dict) -> list[int]:
    if action == "kept_apart":
        return list(data["entrants"])
    if action in ("withdrawn", "paid", "checked_in", "code_shown", "code_reissued", "absent_marked",
                  "reinstated") or (
            action == "bye_chosen" and data.get("number")):
        return [data["number"]]
    return []


def _table_of(t: Tournament, data: dict, path: str):
    r = t.round(data["round"])
    x = r.table(data["table"]) if r else None
    if x is None:
        raise ArchiveError.of("archive.no_table", path, round=data["round"], table=data["table"])
    return x


def _verify_draw(t: Tournament, action: str, data: dict, path: str, games: dict[str, dict], variant,
                 placed: dict) -> None:
    k, melee = data["round"], t.settings.format == "melee"
    if k != len(t.rounds) + (action == "round_drawn") or k < 1:
        raise ArchiveError.of("archive.round_order", f"{path}.round", round=k)
    seated = [n for x in data["tables"] for n in (x["a"], x["b"], *(x.get("partners") or ()))]
    seated += list(data["byes"])
    if len(set(seated)) < len(seated):
        raise ArchiveError.of("archive.twice_in_round", path)
    if len({x["table"] for x in data["tables"]}) < len(data["tables"]):
        raise ArchiveError.of("archive.same_table", f"{path}.tables")
    for n in seated:
        if t.entrant(n) is None:
            raise ArchiveError.of("archive.no_entrant", path, number=n)
    for j, x in enumerate(data["tables"]):
        if bool(x.get("partners")) != melee:
            raise ArchiveError.of("archive.partners", f"{path}.tables[{j}]")
        for game in x["games"]:
            _verify_seated(t, games, game, x["a"], x["b"], tuple(x["partners"]) if melee else None,
                           f"{path}.tables[{j}].games", (k, x["table"]), placed)


def _verify_seated(t: Tournament, games: dict[str, dict], game_id: str, a: int, b: int, partners,
                   path: str, where: tuple[int, int], placed: dict) -> None:
    """The game is in the archive, at one table only, with the players of that table's entrants."""
    game = games.get(game_id)
    if game is None:
        raise ArchiveError.of("archive.missing_game", path, game=game_id)
    seats = (where[0], a, b, partners)
    if placed.setdefault(game_id, seats) != seats:
        raise ArchiveError.of("archive.game_twice", path, game=game_id)
    if game.get("players") != seat_players(t, a, b, partners=partners):
        raise ArchiveError.of("archive.players", path, game=game_id, table=where[1], round=where[0])


def import_archive(db: sqlite_utils.Database, *, archive: object, secret: str) -> CreatedTournament:
    """A new tournament from ``archive`` (checked first): new ids, a new director code, and its
    games governed as a tournament's made here (linked to their tables, the director's code)."""
    verify_archive(archive)
    assert isinstance(archive, dict)  # verify_archive refuses any other shape
    head, code = archive["tournament"], credentials.new_code()
    code_hash = credentials.hash_code(code)
    tournament_id = store.free_id(db, credentials.new_game_id)
    ids: dict[str, str] = {}
    for batch in _batches(archive["games"]):
        with store.write_transaction(db):
            for g in batch:
                ids[g["id"]] = _insert_game(db, g, secret=secret, code_hash=code_hash,
                                            previous=ids.get(g.get("previous") or ""))
    with store.write_transaction(db):
        store.insert_tournament(db, store.Header(
            tournament_id, head["title"][:100], find_variant(head["variant"]).name,
            head.get("options") or {}, head["settings"], code_hash, head.get("created") or now()))
        for event in archive["log"]:
            data = _mapped(event["action"], event["data"], ids)
            db.execute("INSERT INTO tournament_log (tournament_id, at, action, data) VALUES (?, ?, ?, ?)",
                       [tournament_id, str(event.get("at") or now()), event["action"],
                        json.dumps(data, ensure_ascii=False)])
            _link(db, tournament_id, event["action"], data)
        hooks.entrants_entered(db, tournament_id, hooks.entrants_of_log(
            (e["action"], e["data"]) for e in archive["log"]))
    return CreatedTournament(tournament_id, code)


def _batches(games: list[dict]):
    """The games in writes of at most ``BATCH_ROWS`` rows, so that the tables' hands wait for one
    batch, never for the whole archive. The games are nobody's until the last write makes the
    tournament that names them: a failure in between leaves games no page or link reaches."""
    batch: list[dict] = []
    size = 0
    for game in games:
        if batch and size + 1 + len(game["entries"]) > BATCH_ROWS:
            yield batch
            batch, size = [], 0
        batch.append(game)
        size += 1 + len(game["entries"])
    if batch:
        yield batch


def _link(db: sqlite_utils.Database, tournament_id: str, action: str, data: dict) -> None:
    """Each game to the round and table it was drawn for, as a draw made here links them."""
    if action in DRAWS:
        store.link_games(db, tournament_id, data["round"],
                         [(g, x["table"]) for x in data["tables"] for g in x["games"]])
    elif action == "game_added":
        store.link_games(db, tournament_id, data["round"], [(data["game"], data["table"])])


def _mapped(action: str, data: dict, ids: dict[str, str]) -> dict:
    """The event with the games' new ids."""
    if action in DRAWS:
        return {**data, "tables": [{**x, "games": [ids[g] for g in x.get("games", [])]}
                                   for x in data["tables"]]}
    if action == "game_added":
        return {**data, "game": ids[data["game"]]}
    return data


def _insert_game(db: sqlite_utils.Database, game: dict, *, secret: str, code_hash: str,
                 previous: str | None) -> str:
    """One game with its hands, under a new id and new secrets (inside the import's transaction)."""
    record = _record(game, [])
    adjudicate(record)
    return import_game(db, record=record, entries=[_entry(item) for item in game["entries"]],
                       created=str(game.get("created") or now()), token_secret=secret,
                       director_code_hash=code_hash, previous=previous)


def _who(value: object) -> Author | None:
    if not isinstance(value, dict) or value.get("role") not in ("table", "director"):
        return None
    seat = value.get("seat")
    return Author(value["role"], seat if isinstance(seat, int) and not isinstance(seat, bool) else None)


def _entry(item: dict) -> Entry:
    return Entry(number=int(item["number"]), hand=item["hand"], entered_at=str(item.get("entered_at") or now()),
                 entered_by=_who(item.get("entered_by")) or Author("table"),
                 confirmed_at=item.get("confirmed_at"), confirmed_by=_who(item.get("confirmed_by")),
                 corrected_at=item.get("corrected_at"), corrected_by=_who(item.get("corrected_by")))


__all__ = ["ArchiveError", "export_archive", "import_archive", "verify_archive"]
