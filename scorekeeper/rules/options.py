"""House rules as data: one frozen ``Rules`` value holds every option of RULES §3.1.

Each field carries its help text and, for choices, the values it accepts; forms, the
API's preset listing, the docs and validation are all derived from ``OPTION_SPECS``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Mapping

from .errors import RecordError, typed


def _choice(default: str, choices: tuple[str, ...], help: str) -> Any:
    return field(default=default, metadata={"kind": "choice", "choices": choices, "help": help})


def _flag(default: bool, help: str) -> Any:
    return field(default=default, metadata={"kind": "bool", "help": help})


def _number(default: int, help: str, *, minimum: int = 0) -> Any:
    return field(default=default, metadata={"kind": "int", "minimum": minimum, "help": help})


TIEBREAKS = ("length", "trump", "first", "none")


@dataclass(frozen=True)
class Rules:
    """Every house rule of a game. The defaults are those of ``bela-hr-4``."""

    target: int = _number(1001, "Points that win the game.", minimum=1)
    deals: int = _number(0, "A game of this many played deals (a concours partie, usually 12): "
                            "redeals do not count, the higher total wins, equal totals are a drawn "
                            "game, and the target and claims play no part. 0: play to the target.")
    melds: str = _choice("full", ("sequences", "full", "none"),
                         "sequences: only runs score (3 = 20, 4 or more = 50). "
                         "full: runs of 5-7 score 100, four of a kind score 100-200, all eight is belot. "
                         "none: no melds are declared (contrée; klaverjas, whose roem lies in the tricks).")
    meld_rights: str = _choice(
        "best_side", ("best_side", "each_own", "best_side_defenders_share"),
        "best_side: only the side holding the single best meld scores its melds. "
        "each_own: every player scores his own (open belot). "
        "best_side_defenders_share: with three players, if a defender holds the best meld "
        "both defenders score their own and the caller none.")
    meld_tiebreak: tuple[str, ...] = field(default=("trump", "first"), metadata={
        "kind": "list", "choices": TIEBREAKS,
        "help": "How equal best melds are split, in order: length (longer wins), trump (a run in "
                "trump wins), first (the earlier seat from the forehand wins), none (nobody scores)."})
    sequence_rank: str = _choice(
        "top_card", ("top_card", "length_first"),
        "top_card: among runs of equal value the higher top card wins (RULES §4). "
        "length_first: a longer run wins first, then the top card (\"how many cards?\" before "
        "\"how high?\", seeds 001 and 002).")
    trump_run_beats_square: bool = _flag(
        False, "A run in trump beats a square of the same value (a quint in trump over four aces, "
               "belotegame.fr: contrée, coinche). Off: a square beats any run (RULES §4).")
    square_tens: bool = _flag(True, "Four tens are a square worth 100.")
    square_order: str = _choice("trump", ("trump", "kq_over_ten"),
                                "How squares of 100 rank: trump (A, 10, K, Q) or kq_over_ten (A, K, Q, 10).")
    belot: str = _choice("wins_game", ("wins_game", "as_100"),
                         "All eight cards of a suit in a run: wins_game ends the game at once, "
                         "as_100 scores it as a 100 run.")
    melds_need_trick: bool = _flag(True, "A side's melds count only if it took at least one trick.")
    bela_needs_trick: bool = _flag(True, "Bela counts only if its side took at least one trick.")
    bela_on_fall: str = _choice("to_winner", ("to_winner", "kept"),
                                "When the taker falls, its bela goes to the winners (to_winner) "
                                "or stays with its holder (kept, \"imprenable\").")
    all_tricks_bonus: int = _number(90, "Bonus for the side that takes every trick (štiglja, capot). "
                                          "Contrée: an unbid capot's tricks count 162 + this. Klaverjas: "
                                          "pit (mars), this much roem more.")
    all_tricks_takes_melds: bool = _flag(True, "The side that takes every trick also scores the other side's melds "
                                               "and bela.")
    win_rule: str = _choice("beat_each", ("beat_each", "beat_sum"),
                            "The taker passes with more than every other side (beat_each) "
                            "or more than all the others together (beat_sum).")
    tie: str = _choice("taker_falls",
                       ("taker_falls", "hold_over", "taker_scores_own", "defender_scores_own", "nobody_pot"),
                       "An exact tie: taker_falls (as a fall), hold_over (the taker's points wait in the pot, "
                       "\"litige\"), taker_scores_own (the taker writes his own, the opponent nothing), "
                       "defender_scores_own (the taker nothing, the opponent his own), "
                       "nobody_pot (nobody writes; everything goes into the pot).")
    pot_to: str = _choice("next_winner", ("next_winner", "next_maker"),
                          "Who collects the pot: the side that wins the next played-out hand (next_winner) "
                          "or the next taker that passes (next_maker).")
    fall_points_to: str = _choice(
        "opponents", ("opponents", "higher_opponent", "nobody", "both_opponents"),
        "Where a fallen taker's points go: opponents (two sides), higher_opponent (the defender "
        "with more points), nobody, or both_opponents (each defender).")
    threshold: str = _choice("enough", ("claim", "enough", "end_of_hand"),
                             "How the game is won: end_of_hand (reach the target when a hand is scored), "
                             "enough (also by saying \"dosta\" during a hand), claim (only by a claim).")
    claim_window: int = _number(0, "Claims are allowed only up to this trick (0: any time).")
    false_claim: str = _choice("forfeit", ("forfeit", "ignored"),
                               "A claim that falls short: forfeit (the claimant loses the game) or ignored (play on).")
    auction: str = _choice("free_mus", ("turn_up_2", "turn_up_mus", "free_mus", "first_must"),
                           "turn_up_2: take the turned card's suit, then a second round to name another; "
                           "turn_up_mus: the same, but the last speaker must name one; "
                           "free_mus: name any suit or pass, the dealer must name one; "
                           "first_must: the forehand names a suit at once.")
    schmeiss: str = _choice("off", ("off", "schmeisser_takes", "annul"),
                            "Schmeiss (throw in) in the first round: off; schmeisser_takes (if refused, the "
                            "schmeisser plays in the turned suit); annul (the deal is thrown in at once).")
    schmeiss_by: str = _choice("forehand", ("forehand", "first_turn"),
                               "Who may schmeiss: the forehand only, as his first call (forehand; RULES §5, "
                               "seed 002), or any player at his first turn to speak (first_turn; seed 000).")
    over_in_suit: bool = _flag(True, "Über: a player following suit must beat the highest card of the suit led "
                                     "if he can.")
    partner_exemption: bool = _flag(False, "No duty to trump or overtrump while one's partner holds the trick.")
    trump_lead_over_partner: bool = _flag(
        True, "On a trump lead a player must go over the trick's highest trump if he can, even his partner's: "
              "partner_exemption frees him only on a plain lead (contrée; klaverjas Amsterdam in Parlett's "
              "Penguin Book of Card Games and at GamePoint/Spelpunt). Off: with partner_exemption, no duty "
              "to go over a partner's trump on a trump lead either (French belote in the rule book).")
    bare_yuss: bool = _flag(False, "A lone trump jack need not be used to trump a plain lead.")
    trump_lead_scoring: bool = _flag(False, "A trump lead must be a scoring card (J 9 A 10 K Q).")
    renege: str = _choice("fall", ("fall", "warn"),
                          "A card played against the rules of play, proved by the cards played later: "
                          "fall (the offending side loses the hand: a reneging taker falls; if a defender "
                          "reneged, the taker passes and writes that side's points too) or warn (the ruling "
                          "names it and the score stands).")
    next_dealer: str = _choice("rotate", ("winner", "rotate"),
                               "Who deals next: the winner of the last hand (winner) or the next seat (rotate).")
    rounding: str = _choice("none", ("none", "tens", "tens_6_up"),
                            "Written scores as they are (none) or rounded to tens, 5-9 up (tens), or 6-9 up "
                            "(tens_6_up: 115 is written 110, as the French federation's championship and some "
                            "clubs count).")

    last_deal_exact: bool = _flag(False, "In a game of a number of deals (deals), the last deal is written "
                                         "exactly, not rounded, as the French federation's championship and some "
                                         "clubs count.")

    # -- contract games (contrée, coinche: rules/contract.py, rules/contract_score.py) -----------
    contract_made: str = _choice(
        "points_and_contract", ("points_and_contract", "contract_only", "complement", "announced"),
        "A contract made: points_and_contract (the takers write their points and the contract, the "
        "defenders their own points; lacontree.free.fr), contract_only (the takers write the contract, the "
        "defenders their own points), complement (as points_and_contract, but the defenders write 160 "
        "less the takers' rounded points: contree.net, \"points faits\") or announced (the side that "
        "wins the contract writes its value alone, made or down, the other side nothing: contree.net, "
        "\"points annoncés\").")
    dedans_points: int = _number(160, "What a contract is worth beside its bid: a failed contract "
                                      "(dedans) gives the defenders this plus the bid, and a contré one "
                                      "gives its winner (this + the bid) × 2, × 4 surcontré (160; some "
                                      "tables 162).")
    capot_value: int = _number(250, "What a bid capot (every trick to the takers) is worth, made or "
                                    "failed (250; many concours 500).")
    capot_scoring: str = _choice(
        "flat", ("flat", "as_contract"),
        "A bid capot: flat (the winning side writes the capot's value, × 2 or × 4 if contré, with its "
        "belote and melds) or as_contract (scored like any contract, the capot's value as its bid).")
    belote_for_contract: bool = _flag(True, "The takers' belote (20) counts towards their contract.")
    melds_for_contract: bool = _flag(True, "The takers' melds count towards their contract (coinche).")
    lost_contract_melds: str = _choice(
        "to_winner", ("to_winner", "each_own"),
        "The melds of a contract failed (dedans) or contré: to_winner (every meld that counts goes to the "
        "side that wins the contract, as the belote classique's dedans gives the defenders everything but "
        "the belote) or each_own (each side writes its own melds, as it keeps its belote). A bid capot's "
        "melds too.")
    must_beat_defence: bool = _flag(False, "A contract is made only with more points than the defenders "
                                           "too (an 80 needs 82).")
    contre_closes: bool = _flag(True, "A contre closes the bidding: only surcontre or pass may follow. "
                                      "Off: the bidding may go on over a contre (a higher bid cancels it).")
    all_no_trump: bool = _flag(False, "Tout atout and sans atout may be bid: every suit ranks as trump, or "
                                      "none does, each with its own card values (162 in all, as the table "
                                      "counts them), played card by card like any contract.")
    no_trump_values: str = _choice(
        "scaled", ("scaled", "counted"),
        "Card values in tout atout and sans atout: scaled (tout atout J 14, 9 9, A 6, 10 5, K 3, Q 1; "
        "sans atout A 19, 10 10, K 4, Q 3, J 2; 162 with the last trick) or counted (every card at its "
        "trump value in tout atout, 258, or its plain value in sans atout, 130; each side's count "
        "then brought to 162, to the nearest point).")
    tout_atout_belote: str = _choice(
        "any_suit", ("any_suit", "none"),
        "The belote in tout atout: any_suit (a king and queen of one suit in one hand, 20, once) or "
        "none. Sans atout has no belote.")
    generale: bool = _flag(False, "The générale may be bid: one player alone takes every trick.")
    generale_value: int = _number(500, "What a bid générale is worth, made or failed.")
    # -- klaverjassen (rules/klaverjas.py, rules/roem.py) ------------------------------------------
    trump_choice: str = _choice(
        "free", ("free", "turn_up", "forced"),
        "How klaverjas trump is chosen: free (vrij: from the first to speak, trump_first, each names "
        "a suit or passes; if all pass he must name one), turn_up (the turned card's suit is offered "
        "in turn, take or pass; if all pass he must play it) or forced (verplicht: he names trump "
        "at once).")
    trump_first: str = _choice(
        "forehand", ("forehand", "dealer"),
        "Who speaks first about klaverjas trump, and must play if all pass: forehand (the player after "
        "the dealer) or dealer (the NKU's tournament rules). The player after the dealer leads either way.")
    undertrump: str = _choice(
        "must", ("must", "forbidden", "free"),
        "A player without the suit led who cannot overtrump: must (still play a lower trump), "
        "forbidden (no lower trump while he holds another card: Amsterdam at klaverjassenonline.nl; "
        "KV Utrecht plays must) or free (any card).")
    stuk: str = _choice("trick", ("trick", "hand"),
                        "Klaverjas stuk (king and queen of trump, 20 roem): trick (both in one trick, "
                        "NKU) or hand (held by one player and said as played, like belote).")
    four_jacks_roem: int = _number(100, "Klaverjas roem for four jacks in one trick (100 like any four "
                                        "of a kind; 200 at many clubs).")
    nat_on_half: bool = _flag(True, "The playing pair with exactly half of the points and roem is nat "
                                    "(it must take more than half). Off: half is enough.")

    def with_options(self, options: Mapping[str, object], *, path: str = "options") -> Rules:
        """This value with ``options`` applied; an unknown option or value is an error."""
        if not isinstance(options, Mapping):
            raise RecordError.of("error.options", path)
        changes: dict[str, Any] = {}
        for name, value in options.items():
            spec = OPTION_SPECS_BY_NAME.get(name)
            if spec is None:
                raise RecordError.of("error.option_unknown", f"{path}.{name}", typed=typed(name))
            changes[name] = spec.coerce(value, path=f"{path}.{name}")
        return dataclasses.replace(self, **changes)

    def differences(self, other: Rules) -> dict[str, object]:
        """The options whose value here differs from ``other``, as JSON values."""
        return {spec.name: spec.to_json(getattr(self, spec.name))
                for spec in OPTION_SPECS if getattr(self, spec.name) != getattr(other, spec.name)}

    def to_json(self) -> dict[str, object]:
        return {spec.name: spec.to_json(getattr(self, spec.name)) for spec in OPTION_SPECS}


@dataclass(frozen=True)
class OptionSpec:
    name: str
    kind: str  # "int", "bool", "choice" or "list"
    help: str
    choices: tuple[str, ...] = ()
    minimum: int = 0

    def coerce(self, value: object, *, path: str) -> object:
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise RecordError.of("error.option_flag", path, option=self.name, typed=typed(value))
        if self.kind == "int":
            if isinstance(value, int) and not isinstance(value, bool) and value >= self.minimum:
                return value
            raise RecordError.of("error.option_number", path, option=self.name, minimum=self.minimum,
                                 typed=typed(value))
        if self.kind == "choice":
            if value in self.choices:
                return value
            raise RecordError.of("error.option_choice", path, option=self.name, choices=", ".join(self.choices),
                                 typed=typed(value))
        return self._coerce_list(value, path=path)

    def _coerce_list(self, value: object, *, path: str) -> tuple[str, ...]:
        if not isinstance(value, (list, tuple)) or not value:
            raise RecordError.of("error.option_list", path, option=self.name, choices=", ".join(self.choices))
        for i, item in enumerate(value):
            if item not in self.choices:
                raise RecordError.of("error.tiebreak", f"{path}[{i}]", typed=typed(item),
                                     choices=", ".join(self.choices))
        if len(set(value)) != len(value):
            raise RecordError.of("error.tiebreak_twice", path, option=self.name)
        return tuple(value)

    def to_json(self, value: Any) -> object:
        return list(value) if self.kind == "list" else value

    def describe(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.name, "kind": self.kind, "help": self.help}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.kind == "int":
            out["minimum"] = self.minimum
        return out


OPTION_SPECS: tuple[OptionSpec, ...] = tuple(
    OptionSpec(name=f.name, kind=f.metadata["kind"], help=f.metadata["help"],
               choices=tuple(f.metadata.get("choices", ())), minimum=f.metadata.get("minimum", 0))
    for f in dataclasses.fields(Rules))
OPTION_SPECS_BY_NAME = {spec.name: spec for spec in OPTION_SPECS}


# An option that only says how another one plays out is in force only while that one is on: the
# claims' options where a game can be claimed, the pot's where a tie fills it, and so on.
_IN_FORCE = {
    "target": lambda r: not r.deals,
    "threshold": lambda r: not r.deals,
    "claim_window": lambda r: not r.deals and r.threshold != "end_of_hand",
    "false_claim": lambda r: not r.deals and r.threshold != "end_of_hand",
    "schmeiss": lambda r: r.auction.startswith("turn_up"),  # thrown in over the turned-up card
    "schmeiss_by": lambda r: r.auction.startswith("turn_up") and r.schmeiss != "off",
    "meld_rights": lambda r: r.melds != "none",
    "meld_tiebreak": lambda r: r.melds != "none",
    "sequence_rank": lambda r: r.melds != "none",
    "square_tens": lambda r: r.melds == "full",
    "square_order": lambda r: r.melds == "full",
    "belot": lambda r: r.melds == "full",
    "last_deal_exact": lambda r: bool(r.deals),  # a game to a target has no known last deal
    "trump_run_beats_square": lambda r: r.melds == "full",
    "melds_need_trick": lambda r: r.melds != "none",
    "melds_for_contract": lambda r: r.melds != "none",
    "lost_contract_melds": lambda r: r.melds != "none",
    "pot_to": lambda r: r.tie in ("hold_over", "nobody_pot"),
    "trump_lead_over_partner": lambda r: r.partner_exemption,
    "generale_value": lambda r: r.generale,
    "no_trump_values": lambda r: r.all_no_trump,
    "tout_atout_belote": lambda r: r.all_no_trump,
}


def in_force(name: str, rules: Rules) -> bool:
    """Whether option ``name`` changes anything under ``rules`` (the options it depends on)."""
    applies = _IN_FORCE.get(name)
    return applies is None or bool(applies(rules))

