"""What the replay page shows, in the table's words: the engine's judgement of the play so far
(``rules.replay.replay``) said by the players' names, cards as people write them ("8♣"), and, once
every trick is played, the hand's ruling with that play.

Nothing here judges a card: who won, what a trick is worth and who reneged all come from the
engine; this only names and arranges them.
"""

from __future__ import annotations

from flask_babel import gettext as _

from ...words import page_language, said as in_language
from ...games import Game
from ...rules import RecordError, adjudicate, find_variant, parse_card
from ...rules import SEQUENCE_ORDER, Card, Suit
from . import access
from .bids import CALL_WORDS
from ...words import card_letters, named, pair_said, rank_letter, said_to, suit_name, suit_symbol

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RED = (Suit.HEARTS, Suit.DIAMONDS)
NO_TRUMP_CALLS = {"all": "ta", "none": "sa"}  # a contract's trump, and the call it is bid with
SUMMARY = ("tricks", "points", "roem")  # klaverjas roem: the tricks say it too


def tricks_of(codes: list[str], *, players: int) -> list[list[str]]:
    return [codes[i:i + players] for i in range(0, len(codes), players)]


def base_hand(hand: dict) -> dict:
    """The stored hand without what the play decides: its summary and any earlier play."""
    return {k: v for k, v in hand.items() if k not in (*SUMMARY, "play")}


def replayed_hand(hand: dict, tricks: list[list[str]], *, keep_summary: bool) -> dict:
    """The hand to store: the play, with the sheet's summary kept to be checked, or without it."""
    kept = {k: v for k, v in hand.items() if k != "play"} if keep_summary else base_hand(hand)
    return kept | {"play": tricks}


def played_trump(game: Game, number: int) -> str | None:
    """The hand's trump as the engine ruled it: written, or said by its auction (a contrée hand
    entered by its calls alone); None for a redeal or a contract without a trump suit."""
    ruled = game.ruling()["hands"][number - 1]
    # tout atout and sans atout are played too: "all" or "none", the contract's trump
    return game.entry(number).hand.get("trump") or ruled.get("trump") or (ruled.get("contract") or {}).get("trump")


def _trump_words(trump: str) -> tuple[str, str]:
    """The trump's symbol and name in the title: "♥ hearts", or "all trumps", "no trumps"."""
    if trump in NO_TRUMP_CALLS:
        return "", str(CALL_WORDS[NO_TRUMP_CALLS[trump]])
    return suit_symbol(trump), suit_name(trump)


def card_said(code: str) -> str:
    """A card code as people write it in the page's language: "8♣", "10♥", "V♠" in French."""
    return card_letters(code)


def view_of(game: Game, *, number: int, result: dict, codes: list[str]) -> dict:
    variant = find_variant(game.variant)
    hand = game.entry(number).hand
    hand = {**hand, "trump": played_trump(game, number)}
    sides = access.side_names(game)
    tricks = [_trick(t, game=game, sides=sides, variant=variant) for t in result["tricks"]]
    done = [t for t in tricks if t["winner"] is not None]
    symbol, name = _trump_words(hand["trump"])
    return {"trump": hand["trump"], "trump_symbol": symbol, "trump_name": name,
            "no_trump": hand["trump"] if hand["trump"] in NO_TRUMP_CALLS else None,
            "dealer": game.players[hand["dealer"]],
            "taker": game.players[hand["taker"]] if hand.get("taker") is not None else None,
            "rows": _rows(offered=set(result["next"]["cards"]) if result["next"] else set(), trump=hand["trump"]),
            "current": _current(result, game=game, variant=variant),
            "next": game.players[result["next"]["seat"]] if result["next"] else None,
            "trick_no": result["next"]["trick"] if result["next"] else None,
            "done": done, "last": done[-1] if done else None,
            "running": list(zip(sides, result["points"], result["tricks_won"])),
            "reneges": renege_sentences(result),
            "complete": result["complete"], "whole_tricks": len(done) == len(tricks) and bool(done),
            "count": len(done), "of": variant.tricks, "cards": len(codes),
            "worth": worth(game, number=number, result=result) if result["complete"] else None,
            "written": _written(game, number=number, result=result)}


