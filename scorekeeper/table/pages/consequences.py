"""What a correction changes beyond its own hand: later hands and the game's result, in words.

A table that changes hand 5 from 100 to 90 must see, before saving, that hand 9's "dosta" is no
longer good and that the other pair now wins; the history says it again beside the correction.
Both come from comparing two rulings of the engine (nothing here judges a hand).
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from flask_babel import gettext as _

from ...words import outcome_word


def consequences(before: dict[str, Any], after: dict[str, Any], *, number: int,
                 sides: Sequence[str]) -> list[str]:
    """The changes to hands after ``number`` and to the game's result, one sentence each."""
    out = []
    for old, new in zip(before["hands"], after["hands"]):
        if old["number"] > number and (old["score"] != new["score"] or old["outcome"] != new["outcome"]):
            out.append(_("Hand %(n)s: %(before)s becomes %(after)s.", n=old["number"], before=_written(old),
                         after=_written(new)))
    dropped = len(before["hands"]) - len(after["hands"])
    if dropped > 0:
        out.append(_("The game now ends at hand %(n)s: hand %(first)s is taken off the sheet.", n=number,
                     first=number + 1) if dropped == 1 else
                   _("The game now ends at hand %(n)s: hands %(first)s to %(last)s are taken off the sheet.",
                     n=number, first=number + 1, last=len(before["hands"])))
    result = _result_change(before["game"], after["game"], sides)
    if result:
        out.append(result)
    elif out and before["game"]["totals"] != after["game"]["totals"]:
        out.append(_("The totals become %(after)s (they were %(before)s).",
                     after=" : ".join(map(str, after["game"]["totals"])),
                     before=" : ".join(map(str, before["game"]["totals"]))))
    return out


def _written(entry: dict) -> str:
    score = " : ".join(str(s) for s in entry["score"])
    return score if entry["outcome"] == "passed" else f"{score} ({outcome_word(entry['outcome'])})"


def _result_change(old: dict, new: dict, sides: Sequence[str]) -> str | None:
    if (old["finished"], old["winner"]) == (new["finished"], new["winner"]):
        return None

    def who(game: dict) -> str:
        return sides[game["winner"]] if game["winner"] is not None else _("nobody (a draw)")
    if old["finished"] and new["finished"]:
        return _("The game's winner changes: %(before)s → %(after)s.", before=who(old), after=who(new))
    if old["finished"]:
        return _("The game is no longer over (it was won by %(before)s).", before=who(old))
    return _("The game is now over, won by %(after)s.", after=who(new))


__all__ = ["consequences"]
