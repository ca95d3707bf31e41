"""A match result written on paper, as the director types it on the dashboard: read
("1001-640, 580-1001"), shown by example as this game and format write it, and a concours sum
or the end of a game to a target that no play can write refused with the nearest that can be.
"""

from __future__ import annotations

from flask import request
from flask_babel import gettext as _

from ...rules import RecordError, find_variant
from ...tournament_core import nearest_sums, target_problem
from ...tournament_core import usual_deal
from ...web import whole_number


def read_games(text: str, *, example: str = "1001-640") -> list:
    """ "1001-640, 580-1001" as games of points; ``example``: how this tournament writes one, for
    the refusal of what cannot be read."""
    out = []
    for part in text[:1000].replace(";", ",").split(","):
        a, _sep, b = (x.strip() for x in part.replace(":", "-").replace("–", "-").replace("/", "-").partition("-"))
        if not _sep and len(a.split()) == 2:
            a, b = a.split()  # "1020 924": a space between the two totals
        points = [whole_number(x, high=999_999, default=None) for x in (a, b)]
        if None not in points:
            out.append(points)
        elif part.strip():
            raise RecordError(_("Write each game's points as %(example)s, games separated by commas.",
                                example=example.split(",")[0]), "games")
    return out


def paper_refusal_words(t, error, *, typed: str | None = None) -> str:
    """A concours sum that cannot be right, said in the page's language (the service says it in
    English): no play under the tournament's house rules writes that sum in N deals; the nearest
    sums that can be are named."""
    variant = find_variant(t.header.variant)
    rules = variant.rules.with_options(dict(t.header.options))
    deals = t.settings.deals or rules.deals  # a game of fixed deals: a klaverjas boompje is 16
    if not error.path.startswith("games["):
        return error.message
    try:
        a, b = read_games(request.form.get("games", "") if typed is None else typed)[int(error.path[6:-1])]
    except (ValueError, IndexError, RecordError):
        return error.message
    if "cannot end a game to" in error.message:
        return _target_words((a, b), rules=rules, game=variant.game) or error.message
    if not (deals and "cannot be right" in error.message):
        return error.message
    sums = nearest_sums(a + b, deals=deals, rules=rules, game=variant.game)
    nearest = _("%(a)s or %(b)s", a=sums[0], b=sums[1]) if len(sums) == 2 else str(sums[0])
    return _("%(a)s + %(b)s = %(sum)s cannot be right: under this game's house rules %(deals)s "
             "deals never add up to %(sum)s; the nearest sums that can are %(nearest)s.",
             a=a, b=b, sum=a + b, deals=deals, nearest=nearest)


def _target_words(points: tuple[int, int], *, rules, game: str) -> str | None:
    problem = target_problem(points, rules=rules, game=game)
    if problem is None:
        return None
    why = {"short": _("neither side reached %(target)s"),
           "level": _("a game to %(target)s never ends level: it plays on"),
           "too_far": _("the winner stood below %(target)s before the last hand, and no hand adds more "
                        "than %(most)s"),
           "both_far": _("both sides stood below %(target)s before the last hand, and no hand adds more "
                         "than %(most)s between them")}[problem.reason] % {"target": problem.target,
                                                                           "most": problem.most}
    return _("%(a)s-%(b)s cannot end a game to %(target)s: %(why)s. The nearest result that can: "
             "%(nearest)s.", a=points[0], b=points[1], target=problem.target, why=why,
             nearest=f"{problem.nearest[0]}-{problem.nearest[1]}")


def example_of(t) -> str:
    """The paper result example of this tournament's game, format and target."""
    variant = find_variant(t.header.variant)
    rules = variant.rules.with_options(dict(t.header.options))
    return result_example(t.settings, game=variant.game, target=rules.target, deals=rules.deals)


def result_example(settings, *, game: str = "bela", target: int = 1001, deals: int = 0) -> str:
    """A paper result as this game and format write it: a bela concours partie of 12 deals is
    "1020-924" (12 × 162), one of contrée "1640-1480" (12 deals of about 260), a klaverjas
    boompje of 16 deals "1360-1232" (16 × 162); a best of three to 1001 "1001-640, 580-1001",
    to 2000 "2000-1280, ..."."""
    deals = settings.deals or deals  # the concours's deals, else the game's own (a boompje)
    if deals:
        total = usual_deal(game) * deals
        first = round(total * 0.525 / 10) * 10
        games = [(first, total - first), (total - first, first), (first, total - first)]
    else:
        games = [(target, target * 64 // 100), (target * 58 // 100, target), (target, target * 87 // 100)]
    return ", ".join(f"{a}-{b}" for a, b in games[:min(settings.best_of, 3)])