def _rows(*, offered: set[str], trump: str) -> list[dict]:
    """The pack as four rows of eight, trump first; only the cards the player to play can still
    hold can be tapped (``rules.replay``: never one played, discarded or shown in another hand)."""
    trump_suit = Suit(trump) if trump not in NO_TRUMP_CALLS else None  # no row first
    suits = ([trump_suit] if trump_suit else []) + [s for s in SUIT_ORDER if s is not trump_suit]
    return [{"suit": s.value, "symbol": s.symbol, "name": suit_name(s.value), "trump": s is trump_suit,
             "red": s in RED,
             "cards": [{"code": str(Card(r, s)), "rank": rank_letter(str(r)), "label": card_letters(str(Card(r, s))),
                        "out": str(Card(r, s)) not in offered} for r in SEQUENCE_ORDER]}
            for s in suits]


def _trick(trick: dict, *, game: Game, sides: list[str], variant) -> dict:
    cards = [{"label": card_said(c), "red": parse_card(c).suit in RED, "name": game.players[s],
              "side": variant.side_of(s)} for c, s in zip(trick["cards"], trick["seats"])]
    winner = trick["winner"]
    line = None
    if winner is not None:
        name, side = game.players[winner], sides[variant.side_of(winner)]
        line = (_("%(name)s takes trick %(n)s: %(points)s for %(side)s", name=name, n=trick["number"],
                  points=trick["points"], side=pair_said(side, lang=page_language()),
                  side_acc=_declined(side, game=game, variant=variant, winner=winner))
                if variant.players == 4 else
                _("%(name)s takes trick %(n)s: %(points)s", name=name, n=trick["number"], points=trick["points"]))
    return {"number": trick["number"], "leader": game.players[trick["leader"]], "cards": cards,
            "winner": winner, "winner_side": variant.side_of(winner) if winner is not None else None,
            "points": trick["points"], "line": line}


def _declined(label: str, *, game: Game, variant, winner: int) -> str:
    """A side's players after "for" ("11 za Anu i Cvitu"); a side the table named stays as named."""
    players = [game.players[s] for s in variant.seats_of(variant.side_of(winner))]
    if label != " & ".join(players):
        return label
    return named(players, lang=page_language()).forms["acc"]


def _current(result: dict, *, game: Game, variant) -> list[dict]:
    """The trick on the table: each seat in play order from its leader, with its card if played."""
    if result["next"] is None:
        return []
    last = result["tricks"][-1] if result["tricks"] else None
    on_table = last if last and last["winner"] is None else None
    leader = on_table["leader"] if on_table else result["next"]["seat"]
    cards = on_table["cards"] if on_table else []
    out = []
    for i in range(variant.players):
        seat = (leader + i) % variant.players
        code = cards[i] if i < len(cards) else None
        out.append({"name": game.players[seat], "side": variant.side_of(seat), "leader": i == 0,
                    "card": card_said(code) if code else None, "red": bool(code) and parse_card(code).suit in RED,
                    "next": seat == result["next"]["seat"]})
    return out


def renege_sentences(result: dict) -> list[str]:
    """Each renege as the engine says it, in the page's language (its English if a note is unknown)."""
    return in_language(result.get("notes") or (), result.get("explanation") or (), lang=page_language())


def ruling_with(game: Game, *, number: int, hand: dict) -> dict:
    """Hand ``number``'s ruling were it ``hand`` (raises ``RecordError``); nothing is stored."""
    hands = [e.hand for e in game.entries]
    hands[number - 1] = hand
    return adjudicate(game.record(hands=hands))["hands"][number - 1]


def worth(game: Game, *, number: int, result: dict) -> dict:
    """What the whole hand is worth with this play: the engine's ruling of it, the table's
    summary left out (the play decides)."""
    players = find_variant(game.variant).players
    hand = replayed_hand(game.entry(number).hand, tricks_of(result["played"], players=players),
                         keep_summary=False)
    try:
        return {"row": ruling_with(game, number=number, hand=hand), "error": None}
    except RecordError as error:
        return {"row": None, "error": said_to(game, error)}


def _written(game: Game, *, number: int, result: dict) -> dict | None:
    """The points written on the sheet against the play, once the play covers every trick; the
    engine refuses a play that disagrees with them, and says why."""
    stored = game.entry(number).hand
    if not stored.get("points") or not result["complete"]:
        return None
    players = find_variant(game.variant).players
    hand = replayed_hand(stored, tricks_of(result["played"], players=players), keep_summary=True)
    out = {"points": stored["points"], "played": result["points"]}
    try:
        ruling_with(game, number=number, hand=hand)
    except RecordError as error:
        return out | {"same": False, "refusal": said_to(game, error)}
    return out | {"same": True, "refusal": None}
