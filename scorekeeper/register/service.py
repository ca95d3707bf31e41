"""The club's register of players: one entry per person across every evening and season.

An entrant's players are matched as they are entered (``link_entrants``, run by the tournaments'
``entered`` hook inside the same transaction): a name whose key (no case, no diacritics) is
known links to that player; any other name is a new player, and when it is close to known ones
(one letter apart, the same surname) the director is asked whether it is one of them
(``questions``, answered by ``answer``). Two entries of one person are merged; a merge is one
logged step, undone by ``unmerge``. Verbs: ``verify_x`` / ``can_x`` / ``x``.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from ..games import NotFound, allowed, credentials, now
from ..storage import write_transaction
from ..tournaments import TournamentError
from . import store
from .names import close, initials, name_key


@dataclass(frozen=True)
class Match:
    """How one name was matched: ``exact`` (a known key), ``new``, or ``close`` (new, and the
    director is asked about ``candidates``)."""

    player_id: str
    how: str
    candidates: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {"player": self.player_id, "how": self.how, "candidates": list(self.candidates)}


# ---------------------------------------------------------------- reading

def merged_map(db: sqlite_utils.Database) -> dict[str, str]:
    """Every player's id to the id it stands for now (itself, or the one it was merged into)."""
    into = {p["id"]: p["merged_into"] for p in store.all_players(db)}
    out = {}
    for pid in into:
        seen, at = {pid}, pid
        while into.get(at) and into[at] not in seen:
            at = into[at]
            seen.add(at)
        out[pid] = at
    return out


def players(db: sqlite_utils.Database) -> list[dict]:
    """The register's players (merged entries folded into the one they were merged into), each
    with its spellings: ``id``, ``name``, ``initials_only``, ``spellings``."""
    found = store.all_players(db)
    by_id = merged_map(db)
    out = {p["id"]: {"id": p["id"], "name": p["name"], "initials_only": bool(p["initials_only"]),
                     "spellings": [p["name"]], "created": p["created"]} for p in found if not p["merged_into"]}
    for p in found:
        if p["merged_into"] and by_id[p["id"]] in out:
            out[by_id[p["id"]]]["spellings"].append(p["name"])
    return sorted(out.values(), key=lambda p: name_key(p["name"]))


def get_player(db: sqlite_utils.Database, *, player_id: str) -> dict:
    row = store.player_row(db, player_id)
    if row is None:
        raise NotFound.of("register.not_found")
    return {"id": row["id"], "name": row["name"], "initials_only": bool(row["initials_only"]),
            "merged_into": row["merged_into"]}


def shown_name(player: dict, *, public: bool) -> str:
    """A player's name as a page shows it: by initials only where the player asked for it and
    the page is public."""
    return initials(player["name"]) if public and player["initials_only"] else player["name"]


def names(db: sqlite_utils.Database, *, public: bool) -> dict[str, str]:
    """Every player id (merged ones too) to the name shown for the player it stands for."""
    shown = {p["id"]: shown_name(p, public=public) for p in players(db)}
    return {pid: shown.get(now_id, pid) for pid, now_id in merged_map(db).items()}


def identities(db: sqlite_utils.Database, tournament_ids: list[str]) -> dict[tuple[str, int], tuple[str, ...]]:
    """``(tournament, entrant number)`` to its players' register ids, through the merges."""
    by_id = merged_map(db)
    out: dict[tuple[str, int], list[str]] = {}
    for link in store.links_of(db, tournament_ids):
        player = by_id.get(link["player_id"], link["player_id"])
        out.setdefault((link["tournament_id"], link["number"]), []).append(player)
    return {k: tuple(v) for k, v in out.items()}


def shown_in(db: sqlite_utils.Database, tournament_id: str) -> dict[tuple[int, int], str]:
    """``(entrant number, position)`` to the initials a stranger reads, for each of the
    tournament's players (through the merges) who asked to be shown by initials only."""
    hidden = {p["id"]: initials(p["name"]) for p in players(db) if p["initials_only"]}
    if not hidden:
        return {}
    by_id = merged_map(db)
    return {(link["number"], link["position"]): hidden[by_id.get(link["player_id"], link["player_id"])]
            for link in store.links_of(db, [tournament_id])
            if by_id.get(link["player_id"], link["player_id"]) in hidden}


def identity_of(db: sqlite_utils.Database, tournament_id: str, entrant_number: int) -> tuple[str, ...]:
    """The register players an entrant of a tournament stands for (one, or a pair); () when
    its players were never linked."""
    return identities(db, [tournament_id]).get((tournament_id, entrant_number), ())


