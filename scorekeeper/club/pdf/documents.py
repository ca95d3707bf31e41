"""What each tournament sheet shows, gathered as plain data for the PDF workers.

Runs in the web process (it reads the database and the standings); the worker only lays it out
(``tournament.render_tournament_pdf``). Names are the table's: "Ana & Cvita", never a number
alone; players in seat order.
"""

from __future__ import annotations

from datetime import UTC, datetime

from ...storage import get_db
from ...games import get_game
from ...rules import find_variant
from ...tournaments import match_results, table_result, service
from ...tournaments import standings_json
from ...tournament_core import is_finished, losses
from ...tournaments import Tournament
from ...words import season_words, sorted_by
from ...words import day_in, time_in

BLANK_ROWS = 16  # rows on a sheet for a game to the target (a real game needs 10 to 30 hands)


def still(section: dict) -> dict:
    """What of a section stays while the tables play: of a score sheet, its tables, seats and
    links without its hands (its live part, that every hand changes). Every other section is
    what it shows (the standings, the bracket and the ranking: their results), so none of them is
    ever answered by an earlier render."""
    if section["kind"] == "sheets":
        return {**section, "sheets": [{k: v for k, v in s.items() if k not in ("rows", "blank")}
                                      for s in section["sheets"]]}
    return section


def as_of(at: float, *, lang: str) -> str:
    """When a sheet's data was read, as printed on it: a render made from it is shown, meanwhile,
    to whoever asks while a newer one is made."""
    return time_in(datetime.fromtimestamp(at, UTC), lang=lang)


def head(t: Tournament, *, lang: str = "en") -> dict:
    variant = find_variant(t.header.variant)
    return {"title": t.header.title, "game": variant.title, "date": day_in(t.header.created, lang=lang),
            "format": t.settings.format, "sections": []}


def entrants(t: Tournament, codes: dict[int, str] | None = None) -> dict:
    """The entrant list; ``codes`` (the director's copy): each entrant's confirmation code."""
    return {"kind": "entrants", "codes": bool(codes), "rows": [
        {"number": e.number, "name": e.name, "players": " & ".join(e.players), "paid": e.paid,
         "active": e.active, "code": (codes or {}).get(e.number, "")} for e in t.entrants]}


def _name(t: Tournament, number: int) -> str:
    return t.known_entrant(number).name


def _side(t: Tournament, x, i: int) -> str:
    """A table's side: the entrant's name, or a mêlée's two drawn players."""
    return " & ".join(_name(t, n) for n in x.team(i))


def draw(t: Tournament, k: int) -> dict:
    r = t.drawn_round(k)
    return {"kind": "draw", "round": k, "tables": [
        {"table": x.table, "a": _side(t, x, 0), "b": _side(t, x, 1)} for x in r.tables],
        "byes": [_name(t, n) for n in r.byes]}


def where(t: Tournament, k: int, *, lang: str = "en") -> dict:
    r, rows = t.drawn_round(k), []
    for x in r.tables:
        for me, other in ((0, 1), (1, 0)):
            for player in (p for n in x.team(me) for p in t.known_entrant(n).players):
                rows.append({"player": player, "table": x.table, "entrant": _side(t, x, me),
                             "against": _side(t, x, other)})
    for n in r.byes:
        rows += [{"player": p, "table": None, "entrant": _name(t, n), "against": None}
                 for p in t.known_entrant(n).players]
    rows = sorted_by(rows, lambda row: str(row["player"]), lang=lang)
    return {"kind": "where", "round": k, "rows": rows}


def cards(t: Tournament, k: int, links: dict[int, str]) -> dict:
    r = t.drawn_round(k)
    return {"kind": "cards", "round": k, "cards": [
        {"table": x.table, "a": _side(t, x, 0), "b": _side(t, x, 1),
         "a_players": "" if x.partners else _players_unless_named(t, x.a),
         "b_players": "" if x.partners else _players_unless_named(t, x.b),
         "link": links.get(x.table, "")} for x in r.tables]}


def _players_unless_named(t: Tournament, number: int) -> str:
    """The players under a pair's name, unless the name already is them ("Ana & Cvita")."""
    players = " & ".join(t.known_entrant(number).players)
    return "" if players == t.known_entrant(number).name else players


