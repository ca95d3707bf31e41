"""Engine benchmark: validate + adjudicate a 10,000-hand record of every preset.

    .venv/bin/python bench/engine.py              # the figures
    .venv/bin/python bench/engine.py --profile    # and the cProfile hotspots of one preset

For each preset it builds a valid record of real deals (``tests/records_strategy.py``: real
card points, the melds and bela really held) with a target no game reaches, so every hand is
scored; times ``adjudicate(record)`` (which validates the record and folds every hand), and
compares that with ``json.loads`` of the same record as JSON text. Then it times one preset at
1,000 / 10,000 / 100,000 hands to show the cost per hand does not grow with the game.
Best of ``--repeat`` runs; the target is 20,000 hands/s. Last, hands entered card by card
(``tests/play_strategy.py``: real deals played out legally, one in four with a renege to judge),
every preset; the target there is 5,000 hands/s. The CLI (``scorekeeper adjudicate``) as a whole
process on a 20,000-hand record against ``json.loads`` of it (the floor: within 20x), and
``--many`` on a season of 2,000 records of 10 hands, one process, against ``json.loads`` of them.

``--against REV``: the engine's and the CLI's figures of REV too, built in a temporary worktree
and measured in turns with this tree's in the same run, printed beside them as ratios
(``bench/against.py``); ``--figures`` prints those figures alone, as JSON, for that.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The tree measured: this one, or another commit's worktree (``--against``, bench/against.py).
CODE = os.environ.get("SCOREKEEPER_BENCH_ROOT", str(ROOT))
sys.path[:0] = [CODE, str(ROOT / "tests"), str(ROOT / "bench")]

from play_strategy import played_record  # noqa: E402
from records_strategy import PRESETS, random_record  # noqa: E402

from scorekeeper.rules import adjudicate  # noqa: E402

TARGET = 20_000  # hands per second
PLAY_TARGET = 5_000  # hands per second entered card by card
PLAY_HANDS = 2_000
HANDS = 10_000
SCALING = (1_000, 10_000, 100_000)


def best_time(work, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(record: dict, repeat: int) -> tuple[float, float]:
    """Seconds for adjudicate(record) and for json.loads of its JSON text, best of ``repeat``."""
    text = json.dumps(record)
    engine = best_time(lambda: adjudicate(record), repeat)
    parse = best_time(lambda: json.loads(text), repeat)
    return engine, parse


def per_preset(repeat: int) -> list[float]:
    print(f"validate + adjudicate, {HANDS:,} hands per record, best of {repeat}")
    print(f"{'preset':<12} {'hands/s':>10} {'µs/hand':>8} {'× json.loads':>13}  target {TARGET:,}/s")
    rates = []
    for preset in PRESETS:
        record = random_record(preset, HANDS, seed=2)
        engine, parse = measure(record, repeat)
        rate = HANDS / engine
        rates.append(rate)
        verdict = "ok" if rate >= TARGET else "BELOW"
        print(f"{preset:<12} {rate:>10,.0f} {engine / HANDS * 1e6:>8.1f} {engine / parse:>13.1f}  {verdict}")
    return rates


def card_by_card(repeat: int) -> list[float]:
    """Hands entered card by card: every trick judged, every renege found and explained."""
    import random
    print(f"\ncard by card, {PLAY_HANDS:,} hands per record (a quarter with a renege), best of {repeat}")
    print(f"{'preset':<12} {'hands/s':>10} {'µs/hand':>8} {'× json.loads':>13}  target {PLAY_TARGET:,}/s")
    rates = []
    for preset in PRESETS:
        rng = random.Random(4)
        record = played_record(preset, rng, hands=PLAY_HANDS // 4)
        for _ in range(3):
            record["hands"] += played_record(preset, rng, hands=PLAY_HANDS // 4,
                                             cheat=rng.randint(1, 8) if not _ else None)["hands"]
        engine, parse = measure(record, repeat)
        rates.append(PLAY_HANDS / engine)
        verdict = "ok" if rates[-1] >= PLAY_TARGET else "BELOW"
        print(f"{preset:<12} {rates[-1]:>10,.0f} {engine / PLAY_HANDS * 1e6:>8.1f} {engine / parse:>13.1f}  {verdict}")
    return rates


def without_collector(work):
    """Run ``work`` with the cyclic garbage collector paused, to show what the engine costs alone."""
    def run():
        gc.disable()
        try:
            return work()
        finally:
            gc.enable()
    return run


def scaling(preset: str, repeat: int) -> None:
    print(f"\nlinearity, {preset}: the cost per hand at every length")
    print("(the last column pauses Python's cyclic garbage collector: at 100,000 hands its full passes over")
    print(" the input record and the ruling, not the engine, are what grows)")
    print(f"{'hands':>8} {'seconds':>9} {'hands/s':>10} {'µs/hand':>8} {'× json.loads':>13} {'µs/hand, gc paused':>19}")
    for count in SCALING:
        record = random_record(preset, count, seed=3)
        runs = repeat if count < 100_000 else max(1, repeat - 1)
        engine, parse = measure(record, runs)
        paused = best_time(without_collector(lambda: adjudicate(record)), runs)
        print(f"{count:>8,} {engine:>9.3f} {count / engine:>10,.0f} {engine / count * 1e6:>8.1f} "
              f"{engine / parse:>13.1f} {paused / count * 1e6:>19.1f}")


def profile(preset: str, top: int) -> None:
    record = random_record(preset, HANDS, seed=2)
    profiler = cProfile.Profile()
    profiler.runcall(adjudicate, record)
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    print(f"\ncProfile of adjudicate, {preset}, {HANDS:,} hands (by own time):")
    print(out.getvalue())


CLI_FLOOR = 20  # the whole process within 20x json.loads of its records


def cli(hands: int, repeat: int) -> dict[str, float]:
    """The whole ``scorekeeper adjudicate`` process on a ``hands``-hand bela-hr-4 record: start,
    read, judge, print (compact JSON) — wall time and peak memory, beside ``json.loads`` of the
    record in this process and an empty Python start, both measured now."""
    import tempfile
    record = random_record("bela-hr-4", hands, seed=hands)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(record, f)
    command = _command("adjudicate", f.name)
    best = min(_run(command) for _ in range(repeat))
    empty = min(_run([sys.executable, "-c", "pass"]) for _ in range(repeat))
    text = Path(f.name).read_text()
    floor = best_time(lambda: json.loads(text), repeat)
    peak = _peak_mb(command)
    print(f"\nCLI, {hands:,} hands of bela-hr-4, whole process: {best:.2f} s = {hands / best:,.0f} hands/s "
          f"(target 20,000), peak memory {peak:.0f} MB (target < 200 MB); "
          f"json.loads of the record {floor * 1000:.0f} ms: {best / floor:.1f}x (floor {CLI_FLOOR}x: "
          f"{'met' if best / floor <= CLI_FLOOR else 'NOT met'}), an empty Python start {empty * 1000:.0f} ms")
    Path(f.name).unlink()
    return {"CLI whole process (s)": best, "CLI whole process (x json.loads)": best / floor}


def many(records: int, hands: int, repeat: int) -> dict[str, float]:
    """``scorekeeper adjudicate --many`` on ``records`` records of ``hands`` hands, one a line,
    against ``json.loads`` of every line in this process."""
    import tempfile
    lines = [json.dumps(random_record("bela-hr-4", hands, seed=n)) for n in range(records)]
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    import subprocess
    if subprocess.run(_command("adjudicate", "--many", f.name), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                      env={**os.environ, "PYTHONPATH": CODE}).returncode != 0:
        print("CLI --many: not in the tree measured")
        return {}
    best = min(_run(_command("adjudicate", "--many", f.name)) for _ in range(repeat))
    floor = best_time(lambda: [json.loads(line) for line in lines], repeat)
    inside = best_time(lambda: [adjudicate(json.loads(line)) for line in lines], repeat)
    Path(f.name).unlink()
    print(f"CLI --many, {records:,} records of {hands} hands, one process: {best:.2f} s = "
          f"{records * hands / best:,.0f} hands/s, {best / inside:.2f}x the same records judged in this "
          f"process ({inside:.2f} s), {best / floor:.1f}x json.loads of the lines")
    return {"CLI --many (s)": best, "CLI --many (x in process)": best / inside}


def _command(*args: str) -> list[str]:
    """The CLI of the tree measured, as ``python -m`` (the installed script is always this tree's)."""
    return [sys.executable, "-c", f"import sys; sys.path.insert(0, {CODE!r}); from scorekeeper.cli import main; "
                                  "sys.exit(main())", *args]


def _peak_mb(command: list[str]) -> float:
    """The command's peak memory, measured from a small fresh parent (a child forked from this
    big benchmark process would count the pages it shares with it before it starts the CLI)."""
    import subprocess
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True)
    return int(out.stdout.strip() or 0) / 1024


