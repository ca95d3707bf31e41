"""What the director's controls write into the results: a round an entrant sat out.

The draw's side of the controls (who sits out, the bye by hand, pairs kept apart) is
``model.Controls``, read by ``pairing.draw_round``; reinstating a withdrawn entrant is making it
``active`` again: it is drawn from the next round on, its missed rounds written as below.
"""

from __future__ import annotations

from .model import MatchResult
from .settings import TournamentSettings


def absent_result(number: int, *, round_no: int, settings: TournamentSettings) -> MatchResult:
    """The round ``number`` sat out: no match points; points as ``absent_score`` says."""
    points = settings.bye_points if settings.absent_score == "bye_score" else 0
    return MatchResult(round=round_no, a=number, b=0, games=((points, 0),), winner=None,
                       bye_win=False, absent=True)
