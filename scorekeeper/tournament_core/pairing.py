"""The next round's tables: a pure function of entrants, results, earlier draws and settings.

Formats: ``swiss`` (round 1 drawn at random from the seed; later rounds pair by score: the
draw of least cost as ``swiss`` weighs it, bye included, found by maximum weight matching;
rematches only when no draw avoids them, and reported), ``round_robin`` (Berger tables:
everyone meets everyone once, or twice; a bye each round for an odd field) and ``knockout`` (a
fresh random draw each round among those still in, without a repeat meeting while a draw
without one exists, with an optional buy-back). Wherever a random draw has a bye (a knockout,
a double elimination's brackets, a swiss round 1), the bye is chosen with the tables: the
lowest without one, unless only another bye lets the tables avoid a repeat or a kept-apart pair.

What every draw is made of (who plays, who met, who is kept apart, the matching, a random draw
with its bye) is ``drawing``'s; this module makes each format's draw of it, and is as pure as
the engine (no I/O, no clock; randomness only from the seed).
"""

from __future__ import annotations

import random
from dataclasses import replace
from collections.abc import Sequence

from .brackets import after_pools, bracket_round, brackets_of, in_pools, pool_rounds
from .drawing import (Finished, NoDraw, draw_of, had_bye, heaviest, in_play, kept_apart, lowest_without_bye,
                      met, random_draw, round_rng)
from .knockout import decide, is_out, losses, undecided
from .melee import MeleeDraw, MeleeResult, draw_melee, melee_standings, scheduled
from .model import Controls, Draw, Entrant, MatchResult
from .settings import TournamentSettings
from .standings import standings
from .swiss import (BLOCK, BYE, SwissField, blocks, conflicts, draw_cost, ideal_order, settled, top_down,
                    weights)

__all__ = ["Finished", "NoDraw", "berger", "decide", "draw_melee_round", "draw_round", "had_bye",
           "heaviest", "in_play", "is_finished", "is_out", "kept_apart", "losses", "met", "rounds_planned",
           "still_in", "undecided"]
NO_CONTROLS = Controls()
SEAM_PASSES = 6  # a large field's seams matched again: rarely does the third pass still help


def draw_round(entrants: Sequence[Entrant], results: Sequence[MatchResult], previous: Sequence[Draw],
               settings: TournamentSettings, *, round_no: int, controls: Controls = NO_CONTROLS) -> Draw:
    """The draw of round ``round_no``; ``NoDraw`` if the format has none to give."""
    if settings.format == "round_robin":
        return _round_robin(entrants, settings, round_no=round_no, controls=controls)
    if settings.format == "knockout":
        return _knockout(entrants, results, settings, round_no=round_no, controls=controls)
    if settings.format == "melee":
        raise NoDraw("a mêlée draws players, not entrants: draw_melee_round")
    if settings.format in BRACKETS:
        return BRACKETS[settings.format](entrants, results, settings, round_no=round_no, controls=controls)
    return _swiss(entrants, results, settings, round_no=round_no, controls=controls)


def rounds_planned(entrants: Sequence[Entrant], settings: TournamentSettings) -> int | None:
    """How many rounds the event has (None for a knockout: until one is left)."""
    n = len([e for e in entrants if e.joined_round == 1])
    if settings.format == "round_robin":
        return (n - 1 if n % 2 == 0 else n) * (2 if settings.double_round_robin else 1)
    if settings.format in ("swiss", "melee"):
        return settings.rounds or max(1, (max(n, 2) - 1).bit_length())
    return None


def is_finished(entrants: Sequence[Entrant], results: Sequence[MatchResult], previous: Sequence[Draw],
                settings: TournamentSettings) -> bool:
    if settings.format == "knockout":
        if undecided(results, settings=settings):
            return False
        return len(still_in(entrants, results, settings, round_no=len(previous) + 1)) <= 1
    if settings.format in BRACKETS:
        try:
            draw_round(entrants, results, previous, settings, round_no=len(previous) + 1)
        except Finished:
            return True
        except NoDraw:
            return False
        return False
    return len(previous) >= (rounds_planned(entrants, settings) or 0)



# ---------------------------------------------------------------- swiss

