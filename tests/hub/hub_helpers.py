"""What the hub's tests share besides fixtures: the results officer's headers, and an evening's
archive with the results it gives (the hub replays every archive and files only a bundle whose
stated results agree with it)."""

from __future__ import annotations

from scorekeeper.hub.replay import replay

OFFICER = {"Authorization": "Bearer olga:officer-secret"}  # the officer the test databases are made with


def paper_evening(players: list[dict], *, created: str = "2026-03-06T20:00:00Z", title: str = "Petak") -> tuple[dict, list[dict]]:
    """One round of ``players`` (an entrant each, the first against the second, ...; an odd one out
    has the bye), each table's result typed from paper, the earlier entrant winning by a margin
    that grows down the list; the archive and the results a club publishes for it."""
    entrants = [{"name": p["name"], "players": [p["name"]]} for p in players]
    tables = [{"table": k + 1, "a": 2 * k + 1, "b": 2 * k + 2, "games": []} for k in range(len(players) // 2)]
    byes = [len(players)] if len(players) % 2 else []
    log = [{"at": created, "action": "create", "data": {"entrants": entrants}},
           {"at": created, "action": "round_drawn", "data": {"round": 1, "tables": tables, "byes": byes}}]
    log += [{"at": created, "action": "result_entered",
             "data": {"round": 1, "table": x["table"], "games": [[1001, 400 + 10 * x["table"]]]}} for x in tables]
    archive = {"kind": "scorekeeper-tournament", "version": 1, "exported": created,
               "tournament": {"title": title, "variant": "bela-hr-4", "options": {}, "created": created,
                              "settings": {"format": "swiss", "rounds": 1}},
               "log": log, "games": []}
    rows = replay(archive).rows
    results = [{"rank": r["rank"], "entrant": r["number"], "name": r["name"], "match_points": r["match_points"],
                "points_for": r["points_for"], "points_against": r["points_against"], "played": r["played"],
                "players": [players[r["number"] - 1]]} for r in rows]
    return archive, results