def _run(command: list[str]) -> float:
    import subprocess
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=False, env={**os.environ, "PYTHONPATH": CODE})
    return time.perf_counter() - start


def figures(repeat: int) -> dict[str, float]:
    """What ``--against`` compares: µs a hand of each preset, and the CLI's figures."""
    out = {}
    for preset in PRESETS:
        record = random_record(preset, HANDS, seed=2)
        out[f"adjudicate {preset} (µs/hand)"] = measure(record, repeat)[0] / HANDS * 1e6
    return {**out, **cli(20_000, repeat), **many(2_000, 10, repeat)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement, the best is kept")
    parser.add_argument("--scaling-preset", default="bela-hr-4", choices=PRESETS)
    parser.add_argument("--profile", nargs="?", const="belote", choices=PRESETS, metavar="PRESET",
                        help="also print the cProfile hotspots of one preset (default belote)")
    parser.add_argument("--top", type=int, default=25, help="rows of the profile")
    parser.add_argument("--against", metavar="REV", help="the figures of REV too, in the same run, as ratios")
    parser.add_argument("--figures", action="store_true", help="the compared figures alone, as JSON")
    args = parser.parse_args(argv)
    if args.figures:
        from against import emit
        emit(figures(args.repeat))
        return 0
    started = time.perf_counter()
    rates = per_preset(args.repeat)
    scaling(args.scaling_preset, args.repeat)
    cli(20_000, args.repeat)
    many(2_000, 10, args.repeat)
    played = min(card_by_card(args.repeat))
    slowest = min(rates)
    print(f"\nslowest preset {slowest:,.0f} hands/s: "
          f"{'meets' if slowest >= TARGET else 'misses'} the target of {TARGET:,} hands/s")
    print(f"slowest preset card by card {played:,.0f} hands/s: "
          f"{'meets' if played >= PLAY_TARGET else 'misses'} the target of {PLAY_TARGET:,} hands/s")
    if args.profile:
        profile(args.profile, args.top)
    if args.against:
        from against import compare
        compare("engine.py", args.against, ["--repeat", str(args.repeat)],
                floors={"CLI whole process (x json.loads)": CLI_FLOOR})
    print(f"(benchmark ran {time.perf_counter() - started:.0f} s on Python {sys.version.split()[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
