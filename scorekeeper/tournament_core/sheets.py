"""Whether a concours sheet's two totals can be right, from the game's own scoring and house rules.

Bela (``game: bela``): a deal writes its 162 card points (``rules.cards.CLEAN_HAND``) between the two sides, plus the
melds and bela, plus the capot bonus (``all_tricks_bonus``) when one side takes every trick. The
house rules can write less: a fallen taker's points to nobody (``fall_points_to``), an exact
tie's half written by one side only or held in a pot that no later hand collects (``tie``), and
each side's score rounded to tens (``rounding``). The totals of ``deals`` deals together are the
sums of one possible deal total each; any sheet whose sum is not among them is refused, with
the nearest sums that are.

Contrée and coinche (``game: contract``, ``rules/contract_score.py``): a made contract writes
162 + its value between the two pairs (the takers only the contract and the defenders their
own, ``contract_made: contract_only``), a failed one ``dedans_points`` + its value, a contré
one (``dedans_points`` + value) × 2 or × 4, a bid capot its ``capot_value`` (× 2, × 4); an
unbid capot adds ``all_tricks_bonus``; belote 20 and (coinche) the melds on top; each pair's
score rounded to tens where the house rounds. So an honest deal of contrée writes at least 240.

Klaverjas (``game: klaverjas``, ``rules/roem.py``): every deal writes 162 + all the roem of the
deal, nat or not (the nat pair's roem goes to the others, it is not lost): roem lies in the
eight tricks (a run 20 or 50, four of a kind 100, four jacks ``four_jacks_roem``), one stuk 20,
and pit ``all_tricks_bonus``. Never rounded.

A small over-estimate, on the side of the honest sheet: every meld total up to four melds a
side is taken as possible in any deal, any trick may hold any roem. A pot is lost only by the
last deals, all tied.
"""

from __future__ import annotations

from functools import lru_cache

from ..rules.cards import CLEAN_HAND
from ..rules.options import Rules
from ..rules.scoring import round_tens

BELA = 20
GAMES = ("bela", "contract", "klaverjas")
TIMES = (1, 2, 4)  # a contract as bid, contré, surcontré
TRICKS = 8  # the contract and klaverjas deals: four players, eight tricks each
MELDS_A_SIDE = 4  # two hands of eight cards hold at most two melds each


