"""Contrée and coinche: the contract auction and the contract a hand is played in.

One auction, every card dealt before it (lacontree.free.fr, "Cours de contrée" 2.1 and 2.4;
coinchons.fr): from the player after the dealer, each in turn passes or bids a contract higher
than the last (80 to 160 in tens, then capot, then the générale where the house plays it) with
its trump. An opponent of the last bidder may say **contre** (the contract counts double), and
then the takers **surcontre** (four times). A surcontre ends the auction; a contre too unless the
house lets the bidding go on (``contre_closes``). Three passes after a bid end it; four passes
without a bid are a redeal.

Calls are words: ``pass``, ``110 hearts`` (also ``110H``, ``110 ♥``), ``capot spades``,
``generale clubs``, ``contre`` (or ``coinche``), ``surcontre`` (or ``surcoinche``).
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence
from typing import Any

from .auction import AuctionResult
from .cards import NO_TRUMP_POINTS, Suit, counted_total, parse_suit, play_mode
from .errors import RecordError, typed
from .explain import SUITS, Arg, Note
from .numbers import ascii_whole
from .options import Rules

BIDS = tuple(range(80, 170, 10))
CAPOT, GENERALE = "capot", "generale"
_CONTRE_WORDS = {"contre": 1, "coinche": 1, "surcontre": 2, "surcoinche": 2}
_SLAM_WORDS = {"capot": CAPOT, "generale": GENERALE, "générale": GENERALE}
ALL, NONE = "all", "none"  # tout atout, sans atout (``all_no_trump``)
_MODE_WORDS = {"ta": ALL, "tout atout": ALL, "tout-atout": ALL, "all trumps": ALL, "all": ALL,
               "sa": NONE, "sans atout": NONE, "sans-atout": NONE, "no trumps": NONE, "none": NONE}
_MODE_NOTES = {ALL: Note("contract.all_trumps"), NONE: Note("contract.no_trumps")}


def no_trump_mode(text: object) -> str | None:
    """``ALL`` or ``NONE`` where ``text`` names tout atout or sans atout ("ta", "sans atout")."""
    return _MODE_WORDS.get(text.strip().lower()) if isinstance(text, str) else None


@dataclass(frozen=True)
class Contract:
    """The contract a hand is played in: the bid (80-160, ``capot`` or ``generale``), its trump,
    the seat that bid it, and 0, 1 (contré) or 2 (surcontré)."""

    bid: int | str
    trump: Suit | None  # None: tout atout or sans atout (``mode``)
    taker: int
    contre: int = 0
    mode: str = "suit"  # "suit", ``ALL`` (tout atout) or ``NONE`` (sans atout)

    @property
    def rank(self) -> int:
        return _rank(self.bid)

    @property
    def times(self) -> int:
        return (1, 2, 4)[self.contre]

    def value(self, rules: Rules) -> int:
        """What the bid is worth in the score: its number, or the capot's or générale's value."""
        if self.bid == CAPOT:
            return rules.capot_value
        if self.bid == GENERALE:
            return rules.generale_value
        assert isinstance(self.bid, int)  # the named bids are the two above
        return self.bid

    @property
    def suit_note(self) -> Arg:
        """Its trump said: a suit, or tout atout or sans atout."""
        return SUITS[self.trump.value] if self.trump is not None else _MODE_NOTES[self.mode]

    def note(self) -> Note:
        """"110 hearts", "capot in spades", "a générale in clubs"."""
        suit = self.suit_note
        if self.bid == CAPOT:
            return Note("contract.capot", {"suit": suit})
        if self.bid == GENERALE:
            return Note("contract.generale", {"suit": suit})
        return Note("contract.bid", {"bid": self.bid, "suit": suit})

    def to_json(self) -> dict[str, object]:
        trump = self.trump.value if self.trump is not None else self.mode
        return {"bid": self.bid, "trump": trump, "taker": self.taker, "contre": self.contre}


def _level(word: str) -> int | str:
    number = ascii_whole(word, most=max(BIDS))
    return word if number is None else number


def _rank(bid: int | str) -> int:
    return {CAPOT: 1000, GENERALE: 2000}.get(bid, bid)  # type: ignore[arg-type]


@dataclass(frozen=True)
class ContractResult(AuctionResult):
    """An auction's result that also carries its contract (``None`` for a redeal)."""

    contract: Contract | None = None


