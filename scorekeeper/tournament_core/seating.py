"""A mêlée round's tables and who sits out, chosen together, level by level: the fewest repeated
partners, then the fewest repeated opponents, then the standings (the lowest sits out, and
players close in the standings share a table); the order the players come in (the seed's)
decides only what all of these leave level. Who may sit out at all is decided before: only
players who have sat out the fewest times (``sitters``).

Up to ``EXACT`` players every seating is weighed (a search over what becomes of the first player
left: a seat at each possible table, or a round sat out; each rest of the field weighed once): the
draw is the best there is. A larger field starts from two seatings, one drawn for the fewest
repeats (partners, then their tables, by the matching) and one of standings neighbours (and,
with up to ``SEATED`` seated, from the best seating of those the standings sit out), then
seats each table that repeats someone again, exactly, with another table (or with those sitting
out) while that helps: a window's best seating is never worse than the one it replaces, so the
whole draw only gets better; the cheapest is kept.

Pure: chance comes as a seeded ``random.Random`` (the players' order, which decides among
equals).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

Team = tuple[int, int]
Seating = tuple[Team, Team]
Drawn = tuple[list[Seating], tuple[int, ...]]  # the tables, who sits out
Found = tuple[int, list[Seating], tuple[int, ...]]  # its cost, the tables, who sits out
EXACT = 13  # 13 players (one sitting out): a few tenths of a second at most
SEATED = 12  # a larger field of up to 12 seated also starts from their best seating
WINDOW = 8  # a table that repeats someone is seated again with up to this many others
SWEEPS = 20


class Repeats:
    """What a round costs: each level outweighs everything below it over a whole round
    (repeated partners, repeated opponents, how high in the standings those sitting out are,
    how far apart in the standings a table's players are), so that sums compare draws level
    by level. ``place``: each player's rank (1 the top; level players share one)."""

    def __init__(self, partnered: set[frozenset[int]], opposed: set[frozenset[int]], *,
                 players: int, place: Mapping[int, int] | None = None) -> None:
        self.partnered, self.opposed, self.place = partnered, opposed, dict(place or {})
        self.lowest = max(self.place.values(), default=1)
        tables, reach = players // 4, max(players, self.lowest)  # the standings may rank absentees too
        self.sit_unit = tables * reach + 1  # above every table's spread in the standings
        self.opponent = self.sit_unit * (3 * reach + 1)  # above the sit-outs' places
        self.partner = self.opponent * (4 * tables + 1)  # above the most opponents a round repeats

    def partners(self, s: Team, t: Team) -> int:
        return (frozenset(s) in self.partnered) + (frozenset(t) in self.partnered)

    def opponents(self, s: Team, t: Team) -> int:
        return sum(frozenset((x, y)) in self.opposed for x in s for y in t)

    def repeats(self, s: Team, t: Team) -> int:
        return self.partners(s, t) * self.partner + self.opponents(s, t) * self.opponent

    def spread(self, s: Team, t: Team) -> int:
        places = [self.place.get(p, self.lowest) for p in (*s, *t)]
        return max(places) - min(places)

    def sitting(self, player: int) -> int:
        """What sitting ``player`` out costs: nothing for the lowest in the standings."""
        return (self.lowest - self.place.get(player, self.lowest)) * self.sit_unit

    def __call__(self, s: Team, t: Team) -> int:
        return self.repeats(s, t) + self.spread(s, t)


def sitters(counts: Mapping[int, int], sit: int) -> tuple[list[int], list[int], int]:
    """Who sits out ``sit`` seats, as far as the times each has sat out (``counts``) decide:
    (those who must, those of whom the rest are chosen, how many of them). Nobody sits out
    again while another has sat out fewer times."""
    if not sit:
        return [], [], 0
    line = sorted(counts.values())[sit - 1]
    must = sorted(p for p, c in counts.items() if c < line)
    return must, sorted(p for p, c in counts.items() if c == line), sit - len(must)


def seat(players: Sequence[int], cost: Repeats, *, sit: int = 0, may: frozenset[int] = frozenset(),
         starts: Callable[[], list[Drawn]], rng) -> Drawn:
    """``players`` (in the order that decides among equals) at tables, ``sit`` of them (of
    ``may``) sitting out. ``starts()`` gives the seatings a field too large to weigh whole
    starts from."""
    if len(players) <= EXACT:
        found = best(tuple(players), cost, sit=sit, may=may)
        assert found is not None  # ``may`` holds ``sit`` players at least
        return found[1], found[2]
    begun = starts()
    out = begun[0][1]
    rest = tuple(p for p in players if p not in out)
    if len(rest) <= SEATED:
        found = best(rest, cost)
        assert found is not None  # a multiple of four always sits
        begun.append((found[1], out))
    tried = [improved(tables, out, cost, may=may, rng=rng) for tables, out in begun]
    return min(tried, key=lambda t: total(t[0], t[1], cost))


def total(tables: Sequence[Seating], out: Sequence[int], cost: Repeats) -> int:
    return sum(cost(*t) for t in tables) + sum(cost.sitting(p) for p in out)


def best(players: tuple[int, ...], cost: Repeats, *, sit: int = 0, may: frozenset[int] = frozenset(),
         memo: dict | None = None) -> Found | None:
    """The cheapest seating of ``players`` with ``sit`` of ``may`` sitting out, and its cost:
    the first player sitting out, or at a table with every partner and every pair of
    opponents, the rest seated best (weighed once each); None if ``may`` runs short."""
    memo = {} if memo is None else memo
    if not players:
        return None if sit else (0, [], ())
    key = (players, sit)
    if key in memo:
        return memo[key]
    first, others = players[0], players[1:]
    found: Found | None = None
    if sit and first in may:
        rest = best(others, cost, sit=sit - 1, may=may, memo=memo)
        if rest is not None:
            found = (cost.sitting(first) + rest[0], rest[1], (first, *rest[2]))
    for i, partner in enumerate(others if len(players) - sit >= 4 else ()):
        left = others[:i] + others[i + 1:]
        for j in range(len(left)):
            for k in range(j + 1, len(left)):
                table = ((first, partner), (left[j], left[k]))
                here = cost(*table)
                if found is not None and here >= found[0]:
                    continue  # the rest costs nothing less than nothing
                below = best(left[:j] + left[j + 1:k] + left[k + 1:], cost, sit=sit, may=may, memo=memo)
                if below is not None and (found is None or here + below[0] < found[0]):
                    found = (here + below[0], [table, *below[1]], below[2])
    memo[key] = found
    return found


def neighbours(players: Sequence[int], cost: Repeats, *, out: Sequence[int]) -> list[Seating]:
    """Players four by four in the standings' order (``players`` gives the order among level
    ones), each four seated as its repeats and the order decide."""
    seated = sorted((p for p in players if p not in out), key=lambda p: cost.place.get(p, cost.lowest))
    tables = []
    for i in range(0, len(seated), 4):
        found = best(tuple(seated[i:i + 4]), cost)
        assert found is not None  # four players always sit at one table
        tables += found[1]
    return tables


def improved(tables: list[Seating], out: tuple[int, ...], cost: Repeats, *, may: frozenset[int],
             rng) -> Drawn:
    """Each table that repeats someone seated again, exactly, with those sitting out or with
    another table (its neighbours first), while a sweep finds a better window."""
    tables = list(tables)
    for _ in range(SWEEPS):
        better = False
        for i in range(len(tables)):
            if not cost.repeats(*tables[i]):
                continue
            if out:
                seats = tuple(p for team in tables[i] for p in team) + out
                found = best(seats, cost, sit=len(out), may=may)
                if found is not None and found[0] < cost(*tables[i]) + sum(map(cost.sitting, out)):
                    [tables[i]], out, better = found[1], found[2], True
                    continue
            near = [j for j in (i - 1, i + 1) if 0 <= j < len(tables)]
            others = [j for j in range(len(tables)) if j != i and j not in near]
            rng.shuffle(others)
            for j in (near + others)[:WINDOW]:
                seats = tuple(p for table in (tables[i], tables[j]) for team in table for p in team)
                found = best(seats, cost)
                if found is not None and found[0] < cost(*tables[i]) + cost(*tables[j]):
                    tables[i], tables[j] = found[1]
                    better = True
                    break
        if not better:
            break
    return tables, out
