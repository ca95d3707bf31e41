"""A game you ``push`` hands onto: running totals, the pot, claims, belot, the end (RULES §7)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .errors import RecordError
from .explain import SUITS, Note, joined
from .note_writer import Writer
from .playentry import play_json
from .hand import Claim, Hand
from .records import GameRecord, names, parse_hand, parse_record
from .reneges import renege_notes
from .scoring import FELL, PASSED, Table, bela_points, meld_points, meld_rights, score_hand, written_as
from .variants import Variant, find_variant
from .families import family_of


@dataclass(frozen=True)
class Outcome:
    """How the game ended, python-chess style: ``winner`` is a side."""

    winner: int | None
    reason: str  # "target", "claim", "false_claim" or "belot"


_BELA_PART = Note("claim.bela")


class Game:
    """A game in progress; ``push`` validates and scores one hand at a time."""

    def __init__(self, *, variant: Variant | str, players: list[str] | tuple[str, ...],
                 options: dict | None = None) -> None:
        record = parse_record({"variant": variant.name if isinstance(variant, Variant) else variant,
                               "options": options or {}, "players": list(players), "hands": []})
        self._start(record)

    @classmethod
    def from_record(cls, record: object) -> Game:
        parsed = parse_record(record)
        game = cls.__new__(cls)
        game._start(parsed)
        for i, hand in enumerate(parsed.hands):
            game._fold(hand, path=f"hands[{i}]")
        return game

    def _start(self, record: GameRecord) -> None:
        self._header = record
        self._hands: list[Hand] = []
        self.table = Table(record.variant, record.rules, record.players)
        sides = record.variant.sides
        self.totals = [0] * sides
        self.pot = 0
        self.deals_played = 0  # deals scored, redeals not counted (for a game of fixed deals)
        self.next_dealer: int | None = None
        self.rulings: list[dict[str, Any]] = []
        self._outcome: Outcome | None = None
        self._writer = Writer(record.players)

    # -------------------------------------------------------------- the public verbs

    def verify_push(self, raw_hand: object) -> Hand:
        """Raise ``RecordError`` if this hand cannot follow; return it parsed."""
        path = f"hands[{len(self.rulings)}]"
        self._verify_not_over(path)
        try:
            return parse_hand(raw_hand, variant=self.table.variant, rules=self.table.rules, path=path)
        except RecordError as error:
            raise error.named(**names(self.table.variant, self.table.players)) from None

    def can_push(self, raw_hand: object) -> bool:
        try:
            probe = Game.from_record(self.to_record())
            probe.push(raw_hand)
        except RecordError:
            return False
        return True

    def push(self, raw_hand: object) -> dict[str, Any]:
        """Add a hand as the table wrote it (RECORDS.md HAND); return its ruling."""
        hand = self.verify_push(raw_hand)
        self._fold(hand, path=f"hands[{len(self.rulings)}]")
        return self.rulings[-1]

    @property
    def record(self) -> GameRecord:
        """The typed record of the hands pushed so far."""
        head = self._header
        return GameRecord(head.variant, head.rules, head.players, tuple(self._hands), head.extra)

    def is_over(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def to_record(self) -> dict[str, Any]:
        from .dump import dump_record
        return dump_record(self.record)

    def ruling(self) -> dict[str, Any]:
        out = self._outcome
        target = self.table.rules.target
        return {"hands": list(self.rulings), "game": {
            "totals": list(self.totals), "pot": self.pot, "finished": out is not None,
            "winner": out.winner if out else None, "reason": out.reason if out else None,
            "next_dealer": self.next_dealer, "target": target,
            "needed": [max(0, target - t) for t in self.totals]}}

    # -------------------------------------------------------------- folding one hand

    def _verify_not_over(self, path: str) -> None:
        if self._outcome is not None:
            raise RecordError.of("error.game_over", path, over=self._over_note())

    def _over_note(self) -> Note:
        out = self._outcome
        assert out is not None  # said only once the game is over
        return Note(f"over.{out.reason}", {"side": self.table.side_note(out.winner)} if out.winner is not None else {})

    def _fold(self, hand: Hand, *, path: str) -> None:
        self._verify_not_over(path)
        entry = _blank_entry(len(self.rulings) + 1, hand, self.table)
        self._check_dealer(hand, entry)
        if hand.auction_result is not None and not hand.is_redeal:
            entry["notes"] += hand.auction_result.notes
        saved = (list(self.totals), self.pot, self.next_dealer, self._outcome, self.deals_played)
        try:
            if hand.is_redeal:
                self._redeal(hand, entry)
            elif self._belot(hand) is not None:
                self._score_belot(hand, entry)
            elif not self._claims(hand, entry):
                self._score_played(hand, entry)
        except RecordError as error:
            # A refused hand leaves the game exactly as it was (push is all or nothing).
            self.totals, self.pot, self.next_dealer, self._outcome, self.deals_played = saved
            raise error.at(path).named(**names(self.table.variant, self.table.players)) from None
        entry["pot"], entry["totals"] = self.pot, list(self.totals)
        if hand.play is not None:
            self._played(hand, entry)
        _write_notes(entry, self._writer)
        self._hands.append(hand)
        self.rulings.append(entry)

    def _played(self, hand: Hand, entry: dict) -> None:
        """The cards as played, in the ruling; a hand a claim decided names its reneges only."""
        assert hand.play is not None  # asked only of a hand replayed card by card
        entry["play"] = play_json(hand.play)
        if entry["outcome"] not in ("claimed", "false_claim"):
            return  # scored: its play's notes are with the score's
        face_down = self.table.variant.face_down
        if hand.play.reneges:
            entry["notes"] += [*renege_notes(hand.play, trump=hand.trump, face_down=face_down),
                               Note("renege.after_claim")]
        elif face_down:
            entry["notes"] += renege_notes(hand.play, trump=hand.trump, face_down=True)

    def _check_dealer(self, hand: Hand, entry: dict) -> None:
        if self.next_dealer is not None and hand.dealer != self.next_dealer:
            entry["warning_notes"] = [Note("game.wrong_dealer", {
                "expected": self.next_dealer, "rule": self.table.rules.next_dealer,
                "dealer": hand.dealer})]

    def _redeal(self, hand: Hand, entry: dict) -> None:
        forehand = self.table.forehand(hand.dealer)
        entry["outcome"] = "redeal"
        assert hand.auction_result is not None  # only an auction redeals
        entry["notes"] += hand.auction_result.notes
        # Only a game that holds a pot says it waits: contrée and klaverjas never have one.
        entry["notes"].append(Note("game.redeal_pot", {"seat": forehand, "pot": self.pot}) if self.pot
                              else Note("game.redeal", {"seat": forehand}))
        self.next_dealer = forehand

    def _belot(self, hand: Hand):
        rules = self.table.rules
        if rules.melds != "full" or rules.belot != "wins_game":
            return None
        return next((d for d in hand.melds if d.meld.is_belot and not d.meld.during_play), None)

    def _score_belot(self, hand: Hand, entry: dict) -> None:
        if hand.points is not None or hand.claims:
            raise RecordError.of("error.belot_no_play", "points" if hand.points is not None else "claims")
        declared = self._belot(hand)
        side, target = self.table.side_of(declared.seat), self.table.rules.target
        entry["outcome"] = "belot"
        entry["score"][side] = target
        self.totals[side] += target
        entry["notes"].append(Note("game.belot", {"side": self.table.side_note(side),
                                                  "suit": SUITS[declared.meld.suit.value], "target": target}))
        self._outcome = Outcome(side, "belot")

    def _claims(self, hand: Hand, entry: dict) -> bool:
        """Judge the hand's claims in order; True if one ended the game."""
        if hand.claims and self.table.rules.deals:
            raise RecordError.of("error.deals_no_claims", "claims[0]", deals=self.table.rules.deals)
        for i, claim in enumerate(hand.claims):
            if self._outcome is not None:
                raise RecordError.of("error.claim_after_end", f"claims[{i}]")
            self._judge_claim(hand, claim, entry)
            if self._outcome is not None and i + 1 < len(hand.claims):
                raise RecordError.of("error.claim_after_end", f"claims[{i + 1}]")
        return self._outcome is not None

    def _judge_claim(self, hand: Hand, claim: Claim, entry: dict) -> None:
        table, rules = self.table, self.table.rules
        count, parts = self._claim_count(hand, claim)
        side = table.side_note(claim.side)
        before = self.totals[claim.side]
        entry["claim"] = {"side": claim.side, "after_trick": claim.after_trick, "count": count}
        needs_trick = rules.threshold == "claim" and before >= rules.target and claim.tricks == 0
        if count >= rules.target and not needs_trick:
            entry["claim"]["good"] = True
            entry["outcome"] = "claimed"
            entry["score"][claim.side] = count - before
            self.totals[claim.side] = count
            entry["notes"].append(Note("claim.good", {
                "side": side, "trick": claim.after_trick, "parts": parts, "count": count,
                "target": rules.target, "rule": rules.threshold}))
            self._outcome = Outcome(claim.side, "claim")
            return
        entry["claim"]["good"] = False
        why = (Note("claim.no_trick") if needs_trick
               else Note("claim.short", {"parts": parts, "count": count, "target": rules.target}))
        if rules.false_claim == "ignored":
            entry["notes"].append(Note("claim.ignored", {"side": side, "trick": claim.after_trick, "why": why}))
            return
        # The opponent with the highest total; equal, the first seated after the claimant in play
        # order (RULES §7; with three players a side is a seat). ``max`` keeps the first of equals.
        sides = len(self.totals)
        winner = max(((claim.side + k) % sides for k in range(1, sides)), key=lambda s: self.totals[s])
        entry["outcome"] = "false_claim"
        entry["notes"].append(Note("claim.forfeit", {"side": side, "trick": claim.after_trick, "why": why,
                                                     "winner": table.side_note(winner)}))
        self._outcome = Outcome(winner, "false_claim")

    def _claim_count(self, hand: Hand, claim: Claim) -> tuple[int, Note]:
        table = self.table
        parts = [Note("claim.before", {"points": self.totals[claim.side]}),
                 Note("claim.tricks", {"points": claim.points})]
        count = self.totals[claim.side] + claim.points
        if claim.tricks:
            melds = meld_points(table, hand, meld_rights(table, hand))[claim.side]
            if melds:
                count += melds
                parts.append(Note("claim.melds", {"points": melds}))
        if claim.bela and (claim.tricks or not table.rules.bela_needs_trick):
            count += bela_points(table, hand)[claim.side]
            parts.append(_BELA_PART)
        return count, joined(parts, by="plus")

    def _score_played(self, hand: Hand, entry: dict) -> None:
        if hand.points is None:
            raise RecordError.of("error.points_missing", "points")
        if family_of(self.table.variant).scores_own_way:
            self._score_own_way(hand, entry)
            return
        table, rules = self.table, self.table.rules
        score = score_hand(table, hand)
        entry.update(outcome=score.outcome, meld_side=score.meld_side, melds=score.melds, bela=score.bela,
                     all_tricks=score.all_tricks, hand_points=score.hand_points, exact_tie=score.exact_tie)
        entry["notes"] += score.notes
        written = score.written
        self._pay_pot(score, written, entry)
        self.pot += score.to_pot
        if rules.rounding != "none" and not self._last_exact(entry):
            rounded = [written_as(rules, w) for w in written]
            if rounded != written:
                entry["notes"].append(Note("game.rounded", {"written": str(written), "rounded": str(rounded)}))
            written = rounded
        entry["score"] = written
        self.totals = [t + w for t, w in zip(self.totals, written)]
        self.next_dealer = self._next_dealer(hand, score.winner if score.outcome != "tie" else None)
        self.deals_played += 1
        if rules.deals:
            self._check_deals(entry)
        else:
            self._check_target(entry)

    def _score_own_way(self, hand: Hand, entry: dict) -> None:
        """A contract or klaverjas deal: scored (and rounded) by its game's own rules; no pot."""
        table = self.table
        if self._last_exact(entry):  # scored as the house writes its last deal: not rounded
            table = Table(table.variant, dataclasses.replace(table.rules, rounding="none"), table.players)
        score, facts = family_of(self.table.variant).score_hand(table, hand)
        entry.update(outcome=score.outcome, meld_side=score.meld_side, melds=score.melds, bela=score.bela,
                     all_tricks=score.all_tricks, hand_points=score.hand_points, **facts)
        entry["notes"] += score.notes
        entry["score"] = score.written
        self.totals = [t + w for t, w in zip(self.totals, score.written)]
        self.next_dealer = self._next_dealer(hand, score.winner)
        self.deals_played += 1
        if self.table.rules.deals:
            self._check_deals(entry)
        else:
            self._check_target(entry)

    def _last_exact(self, entry: dict) -> bool:
        """Whether this is the last deal of a game of ``deals`` deals, written exactly where the house
        says so (``last_deal_exact``); the ruling then says it."""
        rules = self.table.rules
        exact = rules.last_deal_exact and rules.rounding != "none" and self.deals_played + 1 == rules.deals
        if exact:
            entry["notes"].append(Note("game.last_exact"))
        return exact

    def _pay_pot(self, score, written: list[int], entry: dict) -> None:
        if not self.pot:
            return
        rule = self.table.rules.pot_to
        to = score.taker_side if score.outcome == PASSED else None
        if rule == "next_winner" and score.outcome in (PASSED, FELL):
            to = score.winner
        if to is None:
            entry["notes"].append(Note("pot.waits", {"pot": self.pot, "rule": rule}))
            return
        written[to] += self.pot
        entry["pot_paid"] = {"side": to, "amount": self.pot}
        entry["notes"].append(Note("pot.collected", {"side": self.table.side_note(to), "pot": self.pot,
                                                     "rule": rule}))
        self.pot = 0

    def _next_dealer(self, hand: Hand, winner: int | None) -> int:
        n = self.table.variant.players
        if self.table.rules.next_dealer == "rotate" or winner is None:
            return (hand.dealer + 1) % n
        return next(s for s in ((hand.dealer + k) % n for k in range(1, n + 1)) if self.table.side_of(s) == winner)

    def _check_deals(self, entry: dict) -> None:
        """A game of a fixed number of deals ends after the last: the higher total wins."""
        deals, totals = self.table.rules.deals, self.totals
        if self.deals_played < deals:
            return
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        if len(leaders) > 1:
            entry["notes"].append(Note("game.drawn", {"deals": deals, "points": best}))
            self._outcome = Outcome(None, "drawn")
            return
        entry["notes"].append(Note("game.won_deals", {"side": self.table.side_note(leaders[0]),
                                                      "deals": deals, "total": best}))
        self._outcome = Outcome(leaders[0], "deals")

    def _check_target(self, entry: dict) -> None:
        rules, totals = self.table.rules, self.totals
        over = [s for s, t in enumerate(totals) if t >= rules.target]
        if not over:
            return
        if rules.threshold == "claim":
            sides = [self.table.side_note(s) for s in over]
            entry["notes"].append(Note("game.must_claim", {"side": sides[0], "target": rules.target})
                                  if len(sides) == 1 else
                                  Note("game.must_claim_sides", {"sides": joined(sides), "target": rules.target}))
            return
        best = max(totals[s] for s in over)
        leaders = [s for s in over if totals[s] == best]
        if len(leaders) > 1:
            entry["notes"].append(Note("game.level", {"points": best, "target": rules.target}))
            return
        entry["notes"].append(Note("game.won", {"side": self.table.side_note(leaders[0]),
                                                "total": totals[leaders[0]], "target": rules.target,
                                                "rule": rules.threshold}))
        self._outcome = Outcome(leaders[0], "target")


