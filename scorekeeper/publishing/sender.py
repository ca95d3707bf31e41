"""The sender that empties the outbox: a daemon thread of the club server when ``PUBLISH_HUB``
(env ``SCOREKEEPER_PUBLISH_HUB``) names a hub, looking every ``PUBLISH_EVERY`` seconds; never a
request's thread (a hub that does not answer must not hold up a phone)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from flask import Flask

from ..storage import db as storage
from .keys import club_id_of, club_key
from .outbox import FIRST_WAIT, http_post, send_due

log = logging.getLogger(__name__)
EVERY = 15.0  # seconds between looks at the outbox


def key_path(app: Flask) -> Path:
    return Path(app.config.get("CLUB_KEY") or Path(app.instance_path) / "club_key.pem")


def key_of(app: Flask):
    return club_key(key_path(app))


def club_of(app: Flask) -> str:
    return club_id_of(key_of(app), app.config.get("CLUB_ID", ""))


def send_once(database: str, hub: str, *, first_wait: float = FIRST_WAIT) -> list:
    storage.ensure_migrated(database)
    db = storage.connect(database)
    try:
        return send_due(db, hub=hub, post=http_post, first_wait=first_wait)
    finally:
        db.close()


def start_sender(app: Flask) -> threading.Thread | None:
    hub = app.config.get("PUBLISH_HUB")
    if not hub:
        return None
    database, stop = app.config["DATABASE"], threading.Event()
    every = float(app.config.get("PUBLISH_EVERY", EVERY))
    first_wait = float(app.config.get("PUBLISH_FIRST_WAIT", FIRST_WAIT))  # the wait after a first failure

    def run() -> None:
        while not stop.wait(every):
            try:
                send_once(database, hub, first_wait=first_wait)
            except Exception:  # a broken round is logged (log.exception); the next one tries again
                log.exception("publishing to %s failed", hub)

    thread = threading.Thread(target=run, name="scorekeeper-publish", daemon=True)
    thread.start()
    return thread
