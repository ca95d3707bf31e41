"""The engine's auctions of contrée and klaverjas, seen through the one face the bids section
reads (``speaker``, ``legal_calls``, ``push``, ``calls``, ``is_over``, ``result``, ``turn_up``).

Nothing is decided here: each call is pushed into the engine (``ContractAuction``), or the calls
so far are replayed by it (the family's ``run_auction`` and ``legal_calls``), and its answer is
passed on, refusals included.
"""

from __future__ import annotations

from ...rules import RecordError, Rules, family_of, parse_card
from ...rules import AuctionResult
from ...rules import ContractAuction, ContractResult


class ContractBids:
    """Contrée and coinche: one call at a time, as the table speaks."""

    turn_up = None

    def __init__(self, engine: ContractAuction) -> None:
        self.engine = engine

    @property
    def speaker(self) -> int | None:
        return None if self.engine.over else self.engine.speaker

    @property
    def calls(self) -> list[str]:
        return self.engine.calls

    @property
    def is_over(self) -> bool:
        return self.engine.over

    def legal_calls(self) -> list[str]:
        return self.engine.legal_calls()

    def push(self, call: str) -> None:
        self.engine.push(call)

    def can_call(self, call: str) -> bool:
        return self.engine.can_call(call)

    def result(self) -> ContractResult:
        return self.engine.result()


class KlaverjasBids:
    """Klaverjas: who plays, in which trump (the house's ``trump_choice``), replayed call by call
    by its family's ``run_auction`` and ``legal_calls``."""

    def __init__(self, *, variant, rules: Rules, dealer: int, turn_up: str | None) -> None:
        self.family, self.players, self.rules, self.dealer = family_of(variant), variant.players, rules, dealer
        self.turn_up = parse_card(turn_up) if turn_up else None
        self.calls: list[str] = []
        self._result: AuctionResult | None = None
        self.speaker: int | None = self._unfinished_speaker()  # raises where a turned card is needed

    def _run(self, calls: list[str]) -> AuctionResult:
        return self.family.run_auction(calls, players=self.players, rules=self.rules, dealer=self.dealer,
                                       turn_up=self.turn_up)

    def _unfinished_speaker(self) -> int | None:
        try:
            self._result = self._run(self.calls)
        except RecordError as error:
            if error.error_id == "error.auction_unfinished":
                return error.int_arg("seat")
            raise
        return None

    @property
    def is_over(self) -> bool:
        return self._result is not None

    def legal_calls(self) -> list[str]:
        return [] if self.is_over else self.family.legal_calls(self.calls, rules=self.rules, dealer=self.dealer)

    def push(self, call: str) -> None:
        if self.is_over:
            self._run([*self.calls, call])  # the engine says why: the auction is over
        calls = [*self.calls, str(call)]
        try:
            self._result = self._run(calls)
        except RecordError as error:
            if error.error_id != "error.auction_unfinished":
                raise
            self.speaker = error.int_arg("seat")
        self.calls = calls
        if self._result is not None:
            self.speaker = None

    def can_call(self, call: str) -> bool:
        try:
            self._run([*self.calls, call])
        except RecordError as error:
            return error.error_id == "error.auction_unfinished" and not self.is_over
        return not self.is_over

    def result(self) -> AuctionResult:
        assert self._result is not None
        return self._result


def auction_for(variant, *, rules: Rules, dealer: object, turn_up: str | None):
    """The engine's auction of a contrée or klaverjas deal (a family's auction of its own), or None
    for the bela games: taken call by call where the family's auction is, else replayed."""
    family = family_of(variant)
    if not family.has_auction:
        return None
    if not isinstance(dealer, int):
        raise RecordError.of("error.dealer_seat", "dealer", last=3, typed=repr(dealer))
    engine = family.stepwise_auction(rules=rules, dealer=dealer)
    if engine is not None:
        return ContractBids(engine)
    return KlaverjasBids(variant=variant, rules=rules, dealer=dealer, turn_up=turn_up)

