"""What every way out of the web app shares: its protections and its answers to trouble.

- ``security``: CSRF on page forms, security headers, no caching of secrets;
- ``limits``: wrong director codes and new games, counted per client;
- ``outage``: a busy or full database answered 503 with Retry-After, saying nothing was saved;
- ``address``: the address other phones open (never "localhost");
- ``text``: text that cannot be stored (a lone surrogate), refused with its field;
- ``compression``: pages sent gzipped to the phones that ask for it, except a page with a secret;
- ``forms``: a whole number typed in a form, read one way with its bounds.
"""

from .address import lan_address, shared_url
from .compression import keep_uncompressed
from .forms import whole_number
from .api import bp
from .api_errors import (load_json, BodyNotJSON, bearer_token, error_response, first_error, if_match, json_body,
                         loose_body, on_conflict, refusal, seat_header)
from .limits import NEW_GAMES, guarded_authorize, limiter, limits_off, note_wrong_code, verify_code_attempt
from .openapi import (DIRECTOR, DIRECTOR_ERRORS, DIRECTOR_ONLY, ERR, ErrorDetailSchema, ErrorSchema,
                      IF_MATCH, IF_MATCH_REQUIRED, PARTS, contribute, json_content, op)
from .schema_fields import Bool, Dict, Int, List, Nested, Said, Str, Strict, VARIANT_NAMES
from .text import lone_surrogate_at

__all__ = ["api", "bearer_token", "BodyNotJSON", "Bool", "bp", "compression", "contribute", "Dict",
           "DIRECTOR", "DIRECTOR_ERRORS", "DIRECTOR_ONLY", "ERR", "error_response", "ErrorDetailSchema", "forms",
           "ErrorSchema", "first_error", "guarded_authorize", "IF_MATCH", "if_match", "IF_MATCH_REQUIRED", "Int",
           "load_json",
           "json_body", "json_content", "keep_uncompressed", "lan_address", "limiter", "limits", "limits_off",
           "List", "lone_surrogate_at", "loose_body", "Nested", "NEW_GAMES", "note_wrong_code", "on_conflict", "op",
           "openapi",
           "pages", "PARTS", "refusal", "Said", "seat_header", "security", "shared_url", "Str", "Strict",
           "VARIANT_NAMES",
           "verify_code_attempt", "whole_number"]
