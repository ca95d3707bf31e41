"""What the public pages and the API read: an event as its revisions stand, a league's table."""

from __future__ import annotations


from .errors import Refused
from .db import Conn


def event(conn: Conn, *, club: str, event: str) -> dict:
    revisions = conn.execute(
        "SELECT revision, title, event_day AS day, season, received, approved_at FROM bundles "
        "WHERE club_id = %s AND event = %s ORDER BY revision", [club, event]).fetchall()
    if not revisions:
        raise Refused(404, f"there is no event {event} of club {club}", "event")
    latest = revisions[-1]
    results = conn.execute(
        "SELECT r.rank, r.name, coalesce(p.merged_into, p.id) AS player, r.match_points, r.points_for, "
        "r.points_against FROM event_results r JOIN federation_players p ON p.id = r.player_id "
        "WHERE r.club_id = %s AND r.event = %s AND r.revision = %s ORDER BY r.rank, r.name",
        [club, event, latest["revision"]]).fetchall()
    return {"club": club, "event": event, "title": latest["title"], "day": latest["day"],
            "season": latest["season"], "revision": latest["revision"],
            "status": "approved" if latest["approved_at"] else "provisional",
            "revisions": [{"revision": r["revision"], "received": r["received"].isoformat(),
                           "approved": r["approved_at"] is not None} for r in revisions],
            "results": results}


def league(conn: Conn, *, season: str) -> dict:
    row = conn.execute("SELECT standings, computed FROM league_tables WHERE season = %s", [season]).fetchone()
    if row is None:
        raise Refused(404, f"there are no approved results of season {season} yet", "season")
    return {"season": season, "computed": row["computed"].isoformat(), "standings": row["standings"]}


def seasons(conn: Conn) -> list[str]:
    return [r["season"] for r in conn.execute("SELECT season FROM league_tables ORDER BY season DESC").fetchall()]
