"""The league's recomputation, run as a hub job: a season's standings (from each evening's
results) and ratings (from each evening's tables, match by match) of the last approved revision
of each of its events, each player as the register has them now (merged or not), stored whole
so the public pages read one row."""

from __future__ import annotations

from collections.abc import Iterator

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


def matches_of(conn: Conn, *, season: str) -> Iterator[dict]:
    """Every finished table of the last approved revision of each event of ``season``, its
    players as the register has them now (through any merge), in the order played: streamed
    from a server-side cursor, so a season of a million tables is never held whole. The order
    is by code point (``COLLATE "C"``), as the club's ratings sort their matches."""
    merged = {r["id"]: r["merged_into"] for r in conn.execute(
        "SELECT id, merged_into FROM federation_players WHERE merged_into IS NOT NULL").fetchall()}
    with conn.cursor(name="league_matches") as cursor:
        cursor.itersize = 5000
        cursor.execute(
            "WITH latest AS (SELECT DISTINCT ON (club_id, event) club_id, event, revision FROM bundles "
            "  WHERE season = %s AND approved_at IS NOT NULL ORDER BY club_id, event, revision DESC) "
            "SELECT m.side_a, m.side_b, m.winner FROM latest l JOIN event_matches m USING (club_id, event, revision) "
            "ORDER BY m.played_at COLLATE \"C\", m.club_id COLLATE \"C\", m.event COLLATE \"C\", m.round, m.table_no",
            [season])
        for r in cursor:
            sides = tuple(tuple(merged.get(p, p) for p in side) for side in (r["side_a"], r["side_b"]))
            yield {"sides": sides, "winner": r["winner"]}


@jobs.runs("league")
def recompute_league(conn: Conn, season: str) -> None:
    table = standings(LeagueSettings(season=season), evenings_of(conn, season=season))
    rated = ratings(matches_of(conn, season=season))
    rows = [{**row, "rating": rated[row["player"]].rating if row["player"] in rated else None,
             "games": rated[row["player"]].games if row["player"] in rated else 0} for row in table]
    conn.execute("INSERT INTO league_tables (season, standings, ratings) VALUES (%s, %s, %s) "
                 "ON CONFLICT (season) DO UPDATE SET standings = excluded.standings, ratings = excluded.ratings, "
                 "computed = now()", [season, Jsonb(rows), Jsonb({str(k): s.rating for k, s in rated.items()})])


def requeue_all(conn: Conn) -> None:
    """After a merge or its undoing: every season may count those people."""
    for row in conn.execute("SELECT DISTINCT season FROM bundles").fetchall():
        jobs.enqueue(conn, kind="league", subject=row["season"])
