"""Ruling sentences as data: every explanation and warning is a ``Note(id, args)``.

A note names one template of ``TEMPLATES`` and fills its named placeholders with integers,
strings the players typed (names), option values, or other notes for fragments that are words
themselves (a side's label, a meld's description, the reason one meld beats another). A sentence
says the house rule it applies in words; the option's identifier (``RULES_CITED``) travels in
its JSON only, for pages to link to the option's help.

``render(note)`` gives the English sentence, which is what the ruling's ``explanation`` and
``warnings`` hold; ``to_json(note)`` gives ``{"id", "args"}`` (nested notes nested), which the
ruling's ``notes`` and ``warning_notes`` hold beside them, so that the pages can say the same
sentence in the table's language: the English templates are the catalogue's message ids
(``scripts/translations.py`` extracts them from here, with the id as message context).
A ruling writes its notes through ``note_writer.Writer``, which says each one once.
"""

from __future__ import annotations

from string import Formatter
from types import MappingProxyType
from typing import Any, NamedTuple, Union
from collections.abc import Mapping

from .contract_texts import CONTRACT_RULES_CITED, CONTRACT_TEMPLATES
from .refusals import ERRORS

TEMPLATES: Mapping[str, str] = MappingProxyType({
    # -- fragments: words placed inside a sentence ---------------------------------------------
    "side": "{names}",  # the players' own names, "Ana & Cvita"; {side} stays in the JSON
    "and": "{first} and {second}",
    "cards.or": "{some} or {last}",  # cards as people write them: "K♥, Q♥ or J♥"
    "plus": "{first} + {second}",
    "suit.spades": "spades", "suit.hearts": "hearts",
    "suit.diamonds": "diamonds", "suit.clubs": "clubs",
    "in.spades": "in spades", "in.hearts": "in hearts",
    "in.diamonds": "in diamonds", "in.clubs": "in clubs",
    # A meld's description: "a K-high fifty in hearts", "a fifty", "four jacks".
    "meld.run": "a {name}", "meld.run_in": "a {name} {suit}",
    "meld.run_top": "{top} {name}", "meld.run_top_in": "{top} {name} {suit}",
    "run.twenty": "twenty", "run.fifty": "fifty", "run.hundred": "hundred", "run.quint": "quint",
    "run.six": "run of six", "run.seven": "run of seven", "run.belot": "belot",
    "run.fifty_long": "fifty ({length} cards)",
    "run.during_play": "run of {length} made during play",
    "top.A": "an A-high", "top.K": "a K-high", "top.Q": "a Q-high", "top.J": "a J-high",
    "top.10": "a 10-high", "top.9": "a 9-high",
    "square.J": "four jacks", "square.9": "four nines", "square.A": "four aces",
    "square.10": "four tens", "square.K": "four kings", "square.Q": "four queens",
    # Why the best meld beats the next one, and how equal melds were split.
    "why.square": "because a square beats any run",
    "why.trump_run": "because a run in trump beats a square of the same value",
    "why.square_plain": "because a square beats a run of the same value outside trump",
    "why.square_order": "because squares rank {order}",
    "why.worth_more": "because it is worth more",
    "why.longer": "because it is longer",
    "why.top_card": "because its top card is higher",
    "tiebreak.length": "the longer run wins",
    "tiebreak.trump": "the run in trump wins",
    "tiebreak.first": "{seat_name} plays first counting from the forehand",
    "tiebreak.first_side": "they play first counting from the forehand, whichever of them declared it",
    "rights.that_side": "only that side scores its melds",
    "rights.defenders": "a defender holds it, so each defender scores his own melds and the taker none",
    "rule.beat_each": "more than every other side",
    "rule.beat_sum": "more than all the others together",
    "after.0": "at once", "after.1": "after one pass", "after.2": "after two passes",
    "after.3": "after three passes", "after.4": "after four passes", "after.5": "after five passes",
    "after.6": "after six passes", "after.7": "after seven passes",
    "claim.before": "{points} before the hand", "claim.tricks": "{points} in tricks",
    "claim.melds": "{points} in melds", "claim.bela": "20 for bela",
    "claim.short": "{parts} = {count}, short of {target}",
    "claim.no_trick": "the claiming side had not yet taken a trick in this hand, and a claim needs one",
    # -- sentences: meld rights (rights.py) ----------------------------------------------------
    "rights.each_own": "Every player scored his own melds.",
    "rights.best": "{side} held the best meld: {meld} ({value}); {rights}.",
    "rights.best_beats": "{side} held the best meld: {meld} ({value}) beats {rival} ({rival_value}) "
                         "{why}; {rights}.",
    "rights.best_beat": "{side} held the best meld: {meld} ({value}) beat {rival} ({rival_value}) "
                        "{why}; {rights}.",  # the meld is a square: "four kings beat"
    "rights.best_equal": "{side} held the best meld: {meld} ({value}), equal to {others} but {why}; "
                         "{rights}.",
    "rights.equal_none": "The best melds were equal ({melds}): nobody scored melds in this hand.",
    "rights.equal_unsettled": "The best melds were equal ({melds}) and no tie-break settles them: "
                              "nobody scored melds.",
    # -- sentences: one hand's score (scoring.py) ----------------------------------------------
    "score.bela": "{seat_name} declared bela, the king and queen of trump: 20 for {side}.",
    "score.all_tricks": "{side} took every trick: +{bonus}.",
    "score.all_melds": "{side} took every trick, so every meld and bela declared at the table went to "
                       "that side: {points}.",
    "score.melds_no_trick": "{side} took no trick, so the melds of that side ({points}) did not count.",
    "score.bela_no_trick": "{side} took no trick, so the bela of that side did not count.",
    "score.passes": "{side} took trump and made it with {points} points, {rule}: {versus}.",
    "score.falls": "{side} took trump and went down: the taker needed {rule}: {versus}.",
    "score.falls_tie": "{side} took trump and went down on an exact tie, {versus}: in this game a tie "
                       "goes against the taker.",
    "score.bela_kept": "{side} kept the 20 for bela all the same.",
    "score.fall_pot": "The defenders were level on {points}, so the taker's {lost} points went into "
                      "the pot.",
    "score.fall_nobody": "The taker's {lost} points went to nobody; each defender wrote only his own.",
    "score.fall_to": "{side} also scored the taker's {lost} points.",
    "score.fall_to_sides": "{sides} each also scored the taker's {lost} points.",
    "tie.hold_over": "Tie {versus}: the defenders wrote their own points and the taker's {points} "
                     "({side}) wait in the pot for the winner of the next hand (litige).",
    "tie.taker_scores_own": "Tie {versus}: the taker, {side}, wrote the {points} it made and the "
                            "opponents nothing.",
    "tie.defender_scores_own": "Tie {versus}: the taker, {side}, wrote nothing and the opponents "
                               "their own points.",
    "tie.nobody_pot": "Tie {versus}: nobody wrote anything; all {points} points went into the pot.",
    # -- sentences: the game (game.py) ---------------------------------------------------------
    "game.wrong_dealer": "{expected_name} should have dealt, but {dealer_name} did; the hand is "
                         "scored as written.",
    "game.redeal": "Nobody took: the cards are dealt again, by {seat_name}.",
    "game.redeal_pot": "Nobody took: the cards are dealt again, by {seat_name}; the pot of {pot} waits.",
    "game.belot": "{side} held belot, all eight {suit}: that is {target} and the game.",
    "claim.good": "{side} claimed after trick {trick}: {parts} = {count}, at least {target}. The claim "
                  "was good and won the game, however the hand would have ended.",
    "claim.ignored": "{side} claimed after trick {trick}, but {why}; the claim was ignored and play "
                     "went on.",
    "claim.forfeit": "{side} claimed after trick {trick}, but {why}. A false claim loses the game: "
                     "{winner} won.",
    "game.rounded": "Scores rounded to tens: {written} became {rounded}.",
    "game.last_exact": "The last deal of the game is written exactly, not rounded.",
    "pot.waits": "The pot of {pot} waits for the next hand.",
    "pot.collected": "{side} collected the pot of {pot}.",
    "game.must_claim": "{side} reached {target} but must claim it during a hand, after taking a trick.",
    "game.must_claim_sides": "{sides} reached {target} but must claim it during a hand, after taking a "
                             "trick.",
    "game.level": "Level at {points}, both over {target}: another hand is played.",
    "game.won": "{side} reached {total}, at least {target}, and won the game.",
    "game.won_deals": "After {deals} deals {side} had the higher total, {total}, and won the game.",
    "game.drawn": "After {deals} deals both totals were {points}: the game is drawn.",
    # -- sentences: a hand replayed card by card (reneges.py) ----------------------------------
    "renege.proof": "played in trick {trick}",
    "renege.proof_meld": "shown in a meld",
    "renege.proof_bela": "shown when bela was declared",
    "play.face_down": "In open belot half of each hand lies face down until the card on it is played, "
                      "so a card played later does not show it was held earlier: only the melds "
                      "declared at the deal can prove a renege.",
    "renege.follow": "Trick {trick}: {seat_name} played {card} on a lead of {led} but still held {held}, "
                     "{proof}.",
    "renege.head": "Trick {trick}: {seat_name} played {card} but had to head the trick with {held}, {proof}.",
    "renege.trump": "Trick {trick}: {seat_name} played {card} without trumping but still held {held}, "
                    "{proof}.",
    "renege.overtrump": "Trick {trick}: {seat_name} played {card} but had to overtrump with {held}, {proof}.",
    "renege.undertrump": "Trick {trick}: {seat_name} played {card} under the trick's trump, but had "
                         "{held} to play instead, {proof}.",
    "renege.lead": "Trick {trick}: {seat_name} led {card}, but a trump lead must be a scoring card and "
                   "{held} was still in hand, {proof}.",
    "renege.taker_falls": "Because {seat_name} reneged, the hand is lost for {side}: the taker fell "
                          "whatever the points ({versus}).",
    "renege.defender": "Because {seat_name} reneged, the hand is lost for {side}: the taker made it, and "
                       "their {points} points went to {taker}.",
    "renege.warn": "The renege by {seat_name} is only named: under this game's house rules the score "
                   "stands.",
    "renege.after_claim": "The claim decided this hand: the renege is only named.",
    "play.partial": "Tricks {first} to {last} were not replayed card by card: their points are as written.",
    # -- sentences: the auction (auction.py) ---------------------------------------------------
    "auction.took": "{seat_name} took {suit}, the turned-up suit, {after}.",
    "auction.refused": "Nobody took {suit}, the turned-up suit, in the first round.",
    "auction.named_second": "{seat_name} named {suit} in the second round {after}.",
    "auction.named_second_dealer": "{seat_name} named {suit} in the second round {after}: the dealer "
                                   "had to name a suit.",
    "auction.first_must": "{seat_name}, the forehand, named {suit} at once, as the forehand must.",
    "auction.named": "{seat_name} named {suit} {after}.",
    "auction.named_dealer": "{seat_name} named {suit} {after}: the dealer had to name a suit.",
    "auction.all_passed": "Nobody took {suit}, the turned-up suit, in the first round or named "
                          "another suit in the second, so the cards are dealt again.",
    "auction.all_passed_unseen": "Nobody took the turned-up suit in the first round or named another suit "
                                 "in the second, so the cards are dealt again.",
    "auction.schmeiss_annul": "{seat_name} said schmeiss, which throws the deal in at once, so the "
                              "cards are dealt again.",
    "auction.schmeiss_thrown": "{seat_name} said schmeiss and every other player agreed to throw the "
                               "deal in, so the cards are dealt again.",
    "auction.schmeiss_thrown_by": "{seat_name} said schmeiss and {other_name} agreed to throw the deal "
                                  "in, so the cards are dealt again.",
    "auction.schmeiss_played": "{seat_name} said schmeiss and {other_name} refused to throw the deal "
                               "in, so {seat_name} is the taker in {suit}, the turned-up suit.",
    **CONTRACT_TEMPLATES,
})

