"""The outbox: every revision of a bundle the club published, kept until the hub has it.

One row per revision, keyed ``club:event:revision`` (the idempotency key the hub files it by),
holding the signed bundle as sent. A sender (a worker thread of the server, or ``scorekeeper
publish --hub URL``) posts the rows that are due and, when the hub cannot be reached, tries
again later and later (the club may be offline for days). A refusal from the hub is final and
kept with its answer for the director to read; nothing is sent from a request's thread.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass

import sqlite_utils

from ..bundles import canonical, idempotency_key, make_bundle, sign
from ..games import now
from ..register import identities
from ..storage import register_schema, rows, write_transaction
from ..tournaments import Tournament, TournamentError, archive, public_view, standings_json

migrations = register_schema(sqlite_utils.Migrations("publishing"))
FIRST_WAIT, LONGEST_WAIT = 30.0, 6 * 3600.0  # seconds before the next try: doubling, capped
# The hub's answers that sending again cannot change (the bundle itself is wrong, or another is
# filed under its revision). A key not registered yet (403) is tried again: the director may
# register the club at the hub after publishing, and the outbox then delivers by itself.
FINAL = (400, 409, 413, 422)


@migrations()
def m001_outbox(db: sqlite_utils.Database) -> None:
    db.table("outbox").create({
        "key": str, "tournament_id": str, "event": str, "revision": int, "body": str, "created": str,
        "status": str, "attempts": int, "next_try": float, "sent_at": str, "answer": str,
    }, pk="key", not_null={"tournament_id", "event", "revision", "body", "created", "status", "attempts"})
    db.table("outbox").create_index(["status", "next_try"])
    db.table("outbox").create_index(["event", "revision"], unique=True)


@dataclass(frozen=True, slots=True)
class Sent:
    key: str
    status: str  # "sent", "refused" (the hub's answer is final) or "waiting" (tried again later)
    answer: str


def event_of(tournament_id: str) -> str:
    """The event's id at the hub: the same for every revision, safe in a URL."""
    return "t-" + hashlib.sha256(tournament_id.encode("utf-8")).hexdigest()[:20]


def verify_publish(db: sqlite_utils.Database, *, tournament: Tournament) -> dict:
    """The standings to publish, if the tournament is final; else ``TournamentError``."""
    table = standings_json(db, tournament)
    if not table["final"]:
        raise TournamentError.of("tournament.not_final", "tournament")
    return table


def publish(db: sqlite_utils.Database, *, tournament: Tournament, key, club: str) -> dict:
    """Sign the tournament's next revision and put it in the outbox; the row as stored."""
    t = tournament
    table = verify_publish(db, tournament=t)
    exported = archive.export_archive(db, tournament=t)
    event = event_of(t.id)
    with write_transaction(db):
        last = db.execute("SELECT max(revision) FROM outbox WHERE event = ?", [event]).fetchone()[0]
        bundle = make_bundle(club=club, event=event, revision=(last or 0) + 1, created=now(),
                             archive=exported, results=results_of(db, t, table["rows"]),
                             title=exported["tournament"]["title"], variant=exported["tournament"]["variant"])
        row = {"key": idempotency_key(bundle), "tournament_id": t.id, "event": event,
               "revision": bundle["revision"], "body": canonical(sign(key, bundle)).decode("utf-8"),
               "created": bundle["created"], "status": "waiting", "attempts": 0, "next_try": 0.0,
               "sent_at": None, "answer": None}
        db.table("outbox").insert(row)
    return row


def results_of(db: sqlite_utils.Database, t: Tournament, standings: list[dict]) -> list[dict]:
    """Each entrant's place, points and players, as the hub files them. A player carries the
    club's register id (the hub knows the same person by it, whatever the spelling), and
    ``shown``, the initials, when the player asked to be shown by them only: the hub shows
    them so on every public page."""
    players = {e.number: list(e.players) or [e.name] for e in t.entrants}
    shown = {e.number: list(e.players) or [e.name] for e in public_view(db, t).entrants}
    ids = identities(db, [t.id])

    def player(number: int, position: int, name: str) -> dict:
        out: dict = {"name": name}
        linked = ids.get((t.id, number), ())
        if len(linked) == len(players[number]):
            out["register_id"] = linked[position]
        public = shown.get(number, players[number])
        if len(public) == len(players[number]) and public[position] != name:
            out["shown"] = public[position]
        return out

    return [{"rank": r["rank"], "entrant": r["number"], "name": r["name"],
             "match_points": r["match_points"], "points_for": r["points_for"],
             "points_against": r["points_against"], "played": r["played"],
             "players": [player(r["number"], i, name) for i, name in enumerate(players[r["number"]])]}
            for r in standings if r["number"] in players]


def publications(db: sqlite_utils.Database, *, tournament_id: str) -> list[dict]:
    return rows(db, "SELECT key, event, revision, created, status, attempts, sent_at, answer FROM outbox "
                    "WHERE tournament_id = ? ORDER BY revision", [tournament_id])


def latest_body(db: sqlite_utils.Database, *, tournament_id: str) -> str | None:
    """The last signed revision, as the director downloads it to upload by hand."""
    found = rows(db, "SELECT body FROM outbox WHERE tournament_id = ? ORDER BY revision DESC LIMIT 1",
                 [tournament_id])
    return found[0]["body"] if found else None


Post = Callable[[str, bytes, str], tuple[int, str]]  # (url, body, idempotency key) -> (status, answer)


def send_due(db: sqlite_utils.Database, *, hub: str, post: Post, clock: Callable[[], float] = time.time,
             limit: int = 50, first_wait: float = FIRST_WAIT) -> list[Sent]:
    """Post every revision that is due, oldest first; what became of each."""
    due = rows(db, "SELECT key, body, attempts FROM outbox WHERE status = 'waiting' AND next_try <= ? "
                   "ORDER BY created LIMIT ?", [clock(), limit])
    done = []
    for item in due:
        try:
            status, answer = post(hub.rstrip("/") + "/api/v1/bundles", item["body"].encode("utf-8"), item["key"])
        except OSError as error:  # offline, refused, timed out: try again later
            status, answer = 0, str(error)[:500]
        done.append(_record(db, item, status=status, answer=answer, at=clock(), first_wait=first_wait))
    return done


def _record(db: sqlite_utils.Database, item: dict, *, status: int, answer: str, at: float,
            first_wait: float) -> Sent:
    attempts = item["attempts"] + 1
    if status in (200, 201):
        outcome, changes = "sent", {"sent_at": now()}
    elif status in FINAL:
        outcome, changes = "refused", {}
    else:
        wait = min(LONGEST_WAIT, first_wait * 2 ** (attempts - 1))
        outcome, changes = "waiting", {"next_try": at + wait}
    with write_transaction(db):
        db.table("outbox").update(item["key"], {"status": outcome, "attempts": attempts,
                                                "answer": answer[:2000], **changes})
    return Sent(key=item["key"], status=outcome, answer=answer)


def http_post(url: str, body: bytes, key: str, *, timeout: float = 20.0) -> tuple[int, str]:
    """One POST of a signed bundle; the hub's status and answer (an HTTP error is an answer)."""
    import urllib.error
    import urllib.request
    request = urllib.request.Request(url, data=body, method="POST", headers={
        "Content-Type": "application/json", "Idempotency-Key": key})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read(4000).decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read(4000).decode("utf-8", "replace")
