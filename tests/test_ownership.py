"""Each feature owns its tables: only the package that creates a table (and registers its schema
with ``storage.db.register_schema``) runs SQL on it or opens it with sqlite-utils; every other
package asks that feature's service. The storage package itself, which runs every schema, is
left out.

A table is touched where a string of the package names it after FROM, JOIN, INTO, UPDATE or
TABLE, or where a database is indexed with its name (``db["games"]``, ``db.table("games")``).
"""

from __future__ import annotations

import ast
import re
import textwrap
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "scorekeeper"
SQL = re.compile(r"\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+[\"`\[]?(\w+)")
CREATED = re.compile(r"\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[\"`\[]?(\w+)")
LEFT_OUT = {"storage"}


def _feature(path: Path, root: Path) -> str:
    """The feature package a module belongs to (``""`` for a module at the package's top)."""
    parts = path.relative_to(root).parts
    return parts[0] if len(parts) > 1 else ""


def _modules(root: Path):
    for path in sorted(root.rglob("*.py")):
        if _feature(path, root) not in LEFT_OUT:
            yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _is_db(node: ast.AST) -> bool:
    """A database handle: ``db``, ``self.db``, ``get_db()``, ``connect(...)``."""
    if isinstance(node, ast.Call):
        node = node.func
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name.endswith("db") or name == "connect"


def _named_tables(tree: ast.AST):
    """``(line, table, created)`` for every table a database handle names (``db["x"]``)."""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript) and _is_db(node.value)
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)):
            yield node.lineno, node.slice.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "table" and _is_db(node.func.value) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            yield node.lineno, node.args[0].value


def _strings(tree: ast.AST):
    """``(line, text)`` of every string constant, f-strings' literal parts included."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def _created(tree: ast.AST):
    """Tables a module creates: ``db["x"].create(...)``, ``db.table("x").create(...)`` or
    ``CREATE TABLE x``."""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "create"):
            handle = node.func.value
            if (isinstance(handle, ast.Subscript) and _is_db(handle.value)
                    and isinstance(handle.slice, ast.Constant)):
                yield handle.slice.value
            elif (isinstance(handle, ast.Call) and isinstance(handle.func, ast.Attribute)
                  and handle.func.attr == "table" and _is_db(handle.func.value) and handle.args
                  and isinstance(handle.args[0], ast.Constant)):
                yield handle.args[0].value
    for _line, text in _strings(tree):
        yield from CREATED.findall(text)


def _registers_schema(tree: ast.AST) -> bool:
    return any(isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", ""))
               == "register_schema" for node in ast.walk(tree))


def owners(root: Path = PACKAGE) -> dict[str, str]:
    """Each table and the feature package that creates it."""
    return {table: _feature(path, root) for path, tree in _modules(root) for table in _created(tree)}


def schema_features(root: Path = PACKAGE) -> set[str]:
    return {_feature(path, root) for path, tree in _modules(root) if _registers_schema(tree)}


def offences(root: Path = PACKAGE) -> list[str]:
    """``file:line`` and the table, wherever a package touches another feature's table."""
    owned, out = owners(root), []
    for path, tree in _modules(root):
        feature = _feature(path, root)
        touched = [(line + text[:m.start()].count("\n"), m.group(1))
                   for line, text in _strings(tree) for m in SQL.finditer(text)]
        touched += list(_named_tables(tree))
        for line, table in sorted(set(touched)):
            if table in owned and owned[table] != feature:
                out.append(f"{path.relative_to(root.parent)}:{line}: {table} belongs to "
                           f"{owned[table]}/ (ask its service)")
    return out


def test_the_features_own_the_tables_they_register():
    owned = owners()
    assert {"games", "hands", "revisions", "idempotency", "phones"} <= {
        t for t, f in owned.items() if f == "games"}
    assert {"tournaments", "tournament_log", "tournament_games"} <= {
        t for t, f in owned.items() if f == "tournaments"}
    assert set(owned.values()) <= schema_features()  # whoever creates a table registers its schema


def test_no_package_runs_sql_on_another_features_tables():
    assert offences() == []


def test_the_check_names_a_made_up_offender_by_file_and_line(tmp_path):
    root = tmp_path / "scorekeeper"
    files = {
        "storage/db.py": 'def rows(db, sql, params): return db.conn.execute("SELECT * FROM games")\n',
        "games/schema.py": '''
            migrations = register_schema(object())
            def m001(db):
                db["games"].create({"id": str}, pk="id")
                db.execute("CREATE TABLE IF NOT EXISTS phones (id TEXT)")
            ''',
        "games/store.py": 'def one(db): return rows(db, "SELECT * FROM games WHERE id = ?", [1])\n',
        "pages/match.py": '''
            def following(db, game):
                data = {"games": []}
                found = rows(db, "SELECT id FROM games "
                                 "WHERE previous = ?", [game])
                db["phones"].insert({"id": "x"})
                return data["games"], found
            ''',
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text))
    assert owners(root) == {"games": "games", "phones": "games"}
    assert offences(root) == [
        "scorekeeper/pages/match.py:4: games belongs to games/ (ask its service)",
        "scorekeeper/pages/match.py:6: phones belongs to games/ (ask its service)",
    ]
