"""The bids of one hand as the table calls them: the turned-up card, then the calls in order.

Entering them is optional. When they are entered, the engine's ``Auction`` replays them: it says
who speaks, which calls are allowed (the page shows those as buttons and nothing else), why a
call is refused, and who took in which suit, or that the cards are dealt again. The page holds
no rule of its own; even whether a game has a turned-up card, or lets everyone pass, is asked
of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from flask_babel import gettext as _, lazy_gettext as _l

from ...rules import Card, Rank, RecordError, Rules, Suit, Variant, family_of, parse_card
from ...rules import uses_turn_up
from ...rules import Auction
from ...words import card_letters, suit_name, suit_symbol
from .auctions import auction_for

RANKS = tuple((r.value, str(r)) for r in Rank)  # (form value, what the button says): ("T", "10")
SUITS = tuple(s.value for s in Suit)
# A stand-in turned-up card, only to ask the engine what a procedure allows (nothing is stored).
_PROBE_RANK, _PROBE_SUIT = "7", "spades"
# The redeals offered as one tap: their name, and the calls that begin them (the engine ends them).
REDEALS = (("redeal", ("pass",)), ("redeal-schmeiss", ("schmeiss",)))
# One tap for the passes that end an auction after its last bid (contrée: three passes after an
# 80): the engine says how many, and they are stored as the passes they are.
REST_PASS = "rest_pass"

CALL_WORDS = {"pass": _l("pass"), "schmeiss": _l("schmeiss"),
              # Translators: a call in the bids: to play in the suit of the turned-up card.
              "take": _l("take"),
              # Translators: the answer to a schmeiss that agrees to deal again.
              "throw": _l("throw in"),
              # Translators: the answer to a schmeiss that refuses to deal again.
              "play": _l("play"),
              # Translators: contrée: the call that doubles the opponents' contract.
              "contre": _l("contre"),
              # Translators: contrée: the takers' answer to a contre, four times the contract.
              "surcontre": _l("surcontre"),
              "capot": _l("capot"),
              # Translators: contrée: one player alone takes every trick (a bid).
              "generale": _l("générale"),
              # Translators: contrée: a contract where every suit is trump (tout atout).
              "ta": _l("all trumps"),
              # Translators: contrée: a contract without trump (sans atout).
              "sa": _l("no trumps")}
# A contract game's bid levels come from the engine (``legal_calls``); the trump is picked beside them.
CONTRACT_TRUMPS = (*SUITS, "ta", "sa")


@dataclass(frozen=True)
class Said:
    seat: int
    call: str  # the engine's canonical word: pass, take, hearts, schmeiss, ...


@dataclass
class Bids:
    """What the form says of the bids, replayed by the engine."""

    rank: str | None = None
    suit: str | None = None
    said: list[Said] = field(default_factory=list)
    needs_turn_up: bool = False
    speaker: int | None = None
    legal: list[str] = field(default_factory=list)
    over: bool = False
    redeal: bool = False
    taker: int | None = None
    trump: str | None = None
    turned_suit: str | None = None  # the suit "take" takes
    redealing: bool = False  # a redeal button was tapped: nothing but the bids is asked
    contract: bool = False  # contrée or coinche: bids are a level and a trump
    bid_suit: str | None = None  # the trump picked for the next bid
    bid_suits: list[str] = field(default_factory=list)  # the trumps the engine takes in a bid
    mode: str | None = None  # klaverjas: the house's way of choosing trump (trump_choice)
    contre: int = 0  # the contract the auction ended in: 1 contré, 2 surcontré
    no_trump: str | None = None  # the contract the auction ended in is tout atout ("all") or sans atout ("none")
    rest_pass: bool = False  # the passes left would end the auction on the last bid: one tap says them
    errors: dict[str, str | RecordError] = field(default_factory=dict)  # said in words by the page

    @property
    def calls(self) -> list[str]:
        return [s.call for s in self.said]

    @property
    def turn_up(self) -> str | None:
        """The turned-up card's code (``KS``), once both rank and suit are picked."""
        card = _card(self.rank, self.suit)
        return str(card) if card else None

    @property
    def card_label(self) -> str:
        """The turned-up card as it looks: "10♥"."""
        card = _card(self.rank, self.suit)
        return card_letters(str(card)) if card else ""

    @property
    def decided(self) -> bool:
        """Whether the bids fixed a taker and trump, which the form then shows and stores."""
        return self.over and not self.redeal

    @property
    def may_redeal(self) -> bool:
        """Whether a one-tap redeal can still be true: no call but a pass said so far (a bid
        made, everyone did not pass)."""
        return not self.decided and all(call == "pass" for call in self.calls)

    @property
    def shown(self) -> bool:
        """Whether the folded section opens: something was entered in it, or is wrong there."""
        return bool(self.rank or self.suit or self.said or self.errors)

    def word(self, call: str) -> str:
        """A call in words: "pass", "take", "spades" (the page sets the suit's symbol before it)."""
        return suit_name(call) if call in SUITS else str(CALL_WORDS.get(call, call))

    def bid_parts(self, call: str) -> tuple[str, str] | None:
        """A contract bid as the page shows it: ("110", "hearts"), ("capot", "ta"); else None."""
        level, _, trump = call.partition(" ")
        if not self.contract or not trump:
            return None
        return str(CALL_WORDS.get(level, level)), trump

    def label(self, call: str) -> str:
        """A call as plain text: "pass", "take ♥", "♠ spades", "140 ♠", "110 all trumps" (as the
        bids' buttons show a contract, in the page's words)."""
        parts = self.bid_parts(call)
        if parts:
            level, trump = parts
            return f"{level} {suit_symbol(trump) or self.word(trump)}"
        if call == "take":
            return f"{self.word(call)} {suit_symbol(self.turned_suit)}"
        return f"{suit_symbol(call)} {self.word(call)}".strip()

    def record_fields(self) -> dict:
        """What a hand stores of its bids: the calls and the turned-up card, if given."""
        out: dict = {"auction": self.calls} if self.said else {}
        return out | ({"turn_up": self.turn_up} if self.turn_up else {})

    def redeal_hand(self, dealer: int | None) -> dict:
        """A redeal carries nothing but who dealt, the calls and the turned-up card (RECORDS.md)."""
        return {"dealer": dealer, **self.record_fields()}

    @property
    def key(self) -> str:
        """Changes whenever the section must be drawn again (a new speaker: the dealer changed)."""
        first = self.said[0].seat if self.said else self.speaker
        return "|".join(map(str, [first, self.turn_up or "", *self.calls, self.errors.get("auction", "")]))


