"""Replaying a disputed hand card by card: the table taps the cards as they were played, a trick
at a time, and the engine says who won each trick, what it was worth and who reneged.

The page holds the cards played so far in one form field (``play``: the codes in play order). A
tap on a card sends the form: without JavaScript the page comes back with the card added; with
it, ``replay.js`` adds the card itself and asks ``/replay/judge`` for the page's middle again.
Nothing is stored until the table saves the replay as a correction of the hand: "check" keeps
the points written on the sheet and adds the play (the engine refuses it if they disagree),
"replace" stores the play alone and lets the engine derive the points. The history keeps the
hand as it was and as it is now, as for any correction.
"""

from __future__ import annotations

from flask import Blueprint, jsonify, redirect, render_template, request, url_for
from flask_babel import gettext as _

from ...games import Game, rule_hand
from ...rules import RecordError, find_variant
from ...rules import replay
from . import access
from .taken import changed_words
from .consequences import consequences
from .correcting import code_needed, not_joined, save_correction, whole_number
from .replayview import base_hand, played_trump, replayed_hand, tricks_of, view_of
from ...words import said_to

bp = Blueprint("replay", __name__)

MAX_CARDS = 32


def codes_of(form) -> list[str]:
    """The cards played so far, as the form carries them (at most a pack's worth)."""
    return str(form.get("play") or "").upper().split()[:MAX_CARDS]


def stored_codes(hand: dict) -> list[str]:
    return [card for trick in hand.get("play") or [] for card in trick]


def judged(game: Game, number: int, codes: list[str]) -> dict:
    """The engine's judgement of ``codes`` as hand ``number``'s play (raises ``RecordError``)."""
    variant = find_variant(game.variant)
    header = {k: v for k, v in game.record().items() if k != "hands"}
    hand = base_hand(game.entry(number).hand) | {"play": tricks_of(codes, players=variant.players)}
    return replay(header, hand)


def step(game: Game, number: int, codes: list[str], *, card: str | None,
         undo: bool) -> tuple[list[str], dict, str | None]:
    """The play after a tap (a card, or undo), its judgement, and why a tap was refused. A card
    that is the only one its player can still hold is put down by itself, and undo takes back
    the last card tapped with any that followed by themselves."""
    error = None
    wanted = _undone(game, number, codes) if undo else codes + [card.upper()] if card else codes
    try:
        return (*_with_forced(game, number, wanted), None)
    except RecordError as refused:
        error = said_to(game, refused)
    for keep in (codes, []):  # the play before the tap; failing that, none
        try:
            return keep, judged(game, number, keep), error
        except RecordError:
            continue
    raise RecordError(error or "")


def _with_forced(game: Game, number: int, codes: list[str]) -> tuple[list[str], dict]:
    """The play with every card that follows by itself: the player to play can hold only one."""
    result = judged(game, number, codes)
    while len(codes) < MAX_CARDS and result["next"] and len(result["next"]["cards"]) == 1:
        codes = codes + result["next"]["cards"]
        result = judged(game, number, codes)
    return codes, result


def _undone(game: Game, number: int, codes: list[str]) -> list[str]:
    """The play before its last tapped card: the cards put down by themselves go with it."""
    codes = list(codes)
    while codes:
        last = codes.pop()
        try:
            following = judged(game, number, codes)["next"]
        except RecordError:
            return codes
        if not following or following["cards"] != [last]:
            return codes
    return codes


@bp.route("/games/<game_id>/hands/<int:number>/replay", methods=["GET", "POST"])
def page(game_id: str, number: int):
    game = access.load_game(game_id)
    if (elsewhere := access.no_such_hand(game, number)) is not None:
        return elsewhere
    if not played_trump(game, number):  # a redeal: no card was played
        return redirect(url_for("table.hand", game_id=game.id, number=number))
    action = request.form.get("action")
    try:
        if request.method == "GET":
            codes, result, error = step(game, number, stored_codes(game.entry(number).hand), card=None, undo=False)
            return _render(game, number, codes, result, errors={"form": error} if error else {})
        codes, result, error = step(game, number, codes_of(request.form), card=request.form.get("card"),
                                    undo=action == "undo")
    except RecordError as refused:  # the stored hand itself cannot be replayed
        return _cannot(game, number, refused)
    if action in ("check", "replace") and not error:
        return _save(game, number, codes, result, keep_summary=action == "check")
    return _render(game, number, codes, result, errors={"form": error} if error else {},
                   status=422 if error else 200)


