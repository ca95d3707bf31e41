"""Players' ratings across clubs, from the approved evenings of a season.

``ratings(evenings)`` is the one call the hub makes; the project's ratings (openskill) take its
place with the same arguments once merged. Until then: 1500, and for each evening the places a
player finished above the field's middle, eight points a place.
"""

from __future__ import annotations


def ratings(evenings: list[dict]) -> dict[int, int]:
    rating: dict[int, int] = {}
    for evening in evenings:
        ranks = sorted({r["rank"] for r in evening["results"]})
        middle2 = (ranks[0] + ranks[-1]) if ranks else 0  # twice the middle rank: integers only
        for r in evening["results"]:
            rating[r["player"]] = rating.get(r["player"], 1500) + 4 * (middle2 - 2 * r["rank"])
    return rating
