"""Benchmark: a season of 30 evenings × 64 players, its standings against ``json.loads`` of the
same rows.

    .venv/bin/python bench/season.py [--evenings 30] [--players 64] [--repeat 20]

Part 1, in process (the pure core): the standings of a season of ``--evenings`` evenings of
``--players`` players (each plays 80% of the evenings, some absences excused), for each way of
counting, with the club's excused absence at the player's own average; the floor is
``json.loads`` of the same evening rows as JSON (what reading them stored would cost at least).
CPU time of this process (``time.process_time``), the median of ``--repeat`` runs.
Part 2, through the service (a fresh database in a temporary folder): the same season made of
real tournaments (one round of paper results each), its standings as ``GET
/api/v1/seasons/<id>/standings`` computes them: folding the evenings, their standings and the
register's links, all from what is stored. Goal: part 1 under 50 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from scorekeeper.season_core import Evening, EveningEntry, SeasonSettings, season_standings  # noqa: E402


def made_season(evenings: int, players: int, seed: int = 7) -> list[Evening]:
    rng = random.Random(seed)
    out = []
    for n in range(1, evenings + 1):
        here = [f"p{i}" for i in range(players) if rng.random() < 0.8]
        points = {p: rng.randint(3000, 5000) for p in here}
        order = sorted(here, key=lambda p: -points[p])
        entries = tuple(EveningEntry(players=(p,), points=points[p], match_points=rng.randint(0, 6),
                                     place=order.index(p) + 1) for p in here)
        away = [f"p{i}" for i in range(players) if f"p{i}" not in points]
        out.append(Evening(number=n, entries=entries, excused=frozenset(away[: len(away) // 2])))
    return out


def rows_json(evenings: list[Evening]) -> str:
    return json.dumps([{"number": e.number, "excused": sorted(e.excused),
                        "entries": [{"players": list(x.players), "points": x.points, "match_points": x.match_points,
                                     "place": x.place} for x in e.entries]} for e in evenings])


def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


RULES = {
    "best 6 of the evenings": SeasonSettings(counting="best", count_best=6, minimum_evenings=4, excused="average"),
    "best 6 of each 8, best 3 periods": SeasonSettings(counting="periods", count_best=6, period_length=8,
                                                       best_periods=3, excused="average"),
    "all but the worst 5": SeasonSettings(counting="drop_worst", drop_worst=5, excused="lowest"),
    "all, points by place": SeasonSettings(figure="place", counting="all", excused="fixed", excused_score=5),
}


def part1(evenings: int, players: int, repeat: int) -> None:
    season = made_season(evenings, players)
    text = rows_json(season)
    floor = timed(lambda: json.loads(text), repeat)
    print(f"season core: {evenings} evenings × {players} players "
          f"({sum(len(e.entries) for e in season)} evening rows), median of {repeat} (CPU time)")
    print(f"  json.loads of the same rows: {floor:6.2f} ms")
    for name, rules in RULES.items():
        took = timed(lambda: season_standings(season, rules), repeat)
        print(f"  standings, {name:34}: {took:6.2f} ms  ({took / floor:4.1f} × json.loads)")


def part2(evenings: int, players: int) -> None:
    from scorekeeper import create_app
    folder = Path(tempfile.mkdtemp(prefix="season-bench-"))
    app = create_app({"TESTING": True, "DATABASE": str(folder / "bench.db"), "SECRET_KEY": "bench",
                      "RATE_LIMITS": False})
    client = app.test_client()
    made = client.post("/api/v1/seasons", json={"title": "Bench", "settings": {
        "counting": "best", "count_best": 6, "minimum_evenings": 4, "excused": "average"}}).get_json()
    join = {"id": made["id"], "director_code": made["director_code"]}
    rng = random.Random(3)
    names = [f"Speler {i}" for i in range(players)]
    for n in range(evenings):
        body = {"title": f"Avond {n + 1}", "variant": "klaverjas-amsterdam", "format": "melee", "rounds": 1,
                "entrants": [{"name": p, "players": [p]} for p in names], "seed": n, "season": join}
        t = client.post("/api/v1/tournaments", json=body).get_json()
        code = {"X-Director-Code": t["director_code"]}
        tables = client.post(f"/api/v1/tournaments/{t['id']}/rounds", headers=code).get_json()["tables"]
        for x in tables:
            a = rng.randint(900, 1700)
            client.post(f"/api/v1/tournaments/{t['id']}/rounds/1/tables/{x['table']}/result",
                        json={"games": [[a, 2592 - a]]}, headers=code)
    url = f"/api/v1/seasons/{made['id']}/standings"
    client.get(url)  # the evenings folded once, as a server that has run for a while has them
    took, cpu = [], []
    for _ in range(9):
        start, start_cpu = time.perf_counter(), time.process_time()
        body = client.get(url).get_data()
        took.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    start = time.perf_counter()
    json.loads(body)
    floor = (time.perf_counter() - start) * 1000
    print(f"through the service: GET {url.split('/seasons')[0]}/seasons/<id>/standings, {evenings} evenings × "
          f"{players} players: median {statistics.median(took):.1f} ms ({statistics.median(cpu):.1f} ms CPU; "
          f"json.loads of the answer: {floor:.2f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--evenings", type=int, default=30)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--core-only", action="store_true")
    args = parser.parse_args()
    part1(args.evenings, args.players, args.repeat)
    if not args.core_only:
        part2(args.evenings, args.players)


if __name__ == "__main__":
    main()
