"""Players' ratings across clubs: every finished table of the season's approved evenings, rated
match by match in the order played (each evening by its start, then its rounds and tables), with
the very model and scale a club's own ratings use (``skill``: openskill's Weng-Lin
ThurstoneMostellerFull, 1000 + 20 x (mu - 3 sigma)). The hub reads the tables from the archives
it replayed, so a club's players, rated on the hub over that club's evenings alone, have the
club's numbers; a person the register knows at two clubs is rated over both clubs' tables.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..skill import Played, Standing, rate_in_order


def ratings(matches: Iterable[dict]) -> dict[int, Standing]:
    """``matches`` in the order played, ``{"sides": ((person, ...), (person, ...)), "winner": 0, 1
    or None}``, read one at a time; each person's standing after them."""
    played = (Played(order=(), teams=tuple(tuple(str(p) for p in side) for side in m["sides"]),
                     ranks=(0, 0) if m["winner"] is None else (0, 1) if m["winner"] == 0 else (1, 0))
              for m in matches)
    return {int(p): s for p, s in rate_in_order(played, history=False).items()}
