"""The score sheet as players write it on paper: one view-model for every way it is shown.

``build_sheet(record, ruling)`` turns a game record and the engine's ruling of it
(``scorekeeper.rules.adjudicate``) into a ``Sheet``: a column per side, a row per hand with
the score written for each side, the table's marks (pad / bate / dedans, tie or litige and
the pot, claims, štiglja / capot, belot, redeal), running totals, what each side still
needs, who deals next and the result. The CLI's ``--text`` sheet, the PDF and the phone
pages all render this one value, so they can never disagree.

Nothing here decides a rule: every number and outcome is read from the ruling; the engine
is only asked to look up names (the preset, its house rules, who sits on which side). The
module is pure (no Flask, no I/O) and its words are English or the players' own; templates
translate what they show (a hand's sentences through the notes beside them, see
``scorekeeper.words.rulings``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any
from collections.abc import Mapping, Sequence

from ..rules import OPTION_SPECS, Family, Rules, Suit, Variant, family_of, find_variant
from .marks import FALSE_CLAIM, Mark, Words, marks_of, words_for

SUIT_SYMBOLS = {suit.value: suit.symbol for suit in Suit}  # the engine's, keyed as rulings spell suits

# Croatian tables never write a zero: a hyphen stands in its place (seed 001, "Zero is never
# written"). The en dash is the hyphen as it looks in handwriting.
ZERO = "–"

# Outcomes whose explanation a player may want to read later: footnotes on the printed sheet.
_DISPUTED = {"fell", "tie", "claimed", "false_claim", "belot"}


@dataclass(frozen=True)
class Side:
    index: int
    label: str  # "Ana & Cvita" with partners, else the player's name
    players: tuple[str, ...]
    seats: tuple[int, ...]


@dataclass(frozen=True)
class HouseRule:
    """An option that differs from the preset's default."""

    name: str
    value: Any  # as JSON
    text: str  # "tie: hold_over"
    help: str


@dataclass(frozen=True)
class Row:
    """One hand as it is written on the sheet; lists are indexed by side."""

    number: int
    dealer: str
    dealer_seat: int
    taker: str | None
    taker_seat: int | None
    taker_side: int | None
    trump: str | None  # "hearts"
    trump_symbol: str  # "♥", or "" for a redeal
    outcome: str  # the ruling's: passed, fell, tie, redeal, claimed, false_claim, belot
    score: tuple[int, ...]
    written: tuple[str, ...]  # what the pencil writes: "112", "–" for zero, "" on a redeal
    totals: tuple[int, ...]
    written_totals: tuple[str, ...]
    hand_points: tuple[int, ...]
    pot: int  # held over after this hand
    marks: tuple[Mark, ...]
    explanation: tuple[str, ...]
    warnings: tuple[str, ...]
    footnote: int | None = None  # number of the footnote explaining this hand, if disputed
    melds: tuple[int, ...] = ()  # meld points each side scored in the hand
    bela: tuple[int, ...] = ()
    # The same sentences as the engine's notes (JSON), for pages that say them in other languages.
    notes: tuple[Mapping[str, Any], ...] = ()
    warning_notes: tuple[Mapping[str, Any], ...] = ()
    # Contrée: the ruling's contract (bid, trump, taker, contre, value, count, made).
    contract: Mapping[str, Any] | None = None
    # Klaverjas: the ruling's two columns per pair ({"points": [...], "roem": [...]}).
    columns: Mapping[str, Any] | None = None
    nat: bool = False  # klaverjas: the playing pair did not take more than half
    pit: int | None = None  # klaverjas: the pair that took every trick

    @property
    def contract_label(self) -> str:
        """The contract as the sheet writes it: "110♥", "capot♠", "80 TA"."""
        c = self.contract
        if not c:
            return ""
        trump = SUIT_SYMBOLS.get(c["trump"]) or {"all": " TA", "none": " SA"}.get(c["trump"], "")
        return f"{c['bid']}{trump}"

    def marks_for(self, side: int | None) -> tuple[Mark, ...]:
        """The marks written in ``side``'s column (None: the row's own marks)."""
        return tuple(m for m in self.marks if m.side == side)

    @property
    def melds_shown(self) -> tuple[int, ...]:
        """The meld points beside each side's written score: only where that side wrote them.

        After a fall the fallen side writes "–" and its melds went with its points: "+20" goes
        beside the side that took them, never beside the hyphen.
        """
        if not self.melds:
            return ()
        own = [m if self.score[s] else 0 for s, m in enumerate(self.melds)]
        if self.outcome == "fell" and self.taker_side is not None:
            takers = [s for s, points in enumerate(self.score) if points and s != self.taker_side]
            if len(takers) == 1:
                own[takers[0]] += self.melds[self.taker_side]
        return tuple(own)


@dataclass(frozen=True)
class Footnote:
    number: int
    hand: int
    sentences: tuple[str, ...]  # English; ``notes`` (beside them) say them in other languages
    notes: tuple[Mapping[str, Any], ...] = ()
    corrected_by: int | str | None = None  # who corrected the hand: a seat, "director" or "table"


