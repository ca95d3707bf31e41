"""Who may do what in a tournament: the director's code, and each entrant's own code.

The director code is stored only as a hash (``games.credentials``); an entrant's code is never
stored at all: it is made from the server's secret, so only the server can make or check it.
"""

from __future__ import annotations

import hashlib
import hmac

from ..games import NotAuthorized, credentials
from ..games import Forbidden
from .state import Tournament


def check_director(tournament: Tournament, code: str | None) -> None:
    if not code:
        raise NotAuthorized.of("tournament.code_needed")
    if not credentials.check_code(code, tournament.header.director_code_hash):
        raise Forbidden.of("tournament.wrong_code", "director_code")



def entrant_code(secret: str, *, tournament_id: str, number: int) -> str:
    """An entrant's confirmation code: short, to be typed, made from the server's secret (never
    stored), printed on the director's entrant list and shown once to the entrant itself."""
    digest = hmac.new(secret.encode("utf-8", "surrogatepass"),
                      f"entrant-code:{tournament_id}:{number}".encode(), hashlib.sha256).digest()
    return "".join(credentials.CODE_ALPHABET[b % 32] for b in digest[:6])


def check_entrant_code(secret: str, *, tournament_id: str, number: int, code: str | None) -> bool:
    typed = "".join((code or "").split()).replace("-", "").upper()[:20]
    return hmac.compare_digest(typed.encode("utf-8", "surrogatepass"),
                               entrant_code(secret, tournament_id=tournament_id, number=number).encode())
