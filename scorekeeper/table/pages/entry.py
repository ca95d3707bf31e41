"""Entering a hand, a claim, or a correction, with the engine's ruling previewed before saving.

One form serves the three: the same taps, judged the same way. The preview is the engine's
ruling of the stored record with the draft put in its place (nothing is stored), asked of the
service layer; saving a new hand asks the service once, which judges it inside its transaction.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask import Blueprint, jsonify, redirect, render_template, request, url_for
from flask_babel import gettext as _

from ...storage import get_db
from ...games import Forbidden, Game, GameError, NotAuthorized, StaleVersion, append_hand, rule_hand
from ...rules import RecordError, find_variant
from ...rules import SUIT_VALUES, play_mode
from ...rules import no_trump_mode
from . import access
from .bids import RANKS, SUITS, Bids, bids_of, contract_levels, read_bids, redeals_offered
from .consequences import consequences
from .handform import (Draft, asked, build_hand, complete_points, draft_of, missing_details, read_form,
                       typed_points_refusal, unanswered, who_asked)
from .correcting import code_needed, not_joined, save_correction, settled, whole_number
from .meldchips import lengths_for, values_for
from .taken import changed_words, taken_by_another, taken_page, taken_words
from ...words import said_to

bp = Blueprint("entry", __name__)

# Where an error in a hand belongs on the form (the first part of the engine's path).
FIELDS = {"dealer": "dealer", "trump": "trump", "taker": "taker", "bela": "bela", "melds": "melds",
          "tricks": "points", "points": "points", "director_code": "director_code",
          "auction": "auction", "turn_up": "turn_up", "bid": "contract", "contre": "contract",
          "roem": "roem"}
# The buttons that store the hand: save, and the one-tap redeals (see bids.REDEALS).
SAVES = ("save", "redeal", "redeal-schmeiss")
CLAIM_FIELDS = {"side": "claim_side", "after_trick": "claim_after_trick", "tricks": "claim_tricks",
                "points": "claim_points", "bela": "claim_bela"}


def field_of(path: str) -> str:
    """``melds[1].top`` → ``melds``; ``claims[0].after_trick`` → ``claim_after_trick``."""
    head = path.split(".")[0].split("[")[0]
    if head == "claims":
        rest = path.split(".", 1)[1] if "." in path else ""
        return CLAIM_FIELDS.get(rest, "claim_side")
    return FIELDS.get(head, "form")


def read_entry(form, game: Game, *, claiming: bool) -> tuple[Draft, Bids]:
    """The form's draft and its bids; bids that fixed trump and taker decide them on the form."""
    variant = find_variant(game.variant)
    rules = variant.rules.with_options(game.options)
    draft = read_form(form, variant=variant, claiming=claiming)
    bids = read_bids(form, variant=variant, rules=rules, dealer=draft.dealer)
    if bids.decided:
        draft.trump, draft.taker = bids.trump, bids.taker
    return draft, bids


def _drafted(draft: Draft, bids: Bids, *, variant, rules) -> tuple[dict, dict[str, str | RecordError]]:
    """The HAND the form describes, and its blank or unreadable answers by field."""
    if bids.redeal or bids.redealing:  # nothing else is asked: the cards are dealt again
        return bids.redeal_hand(draft.dealer), dict(bids.errors)
    # in RECORDS.md's order: dealer, auction, turn_up, trump, ...
    hand = {"dealer": draft.dealer} | bids.record_fields() | build_hand(draft, variant=variant, rules=rules)
    errors = unanswered(draft, hand, variant=variant) | draft.errors | bids.errors
    if bids.said:  # the bids will say trump and taker: not a question to answer by hand meanwhile
        errors = {k: v for k, v in errors.items() if k not in ("trump", "taker") or bids.decided}
    if bids.decided and bids.trump is None:  # tout atout, sans atout: the contract has no trump suit
        errors.pop("trump", None)
    missing = missing_details(draft, hand, variant=variant, rules=rules)
    if missing:
        errors["melds"] = missing
    return hand, errors


