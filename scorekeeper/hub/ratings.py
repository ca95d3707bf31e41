"""Players' ratings across clubs, from the approved evenings of a season, with openskill's
Weng-Lin model as the club's ratings use it, and said on the same scale (1000 + 20 x (mu - 3
sigma)). A bundle carries each evening's places, so the hub rates an evening as one ranking of
its players (PlackettLuce: linear in the field, where a full pairing of 64 players is not);
equal places are a draw between them.
"""

from __future__ import annotations

from openskill.models import PlackettLuce, PlackettLuceRating

BASE, STEP = 1000, 20
_MODEL = PlackettLuce()


def ratings(evenings: list[dict]) -> dict[int, int]:
    """Each player's rating after ``evenings`` (in their order)."""
    known: dict[int, PlackettLuceRating] = {}
    for evening in evenings:
        results = evening["results"]
        if len(results) < 2:
            continue
        teams = [[known.get(r["player"]) or _MODEL.rating()] for r in results]
        rated = _MODEL.rate(teams, ranks=[float(r["rank"]) for r in results])
        for r, (after,) in zip(results, rated):
            known[r["player"]] = after
    return {p: round(BASE + STEP * (s.mu - 3 * s.sigma)) for p, s in known.items()}
