"""The federation register: a bundle's players found in it, or added to it.

A player is the same person as one of the register when the club gave the same federation id,
or its own register id again, or the same name (without case or diacritics) at the same club. A
name at another club that is the same or close is only a candidate: a results officer confirms
it by merging the two, or keeps them apart. The hub never merges on its own; every merge is
logged and can be undone.
"""

from __future__ import annotations

import difflib
import unicodedata


from .errors import Refused
from .db import Conn, returned

CLOSE = 0.85  # difflib's ratio from which two folded names are worth an officer's look
# Letters that carry no combining mark to strip but are written without it on a keyboard.
PLAIN = str.maketrans({"đ": "d", "ð": "d", "ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ı": "i"})


def fold(name: str) -> str:
    """``Đurđa Šimić`` and ``djurdja simic`` are close, ``DURDA SIMIC`` and ``Đurđa Šimić`` equal."""
    plain = unicodedata.normalize("NFKD", name.casefold().translate(PLAIN))
    return " ".join("".join(c for c in plain if not unicodedata.combining(c)).split())


def people_of(conn: Conn, *, club: str, players: list[dict]) -> list[int]:
    """``person_of`` for a bundle's players at once: the people the club has linked already (its
    regulars, most of an evening) are found in one query, the rest (and federation ids) one by one."""
    keys = [_keys(player) for player in players]
    linked = {(r["folded"], r["register_id"]): r["id"] for r in conn.execute(
        "SELECT l.folded, l.register_id, coalesce(p.merged_into, p.id) AS id FROM player_links l "
        "JOIN federation_players p ON p.id = l.player_id WHERE l.club_id = %s AND (l.folded, l.register_id) IN "
        "(SELECT * FROM unnest(%s::text[], %s::text[]))",
        [club, ["" if k[2] else k[1] for k in keys], [k[2] for k in keys]]).fetchall()}
    found = []
    for player, (_name, folded, register_id, federation_id) in zip(players, keys):
        if federation_id:
            found.append(person_of(conn, club=club, player=player))
            continue
        hit = linked.get(("" if register_id else folded, register_id))
        if hit is not None:
            _shown_as_asked(conn, person=hit, player=player)
        found.append(hit if hit is not None else person_of(conn, club=club, player=player))
    return found


def shown_name(player: dict) -> str:
    """What the public reads of a bundle's player: the initials when the player asked the club to
    be shown by them only, else the name."""
    return str(player.get("shown") or player.get("name") or "").strip()[:200] or "?"


def _shown_as_asked(conn: Conn, *, person: int, player: dict) -> None:
    """A player who now asks to be shown by initials is renamed so on every public page."""
    if player.get("shown"):
        conn.execute("UPDATE federation_players SET name = %s WHERE id = %s AND name <> %s",
                     [shown_name(player), person, shown_name(player)])


def _keys(player: dict) -> tuple[str, str, str, str]:
    """A bundle's player as the register looks them up: name, folded name, register id, federation id."""
    name = str(player.get("name") or "").strip()[:200] or "?"
    return (name, fold(name), str(player.get("register_id") or "")[:100],
            str(player.get("federation_id") or "")[:100])


def person_of(conn: Conn, *, club: str, player: dict) -> int:
    """The register's id for a bundle's player, adding the person (and any candidates) if new."""
    name, folded, register_id, federation_id = _keys(player)
    if federation_id:
        found = conn.execute("SELECT coalesce(merged_into, id) AS id FROM federation_players "
                             "WHERE federation_id = %s", [federation_id]).fetchone()
        if found:
            _link(conn, club=club, folded=folded, register_id=register_id, person=found["id"])
            _shown_as_asked(conn, person=found["id"], player=player)
            return found["id"]
    link = conn.execute(
        "SELECT coalesce(p.merged_into, p.id) AS id FROM player_links l JOIN federation_players p "
        "ON p.id = l.player_id WHERE l.club_id = %s AND l.folded = %s AND l.register_id = %s",
        [club, "" if register_id else folded, register_id]).fetchone()
    if link:
        _shown_as_asked(conn, person=link["id"], player=player)
        return link["id"]
    person = returned(conn.execute("INSERT INTO federation_players (name, folded, federation_id) "
                                   "VALUES (%s, %s, %s) RETURNING id",
                                   [shown_name(player), folded, federation_id or None]).fetchone())["id"]
    _link(conn, club=club, folded=folded, register_id=register_id, person=person)
    if not player.get("shown"):  # a player known by initials only is nobody's candidate by name
        _note_candidates(conn, person=person, folded=folded)
    return person


def _link(conn: Conn, *, club: str, folded: str, register_id: str, person: int) -> None:
    conn.execute("INSERT INTO player_links (club_id, folded, register_id, player_id) VALUES (%s, %s, %s, %s) "
                 "ON CONFLICT DO NOTHING", [club, "" if register_id else folded, register_id, person])