def _values(bids: Bids | None, draft: Draft, rules) -> str:
    """The card values the points are judged by: tout or sans atout's where the contract has no
    trump suit (bid, or written by hand), else a suit contract's."""
    mode = (bids.no_trump if bids else None) or no_trump_mode(draft.trump)
    return play_mode(mode, rules.no_trump_values) if mode else SUIT_VALUES


def judge(game: Game, draft: Draft, *, number: int | None, bids: Bids | None = None,
          ruled: bool = True) -> dict:
    """The hand, its ruling (if valid) and the errors by field; ``number`` replaces that hand.
    ``ruled=False``: only the form's own answers are checked (the service rules on saving)."""
    variant = find_variant(game.variant)
    rules = variant.rules.with_options(game.options)
    hand, errors = _drafted(draft, bids or Bids(), variant=variant, rules=rules)
    errors = {field: said_to(game, error) for field, error in errors.items()}
    ruled_hand = None
    if not errors and ruled:
        try:
            ruled_hand = rule_hand(game, hand=hand, number=number)
        except RecordError as error:
            errors |= refusal_errors(game, error, draft=draft, hand=hand, bids=bids)
    ruling = ruled_hand.ruling if ruled_hand else None
    later = (consequences(game.ruling(), ruling, number=number, sides=access.side_names(game))
             if ruling and number else [])
    return {"hand": hand, "ruling": ruling, "row": ruled_hand.row if ruled_hand else None,
            "errors": errors, "points": complete_points(draft, variant=variant),
            "consequences": later, **_asked(draft, variant=variant, rules=rules)}


def refusal_errors(game: Game, error: RecordError, *, draft: Draft, hand: dict,
                   bids: Bids | None) -> dict[str, str]:
    """The engine's refusal of the hand (its path relative to the hand) on the form's field."""
    field = field_of(error.path)
    said = said_to(game, error)
    if field == "points":
        rules = find_variant(game.variant).rules.with_options(game.options)
        said = typed_points_refusal(draft, hand, values=_values(bids, draft, rules)) or said
    return {field: said}


def _asked(draft: Draft, *, variant, rules) -> dict[str, list[int]]:
    """The chips whose details the form shows, and those of them whose player it asks."""
    return {"asked": sorted(asked(draft, variant=variant, rules=rules)),
            "who": sorted(who_asked(draft, variant=variant, rules=rules))}


def _page(game: Game, draft: Draft, *, mode: str, number: int | None, verdict: dict | None,
          status: int = 200, note: str | None = None, director: bool = False, fresh: bool = False,
          bids: Bids | None = None, taken: dict | None = None):
    """The form; ``fresh``: the game moved on, so the next save is checked against it as it is now."""
    seen = {} if fresh else request.form
    variant = find_variant(game.variant)
    rules = variant.rules.with_options(game.options)
    if bids is None:
        bids = bids_of({"dealer": draft.dealer}, variant=variant, rules=rules)
    verdict = verdict or {"errors": {}, "row": None, "ruling": None,
                          "points": complete_points(draft, variant=variant),
                          **_asked(draft, variant=variant, rules=rules)}
    body = render_template(
        "entry.html", game=game, variant=variant, rules=rules, draft=draft, mode=mode,
        number=number, verdict=verdict, note=note, director=director, taken=taken, said=note,
        director_settled=bool(director) and settled(game),
        sides=access.side_names(game), chip_values=values_for(rules), lengths_for=lengths_for,
        key=request.form.get("key") or secrets.token_urlsafe(12),
        version=seen.get("version") or game.version, can_write=access.can_write(game),
        seen_hands=seen.get("hands") or len(game.entries),
        seat=access.seat_for(game), **bids_context(bids, variant=variant, rules=rules, mode=mode))
    return body, status


def bids_context(bids: Bids, *, variant, rules, mode: str | None) -> dict:
    """What ``_bids.html`` shows: the bids, the card pickers, and the one-tap redeals."""
    redeals = redeals_offered(variant=variant, rules=rules) if mode == "hand" and bids.may_redeal else []
    return {"bids": bids, "ranks": RANKS, "suits": SUITS, "redeals": redeals, "no_trump": bids.no_trump,
            "contract_levels": contract_levels(variant=variant, rules=rules)}