# The house rule (the option of ``scorekeeper.rules.options``) each sentence or fragment applies:
# the words say the rule, the option's identifier travels beside them in the note's JSON
# (``"rules": [...]``), for pages to link to its help. A sentence cites its fragments' rules too.
RULES_CITED: Mapping[str, str] = MappingProxyType({
    "why.square_order": "square_order", "why.longer": "sequence_rank",
    "why.trump_run": "trump_run_beats_square", "why.square_plain": "trump_run_beats_square",
    "rights.that_side": "meld_rights", "rights.defenders": "meld_rights", "rights.each_own": "meld_rights",
    "rights.best_equal": "meld_tiebreak", "rights.equal_none": "meld_tiebreak",
    "rule.beat_each": "win_rule", "rule.beat_sum": "win_rule",
    "claim.no_trick": "threshold", "claim.good": "threshold", "game.must_claim": "threshold",
    "game.must_claim_sides": "threshold", "game.won": "threshold",
    "score.all_tricks": "all_tricks_bonus", "score.all_melds": "all_tricks_takes_melds",
    "score.melds_no_trick": "melds_need_trick", "score.bela_no_trick": "bela_needs_trick",
    "score.falls_tie": "tie", "score.bela_kept": "bela_on_fall",
    "score.fall_pot": "fall_points_to", "score.fall_nobody": "fall_points_to",
    "score.fall_to": "fall_points_to", "score.fall_to_sides": "fall_points_to",
    "tie.hold_over": "tie", "tie.taker_scores_own": "tie", "tie.defender_scores_own": "tie",
    "tie.nobody_pot": "tie",
    "game.wrong_dealer": "next_dealer", "game.belot": "belot",
    "claim.ignored": "false_claim", "claim.forfeit": "false_claim",
    "game.rounded": "rounding", "game.last_exact": "last_deal_exact", "pot.waits": "pot_to", "pot.collected": "pot_to",
    "game.won_deals": "deals", "game.drawn": "deals",
    "renege.taker_falls": "renege", "renege.defender": "renege", "renege.warn": "renege",
    "renege.head": "over_in_suit", "renege.lead": "trump_lead_scoring",
    "auction.took": "auction", "auction.named_second": "auction", "auction.named_second_dealer": "auction",
    "auction.first_must": "auction", "auction.named": "auction", "auction.named_dealer": "auction",
    "auction.all_passed": "auction", "auction.all_passed_unseen": "auction",
    "auction.schmeiss_annul": "schmeiss", "auction.schmeiss_thrown": "schmeiss",
    "auction.schmeiss_thrown_by": "schmeiss", "auction.schmeiss_played": "schmeiss",
    # refusals (``refusals.ERRORS``) that a house rule decides
    "error.square_sequences_only": "melds", "error.run_value_sequences": "melds",
    "error.square_tens": "square_tens", "error.no_claims": "threshold", "error.enough_late": "threshold",
    "error.claim_window": "claim_window", "error.first_must_taker": "auction",
    "error.deals_no_claims": "deals", "refuse.schmeiss_off": "schmeiss",
    "refuse.schmeiss_no_turn_up": "auction", "refuse.schmeiss_first_turn": "schmeiss_by",
    "refuse.schmeiss_forehand": "schmeiss_by", "refuse.take_no_turn_up": "auction",
    "refuse.take_no_turn_up_or_pass": "auction", "refuse.pass_first_must": "auction",
    "refuse.pass_free_mus": "auction", "refuse.pass_turn_up_mus": "auction",
    "error.turn_up_needed": "auction",
    **CONTRACT_RULES_CITED,
})

