"""House rules in words: each option's label and each of its values, in English.

One list for every place a person reads a house rule: the pages translate these words through
their catalogues (``words/terms.py``), the printed sheet through its own (``table/pdf/render.py``); the
catalogue takes them from here (``scripts/translations.py``). Option identifiers stay in links.
"""

from __future__ import annotations

from collections.abc import Callable

OPTION_LABELS = {
    "target": "Points to win",
    "deals": "Deals in a game (0: play to the target)",
    "schmeiss_by": "Who may schmeiss",
    "melds": "Which melds count",
    "meld_rights": "Who scores melds",
    "meld_tiebreak": "Equal melds",
    "sequence_rank": "Runs of equal value",
    "square_tens": "Four tens are a square",
    "trump_run_beats_square": "A run in trump beats a square of the same value",
    "square_order": "Order of squares",
    "belot": "All eight of a suit (belot)",
    "melds_need_trick": "Melds need a trick",
    "bela_needs_trick": "Bela needs a trick",
    "bela_on_fall": "Bela when the taker falls",
    "all_tricks_bonus": "All-tricks bonus",
    "all_tricks_takes_melds": "All tricks takes every meld",
    "win_rule": "The taker must beat",
    "tie": "An exact tie",
    "pot_to": "Who collects the pot",
    "fall_points_to": "A fallen taker's points go to",
    "threshold": "How the game is won",
    "claim_window": "Claims only up to trick",
    "false_claim": "A false claim",
    "auction": "Bidding",
    "schmeiss": "Schmeiss",
    "over_in_suit": "Must head the trick",
    "partner_exemption": "No trumping over a partner",
    "trump_lead_over_partner": "On a trump lead, go over a partner too",
    "bare_yuss": "A lone trump jack may be kept",
    "trump_lead_scoring": "Trump leads must score",
    "renege": "A renege (a card played against the rules)",
    "next_dealer": "Who deals next",
    "rounding": "Rounding",
    "last_deal_exact": "The last deal is written exactly",
    "contract_made": "A contract made",
    "dedans_points": "Base of a failed or contré contract",
    "capot_value": "A bid capot is worth",
    "capot_scoring": "A bid capot",
    "belote_for_contract": "The belote counts towards the contract",
    "melds_for_contract": "Melds count towards the contract",
    "lost_contract_melds": "Melds when a contract is lost or contré",
    "must_beat_defence": "A contract also needs more than the defenders",
    "contre_closes": "A contre closes the bidding",
    "all_no_trump": "Tout atout and sans atout may be bid",
    "no_trump_values": "Card values in tout atout and sans atout",
    "tout_atout_belote": "The belote in tout atout",
    "generale": "The générale may be bid",
    "generale_value": "A bid générale is worth",
    "trump_choice": "How trump is chosen",
    "trump_first": "Who speaks first about trump",
    "undertrump": "Undertrumping",
    "stuk": "Stuk (king and queen of trump)",
    "four_jacks_roem": "Four jacks in a trick",
    "nat_on_half": "Exactly half is nat",
}

# Each house rule's values in words.
VALUE_WORDS: dict[str, dict[object, str]] = {
    "melds": {"sequences": "runs only", "full": "runs, squares and belot", "none": "none"},
    "meld_rights": {"best_side": "only the side with the best meld", "each_own": "each player his own",
                    "best_side_defenders_share": "best side; defenders share when one holds it"},
    "meld_tiebreak": {"length": "the longer run", "trump": "the run in trump",
                      "first": "the first from the forehand", "none": "nobody"},
    "sequence_rank": {"top_card": "the higher top card", "length_first": "the longer run first"},
    "square_order": {"trump": "as in trump (J 9 A 10 K Q)", "kq_over_ten": "kings and queens over tens"},
    "belot": {"wins_game": "wins the game", "as_100": "counts 100"},
    "bela_on_fall": {"to_winner": "goes to the winners", "kept": "stays with its side"},
    "win_rule": {"beat_each": "more than each other side", "beat_sum": "more than all the others together"},
    "tie": {"taker_falls": "the taker goes down", "hold_over": "held over in the pot (litige)",
            "taker_scores_own": "the taker writes his own",
            "defender_scores_own": "the defenders write their own", "nobody_pot": "all into the pot"},
    "pot_to": {"next_winner": "the next hand's winner", "next_maker": "the next taker who makes it"},
    "fall_points_to": {"opponents": "the opponents", "higher_opponent": "the higher defender",
                       "nobody": "nobody", "both_opponents": "each defender"},
    "threshold": {"claim": "only by a claim", "enough": "at the end of a hand, or by claiming during one",
                  "end_of_hand": "at the end of a hand"},
    "false_claim": {"forfeit": "loses the game", "ignored": "is ignored"},
    "auction": {"turn_up_2": "turned card, then a second round", "turn_up_mus": "turned card, dealer must",
                "free_mus": "any suit, dealer must", "first_must": "the forehand names trump"},
    "schmeiss": {"off": "not played", "schmeisser_takes": "if refused, the schmeisser plays",
                 "annul": "throws the deal in"},
    "schmeiss_by": {"forehand": "the forehand only", "first_turn": "anyone at their first turn"},
    "next_dealer": {"winner": "the winner of the last hand", "rotate": "the next seat"},
    "rounding": {"none": "as they are", "tens": "to tens", "tens_6_up": "to tens, 5 down"},
    "renege": {"fall": "loses the hand", "warn": "is only named; the score stands"},
    "contract_made": {"points_and_contract": "the takers write their points and the contract",
                      "contract_only": "the takers write the contract",
                      "complement": "the takers their points and the contract, the defenders the rest of 160",
                      "announced": "the winners write the contract alone (points annoncés)"},
    "capot_scoring": {"flat": "its value to the side that wins it", "as_contract": "like any contract"},
    "no_trump_values": {"scaled": "their own values, 162 in all", "counted": "full values, brought to 162"},
    "tout_atout_belote": {"any_suit": "a king and queen of any one suit", "none": "none"},
    "lost_contract_melds": {"to_winner": "all to the side that wins", "each_own": "each side keeps its own"},
    "trump_choice": {"free": "free choice", "turn_up": "a turned card offered in turn",
                     "forced": "forced"},
    "undertrump": {"must": "a duty when one cannot overtrump", "forbidden": "forbidden (Amsterdam)",
                   "free": "free"},
    "stuk": {"trick": "both in one trick", "hand": "held in one hand"},
    "trump_first": {"forehand": "the player after the dealer", "dealer": "the dealer (NKU)"},
}


