"""Saving a correction of a hand, for every page that changes one (the hand form, the replay).

Who may: a phone joined to the table, and for a hand the other side confirmed, the director
code. What is refused comes back as errors by field, in the page's language; another phone's
change meanwhile as the fresh game; a phone that has not joined as such.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable

from flask import render_template, session, url_for
from flask_babel import gettext as _

from ...storage import get_db
from ...games import Forbidden, Game, NotAuthorized, StaleVersion, correct_hand
from ...rules import RecordError
from ...web import forms
from . import access
from ...words import said_to


@dataclass
class Correction:
    saved: bool = False
    errors: dict[str, str] = field(default_factory=dict)  # by field: "form", "director_code", ...
    stale: Game | None = None  # the game as another phone left it meanwhile
    not_joined: bool = False


def code_needed(game: Game, number: int, code: str) -> str | None:
    """Why a confirmed hand, or a hand of a settled tournament table, cannot be changed
    without the director code, if it cannot."""
    if settled(game) and not code:
        return _("The result of this table is settled (approved, or the next round was drawn "
                 "from it): only the director changes it, with the director code.")
    if game.entry(number).confirmed and not code:
        return _("Hand %(n)s was confirmed: enter the director code to change it.", n=number)
    return None


def settled_words(game: Game) -> str | None:
    """What the director's correction of a settled tournament table changes, in words."""
    from ...tournaments import place
    found = place(get_db(), game.id)
    if found is None or not settled(game):
        return None
    t, round_no, table = found.tournament, found.round_no, found.current
    words = _("This changes the result of table %(table)s in round %(round)s, and the standings.",
              table=table.table, round=round_no)
    if len(t.rounds) > round_no:
        words += " " + _("Round %(n)s, already drawn from the standings before it, stays as drawn.",
                         n=len(t.rounds))
    return words


def settled(game: Game) -> bool:
    """A tournament table's game whose result the director approved or a later round was
    drawn from: read-only for the table."""
    from ...tournaments import place
    found = place(get_db(), game.id)
    if found is None or found.retired is not None:
        return False
    t, round_no, table = found.tournament, found.round_no, found.current
    return table.approved or len(t.rounds) > round_no


def save_correction(game: Game, *, number: int, hand: dict, code: str, version: int | None,
                    where: Callable[[str], str] = lambda path: "form") -> Correction:
    """Hand ``number`` becomes ``hand`` (the engine judges it in the game), or why not; ``where``
    says on which field of the page a refusal about ``path`` belongs."""
    try:
        author = access.author(game, director_code=code)
        correct_hand(get_db(), game_id=game.id, number=number, hand=hand, author=author, expected_version=version)
    except RecordError as error:
        return Correction(errors={where(error.path): said_to(game, error)})
    except StaleVersion as error:
        return Correction(stale=error.game)
    except Forbidden as error:
        if error.path != "director_code" and not code:
            return Correction(not_joined=True)
        return Correction(errors={"director_code": _("That is not the director code of this game.")})
    except NotAuthorized:
        return Correction(not_joined=True)
    if code and (notice := settled_words(game)):
        session["settled_notice"] = notice  # shown once, on the hand's page
    return Correction(saved=True)


def not_joined(game: Game, *, back: str | None = None):
    """The page for a phone that has not joined the table (403)."""
    return render_template("error.html", title=_("This phone has not joined the table"),
                           message=_("To enter or change hands, scan the QR code on a phone that "
                                     "is already at the table."),
                           back=back or url_for("table.sheet", game_id=game.id),
                           back_label=_("Back") if back else _("Back to the sheet")), 403


def whole_number(raw: object) -> int | None:
    """A number the page sent back (a version, a hand's number); None if it is none."""
    return forms.whole_number(raw, high=10**9, default=None)
