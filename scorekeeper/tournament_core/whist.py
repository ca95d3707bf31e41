"""Whist tournaments: mêlée schedules in which every two players are partners exactly once and
opponents exactly twice over the whole schedule (Moore 1896; Anderson, *Combinatorial Designs
and Tournaments*, 1997, ch. 13: Wh(v) exists for every v of the form 4n or 4n+1).

The schedules here are cyclic, each grown from one base round by adding 1 (modulo m) to every
player, round after round:

- 4n players: ``m = 4n - 1`` players numbered 0..m-1 turn, the last one (m, "infinity") stays
  put; 4n - 1 rounds, nobody sits out;
- 4n + 1 players: ``m = 4n + 1`` players all turn; 4n + 1 rounds, player r - 1 sits out round r
  (each player sits out exactly once).

A base round is a whist round exactly when its partners' differences (modulo m, up to sign)
cover every difference once and its opponents' differences every difference twice; the bases
below were found by a search and are checked so by the tests. A cyclic Wh(9) does not exist
(so 9 players have none here); fields of 4, 5, 8, 12, 13, 16, 17, 20, 21 and 24 players do.
A table ``(a, b, c, d)`` seats ``a`` with ``c`` against ``b`` with ``d``.
"""

from __future__ import annotations

FIXED = -1  # the player that stays put in a schedule of 4n players
BASES: dict[int, tuple[tuple[int, int, int, int], ...]] = {
    4: ((FIXED, 1, 0, 2),),
    5: ((1, 2, 4, 3),),
    8: ((FIXED, 1, 0, 3), (2, 4, 6, 5)),
    12: ((FIXED, 1, 0, 3), (2, 6, 9, 7), (4, 5, 10, 8)),
    13: ((1, 2, 4, 7), (3, 6, 12, 8), (5, 9, 11, 10)),
    16: ((FIXED, 1, 0, 2), (3, 9, 6, 11), (4, 8, 13, 12), (5, 7, 10, 14)),
    17: ((1, 3, 2, 8), (4, 10, 15, 12), (5, 6, 9, 13), (7, 11, 16, 14)),
    20: ((FIXED, 1, 0, 2), (3, 9, 5, 15), (4, 12, 14, 17), (6, 10, 18, 13), (7, 8, 11, 16)),
    21: ((1, 3, 2, 6), (4, 12, 13, 19), (5, 14, 9, 16), (7, 11, 20, 17), (8, 10, 18, 15)),
    24: ((FIXED, 1, 0, 2), (3, 7, 5, 17), (4, 18, 12, 22), (6, 10, 20, 13), (8, 11, 19, 16),
         (9, 14, 15, 21)),
}
Tables = list[tuple[tuple[int, int], tuple[int, int]]]


def rounds_of(size: int) -> int:
    """How many rounds the schedule of ``size`` players has (0: none here)."""
    if size not in BASES:
        return 0
    return size - 1 if size % 4 == 0 else size


def whist_round(size: int, round_no: int) -> tuple[Tables, list[int]] | None:
    """Round ``round_no`` (from 1) of the schedule of ``size`` players numbered 0..size-1: its
    tables (two teams each) and who sits out; None past its last round or without one."""
    if not 1 <= round_no <= rounds_of(size):
        return None
    m = size - 1 if size % 4 == 0 else size
    shift = round_no - 1

    def turned(x: int) -> int:
        return m if x == FIXED else (x + shift) % m

    tables = [((turned(a), turned(c)), (turned(b), turned(d))) for a, b, c, d in BASES[size]]
    return tables, ([] if size % 4 == 0 else [shift % m])
