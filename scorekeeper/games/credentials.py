"""The secrets of a game: its link (id), table token and director code, and how they are checked.

Only hashes are stored. The table token is long and random, so a plain SHA-256 is enough and
cheap on every hand entry; the director code is short enough to read aloud, so it is stretched
with scrypt against guessing from a stolen database. Comparisons are constant-time.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

# No 0/O or 1/I: the code is read off a phone and typed on another.
CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_GROUPS, CODE_GROUP_LENGTH = 3, 4  # 12 characters of 5 bits: 60 bits
_SCRYPT = {"n": 2 ** 14, "r": 8, "p": 1}


def new_game_id() -> str:
    """The game link's id: unguessable, since the link alone gives read access."""
    return secrets.token_urlsafe(9)


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_code() -> str:
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_GROUPS * CODE_GROUP_LENGTH))
    return "-".join(chars[i:i + CODE_GROUP_LENGTH] for i in range(0, len(chars), CODE_GROUP_LENGTH))


def derived_token(secret: str, *, game_id: str, epoch: int) -> str:
    """The table token of a game, made from the server's secret: shown again without being kept.

    ``epoch`` counts the director's rotations; a new epoch makes every older link useless.
    """
    message = f"table-token:{game_id}:{epoch}".encode()
    digest = hmac.new(secret.encode("utf-8", "surrogatepass"), message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:24]).decode()


def new_phone_key() -> str:
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def check_token(token: str, stored: str) -> bool:
    return hmac.compare_digest(hash_token(token), stored)


def _normal_code(code: str) -> bytes:
    """Codes are compared without case, spaces or dashes, as people type them."""
    return "".join(code.split()).replace("-", "").upper().encode("utf-8", "surrogatepass")


def hash_code(code: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(_normal_code(code), salt=salt, **_SCRYPT)
    return f"scrypt${_SCRYPT['n']}${_SCRYPT['r']}${_SCRYPT['p']}${salt.hex()}${digest.hex()}"


def check_code(code: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt" or len(code) > 100:
            return False
        computed = hashlib.scrypt(_normal_code(code), salt=bytes.fromhex(salt),
                                  n=int(n), r=int(r), p=int(p))
    except ValueError:
        return False
    return hmac.compare_digest(computed.hex(), digest)