Arg = Union[int, str, "Note"]
_NO_ARGS: Mapping[str, Arg] = MappingProxyType({})


class Note(NamedTuple):
    """One sentence or fragment of a ruling: the id of its template and its arguments.

    ``args`` must not be changed once the note is made (a ruling shares its notes).
    """

    id: str
    args: Mapping[str, Arg] = _NO_ARGS

    def __format__(self, spec: str) -> str:
        # A note inside another note's arguments renders itself: str.format asks it.
        return TEXTS[self.id].format_map(NoteArgs(self.args))


SUITS = MappingProxyType({"spades": Note("suit.spades"), "hearts": Note("suit.hearts"),
                          "diamonds": Note("suit.diamonds"), "clubs": Note("suit.clubs")})
IN_SUITS = MappingProxyType({"spades": Note("in.spades"), "hearts": Note("in.hearts"),
                             "diamonds": Note("in.diamonds"), "clubs": Note("in.clubs")})


# Every text a note can name: the ruling's sentences and fragments, and the engine's refusals.
TEXTS: Mapping[str, str] = MappingProxyType({**TEMPLATES, **ERRORS})


class NoteArgs(dict):
    """A note's arguments; a seat whose player's name is not known is said "seat 2" and a side
    whose players are not known "side 1" (counted from 1)."""

    def __missing__(self, key: str) -> str:
        if key.endswith("_name") and type(self.get(key[:-5])) is int:
            return f"{'side' if key.endswith('side_name') else 'seat'} {self[key[:-5]] + 1}"
        raise KeyError(key)


