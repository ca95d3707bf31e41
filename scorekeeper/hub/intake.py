"""A signed bundle received: verified against its club's registered key, filed once by (club,
event, revision), its players found in the register, the league's recomputation queued.

The same bundle twice is the one stored (200); another bundle under a stored revision is a
conflict (409); a key the hub does not know, a revoked key, or a club's key signing another
club's event is refused (403); a signature that does not match is refused (422). A refusal
stores nothing: everything is written in one transaction, after every check.
"""

from __future__ import annotations

import hashlib

from psycopg.types.json import Jsonb

from ..bundles import BundleError, canonical, signed_parts, verify
from . import jobs
from .errors import Refused
from .players import people_of, shown_name
from .registry import key_of
from .replay import Replayed, ReplayError, replay
from .db import Conn, returned

FIGURES = ("rank", "match_points", "points_for", "points_against", "played")  # what a bundle states, checked


def verify_accept(conn: Conn, *, signed: object) -> tuple[dict, dict, Replayed]:
    """The bundle, the key that signed it and its archive replayed, if the hub accepts it; else
    ``Refused``."""
    try:
        bundle, fingerprint, _signature = signed_parts(signed)
    except BundleError as error:
        raise Refused(422, error.message, error.field) from None
    key = key_of(conn, key=fingerprint)
    if key is None:
        raise Refused(403, "this key is not registered at the hub: the director registers the club's "
                           "public key with a results officer first", "key")
    if key["revoked_at"] is not None:
        raise Refused(403, "this key was revoked: sign with the club's current key", "key")
    if key["club_id"] != bundle["club"]:
        raise Refused(403, f"this key is club {key['club_id']}'s: a club publishes only its own events",
                      "bundle.club")
    try:
        verify(signed, public_key=key["public_key"])
    except BundleError as error:
        raise Refused(422, error.message, error.field) from None
    return bundle, key, verify_standings(bundle)


def verify_standings(bundle: dict) -> Replayed:
    """The archive replayed, if every figure it states is the one its own archive gives when the hub replays
    it with the rules engine and the tournament core; else ``Refused`` naming the first that is not.
    A club's key vouches for who sent a bundle, not for its sums."""
    try:
        replayed = replay(bundle["archive"])
    except ReplayError as error:
        raise Refused(422, str(error), "bundle.archive") from None
    rows = {row["number"]: row for row in replayed.rows}
    stated = bundle["results"]
    for i, result in enumerate(stated):
        if not isinstance(result, dict):
            raise Refused(422, "each result is an object", f"bundle.results[{i}]")
        number = result.get("entrant")
        row = rows.get(number) if isinstance(number, int) else None
        if row is None:
            raise Refused(422, f"result {i + 1} names entrant {result.get('entrant')!r}, whom the archive's "
                               "standings do not have", f"bundle.results[{i}].entrant")
        for figure in FIGURES:
            if result.get(figure) != row[figure]:
                raise Refused(422, f"the standings say {result.get(figure)!r} for {figure} of entrant "
                                   f"{row['number']} ({row['name']}), the archive gives {row[figure]}: "
                                   "the hub recomputes the standings and files only a bundle that agrees "
                                   "with its own archive", f"bundle.results[{i}].{figure}")
        players = result.get("players")
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players) \
                or [p.get("name") for p in players] != list(replayed.players[row["number"]]):
            raise Refused(422, f"the players of entrant {row['number']} are not the archive's "
                               f"({', '.join(replayed.players[row['number']])})", f"bundle.results[{i}].players")
    if len(stated) != len(rows) or len({r.get("entrant") for r in stated}) != len(rows):
        raise Refused(422, f"the standings have {len(stated)} rows, the archive's {len(rows)}", "bundle.results")
    return replayed


def accept(conn: Conn, *, signed: dict) -> tuple[int, dict]:
    """``(201, filed)`` for a new revision, ``(200, filed)`` for one stored before."""
    bundle, key, replayed = verify_accept(conn, signed=signed)
    digest = hashlib.sha256(canonical(bundle)).hexdigest()
    where = [bundle["club"], bundle["event"], bundle["revision"]]
    inserted = conn.execute(
        "INSERT INTO bundles (club_id, event, revision, digest, key, signature, body, title, season, event_day) "
        "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING RETURNING revision",
        [*where, digest, key["fingerprint"], signed["signature"], Jsonb(bundle),
         str(bundle.get("title") or "")[:200], season_of(bundle), str(bundle.get("created") or "")[:10]]).fetchone()
    if inserted is None:
        stored = returned(conn.execute("SELECT digest FROM bundles WHERE club_id = %s AND event = %s "
                                       "AND revision = %s", where).fetchone())
        if stored["digest"] != digest:
            raise Refused(409, f"revision {bundle['revision']} of this event is stored already with other "
                               "contents: publish a correction as the next revision", "bundle.revision")
        return 200, filed(bundle, digest)
    _file_results(conn, bundle, replayed)
    jobs.enqueue(conn, kind="league", subject=season_of(bundle))
    return 201, filed(bundle, digest)


def season_of(bundle: dict) -> str:
    """The league a bundle counts in: the season the club named, else its year."""
    return str(bundle.get("season") or str(bundle.get("created") or "")[:4] or "unknown")[:40]


def filed(bundle: dict, digest: str) -> dict:
    return {"club": bundle["club"], "event": bundle["event"], "revision": bundle["revision"], "digest": digest,
            "status": "provisional"}


def _file_results(conn: Conn, bundle: dict, replayed: Replayed) -> None:
    """Each result by person, and each finished table with its players: every entrant's players
    found in the register at once (as the bundle names them, with any register or federation id;
    an entrant the standings no longer list, one withdrawn, by the names the archive gives)."""
    where = (bundle["club"], bundle["event"], bundle["revision"])
    named = {result["entrant"]: result for result in bundle["results"]}
    entries = []
    for number, names in replayed.players.items():
        result = named.get(number)
        players = result["players"] if result else [{"name": name} for name in names]
        numbers = tuple(_whole(result, f) for f in ("rank", "match_points", "points_for", "points_against")) \
            if result else None
        entries += [(number, player, numbers) for player in players]
    people = people_of(conn, club=bundle["club"], players=[player for _, player, _ in entries])
    persons: dict[int, list[int]] = {}
    for (number, _player, _numbers), person in zip(entries, people):
        persons.setdefault(number, []).append(person)
    rows = [(*where, person, shown_name(player), *numbers)
            for (_number, player, numbers), person in zip(entries, people) if numbers is not None]
    matches = [(*where, replayed.created, m.round, m.table, [p for n in m.sides[0] for p in persons[n]],
                [p for n in m.sides[1] for p in persons[n]], m.winner) for m in replayed.tables]
    with conn.cursor() as cursor:
        cursor.executemany("INSERT INTO event_results (club_id, event, revision, player_id, name, rank, "
                           "match_points, points_for, points_against) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
                           rows)
        cursor.executemany("INSERT INTO event_matches (club_id, event, revision, played_at, round, table_no, "
                           "side_a, side_b, winner) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)", matches)


def _whole(result: dict, field: str) -> int:
    value = result.get(field)
    if not isinstance(value, int) or isinstance(value, bool) or not -10**9 < value < 10**9:
        raise Refused(422, f"{field} of each result must be a whole number", f"bundle.results.{field}")
    return value