def _blank_entry(number: int, hand: Hand, table: Table) -> dict[str, Any]:
    sides = table.variant.sides
    zeros = [0] * sides
    return {"number": number, "dealer": hand.dealer, "outcome": None, "taker": hand.taker,
            "taker_side": table.side_of(hand.taker) if hand.taker is not None else None,
            "trump": hand.trump.value if hand.trump else None, "meld_side": None,
            "melds": list(zeros), "bela": list(zeros), "all_tricks": None, "hand_points": list(zeros),
            "score": list(zeros), "pot": 0, "pot_paid": None, "exact_tie": False, "totals": list(zeros),
            "explanation": [], "notes": [], "warnings": [], "warning_notes": []}


def _write_notes(entry: dict[str, Any], writer: Writer) -> None:
    """The hand's notes, gathered while folding it, as the ruling keeps them: English sentences
    (``explanation``, ``warnings``) and beside each its note as JSON (``notes``, ``warning_notes``)."""
    entry["explanation"], entry["notes"] = writer.write(entry["notes"])
    if entry["warning_notes"]:
        entry["warnings"], entry["warning_notes"] = writer.write(entry["warning_notes"])


def validate_record(record: object) -> GameRecord:
    """The record read and checked hand by hand; raises ``RecordError``."""
    return Game.from_record(record).record


def adjudicate(record: object) -> dict[str, Any]:
    """The ruling of a whole game record (RECORDS.md)."""
    return Game.from_record(record).ruling()


__all__ = ["Game", "Outcome", "adjudicate", "validate_record", "find_variant"]
