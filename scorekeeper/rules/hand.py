"""A hand as the table wrote it, read into typed values (RECORDS.md): what ``records`` reads and
the scoring modules judge."""

from __future__ import annotations

from dataclasses import dataclass

from .auction import AuctionResult
from .cards import Card, Suit
from .contract import Contract
from .melds import Declared
from .playentry import PlayEntry


@dataclass(frozen=True)
class Claim:
    side: int
    after_trick: int
    tricks: int
    points: int
    bela: bool = False


@dataclass(frozen=True)
class Hand:
    """One hand as the table wrote it (summary entry). ``tricks``/``points`` are per side."""

    dealer: int
    trump: Suit | None = None
    taker: int | None = None
    melds: tuple[Declared, ...] = ()
    bela: int | None = None
    tricks: tuple[int, ...] | None = None  # as said, or the engine's own split (see ``tricks``)
    points: tuple[int, ...] | None = None
    claims: tuple[Claim, ...] = ()
    auction: tuple[str, ...] | None = None
    auction_result: AuctionResult | None = None
    turn_up: Card | None = None
    exchange: int | None = None
    discard: tuple[Card, ...] = ()
    note: str | None = None
    tricks_said: tuple[int | None, ...] | None = None  # what the table wrote, ``None`` per side unsaid
    play: PlayEntry | None = None  # the cards as played, where the table replayed them
    summary_said: bool = True  # False: ``tricks`` and ``points`` are what a complete play made
    contract: Contract | None = None  # contrée/coinche: the contract played (contract.py)
    roem: tuple[int, ...] | None = None  # klaverjas: each pair's roem as written (roem.py)

    @property
    def is_redeal(self) -> bool:
        return self.auction_result is not None and self.auction_result.redeal
