"""The club's own Ed25519 key: made on first use in the instance folder, readable by the server
alone (mode 0600). Its public half is what the director registers at the federation hub."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import (Encoding, NoEncryption, PrivateFormat,
                                                          load_pem_private_key)

from ..bundles import fingerprint, public_key_text

_MAKING = threading.Lock()


def club_key(path: Path) -> Ed25519PrivateKey:
    """The key kept at ``path``, made there the first time (never overwritten: a second server
    process starting at the same moment reads the one the first wrote)."""
    with _MAKING:
        if not path.exists():
            _write_new(path)
    key = load_pem_private_key(path.read_bytes(), password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError(f"{path} does not hold an Ed25519 private key")
    return key


def _write_new(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pem = Ed25519PrivateKey.generate().private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(fd, "wb") as out:
        out.write(pem)


def club_id_of(key: Ed25519PrivateKey, configured: str = "") -> str:
    """The club's id at the hub: the one configured (``CLUB_ID``), else one from its key."""
    return configured or "club-" + fingerprint(public_key_text(key))[:10]
