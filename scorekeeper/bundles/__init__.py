"""A signed result bundle: what a club server publishes and the federation hub accepts.

Both sides read the same bytes: the bundle as canonical JSON (keys sorted, no spaces, UTF-8),
signed with the club's Ed25519 key. A bundle names its club, its event and its revision; a
correction is the same event under a higher revision, never an edit of a stored one.

    signed = sign(private_key, bundle)              # {"bundle": ..., "key": ..., "signature": ...}
    bundle = verify(signed, public_key=registered)  # raises BundleError with the reason
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

KIND, VERSION = "scorekeeper-bundle", 1
SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,62}$")  # a club's or an event's id: safe in a URL and a key


class BundleError(ValueError):
    """A bundle refused: ``field`` names where, the message says why."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.message, self.field = message, field


def canonical(value: object) -> bytes:
    """The one byte string both sides sign and check: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def public_key_text(key: Ed25519PrivateKey | Ed25519PublicKey) -> str:
    """A public key as the director copies it to the hub: 32 raw bytes in base64."""
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return base64.b64encode(public.public_bytes(Encoding.Raw, PublicFormat.Raw)).decode("ascii")


def fingerprint(public_key: str) -> str:
    """A short name for a public key (which of a club's keys signed)."""
    return hashlib.sha256(public_key.encode("ascii")).hexdigest()[:16]


def read_public_key(text: str) -> Ed25519PublicKey:
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
        return Ed25519PublicKey.from_public_bytes(raw)
    except (UnicodeEncodeError, binascii.Error, ValueError):
        raise BundleError("not an Ed25519 public key (32 bytes in base64)", "public_key") from None


def make_bundle(*, club: str, event: str, revision: int, created: str, archive: dict,
                results: list[dict], title: str, variant: str, season: str = "") -> dict:
    return {"kind": KIND, "version": VERSION, "club": club, "event": event, "revision": revision,
            "created": created, "title": title, "variant": variant, "season": season,
            "results": results, "archive": archive}


def idempotency_key(bundle: dict) -> str:
    return f"{bundle['club']}:{bundle['event']}:{bundle['revision']}"


def sign(private_key: Ed25519PrivateKey, bundle: dict) -> dict:
    verify_shape(bundle)
    return {"bundle": bundle, "key": fingerprint(public_key_text(private_key)),
            "signature": base64.b64encode(private_key.sign(canonical(bundle))).decode("ascii")}


def verify_shape(bundle: object) -> dict:
    """The fields a hub files a bundle by, checked before anything else is read."""
    if not isinstance(bundle, dict) or bundle.get("kind") != KIND:
        raise BundleError(f"not a result bundle (kind must be {KIND!r})", "bundle.kind")
    if bundle.get("version") != VERSION:
        raise BundleError(f"bundle version {bundle.get('version')!r} is not {VERSION}", "bundle.version")
    for field in ("club", "event"):
        if not isinstance(bundle.get(field), str) or not SLUG.match(bundle[field]):
            raise BundleError(f"{field} must be lower-case letters, digits and dashes", f"bundle.{field}")
    revision = bundle.get("revision")
    if not isinstance(revision, int) or isinstance(revision, bool) or not 1 <= revision <= 10_000:
        raise BundleError("revision must be a whole number from 1", "bundle.revision")
    if not isinstance(bundle.get("results"), list):
        raise BundleError("results must be a list", "bundle.results")
    if not isinstance(bundle.get("archive"), dict):
        raise BundleError("archive must be an object", "bundle.archive")
    return bundle


def signed_parts(signed: object) -> tuple[dict, str, bytes]:
    """The bundle, the key's fingerprint and the signature's bytes of a signed bundle."""
    if not isinstance(signed, dict):
        raise BundleError("a signed bundle is an object with bundle, key and signature", "")
    bundle = verify_shape(signed.get("bundle"))
    key, signature = signed.get("key"), signed.get("signature")
    if not isinstance(key, str) or not key:
        raise BundleError("key must name the public key that signed", "key")
    try:
        raw = base64.b64decode(str(signature).encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error):
        raw = b""
    if len(raw) != 64:
        raise BundleError("signature must be an Ed25519 signature (64 bytes in base64)", "signature")
    return bundle, key, raw


def verify(signed: object, *, public_key: str) -> dict:
    """The bundle, if ``public_key`` signed exactly these bytes; else ``BundleError``."""
    bundle, _key, raw = signed_parts(signed)
    try:
        read_public_key(public_key).verify(raw, canonical(bundle))
    except InvalidSignature:
        raise BundleError("the signature does not match the bundle and the club's key", "signature") from None
    return bundle


__all__ = ["BundleError", "KIND", "SLUG", "VERSION", "canonical", "fingerprint", "idempotency_key", "make_bundle",
           "public_key_text", "read_public_key", "sign", "signed_parts", "verify", "verify_shape"]
