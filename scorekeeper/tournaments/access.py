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



def entrant_code(secret: str, *, tournament_id: str, number: int, generation: int = 0) -> str:
    """An entrant's confirmation code: short, to be typed, made from the server's secret (never
    stored), printed on the director's entrant list and handed to the entrant at the desk.
    ``generation`` counts the codes the director issued anew: each new one ends the old."""
    label = f"entrant-code:{tournament_id}:{number}" + (f":{generation}" if generation else "")
    digest = hmac.new(secret.encode("utf-8", "surrogatepass"), label.encode(), hashlib.sha256).digest()
    return "".join(credentials.CODE_ALPHABET[b % 32] for b in digest[:6])


def code_of(secret: str, t: Tournament, number: int) -> str:
    """Entrant ``number``'s code as it stands (the last one the director issued)."""
    return entrant_code(secret, tournament_id=t.id, number=number, generation=t.code_generation.get(number, 0))


def check_entrant_code(secret: str, t: Tournament, *, number: int, code: str | None) -> bool:
    typed = "".join((code or "").split()).replace("-", "").upper()[:20]
    return hmac.compare_digest(typed.encode("utf-8", "surrogatepass"), code_of(secret, t, number).encode())