def _with_trump(bids: Bids, tapped: list[str]) -> list[str]:
    """A tapped bid level ("110", "capot") said with the trump picked beside it."""
    if not tapped or tapped[0] in ("pass", "contre", "surcontre", REST_PASS):
        return tapped
    if bids.bid_suit not in CONTRACT_TRUMPS:
        bids.errors["bid_suit"] = _("Pick the trump of the bid first, then its value.")
        return []
    return [f"{tapped[0]} {bids.bid_suit}"]


def _card(rank: object, suit: object) -> Card | None:
    try:
        return Card(Rank(rank), Suit(suit))
    except ValueError:
        return None


def read_bids(form, *, variant: Variant, rules: Rules, dealer: int | None) -> Bids:
    """The bids in the form (a werkzeug MultiDict), replayed, with the tapped call or redeal."""
    bids = Bids(rank=form.get("turn_rank") or None, suit=form.get("turn_suit") or None)
    calls = [str(c) for c in form.getlist("bid")]
    if form.get("unbid"):
        calls = calls[:-1]
    if form.get("clearbids"):
        calls = []
    starts = dict(REDEALS).get(str(form.get("action") or ""))
    tapped = [str(form["call"])] if form.get("call") else []
    if family_of(variant).has_contract:
        bids.bid_suit = form.get("bid_suit") or None
        tapped = _with_trump(bids, tapped)
    bids.redealing = starts is not None
    auction = _replay(bids, list(starts) if starts else calls + tapped, variant=variant, rules=rules,
                      dealer=dealer)
    if auction is None:
        if calls or tapped or starts:
            bids.errors.setdefault("turn_up", _("Pick the turned-up card first."))
        return bids
    if starts and "auction" not in bids.errors:
        _finish_redeal(bids, auction)
    _settle(bids, auction)
    return bids


def bids_of(hand: dict, *, variant: Variant, rules: Rules) -> Bids:
    """The bids of a stored hand, to correct it."""
    rank = suit = None
    if hand.get("turn_up"):
        try:
            card = parse_card(hand["turn_up"])
            rank, suit = card.rank.value, card.suit.value
        except RecordError:
            pass
    bids = Bids(rank=rank, suit=suit)
    auction = _replay(bids, [str(c) for c in hand.get("auction") or []], variant=variant, rules=rules,
                      dealer=hand.get("dealer"))
    if auction is not None:
        _settle(bids, auction)
    return bids


def _start(bids: Bids, *, variant: Variant, rules: Rules, dealer: object) -> Auction | None:
    """The engine's auction for this deal; None while the turned-up card it needs is missing."""
    try:
        own = auction_for(variant, rules=rules, dealer=dealer, turn_up=bids.turn_up)
        if own is not None:
            return own
        return Auction(rules=rules, players=variant.players, dealer=dealer, turn_up=bids.turn_up)
    except RecordError as error:
        if error.path != "turn_up":
            bids.errors["auction"] = error
        return None