# What each house rule means, said as a player says it: no option names, values or references
# (those stay in the links' anchors and in docs/house-rules.md). Options missing here say it
# well enough in their engine help (``OPTION_SPECS``).
OPTION_HELP = {
    "melds": "Runs only: a run of three is 20, of four or more 50. Runs, squares and belot: runs of "
             "five to seven are 100 too, four of a kind 100 to 200, and all eight of a suit is belot. None: "
             "nobody declares melds (contrée; in klaverjas the roem lies in the tricks).",
    "meld_rights": "Only the side with the best meld scores its melds, the others none; or each player "
                   "scores his own (open belot); or, with three players, when a defender holds the "
                   "best meld, both defenders score their own and the taker none.",
    "meld_tiebreak": "How equal best melds are settled, tried in this order: the longer run wins, the "
                     "run in trump wins, the first player from the forehand wins, or nobody scores.",
    "sequence_rank": "Among runs worth the same, the one with the higher top card wins; or the longer "
                     "run wins first, then the top card (\"how many cards?\" before \"how high?\").",
    "square_order": "How squares of 100 rank: as in trump (aces, tens, kings, queens) or kings and "
                    "queens over tens (aces, kings, queens, tens).",
    "belot": "All eight cards of a suit: it wins the game at once, or it counts as a run of 100.",
    "trump_run_beats_square": "A run in trump beats a square of the same value, as a quint in trump beats "
                              "four aces; or a square beats any run.",
    "bela_on_fall": "When the taker goes down, the bela (king and queen of trump) goes to the winners, "
                    "or stays with its side.",
    "all_tricks_bonus": "Bonus for the side that takes every trick.",
    "win_rule": "The taker makes it with more than each other side, or with more than all the others "
                "together.",
    "tie": "An exact tie: the taker goes down; or the taker's points wait in the pot for the next "
           "hand (litige); or the taker writes his own and the opponents nothing; or the opponents "
           "write their own and the taker nothing; or nobody writes and everything goes into the pot.",
    "pot_to": "Who collects the pot: the winner of the next hand played out, or the next taker who "
              "makes it.",
    "fall_points_to": "Where a fallen taker's points go: to the opponents, to the defender with more "
                      "points, to nobody, or to each defender.",
    "threshold": "How the game is won: by reaching the target when a hand is scored; also by claiming "
                 "it during a hand; or only by a claim.",
    "false_claim": "A claim that falls short: the claimants lose the game, or it is ignored and play "
                   "goes on.",
    "auction": "How trump is chosen: take the turned card's suit, then a second round to name another; "
               "the same, but the dealer must name one; any suit or pass, the dealer must name one; or "
               "the forehand names trump at once.",
    "schmeiss": "Schmeiss (throwing the deal in) in the first round: not played; if it is refused, the "
                "player who said it plays in the turned suit; or the deal is thrown in at once.",
    "schmeiss_by": "Who may schmeiss: the forehand only, as his first call, or any player at his first "
                   "turn to speak.",
    "renege": "A card played against the rules of play, proved by the cards played later: the side "
              "that played it loses the hand (a reneging taker goes down; if a defender reneged, the "
              "taker makes it and writes that side's points too), or it is only named and the score "
              "stands.",
    "next_dealer": "Who deals next: the winner of the last hand, or the next player round the table.",
    "rounding": "Scores are written as they are, or rounded to tens: 5 to 9 up, or 6 to 9 up and 5 down.",
    "contract_made": "A contract made: the takers write their points and the contract, or only the "
                     "contract, the defenders their own points; or the defenders write 160 less the "
                     "takers' rounded points; or, in points annoncés, the side that wins the contract, "
                     "made or down, writes its value alone and the other side nothing.",
    "dedans_points": "What a contract is worth beside its bid. A failed contract gives the defenders "
                     "this plus the bid; a contré contract gives the side that wins it twice this plus "
                     "the bid, four times if surcontré (usually 160, some tables 162).",
    "capot_value": "What a bid capot (every trick to the takers) is worth, made or failed (usually 250, "
                   "many concours 500).",
    "capot_scoring": "A bid capot: the side that wins it writes the capot's value (twice if contré, "
                     "four times if surcontré) with its belote and melds; or it is scored like any "
                     "other contract, the capot's value as its bid.",
    "all_no_trump": "Tout atout (every suit ranks as trump) and sans atout (no trump) may be bid, each "
                    "with its own card values, 162 in all as the table counts them; they are played "
                    "card by card like any contract.",
    "no_trump_values": "In tout atout the jack counts 14, the nine 9, the ace 6, the ten 5, the king 3 "
                       "and the queen 1; in sans atout the ace 19, the ten 10, the king 4, the queen 3 "
                       "and the jack 2: 162 with the last trick. Or every card counts as in trump (tout "
                       "atout, 258) or as a plain card (sans atout, 130), and each pair's points are "
                       "brought to 162.",
    "tout_atout_belote": "In tout atout a king and queen of one suit in one hand is the belote, 20, once; "
                         "or there is no belote. Sans atout never has one.",
    "trump_lead_over_partner": "When trump is led, a player must play a higher trump than any on the "
                               "trick if he can, even when his partner holds the trick. Off: where no one "
                               "need trump over a partner, he need not go over his partner's trump either.",
    "lost_contract_melds": "When a contract fails, is contré or is a bid capot, every meld that counts goes "
                           "to the side that wins the contract; or each side writes its own melds, as it "
                           "keeps its belote.",
    "trump_choice": "How trump is chosen in klaverjas: free, from the first to speak each names "
                    "a suit or passes, and if all pass the first must name one; the turned card's suit "
                    "is offered in turn, take it or pass, and if all pass the first must play it; or "
                    "forced, the first to speak names trump at once.",
    "trump_first": "Who speaks first about trump in klaverjas, and must play if all pass: the player "
                   "after the dealer, or the dealer (the NKU's tournament rules). The player after the "
                   "dealer leads either way.",
    "undertrump": "A player without the suit led who cannot overtrump: he must still play a lower "
                  "trump; or he may not play a lower trump while he holds another card (Amsterdam); "
                  "or he may play any card.",
    "stuk": "Stuk (king and queen of trump, 20 roem) counts when both fall in one trick (NKU), or when "
            "one player holds both and says so as he plays them, like the belote.",
}

