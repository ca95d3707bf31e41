"""A tournament's settings as data: one frozen value whose fields carry default and help text.

``SETTING_SPECS`` lists them; the create form, the docs and validation derive from it, as the
house rules derive from ``rules.OPTION_SPECS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from collections.abc import Mapping

from .specs import Spec, SpecError, specs_of
from .specs import choice as _choice, flag as _flag, number as _number

FORMATS = ("swiss", "round_robin", "knockout", "melee", "seeded_knockout", "double_elimination",
           "pools")
TIEBREAKS = ("difference", "points_for", "head_to_head", "buchholz", "buchholz_cut1",
             "sonneborn_berger", "wins", "lot")
KNOCKOUTS = ("knockout", "seeded_knockout", "double_elimination", "pools")  # won by matches, never points
DECIDERS = ("extra_game", "extra_deals", "last_game", "lot")


class SettingError(SpecError):
    """A setting that cannot be: ``path`` names it, ``message`` says why in words."""


@dataclass(frozen=True)
class TournamentSettings:
    format: str = _choice("swiss", FORMATS,
                          "swiss: later rounds pair by score: the fewest rematches, the bye to one who "
                          "had none from the lowest score group, the smallest score gaps, then "
                          "pair_within. round_robin: everyone meets everyone once (Berger tables). "
                          "knockout: a fresh random draw each round among those still in, without "
                          "a repeat meeting while a draw avoids one. "
                          "melee: individuals; each round draws partners, opponents and who sits "
                          "out (players not a multiple of four) together: only those who have sat "
                          "out fewest sit out, nobody partnering the same player twice while "
                          "avoidable, then the fewest opponents met again, then the standings "
                          "(the lowest sits out, players close in the standings share a table), "
                          "the seed deciding only what is still level; an evening of all the field within two "
                          "rounds of a whist schedule's length follows it (4, 5, 8, 12, 13, 16, "
                          "17, 20, 21 or 24 players: every two players partners once). "
                          "seeded_knockout: a fixed chart, entrants in seeding order, byes to the "
                          "top seeds. double_elimination: out after a second loss; a winners' and "
                          "a losers' bracket drawn each round, then a grand final. pools: round "
                          "robin pools, then a main and a consolation seeded bracket.")
    rounds: int = _number(0, "Rounds of a swiss evening (0: enough to find a winner).", maximum=50)
    best_of: int = _number(1, "Games per match: best of this many (1, 3, 5...).", minimum=1, maximum=9)
    deals: int = _number(0, "Instead of games to the target, a partie of this many deals "
                            "(a concours: usually 12). 0: games to the target.", maximum=100)
    ranking: str = _choice("wins", ("wins", "points"),
                           "wins: 2 points a won match, 1 a drawn one. points: total points "
                           "scored (a concours).")
    tiebreaks: tuple[str, ...] = field(
        default=("difference", "head_to_head", "buchholz", "lot"),
        metadata={"kind": "list", "choices": TIEBREAKS,
                  "help": "What separates equal rows, in order: difference (points for minus "
                          "against); points_for; head_to_head (the match points the tied rows "
                          "scored against each other, used only when every one of them has met "
                          "every other, as FIDE's direct encounter; otherwise the next tie-break "
                          "decides); buchholz (the opponents' match points added up, a bye "
                          "counted as buchholz_byes says; in a mêlée both opponents of each "
                          "table, and a round without one as two); buchholz_cut1 (the same without the "
                          "weakest opponent); sonneborn_berger (for each match, the opponent's "
                          "match points times the match points scored against it: twice them "
                          "for a win, once for a draw, nothing for a loss); wins (matches won "
                          "at the table, byes not counted); lot (a draw from the tournament's "
                          "seed)."})
    bye_points: int = _number(0, "Points a bye scores (a concours: half a partie, 972 for 12 deals "
                                 "of bela, 1560 of contrée; the API's default).",
                              maximum=100_000)
    bye_score: str = _choice("fixed", ("fixed", "average"),
                             "fixed: a bye scores bye_points. average: the field's average "
                             "points per match in that round.")
    bye_counts_as_win: bool = _flag(True, "A bye counts as a won match.")
    repasaz_until: int = _number(0, "Knockout buy-back (repasaž): a pair that loses may buy back "
                                    "in up to this round and is out after its second loss. "
                                    "0: no buy-back.", maximum=50)
    late_entry: str = _choice("zero", ("zero", "bye_score"),
                              "A late entrant starts with zero, or with a bye's score for each "
                              "round it missed.")
    pair_within: str = _choice(
        "adjacent", ("adjacent", "fold"),
        "How a swiss pairs inside a score group (entrants with equal match points), after the "
        "fewest rematches and the smallest score gaps: adjacent: neighbours in the standings "
        "(1st-2nd, 3rd-4th, as the concours and Monrad do). fold: the top half against the "
        "bottom half (1st against the first of the lower half, as FIDE's Dutch system). Over 48 "
        "entrants the draw is matched in blocks of about 24, their seams matched again: the order "
        "inside a score group that a seam cuts can then, rarely, fall short of the best (1 round "
        "in 48 at 200 entrants).")
    buchholz_byes: str = _choice(
        "virtual", ("virtual", "ignore"),
        "How Buchholz counts a round without an opponent (a bye, a missed round). virtual: a "
        "virtual opponent (FIDE) with the entrant's own match points before that round, plus "
        "what the entrant did not score in it, plus a drawn match for every later round. "
        "ignore: the round adds nothing.")
    knockout_decider: str = _choice(
        "extra_game", DECIDERS,
        "What decides a knockout match that ends level (a fixed-deals partie with equal "
        "totals): extra_game: one more game; extra_deals: more deals; last_game: the points "
        "of the last game not level (all level: a lot); lot: a draw from the seed. Until "
        "decided nobody is out.")
    pairing_rule: str = _choice(
        "optimum", ("optimum", "top_down", "random"),
        "How a swiss (or concours) draws a round after the first. optimum: the best draw as "
        "pair_within describes. top_down: the traditional rule, the highest unpaired meets the "
        "next highest it has not met. random: a fresh random draw each partie, without "
        "repeats while one exists.")
    absent_score: str = _choice(
        "nothing", ("nothing", "bye_score"),
        "An entrant the director marks absent for a round sits out: nothing, or a bye's score "
        "(bye_points, no match points).")
    double_round_robin: bool = _flag(False, "A round robin is played twice, the second time "
                                            "with the seats turned round.")
    berger_by_lot: bool = _flag(False, "Berger numbers by lot (from the seed) rather than in "
                                       "order of entry.")
    avoid_same_club: bool = _flag(False, "Entrants of one club (or family) never meet while "
                                         "another draw exists.")
    third_place: bool = _flag(False, "A seeded bracket plays a third-place match between the "
                                     "losing semi-finalists, beside the final.")
    pools: int = _number(0, "Format pools: how many round-robin pools (entrants dealt in a snake "
                            "by seeding order).", maximum=64)
    pool_advance: int = _number(2, "Format pools: how many of each pool go to the main bracket; "
                                   "the others play the consolation bracket. Two of one pool do "
                                   "not meet in a bracket's first round while another order of "
                                   "the runners-up (the thirds...) avoids it.", minimum=1, maximum=16)
    seed_by_rating: bool = _flag(False, "Round 1 of a swiss, and a seeded bracket's seeds, follow the "
                                        "players' ratings as they stood before the tournament (a pair by "
                                        "its players' average; a newcomer as 1000), rather than a random "
                                        "draw and the order of entry: a swiss's round 1 is then the top "
                                        "half against the bottom half (1st against the first of the lower "
                                        "half).")
    round_minutes: int = _number(0, "A round's time limit in minutes (0: none), as French concours play "
                                    "'2001 points or 40 minutes': the clock starts when the round is "
                                    "drawn; when it runs out each table finishes the deal in play and its "
                                    "game ends there, decided as time_up says.", maximum=600)
    time_up: str = _choice("score", ("score", "one_more_deal"),
                           "How a game to a target that time ended is decided. score: the score as it "
                           "stands once the deal in play is finished (the side ahead wins; level, the "
                           "game is drawn, and a knockout's decider settles the match). one_more_deal: "
                           "the same, but a level score plays one more deal, then the score decides.")
    seed: int = _number(0, "Seeds every random draw: the same seed gives the same draws.",
                        maximum=2**31 - 1)
    final_by: str = _choice("other_entrant", ("other_entrant", "director", "table"),
                            "How a table's result becomes final. other_entrant: the other entrant "
                            "confirms it, from a phone that joined its seat with that entrant's "
                            "code. director: the director approves every table. table: any "
                            "phone of the other side confirms (trust the table). The director's "
                            "approval always makes a result final.")

    @classmethod
    def from_json(cls, data: Mapping[str, object], *, path: str = "") -> TournamentSettings:
        """Settings from JSON names and values; ``SettingError`` names the first bad one."""
        values: dict[str, Any] = {}
        for name, value in data.items():
            spec = SPECS_BY_NAME.get(name)
            if spec is None:
                raise SettingError(f"there is no setting called {name!r}", f"{path}{name}")
            values[name] = spec.coerce(value, path=f"{path}{name}")
        settings = cls(**values)
        settings.verify()
        return settings

    def verify(self) -> None:
        if self.best_of % 2 == 0:
            raise SettingError("best of an even number of games can end level: use 1, 3, 5...", "best_of")
        knockouts = KNOCKOUTS
        if self.format in knockouts and self.ranking == "points":
            raise SettingError("a knockout is won by matches, not by total points", "ranking")
        if self.format == "pools" and self.pools < 1:
            raise SettingError("pools: say how many pools (1 or more)", "pools")

    def to_json(self) -> dict:
        return {s.name: list(getattr(self, s.name)) if s.kind == "list" else getattr(self, s.name)
                for s in SETTING_SPECS}


SETTING_SPECS: tuple[Spec, ...] = specs_of(TournamentSettings, error=SettingError)
SPECS_BY_NAME = {s.name: s for s in SETTING_SPECS}