def _replay(bids: Bids, calls: list[str], *, variant: Variant, rules: Rules,
            dealer: object) -> Auction | None:
    """Push the calls so far; the first one the engine refuses ends the replay, with its reason."""
    bids.needs_turn_up = needs_turn_up(variant=variant, rules=rules)
    bids.contract = family_of(variant).has_contract
    bids.mode = family_of(variant).trump_choice(rules)
    if bids.contract:
        bids.bid_suits = contract_trumps(rules)
    auction = _start(bids, variant=variant, rules=rules, dealer=dealer)
    if auction is None:
        return None
    for call in calls:
        if not (_pass_out(bids, auction) if call == REST_PASS else _push(bids, auction, call)):
            break
    return auction


def _pass_out(bids: Bids, auction: Auction) -> bool:
    """Everyone still to speak passes, until the auction ends."""
    while not auction.is_over and auction.can_call("pass"):
        if not _push(bids, auction, "pass"):
            return False
    return auction.is_over


def _push(bids: Bids, auction: Auction, call: str) -> bool:
    seat = auction.speaker
    try:
        auction.push(call)
    except RecordError as error:
        bids.errors["auction"] = error
        return False
    assert seat is not None  # a call was taken: someone was to speak
    bids.said.append(Said(seat, auction.calls[-1]))
    return True


def _finish_redeal(bids: Bids, auction: Auction) -> None:
    """After the call that begins a redeal: everyone answers it the one way that deals again."""
    for answer in ("pass", "throw"):
        while not auction.is_over and auction.can_call(answer):
            _push(bids, auction, answer)
    if not (auction.is_over and auction.result().redeal):
        bids.errors["auction"] = _("In this game the bids cannot end that way: enter them call by call.")


def _settle(bids: Bids, auction: Auction) -> None:
    """Copy the engine's answer: who speaks and may say what, or how the bids ended."""
    bids.speaker, bids.legal, bids.over = auction.speaker, auction.legal_calls(), auction.is_over
    bids.turned_suit = auction.turn_up.suit.value if auction.turn_up else None
    bids.rest_pass = not auction.is_over and "pass" in bids.legal and any(c != "pass" for c in bids.calls)
    if auction.is_over:
        result = auction.result()
        bids.redeal, bids.taker = result.redeal, result.taker
        bids.trump = result.trump.value if result.trump else None
        contract = getattr(result, "contract", None)
        bids.contre = contract.contre if contract is not None else 0
        bids.no_trump = contract.mode if contract is not None and contract.trump is None else None
    elif bids.said and "auction" not in bids.errors:
        # not beside the calls while they are being tapped: only the preview's list says it
        bids.errors["bids"] = _("The bids are not finished: tap the next call, or take calls back.")


def needs_turn_up(*, variant: Variant, rules: Rules) -> bool:
    """Whether this game's bidding starts from a turned-up card (the engine says)."""
    if family_of(variant).has_auction:
        try:
            auction_for(variant, rules=rules, dealer=0, turn_up=None)
        except RecordError as error:
            return error.path == "turn_up"
        return False
    return uses_turn_up(rules)


def contract_trumps(rules: Rules) -> list[str]:
    """The trumps a contract may be bid in: the four suits, and tout / sans atout where the
    engine takes them (the house's ``all_no_trump``)."""
    from ...rules import ContractAuction
    probe = ContractAuction(rules=rules, dealer=0)
    return [t for t in CONTRACT_TRUMPS if probe.can_call(f"80 {t}")]


def redeals_offered(*, variant: Variant, rules: Rules) -> list[str]:
    """The one-tap redeals this game's bidding allows: everyone passed, a schmeiss thrown in."""
    offered = []
    for action, starts in REDEALS:
        probe = Bids(rank=_PROBE_RANK, suit=_PROBE_SUIT)
        auction = _start(probe, variant=variant, rules=rules, dealer=0)
        if auction is None or not all(_push(probe, auction, call) for call in starts):
            continue
        _finish_redeal(probe, auction)
        if "auction" not in probe.errors:
            offered.append(action)
    return offered


def contract_levels(*, variant: Variant, rules: Rules) -> list[str]:
    """The contracts a table may write without its auction: every bid the engine takes as an
    opening (80 … 160, capot, générale where the house plays it); none outside contrée."""
    if not family_of(variant).has_contract:
        return []
    from ...rules import ContractAuction
    return [c for c in ContractAuction(rules=rules, dealer=0).legal_calls()
            if c not in ("pass", "contre", "surcontre")]
