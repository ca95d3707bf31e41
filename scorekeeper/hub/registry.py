"""The member clubs and their keys: a results officer registers a club with its public key, adds
a new key when the club rotates, and revokes one; a revoked key signs nothing from then on."""

from __future__ import annotations


from ..bundles import SLUG, BundleError, fingerprint, read_public_key
from .errors import Refused
from .db import Conn, returned


def verify_key(public_key: object) -> str:
    if not isinstance(public_key, str):
        raise Refused(422, "public_key must be the club's Ed25519 public key in base64", "public_key")
    try:
        read_public_key(public_key)
    except BundleError as error:
        raise Refused(422, error.message, "public_key") from None
    return public_key


def register_club(conn: Conn, *, club: object, name: object, public_key: object) -> dict:
    if not isinstance(club, str) or not SLUG.match(club):
        raise Refused(422, "id must be lower-case letters, digits and dashes (as the club server shows it)", "id")
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        raise Refused(422, "name must be the club's name (at most 200 characters)", "name")
    key = verify_key(public_key)
    if conn.execute("SELECT 1 FROM member_clubs WHERE id = %s", [club]).fetchone():
        raise Refused(409, f"club {club} is registered already: add a key to it instead", "id")
    conn.execute("INSERT INTO member_clubs (id, name) VALUES (%s, %s)", [club, name.strip()])
    return add_key(conn, club=club, public_key=key)


def add_key(conn: Conn, *, club: str, public_key: object) -> dict:
    key = verify_key(public_key)
    if not conn.execute("SELECT 1 FROM member_clubs WHERE id = %s", [club]).fetchone():
        raise Refused(404, f"there is no club {club}", "club")
    owner = conn.execute("SELECT club_id FROM club_keys WHERE public_key = %s", [key]).fetchone()
    if owner:
        raise Refused(409, f"this key is registered already (club {owner['club_id']})", "public_key")
    return returned(conn.execute("INSERT INTO club_keys (fingerprint, club_id, public_key) VALUES (%s, %s, %s) "
                                 "RETURNING fingerprint, club_id AS club, valid_from, revoked_at",
                                 [fingerprint(key), club, key]).fetchone())


def revoke_key(conn: Conn, *, key: str) -> dict:
    row = conn.execute("UPDATE club_keys SET revoked_at = coalesce(revoked_at, now()) WHERE fingerprint = %s "
                       "RETURNING fingerprint, club_id AS club, valid_from, revoked_at", [key]).fetchone()
    if row is None:
        raise Refused(404, f"there is no key {key}", "key")
    return row


def key_of(conn: Conn, *, key: str) -> dict | None:
    return conn.execute("SELECT fingerprint, club_id, public_key, revoked_at FROM club_keys WHERE fingerprint = %s",
                        [key]).fetchone()


def clubs(conn: Conn) -> list[dict]:
    return conn.execute(
        "SELECT c.id, c.name, count(DISTINCT b.event) AS events FROM member_clubs c "
        "LEFT JOIN bundles b ON b.club_id = c.id GROUP BY c.id ORDER BY c.name").fetchall()


def club(conn: Conn, *, club: str) -> dict:
    row = conn.execute("SELECT id, name FROM member_clubs WHERE id = %s", [club]).fetchone()
    if row is None:
        raise Refused(404, f"there is no club {club}", "club")
    keys = conn.execute("SELECT fingerprint, valid_from, revoked_at FROM club_keys WHERE club_id = %s "
                        "ORDER BY valid_from", [club]).fetchall()
    return {**row, "keys": keys}
