"""What a correction changed in a hand, said in the table's words for the history.

A correction keeps the hand's record before and after; the history says each field that changed
as a player would ("Melds — before: Cvita, an A-high fifty in diamonds (50). Now: …"), with the
players' and pairs' names, melds and suits in words, in the page's language: never the record's
own keys and values ("melds: side 1 kind sequence value 100").
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable, Mapping, Sequence

from flask_babel import gettext as _, lazy_gettext as _l

from ...games import Game
from ...rules import RecordError, find_variant, parse_card
from ...rules import card_words
from ...rules import to_json
from ...rules import parse_meld
from ...words import localized, page_language, pair_said
from ...words import suit_name
from . import access

# The fields of a hand in the order a table tells a hand, each with its name in words.
FIELDS = {
    "dealer": _l("Dealer"), "turn_up": _l("Turned-up card"), "auction": _l("Bids"),
    "trump": _l("Trump"), "taker": _l("Taker"), "melds": _l("Melds"), "bela": _l("Bela"),
    "exchange": _l("Cards exchanged"), "discard": _l("Discard"), "tricks": _l("Tricks"),
    "points": _l("Points"), "claims": _l("Claim"), "play": _l("Cards played"), "note": _l("Note"),
    "roem": _l("Roem"),
}


class _Table:
    """How this game says seats, sides and melds."""

    def __init__(self, game: Game) -> None:
        self.players = list(game.players)
        self.sides = access.side_names(game)
        self.variant = find_variant(game.variant)
        self.rules = self.variant.rules.with_options(game.options)

    def player(self, seat: object) -> str:
        return self.players[seat] if isinstance(seat, int) and 0 <= seat < len(self.players) else str(seat)

    def side(self, side: object) -> str:
        return self.sides[side] if isinstance(side, int) and 0 <= side < len(self.sides) else str(side)


def hand_changes(before: Mapping[str, Any], after: Mapping[str, Any], *, game: Game) -> list[str]:
    """One sentence for each field of the hand that the correction changed."""
    table = _Table(game)
    out = []
    for key in [*FIELDS, *sorted((set(before) | set(after)) - set(FIELDS))]:
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        say = _SAYERS.get(key, _plain)
        out.append(_("%(what)s — before: %(before)s. Now: %(after)s.",
                     what=str(FIELDS.get(key, key)), before=_said(say, old, table), after=_said(say, new, table)))
    return out


def _said(say: Callable[[Any, _Table], str], value: Any, table: _Table) -> str:
    if value is None or value == [] or value == "":
        return _("nothing written")
    try:
        return say(value, table)
    except (RecordError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        return _plain(value, table)


def _per_side(values: Sequence[Any], table: _Table) -> str:
    """``[70, 92]`` → "Ana & Cvita 70, Boris & Dino 92"; an unwritten figure is "–"."""
    return ", ".join(f"{table.side(s)} {'–' if v is None else v}" for s, v in enumerate(values))


def _meld(raw: Mapping[str, Any], table: _Table) -> str:
    meld = parse_meld(raw, rules=table.rules, path="melds")
    words = localized([to_json(meld.describe_note(table.rules))], lang=page_language())[0]
    who = table.player(raw["seat"]) if "seat" in raw else table.side(raw.get("side"))
    return f"{who}, {words} ({meld.value(table.rules)})"


def _melds(value: Sequence[Mapping[str, Any]], table: _Table) -> str:
    return "; ".join(_meld(m, table) for m in value)


def _claims(value: Sequence[Mapping[str, Any]], table: _Table) -> str:
    return "; ".join(_("Claim by %(side)s after trick %(t)s: %(tricks)s tricks, %(points)s points",
                       side=pair_said(table.side(c["side"]), lang=page_language()), t=c["after_trick"],
                       tricks=c["tricks"], points=c["points"])
                     for c in value)


def _cards(value: Sequence[str], table: _Table) -> str:
    return " ".join(card_words(parse_card(c)) for c in value)


def _play(value: Sequence[Sequence[str]], table: _Table) -> str:
    """A hand's play as people write cards, a trick at a time: "A♠ 7♠ 8♣ 9♠ / 10♠ K♠ …"."""
    return " / ".join(_cards(trick, table) for trick in value)


def _auction(value: Sequence[Any], table: _Table) -> str:
    return ", ".join(str(call) for call in value)


def _plain(value: Any, table: _Table) -> str:
    if isinstance(value, list):
        return ", ".join(_plain(v, table) for v in value)
    if isinstance(value, dict):
        return ", ".join(_plain(v, table) for v in value.values())
    return str(value)


_SAYERS: dict[str, Callable[[Any, _Table], str]] = {
    "dealer": lambda v, t: t.player(v), "taker": lambda v, t: t.player(v),
    "bela": lambda v, t: t.player(v), "trump": lambda v, t: suit_name(v),
    "turn_up": lambda v, t: card_words(parse_card(v)), "points": _per_side, "tricks": _per_side,
    "melds": _melds, "claims": _claims, "play": _play, "exchange": _cards, "discard": _cards,
    "auction": _auction, "note": lambda v, t: f"“{v}”", "roem": lambda v, t: _score(v),
}


def _score(values: Sequence[Any]) -> str:
    """Each side's figure as a table says a score: "0 : 20"."""
    return " : ".join("–" if v is None else str(v) for v in values)

__all__ = ["FIELDS", "hand_changes"]
