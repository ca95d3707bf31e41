"""League standings across clubs, from the approved evenings of a season, by the season rules a
club uses (the pure season core): each player a row, each approved event an evening of the
league in the order the hub filed them.

``LeagueSettings.rules`` is a ``SeasonSettings``; the league's default counts every evening's
match points, as a federation's ranking list does. The rows keep the evenings' match points and
points' difference beside the season's total, for the public table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..season_core import Evening, EveningEntry, SeasonSettings, season_standings


@dataclass(frozen=True, slots=True)
class LeagueSettings:
    season: str
    rules: SeasonSettings = field(default_factory=lambda: SeasonSettings(figure="match_points"))


def standings(settings: LeagueSettings, evenings: list[dict]) -> list[dict]:
    """``evenings``: ``{"club", "event", "results": [{"player", "name", "rank", "match_points",
    "points_for", "points_against"}]}``; the league's rows, ranked by the season core."""
    names: dict[str, str] = {}
    tally: dict[str, dict] = {}
    season = []
    for number, evening in enumerate(evenings, start=1):
        entries = []
        for r in evening["results"]:
            key = str(r["player"])
            names[key] = r["name"]
            row = tally.setdefault(key, {"player": r["player"], "match_points": 0, "difference": 0, "clubs": set()})
            row["match_points"] += r["match_points"]
            row["difference"] += r["points_for"] - r["points_against"]
            row["clubs"].add(evening["club"])
            entries.append(EveningEntry(players=(key,), points=r["points_for"], match_points=r["match_points"],
                                        place=r["rank"]))
        season.append(Evening(number=number, entries=tuple(entries)))
    rows = season_standings(season, settings.rules, names=names, missed=False)
    return [{**tally[row.key[0]], "name": names[row.key[0]], "clubs": sorted(tally[row.key[0]]["clubs"]),
             "rank": row.rank, "evenings": row.evenings, "counted": row.counted, "total": row.total,
             "ranked": row.ranked} for row in rows]