def _note_candidates(conn: Conn, *, person: int, folded: str) -> None:
    """People of the register whose name is the same or close: for an officer to decide. The
    trigram index finds the few worth comparing; difflib's ratio decides which are close."""
    others = conn.execute("SELECT id, folded FROM federation_players WHERE merged_into IS NULL AND id <> %s "
                          "AND folded %% %s", [person, folded]).fetchall()
    for other in others:
        ratio = difflib.SequenceMatcher(None, folded, other["folded"]).ratio()
        if ratio >= CLOSE:
            reason = "same name" if ratio == 1 else "close name"
            conn.execute("INSERT INTO player_candidates (player_id, other_id, reason) VALUES (%s, %s, %s) "
                         "ON CONFLICT DO NOTHING", [other["id"], person, reason])


def verify_merge(conn: Conn, *, kept: int, merged: int) -> tuple[dict, dict]:
    if kept == merged:
        raise Refused(422, "a person cannot be merged with themself", "merged")
    people = {r["id"]: r for r in conn.execute(
        "SELECT id, name, merged_into FROM federation_players WHERE id = ANY(%s) FOR UPDATE",
        [[kept, merged]]).fetchall()}
    for field, pid in (("kept", kept), ("merged", merged)):
        if pid not in people:
            raise Refused(404, f"there is no person {pid} in the register", field)
        if people[pid]["merged_into"] is not None:
            raise Refused(409, f"person {pid} is already merged into {people[pid]['merged_into']}", field)
    if conn.execute("SELECT 1 FROM federation_players WHERE merged_into = %s", [merged]).fetchone():
        raise Refused(409, f"others were merged into person {merged}: merge into them, or undo those first",
                      "merged")
    return people[kept], people[merged]


def merge(conn: Conn, *, kept: int, merged: int, officer: str) -> int:
    """Merge ``merged`` into ``kept``: logged, and undone by ``undo_merge``; the log's id."""
    verify_merge(conn, kept=kept, merged=merged)
    conn.execute("UPDATE federation_players SET merged_into = %s WHERE id = %s", [kept, merged])
    conn.execute("UPDATE player_candidates SET decided = 'merged' WHERE (player_id, other_id) IN "
                 "((%s, %s), (%s, %s))", [kept, merged, merged, kept])
    return returned(conn.execute("INSERT INTO player_merges (kept_id, merged_id, officer) VALUES (%s, %s, %s) "
                                 "RETURNING id", [kept, merged, officer]).fetchone())["id"]


def undo_merge(conn: Conn, *, merge_id: int, officer: str) -> dict:
    row = conn.execute("SELECT * FROM player_merges WHERE id = %s FOR UPDATE", [merge_id]).fetchone()
    if row is None:
        raise Refused(404, f"there is no merge {merge_id}", "merge")
    if row["undone_at"] is not None:
        raise Refused(409, f"merge {merge_id} was undone already", "merge")
    conn.execute("UPDATE federation_players SET merged_into = NULL WHERE id = %s", [row["merged_id"]])
    conn.execute("UPDATE player_candidates SET decided = NULL WHERE (player_id, other_id) IN "
                 "((%s, %s), (%s, %s))", [row["kept_id"], row["merged_id"], row["merged_id"], row["kept_id"]])
    conn.execute("UPDATE player_merges SET undone_at = now(), undone_by = %s WHERE id = %s", [officer, merge_id])
    return row


def keep_apart(conn: Conn, *, candidate: int) -> None:
    done = conn.execute("UPDATE player_candidates SET decided = 'kept apart' WHERE id = %s AND decided IS NULL "
                        "RETURNING id", [candidate]).fetchone()
    if done is None:
        raise Refused(404, f"there is no open candidate {candidate}", "candidate")


def candidates(conn: Conn) -> list[dict]:
    return conn.execute(
        "SELECT c.id, c.reason, a.id AS player_id, a.name AS player, b.id AS other_id, b.name AS other "
        "FROM player_candidates c JOIN federation_players a ON a.id = c.player_id "
        "JOIN federation_players b ON b.id = c.other_id WHERE c.decided IS NULL ORDER BY c.id").fetchall()


def history(conn: Conn, *, person: int) -> dict:
    """A person (as merged) and every event they played, newest first, as its latest revision says."""
    row = conn.execute("SELECT id, name, federation_id, merged_into FROM federation_players WHERE id = %s",
                       [person]).fetchone()
    if row is None:
        raise Refused(404, f"there is no person {person} in the register", "player")
    if row["merged_into"] is not None:  # the person they were merged into speaks for both
        return history(conn, person=row["merged_into"])
    whole = row["id"]
    events = conn.execute(
        "SELECT b.club_id AS club, b.event, b.revision, b.title, b.event_day AS day, b.season, r.rank, "
        "r.match_points, (b.approved_at IS NOT NULL) AS approved FROM event_results r "
        "JOIN federation_players p ON p.id = r.player_id "
        "JOIN bundles b ON (b.club_id, b.event, b.revision) = (r.club_id, r.event, r.revision) "
        "WHERE coalesce(p.merged_into, p.id) = %s AND b.revision = (SELECT max(revision) FROM bundles x "
        "WHERE x.club_id = b.club_id AND x.event = b.event) ORDER BY b.event_day DESC, b.event", [whole]).fetchall()
    return {"id": whole, "name": row["name"], "federation_id": row["federation_id"], "events": events}