def evenings_of(db: sqlite_utils.Database, player_id: str) -> list[dict]:
    """Each ``(tournament_id, number, position)`` where the player (or an entry merged into it)
    played."""
    by_id = merged_map(db)
    mine = [pid for pid, now_id in by_id.items() if now_id == by_id.get(player_id, player_id)]
    return store.links_to(db, mine)


def questions(db: sqlite_utils.Database) -> list[dict]:
    """The director's open questions: a new player whose name is close to known ones."""
    return store.questions(db)


# ---------------------------------------------------------------- matching

MAX_CANDIDATES = 5  # the director picks among a few; more is a common surname, not a spelling


class _Index:
    """The register's keys in memory for one batch of names (a tournament of 2,048 entrants is
    matched in one pass): exact keys, and for close names the keys by surname and by each
    one-letter deletion (two keys one edit apart share one), each candidate then checked."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.by_id = merged_map(db)
        self.exact: dict[str, str] = {}
        self.key_of: dict[str, str] = {}
        self._near: dict[str, set[str]] | None = None  # made on the first name not known exactly
        for p in store.all_players(db):
            self.exact.setdefault(p["key"], self.by_id[p["id"]])
            if not p["merged_into"]:
                self.key_of[p["id"]] = p["key"]

    def add(self, player_id: str, key: str) -> None:
        self.exact.setdefault(key, player_id)
        self.key_of[player_id] = key
        if self._near is not None:
            self._sign(player_id, key)

    def _sign(self, player_id: str, key: str) -> None:
        assert self._near is not None
        if not any(c.isdecimal() for c in key):
            for sign in _signs(key):
                self._near.setdefault(sign, set()).add(player_id)

    def close_to(self, key: str) -> tuple[str, ...]:
        if any(c.isdecimal() for c in key):
            return ()
        if self._near is None:
            self._near = {}
            for player_id, known in self.key_of.items():
                self._sign(player_id, known)
        found = {p for sign in _signs(key) for p in self._near.get(sign, ())}
        return tuple(sorted(p for p in found if close(key, self.key_of[p])))[:MAX_CANDIDATES]


def _signs(key: str) -> set[str]:
    words = key.split()
    signs = {"~" + key} | ({"~" + key[:i] + key[i + 1:] for i in range(len(key))} if len(key) >= 4 else set())
    if len(words) >= 2 and len(words[-1]) >= 3:
        signs.add("@" + words[-1])
    return signs


def match_name(db: sqlite_utils.Database, name: str) -> tuple[str | None, tuple[str, ...]]:
    """(the player a name is, if its key is known; else None, and the close players)."""
    index, key = _Index(db), name_key(name)
    return index.exact.get(key), () if key in index.exact else index.close_to(key)


def link_entrants(db: sqlite_utils.Database, tournament_id: str, entrants: list[tuple[int, list[str]]]) -> list[Match]:
    """Link each entrant's players to the register (inside the entering write)."""
    out = []
    with write_transaction(db):
        index = _Index(db)
        for number, names_ in entrants:
            for position, name in enumerate(names_):
                match = _match_or_new(db, index, name)
                store.insert_link(db, tournament_id=tournament_id, number=number, position=position,
                                  player_id=match.player_id)
                out.append(match)
    return out


def _match_or_new(db: sqlite_utils.Database, index: _Index, name: str) -> Match:
    key = name_key(name)
    if key in index.exact:
        return Match(index.exact[key], "exact")
    near = index.close_to(key)
    player_id = new_player(db, name=name)
    index.add(player_id, key)
    if near:
        store.ask(db, player_id, list(near))
        return Match(player_id, "close", near)
    return Match(player_id, "new")


def new_player(db: sqlite_utils.Database, *, name: str, player_id: str | None = None,
               initials_only: bool = False) -> str:
    player_id = player_id or _free_id(db)
    store.insert_player(db, player_id=player_id, name=" ".join(name.split()), key=name_key(name),
                        created=now(), initials_only=initials_only)
    store.log(db, "player_added", {"player": player_id, "name": name})
    return player_id


def _free_id(db: sqlite_utils.Database) -> str:
    while True:
        candidate = "p" + credentials.new_game_id()[:10]
        if store.player_row(db, candidate) is None:
            return candidate


# ---------------------------------------------------------------- the director's changes

def _current(db: sqlite_utils.Database, player_id: str, path: str) -> dict:
    row = store.player_row(db, player_id)
    if row is None:
        raise NotFound.of("register.not_found", path)
    return row


