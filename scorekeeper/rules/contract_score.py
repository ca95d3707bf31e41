"""Scoring a contrée or coinche hand: made or dedans, contré, capot, belote kept.

Sources (checked for each rule; where they differ, the house rule named decides):
- lacontree.free.fr "Cours de contrée" 2.2: made when the takers' points (tricks, last trick,
  belote) reach the bid, "l'arrondi n'entre pas en compte" (rounding never makes a contract);
  made: the takers write their points + the contract, the defenders their own; scores rounded to
  the nearest ten, 5 up (110 hearts made with 113: 223, written 220). 2.4: contré, everything
  doubled to the winner, the other side nothing but its belote ("insaisissable"); × 4 surcontré;
  (``dedans_points``: 162 there, 160 at coinchons.fr).
- coinchons.fr (concours rules): dedans, the takers 0 and the defenders 160 + the contract;
  contré (160 + contract) × 2 (× 4); belote 20 "dans tous les cas"; no bonus for an unbid capot
  (``all_tricks_bonus: 0``); a bid capot worth 500 made or failed (``capot_value``); whether the
  belote helps make the contract is for the table (``belote_for_contract``).
- contree.org: an unbid capot's tricks count 252 (``all_tricks_bonus: 90``).
- tournoidebelote.com "règles coinchée": an 80 needs 82 at some tables (``must_beat_defence``).

Melds (coinche): only the best side's count (``meld_rights``), and a side with no trick has none
(``melds_need_trick``); a made, uncontré contract leaves each side its own; a bid capot, a failed
or a contré one gives them to the winning side or leaves each side its own (``lost_contract_melds``: sources are
silent, the concours of coinchons.fr play without melds; lacontree.free.fr 2.4 keeps only the
belote with its holder on a contré hand, so "to_winner" by default).
"""

from __future__ import annotations

from typing import Any

from .contract import CAPOT, GENERALE, Contract
from .errors import RecordError
from .explain import TEMPLATES, Note, joined, placeholders
from .reneges import renege_to_judge
from .hand import Hand
from .options import Rules
from .scoring import (FELL, PASSED, HandScore, Table, bela_points, confirm_melds, meld_points, meld_rights,
                      play_notes, written_as)

_DOUBLED = (None, Note("contre.1"), Note("contre.2"))


def score_contract(table: Table, hand: Hand) -> tuple[HandScore, dict[str, Any]]:
    """The hand's score, rounded as the house writes it, and the ruling's ``contract`` facts."""
    rules, contract = table.rules, hand.contract
    assert contract is not None and hand.tricks is not None  # a contract hand scored has both
    if rules.melds == "none" and hand.melds:
        raise RecordError.of("error.no_melds_game", "melds")
    t = table.side_of(contract.taker)
    rights = meld_rights(table, hand)
    melds, belote = meld_points(table, hand, rights), bela_points(table, hand)
    notes = list(rights.notes)
    all_tricks = next((s for s in (0, 1) if hand.tricks[s] == table.variant.tricks), None)
    # A side with no trick has no melds (``melds_need_trick``) and, where the house says, no
    # belote; a capot's side may take every meld (``all_tricks_takes_melds``), as in bela.
    confirm_melds(table, hand, melds, belote, all_tricks, notes)
    tricks = _tricks(table, hand, all_tricks, notes)
    count = _count(table, t, tricks, belote, melds, notes)
    against = _against(table, 1 - t, tricks, belote, melds)
    made, why = _made(table, hand, contract, count, against, all_tricks == t)
    if hand.play is not None:
        notes.extend(play_notes(table, hand))
        judged = _renege(table, hand, notes)
        why, made = ("renege", judged) if judged is not None else (why, made)
    hand_points = [tricks[s] + belote[s] + melds[s] for s in (0, 1)]
    moved = not made and rules.bela_on_fall == "to_winner" and belote[t] > 0
    if moved:  # the fallen takers' belote goes to the winners (``bela_on_fall``)
        belote = [0, 0]
        belote[1 - t] = 20
    written = _written(table, contract, made, tricks, belote, melds, t, forfeit=why == "renege")
    rounded = [written_as(rules, w) for w in written]
    notes += _sentences(table, contract, made, why, count, against, tricks, written, rounded, belote, melds,
                        moved=moved)
    score = HandScore(PASSED if made else FELL, t, table.side_of(rights.best.seat) if rights.best else None,
                      melds, belote, all_tricks, hand_points, rounded, notes=notes, winner=t if made else 1 - t)
    facts = {**contract.to_json(), "value": contract.value(rules), "count": count, "made": made}
    return score, {"contract": facts}


