"""Klaverjassen: roem, nat and pit (the scoring of a klaverjas deal).

Sources: hutmacher.nl "Officiële klaverjas spelregels NKU" (roem: three in sequence 20, four
50, king and queen of trump, stuk, 20, with a sequence 40 and 70; 162 points a deal without
roem), nl.wikipedia "Klaverjassen" and klaverjasunie.nl "Het spel" (a boompje of 16 deals, or
to 1500), klaverjasvereniging Troef, Maassluis (roem written apart; "bij een spel waarbij een
koppel nat is gespeeld, gaat de behaalde roem van dat koppel naar de tegenpartij"; pit).

Roem lies in one trick and belongs to the pair that wins it: the trick's cards in natural order
(7 8 9 10 J Q K A) of one suit, three 20 and four 50; the stuk 20 more (``stuk: trick``; or held
in one hand, ``stuk: hand``, said like belote); four of a kind 100 (four jacks:
``four_jacks_roem``). The playing pair must take more than half of the points and roem of the
deal (``nat_on_half``), or it is **nat**: the other pair writes 162 and all the roem. A pair
taking every trick has **pit**: ``all_tricks_bonus`` roem more (100).
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

from .cards import SEQUENCE_ORDER, Card, Rank, Suit
from .errors import RecordError
from .explain import TEMPLATES, Note, joined, placeholders
from .reneges import renege_to_judge
from .hand import Hand
from .scoring import FELL, PASSED, HandScore, Table, play_notes

_INDEX = {rank: i for i, rank in enumerate(SEQUENCE_ORDER)}
_RUN = {3: (20, Note("roem.three")), 4: (50, Note("roem.four_run"))}
_STUK, _SQUARE = Note("roem.stuk"), Note("roem.square")


def trick_roem(cards: Sequence[Card], *, trump: Suit, stuk_in_trick: bool = True,
               four_jacks: int = 100) -> tuple[int, tuple[Note, ...]]:
    """The roem in one trick's cards, and what it is made of."""
    found: list[tuple[int, Note]] = []
    ranks = {c.rank for c in cards}
    if len(cards) == 4 and len(ranks) == 1:
        found.append((four_jacks if cards[0].rank is Rank.JACK else 100, _SQUARE))
    else:
        for suit in {c.suit for c in cards}:
            run = _longest_run(sorted(_INDEX[c.rank] for c in cards if c.suit is suit))
            if run in _RUN:
                found.append(_RUN[run])
    if stuk_in_trick and Card(Rank.KING, trump) in cards and Card(Rank.QUEEN, trump) in cards:
        found.append((20, _STUK))
    return sum(p for p, _ in found), tuple(n for _, n in found)


def _longest_run(indexes: list[int]) -> int:
    best = run = 1 if indexes else 0
    for a, b in zip(indexes, indexes[1:]):
        run = run + 1 if b == a + 1 else 1
        best = max(best, run)
    return best


def roem_of_play(table: Table, hand: Hand) -> tuple[list[int], list[Note]]:
    """Each pair's roem from the complete tricks replayed, trick by trick."""
    roem, notes = [0, 0], []
    for number, side, points, parts in roem_by_trick(table, hand):
        roem[side] += points
        notes.append(Note("roem.trick", {"trick": number, "points": points, "what": joined(list(parts)),
                                         "side": table.side_note(side)}))
    return roem, notes


def roem_by_trick(table: Table, hand: Hand) -> list[tuple[int, int, int, tuple[Note, ...]]]:
    """(trick, pair, roem, what it is made of) for each replayed trick that holds roem, as a Dutch
    table checks it trick by trick."""
    rules, play = table.rules, hand.play
    assert play is not None and hand.trump is not None  # a replayed klaverjas deal, always in a suit
    out = []
    for number, (cards, winner) in enumerate(zip(play.tricks, play.winners), start=1):
        points, parts = trick_roem(cards, trump=hand.trump, stuk_in_trick=rules.stuk == "trick",
                                   four_jacks=rules.four_jacks_roem)
        if points:
            out.append((number, table.side_of(winner), points, parts))
    return out


def _roem(table: Table, hand: Hand) -> tuple[list[int], list[Note]]:
    """The roem of the deal: from the cards where the whole deal was replayed (and then what
    the table wrote must agree), else as written."""
    written = list(hand.roem) if hand.roem is not None else None
    if hand.play is None:
        return written or [0, 0], []
    roem, notes = roem_of_play(table, hand)
    if hand.play.complete:
        if written is not None and written not in (roem, _with_stuk(table, hand, roem)):
            raise RecordError.of("error.roem_mismatch", "roem", cards="–".join(map(str, roem)),
                                 written="–".join(map(str, written)))
        return roem, notes
    if written is not None and any(w < r for w, r in zip(written, roem)):
        raise RecordError.of("error.roem_short", "roem", cards="–".join(map(str, roem)),
                             written="–".join(map(str, written)))
    return written if written is not None else roem, notes


