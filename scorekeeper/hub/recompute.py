"""The league's recomputation, run as a hub job: a season's standings and ratings from the last
approved revision of each of its events, each player as the register has them now (merged or
not), stored whole so the public pages read one row."""

from __future__ import annotations

from psycopg.types.json import Jsonb

from . import jobs
from .league import LeagueSettings, standings
from .ratings import ratings
from .db import Conn


def evenings_of(conn: Conn, *, season: str) -> list[dict]:
    rows = conn.execute(
        "WITH latest AS (SELECT DISTINCT ON (club_id, event) club_id, event, revision FROM bundles "
        "  WHERE season = %s AND approved_at IS NOT NULL ORDER BY club_id, event, revision DESC) "
        "SELECT r.club_id, r.event, coalesce(p.merged_into, p.id) AS player, "
        "  coalesce(m.name, p.name) AS name, r.rank, r.match_points, r.points_for, r.points_against "
        "FROM latest l JOIN event_results r USING (club_id, event, revision) "
        "JOIN federation_players p ON p.id = r.player_id LEFT JOIN federation_players m ON m.id = p.merged_into "
        "ORDER BY r.club_id, r.event", [season]).fetchall()
    evenings: dict[tuple[str, str], dict] = {}
    for row in rows:
        evening = evenings.setdefault((row["club_id"], row["event"]),
                                      {"club": row["club_id"], "event": row["event"], "results": []})
        evening["results"].append({k: row[k] for k in ("player", "name", "rank", "match_points", "points_for",
                                                       "points_against")})
    return list(evenings.values())


@jobs.runs("league")
def recompute_league(conn: Conn, season: str) -> None:
    evenings = evenings_of(conn, season=season)
    table, rated = standings(LeagueSettings(season=season), evenings), ratings(evenings)
    rows = [{**row, "rating": rated.get(row["player"])} for row in table]
    conn.execute("INSERT INTO league_tables (season, standings, ratings) VALUES (%s, %s, %s) "
                 "ON CONFLICT (season) DO UPDATE SET standings = excluded.standings, ratings = excluded.ratings, "
                 "computed = now()", [season, Jsonb(rows), Jsonb({str(k): v for k, v in rated.items()})])


def requeue_all(conn: Conn) -> None:
    """After a merge or its undoing: every season may count those people."""
    for row in conn.execute("SELECT DISTINCT season FROM bundles").fetchall():
        jobs.enqueue(conn, kind="league", subject=row["season"])
