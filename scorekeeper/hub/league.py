"""League standings across clubs, from the approved evenings of a season.

``standings(settings, evenings)`` is the one call the hub makes: the season's own rules (the
club's season core) take its place here, with the same arguments, once they are merged. Until
then a simple total: match points, then the points' difference, then evenings played.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LeagueSettings:
    season: str
    best_evenings: int = 0  # 0: every evening counts


def standings(settings: LeagueSettings, evenings: list[dict]) -> list[dict]:
    """``evenings``: ``{"club", "event", "results": [{"player", "name", "rank", "match_points",
    "points_for", "points_against"}]}``; the league's rows, ranked."""
    tally: dict[int, dict] = {}
    for evening in evenings:
        for r in evening["results"]:
            row = tally.setdefault(r["player"], {"player": r["player"], "name": r["name"], "evenings": 0,
                                                 "match_points": 0, "difference": 0, "clubs": set()})
            row["evenings"] += 1
            row["match_points"] += r["match_points"]
            row["difference"] += r["points_for"] - r["points_against"]
            row["clubs"].add(evening["club"])
    rows = sorted(tally.values(), key=lambda r: (-r["match_points"], -r["difference"], -r["evenings"], r["name"]))
    out, previous = [], None
    for place, row in enumerate(rows, start=1):
        key = (row["match_points"], row["difference"], row["evenings"])
        rank = out[-1]["rank"] if previous == key else place
        out.append({**row, "rank": rank, "clubs": sorted(row["clubs"])})
        previous = key
    return out