def _with_stuk(table: Table, hand: Hand, roem: list[int]) -> list[int]:
    """The roem as the sheet's column writes it, a stuk held in hand (``stuk: hand``) included:
    what the ruling's ``columns`` say, so a record written from them reads back the same."""
    if hand.bela is None:
        return roem
    out = list(roem)
    out[table.side_of(hand.bela)] += 20
    return out


def score_klaverjas(table: Table, hand: Hand) -> tuple[HandScore, dict[str, Any]]:
    """Nat or not, pit, and what each pair writes (points and roem apart, as a club's sheet)."""
    if hand.melds:
        raise RecordError.of("error.no_melds_game", "melds")
    if hand.bela is not None and table.rules.stuk == "trick":
        raise RecordError.of("error.stuk_in_trick", "bela")
    assert hand.taker is not None and hand.points is not None  # a hand scored has both
    p = table.side_of(hand.taker)
    roem, notes = _roem(table, hand)
    pit = _stuk_and_pit(table, hand, roem, notes)
    points = list(hand.points)
    count, total = points[p] + roem[p], sum(points) + sum(roem)
    nat = 2 * count < total or (2 * count == total and table.rules.nat_on_half)
    loser = None  # the pair that loses the deal by a renege, if one does
    if hand.play is not None:
        notes.extend(play_notes(table, hand))
        loser = _renege(table, hand, notes)
    if loser is None and not nat:
        winner, columns = p, {"points": points, "roem": list(roem)}
    else:
        winner = (1 - p if nat else p) if loser is None else 1 - loser
        columns = {"points": [0, 0], "roem": [0, 0]}
        columns["points"][winner], columns["roem"][winner] = sum(points), sum(roem)
    notes.append(_verdict(table, p, winner, count, total, points, roem, by_renege=loser is not None))
    written = [columns["points"][s] + columns["roem"][s] for s in (0, 1)]
    hand_points = [points[s] + roem[s] for s in (0, 1)]
    score = HandScore(FELL if winner != p else PASSED, p, None, [0, 0], [0, 0], pit, hand_points, written,
                      notes=notes, winner=winner)
    by_trick = [{"trick": n, "side": side, "roem": points} for n, side, points, _ in roem_by_trick(table, hand)] \
        if hand.play is not None else []
    return score, {"roem": roem, "nat": winner != p, "pit": pit, "columns": columns, "roem_tricks": by_trick}


def _stuk_and_pit(table: Table, hand: Hand, roem: list[int], notes: list[Note]) -> int | None:
    """A stuk held in hand (``stuk: hand``) and pit add to the roem; the pit pair, if any."""
    assert hand.tricks is not None  # a hand scored has its tricks
    if hand.bela is not None:
        side = table.side_of(hand.bela)
        roem[side] += 20
        notes.append(Note("roem.stuk_hand", {"seat": hand.bela, "side": table.side_note(side)}))
    pit = next((s for s in (0, 1) if hand.tricks[s] == table.variant.tricks), None)
    if pit is not None and table.rules.all_tricks_bonus:
        roem[pit] += table.rules.all_tricks_bonus
        notes.append(Note("roem.pit", {"side": table.side_note(pit), "bonus": table.rules.all_tricks_bonus}))
    return pit


def _verdict(table: Table, p: int, winner: int, count: int, total: int, points: list[int], roem: list[int], *,
             by_renege: bool) -> Note:
    args = {"side": table.side_note(p), "count": count, "total": total, "other": table.side_note(1 - p),
            "points": sum(points), "roem": sum(roem), "written": sum(points) + sum(roem),
            "versus": _versus([points[s] + roem[s] for s in (0, 1)])}
    half = 2 * count == total
    if by_renege:
        return _said("klaverjas.all_to", {**args, "side": table.side_note(winner)})
    if winner == p:
        return _said("klaverjas.half_enough" if half else "klaverjas.made", args)
    return _said("klaverjas.nat_half" if half else "klaverjas.nat", args)


def _renege(table: Table, hand: Hand, notes: list[Note]) -> int | None:
    """Under ``renege: fall`` the pair that reneged first loses the deal: its side, or None."""
    assert hand.play is not None  # asked only of a replayed deal
    first = renege_to_judge(table.rules.renege, hand.play.reneges, notes)
    if first is None:
        return None
    offender = table.side_of(first.seat)
    notes.append(Note("klaverjas.renege", {"seat": first.seat, "side": table.side_note(offender)}))
    return offender


def _versus(points: list[int]) -> str:
    return "–".join(map(str, points))


__all__ = ["roem_of_play", "score_klaverjas", "trick_roem"]


def _said(note_id: str, args: dict) -> Note:
    """The sentence with the arguments its template names (a seat for ``{seat_name}``)."""
    wanted = {name[:-5] if name.endswith("_name") else name for name in placeholders(TEMPLATES[note_id])}
    return Note(note_id, {k: v for k, v in args.items() if k in wanted})
