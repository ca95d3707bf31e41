"""The hand form: what a few taps say, turned into one HAND of RECORDS.md, and back.

The form asks what the table writes on paper: dealer, trump, taker, melds by value in their
pair's row, bela, one side's points, and whether a side took no trick or every trick. The record
also wants the tricks each side took; paper does not keep them, so a split the engine accepts for
those points is written (only none / some / all changes a ruling). Whether the hand is valid, and
what it scores, is always the engine's answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from flask_babel import gettext as _

from ...rules import RecordError, Rules, Variant, family_of, find_variant
from ...rules import CLEAN_HAND, SUIT_VALUES, can_ever_make
from ...rules import verify_table
from ...rules import SEAT
from ...web import whole_number
from .meldchips import Chip, chip_of, declared, needs_detail, to_melds

CLAIM_FIELDS = ("after_trick", "tricks", "points")


@dataclass
class Draft:
    """The form's values, read but not yet judged."""

    dealer: int | None = None
    trump: str | None = None
    taker: int | None = None
    chips: list[Chip] = field(default_factory=list)
    bela: int | None = None
    points: list[int | None] = field(default_factory=list)
    typed: int | None = None  # the side whose points were typed last: the other is completed
    no_trick: set[int] = field(default_factory=set)
    all_tricks: int | None = None
    claim: dict | None = None  # side, after_trick, tricks, points, bela
    play: list | None = None  # a replayed hand's cards, carried through a correction unchanged
    bid: str | None = None  # contrée written without its auction: 80…160, capot, generale
    contre: int | None = None  # 0, 1 contré, 2 surcontré
    roem: list[int | None] | None = None  # klaverjas: each pair's roem as the sheet writes it
    errors: dict[str, str] = field(default_factory=dict)


def _int(raw: object) -> int | None:
    return whole_number(raw, default=None)


def _seat(raw: object, variant: Variant) -> int | None:
    value = _int(raw)
    return value if value is not None and value < variant.players else None


def read_form(form, *, variant: Variant, claiming: bool) -> Draft:
    """The draft in the form (a werkzeug MultiDict); unreadable numbers become errors."""
    sides = variant.sides
    draft = Draft(dealer=_seat(form.get("dealer"), variant), trump=form.get("trump") or None,
                  taker=_seat(form.get("taker"), variant), bela=_seat(form.get("bela"), variant),
                  typed=_int(form.get("typed")))
    draft.chips = _read_chips(form, variant)
    draft.points = [_int(form.get(f"p{s}")) for s in range(sides)]
    for s in range(sides):
        raw = str(form.get(f"p{s}", "")).strip()
        if raw and draft.points[s] is None:
            draft.errors["points"] = _("write the points as a whole number, like 62")
    draft.no_trick = {s for s in range(sides) if form.get(f"none{s}")}
    _read_game_fields(form, draft, variant)
    draft.all_tricks = next((s for s in range(sides) if form.get(f"all{s}")), None)
    if claiming:
        draft.claim = {"side": _int(form.get("claim_side")), "bela": bool(form.get("claim_bela"))}
        draft.claim |= {k: _int(form.get(f"claim_{k}")) for k in CLAIM_FIELDS}
    if not form.get("drop_play"):
        draft.play = _play(form.get("play"))
    return draft


def _read_game_fields(form, draft: Draft, variant: Variant) -> None:
    """Contrée's contract written by hand, klaverjas's roem per pair (RECORDS.md)."""
    if family_of(variant).has_contract:
        bid = str(form.get("contract_bid") or "").strip()
        draft.bid = bid or None
        draft.contre = _int(form.get("contract_contre"))
    if family_of(variant).enters_roem:
        draft.roem = [_int(form.get(f"r{s}")) for s in range(variant.sides)]
        if any(str(form.get(f"r{s}", "")).strip() and r is None for s, r in enumerate(draft.roem)):
            draft.errors["roem"] = _("write the roem as a whole number, like 20")


def _play(raw: object) -> list | None:
    """The cards of a replayed hand, as the correction form carries them (JSON); the engine
    judges them with the rest of the hand."""
    try:
        play = json.loads(str(raw or "null"))
    except ValueError:
        return None
    return play if isinstance(play, list) and play else None


def _read_chips(form, variant: Variant) -> list[Chip]:
    """Chips are parallel lists (meld, meld_top, …), one item per chip, in the form's order;
    ``meld`` is "side:value", the row it was tapped in."""
    melds = form.getlist("meld")
    extra = {k: form.getlist(f"meld_{k}") for k in ("top", "suit", "kind", "length", "seat")}
    chips = []
    for i, raw in enumerate(melds):
        details = {k: (v[i] if i < len(v) else "") for k, v in extra.items()}
        chip = _chip(raw, variant, seat=_seat(details.pop("seat"), variant), **details)
        if chip is not None:
            chips.append(chip)
    _apply_buttons(form, chips, variant)
    chips.sort(key=lambda chip: chip.side)  # the page lists them side by side: same order here
    return chips


