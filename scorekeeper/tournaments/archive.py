"""A whole tournament as one JSON archive, and the archive brought into another server.

The archive holds what is stored, never what is derived: the tournament's header (title, game,
house rules, settings), its log of what the director did (entrants, draws, swaps, results,
approvals, with their times) and every game's record with who entered and confirmed each hand.
Imported, it folds to the same evening and so to the same standings. What gives access is not
in it: the import makes a new director code, new table tokens and new ids (the games' ids are
mapped in the log), all in one transaction: a refused archive stores nothing.

    archive = export_archive(db, tournament=t)
    created = import_archive(db, archive=archive, secret=key)   # CreatedTournament
"""

from __future__ import annotations

import json

import sqlite_utils

from ..games import credentials, get_game
from ..games import Author, Entry
from ..games import import_game, now
from ..rules import RecordError, adjudicate, find_variant
from ..tournament_core import SettingError, TournamentSettings
from . import store
from .service import CreatedTournament, verify_entrant
from .state import Tournament, _APPLY, fold

KIND, VERSION = "scorekeeper-tournament", 1
MAX_GAMES, MAX_EVENTS, MAX_HANDS = 5000, 20000, 200
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
    """An archive that cannot be imported: ``path`` says where in it, the message why."""


def verify_archive(archive: object) -> None:
    """Refuses an archive that is not a whole, consistent tournament (``ArchiveError``)."""
    if not isinstance(archive, dict) or archive.get("kind") != KIND:
        raise ArchiveError("this is not a Scorekeeper tournament archive", "kind")
    if archive.get("version") != VERSION:
        raise ArchiveError(f"this archive is version {archive.get('version')!r}; this server reads "
                           f"version {VERSION}", "version")
    head = _object(archive.get("tournament"), "tournament")
    for key in ("title", "variant"):
        if not isinstance(head.get(key), str) or not head[key].strip():
            raise ArchiveError(f"the tournament has no {key}", f"tournament.{key}")
    try:
        variant = find_variant(head["variant"])
        variant.rules.with_options(_object(head.get("options", {}), "tournament.options"))
        TournamentSettings.from_json(_object(head.get("settings"), "tournament.settings"))
    except (SettingError, RecordError) as error:
        raise ArchiveError(error.message, f"tournament.{error.path}") from None
    games = _list(archive.get("games"), "games", MAX_GAMES)
    known = {_verify_game(g, f"games[{i}]") for i, g in enumerate(games)}
    events = _list(archive.get("log"), "log", MAX_EVENTS)
    for i, event in enumerate(events):
        _verify_event(event, f"log[{i}]", known, variant)
    _verify_folds(archive)


def _object(value: object, path: str) -> dict:
    if not isinstance(value, dict):
        raise ArchiveError("this part of the archive must be an object", path)
    return value


def _list(value: object, path: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most:
        raise ArchiveError(f"this part of the archive must be a list of at most {most}", path)
    return value


def _verify_game(game: object, path: str) -> str:
    game = _object(game, path)
    if not isinstance(game.get("id"), str) or not game["id"]:
        raise ArchiveError("a game needs its id", f"{path}.id")
    entries = _list(game.get("entries"), f"{path}.entries", MAX_HANDS)
    try:
        adjudicate(_record(game, [_object(e, f"{path}.entries").get("hand") for e in entries]))
    except RecordError as error:
        raise ArchiveError(f"this game's record is refused: {error.message}", f"{path}.{error.path}") from None
    return game["id"]


def _record(game: dict, hands: list) -> dict:
    record = {"variant": game.get("variant"), "options": game.get("options") or {},
              "players": game.get("players"), "hands": hands}
    if game.get("title") is not None:
        record["title"] = game["title"]
    return record


def _verify_event(event: object, path: str, known: set[str], variant) -> None:
    event = _object(event, path)
    if event.get("action") not in _APPLY:
        raise ArchiveError(f"there is no action called {event.get('action')!r}", f"{path}.action")
    data = _object(event.get("data"), f"{path}.data")
    if event["action"] in ("create",):
        for i, entrant in enumerate(_list(data.get("entrants"), f"{path}.data.entrants", 10_000)):
            verify_entrant(variant, _object(entrant, f"{path}.data.entrants[{i}]"),
                           path=f"{path}.data.entrants[{i}]")
    if event["action"] == "entrant_added":
        verify_entrant(variant, data, path=f"{path}.data")
    missing = [g for g in _game_ids([store.Event(0, "", event["action"], data)]) if g not in known]
    if missing:
        raise ArchiveError(f"the log names game {missing[0]}, which the archive does not hold",
                           f"{path}.data")


def _verify_folds(archive: dict) -> None:
    """The log folds into an evening (an archive edited by hand may not)."""
    head = archive["tournament"]
    header = store.Header("check", head["title"], head["variant"], head.get("options") or {},
                          head["settings"], "", head.get("created", ""))
    events = [store.Event(i + 1, e.get("at", ""), e["action"], e["data"])
              for i, e in enumerate(archive["log"])]
    try:
        fold(header, events)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise ArchiveError("the archive's log does not make a tournament: an event names a round, "
                           "table or entrant that is not there", "log") from None


def import_archive(db: sqlite_utils.Database, *, archive: object, secret: str) -> CreatedTournament:
    """A new tournament from ``archive`` (checked first): new ids, a new director code."""
    verify_archive(archive)
    assert isinstance(archive, dict)  # verify_archive refuses any other shape
    head, code = archive["tournament"], credentials.new_code()
    tournament_id = store.free_id(db, credentials.new_game_id)
    with store.write_transaction(db):
        ids = {g["id"]: _insert_game(db, g, secret=secret) for g in archive["games"]}
        store.insert_tournament(db, store.Header(
            tournament_id, head["title"][:100], find_variant(head["variant"]).name,
            head.get("options") or {}, head["settings"], credentials.hash_code(code),
            head.get("created") or now()))
        for event in archive["log"]:
            db.execute("INSERT INTO tournament_log (tournament_id, at, action, data) VALUES (?, ?, ?, ?)",
                       [tournament_id, str(event.get("at") or now()), event["action"],
                        json.dumps(_mapped(event["action"], event["data"], ids), ensure_ascii=False)])
    return CreatedTournament(tournament_id, code)


def _mapped(action: str, data: dict, ids: dict[str, str]) -> dict:
    """The event with the games' new ids."""
    if action in DRAWS:
        return {**data, "tables": [{**x, "games": [ids[g] for g in x.get("games", [])]}
                                   for x in data["tables"]]}
    if action == "game_added":
        return {**data, "game": ids[data["game"]]}
    return data


def _insert_game(db: sqlite_utils.Database, game: dict, *, secret: str) -> str:
    """One game with its hands, under a new id and new secrets (inside the import's transaction)."""
    record = _record(game, [])
    adjudicate(record)
    return import_game(db, record=record, entries=[_entry(item) for item in game["entries"]],
                       created=str(game.get("created") or now()), token_secret=secret)


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