@dataclass(frozen=True)
class Result:
    finished: bool
    winner: int | None
    winner_label: str | None
    reason: str | None  # the ruling's: target, claim, false_claim, belot, deals, drawn
    text: str  # one English sentence; templates compose their own from the fields


@dataclass(frozen=True)
class Sheet:
    """The whole paper sheet of one game (see the module docstring)."""

    title: str  # the record's title, else the preset's
    preset: str  # "bela-hr-4"
    game: str  # "Bela (Croatian, four players)"
    target: int
    words: Words
    house_rules: tuple[HouseRule, ...]
    players: tuple[str, ...]
    sides: tuple[Side, ...]
    rows: tuple[Row, ...]
    totals: tuple[int, ...]
    written_totals: tuple[str, ...]
    needed: tuple[int, ...]  # points each side still needs to reach the target
    pot: int  # waiting after the last hand
    next_dealer: str | None  # None once the game is over
    next_dealer_seat: int | None
    result: Result
    footnotes: tuple[Footnote, ...]
    game_kind: str = "bela"  # the preset's: "bela", "contract" (contrée) or "klaverjas"
    deals: int = 0  # a game of this many deals (a concours partie, a boompje): no target to reach

    @property
    def family(self) -> type[Family]:
        """The preset's family of games, asked how its sheet is laid out (roem columns, contracts)."""
        return family_of(self.game_kind)

    @property
    def column_totals(self) -> dict[str, tuple[int, ...]]:
        """Klaverjas: each pair's "punten" and "roem" columns added up, as the foot of a paper
        sheet adds them (the game's totals stay the ruling's)."""
        out = {"points": [0] * len(self.sides), "roem": [0] * len(self.sides)}
        for row in self.rows:
            for key in out:
                for side, value in enumerate((row.columns or {}).get(key) or ()):
                    out[key][side] += value
        return {key: tuple(values) for key, values in out.items()}

    @property
    def legend(self) -> tuple[Mark, ...]:
        """The first mark of each kind used on the sheet, in order: what a key must explain."""
        seen: dict[str, Mark] = {}
        for row in self.rows:
            for mark in row.marks:
                seen.setdefault(mark.kind, mark)
        return tuple(seen.values())

    @property
    def false_claimant(self) -> Side | None:
        """The side whose false claim ended the game, if one did."""
        if self.result.reason != "false_claim" or not self.rows:
            return None
        side = next((m.side for m in self.rows[-1].marks if m.kind == FALSE_CLAIM), None)
        return self.sides[side] if side is not None else None

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values, for the API and for pages that update without reloading."""
        return _jsonable(dataclasses.asdict(self))


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, frozenset)):
        items = sorted(value) if isinstance(value, frozenset) else value
        return [_jsonable(v) for v in items]
    return value


def written(points: int) -> str:
    """A score as the pencil writes it: a hyphen for zero."""
    return str(points) if points else ZERO


# ---------------------------------------------------------------- building

def build_sheet(record: Mapping[str, Any], ruling: Mapping[str, Any], *,
                corrected: Mapping[int, int | str] | None = None) -> Sheet:
    """The paper sheet of ``record``, read from ``ruling = adjudicate(record)``.

    ``record`` must be the record the ruling was made from (it is only read for names: the
    preset, options, players, title, and which seats declared melds). ``corrected``: the hands
    corrected after they were written (number: the seat, or "director" or "table", that did it),
    each with a note, as the record alone does not say it.
    """
    corrected = corrected or {}
    variant = find_variant(record["variant"])
    rules = variant.rules.with_options(record.get("options") or {})
    players = tuple(str(p).strip() for p in record["players"])
    words = words_for(variant.name)
    sides = _sides(variant, players)
    rows = _rows(record, ruling, variant=variant, players=players, words=words, corrected=corrected)
    game = ruling["game"]
    totals = tuple(game["totals"])
    finished = bool(game["finished"])
    next_seat = None if finished else game.get("next_dealer")
    return Sheet(
        title=str(record.get("title") or variant.title), preset=variant.name, game=variant.title,
        target=rules.target, deals=rules.deals, words=words, house_rules=_house_rules(rules, variant.rules),
        players=players, sides=sides, rows=rows, totals=totals,
        written_totals=tuple(written(t) for t in totals),
        needed=tuple(game.get("needed") or (max(0, rules.target - t) for t in totals)),
        pot=int(game.get("pot") or 0),
        next_dealer=players[next_seat] if next_seat is not None else None,
        next_dealer_seat=next_seat, result=_result(game, rows, sides, words),
        footnotes=tuple(Footnote(r.footnote, r.number, r.explanation + r.warnings,
                                 r.notes + r.warning_notes, corrected.get(r.number))
                        for r in rows if r.footnote is not None),
        game_kind=variant.game)


def _sides(variant: Variant, players: tuple[str, ...]) -> tuple[Side, ...]:
    out = []
    for side in range(variant.sides):
        seats = variant.seats_of(side)
        names = tuple(players[s] for s in seats)
        out.append(Side(index=side, label=" & ".join(names), players=names, seats=seats))
    return tuple(out)


def _house_rules(rules: Rules, preset: Rules) -> tuple[HouseRule, ...]:
    helps = {spec.name: spec.help for spec in OPTION_SPECS}
    return tuple(HouseRule(name=name, value=value, text=f"{name}: {_option_text(value)}",
                           help=helps.get(name, ""))
                 for name, value in rules.differences(preset).items())


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return str(value)


def _rows(record: Mapping[str, Any], ruling: Mapping[str, Any], *, variant: Variant,
          players: tuple[str, ...], words: Words, corrected: Mapping[int, int | str]) -> tuple[Row, ...]:
    hands = record.get("hands") or []
    rows, pot_before, footnote = [], 0, 0
    for entry in ruling["hands"]:
        raw = hands[entry["number"] - 1] if entry["number"] <= len(hands) else {}
        disputed = _is_disputed(entry, raw, variant) or entry["number"] in corrected
        footnote += 1 if disputed else 0
        rows.append(_row(entry, players=players, words=words, pot_before=pot_before,
                         footnote=footnote if disputed else None))
        pot_before = entry["pot"]
    return tuple(rows)


def _is_disputed(entry: Mapping[str, Any], raw: Mapping[str, Any], variant: Variant) -> bool:
    """Falls, ties, claims, belot, melds declared by more than one side, a renege found in a
    hand replayed card by card (whatever it cost), or a warning."""
    meld_sides = {variant.side_of(m["seat"]) if isinstance(m.get("seat"), int) else m.get("side")
                  for m in raw.get("melds") or [] if isinstance(m, Mapping)} - {None}
    return (entry["outcome"] in _DISPUTED or "claim" in entry or len(meld_sides) > 1
            or bool((entry.get("play") or {}).get("reneges")) or bool(entry.get("warnings")))


def _row(entry: Mapping[str, Any], *, players: tuple[str, ...], words: Words, pot_before: int,
         footnote: int | None) -> Row:
    redeal = entry["outcome"] == "redeal"
    score, totals = tuple(entry["score"]), tuple(entry["totals"])
    taker = entry.get("taker")
    trump = entry.get("trump")
    return Row(
        number=entry["number"], dealer=players[entry["dealer"]], dealer_seat=entry["dealer"],
        taker=players[taker] if taker is not None else None, taker_seat=taker,
        taker_side=entry.get("taker_side"), trump=trump,
        trump_symbol=SUIT_SYMBOLS.get(trump, "") if trump else "", outcome=entry["outcome"],
        score=score, written=tuple("" if redeal else written(s) for s in score), totals=totals,
        written_totals=tuple(written(t) for t in totals),
        hand_points=tuple(entry.get("hand_points") or ()), pot=entry["pot"],
        marks=marks_of(entry, words=words, pot_before=pot_before),
        explanation=tuple(entry.get("explanation") or ()),
        warnings=tuple(entry.get("warnings") or ()), footnote=footnote,
        notes=tuple(entry.get("notes") or ()), warning_notes=tuple(entry.get("warning_notes") or ()),
        melds=tuple(entry.get("melds") or ()), bela=tuple(entry.get("bela") or ()),
        contract=entry.get("contract"), columns=entry.get("columns"), nat=bool(entry.get("nat")),
        pit=entry.get("pit"))


def _winner_first(totals: Sequence[int], winner: int | None) -> list[int]:
    if winner is None:
        return list(totals)
    return [totals[winner], *(t for side, t in enumerate(totals) if side != winner)]


def _result(game: Mapping[str, Any], rows: tuple[Row, ...], sides: tuple[Side, ...],
            words: Words) -> Result:
    winner, reason = game.get("winner"), game.get("reason")
    label = sides[winner].label if winner is not None else None
    score = " to ".join(str(t) for t in game["totals"])
    # A result is said winner first, as a player says it: "won, 1101 to 971".
    won = " to ".join(str(t) for t in _winner_first(game["totals"], winner))
    if not game["finished"]:
        text = f"The game goes on at {score}." if rows else "No hand has been played yet."
    elif reason == "claim":
        text = f"{label} won by a good claim ({words.claim}) in hand {rows[-1].number}, {score}."
    elif reason == "false_claim":
        claimant = next((sides[m.side].label for m in rows[-1].marks if m.kind == FALSE_CLAIM and m.side is not None),
                        "a")
        text = f"{label} won: {claimant}'s claim in hand {rows[-1].number} was false."
    elif reason == "belot":
        text = f"{label} won with belot in hand {rows[-1].number}."
    elif reason == "drawn":
        text = f"A drawn game after its last deal, {score}."
    else:
        text = f"{label} won, {won}."
    return Result(finished=bool(game["finished"]), winner=winner, winner_label=label,
                  reason=reason, text=text)


__all__ = [
    "Footnote", "HouseRule", "Result", "Row", "SUIT_SYMBOLS", "Sheet", "Side", "ZERO", "build_sheet",
    "written",
]