def render(note: Note) -> str:
    """The note in English: the sentence the ruling's ``explanation`` holds."""
    text = TEXTS[note.id].format_map(NoteArgs(note.args))
    return "S" + text[1:] if text.startswith("seat ") else text  # "Seat 2 took hearts"


def to_json(note: Note) -> dict[str, Any]:
    """``{"id": ..., "args": {...}}``, nested notes as nested objects; a sentence that applies
    house rules adds ``"rules": [option, ...]`` (its fragments' too)."""
    out = {"id": note.id, "args": {k: to_json(v) if type(v) is Note else v for k, v in note.args.items()}}
    rules = cited(note)
    if rules and (TEXTS[note.id].endswith(".") or note.id.startswith("error.")):
        out["rules"] = list(rules)
    return out


def cited(note: Note) -> tuple[str, ...]:
    """The options whose house rule ``note`` (or a fragment of it) applies, in order, once each."""
    own = RULES_CITED.get(note.id)
    found = [own] if own else []
    for value in note.args.values():
        if type(value) is Note:
            found.extend(r for r in cited(value) if r not in found)
    return tuple(found)


def from_json(obj: Mapping[str, Any]) -> Note:
    """The note that ``to_json`` wrote (raises ``KeyError`` or ``TypeError`` on anything else)."""
    args = obj.get("args") or {}
    return Note(obj["id"], {k: from_json(v) if isinstance(v, Mapping) else v for k, v in args.items()})


def joined(parts: list[Note] | tuple[Note, ...], *, by: str = "and") -> Note:
    """``a and b and c`` (or ``a + b + c`` with ``by="plus"``) as nested notes."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Note(by, {"first": part, "second": out})
    return out


def placeholders(template: str) -> frozenset[str]:
    """The named placeholders of a template: ``{side}`` → ``side``."""
    return frozenset(name for _, name, _, _ in Formatter().parse(template) if name)


__all__ = ["Arg", "IN_SUITS", "Note", "NoteArgs", "RULES_CITED", "SUITS", "TEMPLATES", "TEXTS", "cited", "from_json",
           "joined",
           "placeholders",
           "render", "to_json"]
