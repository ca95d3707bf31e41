"""A season's settings in words: each setting's label, help and values, in English.

Keyed by the field names of ``season_core.SeasonSettings``, as ``settings.py`` is for a
tournament's: the new-season form and the season's page say "Evenings that count", never
"counting". The pages translate these through their catalogues (``scripts/translations.py``
takes them from here).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from babel.numbers import format_decimal, format_percent

from ..season_core import SEASON_SPECS_BY_NAME
from .options import NO, YES

LABELS = {
    "figure": "What an evening gives",
    "place_points": "Points by place (1st, 2nd, 3rd…)",
    "by": "Ranked",
    "counting": "Evenings that count",
    "count_best": "How many evenings count",
    "period_length": "Evenings in a period",
    "best_periods": "Periods that count",
    "drop_worst": "Worst evenings dropped",
    "minimum_evenings": "Evenings needed to be ranked",
    "excused": "An excused absence gives",
    "excused_score": "Score for an excused absence",
    "excused_counts_as_played": "An excused evening counts toward the evenings needed",
    "prize_places": "Places that win a prize",
    "prize_places_n": "Prizes down to place",
    "booby_prize": "A booby prize for the last place",
    "most_capots_prize": "A prize for the most capots",
    "prize_fund": "Prize fund (in cents)",
    "fund_split": "The fund is shared",
    "fund_shares": "Shares of the 1st, 2nd, 3rd… prize",
}

HELP = {
    "figure": "Each evening gives every player its points, its match points, or points for the place "
              "it reached.",
    "place_points": "Separated by commas; every place below the list gets the last number.",
    "by": "Each player alone (a mêlée), or each pair; a pair with a substitute keeps its evening.",
    "counting": "Every evening; the best few; the best few of each period, then the best periods; or "
                "all but the worst few (a missed evening is dropped first).",
    "count_best": "For the best few, and for each period.",
    "period_length": "How many evenings make a period.",
    "best_periods": "How many of the best periods count. 0: every period.",
    "drop_worst": "How many of the worst evenings are not counted.",
    "minimum_evenings": "Fewer evenings: the row says “not yet ranked”.",
    "excused": "When the director excuses an absence: nothing; a fixed score; the evening's lowest score; "
               "or the player's own average of the evenings that count, rounded to a whole number "
               "(a half up).",
    "excused_score": "For a fixed score.",
    "excused_counts_as_played": "Whether an excused evening counts as one played for the evenings needed.",
    "prize_places": "Every place down to a number; or the Formule van 4: one prize for every four "
                    "players, places 1 to 4, then 8, 12, 16…",
    "prize_places_n": "The last place that wins a prize.",
    "booby_prize": "The last place wins the booby prize.",
    "most_capots_prize": "A prize for the most capots (pits, marsch): the hands where a pair took every "
                         "trick, counted from the games played. Equal capots: the higher place wins it.",
    "prize_fund": "The money to share, in cents (10000 is 100.00). 0: prizes without money.",
    "fund_split": "As percentages of the fund (the cents left over go to the first place), or as "
                  "fixed amounts in cents.",
    "fund_shares": "Separated by commas, in percent or in cents.",
}

VALUES: dict[str, dict[object, str]] = {
    "figure": {"points": "Its points", "match_points": "Its match points", "place": "Points for its place"},
    "by": {"individual": "Each player", "pair": "Each pair"},
    "counting": {"all": "Every evening", "best": "The best evenings",
                 "periods": "The best evenings of each period", "drop_worst": "All but the worst evenings"},
    "excused": {"nothing": "Nothing", "fixed": "A fixed score", "lowest": "The evening's lowest score",
                "average": "The player's own average"},
    "prize_places": {"none": "No prizes", "to_n": "Every place down to a number", "formule_van_4": "Formule van 4"},
    "fund_split": {"percent": "In percent", "fixed": "In fixed amounts"},
}

PRIZES = {"place": "Prize", "booby": "Booby prize", "capots": "Most capots"}


def label(name: str, *, gettext: Callable[[str], str] = str) -> str:
    return gettext(LABELS[name]) if name in LABELS else name.replace("_", " ").capitalize()


def help(name: str, *, gettext: Callable[[str], str] = str) -> str:
    return gettext(HELP[name]) if name in HELP else ""


def value(name: str, raw: object, *, gettext: Callable[[str], str] = str) -> str:
    if raw is True or raw is False:
        return gettext(YES) if raw else gettext(NO)
    if isinstance(raw, (list, tuple)):
        return ", ".join(str(v) for v in raw)
    words = VALUES.get(name, {}).get(raw)
    return gettext(words) if words else str(raw)


def prize(kind: str, *, gettext: Callable[[str], str] = str) -> str:
    return gettext(PRIZES.get(kind, kind))


def money(cents: int, *, lang: str) -> str:
    """An amount in cents as the language writes money: "1,234.50", "1.234,50"."""
    return format_decimal(Decimal(cents) / 100, format="#,##0.00", locale=lang)


def percent(share: int, *, lang: str) -> str:
    """A share as the language writes a percentage: "60%", "60 %"."""
    return format_percent(Decimal(share) / 100, locale=lang)


def prize_amount(prize: dict, *, lang: str) -> str:
    """What a prize is worth, as a prize list prints it: its money, with its share of the fund
    where the fund is shared in percent; "" for a prize without money."""
    if not prize.get("cents"):
        return ""
    share = prize.get("percent")
    return money(prize["cents"], lang=lang) + (f" ({percent(share, lang=lang)})" if share is not None else "")


BETWEEN = {  # a rule between settings, by the ``why`` of its refusal
    "no_places": "%(label)s: give the points of at least one place.",
    "over_100": "%(label)s: the shares add up to more than 100 percent.",
    "over_fund": "%(label)s: the amounts add up to more than the prize fund.",
}


def refusal(name: str, *, why: str = "", typed: object = None, gettext: Callable[[str], str] = str) -> str:
    """A refused season setting in the room's words: what the setting takes, with what was
    typed, or which rule between settings it broke (``why``)."""
    if name not in LABELS:
        return gettext("Check the settings.")
    said: dict[str, object] = {"label": label(name, gettext=gettext), "typed": "" if typed is None else str(typed)[:40]}
    if why in BETWEEN:
        return gettext(BETWEEN[why]) % said
    spec = SEASON_SPECS_BY_NAME.get(name)
    if spec is not None and spec.kind == "int":
        said.update(minimum=spec.minimum, maximum=spec.maximum)
        if said["typed"]:
            return gettext("%(label)s: “%(typed)s” will not do; give a whole number from %(minimum)s "
                           "to %(maximum)s.") % said
        return gettext("%(label)s: give a whole number from %(minimum)s to %(maximum)s.") % said
    if spec is not None and spec.kind == "ints":
        return gettext("%(label)s: give whole numbers separated by commas, for example 25, 20, 16.") % said
    return gettext("%(label)s: check this value.") % said


def all_words() -> list[str]:
    return [*LABELS.values(), *HELP.values(), *(w for v in VALUES.values() for w in v.values()),
            *PRIZES.values(), *BETWEEN.values()]


__all__ = ["all_words", "help", "HELP", "label", "LABELS", "money", "percent", "prize", "prize_amount", "refusal",
           "value", "VALUES"]