def parse_bid(value: object, *, path: str, rules: Rules) -> int | str:
    """A bid as a record writes it: 80 to 160 in tens, ``capot`` or ``generale``."""
    if type(value) is int and value in BIDS:
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        if ascii_whole(word, most=max(BIDS)) in BIDS:
            return int(word)
        if word in _SLAM_WORDS:
            bid = _SLAM_WORDS[word]
            if bid == GENERALE and not rules.generale:
                raise RecordError.of("refuse.generale_off", path)
            return bid
    raise RecordError.of("error.bid_value", path, typed=typed(value))


def parse_contre(value: object, *, path: str) -> int:
    if value is None:
        return 0
    if type(value) is int and value in (0, 1, 2):
        return value
    raise RecordError.of("error.contre_value", path, typed=typed(value))


def _parse_call(text: object, *, rules: Rules, path: str) -> tuple[str, object]:
    """``("pass", None)``, ``("contre", 1 or 2)`` or ``("bid", (bid, suit))``."""
    if not isinstance(text, str):
        raise RecordError.of("error.contract_call", path, typed=typed(text))
    word = text.strip().lower()
    if word == "pass":
        return "pass", None
    if word in _CONTRE_WORDS:
        return "contre", _CONTRE_WORDS[word]
    head, _, tail = word.partition(" ")
    if not tail:  # "110h", "110♥": the number, then the suit
        digits = len(word) - len(word.lstrip("0123456789"))
        head, tail = word[:digits], word[digits:]
    mode = _MODE_WORDS.get(tail.strip())
    if mode is not None and not rules.all_no_trump:
        raise RecordError.of("refuse.no_trump_off", path)
    try:
        return "bid", (parse_bid(head, path=path, rules=rules), mode or parse_suit(tail.strip(), path=path))
    except RecordError as error:
        if error.note is not None and error.note.id == "refuse.generale_off":
            raise
        raise RecordError.of("error.contract_call", path, typed=typed(text)) from None


class ContractAuction:
    """One deal's contract auction, call by call (``verify_call`` / ``can_call`` / ``push``)."""

    def __init__(self, *, rules: Rules, dealer: int, players: int = 4) -> None:
        self.rules, self.players = rules, players
        self.speaker = (dealer + 1) % players
        self.best: Contract | None = None
        self.passes = 0
        self.over = False
        self.calls: list[str] = []
        self.notes: list[Note] = []

    def verify_call(self, text: object, *, path: str = "") -> tuple[str, Any]:
        if self.over:
            raise RecordError.of("error.auction_over", path)
        kind, what = _parse_call(text, rules=self.rules, path=path)
        refusal = self._refusal(kind, what)
        if refusal is not None:
            raise RecordError.of(refusal.id, path, **refusal.args)
        return kind, what

    def can_call(self, text: object) -> bool:
        try:
            self.verify_call(text)
        except RecordError:
            return False
        return True

    def legal_calls(self) -> list[str]:
        """What the speaker may say now, for a page's buttons: ``pass``, each bid level he may still
        bid (``"90"`` ... ``"160"``, ``"capot"``, ``"generale"``; any suit with it), ``contre``,
        ``surcontre``."""
        if self.over:
            return []
        levels = [*map(str, BIDS), CAPOT, *([GENERALE] if self.rules.generale else [])]
        calls = ["pass", *(level for level in levels if self._refusal("bid", (_level(level), None)) is None)]
        return calls + [word for word, times in (("contre", 1), ("surcontre", 2))
                        if self._refusal("contre", times) is None]

    def _refusal(self, kind: str, what: Any) -> Note | None:
        best, seat = self.best, self.speaker
        if kind == "pass":
            return None
        if kind == "bid":
            if best is not None and best.contre and (self.rules.contre_closes or best.contre == 2):
                return Note("refuse.bid_after_contre", {"contract": best.note()})
            if best is not None and _rank(what[0]) <= best.rank:
                return Note("refuse.bid_low", {"contract": best.note()})
            return None
        if best is None:
            return Note("refuse.contre_nothing")
        same_side = (seat - best.taker) % 2 == 0
        if what == 1:
            if best.contre:
                return Note("refuse.contre_twice", {"contract": best.note()})
            return Note("refuse.contre_own", {"seat": seat}) if same_side else None
        if best.contre != 1 or not same_side:
            return Note("refuse.surcontre", {"seat": seat})
        return None

    def push(self, text: object, *, path: str = "") -> None:
        kind, what = self.verify_call(text, path=path)
        seat = self.speaker
        self.calls.append(str(text))
        if kind == "pass":
            self.passes += 1
            done = self.passes == (4 if self.best is None else 3)
        elif kind == "bid":
            bid, trump = what
            self.best = Contract(bid, None, seat, mode=trump) if isinstance(trump, str) else Contract(bid, trump, seat)
            self.passes, done = 0, False
        else:
            best = self.best
            assert best is not None  # verify_call refuses a contre of nothing
            self.best = Contract(best.bid, best.trump, best.taker, what, best.mode)
            self.notes.append(Note("contract.contre" if what == 1 else "contract.surcontre",
                                   {"seat": seat, "contract": best.note()}))
            self.passes, done = 0, what == 2
        self.speaker = (seat + 1) % self.players
        self.over = done

    def result(self, *, path: str = "") -> ContractResult:
        if not self.over:
            raise RecordError.of("error.auction_unfinished", path, seat=self.speaker)
        if self.best is None:
            return ContractResult.noted(taker=None, trump=None, redeal=True, notes=())
        best = self.best
        notes = (Note("contract.won", {"seat": best.taker, "contract": best.note()}), *self.notes)
        return ContractResult.noted(taker=best.taker, trump=best.trump, redeal=False, notes=notes, contract=best)


