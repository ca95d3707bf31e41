"""The results officers: named accounts, each with its own secret, made and revoked by the
federation's administrator (``scorekeeper hub officer add|revoke|list``, run where the hub's
database is reachable: whoever may run it is the administrator). An officer sends
``Authorization: Bearer <name>:<secret>``; the hub keeps only the secret's scrypt hash, so a
copy of the database lets nobody act as an officer. Every action an officer takes is logged
under their name; a revoked officer is refused (403) from then on, their log kept.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from ..bundles import SLUG
from .db import Conn, returned
from .errors import Refused

# scrypt's cost: 16 MB and some tens of milliseconds a check, once per officer's request
N, R, P = 2**14, 8, 1


def hash_secret(secret: str, *, salt: bytes | None = None, n: int = N, r: int = R, p: int = P) -> str:
    salt = salt or secrets.token_bytes(16)
    digest = hashlib.scrypt(secret.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=64 * 1024 * 1024, dklen=32)
    return "$".join(["scrypt", str(n), str(r), str(p), base64.b64encode(salt).decode(),
                     base64.b64encode(digest).decode()])


def secret_matches(secret: str, stored: str) -> bool:
    try:
        kind, n, r, p, salt, _digest = stored.split("$")
        again = hash_secret(secret, salt=base64.b64decode(salt), n=int(n), r=int(r), p=int(p))
    except ValueError:
        return False
    return kind == "scrypt" and hmac.compare_digest(again.encode(), stored.encode())


def verify_add(conn: Conn, *, name: object) -> str:
    if not isinstance(name, str) or not SLUG.match(name):
        raise Refused(422, "an officer's name is lower-case letters, digits and dashes, e.g. ana-kovac", "name")
    if conn.execute("SELECT 1 FROM hub_officers WHERE name = %s", [name]).fetchone():
        raise Refused(409, f"there is an officer {name} already (revoked or not): choose another name", "name")
    return name


def add(conn: Conn, *, name: object, secret: str | None = None) -> str:
    """A new officer; their token (``name:secret``), shown once: the hub keeps only its hash."""
    checked = verify_add(conn, name=name)
    secret = secret or secrets.token_urlsafe(24)
    conn.execute("INSERT INTO hub_officers (name, secret_hash) VALUES (%s, %s)", [checked, hash_secret(secret)])
    return f"{checked}:{secret}"


def revoke(conn: Conn, *, name: str) -> dict:
    row = conn.execute("UPDATE hub_officers SET revoked_at = coalesce(revoked_at, now()) WHERE name = %s "
                       "RETURNING name, created, revoked_at", [name]).fetchone()
    if row is None:
        raise Refused(404, f"there is no officer {name}", "name")
    return row


def listed(conn: Conn) -> list[dict]:
    return conn.execute("SELECT o.name, o.created, o.revoked_at, count(l.id) AS actions FROM hub_officers o "
                        "LEFT JOIN officer_log l ON l.officer = o.name GROUP BY o.name ORDER BY o.name").fetchall()


def officer_of(conn: Conn, *, token: str) -> str:
    """The officer whose token this is; 401 for anything else (a club's key included), 403 once revoked."""
    name, _, secret = token.partition(":")
    row = conn.execute("SELECT name, secret_hash, revoked_at FROM hub_officers WHERE name = %s",
                       [name]).fetchone() if SLUG.match(name) and secret else None
    if row is None or not secret_matches(secret, row["secret_hash"]):
        raise Refused(401, "this needs a results officer's token: Authorization: Bearer <name>:<secret>",
                      "Authorization")
    if row["revoked_at"] is not None:
        raise Refused(403, f"officer {name}'s access was revoked", "Authorization")
    return row["name"]


def log(conn: Conn, *, officer: str, action: str, subject: str) -> int:
    return returned(conn.execute("INSERT INTO officer_log (officer, action, subject) VALUES (%s, %s, %s) "
                                 "RETURNING id", [officer, action, subject]).fetchone())["id"]


def logged(conn: Conn, *, limit: int = 200) -> list[dict]:
    rows = conn.execute("SELECT id, officer, action, subject, at FROM officer_log ORDER BY id DESC LIMIT %s",
                        [limit]).fetchall()
    return [{**r, "at": r["at"].isoformat()} for r in rows]
