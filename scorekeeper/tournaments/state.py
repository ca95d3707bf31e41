"""The evening as it stands, folded from the tournament's log (pure: no database, no clock)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from collections.abc import Sequence

from ..tournament_core import Draw, Entrant, Table
from ..tournament_core import TournamentSettings
from .store import Event, Header


@dataclass
class TableState:
    table: int
    a: int
    b: int
    games: list[str] = field(default_factory=list)
    paper: list[tuple[int, int]] | None = None  # the director's result, games as points
    approved: bool = False
    round: int = 0
    deciders: int = 0  # the last games, added to decide a level knockout match
    partners: tuple[int, int] | None = None  # a mêlée: the partners of ``a`` and of ``b``

    def seated(self) -> tuple[int, ...]:
        """Every entrant at the table: two pairs, or a mêlée's four players."""
        return (self.a, self.b, *(self.partners or ()))

    def team(self, side: int) -> tuple[int, ...]:
        """The entrants of one side: an entrant, or a mêlée's two players."""
        first = (self.a, self.b)[side]
        return (first, self.partners[side]) if self.partners else (first,)


@dataclass
class RoundState:
    round: int
    tables: list[TableState]
    byes: list[int]
    rematches: list[tuple[int, int]] = field(default_factory=list)
    same: bool = False  # re-drawn to the same tables as before
    third_place: int = 0  # the table of a seeded bracket's third-place match (0: none)
    started: str = ""  # when the round was drawn (its clock starts then; a swap keeps it)

    def table(self, number: int) -> TableState | None:
        return next((t for t in self.tables if t.table == number), None)

    def draw(self) -> Draw:
        return Draw(round=self.round, tables=tuple(Table(table=t.table, a=t.a, b=t.b) for t in self.tables),
                    byes=tuple(self.byes), rematches=tuple((a, b) for a, b in self.rematches),
                    third_place=self.third_place)


@dataclass
class Tournament:
    header: Header
    settings: TournamentSettings
    entrants: list[Entrant]
    rounds: list[RoundState]
    last_event: int = 0  # the log's last event folded in: a draw checks nothing came between
    retired: dict[str, int] = field(default_factory=dict)  # game id: its table, drawn again
    # The director's controls (``tournaments.controls``): by round, who sits it out and the
    # bye given by hand; pairs kept apart; rounds a reinstated entrant missed while withdrawn.
    absent: dict[int, set[int]] = field(default_factory=dict)
    bye_by_hand: dict[int, int] = field(default_factory=dict)
    apart: set[frozenset[int]] = field(default_factory=set)
    missed: dict[int, set[int]] = field(default_factory=dict)
    code_generation: dict[int, int] = field(default_factory=dict)  # entrant: codes issued anew

    @property
    def id(self) -> str:
        return self.header.id

    def entrant(self, number: int) -> Entrant | None:
        return next((e for e in self.entrants if e.number == number), None)

    def round(self, number: int) -> RoundState | None:
        return self.rounds[number - 1] if 1 <= number <= len(self.rounds) else None

    def drawn_round(self, number: int) -> RoundState:
        """Round ``number``, which the caller knows is drawn (``round`` when it may not be)."""
        found = self.round(number)
        if found is None:
            raise LookupError(f"round {number} is not drawn")
        return found

    def known_entrant(self, number: int) -> Entrant:
        """Entrant ``number``, whom the caller knows is entered (``entrant`` when it may not be)."""
        found = self.entrant(number)
        if found is None:
            raise LookupError(f"there is no entrant {number}")
        return found

    def same_tables(self, number: int) -> bool:
        r = self.round(number)
        return bool(r and r.same)

    def draws(self) -> list[Draw]:
        return [r.draw() for r in self.rounds]


def fold(header: Header, events: Sequence[Event]) -> Tournament:
    t = Tournament(header, TournamentSettings.from_json(header.settings), [], [])
    for event in events:
        _APPLY[event.action](t, event.data)
        t.last_event = event.id
    return t


def _entrant(t: Tournament, data: dict, *, joined: int) -> None:
    t.entrants.append(Entrant(number=len(t.entrants) + 1, name=data["name"],
                              players=tuple(data["players"]), joined_round=joined,
                              paid=bool(data.get("paid")), club=data.get("club", "")))


