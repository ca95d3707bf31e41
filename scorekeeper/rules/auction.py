"""The auction ("bids"): who speaks, which calls are allowed, who takes in which suit (RULES §5).

Calls are words: ``pass``, ``take`` (the turned-up suit), a suit (``hearts``; also ``H``, ``♥``),
``schmeiss``, and the two replies to a schmeiss, ``throw`` (agree: deal again) and ``play``
(refuse). ``Auction`` follows one deal call by call, for the phone UI; ``run_auction`` checks
the recorded list of calls of a HAND (RECORDS.md ``auction``) and says who took.

Error paths in ``run_auction``: a bad call is reported at ``auction[i]``; a missing or bad
turned-up card or dealer at the field beside the auction, i.e. ``hands[2].turn_up`` for
``hands[2].auction`` (``turn_up`` for plain ``auction``), as the HAND record holds them there.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from collections.abc import Sequence
from typing import Self

from .cards import Card, Suit, parse_card, parse_suit
from .errors import RecordError, typed
from .explain import SUITS, Arg, Note, render
from .options import Rules


class Call(enum.Enum):
    """One call; the value is its canonical word. Declaration order is the order of UI buttons."""

    PASS = "pass"
    TAKE = "take"
    SCHMEISS = "schmeiss"
    THROW = "throw"
    PLAY = "play"
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"

    @property
    def suit(self) -> Suit | None:
        """The suit this call names, or None for the calls that name none."""
        return _SUIT_OF_CALL.get(self)

    @classmethod
    def naming(cls, suit: Suit) -> Call:
        return cls(suit.value)

    def __str__(self) -> str:
        return self.value


_SUIT_OF_CALL = {Call(s.value): s for s in Suit}
_CALL_BY_WORD = {c.value: c for c in Call}
TURN_UP_PROCEDURES = frozenset({"turn_up_2", "turn_up_mus"})
PROCEDURES = ("turn_up_2", "turn_up_mus", "free_mus", "first_must")
SCHMEISS_RULES = ("off", "schmeisser_takes", "annul")
# "at once", "after one pass", ... (at most seven: four players pass twice round but the dealer)
_AFTER = (Note("after.0"), Note("after.1"), Note("after.2"), Note("after.3"), Note("after.4"),
          Note("after.5"), Note("after.6"), Note("after.7"))


def parse_call(text: object, *, path: str = "") -> Call:
    """A call from its word in any case, or a suit as ``parse_suit`` reads it (``H``, ``♥``)."""
    if isinstance(text, Call):
        return text
    if isinstance(text, str):
        call = _CALL_BY_WORD.get(text.strip().lower())
        if call is not None:
            return call
        try:
            return Call.naming(parse_suit(text, path=path))
        except RecordError:
            pass
    raise RecordError.of("error.call", path, typed=typed(text))


@dataclass(frozen=True)
class AuctionResult:
    """How an auction ended: a taker and trump, or a redeal (taker and trump both None)."""

    taker: int | None
    trump: Suit | None
    redeal: bool
    schmeiss: int | None = None  # the schmeisser's seat if a schmeiss was called
    trump_is_turn_up: bool = False  # the exchange of the trump 7 is allowed only then (RULES §5)
    explanation: tuple[str, ...] = ()  # in English; ``notes`` holds the same sentences as notes
    notes: tuple[Note, ...] = field(default=(), compare=False)

    @classmethod
    def noted(cls, *, notes: tuple[Note, ...], **fields) -> Self:
        return cls(**fields, explanation=tuple(render(n) for n in notes), notes=notes)


def _field_path(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


def _checked_setup(rules: Rules, players: object, dealer: object, turn_up: object,
                   *, prefix: str = "") -> tuple[int, int, Card | None]:
    """Players, dealer and turned-up card, checked; paths are fields beside the auction."""
    if rules.auction not in PROCEDURES:
        raise RecordError.of("error.option_choice", "options.auction", option="auction",
                             choices=", ".join(PROCEDURES), typed=typed(rules.auction))
    if rules.schmeiss not in SCHMEISS_RULES:
        raise RecordError.of("error.option_choice", "options.schmeiss", option="schmeiss",
                             choices=", ".join(SCHMEISS_RULES), typed=typed(rules.schmeiss))
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise RecordError.of("error.auction_players", "players", typed=typed(players))
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise RecordError.of("error.dealer_seat", _field_path(prefix, "dealer"), last=players - 1,
                             typed=typed(dealer))
    card = turn_up if turn_up is None or isinstance(turn_up, Card) else parse_card(
        turn_up, path=_field_path(prefix, "turn_up"))
    return players, dealer, card  # a missing turned-up card matters only to a call that uses it


class Auction:
    """One deal's auction, call by call: ``verify_call`` / ``can_call`` / ``push``, then ``result``.

    Phases: ``round1`` (take the turned-up suit or pass), ``round2`` (name another suit or pass),
    ``free`` (name any suit or pass: free_mus and first_must), ``replies`` (answers to a schmeiss).
    """

    def __init__(self, *, rules: Rules, players: int, dealer: object,
                 turn_up: Card | str | None = None) -> None:
        self.rules = rules
        self.players, self.dealer, self.turn_up = _checked_setup(rules, players, dealer, turn_up)
        self.forehand = (self.dealer + 1) % self.players
        self._phase = "round1" if rules.auction in TURN_UP_PROCEDURES else "free"
        self._turn = 0  # calls made so far in the current round
        self._calls: list[Call] = []
        self._schmeisser: int | None = None
        self._result: AuctionResult | None = None

    # -- state -----------------------------------------------------------------------------

    @property
    def speaker(self) -> int | None:
        if self._result is not None:
            return None
        first = self._thrower + 1 if self._phase == "replies" else self.forehand
        return (first + self._turn) % self.players

    @property
    def _seat(self) -> int:
        """Who speaks, while the auction runs (when every refusal is said)."""
        seat = self.speaker
        assert seat is not None
        return seat

    @property
    def _thrower(self) -> int:
        """Who threw the cards in, once the replies to a schmeiss are asked."""
        assert self._schmeisser is not None
        return self._schmeisser

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def calls(self) -> tuple[str, ...]:
        """The calls made so far, as canonical words (the form stored in a record)."""
        return tuple(c.value for c in self._calls)

    @property
    def _turn_suit(self) -> Suit:
        assert self.turn_up is not None  # checked in __init__ for every phase that asks
        return self.turn_up.suit

    def _is_last(self) -> bool:
        """Whether the speaker closes this round: the dealer, in every procedure."""
        return self._turn == self.players - 1

    # -- refusable action ------------------------------------------------------------------

    def legal_calls(self) -> list[str]:
        """The canonical words allowed now, in ``Call`` order; empty once the auction is over."""
        return [c.value for c in Call if self._refusal(c, None) is None]

    def verify_call(self, call: str | Call, *, seat: int | None = None) -> None:
        """Raise ``RecordError`` saying why ``call`` (by ``seat``, if given) is not allowed now."""
        reason = self._refusal(parse_call(call), seat)
        if reason is not None:
            raise RecordError.of(reason.id, **reason.args)

    def can_call(self, call: str | Call, *, seat: int | None = None) -> bool:
        try:
            self.verify_call(call, seat=seat)
        except RecordError:
            return False
        return True

    def push(self, call: str | Call, *, seat: int | None = None) -> None:
        self.verify_call(call, seat=seat)
        parsed = parse_call(call)
        speaker = self.speaker
        assert speaker is not None
        self._calls.append(parsed)
        if parsed in (Call.PASS, Call.THROW):
            self._next_turn()
        elif parsed is Call.SCHMEISS:
            self._schmeiss(speaker)
        elif parsed is Call.PLAY:
            self._schmeiss_refused(speaker)
        else:
            self._taken(speaker, parsed)

    def result(self) -> AuctionResult:
        if self._result is None:
            if self._phase == "replies":
                raise RecordError.of("error.auction_unanswered", seat=self._seat, other=self._thrower)
            raise RecordError.of("error.auction_unfinished", seat=self._seat)
        return self._result

    # -- why a call is refused (None: allowed) ---------------------------------------------

    def _refusal(self, call: Call, seat: int | None) -> Note | None:
        if self._result is not None:
            return Note("error.auction_over")
        if seat is not None and seat != self.speaker:
            return Note("error.not_your_turn", {"seat": self._seat, "other": seat})
        if self.needs_turn_up(call):
            return Note("error.turn_up_needed", {"call": str(call)})
        reason = self._phase_refusal(call)
        return None if reason is None else Note("error.call_refused", {"seat": self._seat, "reason": reason})

    def _phase_refusal(self, call: Call) -> Note | None:
        if self._phase == "replies":
            return None if call in (Call.THROW, Call.PLAY) else self._must_answer()
        if call in (Call.THROW, Call.PLAY):
            return Note("refuse.no_schmeiss", {"call": str(call)})
        if call is Call.SCHMEISS:
            return self._schmeiss_refusal()
        if call is Call.TAKE:
            return self._take_refusal()
        if call is Call.PASS:
            return self._pass_refusal()
        return self._suit_refusal(call.suit)

    def needs_turn_up(self, call: str | Call) -> bool:
        """Whether ``call`` depends on the turned-up card, which was not given.

        Everyone passing (a redeal) does not: the table need not remember the card for it.
        """
        parsed = parse_call(call)
        return (self.turn_up is None and self._phase in ("round1", "round2", "replies")
                and parsed is not Call.PASS and parsed is not Call.THROW)

    def _must_answer(self) -> Note:
        return Note("refuse.must_answer", {"seat": self._seat, "other": self._thrower,
                                           "suit": SUITS[self._turn_suit.value]})

    def _schmeiss_refusal(self) -> Note | None:
        if self.rules.schmeiss == "off":
            return Note("refuse.schmeiss_off", {"seat": self._seat})
        if self.rules.auction not in TURN_UP_PROCEDURES:
            return Note("refuse.schmeiss_no_turn_up")
        if self.rules.schmeiss_by == "first_turn":
            return None if self._phase == "round1" else Note("refuse.schmeiss_first_turn")
        if self._calls:
            return Note("refuse.schmeiss_forehand", {"seat": self.forehand})
        return None

    def _take_refusal(self) -> Note | None:
        if self._phase == "round1":
            return None
        or_pass = "" if self._pass_refusal() else "_or_pass"
        if self._phase == "round2":
            return Note(f"refuse.take_round2{or_pass}", {"suit": SUITS[self._turn_suit.value]})
        return Note(f"refuse.take_no_turn_up{or_pass}")

    def _pass_refusal(self) -> Note | None:
        seat, procedure = self._seat, self.rules.auction
        if procedure == "first_must":
            return Note("refuse.pass_first_must", {"seat": seat})
        if not self._is_last():
            return None
        if procedure == "free_mus":
            return Note("refuse.pass_free_mus", {"seat": seat})
        if procedure == "turn_up_mus" and self._phase == "round2":
            return Note("refuse.pass_turn_up_mus", {"seat": seat})
        return None

    def _suit_refusal(self, suit: Suit | None) -> Note | None:
        if self._phase == "free":
            return None
        turned, seat = self._turn_suit, self._seat
        if self._phase == "round1":
            if suit is turned:
                return Note("refuse.round1_take", {"seat": seat, "turned": SUITS[turned.value]})
            assert suit is not None  # a take is the turned-up suit
            return Note("refuse.round1_suit", {"seat": seat, "turned": SUITS[turned.value],
                                               "suit": SUITS[suit.value]})
        if suit is turned:
            return Note("refuse.round2_turned", {"seat": seat, "turned": SUITS[turned.value]})
        return None

    # -- what an allowed call does ---------------------------------------------------------

    def _next_turn(self) -> None:
        self._turn += 1
        if self._phase == "replies":
            if self._turn == self.players - 1:
                self._schmeiss_agreed()
        elif self._turn == self.players:
            if self._phase == "round1":
                self._phase, self._turn = "round2", 0
            else:
                self._all_passed()

    def _finish(self, result: AuctionResult) -> None:
        self._result = result

    def _taken(self, seat: int, call: Call) -> None:
        suit = self._turn_suit if call is Call.TAKE else call.suit
        assert suit is not None
        self._finish(AuctionResult.noted(taker=seat, trump=suit, redeal=False,
                                         trump_is_turn_up=call is Call.TAKE,
                                         notes=self._taken_notes(seat, suit)))

    def _taken_notes(self, seat: int, suit: Suit) -> tuple[Note, ...]:
        procedure = self.rules.auction
        after = _AFTER[self._calls.count(Call.PASS)]
        had_to = bool(self._pass_refusal()) and procedure != "first_must"  # "; as dealer he had to"
        args: dict[str, Arg] = {"seat": seat, "suit": SUITS[suit.value], "after": after, "rule": procedure}
        if self._phase == "round1":
            return (Note("auction.took", args),)
        if self._phase == "round2":
            return (Note("auction.refused", {"suit": SUITS[self._turn_suit.value]}),
                    Note("auction.named_second_dealer" if had_to else "auction.named_second", args))
        if procedure == "first_must":
            return (Note("auction.first_must", {"seat": seat, "suit": args["suit"]}),)
        return (Note("auction.named_dealer" if had_to else "auction.named", args),)

    def _redeal(self, note: Note) -> None:
        self._finish(AuctionResult.noted(taker=None, trump=None, redeal=True, schmeiss=self._schmeisser,
                                         notes=(note,)))

    def _all_passed(self) -> None:
        note = (Note("auction.all_passed", {"suit": SUITS[self._turn_suit.value], "rule": self.rules.auction})
                if self.turn_up is not None else Note("auction.all_passed_unseen", {"rule": self.rules.auction}))
        self._redeal(note)

    def _schmeiss(self, seat: int) -> None:
        self._schmeisser = seat
        if self.rules.schmeiss == "annul":
            self._redeal(Note("auction.schmeiss_annul", {"seat": seat}))
        else:
            self._phase, self._turn = "replies", 0

    def _schmeiss_agreed(self) -> None:
        seat = self._thrower
        self._redeal(Note("auction.schmeiss_thrown_by", {"seat": seat, "other": self.dealer})
                     if self.players == 2 else Note("auction.schmeiss_thrown", {"seat": seat}))

    def _schmeiss_refused(self, seat: int) -> None:
        taker, suit = self._thrower, self._turn_suit
        self._finish(AuctionResult.noted(
            taker=taker, trump=suit, redeal=False, schmeiss=taker, trump_is_turn_up=True,
            notes=(Note("auction.schmeiss_played", {"seat": taker, "other": seat,
                                                    "suit": SUITS[suit.value]}),)))


def uses_turn_up(rules: Rules) -> bool:
    """Whether this game's bidding starts from a turned-up card (RULES §5: turn_up_2, turn_up_mus)."""
    return rules.auction in TURN_UP_PROCEDURES


def _missing_card(auction: Auction, call: object) -> bool:
    try:
        return auction.needs_turn_up(call)  # type: ignore[arg-type]
    except RecordError:
        return False


def run_auction(calls: object, *, rules: Rules, players: int, dealer: int,
                turn_up: Card | str | None, path: str = "auction") -> AuctionResult:
    """The result of a whole recorded auction; any fault is a ``RecordError`` at its call."""
    prefix = path.rpartition(".")[0]
    _checked_setup(rules, players, dealer, turn_up, prefix=prefix)
    if not isinstance(calls, Sequence) or isinstance(calls, (str, bytes)):
        raise RecordError.of("error.auction_list", path)
    auction = Auction(rules=rules, players=players, dealer=dealer, turn_up=turn_up)
    for i, call in enumerate(calls):
        try:
            auction.push(call)  # parse_call refuses non-strings
        except RecordError as error:
            where = _field_path(prefix, "turn_up") if _missing_card(auction, call) else f"{path}[{i}]"
            raise error.moved(where) from None
    try:
        return auction.result()
    except RecordError as error:
        raise error.moved(path) from None
