"""Scoring one played-out hand: melds, bela, the all-tricks bonus, pass or fall, ties (RULES §6)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .contract import mode_notes
from .explain import Note, joined, render
from .rights import MeldRights, award
from .options import Rules
from .hand import Hand
from .playentry import PlayEntry
from .reneges import renege_notes, renege_to_judge
from .variants import Variant

PASSED, FELL, TIE = "passed", "fell", "tie"
_BEAT_EACH, _BEAT_SUM = Note("rule.beat_each"), Note("rule.beat_sum")


@dataclass
class HandScore:
    """What one hand gives each side, before the pot is paid and before rounding."""

    outcome: str
    taker_side: int
    meld_side: int | None
    melds: list[int]
    bela: list[int]
    all_tricks: int | None
    hand_points: list[int]
    written: list[int]
    to_pot: int = 0
    exact_tie: bool = False
    winner: int | None = None  # the side that "wins" the hand, for the pot and the next dealer
    notes: list[Note] = field(default_factory=list)  # the explanation, sentence by sentence


@dataclass(frozen=True)
class Table:
    """The fixed facts of a game that scoring needs: who sits where, what the house rules say."""

    variant: Variant
    rules: Rules
    players: tuple[str, ...]
    # Worked out once from the fields above (in __post_init__), not given.
    _labels: tuple[Note, ...] = field(init=False, repr=False, compare=False)
    _side_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # Meld rights already awarded at this table (see ``meld_rights``).
    _rights: dict[tuple, tuple[tuple, MeldRights]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # "players" lets a language say a pair's verb in the plural ("Ana i Cvita padaju").
        labels = tuple(Note("side", {"side": side, "names": " & ".join(
            self.players[s] for s in self.variant.seats_of(side)),
            "players": len(self.variant.seats_of(side))}) for side in range(self.variant.sides))
        object.__setattr__(self, "_labels", labels)
        object.__setattr__(self, "_side_of", tuple(self.variant.side_of(s) for s in range(self.variant.players)))
        object.__setattr__(self, "_rights", {})

    def side_of(self, seat: int) -> int:
        return self._side_of[seat]

    def side_note(self, side: int) -> Note:
        """"Side 0 (Ana & Cvita)", as a note."""
        return self._labels[side]

    def name_side(self, side: int) -> str:
        return render(self._labels[side])

    def forehand(self, dealer: int) -> int:
        return (dealer + 1) % self.variant.players


# Sentences of a verdict that a tie-break settled: only they can depend on who dealt.
_TIE_BROKEN = frozenset({"rights.best_equal", "rights.equal_none", "rights.equal_unsettled"})


def meld_rights(table: Table, hand: Hand) -> MeldRights:
    """Who may score melds. A long game declares the same melds again and again (``records``
    shares one tuple among the hands that declare the same): the rights awarded are kept per
    melds, trump and taker's side, unless a tie-break by play order (the dealer) decided them."""
    assert hand.taker is not None  # a hand scored has a taker
    melds = hand.melds
    key = (id(melds), hand.trump, table.side_of(hand.taker))
    seen = table._rights.get(key)
    if seen is not None and seen[0] is melds:
        return seen[1]
    rights = award(melds, rules=table.rules, trump=hand.trump, forehand=table.forehand(hand.dealer),
                   players=table.variant.players, taker=hand.taker, side_of=table.side_of,
                   name_side=table.side_note)
    if len(table._rights) < 4096 and not any(note.id in _TIE_BROKEN for note in rights.notes):
        table._rights[key] = (melds, rights)  # the melds kept alive with it: their id stays theirs
    return rights


def meld_points(table: Table, hand: Hand, rights: MeldRights) -> list[int]:
    """Meld points per side under meld rights, before confirmation by tricks."""
    per_side = [0] * table.variant.sides
    for d in hand.melds:
        if d.seat in rights.scoring_seats:
            per_side[table.side_of(d.seat)] += d.meld.value(table.rules)
    return per_side


def bela_points(table: Table, hand: Hand) -> list[int]:
    per_side = [0] * table.variant.sides
    if hand.bela is not None:
        per_side[table.side_of(hand.bela)] = 20
    return per_side