def _swiss(entrants, results, settings, *, round_no: int, controls: Controls) -> Draw:
    numbers = [e.number for e in in_play(entrants, round_no) if e.number not in controls.absent]
    if len(numbers) < 2:
        raise NoDraw("fewer than two entrants are still playing")
    apart, before = kept_apart(entrants, settings, controls), met(results)
    rng = round_rng(settings, round_no)
    if round_no == 1 and any(e.seed for e in entrants):
        return _fold_by_seed(entrants, numbers, apart, controls, round_no=round_no)
    if round_no == 1 or not results or settings.pairing_rule == "random":
        order = sorted(numbers)
        rng.shuffle(order)
        pairs, byes = random_draw(order, order, before | apart, rng, had=had_bye(results, entrants),
                                  controls=controls)
        return draw_of(round_no, pairs, byes, before)
    f = _swiss_field(entrants, results, settings, numbers, apart)
    if settings.pairing_rule == "top_down":
        byes = lowest_without_bye(list(f.ranked), set(f.had_bye), controls) if len(numbers) % 2 else []
        drawn = top_down([n for n in f.ranked if n not in byes], avoid=before | apart)
        if drawn is not None:
            pairs = drawn
        else:
            pairs = _optimum(f, [n for n in f.ranked if n not in byes])
            if conflicts(f, pairs) and byes and controls.bye not in byes:
                pairs, byes = _optimum_with_bye(f, list(f.ranked), pairs, byes)
    else:
        byes = [controls.bye] if controls.bye in numbers and len(numbers) % 2 else []
        pairs = _optimum(f, [n for n in f.ranked if n not in byes])
    byes += [a or b for a, b in pairs if BYE in (a, b)]
    pairs = [p for p in pairs if BYE not in p]
    return draw_of(round_no, _seated(f, pairs), byes, before)


def _fold_by_seed(entrants, numbers: list[int], apart, controls: Controls, *, round_no: int) -> Draw:
    """A seeded round 1: the top half against the bottom half (1st against the first of the
    lower half, as FIDE's Dutch system), a pair kept apart swapped with the next one down; an
    odd field's bye to the lowest seed (or the bye by hand)."""
    order = [e.number for e in sorted(entrants, key=lambda e: e.seeding) if e.number in numbers]
    byes = [] if len(order) % 2 == 0 else [controls.bye if controls.bye is not None and controls.bye in order
                                           else order[-1]]
    order = [n for n in order if n not in byes]
    half = len(order) // 2
    top, bottom = order[:half], order[half:]
    pairs = []
    for a in top:
        b = next((b for b in bottom if frozenset((a, b)) not in apart), bottom[0])
        bottom.remove(b)
        pairs.append((a, b))
    return draw_of(round_no, pairs, byes, set())


def _swiss_field(entrants, results, settings, numbers: list[int], apart) -> SwissField:
    rows = standings(entrants, results, settings)
    playing = set(numbers)
    ranked = tuple(r.number for r in rows if r.number in playing)
    key = "match_points" if settings.ranking == "wins" else "points_for"
    score = {r.number: getattr(r, key) for r in rows if r.number in playing}
    return SwissField(ranked=ranked, score=score, met=frozenset(met(results)),
                      had_bye=frozenset(had_bye(results, entrants)), apart=apart, within=settings.pair_within)


def _optimum_with_bye(f: SwissField, players: list[int], pairs, byes):
    """The optimum with the bye as one of its seats, if its tables avoid more than the draw
    made around the bye chosen first (``pairs``, ``byes``)."""
    joint = _optimum(f, players)
    if draw_cost(f, joint)[:2] < draw_cost(f, pairs)[:2]:  # kept apart, then rematches
        return [p for p in joint if BYE not in p], [a or b for a, b in joint if BYE in (a, b)]
    return pairs, byes


def _optimum(f: SwissField, players: list[int]) -> list[tuple[int, int]]:
    """The draw of least cost: block by block of the ideal order; a block that cannot avoid a
    rematch (or a kept-apart pair) is matched again together with the next one."""
    playing = set(players)
    seats = [n for n in ideal_order(f) if n in playing] + ([BYE] if len(players) % 2 else [])
    pairs: list[tuple[int, int]] = []
    pending: list[int] = []
    parts = blocks(f, seats)
    for i, part in enumerate(parts):
        block = pending + part
        got = heaviest(weights(f, block))
        if conflicts(f, got) and i + 1 < len(parts) and len(block) < 4 * BLOCK:
            pending = block
            continue
        pairs += got
        pending = []
    return _seams(f, pairs, seats) if len(parts) > 1 else pairs