def _chip(raw: object, variant: Variant, *, seat: int | None = None, **details: Any) -> Chip | None:
    row, _, value = str(raw).partition(":")
    side = _int(row)
    if side is None or not value or side >= variant.players:
        return None
    if side >= variant.sides:  # a form from before melds were written per pair: "seat:value"
        side, seat = variant.side_of(side), side
    return Chip(side, value, seat=seat if seat in variant.seats_of(side) else None, **details)


def _apply_buttons(form, chips: list[Chip], variant: Variant) -> None:
    """Without JavaScript, adding or removing a chip submits the form with these buttons."""
    chip = _chip(form.get("add", ""), variant)
    if chip is not None:
        chips.append(chip)
    remove = _int(form.get("remove"))
    if remove is not None and remove < len(chips):
        del chips[remove]


# ---------------------------------------------------------------- draft → HAND

def build_hand(draft: Draft, *, variant: Variant, rules: Rules) -> dict:
    """The HAND the draft describes (possibly invalid: the engine judges it)."""
    hand: dict = {"dealer": draft.dealer, "trump": draft.trump, "taker": draft.taker}
    if draft.chips:
        hand["melds"] = to_melds(draft.chips, variant=variant, rules=rules)
    if draft.bela is not None:
        hand["bela"] = draft.bela
    points = complete_points(draft, variant=variant)
    if draft.play:
        hand["play"] = draft.play
    if any(p is not None for p in points) or (draft.claim is None and not draft.play):
        hand["points"] = points
        hand["tricks"] = said_tricks(draft, variant=variant)
    if draft.claim is not None:
        hand["claims"] = [{k: v for k, v in draft.claim.items()}]
    if draft.bid is not None:
        number = whole_number(draft.bid, default=None)
        hand["bid"] = draft.bid if number is None else number
        hand["contre"] = draft.contre or 0
    if draft.roem and any(r for r in draft.roem):
        hand["roem"] = [r or 0 for r in draft.roem]
    return {k: v for k, v in hand.items() if v is not None}


def complete_points(draft: Draft, *, variant: Variant) -> list[int | None]:
    """Fill in what the table does not type: the all-tricks hand, and 162 minus the rest."""
    sides = variant.sides
    points = list(draft.points)
    clean = variant.all_cards_played
    if draft.all_tricks is not None:
        typed = points[draft.all_tricks]
        points = [0] * sides
        points[draft.all_tricks] = CLEAN_HAND if clean or typed is None else typed
        return points
    for s in draft.no_trick:
        points[s] = 0
    missing = [s for s in range(sides) if points[s] is None]
    if clean and sides == 2 and draft.typed in (0, 1) and points[draft.typed] is not None:
        other = 1 - draft.typed
        points[other] = max(0, CLEAN_HAND - (points[draft.typed] or 0))
    elif clean and len(missing) == 1:
        points[missing[0]] = max(0, CLEAN_HAND - sum(p for p in points if p is not None))
    return points


def said_tricks(draft: Draft, *, variant: Variant) -> list[int | None] | None:
    """The tricks the table said, and only those: every trick to one side, or no trick to some
    (the rest ``None``). Paper keeps no trick counts; the engine assumes a split of its own."""
    n, sides = variant.tricks, variant.sides
    if draft.all_tricks is not None:
        return [n if s == draft.all_tricks else 0 for s in range(sides)]
    if draft.no_trick:
        return [0 if s in draft.no_trick else None for s in range(sides)]
    return None


# ---------------------------------------------------------------- HAND → draft (corrections)

def stored_chips(hand: dict, *, variant: Variant, rules: Rules) -> list[Chip]:
    """A stored hand's melds as chips; one the engine would refuse is left out (it says why)."""
    chips = []
    for meld in hand.get("melds") or []:
        try:
            chips.append(chip_of(meld, variant=variant, rules=rules))
        except (RecordError, KeyError, TypeError):
            continue
    return chips


def draft_of(hand: dict, *, variant: Variant, rules: Rules) -> Draft:
    """The form's values for a stored hand, to correct it."""
    chips = stored_chips(hand, variant=variant, rules=rules)
    tricks = hand.get("tricks") or []
    draft = Draft(dealer=hand.get("dealer"), trump=hand.get("trump"), taker=hand.get("taker"),
                  chips=chips, bela=hand.get("bela"), play=hand.get("play"),
                  points=list(hand.get("points") or [None] * variant.sides))
    if tricks:
        draft.all_tricks = next((s for s, t in enumerate(tricks) if t == variant.tricks), None)
        draft.no_trick = {s for s, t in enumerate(tricks) if t == 0} if draft.all_tricks is None else set()
    if hand.get("claims"):
        draft.claim = dict(hand["claims"][0])
    if hand.get("bid") is not None and not hand.get("auction"):
        draft.bid, draft.contre = str(hand["bid"]), hand.get("contre") or 0
    if hand.get("roem"):
        draft.roem = list(hand["roem"])
    return draft


