"""What a tournament does where the director leaves a setting to the game and its format: the
ranking and a concours bye's points, the same from the form and from the API."""

from __future__ import annotations

from ..rules import family_of
from .settings import KNOCKOUTS


def usual_ranking(*, format: str, deals: int, game: str) -> str:
    """Points for a concours of fixed deals, a mêlée (each player's own total) and a klaverjas
    evening (clubs rank boompjes by points); matches won otherwise. A knockout is always won by
    matches."""
    if format in KNOCKOUTS:
        return "wins"
    return "points" if deals or format == "melee" or family_of(game).ranks_by_points else "wins"


def usual_deal(game: str) -> int:
    """What a deal usually writes between both pairs: 162 in bela and klaverjas (roem aside); a
    contrée deal 162 or 160 and the contract, so about 260 (coinchons.fr concours sheets)."""
    return family_of(game).usual_deal


def usual_bye_points(*, game: str, deals: int) -> int:
    """A concours bye scores half of a partie as the game usually writes it: 972 for 12 deals of
    bela (12 × 162 ÷ 2), 1560 for 12 of contrée (12 × 260 ÷ 2), 1296 for a klaverjas boompje of
    16; nothing where a game is played to a target. The director may say otherwise (bye_points,
    or the round's average with bye_score)."""
    return usual_deal(game) * deals // 2
