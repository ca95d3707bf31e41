"""A mêlée: individuals register; each round draws partners and the two teams of a table.

Partners, tables and who sits out (a field not a multiple of four) are chosen together
(``seating``): only players who have sat out the fewest times sit out; nobody partners the same
player twice while a draw avoids it; of the draws that do, the tables repeat the fewest
opponents; then the standings decide (the lowest sits out, players close in the standings share
a table), and the seed only what they leave level. While the whole field plays, an evening
about as long as a whist schedule follows it (``whist``: every two players partners once and
opponents twice over its rounds), which the round-by-round choice cannot keep to over a long
evening. Standings are individual: each player is credited with the team's match, against the
opponent drawn beside it; Buchholz and Sonneborn-Berger count both opponents of a table (and a
round without one as two virtual opponents), so that who sat beside whom decides nothing.

Pure like the rest of the core: the matching itself is handed in (``drawing.heaviest``) and
chance comes as a seeded ``random.Random``.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping, Sequence

from .chance import Matcher, pairs_avoiding
from .model import Entrant, MatchResult
from .seating import Drawn, Repeats, neighbours, seat, sitters
from .settings import TournamentSettings
from .standings import Row, standings
from .whist import rounds_of, whist_round

SEATS = 4  # two teams of two at a table
# An evening within this many rounds of its whist schedule's length follows the schedule: the
# round-by-round best draw repeats partners in its last rounds (12 players, 10 or 11 rounds);
# a shorter evening is better drawn round by round (fewer opponents met again).
WHIST_SLACK = 2


@dataclass(frozen=True, kw_only=True)
class MeleeTable:
    table: int
    a: tuple[int, int]  # the first team's two players
    b: tuple[int, int]


@dataclass(frozen=True, kw_only=True)
class MeleeDraw:
    round: int
    tables: tuple[MeleeTable, ...]
    byes: tuple[int, ...] = ()
    partners_again: tuple[tuple[int, int], ...] = ()  # made only when no draw avoids them

    def players(self) -> list[int]:
        return [p for t in self.tables for p in (*t.a, *t.b)] + list(self.byes)


@dataclass(frozen=True, kw_only=True)
class MeleeResult:
    """A table's result: the points of team ``a`` and team ``b``; ``b == ()`` is a bye."""

    round: int
    a: tuple[int, ...]
    b: tuple[int, ...]
    points: tuple[int, int]

    def as_matches(self, *, bye_points: int = 0, bye_win: bool = True) -> list[MatchResult]:
        """One match a player, each against the opponent drawn beside it (a's first against
        b's first, a's second against b's second), the other opponent named as the partner of
        the one beside (Buchholz counts both): the team's points, the team's result. A
        sit-out is a bye: a won match only if ``bye_win`` (the setting ``bye_counts_as_win``)."""
        if not self.b:
            return [MatchResult(round=self.round, a=p, b=0, games=((bye_points, 0),),
                                winner=p if bye_win else None, bye_win=bye_win) for p in self.a]
        pa, pb = self.points
        out = []
        for i, (mine, theirs) in enumerate(zip(self.a, self.b)):
            won = None if pa == pb else (mine if pa > pb else theirs)
            out.append(MatchResult(round=self.round, a=mine, b=theirs, games=((pa, pb),), winner=won,
                                   partners=(self.a[1 - i], self.b[1 - i]) if len(self.a) == 2 else (0, 0)))
        return out


def partnered(results: Sequence[MeleeResult]) -> set[frozenset[int]]:
    return {frozenset(team) for r in results for team in (r.a, r.b) if len(team) == 2}


def opposed(results: Sequence[MeleeResult]) -> set[frozenset[int]]:
    return {frozenset((x, y)) for r in results if r.b for x in r.a for y in r.b}


def melee_standings(players: Sequence[Entrant], results: Sequence[MeleeResult],
                    settings: TournamentSettings) -> list[Row]:
    """Individual standings, read by the same rules as any other."""
    matches = [m for r in results
               for m in r.as_matches(bye_points=settings.bye_points, bye_win=settings.bye_counts_as_win)]
    return standings(players, matches, settings)


def draw_melee(players: Sequence[int], results: Sequence[MeleeResult], place: Mapping[int, int], *,
               round_no: int, rng, match: Matcher) -> MeleeDraw:
    """Round ``round_no`` of a mêlée among ``players`` (``place``: each one's rank in the
    standings): who sits out and the tables chosen together (``seating``)."""
    order = list(players)
    rng.shuffle(order)
    must, pool, sit = sitters(_sat_out(results, order), len(order) % SEATS)
    playing = [p for p in order if p not in must]
    before, met = partnered(results), opposed(results)
    cost = Repeats(before, met, players=len(order), place=place)

    def starts() -> list[Drawn]:
        out = tuple(sorted((p for p in order if p in pool), key=cost.sitting)[:sit])  # the lowest who may
        rest = [p for p in playing if p not in out]
        teams = pairs_avoiding(rest, cost=lambda x, y: int(frozenset((x, y)) in before), rng=rng,
                               match=match)
        return [(pairs_avoiding(teams, cost=cost.opponents, rng=rng, match=match), out),
                (neighbours(rest, cost, out=out), out)]

    tables, out = seat(playing, cost, sit=sit, may=frozenset(pool), starts=starts, rng=rng)
    return _drawn(round_no, tables, [*must, *out], before)


def scheduled(field: Sequence[int], playing: Sequence[int], results: Sequence[MeleeResult], *,
              round_no: int, rounds: int, rng) -> MeleeDraw | None:
    """Round ``round_no`` of the whist schedule (``whist``) of ``field`` (everyone registered
    from round 1, numbered into the schedule by ``rng``) for an evening of ``rounds`` rounds:
    None unless the whole field plays, the evening has followed the schedule so far, and it
    is long enough to need it (``WHIST_SLACK``)."""
    size = len(field)
    if rounds < rounds_of(size) - WHIST_SLACK or sorted(playing) != sorted(field):
        return None
    who = sorted(field)
    rng.shuffle(who)
    plan = {k: _planned(size, k, who) for k in range(1, round_no + 1)}
    if plan[round_no] is None or any(_strayed(r, plan.get(r.round)) for r in results):
        return None
    tables, sitting = plan[round_no]
    return _drawn(round_no, tables, sitting, set())


def _planned(size: int, round_no: int, who: list[int]):
    got = whist_round(size, round_no)
    if got is None:
        return None
    return [((who[a], who[b]), (who[c], who[d])) for (a, b), (c, d) in got[0]], [who[x] for x in got[1]]


def _strayed(result: MeleeResult, planned) -> bool:
    """A result the schedule did not plan: the evening left it (a table redrawn, a round later)."""
    if planned is None:
        return True
    tables, sitting = planned
    if not result.b:
        return any(p not in sitting for p in result.a)
    return {frozenset(result.a), frozenset(result.b)} not in [{frozenset(s), frozenset(t)} for s, t in tables]


def _drawn(round_no: int, tables, sitting, before) -> MeleeDraw:
    return MeleeDraw(round=round_no, byes=tuple(sorted(sitting)),
                     tables=tuple(MeleeTable(table=i + 1, a=a, b=b) for i, (a, b) in enumerate(tables)),
                     partners_again=tuple(team for table in tables for team in table
                                          if frozenset(team) in before))


def _sat_out(results: Sequence[MeleeResult], players: Sequence[int]) -> dict[int, int]:
    count = {p: 0 for p in players}
    for r in results:
        for p in r.a if not r.b else ():
            if p in count:
                count[p] += 1
    return count