def asked(draft: Draft, *, variant: Variant, rules: Rules) -> set[int]:
    """The chips whose details the form shows: needed for a tie, or already given."""
    needed = set(_needs(draft, variant=variant, rules=rules))
    return needed | {i for i, c in enumerate(draft.chips) if c.top or c.kind in ("A", "T", "K", "Q")} \
        | who_asked(draft, variant=variant, rules=rules)


def who_asked(draft: Draft, *, variant: Variant, rules: Rules) -> set[int]:
    """The chips of a pair whose player the form asks: equal melds go to the one first in play
    (RULES §4), or the player was already said."""
    needs = _needs(draft, variant=variant, rules=rules)
    return {i for i, c in enumerate(draft.chips) if SEAT in needs.get(i, ()) or c.seat is not None}


def _needs(draft: Draft, *, variant: Variant, rules: Rules) -> dict[int, set[str]]:
    return needs_detail(draft.chips, rules=rules, trump=draft.trump, dealer=draft.dealer, variant=variant)


def missing_details(draft: Draft, hand: dict, *, variant: Variant,
                    rules: Rules) -> str | RecordError | None:
    """Why the melds cannot be judged yet: a tie whose cards were not said, unless the melds
    could not all be held at once (two players with four jacks): then that, at once."""
    needs = _needs(draft, variant=variant, rules=rules)
    if not needs:
        return None
    try:
        verify_table([declared(c, variant=variant, rules=rules) for c in draft.chips], bela=None, trump=None,
                     hand_size=variant.tricks, partners=variant.partners)
    except RecordError as error:
        return error
    if all(n == {SEAT} for n in needs.values()):
        return _("equal melds: the one first in play from the forehand wins, so say which partner "
                 "declared it")
    return _("equal melds: say the top card and suit of each (or which square)")


def typed_points_refusal(draft: Draft, hand: dict, *, values: str = SUIT_VALUES) -> str | None:
    """An impossible score said by what was typed: the table typed one side's points and the
    page completed the other, so "161" is explained by the 1 it leaves, not by trick counts."""
    points = hand.get("points") or []
    if draft.typed not in (0, 1) or len(points) != 2 or points[draft.typed] is None:
        return None
    typed, other = points[draft.typed], points[1 - draft.typed]
    # Where both are impossible (1 and 161), the small one is what a player sees at once.
    if not can_ever_make(typed, values=values) and (can_ever_make(other, values=values) or typed <= other):
        return _("%(typed)s is impossible: no cards are worth exactly %(typed)s.", typed=typed)
    if not can_ever_make(other, values=values):
        return _("%(typed)s is impossible: the other side would have %(other)s, and no cards are worth "
                 "exactly %(other)s.", typed=typed, other=other)
    return None


def entered_summary(hand: dict, *, game, rules: Rules) -> dict:
    """What was entered for a hand, in names rather than seat numbers (for its page)."""
    players = game.players

    def name(seat: object) -> str | None:
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None

    variant = find_variant(game.variant)
    chips = stored_chips(hand, variant=variant, rules=rules)
    melds = [{"player": name(chip.seat) or " & ".join(players[s] for s in variant.seats_of(chip.side)),
              "value": chip.value} for chip in chips]
    claims = [dict(c, side_label=c.get("side")) for c in hand.get("claims") or []]
    return {"dealer": name(hand.get("dealer")), "taker": name(hand.get("taker")),
            "trump": hand.get("trump"), "melds": melds, "bela": name(hand.get("bela")),
            "points": hand.get("points"), "tricks": hand.get("tricks"), "claims": claims,
            "auction": hand.get("auction")}


def unanswered(draft: Draft, hand: dict, *, variant: Variant | None = None) -> dict[str, str]:
    """The form's questions left blank, said in the player's language before the engine is asked."""
    out = {}
    if draft.trump is None:
        out["trump"] = _("Tap the trump suit.")
    if draft.taker is None:
        out["taker"] = _("Tap who took (chose trump).")
    points = hand.get("points")
    if draft.claim is None and draft.play:
        pass  # the cards say the points (or the engine says which tricks still need them)
    elif draft.claim is None and (points is None or all(p is None for p in points)):
        out["points"] = _("Write the points of a side.")
    elif draft.claim is None and points is not None and None in points:  # three sides, some written
        if variant is not None and variant.all_cards_played and points.count(None) == 2:
            out["points"] = _("Write the points of one more side: the last is worked out from the rest.")
        else:  # not every card is played: the table writes every side (RULES §3)
            out["points"] = _("Write the points of every side.")
    if draft.claim is not None:
        if draft.claim.get("side") is None:
            out["claim_side"] = _("Tap who claims.")
        asks = {"after_trick": _("Write after which trick."), "tricks": _("Write how many tricks."),
                "points": _("Write how many points.")}
        for key, ask in asks.items():
            if draft.claim.get(key) is None:
                out[f"claim_{key}"] = ask
    return out
