"""A PDF worker is made ready as it starts, so the first sheet asked of it renders as fast as
the hundredth: fonts loaded, stylesheets parsed, and what it keeps for life out of the
collector's full passes."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

try:
    import weasyprint  # noqa: F401 - the worker's own import, checked here
except OSError as error:  # WeasyPrint loads Pango when imported
    pytest.skip(f"WeasyPrint cannot load Pango ({error})", allow_module_level=True)


def test_a_warm_worker_has_its_fonts_and_every_printed_stylesheet_ready():
    """Run in a process of its own, as a worker is: the fonts and each ``pdf*.css`` are read
    once, and the start-up objects are frozen (a full pass of the collector no longer walks
    them after each render)."""
    script = textwrap.dedent("""
        import gc
        from scorekeeper.web.pdf import press
        assert press._FONTS is None and not press._CSS
        press.warm()
        names = sorted(p.name for p in press.STATIC.glob("pdf*.css"))
        assert sorted(press._CSS) == names, (sorted(press._CSS), names)
        assert press._FONTS is not None
        assert gc.get_freeze_count() > 10_000, gc.get_freeze_count()
        print("ready")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ready"
