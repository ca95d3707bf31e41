"""Benchmark: a club's season rated from scratch.

    .venv/bin/python bench/ratings.py [--evenings 30] [--players 64] [--rounds 8] [--repeat 5]

A season of 30 evenings of 64 players, each evening 8 rounds of 2-against-2 matches (a mêlée:
16 tables a round, partners and opponents drawn at random, about one match in twenty level),
3,840 matches: every player's rating computed from nothing in the order played
(``ratings.rate``, openskill's ThurstoneMostellerFull), the best of ``--repeat`` runs. The floor
is ``json.loads`` of the same matches as JSON rows, in the same run. Both count CPU time of this
process (``time.process_time``), so others' work on a shared machine does not.
Then the same season with one result of the first evening corrected: everything after it rated
again (the same cost: nothing is stored). Target: the season in under 1 s.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from scorekeeper.ratings import Played, rate  # noqa: E402


def season(evenings: int, players: int, rounds: int, *, seed: int = 1) -> list[Played]:
    rng = random.Random(seed)
    names = [f"player {i}" for i in range(players)]
    skill = {n: rng.gauss(0, 1) for n in names}
    out = []
    for day in range(evenings):
        date = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}"
        for k in range(1, rounds + 1):
            order = rng.sample(names, players)
            for table in range(players // 4):
                a, b = tuple(order[4 * table:4 * table + 2]), tuple(order[4 * table + 2:4 * table + 4])
                edge = sum(skill[p] for p in a) - sum(skill[p] for p in b) + rng.gauss(0, 1.5)
                ranks = (0, 0) if abs(edge) < 0.1 else (0, 1) if edge > 0 else (1, 0)
                out.append(Played(order=(date, f"evening {day}", k, table + 1), teams=(a, b), ranks=ranks,
                                  tournament=f"evening {day}", round=k, date=date))
    return out


def as_rows(matches: list[Played]) -> str:
    return json.dumps([{"date": m.date, "tournament": m.tournament, "round": m.round, "table": m.order[3],
                        "teams": [list(t) for t in m.teams], "ranks": list(m.ranks)} for m in matches])


def best_of(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", type=int, default=30)
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    matches = season(args.evenings, args.players, args.rounds)
    text = as_rows(matches)
    rated = best_of(args.repeat, lambda: rate(matches))
    floor = best_of(args.repeat, lambda: json.loads(text))
    corrected = list(matches)
    first = corrected[0]
    corrected[0] = Played(order=first.order, teams=first.teams, ranks=tuple(reversed(first.ranks)),
                          tournament=first.tournament, round=first.round, date=first.date)
    again = best_of(args.repeat, lambda: rate(corrected))
    book = rate(matches)
    top = sorted(book.values(), key=lambda s: -s.rating)
    print(f"season: {args.evenings} evenings x {args.players} players x {args.rounds} rounds = "
          f"{len(matches)} matches, {len(book)} players, {len(text) // 1024} KB of rows")
    print(f"rated from scratch:      {rated * 1000:7.1f} ms  (target under 1000 ms)")
    print(f"json.loads of the rows:  {floor * 1000:7.1f} ms  (the floor; {rated / floor:.1f}x)")
    print(f"a first-evening correction, everything after it rated again: {again * 1000:7.1f} ms")
    print(f"ratings: best {top[0].rating}, median {top[len(top) // 2].rating}, lowest {top[-1].rating}; "
          f"games each {min(s.games for s in top)}-{max(s.games for s in top)}")


if __name__ == "__main__":
    main()
