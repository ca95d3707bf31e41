"""The embedded SQLite database: connections, transactions, and the features' registered schemas.

Storage knows no feature: ``games.schema`` and ``tournaments.store`` register their migrations
with ``db.register_schema`` when they are imported.
"""

from .db import get_db, read_snapshot, register_schema, rows, write_transaction

__all__ = ["db", "get_db", "read_snapshot", "register_schema", "rows", "write_transaction"]
