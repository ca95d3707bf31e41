"""A benchmark's figures beside the same figures of an earlier commit, measured in the same run.

``--against REV`` in ``bench/pdf.py`` and ``bench/engine.py``: REV is checked out in a temporary
``git worktree`` and the same benchmark code measures both trees, each in a process of its own
(``SCOREKEEPER_BENCH_ROOT`` names the tree whose ``scorekeeper`` it imports), taking turns, the
best of the turns kept. The inputs (``tests/records_strategy.py``) are this tree's for both. On
a shared, loaded machine two days' figures cannot be compared; a ratio of the same run can.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = Path(os.environ.get("SCOREKEEPER_BENCH_ROOT", ROOT))  # the tree whose scorekeeper is measured
MARK = "FIGURES "


@contextlib.contextmanager
def worktree(rev: str) -> Iterator[Path]:
    """``rev`` checked out (detached) in a temporary worktree, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="bench-against-") as tmp:
        path = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--quiet", "--detach", str(path), rev],
                       check=True)
        try:
            yield path
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)], check=False)


def figures(script: str, root: Path, args: list[str]) -> dict[str, float]:
    """``script --figures ARGS`` run against the tree at ``root``: its figures, by name."""
    env = {**os.environ, "SCOREKEEPER_BENCH_ROOT": str(root)}
    out = subprocess.run([sys.executable, str(ROOT / "bench" / script), "--figures", *args], env=env,
                         capture_output=True, text=True)
    for line in reversed(out.stdout.splitlines()):
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    raise RuntimeError(f"{script} against {root} gave no figures:\n{out.stderr[-2000:]}")


def emit(values: dict[str, float]) -> None:
    """Print the figures for the parent process to read (``--figures``)."""
    print(MARK + json.dumps(values), flush=True)


def compare(script: str, rev: str, args: list[str], *, turns: int = 2, lower_is_better: bool = True,
            floors: dict[str, float] | None = None) -> dict[str, float]:
    """Both trees measured in turns; each figure printed beside REV's, and as a ratio, with its
    floor (``floors``: by the figure's name) where it has one. This tree's figures returned."""
    now: dict[str, float] = {}
    then: dict[str, float] = {}
    pick = min if lower_is_better else max
    with worktree(rev) as tree:
        for _ in range(turns):
            for into, root in ((now, ROOT), (then, tree)):
                for name, value in figures(script, root, args).items():
                    into[name] = pick(value, into.get(name, value))
    width = max(map(len, now), default=10)
    print(f"\nthis tree against {rev} (same run, {turns} turns each, the best kept; ratio = this / {rev}):")
    for name, value in now.items():
        old = then.get(name)
        beside = f"{old:10.3f}   ratio {value / old:5.2f}" if old else "         -"
        floor = (floors or {}).get(name)
        verdict = f"   floor {floor}: {'met' if value <= floor else 'NOT met'}" if floor is not None else ""
        print(f"  {name:<{width}} {value:10.3f}  {beside}{verdict}")
    return now