def _new_draft(game: Game, *, claiming: bool) -> Draft:
    ruling = game.ruling()
    dealer = ruling["game"]["next_dealer"]
    variant = find_variant(game.variant)
    return Draft(dealer=0 if dealer is None else dealer, points=[None] * variant.sides,
                 claim={"side": None, "after_trick": None, "tricks": None, "points": None,
                        "bela": False} if claiming else None)


@bp.route("/games/<game_id>/hands/new", methods=["GET", "POST"])
def enter(game_id: str):
    return _enter(game_id, claiming=False)


@bp.route("/games/<game_id>/claim", methods=["GET", "POST"])
def claim(game_id: str):
    return _enter(game_id, claiming=True)


def claims_possible(rules) -> bool:
    """A game of fixed deals (a concours partie) has no claims, nor one won only at a hand's end."""
    return rules.threshold != "end_of_hand" and not rules.deals


def _enter(game_id: str, *, claiming: bool):
    game = access.load_game(game_id)
    mode = "claim" if claiming else "hand"
    rules = find_variant(game.variant).rules.with_options(game.options)
    if game.ruling()["game"]["finished"] or (claiming and not claims_possible(rules)):
        return redirect(url_for("table.sheet", game_id=game.id))
    if (ask := access.seat_first(game)) is not None:
        return ask
    if request.method == "GET":
        return _page(game, _new_draft(game, claiming=claiming), mode=mode, number=None, verdict=None)
    draft, bids = read_entry(request.form, game, claiming=claiming)
    verdict = judge(game, draft, number=None, bids=bids, ruled=not _saving())
    if not _saving() or verdict["errors"]:
        return _page(game, draft, mode=mode, number=None, verdict=verdict, bids=bids,
                     status=422 if _saving() else 200)
    try:
        change = _append(game, verdict["hand"])
    except RecordError as error:
        verdict["errors"] |= refusal_errors(game, error, draft=draft, hand=verdict["hand"], bids=bids)
        return _page(game, draft, mode=mode, number=None, verdict=verdict, status=422, bids=bids)
    except GameError as error:
        # Nothing was stored: a hand the engine refuses says so first, whatever else stood in
        # the way (as when the form judged it before saving).
        verdict = judge(game, draft, number=None, bids=bids)
        if verdict["errors"]:
            return _page(game, draft, mode=mode, number=None, verdict=verdict, status=422, bids=bids)
        return _refused(game, error, draft=draft, mode=mode, bids=bids, hand=verdict["hand"])
    return redirect(url_for("table.sheet", game_id=game.id, new=change.number) + f"#hand-{change.number}")


def _refused(game: Game, error: GameError, *, draft: Draft, mode: str, bids: Bids, hand: dict):
    """The page for a new hand the service refused for another reason than the hand itself."""
    if isinstance(error, StaleVersion):
        taken = taken_by_another(error.game, hand=hand, seen=whole_number(request.form.get("hands")))
        if taken and taken["same"] and taken["own"]:  # the same save sent twice: it is on the sheet
            return redirect(url_for("table.sheet", game_id=game.id, new=taken["number"]) + f"#hand-{taken['number']}")
        if taken and taken["same"]:
            return taken_page(error.game, taken)
        return _page(error.game, draft, mode=mode, number=None, verdict=None, status=409, fresh=True,
                     bids=bids, taken=taken,
                     note=taken_words(taken) if taken else changed_words(
                         error.game, seen=whole_number(request.form.get("version")),
                         elsewhere=_("Another phone changed the game while you were entering this hand: "
                                     "check the sheet, then save again if this hand is still missing.")))
    if isinstance(error, (NotAuthorized, Forbidden)):
        return not_joined(game)
    raise error


def _saving() -> bool:
    return request.form.get("action") in SAVES


def _append(game: Game, hand: dict):
    """Append as the next hand of the game this phone saw.

    A confirmation or correction made meanwhile on another phone does not make this hand any
    less the next one, so only a new hand (someone entered this one first?) is refused.
    """
    common: dict[str, Any] = {"game_id": game.id, "hand": hand, "author": access.author(game),
              "idempotency_key": _key(request.form.get("key"))}
    try:
        change = append_hand(get_db(), expected_version=whole_number(request.form.get("version")), **common)
    except StaleVersion as error:
        if len(error.game.entries) != whole_number(request.form.get("hands")):
            raise
        change = append_hand(get_db(), expected_version=error.game.version, **common)
    return change