YES, NO = "yes", "no"


def house_rule(name: str, value: object, *, gettext: Callable[[str], str] = str, colon: str = ":") -> str:
    """``Label: value`` in words, each word through ``gettext`` (``colon`` as the language writes it)."""
    return f"{label_of(name, gettext=gettext)}{colon} {value_of(name, value, gettext=gettext)}"


def label_of(name: str, *, gettext: Callable[[str], str] = str) -> str:
    label = OPTION_LABELS.get(name)
    return gettext(label) if label else name.replace("_", " ")


def value_of(name: str, value: object, *, gettext: Callable[[str], str] = str) -> str:
    """A house rule's value in words: "yes", "1001", "the opponents"; a list joined by commas."""
    if value is True or value is False:
        return gettext(YES if value else NO)
    if isinstance(value, (list, tuple)):
        return ", ".join(value_of(name, v, gettext=gettext) for v in value)
    words = VALUE_WORDS.get(name, {}).get(value)
    return gettext(words) if words else str(value)


def help_of(name: str, *, gettext: Callable[[str], str] = str, engine_help: str = "") -> str:
    """What a house rule means, in a player's words (else the engine's help), through ``gettext``."""
    text = OPTION_HELP.get(name, engine_help)
    return gettext(text) if text else ""


def all_words() -> list[str]:
    """Every word here, for the catalogue."""
    return [*OPTION_LABELS.values(), *(w for values in VALUE_WORDS.values() for w in values.values()),
            *OPTION_HELP.values(), YES, NO]


__all__ = ["OPTION_HELP", "OPTION_LABELS", "VALUE_WORDS", "all_words", "help_of", "house_rule", "label_of", "value_of"]
