"""Why a service refuses an action, as data: the English templates of the games' and the
tournaments' refusals (``GameError.of``, ``TournamentError.of``).

The engine's refusals (``rules.refusals.ERRORS``, ``RecordError.of``) are the model: a refusal
is a note, an id from here and its arguments; its English is the template filled in (the API's
``message``, which clients read byte for byte), and a page says it in its own language through
the catalogues (``rulings.refusal_text``; ``scripts/translations.py`` puts every template in
them with its id as context). Refusals are lower-case clauses, as the engine's are; a page
that shows one on its own says it as a sentence (``sentence``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..rules import Note

REFUSALS: Mapping[str, str] = MappingProxyType({
    # -- a game and who may write to it ----------------------------------------------------------
    "game.not_found": "there is no game at this link",
    "game.no_hand": "there is no hand {number} in this game (it has {count})",
    "game.token_needed": "this change needs the table token (or the director code)",
    "game.wrong_token": "this is not the table token of this game",
    "game.wrong_director_code": "this is not the director code of this game",
    "game.stale": "someone changed this game first: it is at version {version}, you saw version {seen}",
    "game.confirmed_by": "hand {number} was confirmed by {who}: {doing} it needs the director code",
    "game.taken_back": "hand {number}, sent with this Idempotency-Key, was taken back since: nothing "
                       "was stored; look at the sheet before entering it again",
    "game.key_reused": "this Idempotency-Key was already used for a different hand: use a new key for a "
                       "new hand",
    "game.too_many_hands": "at most {most} hands: no game at a table lasts that long; start a new game to go on",
    "game.confirm_seat": "say which seat confirms the hand",
    "game.confirm_entered_side": "{player} entered hand {number}, so a player of the other side confirms it, "
                                 "not {other}",
    "game.confirm_corrected_side": "{player} corrected hand {number}, so a player of the other side confirms "
                                   "it, not {other}",
    "game.undo_last": "only the last hand (hand {last}) can be undone; correct hand {number} instead",
    "game.director_code_needed": "this needs the director code: X-Director-Code",
    "game.confirm_phone": "a hand is confirmed from a phone that joined as a player of the other side, "
                          "not with the table's shared token",
    # -- phones ----------------------------------------------------------------------------------
    "phone.needed": "this change needs a phone that joined the table",
    "phone.withdrawn": "this phone's place at the table was withdrawn, or it never joined: scan the "
                       "table's QR code again",
    "phone.other_seat": "this phone speaks for {player}, not for {other}",
    "phone.token_needed": "joining needs the table token: Authorization: Bearer <token>",
    "phone.confirms_as": "this phone speaks for {player}: it confirms as that player only",
    "phone.not_joined": "this phone has not joined the table",
    "phone.seat_taken": "this phone already speaks for {player}; to speak for {other}, join from "
                        "that player's phone",
    "phone.withdraw_director": "only the director withdraws a phone",
    "phone.not_found": "there is no such phone at this table",
    "phone.new_link_director": "only the director issues a new table link",
    # -- a tournament's games --------------------------------------------------------------------
    "table.retired": "This table was drawn again: scan the new card (table {table})",
    "table.settled_approved": "the result of table {table} in round {round} is settled (the director "
                              "approved it): only the director changes it now",
    "table.settled_drawn": "the result of table {table} in round {round} is settled (round {next} was "
                           "drawn from it): only the director changes it now",
    "table.seat_code": "at a tournament table a hand speaks for a seat only from a phone that joined "
                       "that seat with its entrant's code",
    "table.code_needed": "to speak for {player}, give the entrant code of {entrant} (on the entrant "
                         "list, or from the director)",
    "table.wrong_code": "this is not the entrant code of {entrant}",
    "table.time_up": "the round's time ran out and this game ended after deal {deal}: no more hands "
                     "are played at table {table}",
    "table.seat_first": "at a tournament table a phone writes hands only once it has taken its seat: "
                        "say which player holds it first",
    # -- a tournament ----------------------------------------------------------------------------
    # -- the club's register and its seasons -----------------------------------------------------
    "register.not_found": "there is no such player in the register",
    "register.same_player": "a player cannot be merged with itself",
    "register.merged_already": "{name} was already merged into another player: merge into that one",
    "register.not_merged": "{name} was never merged into another player",
    "register.no_question": "there is no open question about this player",
    "season.not_found": "there is no season at this link",
    "season.code_needed": "this needs the season's director code",
    "season.wrong_code": "this is not the director code of this season",
    "season.evening_twice": "this tournament is already an evening of the season",
    "season.not_an_evening": "this tournament is not an evening of the season",
    "tournament.not_found": "there is no tournament at this link",
    "rating.not_found": "no player of that name has a rating yet",
    "tournament.not_published": "this tournament has not been published yet",
    "tournament.not_final": "the tournament is not final yet: play and approve its last round before "
                            "publishing it",
    "tournament.no_codes": "this tournament asks for no entrant codes",
    "tournament.code_needed": "this needs the tournament's director code",
    "tournament.wrong_code": "this is not the director code of this tournament",
    "tournament.still_playing": "round {round} is still being played at table {tables}: draw the next "
                                "round when every match has ended, or enter those results",
    "tournament.over": "the tournament is over: every round has been played",
    "tournament.no_draw": "{why}",
    "tournament.changed": "the tournament changed since you looked (another draw, re-draw or swap came "
                          "first): nothing was done; look at the round as it stands",
    "tournament.changed_meanwhile": "the tournament changed meanwhile (another draw, re-draw or swap "
                                    "came first): nothing was done; look at the round as it stands",
    "tournament.redraw_current": "only the current round can be drawn again",
    "tournament.redraw_hand_entered": "a hand was already entered in round {round}: it can no longer be "
                                      "drawn again (swap tables or enter results instead)",
    "tournament.redraw_cap": "round {round} was drawn again {most} times: swap tables instead",
    "tournament.late_round_robin": "a round robin's tables are fixed once it starts: no late entry",
    "tournament.swap_none": "no round is drawn yet: there is nothing to swap",
    "tournament.swap_current": "only the current round's tables can be changed",
    "tournament.swap_hand_entered": "a hand was already entered at one of these tables",
    "tournament.not_ended": "the match at table {table} has not ended yet",
    "tournament.result_over_result": "table {table} already has a result: another one corrects it, "
                                     "so look at what it changes first and confirm the correction",
    "tournament.absent_withdrawn": "{name} has withdrawn: reinstate it first",
    "tournament.absent_bye": "{name} has the bye of the next round: choose another bye first",
    "tournament.bye_withdrawn": "{name} has withdrawn: it cannot have the bye",
    "tournament.bye_absent": "{name} is absent next round: it cannot have the bye",
    "tournament.not_withdrawn": "{name} has not withdrawn",
    # -- a request the API cannot read (only the API says these) -----------------------------------
    "api.unreadable": "the request could not be read",
    "api.no_address": "there is nothing at this address",
    "api.method": "this address does not take that method",
    "api.too_large": "the body is too large: at most {kb} KB",
    "api.not_json_type": "send the body as JSON, with Content-Type: application/json",
    "api.too_many": "too many requests from here: wait a little (see Retry-After) and try again",
    "api.busy": "the score book is busy: nothing was stored; try again in a moment",
    "api.disk_full": "the server's disk is full: nothing was stored; try again when space is freed",
    "api.not_json": "the body is not valid JSON ({detail})",
    "api.too_deep": "the body is nested too deeply",
    "api.if_match": "send If-Match with the version you last saw (the ETag of GET /api/v1/games/<id>)",
    "api.bug": "something went wrong on our side; nothing was stored",
    "api.seat_header": "X-Seat is the seat number of the player entering the hand",
    "api.unknown_field": "there is no field called {field} here",
    "api.code_attempts": "too many wrong director codes: try again in {seconds} seconds",
    "api.key_length": "Idempotency-Key is 1 to {most} characters",
    "api.swap_entrants": "entrants is the two entrant numbers to swap, like [3, 8]",
    "api.two_entrants": "entrants is the two entrant numbers, like [3, 8]",
    "api.after_round": "after is a round number from 0 to {last}",
    "api.entrant_number": "{name} is an entrant number",
    "api.archive_too_deep": "this archive is nested too deeply",
    # -- a body's field of the wrong JSON type (``name`` is the field's name, never translated) ---
    "field.missing": "{name} is missing",
    "field.empty": "{name} cannot be empty",
    "field.whole_number": "{name} is a whole number",
    "field.text": "{name} is text",
    "field.true_false": "{name} is true or false",
    "field.list": "{name} is a list",
    "field.pairs": "{name} is a set of name: value pairs",
    "field.object": "{name} is an object",
    "field.body_object": "this is an object",
    "shape.meld": "a meld is an object with seat and cards",
    "shape.claim": "a claim is an object with side, after_trick, tricks and points",
    "shape.hand": "a hand is an object with dealer, trump, taker, tricks and points",
    "shape.record": "a game record is an object with variant, players and hands",
    "shape.new_game": "a new game is an object with variant, options and players",
    "shape.phone": "a phone joining is an object with seat",
    "shape.confirmation": "a confirmation is an object with seat",
    "shape.entrant": "an entrant is an object with name and players",
    "shape.tournament": "a tournament is an object with title, variant, format, match and entrants",
    "shape.result": "a result is an object with games",
    # -- an archive brought to the import -------------------------------------------------------
    "archive.not_archive": "this is not a Scorekeeper tournament archive",
    "archive.version": "this archive is version {version}; this server reads version {reads}",
    "archive.no_head": "the tournament has no {field}",
    "archive.settings": "the tournament's settings are refused: {why}",
    "archive.house_rules": "this game's house rules are not the tournament's",
    "archive.same_id": "two games of the archive have the same id",
    "archive.not_object": "this part of the archive must be an object",
    "archive.not_list": "this part of the archive must be a list of at most {most}",
    "archive.no_game_id": "a game needs its id",
    "archive.other_game": "this game is not {game}, the tournament's game",
    "archive.record": "this game's record is refused: {why}",
    "archive.no_create": "the log begins with the tournament's creation",
    "archive.no_action": "there is no action called {action}",
    "archive.event": "this event is refused: {why}",
    "archive.misfit": "this event does not fit the tournament as it stood",
    "archive.game_nowhere": "game {game} is at no table of the log",
    "archive.created_twice": "a tournament is created once",
    "archive.no_entrant": "there is no entrant {number} at this point of the log",
    "archive.no_table": "round {round} has no table {table} at this point of the log",
    "archive.round_order": "round {round} cannot be drawn or changed at this point of the log",
    "archive.twice_in_round": "an entrant is at two places of this round",
    "archive.same_table": "two tables of this round have the same number",
    "archive.partners": "a mêlée's tables name the partners, others do not",
    "archive.missing_game": "the log names game {game}, which the archive does not hold",
    "archive.game_twice": "game {game} is at two tables",
    "archive.players": "the players of game {game} are not those of the entrants at table {table} of round {round}",
})


def refused(refusal_id: str, /, **args: Any) -> Note:
    """The note of the refusal ``refusal_id`` with its arguments; ``KeyError`` for an unknown id."""
    if refusal_id not in REFUSALS:
        raise KeyError(refusal_id)
    return Note(refusal_id, args)


def english(note: Note) -> str:
    """The refusal in English: the API's message."""
    return REFUSALS[note.id].format_map(note.args)


def sentence(clause: str) -> str:
    """A refusal shown on its own, as a sentence: "The tournament is over: ... played."."""
    clause = clause.strip()
    if not clause:
        return clause
    clause = clause[0].upper() + clause[1:]
    return clause if clause.endswith((".", "!", "?", "…")) else clause + "."


__all__ = ["REFUSALS", "english", "refused", "sentence"]