def _created(t: Tournament, data: dict) -> None:
    for item in data["entrants"]:
        _entrant(t, item, joined=1)


def _added(t: Tournament, data: dict) -> None:
    _entrant(t, data, joined=data["joined_round"])


def _set(t: Tournament, number: int, **changes) -> None:
    t.entrants = [replace(e, **changes) if e.number == number else e for e in t.entrants]


def _round(data: dict) -> RoundState:
    return RoundState(data["round"], [TableState(x["table"], x["a"], x["b"], list(x["games"]),
                                                 round=data["round"],
                                                 partners=tuple(x["partners"]) if x.get("partners") else None)
                                      for x in data["tables"]],
                      list(data["byes"]), [tuple(r) for r in data.get("rematches", [])],
                      bool(data.get("same")), int(data.get("third_place", 0)), data.get("started", ""))


def with_seeds(entrants: list[Entrant], seeds: list[int]) -> list[Entrant]:
    """``entrants`` with their places in ``seeds`` (entrant numbers, best first)."""
    place = {n: i + 1 for i, n in enumerate(seeds)}
    return [replace(e, seed=place.get(e.number, 0)) for e in entrants]


def _drawn(t: Tournament, data: dict) -> None:
    if data.get("seeds"):
        t.entrants = with_seeds(t.entrants, data["seeds"])
    state = _round(data)
    if state.round <= len(t.rounds):
        kept = {g for x in state.tables for g in x.games}
        for x in t.rounds[state.round - 1].tables:
            t.retired.update({g: x.table for g in x.games if g not in kept})
        state.started = state.started or t.rounds[state.round - 1].started
        t.rounds[state.round - 1] = state  # a re-draw or a swap replaces the round's tables
    else:
        t.rounds.append(state)


def _game_added(t: Tournament, data: dict) -> None:
    table = t.rounds[data["round"] - 1].table(data["table"])
    table.games.append(data["game"])
    table.deciders += bool(data.get("decider"))


def _result(t: Tournament, data: dict) -> None:
    table = t.rounds[data["round"] - 1].table(data["table"])
    table.paper, table.approved = [tuple(g) for g in data["games"]], True


def _approved(t: Tournament, data: dict) -> None:
    t.rounds[data["round"] - 1].table(data["table"]).approved = True


def _absent(t: Tournament, data: dict) -> None:
    marked = t.absent.setdefault(data["round"], set())
    (marked.add if data["absent"] else marked.discard)(data["number"])


def _bye_chosen(t: Tournament, data: dict) -> None:
    if data.get("number"):
        t.bye_by_hand[data["round"]] = data["number"]
    else:
        t.bye_by_hand.pop(data["round"], None)


def _apart(t: Tournament, data: dict) -> None:
    pair = frozenset(data["entrants"])
    (t.apart.add if data["apart"] else t.apart.discard)(pair)


def _reinstated(t: Tournament, data: dict) -> None:
    _set(t, data["number"], active=True)
    t.missed.setdefault(data["number"], set()).update(data.get("missed", []))


def _code_reissued(t: Tournament, data: dict) -> None:
    t.code_generation[data["number"]] = t.code_generation.get(data["number"], 0) + 1


_APPLY = {
    "create": _created,
    "entrant_added": _added,
    "withdrawn": lambda t, d: _set(t, d["number"], active=False),
    "paid": lambda t, d: _set(t, d["number"], paid=d["paid"]),
    "round_drawn": _drawn,
    "round_redrawn": _drawn,
    "tables_swapped": _drawn,
    "game_added": _game_added,
    "result_entered": _result,
    "approved": _approved,
    "checked_in": lambda t, d: None,  # the desk's record of who is here (tournaments.desk)
    "code_shown": lambda t, d: None,  # older logs: an entrant's code was once shown on a public page
    "code_reissued": _code_reissued,
    "absent_marked": _absent,
    "bye_chosen": _bye_chosen,
    "kept_apart": _apart,
    "reinstated": _reinstated,
}