def _tricks(table: Table, hand: Hand, all_tricks: int | None, notes: list[Note]) -> list[int]:
    """Each side's trick points; an unbid capot's count 162 + ``all_tricks_bonus``."""
    assert hand.points is not None and hand.contract is not None  # a contract hand scored has both
    tricks = list(hand.points)
    if all_tricks is not None and hand.contract.bid not in (CAPOT, GENERALE):
        tricks[all_tricks] += table.rules.all_tricks_bonus
        notes.append(Note("contract.unbid_capot", {"side": table.side_note(all_tricks), "points": tricks[all_tricks]}))
    return tricks


def _count(table: Table, t: int, tricks: list[int], belote: list[int], melds: list[int], notes: list[Note]) -> int:
    """The takers' points towards their contract: tricks, and belote and melds where they count."""
    rules = table.rules
    with_belote = belote[t] if rules.belote_for_contract else 0
    with_melds = melds[t] if rules.melds_for_contract else 0
    if with_belote or with_melds:
        notes.append(Note("contract.count", {"side": table.side_note(t), "count": tricks[t] + with_belote + with_melds,
                                             "parts": _parts(tricks[t], with_belote, with_melds)}))
    return tricks[t] + with_belote + with_melds


def _against(table: Table, d: int, tricks: list[int], belote: list[int], melds: list[int]) -> int:
    """The defenders' points that ``must_beat_defence`` compares with the takers' count, counted
    alike: belote and melds only where they count towards the contract (Parlett, "Coinche": the
    takers must beat the defenders "in tricks and melds")."""
    rules = table.rules
    return (tricks[d] + (belote[d] if rules.belote_for_contract else 0)
            + (melds[d] if rules.melds_for_contract else 0))


def _parts(tricks: int, belote: int, melds: int) -> Note:
    parts = [Note("count.tricks", {"points": tricks})]
    if belote:
        parts.append(Note("count.belote"))
    if melds:
        parts.append(Note("count.melds", {"points": melds}))
    return joined(parts, by="plus")


def _made(table: Table, hand: Hand, contract: Contract, count: int, against: int,
          capot: bool) -> tuple[bool, str]:
    """Whether the contract is made, and the reason it is not (``short``, ``beaten``, ``capot``)."""
    if contract.bid == CAPOT:
        return capot, "capot"
    if contract.bid == GENERALE:
        if hand.play is None or not hand.play.complete:
            raise RecordError.of("error.generale_needs_play", "play")
        return all(w == contract.taker for w in hand.play.winners), "generale"
    if count < contract.value(table.rules):  # a number bid: capot and générale are above
        return False, "short"
    if table.rules.must_beat_defence and count <= against:
        return False, "beaten"
    return True, ""


def _renege(table: Table, hand: Hand, notes: list[Note]) -> bool | None:
    """Under ``renege: fall`` the side that reneged first loses the contract: whether it is made
    then, or None where no renege decides it."""
    assert hand.play is not None and hand.contract is not None  # asked only of a replayed contract hand
    first = renege_to_judge(table.rules.renege, hand.play.reneges, notes)
    if first is None:
        return None
    offender, taker = table.side_of(first.seat), table.side_of(hand.contract.taker)
    notes.append(Note("contract.renege_taker" if offender == taker else "contract.renege_defender",
                      {"seat": first.seat, "side": table.side_note(taker)}))
    return offender != taker


def _is_flat(table: Table, contract: Contract) -> bool:
    return contract.bid in (CAPOT, GENERALE) and table.rules.capot_scoring == "flat"


def _written(table: Table, contract: Contract, made: bool, tricks: list[int], belote: list[int],
             melds: list[int], t: int, *, forfeit: bool = False) -> list[int]:
    """What each side writes. A contract decided by a renege (``forfeit``) is scored as a dedans
    the other way: the side that did not renege writes ``dedans_points`` + the contract, the
    offenders only their belote (RULES §3.1 ``renege: fall``)."""
    rules, d = table.rules, 1 - t
    value, times = contract.value(rules), contract.times
    winner = t if made else d
    w = list(belote)  # the belote stays with the side that held it, whatever the contract
    if _is_flat(table, contract) or rules.contract_made == "announced":  # points annoncés: the value alone
        w[winner] += value * times
        return _add_melds(rules, w, winner, melds)
    if made and times == 1 and not forfeit:
        own = tricks[t] if rules.contract_made != "contract_only" else 0
        w[t] += own + melds[t] + value
        w[d] += (_complement(rules, tricks[t]) if rules.contract_made == "complement" else tricks[d]) + melds[d]
        return w
    w[winner] += (rules.dedans_points + value) * times
    return _add_melds(rules, w, winner, melds)


