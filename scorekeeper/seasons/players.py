"""A player's page: the evenings played, the partners, the results, the places in each season,
and the rating over time (from the ratings)."""

from __future__ import annotations

import sqlite_utils

from .. import register
from ..ratings import rating_history
from ..games import NotFound
from ..tournaments import service as tournament_service, standings_json
from . import store
from .service import get_season
from .views import season_evenings, standings_of


def player_json(db: sqlite_utils.Database, *, player_id: str, public: bool) -> dict:
    player = register.get_player(db, player_id=player_id)
    me = register.merged_map(db).get(player_id, player_id)
    if me != player_id:
        player = register.get_player(db, player_id=me)
    names = register.names(db, public=public)
    links = register.evenings_of(db, me)
    tournaments = sorted({x["tournament_id"] for x in links})
    who = register.identities(db, tournaments)
    evenings = []
    for tid in tournaments:
        try:
            t = tournament_service.get_tournament(db, tournament_id=tid)
        except NotFound:
            continue
        numbers = [n for (t_id, n), ps in who.items() if t_id == tid and me in ps]
        rows = {r["number"]: r for r in standings_json(db, t)["rows"]}
        for number in numbers:
            row = rows.get(number) or {}
            partners = [names.get(p, p) for p in who[(tid, number)] if p != me]
            evenings.append({"tournament": tid, "title": t.header.title, "created": t.header.created,
                             "partners": partners, "rank": row.get("rank"),
                             "points": row.get("points_for"), "match_points": row.get("match_points"),
                             "field": len(rows)})
    evenings.sort(key=lambda e: e["created"])
    return {"id": me, "name": register.shown_name(player, public=public),
            "initials_only": player["initials_only"], "evenings": evenings,
            "partners": _partners(evenings), "seasons": _season_places(db, me, tournaments, names),
            "rating_history": [point.to_json() for point in rating_history(db, player=me)]}


def _partners(evenings: list[dict]) -> list[dict]:
    count: dict[str, int] = {}
    for e in evenings:
        for p in e["partners"]:
            count[p] = count.get(p, 0) + 1
    return [{"name": n, "evenings": c} for n, c in sorted(count.items(), key=lambda x: (-x[1], x[0]))]


def _season_places(db: sqlite_utils.Database, me: str, tournaments: list[str], names: dict[str, str]) -> list[dict]:
    out = []
    for season_id in store.seasons_of(db, tournaments):
        season = get_season(db, season_id=season_id)
        standing = standings_of(season, season_evenings(db, season), names)
        mine = [r for r in standing["rows"] if me in r["players"]]
        for row in mine:
            out.append({"season": season.id, "title": season.title, "rank": row["rank"],
                        "ranked": row["ranked"], "evenings": row["evenings"], "needed": row["needed"],
                        "total": row["total"]})
    return out