@bp.post("/games/<game_id>/hands/<int:number>/replay/judge")
def judge(game_id: str, number: int):
    """The live judgement: the page's middle drawn again for the play as it stands; nothing is stored."""
    game = access.load_game(game_id)
    if not 1 <= number <= len(game.entries) or not played_trump(game, number):
        return jsonify({"error": _("This hand is no longer in the game.")}), 404
    try:
        codes, result, error = step(game, number, codes_of(request.form), card=request.form.get("card"),
                                    undo=request.form.get("action") == "undo")
    except RecordError as refused:
        return jsonify({"error": said_to(game, refused)}), 422
    context = _context(game, number, codes, result, errors={"form": error} if error else {})
    return jsonify({"play": " ".join(codes), "ok": error is None, "complete": result["complete"],
                    "html": render_template("_replay.html", **context)})


def _context(game: Game, number: int, codes: list[str], result: dict, *, errors: dict) -> dict:
    entry = game.entry(number)
    variant = find_variant(game.variant)
    return {"game": game, "number": number, "entry": entry, "variant": variant,
            "rules": variant.rules.with_options(game.options), "sides": access.side_names(game),
            "play": " ".join(codes), "errors": errors, "can_write": access.can_write(game),
            "director": entry.confirmed,
            "view": view_of(game, number=number, result=result, codes=codes)}


def _render(game: Game, number: int, codes: list[str], result: dict, *, errors: dict, status: int = 200,
            note: str | None = None, consequences: dict | None = None):
    context = _context(game, number, codes, result, errors=errors)
    version = game.version if note else (request.form.get("version") or game.version)
    return render_template("replay.html", version=version, note=note, consequences=consequences,
                           **context), status


def _unseen_consequences(game: Game, number: int, hand: dict, codes: list[str]) -> dict | None:
    """What saving this replay changes beyond its hand (later hands, the winner), if the table
    has not been shown it for this very play and this button yet; None once seen, or if nothing."""
    seen = f"{request.form.get('action')}|{' '.join(codes)}"
    if request.form.get("consequences_seen") == seen:
        return None
    try:
        ruled = rule_hand(game, hand=hand, number=number)
    except RecordError:
        return None  # refused on saving, with its reason
    later = consequences(game.ruling(), ruled.ruling, number=number, sides=access.side_names(game))
    return {"said": later, "seen": seen, "action": request.form.get("action")} if later else None


def _save(game: Game, number: int, codes: list[str], result: dict, *, keep_summary: bool):
    variant = find_variant(game.variant)
    hand = replayed_hand(game.entry(number).hand, tricks_of(codes, players=variant.players),
                         keep_summary=keep_summary)
    code = request.form.get("director_code", "").strip()
    if (needed := code_needed(game, number, code)) is not None:
        return _render(game, number, codes, result, errors={"director_code": needed}, status=422)
    if (later := _unseen_consequences(game, number, hand, codes)) is not None:
        return _render(game, number, codes, result, errors={}, consequences=later)
    done = save_correction(game, number=number, hand=hand, code=code,
                           version=whole_number(request.form.get("version")))
    if done.saved:
        return redirect(url_for("table.hand", game_id=game.id, number=number))
    if done.not_joined:
        return not_joined(game, back=url_for("replay.page", game_id=game.id, number=number))
    if done.stale is not None:
        return _render(done.stale, number, codes, result, errors={}, status=409,
                       note=changed_words(done.stale, seen=whole_number(request.form.get("version")), elsewhere=_(
                           "Another phone changed the game meanwhile: check this hand again, then save.")))
    return _render(game, number, codes, result, errors=done.errors, status=422)


def _cannot(game: Game, number: int, refused: RecordError):
    return render_template("error.html", title=_("This hand cannot be replayed"),
                           message=said_to(game, refused),
                           back=url_for("table.hand", game_id=game.id, number=number),
                           back_label=_("Back to the hand")), 422