@bp.route("/games/<game_id>/hands/<int:number>/edit", methods=["GET", "POST"])
def correct(game_id: str, number: int):
    game = access.load_game(game_id)
    if (elsewhere := access.no_such_hand(game, number)) is not None:
        return elsewhere
    variant = find_variant(game.variant)
    rules = variant.rules.with_options(game.options)
    entry = game.entry(number)
    claiming = bool(entry.hand.get("claims"))
    mode = "claim" if claiming else "hand"
    if request.method == "GET":
        return _page(game, draft_of(entry.hand, variant=variant, rules=rules), mode=mode,
                     number=number, verdict=None, director=entry.confirmed or settled(game),
                     bids=bids_of(entry.hand, variant=variant, rules=rules))
    draft, bids = read_entry(request.form, game, claiming=claiming)
    verdict = judge(game, draft, number=number, bids=bids)
    code = request.form.get("director_code", "").strip()
    if (needed := code_needed(game, number, code)) is not None:
        verdict["errors"]["director_code"] = needed
    if not _saving() or verdict["errors"]:
        return _page(game, draft, mode=mode, number=number, verdict=verdict,
                     director=entry.confirmed or settled(game), status=422 if _saving() else 200, bids=bids)
    done = save_correction(game, number=number, hand=verdict["hand"], code=code,
                           version=whole_number(request.form.get("version")), where=field_of)
    if done.saved:
        return redirect(url_for("table.hand", game_id=game.id, number=number))
    if done.not_joined:
        return not_joined(game)
    if done.stale is not None:
        return _page(done.stale, draft, mode=mode, number=number, verdict=None, status=409, fresh=True,
                     director=done.stale.entry(number).confirmed, bids=bids,
                     note=changed_words(done.stale, seen=whole_number(request.form.get("version")), elsewhere=_(
                         "Another phone changed the game meanwhile: check this hand again, then save.")))
    verdict["errors"].update(done.errors)
    return _page(game, draft, mode=mode, number=number, verdict=verdict, status=422,
                 director=entry.confirmed or settled(game), bids=bids)


def _key(raw: object) -> str | None:
    """The form's idempotency key: a double tap or a retried post stores the hand once."""
    return f"page-{raw}" if raw else None


@bp.post("/games/<game_id>/preview")
def preview(game_id: str):
    """The live preview: the form as it stands, judged by the engine; nothing is stored."""
    game = access.load_game(game_id)
    variant = find_variant(game.variant)
    number = whole_number(request.form.get("number"))
    if number is not None and not 1 <= number <= len(game.entries):
        number = None
    draft, bids = read_entry(request.form, game, claiming=request.form.get("mode") == "claim")
    verdict = judge(game, draft, number=number, bids=bids)
    rules = variant.rules.with_options(game.options)
    common = {"game": game, "variant": variant, "verdict": verdict, "sides": access.side_names(game),
              "mode": request.form.get("mode"), "rules": rules, "draft": draft,
              "chip_values": values_for(rules), "lengths_for": lengths_for, "no_trump": bids.no_trump}
    bids_page = bids_context(bids, variant=variant, rules=rules, mode=request.form.get("mode"))
    return jsonify({"ok": not verdict["errors"], "errors": verdict["errors"],
                    "html": render_template("_preview.html", **common),
                    "melds_html": render_template("_melds.html", **common),
                    # the bids are drawn again only when the phone's copy is out of date
                    "bids_html": render_template("_bids.html", **(common | bids_page))
                    if request.form.get("bids_key") != bids.key else None, "bids_key": bids.key,
                    "derived": {"trump": draft.trump, "taker": draft.taker} if bids.decided else None,
                    "asked": verdict["asked"], "who": verdict["who"], "points": verdict["points"],
                    "no_trump": bids.no_trump or "",  # the belote question follows the contract
                    # A hand kept offline whose number was taken is offered as the next: its totals.
                    "next": len(game.entries) + 1, "totals": list(verdict["row"]["totals"])
                    if verdict["row"] is not None and number is None else None,
                    "version": game.version})