def _complement(rules: Rules, taker_points: int) -> int:
    """The defenders' points counted as the rest of the game (contree.net, "points faits"):
    ``dedans_points`` less the takers' trick points as the house rounds them."""
    return max(0, rules.dedans_points - _rounded(rules, taker_points))


def _rounded(rules: Rules, points: int) -> int:
    return written_as(rules, points)


def _add_melds(rules: Rules, written: list[int], winner: int, melds: list[int]) -> list[int]:
    """The melds of a contract failed, contré or bid capot: all to the side that wins it, or
    each side its own (``lost_contract_melds``)."""
    if rules.lost_contract_melds == "to_winner":
        written[winner] += melds[0] + melds[1]
    else:
        written = [w + m for w, m in zip(written, melds)]
    return written


def _sentences(table: Table, contract: Contract, made: bool, why: str, count: int, against: int,
               tricks: list[int], written: list[int], rounded: list[int], belote: list[int],
               melds: list[int], *, moved: bool = False) -> list[Note]:
    rules, t = table.rules, table.side_of(contract.taker)
    d = 1 - t
    winner = t if made else d
    value, base = contract.value(rules), rules.dedans_points
    args = {"side": table.side_note(t), "contract": contract.note(), "count": count,
            "defenders": table.side_note(d), "value": value, "base": base}
    if why == "renege":  # the renege decided the contract: say what each side writes, no more
        return [Note("contract.writes", {"side": table.side_note(s), "total": written[s], "written": rounded[s]})
                for s in (winner, 1 - winner) if written[s]]
    if contract.times == 1 and made and not _is_flat(table, contract) and rules.contract_made != "announced":
        made_id = "contract.made_only" if rules.contract_made == "contract_only" else "contract.made"
        defence = Note("contract.defence", {"side": table.side_note(d), "total": written[d], "written": rounded[d]}) \
            if written[d] else Note("contract.defence_none", {"side": table.side_note(d)})
        if rules.contract_made == "complement":
            defence = Note("contract.defence_complement", {
                "side": table.side_note(d), "base": base, "points": _rounded(rules, tricks[t]),
                "total": written[d], "written": rounded[d]})
        out = [_said(made_id, {**args, "points": written[t] - value, "total": written[t], "written": rounded[t]}),
               defence]
        if belote[0] or belote[1]:
            out.insert(1, Note("contract.belote", {"side": table.side_note(t if belote[t] else d)}))
        return out
    flat = _is_flat(table, contract)
    product = value * contract.times if flat else (base + value) * contract.times
    args.update(total=product, written=written_as(rules, product))
    if rules.contract_made == "announced" and not flat:
        total = value * contract.times
        args.update(total=total, written=_rounded(rules, total))
        out = [_said("contract.announced_made" if made else "contract.announced_down", args)]
    elif flat:
        note_id = "contract.slam_made" if made else (
            "contract.generale_failed" if contract.bid == GENERALE else "contract.slam_failed")
        out = [_said(note_id, {**args, "seat": contract.taker} if note_id == "contract.generale_failed" else args)]
    elif contract.times > 1:
        args.update(doubled=_DOUBLED[contract.contre], times=contract.times)
        out = [_said("contract.contre_made" if made else "contract.contre_dedans", args)]
    else:
        out = [_said("contract.dedans_beaten" if why == "beaten" else "contract.dedans", {**args, "against": against})]
    if belote[winner]:
        out.append(Note("contract.belote_to" if moved else "contract.belote", {"side": table.side_note(winner)}))
    if belote[1 - winner]:
        out.append(Note("contract.belote_kept", {"side": table.side_note(1 - winner), "written": rounded[1 - winner]}))
    out.extend(_meld_notes(table, contract, winner, melds))
    return out


def _meld_notes(table: Table, contract: Contract, winner: int, melds: list[int]) -> list[Note]:
    """Who writes the melds of a lost or contré contract (``lost_contract_melds``)."""
    if table.rules.lost_contract_melds == "to_winner":
        every = melds[0] + melds[1]
        return [Note("contract.melds_to", {"side": table.side_note(winner), "points": every})] if every else []
    return [Note("contract.melds_kept", {"side": table.side_note(s), "points": melds[s]}) for s in (0, 1) if melds[s]]


__all__ = ["score_contract"]


def _said(note_id: str, args: dict) -> Note:
    """The sentence with the arguments its template names (a seat for ``{seat_name}``)."""
    wanted = {name[:-5] if name.endswith("_name") else name for name in placeholders(TEMPLATES[note_id])}
    return Note(note_id, {k: v for k, v in args.items() if k in wanted})
