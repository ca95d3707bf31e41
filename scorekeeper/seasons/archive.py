"""A whole season as one JSON archive, and the archive brought into another server.

It holds what is stored: the season (title, rules), each evening as the tournament's own
archive (``tournaments.archive``), the absences excused, and the register's players who played
in it with the links of each evening's entrants to them (merges included). Imported, it gives
the same standings: the players are found by their name's key where this server's register
knows it, made anew otherwise, and each evening's entrants are linked as they were. The whole
import is one transaction: a refused or failed import stores nothing.
"""

from __future__ import annotations

import sqlite_utils

from .. import register
from ..rules import RecordError
from ..season_core import SeasonSettingError, SeasonSettings
from ..storage import write_transaction
from ..tournaments import archive as tournament_archive, service as tournament_service
from . import store
from .service import CreatedSeason, Season, create_season

KIND, VERSION = "scorekeeper-season", 1
MAX_EVENINGS, MAX_PLAYERS = 200, 20000


def export_season(db: sqlite_utils.Database, *, season: Season) -> dict:
    evenings = [tournament_archive.export_archive(db, tournament=tournament_service.get_tournament(
        db, tournament_id=tid)) for tid in season.evenings]
    links = [[link for link in register.links_of(db, [tid])] for tid in season.evenings]
    used = {x["player_id"] for ev in links for x in ev} | {p for ps in season.excused.values() for p in ps}
    everyone = {p["id"]: p for p in register.all_entries(db)}
    while True:  # the entries they were merged into, too
        more = {everyone[p]["merged_into"] for p in used if everyone.get(p, {}).get("merged_into")} - used
        if not more:
            break
        used |= more
    return {"kind": KIND, "version": VERSION,
            "season": {"title": season.title, "settings": season.settings.to_json(), "created": season.created},
            "players": [{"id": p["id"], "name": p["name"], "initials_only": bool(p["initials_only"]),
                         "merged_into": p["merged_into"]} for pid, p in everyone.items() if pid in used],
            "evenings": [{"tournament": ev, "links": [{"number": x["number"], "position": x["position"],
                                                       "player": x["player_id"]} for x in lk],
                          "excused": sorted(season.excused.get(tid, ()))}
                         for ev, lk, tid in zip(evenings, links, season.evenings)]}


def _list(value: object, path: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most:
        raise RecordError(f"{path} is a list of at most {most}", path)
    return value


def verify_season_archive(archive: object) -> SeasonSettings:
    """Refuses an archive that is not a whole season (``RecordError`` with the path)."""
    if not isinstance(archive, dict) or archive.get("kind") != KIND:
        raise RecordError("this is not a Scorekeeper season archive", "kind")
    if archive.get("version") != VERSION:
        raise RecordError(f"this server reads season archives of version {VERSION}", "version")
    head = archive.get("season")
    if not (isinstance(head, dict) and isinstance(head.get("title"), str) and isinstance(head.get("settings"), dict)):
        raise RecordError("the season needs a title and settings", "season")
    try:
        settings = SeasonSettings.from_json(head["settings"], path="season.settings.")
    except SeasonSettingError as error:
        raise RecordError(error.message, error.path) from None
    ids = set()
    for i, p in enumerate(_list(archive.get("players"), "players", MAX_PLAYERS)):
        if not (isinstance(p, dict) and isinstance(p.get("id"), str) and isinstance(p.get("name"), str)
                and p["name"].strip() and len(p["name"]) <= 60 and isinstance(p.get("merged_into"), (str, type(None)))):
            raise RecordError("a player has an id and a name of 1 to 60 characters", f"players[{i}]")
        ids.add(p["id"])
    for i, ev in enumerate(_list(archive.get("evenings"), "evenings", MAX_EVENINGS)):
        _verify_evening(ev, f"evenings[{i}]", ids)
    return settings


def _verify_evening(ev: object, path: str, ids: set[str]) -> None:
    if not isinstance(ev, dict):
        raise RecordError("an evening is an object with tournament, links and excused", path)
    try:
        tournament_archive.verify_archive(ev.get("tournament"))
    except RecordError as error:
        raise RecordError(error.message, f"{path}.tournament.{error.path}".rstrip(".")) from None
    except (TypeError, KeyError, AttributeError, ValueError, IndexError):
        raise RecordError("this evening is not a whole tournament archive", f"{path}.tournament") from None
    for j, link in enumerate(_list(ev.get("links"), f"{path}.links", 5000)):
        if not (isinstance(link, dict) and link.get("player") in ids
                and all(isinstance(link.get(k), int) and not isinstance(link.get(k), bool) and link[k] >= 0
                        for k in ("number", "position"))):
            raise RecordError("a link names an entrant's number, position and a player of the archive",
                              f"{path}.links[{j}]")
    if any(p not in ids for p in _list(ev.get("excused"), f"{path}.excused", MAX_PLAYERS)):
        raise RecordError("an excused player is a player of the archive", f"{path}.excused")


def import_season(db: sqlite_utils.Database, *, archive: object, secret: str) -> CreatedSeason:
    settings = verify_season_archive(archive)
    assert isinstance(archive, dict)
    with write_transaction(db):
        created = create_season(db, title=archive["season"]["title"], settings=settings)
        ids = register.import_players(db, archive["players"])
        for ev in archive["evenings"]:
            made = tournament_archive.import_archive(db, archive=ev["tournament"], secret=secret)
            register.relink(db, made.id, [(x["number"], x["position"], ids[x["player"]]) for x in ev["links"]])
            store.add_evening(db, created.id, made.id)
            for p in ev["excused"]:
                store.set_excused(db, created.id, made.id, ids[p], True)
        store.log(db, created.id, "imported", {"evenings": len(archive["evenings"])})
    return created