def run_contract_auction(calls: object, *, rules: Rules, dealer: int,
                         path: str = "auction") -> ContractResult:
    """The result of a recorded contract auction; a fault is refused at its call."""
    if not isinstance(calls, Sequence) or isinstance(calls, (str, bytes)):
        raise RecordError.of("error.auction_list", path)
    auction = ContractAuction(rules=rules, dealer=dealer)
    for i, call in enumerate(calls):
        auction.push(call, path=f"{path}[{i}]")
    return auction.result(path=path)


def mode_notes(contract: Contract | None, rules: Rules) -> list[Note]:
    """How a tout-atout or sans-atout contract is played and counted, said before its tricks (the
    values of ``no_trump_values``); nothing for a suit contract."""
    if contract is None or contract.mode not in (ALL, NONE):
        return []
    key = play_mode(contract.mode, rules.no_trump_values)
    values = NO_TRUMP_POINTS[key]
    said = ", ".join(f"{rank} {values[rank]}" for rank in sorted(values, key=values.__getitem__, reverse=True)
                     if values[rank])
    notes = [Note("play.all_trumps" if contract.mode == ALL else "play.no_trumps",
                  {"contract": contract.note(), "values": said})]
    if key != contract.mode:
        notes.append(Note("play.counted", {"total": counted_total(key)}))
    return notes


def contract_of(raw: dict, *, rules: Rules, trump: Suit | None, taker: int,
                result: AuctionResult | None) -> Contract:
    """The hand's contract: from its auction, or as written (``bid``, ``contre``) beside its
    trump and taker; where both are given they must agree."""
    bid = parse_bid(raw["bid"], path="bid", rules=rules) if raw.get("bid") is not None else None
    contre = parse_contre(raw.get("contre"), path="contre")
    if isinstance(result, ContractResult) and result.contract is not None:
        made = result.contract
        if bid is not None and bid != made.bid:
            raise RecordError.of("error.auction_bid", "bid", contract=made.note(), typed=typed(raw["bid"]))
        if raw.get("contre") is not None and contre != made.contre:
            raise RecordError.of("error.auction_contre", "contre", contract=made.note(), typed=typed(contre))
        return made
    if bid is None:
        raise RecordError.of("error.bid_missing", "bid")
    return Contract(bid, trump, taker, contre)


__all__ = ["CAPOT", "GENERALE", "Contract", "ContractAuction", "ContractResult", "contract_of", "mode_notes",
           "parse_bid", "run_contract_auction"]
