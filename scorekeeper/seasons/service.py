"""A club's season: its rules, its evenings (tournaments), the absences the director excused, and
its standings recomputed from the evenings' stored results each time.

Only the season's director code changes a season (its evenings, an absence) or the register
(``access``). Verbs: ``verify_x`` / ``can_x`` / ``x``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import sqlite_utils

from ..games import Forbidden, NotAuthorized, NotFound, allowed, credentials, now
from ..register import get_player
from ..rules import RecordError
from ..season_core import SeasonSettings
from ..storage import write_transaction
from ..tournaments import TournamentError, service as tournament_service
from . import store

MAX_TITLE = 100


@dataclass(frozen=True)
class Season:
    id: str
    title: str
    settings: SeasonSettings
    code_hash: str = field(repr=False)
    created: str
    evenings: tuple[str, ...]
    excused: dict[str, frozenset[str]]


@dataclass(frozen=True)
class CreatedSeason:
    id: str
    director_code: str


def get_season(db: sqlite_utils.Database, *, season_id: str) -> Season:
    row = store.season_row(db, season_id)
    if row is None:
        raise NotFound.of("season.not_found")
    return Season(row["id"], row["title"], SeasonSettings.from_json(json.loads(row["settings"])),
                  row["director_code_hash"], row["created"], tuple(store.evenings(db, season_id)),
                  {t: frozenset(p) for t, p in store.excused(db, season_id).items()})


def seasons(db: sqlite_utils.Database) -> list[dict]:
    return store.all_seasons(db)


def seasons_of(db: sqlite_utils.Database, tournament_ids: list[str]) -> dict[str, list[str]]:
    """Each season that holds one of ``tournament_ids``, with those it holds."""
    return store.seasons_of(db, tournament_ids)


def check_director(season: Season, code: str | None) -> None:
    if not code:
        raise NotAuthorized.of("season.code_needed")
    if not credentials.check_code(code, season.code_hash):
        raise Forbidden.of("season.wrong_code", "director_code")


def verify_create_season(db: sqlite_utils.Database, *, title: str, settings: SeasonSettings) -> str:
    """The season's title, cleaned."""
    cleaned = " ".join((title or "").split()) if isinstance(title, str) else ""
    if not cleaned:
        raise RecordError("a season needs a title", "title")
    if len(cleaned) > MAX_TITLE:
        raise RecordError(f"a title is at most {MAX_TITLE} characters", "title")
    settings.verify()
    return cleaned


def can_create_season(db: sqlite_utils.Database, *, title: str, settings: SeasonSettings) -> bool:
    return allowed(verify_create_season, db, title=title, settings=settings)


def create_season(db: sqlite_utils.Database, *, title: str, settings: SeasonSettings,
                  code: str | None = None) -> CreatedSeason:
    cleaned = verify_create_season(db, title=title, settings=settings)
    code = code or credentials.new_code()
    code_hash = credentials.hash_code(code)
    with write_transaction(db):
        season_id = _free_id(db)
        store.insert_season(db, season_id=season_id, title=cleaned, settings=settings.to_json(),
                            code_hash=code_hash, created=now())
        store.log(db, season_id, "create", {"title": cleaned, "settings": settings.to_json()})
    return CreatedSeason(season_id, code)


def verify_change_season(db: sqlite_utils.Database, *, season: Season, title: str | None,
                         settings: SeasonSettings) -> tuple[str, SeasonSettings]:
    """The season's new title (None: as it is) and rules, cleaned: ``(title, settings)``."""
    cleaned = verify_create_season(db, title=season.title if title is None else title, settings=settings)
    return cleaned, settings


def can_change_season(db: sqlite_utils.Database, *, season: Season, title: str | None,
                      settings: SeasonSettings) -> bool:
    return allowed(verify_change_season, db, season=season, title=title, settings=settings)


def change_season(db: sqlite_utils.Database, *, season: Season, title: str | None,
                  settings: SeasonSettings) -> Season:
    """The director changes the season's title or rules: one logged step, the rules before and
    after. The standings follow at once, as they are never stored."""
    cleaned, settings = verify_change_season(db, season=season, title=title, settings=settings)
    with write_transaction(db):
        store.update_season(db, season_id=season.id, title=cleaned, settings=settings.to_json())
        store.log(db, season.id, "settings_changed", {
            "title": cleaned, "settings": settings.to_json(),
            "before": {"title": season.title, "settings": season.settings.to_json()}})
    return get_season(db, season_id=season.id)


def _free_id(db: sqlite_utils.Database) -> str:
    while True:
        candidate = "s" + credentials.new_game_id()[:10]
        if store.season_row(db, candidate) is None:
            return candidate


def verify_add_evening(db: sqlite_utils.Database, *, season: Season, tournament_id: str) -> str:
    tournament_service.get_tournament(db, tournament_id=tournament_id)  # NotFound when none
    if tournament_id in store.evenings(db, season.id):
        raise TournamentError.of("season.evening_twice", "tournament")
    return tournament_id


def can_add_evening(db: sqlite_utils.Database, *, season: Season, tournament_id: str) -> bool:
    return allowed(verify_add_evening, db, season=season, tournament_id=tournament_id)


def add_evening(db: sqlite_utils.Database, *, season: Season, tournament_id: str) -> None:
    """The tournament joins the season as its next evening (inside a tournament's creation,
    part of that write)."""
    with write_transaction(db):
        verify_add_evening(db, season=season, tournament_id=tournament_id)
        store.add_evening(db, season.id, tournament_id)
        store.log(db, season.id, "evening_added", {"tournament": tournament_id})


def verify_remove_evening(db: sqlite_utils.Database, *, season: Season, tournament_id: str) -> str:
    if tournament_id not in store.evenings(db, season.id):
        raise TournamentError.of("season.not_an_evening", "tournament")
    return tournament_id


def remove_evening(db: sqlite_utils.Database, *, season: Season, tournament_id: str) -> None:
    with write_transaction(db):
        verify_remove_evening(db, season=season, tournament_id=tournament_id)
        store.remove_evening(db, season.id, tournament_id)
        store.log(db, season.id, "evening_removed", {"tournament": tournament_id})


def verify_set_excused(db: sqlite_utils.Database, *, season: Season, tournament_id: str,
                       player_id: str, excused: bool) -> None:
    verify_remove_evening(db, season=season, tournament_id=tournament_id)
    get_player(db, player_id=player_id)


def set_excused(db: sqlite_utils.Database, *, season: Season, tournament_id: str, player_id: str,
                excused: bool) -> None:
    """The director excuses (or no longer excuses) a player's absence from an evening."""
    with write_transaction(db):
        verify_set_excused(db, season=season, tournament_id=tournament_id, player_id=player_id, excused=excused)
        store.set_excused(db, season.id, tournament_id, player_id, excused)
        store.log(db, season.id, "excused", {"tournament": tournament_id, "player": player_id, "excused": excused})