def score_hand(table: Table, hand: Hand) -> HandScore:
    """Score a played-out hand (``hand.points`` known)."""
    assert hand.taker is not None and hand.tricks is not None and hand.points is not None
    rules, sides = table.rules, table.variant.sides
    taker_side = table.side_of(hand.taker)
    rights = meld_rights(table, hand)
    melds, bela = meld_points(table, hand, rights), bela_points(table, hand)
    notes = list(rights.notes)
    all_tricks = next((s for s in range(sides) if hand.tricks[s] == table.variant.tricks), None)
    confirm_melds(table, hand, melds, bela, all_tricks, notes)
    if hand.bela is not None and bela[table.side_of(hand.bela)] and not (
            all_tricks is not None and table.rules.all_tricks_takes_melds):
        notes.append(Note("score.bela", {"seat": hand.bela, "side": table.side_note(table.side_of(hand.bela))}))
    bonus = [rules.all_tricks_bonus if s == all_tricks else 0 for s in range(sides)]
    if all_tricks is not None and rules.all_tricks_bonus:
        notes.append(Note("score.all_tricks", {"side": table.side_note(all_tricks),
                                               "bonus": rules.all_tricks_bonus}))
    hand_points = [hand.points[s] + melds[s] + bela[s] + bonus[s] for s in range(sides)]
    score = HandScore(PASSED, taker_side, _meld_side(table, rights), melds, bela, all_tricks,
                      hand_points, list(hand_points), notes=notes)
    if hand.play is not None:
        notes.extend(play_notes(table, hand))
        if apply_renege(table, hand.play, score):
            return score
    _pass_or_fall(table, score)
    return score


def play_notes(table: Table, hand: Hand) -> list[Note]:
    """What a card-by-card play adds to the ruling: its reneges, and which tricks the table's
    summary still gives."""
    play, total = hand.play, table.variant.tricks
    assert play is not None  # asked only of a hand replayed card by card
    notes = mode_notes(hand.contract, table.rules) + renege_notes(play, trump=hand.trump,
                                                                  face_down=table.variant.face_down)
    if not play.complete:
        notes.append(Note("play.partial", {"first": len(play.winners) + 1, "last": total}))
    return notes


def _meld_side(table: Table, rights: MeldRights) -> int | None:
    return table.side_of(rights.best.seat) if rights.best is not None else None


def confirm_melds(table: Table, hand: Hand, melds: list[int], bela: list[int], all_tricks: int | None,
             notes: list[Note]) -> None:
    """Confirmation by a trick, and the all-tricks side taking every meld (RULES §4)."""
    rules = table.rules
    assert hand.tricks is not None  # a hand scored has its tricks
    if all_tricks is not None and rules.all_tricks_takes_melds:
        every_meld, every_bela = sum(d.meld.value(rules) for d in hand.melds), sum(bela)
        if every_meld - melds[all_tricks] + every_bela - bela[all_tricks]:
            notes.append(Note("score.all_melds", {"side": table.side_note(all_tricks),
                                                  "points": every_meld + every_bela}))
        for s in range(len(melds)):
            melds[s] = every_meld if s == all_tricks else 0
            bela[s] = every_bela if s == all_tricks else 0
        return
    for s in range(len(melds)):
        if hand.tricks[s]:
            continue
        if rules.melds_need_trick and melds[s]:
            notes.append(Note("score.melds_no_trick", {"side": table.side_note(s), "points": melds[s]}))
            melds[s] = 0
        if rules.bela_needs_trick and bela[s]:
            notes.append(Note("score.bela_no_trick", {"side": table.side_note(s)}))
            bela[s] = 0


# ---------------------------------------------------------------- pass, fall, tie

def _pass_or_fall(table: Table, score: HandScore) -> None:
    rules, t = table.rules, score.taker_side
    hp = score.hand_points
    others = [s for s in range(len(hp)) if s != t]
    if rules.win_rule == "beat_sum":
        against, rule_words = sum(hp[s] for s in others), _BEAT_SUM
    else:
        against, rule_words = max(hp[s] for s in others), _BEAT_EACH
    versus = "–".join(str(p) for p in hp)
    side = table.side_note(t)
    if hp[t] > against:
        score.outcome, score.winner = PASSED, t
        score.notes.append(Note("score.passes", {"side": side, "points": hp[t], "rule": rule_words,
                                                 "versus": versus}))
    elif hp[t] == against and rules.tie != "taker_falls":
        score.exact_tie = True
        _tie(table, score, versus)
    else:
        score.exact_tie = hp[t] == against
        score.notes.append(Note("score.falls_tie", {"side": side, "versus": versus}) if score.exact_tie
                           else Note("score.falls", {"side": side, "rule": rule_words, "versus": versus}))
        fall(table, score)