def _seams(f: SwissField, pairs: list[tuple[int, int]], seats: list[int]) -> list[tuple[int, int]]:
    """Each seam between two blocks matched again, half a block either side; then, while a pass
    helps, the windows shifted by half a window, each only if the order inside a score group
    could be better there (``settled``): a window's best draw is never worse than the one it
    replaces, so the whole draw only gets better."""
    position = {n: i for i, n in enumerate(seats)}

    def in_order(tables: list[tuple[int, int]]) -> list[tuple[int, int]]:
        return sorted(tables, key=lambda p: min(position[p[0]], position[p[1]]))

    tables, span = in_order(pairs), BLOCK // 2  # tables in a window: a block's worth of entrants
    for at in range(SEAM_PASSES + 1):
        cost = draw_cost(f, tables)
        for start in range(span // 2 if at % 2 == 0 else 0, len(tables) - span // 2, span):
            window = tables[start:start + span]
            if at == 0 or not all(settled(f, a, b) for a, b in window):
                tables[start:start + span] = heaviest(weights(f, [n for t in window for n in t]))
        tables = in_order(tables)
        if at and draw_cost(f, tables) == cost:
            break
    return tables


def _seated(f: SwissField, pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The better-ranked entrant seated first; table 1 the top table."""
    seated = [(a, b) if f.rank[a] < f.rank[b] else (b, a) for a, b in pairs]
    return sorted(seated, key=lambda p: f.rank[p[0]])


# ---------------------------------------------------------------- round robin (Berger tables)

def berger(numbers: list[int], round_no: int) -> list[tuple[int, int]]:
    """Round ``round_no`` of the circle method; 0 stands for the bye of an odd field."""
    ring = list(numbers) + ([0] if len(numbers) % 2 else [])
    n = len(ring)
    fixed, rest = ring[-1], ring[:-1]
    shift = ((round_no - 1) * (n // 2)) % (n - 1)
    rest = rest[shift:] + rest[:shift]
    pairs = [(rest[0], fixed) if round_no % 2 else (fixed, rest[0])]
    pairs += [(rest[i], rest[n - 1 - i]) for i in range(1, n // 2)]
    return pairs


def _round_robin(entrants, settings, *, round_no: int, controls: Controls) -> Draw:
    original = sorted(e.number for e in entrants if e.joined_round == 1)
    planned = rounds_planned(entrants, settings)
    assert planned is not None  # a round robin plans its rounds
    if round_no > planned:
        raise NoDraw("every entrant has met every other")
    if settings.berger_by_lot:
        random.Random(settings.seed).shuffle(original)  # Berger numbers by lot, once for all rounds
    single = planned // (2 if settings.double_round_robin else 1)
    turned = round_no > single  # the second cycle: the same tables, seats turned round
    playing = {e.number for e in in_play(entrants, round_no) if e.number not in controls.absent}
    pairs, byes = [], []
    for a, b in berger(original, round_no - single if turned else round_no):
        a, b = (b, a) if turned else (a, b)
        if a in playing and b in playing:
            pairs.append((a, b))
        elif a in playing or b in playing:
            byes.append(a if a in playing else b)
    return draw_of(round_no, pairs, sorted(byes), set())


# ---------------------------------------------------------------- knockout

def still_in(entrants, results, settings, *, round_no: int) -> list[Entrant]:
    lost = losses(results, settings=settings)
    return [e for e in in_play(entrants, round_no) if not is_out(lost.get(e.number, []), settings)]


def _knockout(entrants, results, settings, *, round_no: int, controls: Controls) -> Draw:
    waiting = undecided(results, settings=settings)
    if waiting:
        r = waiting[0]
        raise NoDraw(f"the match of {r.a} and {r.b} in round {r.round} ended level: "
                     f"{settings.knockout_decider.replace('_', ' ')} decides it first")
    alive = sorted(still_in(entrants, results, settings, round_no=round_no), key=lambda e: e.number)
    alive = [e for e in alive if e.number not in controls.absent]
    if len(alive) < 2:
        raise Finished("the knockout has its winner")
    rng = round_rng(settings, round_no)
    rng.shuffle(alive)
    order = [e.number for e in alive]
    if len(alive) % 2:
        rank = {row.number: i for i, row in enumerate(standings(entrants, results, settings))}
        order = [e.number for e in sorted(alive, key=lambda e: rank.get(e.number, 0))]
    avoid = met(results) | kept_apart(entrants, settings, controls)
    pairs, byes = random_draw([e.number for e in alive], order, avoid, rng,
                              had=had_bye(results, entrants), controls=controls)
    return draw_of(round_no, pairs, byes, met(results))


# ---------------------------------------------------------------- mêlée

def draw_melee_round(players: Sequence[Entrant], results: Sequence[MeleeResult], settings: TournamentSettings,
                     *, round_no: int, controls: Controls = NO_CONTROLS) -> MeleeDraw:
    """A mêlée round: the whist schedule's while the evening can follow it, else partners and
    tables drawn afresh (see ``melee``)."""
    numbers = sorted(e.number for e in in_play(players, round_no) if e.number not in controls.absent)
    if len(numbers) < 4:
        raise NoDraw("a mêlée table needs four players")
    field = [e.number for e in players if e.active and e.joined_round == 1]
    planned = rounds_planned(players, settings)
    assert planned is not None  # only a knockout plays until one is left
    whist = scheduled(field, numbers, results, round_no=round_no, rounds=planned,
                      rng=random.Random(settings.seed))
    if whist is not None:
        return whist
    place = {r.number: r.rank for r in melee_standings(players, results, settings)}
    return draw_melee(numbers, results, place, round_no=round_no, rng=round_rng(settings, round_no),
                      match=heaviest)


# ---------------------------------------------------------------- brackets

def _seeded(entrants, results, settings, *, round_no: int, controls: Controls) -> Draw:
    seeds = [e.number for e in sorted(entrants, key=lambda e: e.seeding) if e.joined_round == 1]
    return _bracket_draw([seeds], results, settings, round_no=round_no, bracket_round_no=round_no)


def _bracket_draw(brackets: list[list[int]], results, settings, *, round_no: int,
                  bracket_round_no: int, before: set[frozenset[int]] | None = None) -> Draw:
    """The round of every bracket at once (a main and a consolation one share the evening);
    ``before``: the meetings a repeat is reported against (default: ``results``')."""
    if undecided(results, settings=settings):
        raise NoDraw("a level match waits for its decider")
    pairs: list[tuple[int, int]] = []
    byes: list[int] = []
    third = 0
    for seeds in brackets:
        if len(seeds) < 2:
            continue
        try:
            br = bracket_round(seeds, results, settings, round_no=bracket_round_no)
        except ValueError as error:
            raise NoDraw(str(error)) from None
        pairs += br.matches
        byes += br.byes
        if br.third_place:
            pairs.append(br.third_place)
            third = third or len(pairs)
    if not pairs:
        raise Finished("every bracket has its winner")
    return replace(draw_of(round_no, pairs, byes, met(results) if before is None else before),
                   third_place=third)


def _pools(entrants, results, settings, *, round_no: int, controls: Controls) -> Draw:
    groups = in_pools(entrants, settings)
    first = pool_rounds(groups)
    if round_no <= first:
        pairs, byes = [], []
        for group in groups:
            if len(group) > 1 and round_no <= (len(group) - 1 if len(group) % 2 == 0 else len(group)):
                for a, b in berger(group, round_no):
                    if a and b:
                        pairs.append((a, b))
                    else:
                        byes.append(a or b)
        return draw_of(round_no, pairs, byes, set())
    early = [r for r in results if r.round <= first]
    ranked = [[row.number for row in standings([e for e in entrants if e.number in g],
                                               [r for r in early if r.a in g], settings)] for g in groups]
    main, rest = after_pools(groups, ranked, advance=settings.pool_advance)
    later = [r for r in results if r.round > first]
    return _bracket_draw([main, rest], later, settings, round_no=round_no, bracket_round_no=round_no - first,
                         before=met(results))


def _double(entrants, results, settings, *, round_no: int, controls: Controls) -> Draw:
    if undecided(results, settings=settings):
        raise NoDraw("a level match waits for its decider")
    lost = losses(results, settings=settings)
    alive = [e.number for e in in_play(entrants, round_no)
             if len(lost.get(e.number, [])) < 2 and e.number not in controls.absent]
    if len(alive) < 2:
        raise Finished("the double elimination has its winner")
    winners, losers = brackets_of(alive, lost)
    if len(winners) == 1 and len(losers) == 1:
        return draw_of(round_no, [(winners[0], losers[0])], [], met(results))  # the grand final
    rng, pairs, byes = round_rng(settings, round_no), list[tuple[int, int]](), list[int]()
    if len(winners) == 1:
        byes, winners = winners, []  # the winners' champion waits for the losers' bracket
    avoid, had = met(results) | kept_apart(entrants, settings, controls), had_bye(results, entrants)
    for bracket in (winners, losers):
        rng.shuffle(bracket)
        drawn, bye = random_draw(bracket, bracket, avoid, rng, had=had, controls=controls)
        pairs, byes = pairs + drawn, byes + bye
    return draw_of(round_no, pairs, byes, met(results))


BRACKETS = {"seeded_knockout": _seeded, "double_elimination": _double, "pools": _pools}
