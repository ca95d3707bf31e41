"""The rules engine: pure, exact and explainable (standard library only, integers only).

Glossary, with the players' own words:

deal, hand
    One deal of the cards and its play ("mješanje", "donne"). A game is a list of hands.
trick
    One card from each player; the highest trump, else the highest card of the suit led,
    wins it ("štih", "pli"). The last trick is worth 10 more.
trump (adut, atout)
    The suit fixed in the auction; its J ("Yuss", "dečko") and 9 ("Manel", "menel") rank
    highest and score 20 and 14.
taker (caller, maker, preneur)
    The player who fixed the trump; his side must score more than the others or fall.
meld (zvanje, declaration)
    A run of 3+ cards in suit (20 / 50 / 100) or four of a kind (100 / 150 / 200) held at
    the start; only the side holding the single best meld scores its melds.
bela (belote-rebelote)
    The K and Q of trump in one hand, 20 points, declared as they are played.
belot
    All eight cards of one suit: wins the game, or counts as a 100 run.
pass, fall (prolaz, pad; bate; dedans)
    The taker passes with more points than the defenders; otherwise he falls and his points
    go to the opponents.
all tricks (štiglja, štih-mač, capot)
    One side takes every trick: a bonus of 90 where the preset says so.
tie, pot (litige)
    An exact tie; under some house rules the taker's points wait in the pot for the winner
    of the next hand.
claim (dosta, "501!")
    Saying during a hand that one's side has reached the target; a false claim loses.

The public API: ``adjudicate(record)`` gives the ruling of a game record (RECORDS.md);
``Game`` is a game you ``push`` hands onto and ask for its ``outcome()``; ``find_variant``
finds a preset and ``family_of`` its family of games (how it bids, writes and scores); ``Rules``
holds every house rule; errors are ``RecordError``.
"""

from .cards import Card, Rank, Suit, parse_card, parse_rank, parse_suit
from .errors import RecordError
from .families import FAMILIES, Family, family_of, house_rules
from .game import Game, adjudicate, validate_record
from .options import OPTION_SPECS, OptionSpec, Rules
from .variants import VARIANTS, Variant, find_variant
from .auction import Auction, AuctionResult, uses_turn_up
from .cards import (CLEAN_HAND, LAST_TRICK_BONUS, SEQUENCE_ORDER, SUIT_VALUES, can_ever_make, card_words,
                    play_mode)
from .contract import ContractAuction, ContractResult, no_trump_mode
from .explain import Note, TEMPLATES, TEXTS, to_json
from .match import GameResult, match_outcome, next_first_dealer
from .melds import Declared, parse_meld, verify_table
from .numbers import ascii_whole
from .records import names
from .replay import replay
from .rights import SEAT, details_needed

__all__ = ["adjudicate", "ascii_whole", "Auction", "AuctionResult", "can_ever_make", "Card", "card_words", "CLEAN_HAND",
           "ContractAuction", "ContractResult", "Declared", "describe_presets", "details_needed", "FAMILIES",
           "Family", "family_of", "find_variant", "Game", "GameResult", "house_rules", "LAST_TRICK_BONUS",
           "match_outcome", "names", "next_first_dealer", "no_trump_mode", "Note", "OPTION_SPECS", "OptionSpec",
           "parse_card", "parse_meld", "parse_rank", "parse_suit", "play_mode", "Rank", "RecordError", "replay",
           "Rules", "SEAT", "SEQUENCE_ORDER", "Suit", "SUIT_VALUES", "TEMPLATES", "TEXTS", "to_json", "uses_turn_up",
           "validate_record", "Variant", "VARIANTS", "verify_table"]


def describe_presets() -> list[dict[str, object]]:
    """Every preset with its description and its options, for forms, docs and the API."""
    return [variant.describe() for variant in VARIANTS.values()]
