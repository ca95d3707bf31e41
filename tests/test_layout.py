"""The package's layout holds (CONTRIBUTING.md, "The floors"): no import circle anywhere in
``scorekeeper/``, at module level or inside a function, and no floor imports one above it.

Read from the source with ``ast``, so a new module is checked the day it is added, and a
failure names the circle or the import that climbs.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "scorekeeper"

# Lowest first. A module may import its own floor or the ones below, never above.
FLOORS = [
    ("the engine", ["rules", "tournament_core", "season_core"]),
    ("the shared ground", ["words", "storage", "bundles", "skill"]),
    ("the services", ["games", "tournaments", "sheets", "register", "seasons", "ratings", "publishing"]),
    ("the ways out", ["table", "club", "league", "api", "web", "hub"]),
    ("the entry points", ["__init__", "serve", "cli"]),
]
FLOOR_OF = {room: level for level, (_, rooms) in enumerate(FLOORS) for room in rooms}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports_of(name: str) -> dict[str, int]:
    """The modules of ours that ``name`` imports, with the first line that does."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        for target in _targets(node, package):
            if target in MODULES and target != name:
                found.setdefault(target, node.lineno)
    return found


def _targets(node: ast.AST, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
        base = ".".join(anchor + ([node.module] if node.module else []))
    # ``from a import b`` imports the module a.b where there is one, else a name from a.
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]


GRAPH = {name: imports_of(name) for name in MODULES}


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules, each as one circle through it."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while group[-1:] != [v]:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(_a_circle(graph, set(group)))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def _a_circle(graph: dict[str, dict[str, int]], group: set[str]) -> list[str]:
    """A path from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v]):
            if w == start:
                return paths[v] + [start]
            if w in group and w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    return sorted(group)


def room_of(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_every_module_lives_in_a_room_with_a_floor():
    homeless = sorted({room_of(n) for n in MODULES} - set(FLOOR_OF))
    assert not homeless, f"put these in a folder of CONTRIBUTING.md's map, or give them a floor: {homeless}"


def test_no_import_circle():
    found = [" → ".join(c) for c in circles(GRAPH)]
    assert not found, "import circles:\n" + "\n".join(found)


def test_no_floor_imports_one_above_it():
    climbs = [f"{MODULES[a].relative_to(PACKAGE.parent)}:{line} imports {b} "
              f"({FLOORS[FLOOR_OF[room_of(a)]][0]} reaching up to {FLOORS[FLOOR_OF[room_of(b)]][0]})"
              for a, targets in GRAPH.items() for b, line in targets.items()
              if FLOOR_OF.get(room_of(b), 0) > FLOOR_OF.get(room_of(a), 0)]
    assert not climbs, "\n".join(climbs)


# The products on the way out stand side by side: each may use the shared plumbing (web), none
# another product (a club's season or a federation hub will sit beside them the same way).
PRODUCTS = ["table", "club", "league", "api", "hub"]


def test_the_ways_out_never_import_each_other_but_web():
    crossings = [f"{MODULES[a].relative_to(PACKAGE.parent)}:{line} imports {b}"
                 for a, targets in GRAPH.items() for b, line in targets.items()
                 if room_of(a) != room_of(b) and room_of(b) in PRODUCTS
                 and FLOOR_OF.get(room_of(a)) == FLOOR_OF["web"]]
    assert not crossings, "a way out imports another (share it through web/ or a service):\n" + "\n".join(crossings)


def past_an_init(modules: dict[str, Path] = MODULES, root: Path = PACKAGE.parent) -> list[str]:
    """Imports of a module that lies in another package than the importer's (or below it):
    ``from ..games.phones import x`` where ``from ..games import x`` is the way in."""
    found = []
    for path, package, node, base in _imports_from(modules):
        if base in modules and modules[base].name != "__init__.py":
            owner = base.rpartition(".")[0]
            inside = package == owner or package.startswith(owner + ".")
            if not inside and owner != "scorekeeper":
                found.append(f"{path.relative_to(root)}:{node.lineno} imports from {base}, "
                             f"past {owner}'s __init__")
    return found


def _imports_from(modules: dict[str, Path] = MODULES):
    """``(path, package, node, module)`` of every ``from … import`` in the package."""
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                yield path, package, node, _resolved(node, package)


def _resolved(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
    return ".".join(anchor + ([node.module] if node.module else []))


def test_a_side_door_is_found(tmp_path):
    """A module reaching into another package's module is named (so a green run means something)."""
    files = {"scorekeeper/games/__init__.py": "", "scorekeeper/games/phones.py": "x = 1\n",
             "scorekeeper/table/__init__.py": "", "scorekeeper/table/page.py": "from ..games.phones import x\n",
             "scorekeeper/table/fine.py": "from ..games import phones\n"}
    modules = {}
    for relative, text in files.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
        parts = list(Path(relative).with_suffix("").parts)
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = tmp_path / relative
    assert past_an_init(modules, tmp_path) == [
        "scorekeeper/table/page.py:1 imports from scorekeeper.games.phones, past scorekeeper.games's __init__"]


def test_each_package_is_entered_through_its_init():
    found = past_an_init()
    assert not found, "import it from the package, which lists it in __all__:\n" + "\n".join(found)


def test_what_a_package_lets_in_is_in_its_all():
    """A name taken from another package is one it lists in ``__all__`` (its public names)."""
    import importlib
    missing = []
    for path, package, node, base in _imports_from():
        if (base in MODULES and MODULES[base].name == "__init__.py" and base != "scorekeeper"
                and not (package == base or package.startswith(base + "."))):
            public = getattr(importlib.import_module(base), "__all__", None)
            missing += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} takes {a.name} from {base}"
                        for a in node.names if public is None or a.name not in public]
    assert not missing, "list these in the package's __all__:\n" + "\n".join(missing)


def test_the_package_root_keeps_only_its_entry_points():
    roots = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert roots == ["__init__.py", "cli.py", "serve.py"]


def test_the_checks_catch_what_they_forbid():
    """A circle and a climb made up here are found (so a green run means something)."""
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert circles(graph) == [["a", "b", "c", "a"]]
    assert FLOOR_OF["table"] > FLOOR_OF["games"] > FLOOR_OF["storage"] > FLOOR_OF["rules"]


@pytest.mark.parametrize("source,expected", [
    ("from . import cache", ["scorekeeper.games.cache"]),
    ("from .. import rules", ["scorekeeper.rules"]),
    ("from ..rules import find_variant", ["scorekeeper.rules"]),
    ("import scorekeeper.storage.db", ["scorekeeper.storage.db"]),
])
def test_imports_are_read_as_python_reads_them(source, expected):
    node = ast.parse(source).body[0]
    assert [t for t in _targets(node, "scorekeeper.games") if t in MODULES] == expected
