"""The OpenAPI document is the server: schemathesis sends what the document allows, and beyond.

Every operation gets a bounded number of generated requests (valid and invalid) on a real game,
with the table token, and every check schemathesis has: no 500, statuses, bodies and headers as
documented. The app is made at import, since schemathesis reads the document to make the tests.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings

from scorekeeper import create_app

EXAMPLES = int(os.environ.get("SCHEMA_EXAMPLES", "30"))  # per operation; more by hand
_DIR = Path(tempfile.mkdtemp(prefix="scorekeeper-schema-"))
APP = create_app({"TESTING": True, "SECRET_KEY": "test", "RATE_LIMITS": False,
                  "DATABASE": str(_DIR / "scorekeeper.db")})
GAME = APP.test_client().post("/api/v1/games", json={
    "variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"]}).get_json()
# Every check runs. One setting: a request that fits the document may still be refused with 422,
# because what a hand means (points that add up to 162, a taker who exists) is the engine's to
# judge and no JSON Schema can say it. And a missing If-Match is answered 428 Precondition
# Required, the status HTTP has for it (RFC 6585). Every other rule of the checks stands.
CONFIG = schemathesis.Config.from_dict({"checks": {
    "positive_data_acceptance": {"expected-statuses": ["2xx", "401", "403", "404", "409", "422", "428"]},
    "missing_required_header": {"expected-statuses": ["400", "401", "403", "406", "422", "428"]},
}})
schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", APP, config=CONFIG)


@schema.auth()
class TableToken:
    """The table token of the test game, as a phone at the table sends it."""

    def get(self, case, context):
        return GAME["table_token"]

    def set(self, case, data, context):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True)
def test_the_server_answers_as_its_document_says(case):
    if "game_id" in (case.path_parameters or {}):
        case.path_parameters["game_id"] = GAME["id"]
    case.call_and_validate()
