"""A hand this phone was saving that another phone saved first: the table is told whose figures
are stored and whether they are this phone's own, and offered to confirm that hand rather than
add it a second time."""

from __future__ import annotations

from flask import render_template
from flask_babel import gettext as _

from ...games import Game, history, rule_hand
from ...rules import RecordError
from ...storage import get_db
from . import access


def figures(row: dict) -> str:
    return " : ".join(str(points) for points in row["score"])


def taken_by_another(game: Game, *, hand: dict, seen: int | None) -> dict | None:
    """The hand numbered as this phone's was (the phone saw ``seen`` hands) if another phone
    stored it meanwhile: its figures, this phone's, and whether they are the same hand."""
    if seen is None or len(game.entries) <= seen:
        return None
    number = seen + 1
    theirs = game.ruling()["hands"][seen]
    try:
        mine = rule_hand(game, hand=hand, number=number).row
    except RecordError:
        mine = None
    same = mine is not None and all(theirs.get(k) == mine.get(k) for k in ("score", "taker", "trump", "dealer"))
    seat, by = access.seat_for(game), game.entries[seen].entered_by
    own = seat is not None and by is not None and by.role == "table" and by.seat == seat
    return {"number": number, "theirs": figures(theirs), "mine": figures(mine) if mine else "",
            "same": same, "seat": seat, "own": own,
            "confirmed": game.entries[seen].confirmed, "next": len(game.entries) + 1}


def taken_words(taken: dict) -> str:
    if taken["own"]:  # this phone saved it already (a second tab, a save sent twice): no other phone
        return _("Hand %(n)s was already saved from this phone: %(theirs)s; this one is different: %(mine)s. "
                 "Save it as hand %(next)s if it is another hand.", n=taken["number"], theirs=taken["theirs"],
                 mine=taken["mine"] or "—", next=taken["next"])
    if taken["same"]:
        return _("Hand %(n)s was saved by the other phone: %(theirs)s, the same as yours. Confirm it "
                 "rather than add it again.", n=taken["number"], theirs=taken["theirs"])
    return _("Hand %(n)s was saved by the other phone: %(theirs)s; yours are different: %(mine)s. "
             "Confirm theirs if it is this hand, or save yours as hand %(next)s if it is another one.",
             n=taken["number"], theirs=taken["theirs"], mine=taken["mine"] or "—", next=taken["next"])


def changed_words(game: Game, *, seen: int | None, elsewhere: str) -> str:
    """Why the game is no longer as this page saw it (version ``seen``): ``elsewhere`` (another
    phone, the director) unless every change since was this phone's own seat, as when a save was
    sent twice or the game is open in a second tab: then no other phone is blamed."""
    mine = access.seat_for(game)
    since = [r for r in history(get_db(), game_id=game.id) if seen is not None and r.version > seen]
    if since and mine is not None and all(r.author.role == "table" and r.author.seat == mine for r in since):
        return _("This phone itself changed the game since this page was opened (a second tab, or a "
                 "save sent twice): look at the sheet, then save again if this is still needed.")
    return elsewhere


def taken_page(game: Game, taken: dict):
    """The same hand stored by the other phone: nothing to add, only to confirm (409)."""
    return render_template("taken.html", game=game, taken=taken, said=taken_words(taken)), 409