def sheets(t: Tournament, k: int, links: dict[int, str]) -> dict:
    r, deals = t.drawn_round(k), t.settings.deals
    out = []
    for x in r.tables:
        seats = service.seat_players(t, x.a, x.b, partners=x.partners)
        rows = _played_rows(x.games[-1]) if x.games else []
        blank = max(0, (deals or BLANK_ROWS) - len(rows))
        out.append({"table": x.table, "a": _side(t, x, 0), "b": _side(t, x, 1),
                    "a_seats": seats[0::2], "b_seats": seats[1::2], "first_dealer": seats[0],
                    "rows": rows, "blank": blank, "deals": deals, "link": links.get(x.table, ""),
                    "target": 0 if deals else _target(t),
                    "sum_check": 162 * deals if deals and t.header.variant in ("belote", "bela-hr-4") else 0})
    return {"kind": "sheets", "round": k, "sheets": out, "two_per_page": bool(deals and deals <= 12)}


def _target(t: Tournament) -> int:
    """What a game to the target is played to, under the tournament's house rules."""
    return find_variant(t.header.variant).rules.with_options(dict(t.header.options)).target


def _played_rows(game_id: str) -> list[dict]:
    ruling = get_game(get_db(), game_id=game_id).ruling()
    return [{"number": h["number"], "score": h["score"], "totals": h["totals"],
             "melds": any(h["melds"]), "bela": any(h["bela"]), "outcome": h["outcome"]}
            for h in ruling["hands"]]


def standings(t: Tournament, after: int | None) -> dict:
    table = standings_json(get_db(), t, after=after)
    last = bool(t.rounds) and table["after_round"] == t.rounds[-1].round and is_finished(
        t.entrants, match_results(get_db(), t), t.draws(), t.settings)
    return {"kind": "standings", "after": table["after_round"], "final": table["final"], "last": last,
            "ranking": t.settings.ranking, "rows": table["rows"],
            "extra": [k for k in tiebreak_columns(t) if k not in ("points_for", "buchholz")]}


def bracket(t: Tournament) -> dict:
    results = match_results(get_db(), t)
    lost = losses(results, settings=t.settings)
    rounds = []
    for r in t.rounds:
        matches = []
        for x in r.tables:
            res = table_result(get_db(), t, x)
            matches.append({"table": x.table, "a": _name(t, x.a), "b": _name(t, x.b),
                            "games": res.games_won if res.finished else None,
                            "winner": _name(t, res.winner) if res.winner else None,
                            "bought_back": [_name(t, n) for n in (x.a, x.b)
                                            if lost.get(n) and lost[n][0] == r.round
                                            and len(lost[n]) == 1 and r.round <= t.settings.repasaz_until]})
        rounds.append({"round": r.round, "matches": matches, "byes": [_name(t, n) for n in r.byes]})
    return {"kind": "bracket", "rounds": rounds, "repasaz_until": t.settings.repasaz_until}


def ranking(t: Tournament, prizes: list[str], *, evening: dict | None = None, lang: str = "en") -> dict:
    """The final ranking; ``prizes`` the director's own for each place in order, ``evening`` the
    prizes of its season (``seasons.tournament_prizes``), printed once the tournament is over."""
    table = standings_json(get_db(), t, after=None)
    rows = [{**row, "prize": prizes[i] if i < len(prizes) else ""} for i, row in enumerate(table["rows"])]
    finished = bool(t.rounds) and is_finished(t.entrants, match_results(get_db(), t), t.draws(), t.settings)
    won = [{**p, "amount": season_words.prize_amount(p, lang=lang)} for p in (evening or {}).get("prizes", ())]
    return {"kind": "ranking", "final": table["final"], "rows": rows, "ranking": t.settings.ranking,
            "finished": finished, "after": table["after_round"],
            "tiebreaks": tiebreak_columns(t),
            "absences": any(row["byes"] or row["missed"] for row in rows),
            "prizes": won if finished else [], "season": (evening or {}).get("title", "")}


def tiebreak_columns(t: Tournament) -> list[str]:
    """The tie-breaks of the settings that a row has a figure for, in their order (difference has
    its own column; head to head and the lot are said in "decided by")."""
    shown = {"points_for", "buchholz", "buchholz_cut1", "sonneborn_berger"} - (
        {"points_for"} if t.settings.ranking == "points" else set())
    return [name for name in t.settings.tiebreaks if name in shown]
