"""A mêlée round's tables: partners and opponents chosen together, the fewest repeated partners
first, then the fewest repeated opponents.

Up to ``EXACT`` players every seating is weighed (a search over the tables that seat the first
player left, each rest of the field weighed once): the draw is the best there is. A larger
field starts from partners drawn by the matching, then their tables, and then matches each
table that repeats someone again together with other tables, two tables (eight players) at a
time, exactly, while that helps: a window's best seating is never worse than the one it
replaces, so the whole draw only gets better.

Pure: chance comes as a seeded ``random.Random`` (the players' order, which decides among
equals).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Team = tuple[int, int]
Seating = tuple[Team, Team]
EXACT = 12  # 12 players: some twenty thousand tables weighed, a few hundredths of a second
WINDOW = 8  # a table that repeats someone is matched again with up to this many others
SWEEPS = 20


class Repeats:
    """What a table costs: each repeated partnership outweighs every repeated opponent of the
    round, so that the sum over a round's tables compares draws level by level."""

    def __init__(self, partnered: set[frozenset[int]], opposed: set[frozenset[int]], *,
                 players: int) -> None:
        self.partnered, self.opposed = partnered, opposed
        self.partner = 4 * (players // 4) + 1  # above the most opponent repeats a round has

    def partners(self, s: Team, t: Team) -> int:
        return (frozenset(s) in self.partnered) + (frozenset(t) in self.partnered)

    def opponents(self, s: Team, t: Team) -> int:
        return sum(frozenset((x, y)) in self.opposed for x in s for y in t)

    def __call__(self, s: Team, t: Team) -> int:
        return self.partners(s, t) * self.partner + self.opponents(s, t)


def seat(players: Sequence[int], cost: Repeats, *, start: Callable[[], list[Seating]], rng) -> list[Seating]:
    """``players`` (a multiple of four, in the order that decides among equals) at tables.
    ``start()`` draws partners, then their tables, by the matching: where a field too large
    to weigh whole starts from."""
    if len(players) <= EXACT:
        return best(tuple(players), cost)[1]
    return improved(start(), cost, rng)


def best(players: tuple[int, ...], cost: Repeats, memo: dict | None = None) -> tuple[int, list[Seating]]:
    """The cheapest seating of ``players`` and its cost: the first player's table tried with
    every partner and every pair of opponents, the rest seated best (weighed once each)."""
    memo = {} if memo is None else memo
    if not players:
        return 0, []
    if players in memo:
        return memo[players]
    first, others = players[0], players[1:]
    found: tuple[int, list[Seating]] | None = None
    for i, partner in enumerate(others):
        left = others[:i] + others[i + 1:]
        for j in range(len(left)):
            for k in range(j + 1, len(left)):
                table = ((first, partner), (left[j], left[k]))
                here = cost(*table)
                if found is not None and here >= found[0]:
                    continue  # the rest costs nothing less than nothing
                below = best(left[:j] + left[j + 1:k] + left[k + 1:], cost, memo)
                if found is None or here + below[0] < found[0]:
                    found = (here + below[0], [table, *below[1]])
    assert found is not None  # four players or more always sit somewhere
    memo[players] = found
    return found


def improved(tables: list[Seating], cost: Repeats, rng) -> list[Seating]:
    """Each table that repeats someone seated again, exactly, with another table, while a sweep
    finds a better pair."""
    tables = list(tables)
    for _ in range(SWEEPS):
        better = False
        for i in range(len(tables)):
            if not cost(*tables[i]):
                continue
            others = [j for j in range(len(tables)) if j != i]
            rng.shuffle(others)
            for j in others[:WINDOW]:
                seats = tuple(p for table in (tables[i], tables[j]) for team in table for p in team)
                total, found = best(seats, cost)
                if total < cost(*tables[i]) + cost(*tables[j]):
                    tables[i], tables[j] = found
                    better = True
                    break
        if not better:
            break
    return tables
