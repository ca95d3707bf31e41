"""Why the engine refuses a record or an action, as data: the templates of ``RecordError``'s notes.

Like the ruling's sentences (``explain.TEMPLATES``), each refusal is a note: an id from here
and its arguments, so that the pages say it in the table's language. A seat is said by its
player's name (``{seat_name}`` beside ``seat``) and a side by its players' names
(``{side_name}`` beside ``side``) once the game's players are known (``RecordError.named``);
until then "seat 2" and "side 1", counted from 1. What the person typed is quoted as typed
(``errors.typed``).
Refusals are lower-case clauses: a page puts them after the field they concern.
"""

from __future__ import annotations

from types import MappingProxyType
from collections.abc import Mapping

ERRORS: Mapping[str, str] = MappingProxyType({
    # -- cards, calls, presets, house rules ----------------------------------------------------
    "error.suit": "{typed} is not a suit: use spades, hearts, diamonds or clubs",
    "error.rank": "{typed} is not a rank: use 7, 8, 9, 10 (or T), J, Q, K or A",
    "error.card": "{typed} is not a card: write the rank (7 8 9 10 J Q K A) then the suit "
                  "(S H D C), like JH or 10S",
    "error.call": "{typed} is not a call: say pass, take, schmeiss, throw, play or a suit "
                  "(spades, hearts, diamonds, clubs)",
    "error.variant": "there is no game called {typed}: choose one of {choices}",
    "error.options": "the house rules must be a set of option: value pairs",
    "error.option_unknown": "there is no house rule called {typed}",
    "error.option_flag": "{option} is true or false, not {typed}",
    "error.option_number": "{option} is a whole number of at least {minimum}, not {typed}",
    "error.option_choice": "{option} is one of {choices}, not {typed}",
    "error.option_list": "{option} is a list from {choices}",
    "error.tiebreak": "{typed} is not a tie-break: use {choices}",
    "error.tiebreak_twice": "{option} names a tie-break twice",
    "refuse.option_ignored": "{option} changes nothing in {game}, so it cannot be set: {why}",
    "option_why.contract": "only contrée and coinche bid contracts",
    "option_why.klaverjas": "it is a rule of klaverjas",
    "option_why.own_auction": "this game has an auction of its own",
    "option_why.own_scoring": "this game is scored by its own rules, without a pot",
    "option_why.no_melds": "no melds are declared in this game",
    "option_why.roem": "its roem lies in the tricks: no melds, and the stuk has its own rule",
    "option_why.not_rounded": "its scores are never rounded",
    # -- the auction -----------------------------------------------------------------------------
    "error.auction_players": "an auction needs 2, 3 or 4 players, not {typed}",
    "error.dealer_seat": "the dealer is a seat from 0 to {last}, not {typed}",
    "error.auction_list": "the auction is a list of calls in speaking order, like [\"pass\", \"hearts\"]",
    "error.auction_unfinished": "the auction is not finished: {seat_name} must still speak",
    "error.auction_unanswered": "the auction is not finished: {seat_name} must still answer "
                                "{other_name}'s schmeiss",
    "error.auction_over": "the auction is already over",
    "error.not_your_turn": "it is {seat_name}'s turn to speak, not {other_name}'s",
    "error.turn_up_needed": "the turned-up card is needed for \"{call}\" in this auction; only a redeal, "
                            "where everyone passes, can do without it",
    "error.call_refused": "it is {seat_name}'s turn to speak, and {reason}",
    "refuse.no_schmeiss": "\"{call}\" answers a schmeiss, and nobody has said schmeiss",
    "refuse.must_answer": "{seat_name} must answer {other_name}'s schmeiss: \"throw\" (deal again) or "
                          "\"play\" ({other_name} then plays in {suit})",
    "refuse.schmeiss_off": "{seat_name} may not schmeiss: it is not played in this game",
    "refuse.schmeiss_no_turn_up": "there is no schmeiss without a turned-up card",
    "refuse.schmeiss_first_turn": "a schmeiss is allowed only at one's first turn to speak",
    "refuse.schmeiss_forehand": "only the forehand, {seat_name}, may schmeiss, and only as the first call",
    "refuse.take_round2": "the turned-up suit, {suit}, can no longer be taken in the second round: "
                          "name another suit",
    "refuse.take_round2_or_pass": "the turned-up suit, {suit}, can no longer be taken in the second "
                                  "round: name another suit or pass",
    "refuse.take_no_turn_up": "there is no turned-up card to take in this game: name a suit",
    "refuse.take_no_turn_up_or_pass": "there is no turned-up card to take in this game: name a suit or pass",
    "refuse.pass_first_must": "{seat_name} may not pass: the forehand must name a suit at once",
    "refuse.pass_free_mus": "{seat_name} may not pass: the dealer must name a suit when everyone else "
                            "has passed (\"mus\")",
    "refuse.pass_turn_up_mus": "in the second round {seat_name} may not pass: the dealer must name a "
                               "suit (\"mus\")",
    "refuse.round1_take": "in the first round {seat_name} may only take the turned-up suit, {turned}, "
                          "or pass: say \"take\" to play in {turned}",
    "refuse.round1_suit": "in the first round {seat_name} may only take the turned-up suit, {turned}, "
                          "or pass: {suit} can be named only in the second round, if everyone passes",
    "refuse.round2_turned": "in the second round {seat_name} may not name {turned}: the turned-up suit "
                            "was refused in the first round",
    # -- melds and bela --------------------------------------------------------------------------
    "error.meld_shape": "a meld is written as its cards or as kind, length, top and suit",
    "error.during_play": "during_play is true or false",
    "error.square_low": "four sevens or four eights are not a meld: they score nothing",
    "error.square_sequences_only": "{square} do not count in this game: only runs are melds",
    "error.square_tens": "four tens are not a square in this game",
    "error.run_value_sequences": "a run is worth 20 or 50 in this game",
    "error.meld_cards_list": "a meld's cards are a list like [\"AS\", \"KS\", \"QS\"]",
    "error.meld_card_twice": "{card} is written twice in one meld",
    "error.meld_rank_count": "{count} cards of one rank are not a meld: a square is all four",
    "error.run_suits": "{cards} is not a run: a run is all in one suit",
    "error.run_short": "{cards} is not a meld: a run needs at least three cards",
    "error.run_gap": "{cards} {suit} is not a run: runs go A K Q J 10 9 8 7 with no gap",
    "error.meld_kind": "a meld is a \"sequence\" or a \"square\", not {typed}",
    "error.run_top": "a run of {length} cannot have {top} on top: it would need cards below 7",
    "error.run_value": "a run is worth 20, 50 or 100",
    "error.run_length": "a run is 3 to 8 cards long (or give its value: 20, 50 or 100)",
    "error.meld_kind_mismatch": "these cards are a {kind}, not a {typed}",
    "error.meld_length_mismatch": "this meld has {length} cards, not {typed}",
    "error.card_in_two_melds": "{seat_name} and {other_name} cannot both have declared {card}: there is "
                               "only one in the pack",
    "error.bela_in_meld": "{seat_name} declared bela, but {card} is in {other_name}'s meld",
    "error.meld_cards_count": "{seat_name}'s melds need {need} cards, but a hand has {size}",
    "error.meld_twice": "{seat_name} declared {meld} twice",
    "error.runs_touch": "{seat_name}'s runs {suit} touch or overlap: write them as one run (a run of "
                        "six is one meld, not two twenties)",
    "error.melds_equal": "these melds are equal so far ({which}): say {what} of each to settle which "
                         "is best",
    "meld.of": "{seat_name}'s {meld}",
    "meld.of_side": "{side_name}'s {meld}",
    "error.meld_seat": "equal melds go to the player first in play counting from the forehand: say which of "
                       "{side_name} declared {meld}",
    "error.card_in_two_sides": "{side_name} and {other_side_name} cannot both have declared {card}: there is "
                               "only one in the pack",
    "error.bela_in_side_meld": "{seat_name} declared bela, but {card} is in a meld of {side_name}",
    "error.side_meld_cards_count": "{side_name}'s melds need {need} cards, but their hands hold {size}",
    "error.side_meld_twice": "{side_name} declared {meld} twice: its cards are in the pack only once",
    "error.meld_seat_side": "{seat_name} does not play in {side_name}",
    "error.side_number": "{field} is a side number from 0 to {last}",
    "detail.top": "the top card", "detail.suit": "the suit", "detail.length": "the length",
    # -- the record and its hands ----------------------------------------------------------------
    "error.record_shape": "a game record is an object with variant, players and hands",
    "error.record_field": "a game record has no field called {typed}",
    "error.hands_list": "hands is a list of hands",
    "error.players_count": "{game} is played by {count}: name them in seat order",
    "error.player_name": "each player needs a name of 1 to 60 characters",
    "error.hand_shape": "a hand is an object with dealer, trump, taker, tricks and points",
    "error.hand_field": "a hand has no field called {typed}",
    # -- a hand entered card by card -------------------------------------------------------------
    "error.play_list": "play is a list of tricks in the order they were played, each a list of the "
                       "cards from its leader, at most {count} tricks",
    "error.play_trick": "trick {trick} needs one card from each of the {count} players, in the order "
                        "they were played",
    "error.play_twice": "{card} is played twice: in trick {first} and in trick {trick}",
    "error.play_twice_trick": "{card} is played twice in trick {trick}",
    "error.play_discarded": "{card} was discarded by {seat_name}, the caller, so nobody played it",
    "error.play_meld_other": "{card} was in the meld of {seat_name}, but {other_name} played it",
    "error.play_meld_unplayed": "{card} was in the meld of {seat_name}, who never played it",
    "error.play_pair_meld_other": "{card} was in the meld of {side_name}, but {other_name} played it",
    "error.play_pair_meld_unplayed": "{card} was in the meld of {side_name}, but nobody played it",
    "error.play_pair_meld_split": "a meld is one player's cards, but both {seat_name} and {other_name} "
                                  "played cards of the meld of {side_name}",
    "error.play_seven_exchanged": "{card} went under the stock when {seat_name} exchanged it for the "
                                  "turned-up card, so nobody played it",
    "error.play_turn_up": "{card}, the turned-up card, stays under the stock: nobody played it unless "
                          "a player exchanged the trump 7 for it",
    "error.play_turn_up_holder": "{card}, the turned-up card, went to {seat_name} in exchange for the "
                                 "trump 7, but {other_name} played it",
    "error.play_discard_left": "the cards not played are {cards}: they are the caller's discard",
    "error.play_partial_summary": "only {count} of the {total} tricks were replayed card by card: write "
                                  "the points of each side for the whole hand too",
    "error.play_summary": "the points written, {written}, are not what the cards played make: {played}",
    "error.play_summary_tricks": "the tricks written, {written}, are not what the cards played give: {played}",
    "figure.side": "{side_name} {count}",
    "error.play_summary_short": "the tricks replayed already give {side_name} {points} points in "
                                "{tricks} tricks, more than the {written} written for the whole hand",
    "error.play_claim": "after trick {trick} the cards give {side_name} {tricks} worth {points}: the "
                        "claim must say that",
    "error.redeal_field": "everyone passed, so the cards are dealt again: this hand has no {field}",
    "error.seat_number": "{field} is a seat number from 0 to {last}",
    "error.trump_missing": "say which suit is trump (adut)",
    "error.taker_missing": "say who took: the player who chose trump",
    "error.first_must_taker": "the forehand, {seat_name}, names trump at once in this game",
    "error.auction_trump": "the auction made {suit} trump, not {other}",
    "error.auction_taker": "the auction made {seat_name} the taker, not {other_name}",
    "error.melds_list": "melds is a list",
    "error.per_side": "{field} is a list of {count} whole numbers, one per side",
    "error.claims_list": "claims is a list",
    "error.claims_order": "write the claims in the order they were made",
    "error.claim_shape": "a claim has side, after_trick, tricks and points",
    "error.no_claims": "nobody can claim in this game: it is won at the end of a hand",
    "error.claim_side": "side is a side number from 0 to {last}",
    "error.whole_number": "{field} is a whole number",
    "error.claim_bela_flag": "bela is true or false",
    "error.claim_trick": "a hand has tricks 1 to {count}",
    "error.claim_window": "claims are allowed only during the first {count} tricks",
    "error.enough_late": "\"enough\" must be said before the last trick is complete",
    "error.claim_tricks": "after trick {after} a side cannot have taken {tricks} tricks",
    "error.no_discard": "nobody discards in {game}",
    "error.discard_count": "the taker discards exactly {count} cards",
    "error.discard_twice": "the same card is discarded twice",
    "error.note_text": "a note is text of at most 500 characters",
    "error.tricks_points_missing": "write both the tricks and the points of each side: {field} is missing",
    "error.exchange": "the trump 7 may be exchanged only when the turned-up card's suit became trump",
    "error.discard_in_meld": "{card} was discarded, so it cannot be in a meld",
    "error.discard_bela": "the taker discarded {card}, so the taker cannot declare bela",
    # -- points ----------------------------------------------------------------------------------
    "error.tricks_sum": "the tricks must add up to {count}: {sums}",
    "error.points_sum": "the points of all sides must add up to {total}: {sums}",
    "error.points_range": "the points of all sides must add up to between 10 and {total}: {sums}",
    "error.no_trick_points": "{side_name} took no trick, so cannot have {points} points",
    "error.points_never": "{side_name} cannot have {points}: no cards are worth exactly that, with or "
                          "without the 10 for the last trick",
    "error.points_impossible": "{side_name} cannot have {points} from {tricks}: no cards of {tricks} are "
                               "worth that, with or without the 10 for the last trick",
    "tricks.one": "one trick", "tricks.many": "{count} tricks",
    "error.points_no_deal": "no deal of the cards gives these points: {points}",
    "error.points_together": "no deal gives these points together: {points} would need more from "
                             "{cards} cards than they can hold",
    # -- claims and the end of the game ----------------------------------------------------------
    "error.claim_points": "{tricks} cannot be worth {points}",
    "error.claim_more_points": "the claim counts more than {side_name} took in the whole hand ({points} "
                               "points)",
    "error.claim_no_bela": "this side declared no bela in this hand",
    "error.claim_more": "the claim counts more than {side_name} took in the whole hand ({tricks} tricks, "
                        "{points} points)",
    "error.game_over": "the game is already over ({over}): no hand can follow",
    "over.target": "{side} reached the target", "over.claim": "{side} claimed",
    "over.false_claim": "{side} won on a false claim", "over.belot": "{side} held belot",
    "over.deals": "all the deals are played", "over.drawn": "a draw after all the deals",
    "error.belot_no_play": "a belot (all eight of a suit) wins the game at once: the hand has no tricks, "
                           "points or claims",
    "error.deals_no_claims": "a game of {deals} deals has no claims: it ends after its last deal",
    "error.claim_after_end": "the game already ended with the claim before this one",
    "error.points_missing": "write the points of each side (only a claim that ends the game, or a "
                            "belot, may leave them out)",
    # -- contrée, coinche and klaverjas ------------------------------------------------------------
    "error.contract_call": "{typed} is not a call of the contract auction: say pass, a bid such as "
                           "\"110 hearts\" or \"capot spades\", contre or surcontre",
    "error.bid_value": "{typed} is no contract: bids go from 80 to 160 in tens, then capot",
    "error.contre_value": "contre is 0 (none), 1 (contré) or 2 (surcontré), not {typed}",
    "error.bid_missing": "the contract's bid is needed (80 to 160, or capot), or the auction that made it",
    "error.auction_bid": "the auction's contract was {contract}, not {typed}",
    "error.auction_contre": "contre {typed} is not what the auction said of {contract}",
    "refuse.generale_off": "the générale is not played at this table",
    "refuse.no_trump_off": "tout atout and sans atout are not played at this table",
    "error.no_trump_bela": "{contract} has no belote at this table",
    "error.play_belote_all": "{seat_name} had the belote, but the cards show no king and queen of one suit "
                             "played by {seat_name}",
    "refuse.bid_low": "a bid must be higher than {contract}",
    "refuse.bid_after_contre": "{contract} is contré: only surcontre or pass may follow",
    "refuse.contre_nothing": "there is no bid to contre yet",
    "refuse.contre_own": "{seat_name} cannot contre his own side's bid",
    "refuse.contre_twice": "{contract} is already contré",
    "refuse.surcontre": "{seat_name} cannot surcontre: only the takers may, once their contract is contré",
    "error.generale_needs_play": "a générale is judged from the cards: give the hand card by card (play)",
    "error.no_melds_game": "no melds are declared in this game",
    "error.field_not_in_game": "{field} is not written in {game}",
    "error.klaverjas_turn_up": "the turned card is needed: its suit is offered in turn",
    "refuse.klaverjas_must_choose": "{seat_name} must choose trump now: everyone has passed",
    "refuse.klaverjas_call": "{typed} is not a call here: say {choices}",
    "error.roem": "roem is written per pair, in tens, like [20, 0]",
    "error.roem_mismatch": "the cards played make roem {cards}, but the roem written is {written}",
    "error.roem_short": "the tricks replayed already make roem {cards}, more than the {written} written",
    "error.stuk_in_trick": "at this table the stuk counts only in one trick: write it in the roem",
})

__all__ = ["ERRORS"]
