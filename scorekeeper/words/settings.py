"""A tournament's settings in words: each setting's label, help and values, in English.

Keyed by the field names of ``tournament_core.settings.TournamentSettings``, as
``words/options.py`` is for house rules: the new-tournament form and the printed sheets say
"Games per match", never "best_of". The pages translate these words through their catalogues;
the catalogue takes them from here (``scripts/translations.py``). A setting missing here falls
back to the settings data's own help, so a new field is never shown blank.
"""

from __future__ import annotations

from collections.abc import Callable

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
    "seed_by_rating": "Seed by rating",
    "round_minutes": "Time limit of a round (minutes)",
    "time_up": "When time is up, a game is decided by",
    "pair_within": "Pairing inside a score group",
    "pairing_rule": "How a round is drawn",
    "buchholz_byes": "A round without an opponent in the Buchholz",
    "knockout_decider": "A knockout match that ends level",
    "absent_score": "An absent entrant gets",
    "double_round_robin": "Round robin played twice",
    "berger_by_lot": "Round-robin numbers by lot",
    "avoid_same_club": "Keep one club's entrants apart",
    "third_place": "A match for third place",
    "pools": "Pools",
    "pool_advance": "From each pool to the main bracket",
    "final_by": "A table's result is made final by",
}

SETTING_HELP = {
    "format": "Swiss: from round 2, pairs with equal scores meet, never twice the same. Round robin: "
              "everyone meets everyone once. Knockout: the losers are out. Mêlée: each player alone, "
              "with a new partner drawn every round. Seeded knockout: a fixed bracket, the best seeds "
              "get the byes. Double elimination: out at the second loss, a winners' and a losers' "
              "bracket, then a grand final. Pools: small round robins, then a main bracket and a "
              "consolation one.",
    "rounds": "How many rounds the evening has. 0: enough rounds to find a winner.",
    "best_of": "A match is won by the first to win most of this many games (1, 3, 5…).",
    "deals": "A concours: each match is this many deals (usually 12) and the points count. "
             "0: games to the target.",
    "ranking": "What puts one entrant above another.",
    "tiebreaks": "In this order, when two rows are level.",
    "bye_points": ("A concours bye usually scores half a partie: 972 for 12 deals of bela (12 × 162 ÷ 2), "
                   "1560 for 12 of contrée (12 × 260 ÷ 2)."),
    "bye_score": "What an entrant without an opponent in a round gets.",
    "bye_counts_as_win": "Whether the bye also counts as a won match.",
    "repasaz_until": "In a knockout, a pair that loses up to this round may buy back in and is "
                     "out at its second loss. 0: no buy-back.",
    "late_entry": "For each round an entrant missed by coming late.",
    "seed": "Any number: the same number gives the same draws, so a draw can be checked.",
    "round_minutes": "As a concours plays \"2001 points or 40 minutes\": the clock starts when the round "
                     "is drawn. When time is up, each table finishes the deal in play and its game ends "
                     "there. 0: no time limit.",
    "time_up": "The score as it stands after the deal in play: the side ahead wins, and a level "
               "score is a drawn game (in a knockout the decider settles the match). Or, when the "
               "score is level, one more deal is played and then the score decides.",
    "seed_by_rating": "The players' ratings before the evening seed it: in a Swiss, round 1 sets the "
                      "top half against the bottom half; in a seeded bracket, the best rated are the "
                      "top seeds. Otherwise round 1 is drawn by lot and a bracket follows the order "
                      "of entry.",
    "pair_within": "Among entrants with equal match points: neighbours in the standings meet (1st "
                   "and 2nd, 3rd and 4th, as at a concours), or the top half meets the bottom half "
                   "(1st against the first of the lower half, as in chess).",
    "pairing_rule": "After the first round: the best draw of the whole round; or the traditional way, "
                    "the highest left meets the next highest it has not met; or a fresh random draw, "
                    "without rematches while one can be avoided.",
    "buchholz_byes": "A bye or a missed round counts in the Buchholz as an opponent with the entrant's "
                     "own score (as in chess), or adds nothing.",
    "knockout_decider": "When a knockout match ends level: one more game, more deals, the last game "
                        "that was not level, or drawing lots. Nobody is out until it is decided.",
    "absent_score": "An entrant marked absent sits the round out and gets nothing, or a bye's points "
                    "(without a won match).",
    "double_round_robin": "Everyone meets everyone twice, the second time with the seats turned round.",
    "berger_by_lot": "The numbers of the round-robin table are drawn by lot, rather than given in "
                     "order of entry.",
    "avoid_same_club": "Entrants of one club (or one family) do not meet while another draw is possible.",
    "third_place": "The two losing semi-finalists play for third place, beside the final.",
    "pools": "How many pools of a round robin; the entrants are dealt to them by seeding, to and fro.",
    "pool_advance": "How many of each pool go on to the main bracket; the others play the consolation "
                    "bracket.",
    "final_by": "Who makes a table's result final: the other entrant confirms it from a phone joined "
                "with that entrant's code; or the director approves every table; or any phone of the "
                "other side confirms it. The director's approval always makes it final.",
}

SETTING_VALUES: dict[str, dict[object, str]] = {
    "format": {"swiss": "Swiss", "round_robin": "Round robin", "knockout": "Knockout",
               "melee": "Mêlée (new partners each round)", "seeded_knockout": "Seeded knockout",
               "double_elimination": "Double elimination", "pools": "Pools, then brackets"},
    "ranking": {"wins": "Matches won", "points": "Points scored (concours)"},
    "tiebreaks": {"difference": "Difference (points for less against)", "points_for": "Points scored",
                  "head_to_head": "Their match against each other",
                  "buchholz": "Buchholz (opponents' match points added up)",
                  "buchholz_cut1": "Buchholz without the weakest opponent",
                  "sonneborn_berger": ("Sonneborn-Berger (the match points of the opponents beaten, "
                                       "half of those drawn)"),
                  "wins": "Matches won at the table", "lot": "Drawing lots"},
    "bye_score": {"fixed": "The points for a bye", "average": "The round's average"},
    "late_entry": {"zero": "Nothing", "bye_score": "A bye's points"},
    "pair_within": {"adjacent": "Neighbours in the standings", "fold": "Top half against bottom half"},
    "pairing_rule": {"optimum": "The best draw", "top_down": "Highest against next highest",
                     "random": "A random draw"},
    "buchholz_byes": {"virtual": "As an opponent of one's own score", "ignore": "As nothing"},
    "knockout_decider": {"extra_game": "One more game", "extra_deals": "More deals",
                         "last_game": "The last game not level", "lot": "Drawing lots"},
    "absent_score": {"nothing": "Nothing", "bye_score": "A bye's points"},
    "time_up": {"score": "The score as it stands", "one_more_deal": "The score, level: one more deal"},
    "final_by": {"other_entrant": "The other entrant", "director": "The director",
                 "table": "Any phone of the other side"},
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
