"""Prizes: which places win, the booby and the capots prizes, and the fund shared in cents.

For an evening and for a season alike: the list is made from the ranked rows in order, a row
per place (rows sharing a rank take the places in the list's order, and the director may share
their prizes). Money is in whole cents.
"""

from __future__ import annotations

from dataclasses import dataclass

from .settings import SeasonSettings


@dataclass(frozen=True, kw_only=True)
class Prize:
    """A prize: ``kind`` is place, booby or capots; ``position`` the place in the list."""

    kind: str
    position: int
    winner: tuple[str, ...]
    cents: int = 0
    capots: int = 0  # the capots prize: how many the winner made
    percent: int | None = None  # a fund shared in percent: this place's share

    def to_json(self) -> dict:
        return {"kind": self.kind, "position": self.position, "players": list(self.winner),
                "cents": self.cents, **({"capots": self.capots} if self.kind == "capots" else {}),
                **({"percent": self.percent} if self.percent is not None else {})}


def winning_places(settings: SeasonSettings, field: int) -> tuple[int, ...]:
    """The places that win among ``field`` ranked rows. Formule van 4: one prize for every
    four players, rounded up: places 1 to 4, then every fourth place (8, 12, 16...)."""
    if settings.prize_places == "to_n":
        return tuple(range(1, min(settings.prize_places_n, field) + 1))
    if settings.prize_places == "formule_van_4":
        count = -(-field // 4)
        places = [p for p in range(1, field + 1) if p <= 4 or p % 4 == 0]
        return tuple(places[:count])
    return ()


def fund_amounts(settings: SeasonSettings, winners: int) -> tuple[int, ...]:
    """Cents for each of ``winners`` winning places in order. Percentages are rounded down to
    the cent, and the cents so lost go to the first place."""
    shares = settings.fund_shares[:winners]
    if settings.fund_split == "fixed":
        amounts = list(shares)
    else:
        amounts = [settings.prize_fund * s // 100 for s in shares]
        if amounts:
            amounts[0] += settings.prize_fund * sum(shares) // 100 - sum(amounts)
    return tuple(amounts) + (0,) * (winners - len(amounts))


def prizes(settings: SeasonSettings, ranked: list[tuple[str, ...]],
           capots: dict[tuple[str, ...], int] | None = None) -> list[Prize]:
    """The prizes of a ranked list (the winners in order); ``capots`` by winner for the capots
    prize (the most wins; equal capots: the higher place, as ``most_capots_prize`` says)."""
    places = winning_places(settings, len(ranked))
    amounts = fund_amounts(settings, len(places))
    shares = settings.fund_shares if settings.fund_split == "percent" and settings.prize_fund else ()
    out = [Prize(kind="place", position=p, winner=ranked[p - 1], cents=c,
                 percent=shares[i] if i < len(shares) else None)
           for i, (p, c) in enumerate(zip(places, amounts))]
    if settings.booby_prize and len(ranked) > len(places):
        out.append(Prize(kind="booby", position=len(ranked), winner=ranked[-1]))
    if settings.most_capots_prize and capots:
        best = max(ranked, key=lambda k: capots.get(k, 0))
        if capots.get(best, 0):
            out.append(Prize(kind="capots", position=ranked.index(best) + 1, winner=best, capots=capots[best]))
    return out