class SheetError(ValueError):
    """A sheet's totals that no play under these house rules could write."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def meld_values(rules: Rules) -> tuple[int, ...]:
    if rules.melds == "none":  # contrée, klaverjas: only the belote is ever written beside the tricks
        return ()
    values = {20, 50} if rules.melds == "sequences" else {20, 50, 100, 150, 200}
    if rules.belot == "as_100":
        values.add(100)
    return tuple(sorted(values))


def meld_totals(rules: Rules) -> frozenset[int]:
    """What the melds and bela of one deal can add (both sides where each scores its own)."""
    sums = {0}
    sides = 2 if rules.meld_rights != "best_side" else 1
    for _ in range(MELDS_A_SIDE * sides):
        sums |= {s + v for s in sums for v in meld_values(rules)}
    return frozenset(sums | {s + BELA for s in sums})


def deal_totals(rules: Rules, *, pot_lost: bool = False, game: str = "bela") -> frozenset[int]:
    """Every total one deal can write for both sides together under ``rules`` in ``game``;
    ``pot_lost``: a tied deal near the end whose pot no later hand collects (empty if the rules
    keep none, and in the games without a pot)."""
    if game == "contract":
        return frozenset() if pot_lost else _contract_totals(rules)
    if game == "klaverjas":
        return frozenset() if pot_lost else _klaverjas_totals(rules)
    out: set[int] = set()
    for extra in meld_totals(rules):
        whole = CLEAN_HAND + extra
        if pot_lost:
            out |= {whole // 2} if rules.tie == "hold_over" else {0} if rules.tie == "nobody_pot" else set()
            continue
        out |= {whole, whole + rules.all_tricks_bonus}
        if rules.tie in ("taker_scores_own", "defender_scores_own"):
            out.add(whole // 2)  # the other half is never written
        if rules.fall_points_to == "nobody":
            out |= set(range(0, whole + 1))  # the defenders' own, whatever they took
    if rules.rounding == "tens":
        out = {r for total in out for r in _rounded(total)}
    return frozenset(out)


def _contract_totals(rules: Rules) -> frozenset[int]:
    """What a contrée or coinche deal writes between the two pairs (``score_contract``)."""
    values = {*range(80, 170, 10), rules.capot_value, *([rules.generale_value] if rules.generale else [])}
    slams = {rules.capot_value, *([rules.generale_value] if rules.generale else [])}
    base = rules.dedans_points
    made = {CLEAN_HAND, CLEAN_HAND + rules.all_tricks_bonus}
    if rules.contract_made == "contract_only":  # the takers' points are never written
        made |= set(range(0, CLEAN_HAND + 1)) | {CLEAN_HAND + rules.all_tricks_bonus}
    core: set[int] = set()
    for value in values:
        core |= {own + value for own in made}
        core |= {(base + value) * times for times in TIMES}
        if value in slams:
            core |= {value * times for times in TIMES}
    out = {c + extra for c in core for extra in meld_totals(rules)}
    if rules.rounding == "tens":
        out = {r for total in out for r in _rounded(total)}
    return frozenset(out)


def _klaverjas_totals(rules: Rules) -> frozenset[int]:
    """162 and the roem of a klaverjas deal (``score_klaverjas``): whatever the eight tricks hold,
    one stuk, and pit."""
    in_a_trick = {0, 20, 50, 100, rules.four_jacks_roem}
    roem = {0}
    for _ in range(TRICKS):
        roem = {r + v for r in roem for v in in_a_trick}
    roem |= {r + 20 for r in roem}  # the one stuk of the deal, in a trick or held
    roem |= {r + rules.all_tricks_bonus for r in roem}
    return frozenset(CLEAN_HAND + r for r in roem)


def _rounded(total: int) -> set[int]:
    # Each side's score is rounded on its own: what the two make depends on where it splits.
    return {round_tens(part) + round_tens(total - part) for part in range(0, min(total, 9) + 1)}


def _sums(reach: int, one: frozenset[int]) -> int:
    step = 0
    for total in one:
        step |= reach << total
    return step


@lru_cache(maxsize=64)
def possible_totals(rules: Rules, deals: int, game: str = "bela") -> int:
    """The sums ``deals`` deals of ``game`` can write, as the bits of a whole number (bit k: sum
    k): the first deals each one of ``deal_totals``, the last ones tied with their pot lost, or not."""
    kept, lost = deal_totals(rules, game=game), deal_totals(rules, pot_lost=True, game=game)
    powers = [1]
    for _ in range(deals):
        powers.append(_sums(powers[-1], kept))
    reach, tail = powers[deals], 1
    for k in range(1, deals + 1 if lost else 1):
        tail = _sums(tail, lost)
        reach |= _sums_bits(powers[deals - k], tail)
    return reach


def _sums_bits(a: int, b: int) -> int:
    out, shift = 0, 0
    while b:
        if b & 1:
            out |= a << shift
        b >>= 1
        shift += 1
    return out


def can_be_sheet(points: tuple[int, int], *, deals: int, rules: Rules, game: str = "bela") -> bool:
    return bool(possible_totals(rules, deals, game) >> sum(points) & 1)


def nearest_sums(total: int, *, deals: int, rules: Rules, game: str = "bela") -> list[int]:
    """The sums nearest ``total`` below and above that ``deals`` deals of ``game`` can write."""
    reach = possible_totals(rules, deals, game)
    below = (reach & ((1 << total) - 1)).bit_length() - 1
    above = total + 1 + _lowest_bit(reach >> (total + 1)) if reach >> (total + 1) else None
    return [x for x in (below, above) if x is not None and x >= 0]


def verify_sheet(points: tuple[int, int], *, deals: int, rules: Rules, game: str = "bela") -> None:
    """``SheetError`` naming the nearest sums ``deals`` deals could write, if this one cannot."""
    if can_be_sheet(points, deals=deals, rules=rules, game=game):
        return
    total = sum(points)
    nearest = " or ".join(map(str, nearest_sums(total, deals=deals, rules=rules, game=game)))
    raise SheetError(f"{points[0]} + {points[1]} = {total} cannot be right: under these house "
                     f"rules {deals} deals never write {total} together; the nearest they can are "
                     f"{nearest}")


def _lowest_bit(value: int) -> int:
    return (value & -value).bit_length() - 1
