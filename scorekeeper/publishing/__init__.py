"""Publishing a club's final tournaments to a federation hub as signed bundles.

``keys``: the club's Ed25519 key (instance folder, 0600); ``outbox``: one row per revision
signed and waiting, sent and refused (``publish``, ``send_due``); ``sender``: the worker thread
and the CLI's one pass. The bundle's format is ``scorekeeper.bundles``, shared with the hub.
"""

from ..bundles import public_key_text
from .keys import club_id_of, club_key
from .outbox import Sent, event_of, latest_body, publications, publish, send_due, verify_publish
from .sender import club_of, key_of, send_once, start_sender

__all__ = ["Sent", "club_id_of", "club_key", "club_of", "event_of", "key_of", "latest_body",
           "public_key_text", "publications", "publish", "send_due", "send_once", "start_sender",
           "verify_publish"]
