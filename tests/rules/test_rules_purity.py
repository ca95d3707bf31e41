"""The rules engine is pure (CONTRIBUTING.md): standard library only, no Flask, no I/O, no clock,
integers only. Read from the source itself, so a new module is checked the day it is added.

The tournament core (``scorekeeper/tournament_core``) and the season core
(``scorekeeper/season_core``) are held to the same checks, with two stated exceptions in
drawing.py (what every draw is made of): networkx for the weighted matching, and ``random``,
only as ``random.Random(seed)``: the same seed always gives the same draw; pairing.py, each
format's draw, takes ``random`` the same way."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"
TOURNAMENTS = ENGINE.parent / "tournament_core"
SEASONS = ENGINE.parent / "season_core"
MODULES = sorted(ENGINE.rglob("*.py")) + sorted(TOURNAMENTS.rglob("*.py")) + sorted(SEASONS.rglob("*.py"))
ALLOWED = {TOURNAMENTS / "drawing.py": {"networkx", "random"}, TOURNAMENTS / "pairing.py": {"random"}}

# The standard library modules that reach the world outside the record: files, the clock,
# chance, the process, the network, threads.
IMPURE = frozenset({"time", "datetime", "random", "os", "io", "socket", "pathlib", "subprocess",
                    "threading", "asyncio", "multiprocessing", "shutil", "tempfile", "glob",
                    "sqlite3", "urllib", "http", "logging", "secrets", "uuid", "signal", "select"})
IMPURE_CALLS = frozenset({"open", "input", "print", "exec", "eval", "__import__", "breakpoint"})


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def imported_modules(module: ast.Module) -> list[tuple[int, str]]:
    """(line, top-level name) of every absolute import; relative imports stay in the engine."""
    found = []
    for node in ast.walk(module):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append((node.lineno, node.module.split(".")[0]))
    return found


def where(path: Path, line: int) -> str:
    return f"{path.relative_to(ENGINE.parent.parent)}:{line}"


def test_the_engine_has_modules():
    names = {p.name for p in MODULES}
    assert {"__init__.py", "cards.py", "options.py", "variants.py", "melds.py", "records.py",
            "scoring.py", "game.py", "dump.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_imports_only_the_standard_library(path):
    """CONTRIBUTING.md: ``scorekeeper/rules/`` is standard library only (no Flask, no other package)."""
    foreign = [f"{where(path, line)} imports {name}" for line, name in imported_modules(tree(path))
               if name not in sys.stdlib_module_names and name not in ALLOWED.get(path, ())]
    assert not foreign


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_io_clock_chance_or_processes(path):
    """CONTRIBUTING.md: no I/O and no clock — the same record always gives the same ruling."""
    impure = [f"{where(path, line)} imports {name}" for line, name in imported_modules(tree(path))
              if name in IMPURE and name not in ALLOWED.get(path, ())]
    assert not impure


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_open_print_input_or_eval(path):
    """CONTRIBUTING.md: no I/O — not even a stray ``open(`` or ``print(``."""
    calls = [f"{where(path, node.lineno)} calls {node.func.id}()" for node in ast.walk(tree(path))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in IMPURE_CALLS]
    assert not calls


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_integers_only(path):
    """CONTRIBUTING.md: integers only — no float or complex literal, no ``float()``, no true
    division (``/``), which makes a float even of two integers. Points are whole numbers."""
    found = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Constant) and isinstance(node.value, (float, complex)):
            found.append(f"{where(path, node.lineno)} has the literal {node.value!r}")
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.Div):
            found.append(f"{where(path, node.lineno)} divides with /")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("float", "complex"):
            found.append(f"{where(path, node.lineno)} calls {node.func.id}()")
    assert not found


def test_the_checks_catch_what_they_forbid():
    """The checks above would notice an offence (so a green run means something)."""
    offender = ast.parse("import time\nfrom flask import g\nfrom . import cards\nx = open('f')\ny = 1.5\nz = 3 / 2\n")
    names = [name for _, name in imported_modules(offender)]
    assert names == ["time", "flask"]
    assert "flask" not in sys.stdlib_module_names and "time" in IMPURE
    assert any(isinstance(n, ast.Call) and getattr(n.func, "id", None) == "open" for n in ast.walk(offender))
    assert any(isinstance(n, ast.Constant) and isinstance(n.value, float) for n in ast.walk(offender))
    assert any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div) for n in ast.walk(offender))
