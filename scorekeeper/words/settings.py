"""A tournament's settings in words: each setting's label, help and values, in English.

Keyed by the field names of ``tournament_core.settings.TournamentSettings``, as
``words/options.py`` is for house rules: the new-tournament form and the printed sheets say
"Games per match", never "best_of". The pages translate these words through their catalogues;
the catalogue takes them from here (``scripts/translations.py``). A setting missing here falls
back to the settings data's own help, so a new field is never shown blank.
"""

from __future__ import annotations

from typing import Callable

from .options import NO, YES

SETTING_LABELS = {
    "format": "Format",
    "rounds": "Rounds",
    "best_of": "Games per match",
    "deals": "Deals per match (concours)",
    "ranking": "Ranked by",
    "tiebreaks": "Equal rows are separated by",
    "bye_points": "Points for a bye",
    "bye_score": "A bye scores",
    "bye_counts_as_win": "A bye counts as a won match",
    "repasaz_until": "Buy-back (repasaž) up to round",
    "late_entry": "A late entrant starts with",
    "seed": "Draw number",
}

SETTING_HELP = {
    "format": "Swiss: from round 2, pairs with equal scores meet, never twice the same. Round robin: "
              "everyone meets everyone once. Knockout: the losers are out.",
    "rounds": "How many rounds the evening has. 0: enough rounds to find a winner.",
    "best_of": "A match is won by the first to win most of this many games (1, 3, 5…).",
    "deals": "A concours: each match is this many deals (usually 12) and the points count. "
             "0: games to the target.",
    "ranking": "What puts one entrant above another.",
    "tiebreaks": "In this order, when two rows are level.",
    "bye_points": "A concours bye usually scores half of 12 × 162: 972.",
    "bye_score": "What an entrant without an opponent in a round gets.",
    "bye_counts_as_win": "Whether the bye also counts as a won match.",
    "repasaz_until": "In a knockout, a pair that loses up to this round may buy back in and is "
                     "out at its second loss. 0: no buy-back.",
    "late_entry": "For each round an entrant missed by coming late.",
    "seed": "Any number: the same number gives the same draws, so a draw can be checked.",
}

SETTING_VALUES = {
    "format": {"swiss": "Swiss", "round_robin": "Round robin", "knockout": "Knockout"},
    "ranking": {"wins": "Matches won", "points": "Points scored (concours)"},
    "tiebreaks": {"difference": "Difference (points for less against)", "points_for": "Points scored",
                  "head_to_head": "Their match against each other",
                  "buchholz": "Buchholz (opponents' match points added up)", "lot": "Drawing lots"},
    "bye_score": {"fixed": "The points for a bye", "average": "The round's average"},
    "late_entry": {"zero": "Nothing", "bye_score": "A bye's points"},
}


def setting_label(name: str, *, gettext: Callable[[str], str] = str) -> str:
    label = SETTING_LABELS.get(name)
    return gettext(label) if label else name.replace("_", " ").capitalize()


def setting_help(name: str, fallback: str = "", *, gettext: Callable[[str], str] = str) -> str:
    """The setting's help in words; the settings data's own help where there is none here."""
    text = SETTING_HELP.get(name) or fallback
    return gettext(text) if text else ""


def setting_value(name: str, value: object, *, gettext: Callable[[str], str] = str) -> str:
    if value is True or value is False:
        return gettext(YES) if value else gettext(NO)
    if isinstance(value, (list, tuple)):
        return ", ".join(setting_value(name, v, gettext=gettext) for v in value)
    words = SETTING_VALUES.get(name, {}).get(value)
    return gettext(words) if words else str(value).replace("_", " ")


def setting_refusal(name: str, message: str, *, kind: str = "", minimum: int = 0, maximum: int = 0,
                    gettext: Callable[[str], str] = str) -> str:
    """A refused setting in words: the settings data refuses in code words ("best_of is from 1
    to 9"); the room reads "Games per match: a whole number from 1 to 9"."""
    if "even number" in message:
        return gettext("A match of an even number of games can end level: use 1, 3, 5…")
    if "knockout is won by matches" in message:
        return gettext("A knockout is won by matches: rank it by matches won.")
    label = setting_label(name, gettext=gettext)
    if kind == "int":
        return gettext("%(label)s: a whole number from %(minimum)s to %(maximum)s.") % {
            "label": label, "minimum": minimum, "maximum": maximum}
    if kind in ("choice", "list", "bool"):
        return gettext("%(label)s: pick one of the choices.") % {"label": label}
    return message


def all_words() -> list[str]:
    """Every word here, for the catalogue."""
    return [*SETTING_LABELS.values(), *SETTING_HELP.values(),
            *(w for values in SETTING_VALUES.values() for w in values.values())]


__all__ = ["SETTING_HELP", "SETTING_LABELS", "SETTING_VALUES", "all_words", "setting_help",
           "setting_label", "setting_refusal", "setting_value"]


# The formats and director's controls of the pairing issue: their labels and values.
SETTING_LABELS.update({
    "pair_within": "Inside a score group, who meets whom",
    "pairing_rule": "How later rounds are drawn",
    "buchholz_byes": "Buchholz counts a bye",
    "knockout_decider": "A level knockout match is decided by",
    "absent_score": "An absent entrant gets",
    "double_round_robin": "Everyone meets everyone twice",
    "berger_by_lot": "Round robin numbers by lot",
    "avoid_same_club": "Keep one club's entrants apart",
    "third_place": "A match for third place",
    "pools": "Pools",
    "pool_advance": "From each pool to the main bracket",
})
SETTING_VALUES["format"].update({
    "melee": "Mêlée (partners drawn each round)", "seeded_knockout": "Seeded knockout",
    "double_elimination": "Double elimination", "pools": "Pools, then brackets"})
SETTING_VALUES["tiebreaks"].update({
    "buchholz_cut1": "Buchholz without the weakest opponent",
    "sonneborn_berger": "Sonneborn–Berger (opponents' match points, by result)",
    "wins": "Matches won"})
SETTING_VALUES.update({
    "pair_within": {"adjacent": "Neighbours in the standings", "fold": "Top half against bottom half"},
    "pairing_rule": {"optimum": "The best draw", "top_down": "From the top down",
                     "random": "At random, no repeats"},
    "buchholz_byes": {"virtual": "As a virtual opponent", "ignore": "Not at all"},
    "knockout_decider": {"extra_game": "An extra game", "extra_deals": "Extra deals",
                         "last_game": "The last game's points", "lot": "Drawing lots"},
    "absent_score": {"nothing": "Nothing", "bye_score": "A bye's points"},
})