def fall(table: Table, score: HandScore, *, outcome: str = FELL) -> None:
    rules, t, hp, w = table.rules, score.taker_side, score.hand_points, score.written
    score.outcome = outcome
    kept = score.bela[t] if rules.bela_on_fall == "kept" else 0
    lost = hp[t] - kept
    w[t] = kept
    if kept:
        score.notes.append(Note("score.bela_kept", {"side": table.side_note(t)}))
    defenders = _after(t, len(hp))
    receivers = _receivers(table, score, defenders, lost)
    for s in receivers:
        w[s] += lost
    # The hand's winner (the pot, next_dealer: winner): the defender writing the most; equal,
    # the first after the taker in play order (RULES §6.2). ``max`` keeps the first of equals.
    score.winner = max(defenders, key=lambda s: w[s])
    if not lost:
        return
    if len(receivers) == 1:
        score.notes.append(Note("score.fall_to", {"side": table.side_note(receivers[0]), "lost": lost,
                                                  "rule": rules.fall_points_to}))
    elif receivers:
        score.notes.append(Note("score.fall_to_sides", {
            "sides": joined([table.side_note(s) for s in receivers]), "lost": lost,
            "rule": rules.fall_points_to}))


def _after(taker_side: int, sides: int) -> list[int]:
    """The other sides in play order from the taker's: with three players a side is a seat."""
    return [(taker_side + k) % sides for k in range(1, sides)]


def _receivers(table: Table, score: HandScore, defenders: list[int], lost: int) -> list[int]:
    """Who adds the fallen taker's points (RULES §6.2); a tie for higher holds them over."""
    mode, hp = table.rules.fall_points_to, score.hand_points
    if mode == "nobody":
        score.notes.append(Note("score.fall_nobody", {"lost": lost}))
        return []
    if mode == "higher_opponent":
        best = max(hp[s] for s in defenders)
        higher = [s for s in defenders if hp[s] == best]
        if len(higher) > 1:
            score.to_pot += lost
            score.notes.append(Note("score.fall_pot", {"points": best, "lost": lost}))
            return []
        return higher
    return defenders  # opponents, both_opponents: with three sides the same


def _tie(table: Table, score: HandScore, versus: str) -> None:
    rules, t, hp, w = table.rules, score.taker_side, score.hand_points, score.written
    score.outcome = TIE
    side = table.side_note(t)
    if rules.tie == "hold_over":
        score.to_pot += hp[t]
        w[t] = 0
        score.notes.append(Note("tie.hold_over", {"versus": versus, "side": side, "points": hp[t]}))
    elif rules.tie == "taker_scores_own":
        for s in range(len(w)):
            w[s] = hp[s] if s == t else 0
        score.notes.append(Note("tie.taker_scores_own", {"versus": versus, "side": side, "points": hp[t]}))
    elif rules.tie == "defender_scores_own":
        w[t] = 0
        score.notes.append(Note("tie.defender_scores_own", {"versus": versus, "side": side}))
    else:  # nobody_pot
        score.to_pot += sum(hp)
        for s in range(len(w)):
            w[s] = 0
        score.notes.append(Note("tie.nobody_pot", {"versus": versus, "points": sum(hp)}))


def round_tens(value: int) -> int:
    """5-9 up, 0-4 down (RULES §6.4)."""
    return (value + 5) // 10 * 10


def written_as(rules, value: int) -> int:
    """A score as the house writes it (``rounding``): as it is, to tens 5 up, or to tens 6 up."""
    if rules.rounding == "none":
        return value
    return round_tens(value) if rules.rounding == "tens" else (value + 4) // 10 * 10


def apply_renege(table: Table, entry: PlayEntry, score: HandScore) -> bool:
    """Judge the hand by its first renege under ``renege: fall``; False where there is none to
    judge (no renege, or ``renege: warn``)."""
    first = renege_to_judge(table.rules.renege, entry.reneges, score.notes)
    if first is None:
        return False
    offender, t = table.side_of(first.seat), score.taker_side
    if offender == t:
        score.notes.append(Note("renege.taker_falls", {"seat": first.seat, "side": table.side_note(t),
                                                       "versus": _versus(score.hand_points)}))
        fall(table, score)
        return True
    hp, w = score.hand_points, score.written
    w[:] = list(hp)
    w[t], w[offender] = hp[t] + hp[offender], 0
    score.outcome, score.winner = "passed", t
    score.notes.append(Note("renege.defender", {"seat": first.seat, "side": table.side_note(offender),
                                                "taker": table.side_note(t), "points": hp[offender]}))
    return True


def _versus(points: list[int]) -> str:
    return "–".join(map(str, points))