def verify_merge(db: sqlite_utils.Database, *, player_id: str, into: str) -> tuple[dict, dict]:
    """(the entry merged away, the one kept): both present, two, and neither merged already."""
    gone, kept = _current(db, player_id, "player"), _current(db, into, "into")
    if gone["id"] == kept["id"]:
        raise TournamentError.of("register.same_player", "into")
    for row, path in ((gone, "player"), (kept, "into")):
        if row["merged_into"]:
            raise TournamentError.of("register.merged_already", path, name=row["name"])
    return gone, kept


def can_merge(db: sqlite_utils.Database, *, player_id: str, into: str) -> bool:
    return allowed(verify_merge, db, player_id=player_id, into=into)


def merge(db: sqlite_utils.Database, *, player_id: str, into: str) -> int:
    """``player_id`` is the same person as ``into``: one logged step; its event id."""
    with write_transaction(db):
        gone, kept = verify_merge(db, player_id=player_id, into=into)
        for p in store.all_players(db):
            if p["merged_into"] == gone["id"]:
                store.set_merged(db, p["id"], kept["id"])
        store.set_merged(db, gone["id"], kept["id"])
        store.answered(db, gone["id"])
        return store.log(db, "merged", {"player": gone["id"], "into": kept["id"]})


def verify_unmerge(db: sqlite_utils.Database, *, player_id: str) -> dict:
    row = _current(db, player_id, "player")
    if not row["merged_into"]:
        raise TournamentError.of("register.not_merged", "player", name=row["name"])
    return row


def can_unmerge(db: sqlite_utils.Database, *, player_id: str) -> bool:
    return allowed(verify_unmerge, db, player_id=player_id)


def unmerge(db: sqlite_utils.Database, *, player_id: str) -> int:
    """The merge of ``player_id`` undone: the entry stands for itself again, with its evenings."""
    with write_transaction(db):
        row = verify_unmerge(db, player_id=player_id)
        store.set_merged(db, row["id"], None)
        return store.log(db, "unmerged", {"player": row["id"], "into": row["merged_into"]})


def verify_answer(db: sqlite_utils.Database, *, player_id: str, same_as: str | None) -> dict:
    asked = {q["player_id"]: q for q in store.questions(db)}.get(player_id)
    if asked is None:
        raise TournamentError.of("register.no_question", "player")
    if same_as is not None:
        verify_merge(db, player_id=player_id, into=same_as)
    return asked


def answer(db: sqlite_utils.Database, *, player_id: str, same_as: str | None) -> None:
    """The director's answer to a close name: the same person as ``same_as`` (merged), or a
    new player (``None``)."""
    with write_transaction(db):
        verify_answer(db, player_id=player_id, same_as=same_as)
        if same_as is not None:
            merge(db, player_id=player_id, into=same_as)
        else:
            store.answered(db, player_id)
            store.log(db, "confirmed_new", {"player": player_id})


def set_initials_only(db: sqlite_utils.Database, *, player_id: str, initials_only: bool) -> None:
    with write_transaction(db):
        _current(db, player_id, "player")
        store.set_initials_only(db, player_id, initials_only)
        store.log(db, "initials_only", {"player": player_id, "initials_only": initials_only})


# ---------------------------------------------------------------- archives

def all_entries(db: sqlite_utils.Database) -> list[dict]:
    """Every entry of the register, merged ones too, as stored."""
    return store.all_players(db)


def links_of(db: sqlite_utils.Database, tournament_ids: list[str]) -> list[dict]:
    return store.links_of(db, tournament_ids)


def import_players(db: sqlite_utils.Database, players_: list[dict]) -> dict[str, str]:
    """An archive's players into this register (inside the import's write): each found by its
    name's key where known and not merged away, else made anew; merges as the archive has them.
    The archive's id to this register's."""
    ids: dict[str, str] = {}
    with write_transaction(db):
        for p in players_:
            known = [r for r in store.by_key(db, name_key(p["name"])) if not r["merged_into"]]
            if known and not p.get("merged_into"):
                ids[p["id"]] = known[0]["id"]
            else:
                ids[p["id"]] = new_player(db, name=p["name"], initials_only=bool(p.get("initials_only")))
        for p in players_:
            into = ids.get(p.get("merged_into") or "")
            if into and ids[p["id"]] != into:
                store.set_merged(db, ids[p["id"]], into)
    return ids


def relink(db: sqlite_utils.Database, tournament_id: str, links: list[tuple[int, int, str]]) -> None:
    """A tournament's entrants linked as ``links`` say (an imported evening as it was)."""
    with write_transaction(db):
        store.unlink(db, tournament_id)
        for number, position, player_id in links:
            store.insert_link(db, tournament_id=tournament_id, number=number, position=position, player_id=player_id)
