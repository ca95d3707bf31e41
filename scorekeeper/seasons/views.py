"""What every way out shows of a season (its API answer, its pages, the projector, the PDF and
the CSV): the evenings, the standings recomputed from the evenings' stored results through the
register, and the prizes; and a player's page.

A public view shows a player who asked for it by initials only; the director's view shows the
names in full.
"""

from __future__ import annotations

import sqlite_utils

from .. import register
from ..season_core import Evening, EveningEntry, SeasonSettings, prizes, season_standings
from ..games import NotFound
from ..tournaments import capots_of, service as tournament_service, standings_json
from .service import Season, get_season, seasons_of


def evening_entries(db: sqlite_utils.Database, tournament_id: str,
                    who: dict[tuple[str, int], tuple[str, ...]]) -> tuple[EveningEntry, ...]:
    """What an evening gave each entrant linked to the register, from its standings as they
    stand, with the capots its games' hands made."""
    t = tournament_service.get_tournament(db, tournament_id=tournament_id)
    capots = capots_of(db, t)
    out = []
    for row in standings_json(db, t)["rows"]:
        players = who.get((tournament_id, row["number"]))
        if players:
            out.append(EveningEntry(players=players, points=row["points_for"], match_points=row["match_points"],
                                    place=row["rank"], capots=capots.get(row["number"], 0)))
    return tuple(out)


def season_evenings(db: sqlite_utils.Database, season: Season) -> list[Evening]:
    who = register.identities(db, list(season.evenings))
    by_id = register.merged_map(db)
    return [Evening(number=i, entries=evening_entries(db, tid, who),
                    excused=frozenset(by_id.get(p, p) for p in season.excused.get(tid, ())))
            for i, tid in enumerate(season.evenings, start=1)]


def evenings_json(db: sqlite_utils.Database, season: Season, evenings: list[Evening] | None = None,
                  names: dict[str, str] | None = None) -> list[dict]:
    """The evenings in the season's order, each with its own prizes under the season's prize
    settings (from its standings in order)."""
    out = []
    by_number = {e.number: e for e in evenings or ()}
    for i, tid in enumerate(season.evenings, start=1):
        try:
            t = tournament_service.get_tournament(db, tournament_id=tid)
        except NotFound:
            continue
        entries = sorted(by_number[i].entries, key=lambda e: e.place) if i in by_number else []
        won = prizes(season.settings, [e.players for e in entries], {e.players: e.capots for e in entries})
        out.append({"number": i, "tournament": tid, "title": t.header.title, "created": t.header.created,
                    "entrants": len([e for e in t.entrants if e.active]),
                    "prizes": [{**p.to_json(), "name": " & ".join((names or {}).get(x, x) for x in p.winner)}
                               for p in won]})
    return out


def standings_of(season: Season, evenings: list[Evening], names: dict[str, str]) -> dict:
    """The standings and the season's prizes, as plain data (pure: for the bench and tests)."""
    rows = season_standings(evenings, season.settings, names=names)
    ranked = [r for r in rows if r.ranked]
    won = prizes(season.settings, [r.key for r in ranked], {r.key: r.capots for r in ranked})
    return {"rows": [r.to_json(names) for r in rows],
            "prizes": [{**p.to_json(), "name": " & ".join(names.get(x, x) for x in p.winner)} for p in won]}


def season_json(db: sqlite_utils.Database, season: Season, *, public: bool) -> dict:
    """The season with its evenings and standings; ``public``: hidden players by initials."""
    names = register.names(db, public=public)
    evenings = season_evenings(db, season)
    return {"id": season.id, "title": season.title, "created": season.created,
            "settings": season.settings.to_json(), "evenings": evenings_json(db, season, evenings, names),
            "excused": {t: sorted(p) for t, p in season.excused.items()},
            **standings_of(season, evenings, names)}


def evening_prizes(db: sqlite_utils.Database, settings: SeasonSettings, tournament_id: str, *,
                   public: bool) -> list[dict]:
    """An evening's prizes under the season's prize settings, from its standings in order."""
    who = register.identities(db, [tournament_id])
    entries = sorted(evening_entries(db, tournament_id, who), key=lambda e: e.place)
    names = register.names(db, public=public)
    won = prizes(settings, [e.players for e in entries], {e.players: e.capots for e in entries})
    return [{**p.to_json(), "name": " & ".join(names.get(x, x) for x in p.winner)} for p in won]


def tournament_prizes(db: sqlite_utils.Database, tournament_id: str, *, public: bool) -> dict | None:
    """The prizes a tournament gives as an evening of a season: ``season``, ``title`` and
    ``prizes``; None when no season holding it gives any. A tournament in two seasons (rare)
    prints the prizes of the one whose id sorts first, always the same one."""
    for season_id in sorted(seasons_of(db, [tournament_id])):
        season = get_season(db, season_id=season_id)
        won = evening_prizes(db, season.settings, tournament_id, public=public)
        if won:
            return {"season": season.id, "title": season.title, "prizes": won}
    return None
