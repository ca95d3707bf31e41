"""Benchmark: PDFs, and the hand entries that must not notice them.

    .venv/bin/python bench/pdf.py [--clients 16] [--requests 60]

Part 1, in process (what one worker does per document): a game sheet of 10 and of 40 hands,
and a round pack for 32 tables (draw, where do I play, cards, score sheets in one PDF).
Part 2, against the real server (``python -m scorekeeper.serve``): hand entries from 16 clients
(each starting a new game after 20 hands, in every window) alone, then again while 8 round
packs (of 8 different tournaments, so nothing is cached) are
asked for and re-asked until made, the hands going on until the last pack is made (the figure
says how many were made inside its window), then alone again: "alone" is the two alone windows
pooled (the packs' window lies between them); ``GET /healthz`` measured
alone as the floor.
Part 3, while the tables play (``--playing``, or ``--only-playing`` alone): 64 tables entering
a hand a second each, three anonymous clients asking for the ranking with prizes of their own,
and the director asks for the round's table cards and its pack at once, each asked again every
0.2 s until it comes (as the page reloads itself): how long each took to arrive, beside the
same document of a quiet tournament of the same size asked alone in the same run (the floor),
and as a ratio to it, and beside each asked alone while the tables play (what this machine gives
one render under that load). A draw makes its round's cards and pack ahead, so the director's
ask finds them made (their data as old as the draw): the floors are asked in French, which
nothing made ahead, and two more figures show real renders: the pack showing the hands as at
the ask, and the cards and pack of another round drawn while the tables play, asked as the draw
answers. Then the pack asked again after more hands (the last one made answers, with the time
of its data).
``--against REV``: the in-process figures (part 1) of REV too, built in a temporary worktree and
measured in turns with this tree's in the same run, each printed beside it as a ratio
(``bench/against.py``); ``--figures``: part 1 alone, as JSON, for that.
Targets: game sheet < 0.3 s, 32-table pack < 3 s, hand-entry p99 while packs render within 1.5x
of alone in the same run;
while the tables play, the cards and the pack arrive within the time of one render (a ratio near
1 to one render alone under the same load).
"""

from __future__ import annotations

import argparse
import html
import os
import re
import http.client
import json
import sys
import tempfile
import threading
import time
from collections import Counter
from email.utils import parsedate_to_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The tree measured: this one, or another commit's worktree (``--against``, bench/against.py).
sys.path[:0] = [os.environ.get("SCOREKEEPER_BENCH_ROOT", str(ROOT)), str(ROOT / "bench"), str(ROOT / "tests")]

from api import (Client, free_port, hand, healthz_load, measure, percentiles,  # noqa: E402
                 pooled, post_hand, run, start_server, HANDS_PER_GAME)
from records_strategy import random_record  # noqa: E402


def timed(make, repeat: int = 3) -> tuple[float, float]:
    """Best wall and best CPU seconds of ``repeat`` runs (CPU time moves less with the load of
    a shared machine)."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        start, used = time.perf_counter(), time.process_time()
        make()
        wall, cpu = min(wall, time.perf_counter() - start), min(cpu, time.process_time() - used)
    return wall, cpu


# name: the floor (seconds); the first of each pair is wall time, the second CPU time.
FLOORS = {"game sheet, 10 hands": 0.3, "game sheet, 40 hands": 0.3, "round pack, 32 tables": 3.0,
          "entrants, 2,048": 10.0}


def in_process(*, entrants: int = 2048) -> dict[str, float]:
    """Part 1: one worker's render of each document; its figures by name, printed as they come."""
    from scorekeeper import create_app
    from scorekeeper.table.pdf import render_sheet_pdf
    from scorekeeper.club.pdf.tournament import render_tournament_pdf
    from scorekeeper.rules import adjudicate
    from scorekeeper.sheets.sheet import build_sheet
    figures: dict[str, float] = {}
    try:  # made ready as a worker is when it starts (fonts, stylesheets, the collector); not at REV
        from scorekeeper.web.pdf.press import warm
        warm()
    except ImportError:
        pass

    def note(name: str, made: tuple[float, float]) -> None:
        figures[f"{name} (s)"], figures[f"{name} (CPU s)"] = made
        floor = FLOORS.get(name)
        print(f"{name}: {made[0]:.3f} s, CPU {made[1]:.3f} s"
              + (f" (target < {floor} s: {'met' if made[0] < floor else 'NOT met'})" if floor else ""), flush=True)
    for hands in (10, 40):
        record = random_record("bela-hr-4", hands, seed=hands)
        sheet = build_sheet(record, adjudicate(record))
        render_sheet_pdf(sheet)  # fonts loaded once, as in a warm worker
        note(f"game sheet, {hands} hands", timed(lambda sheet=sheet: render_sheet_pdf(sheet), repeat=5))
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"TESTING": True, "DATABASE": f"{tmp}/b.db", "SECRET_KEY": "bench",
                          "RATE_LIMITS": False})
        doc = pack_document(app, tables=32)
        render_tournament_pdf(doc={**doc, "sections": []})  # the worker warm
        note("round pack, 32 tables", timed(lambda: render_tournament_pdf(doc=doc), repeat=2))
        if entrants:
            listed = entrants_document(app, entrants=entrants)
            note(f"entrants, {entrants:,}", timed(lambda: render_tournament_pdf(doc=listed), repeat=1))
    return figures


def entrants_document(app, *, entrants: int) -> dict:
    """The director's entrant list (with codes) of a tournament of ``entrants`` pairs."""
    from scorekeeper.club.pdf import documents
    from scorekeeper.tournaments import service
    from scorekeeper.tournament_core.settings import TournamentSettings
    from scorekeeper.storage.db import get_db
    with app.test_request_context("/"):
        created = service.create_tournament(
            get_db(), title="Entrants", variant="belote", options={},
            settings=TournamentSettings(rounds=3, deals=12, ranking="points"),
            entrants=[{"name": f"Pair {i}", "players": [f"Ana {i}", f"Cvita {i}"]} for i in range(entrants)])
        t = service.get_tournament(get_db(), tournament_id=created.id)
        codes = {e.number: f"C0DE-{e.number:04d}" for e in t.entrants}
        return {**documents.head(t), "sections": [documents.entrants(t, codes)]}


def pack_document(app, *, tables: int) -> dict:
    from scorekeeper.club.pdf import documents
    from scorekeeper.tournaments import service
    from scorekeeper.tournament_core.settings import TournamentSettings
    from scorekeeper.storage.db import get_db
    with app.test_request_context("/"):
        created = service.create_tournament(
            get_db(), title="Bench", variant="belote", options={},
            settings=TournamentSettings(rounds=3, deals=12, ranking="points"),
            entrants=[{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]} for i in range(2 * tables)])
        t = service.get_tournament(get_db(), tournament_id=created.id)
        service.draw_next_round(get_db(), tournament=t, secret="bench")
        t = service.get_tournament(get_db(), tournament_id=created.id)
        links = {x.table: f"http://club.local/j/{x.games[0]}/token" for x in t.round(1).tables}
        return {**documents.head(t), "sections": [documents.draw(t, 1), documents.where(t, 1),
                                                   documents.cards(t, 1, links), documents.sheets(t, 1, links)]}


def request(conn, method: str, path: str, body=None, headers=None):
    conn.request(method, path, body=json.dumps(body) if body is not None else None,
                 headers={"Content-Type": "application/json", **(headers or {})})
    response = conn.getresponse()
    return response.status, response.read()


def live(clients_n: int, requests: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        server = start_server(Path(tmp) / "bench.db", port, 8)
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            packs = [make_tournament(conn, i) for i in range(8)]
            clients = [Client(port) for _ in range(clients_n)]
            run(healthz_load, clients, 10, server.pid)
            # Both windows start a client's next game after its 20th hand, as a table does (a start
            # is not timed, but costs the server some 40 ms of CPU): alone with its games made before
            # the clock, the packs' window alone paid for a thousand starts. The clients' starts
            # are staggered, as at the tables, not sixteen at once.
            for i, client in enumerate(clients):
                client.requests = client.new_game()
                for _ in range(i * HANDS_PER_GAME // len(clients)):
                    post_hand(client, [])
            floor = run(healthz_load, clients, requests, server.pid)
            # A window untimed first: a server's first hands cost it more CPU than its later ones
            # (seen, cause not found), and only the first window would pay for that.
            measure(lambda client, times: [post_hand(client, []) for _ in range(requests)], clients, server.pid)
            # Alone both before and after the packs, pooled: what the hands give without packs
            # around the packs' window, and a p99 of twice the entries (a tail of 1% is a handful
            # of entries in one short window).
            before = measure(lambda client, times: [post_hand(client, times) for _ in range(requests)],
                             clients, server.pid)
            stop, made = threading.Event(), []
            printers = [threading.Thread(target=print_pack, args=(port, p, stop, made)) for p in packs]
            for thread in printers:
                thread.start()
            time.sleep(0.5)
            # Measured while the packs really render: the tables go on entering hands until the
            # last pack is made (or 5 minutes), not for a window the packs never fall into.
            deadline = time.monotonic() + 300
            busy = paced(clients, server.pid, until=lambda: len(made) == len(packs) or time.monotonic() > deadline)
            inside = len(made)
            stop.set()
            for thread in printers:
                thread.join()
            after = measure(lambda client, times: [post_hand(client, times) for _ in range(requests)],
                            clients, server.pid)
            alone = pooled(before, after)
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"{clients_n} clients x {requests} hand entries before and after 8 round packs of 32 tables, and "
          "hand entries while the packs are asked and made")
    for name, r in (("GET /healthz", floor), ("hands, alone", alone), ("  before", before), ("  after", after),
                    ("hands, packs", busy)):
        print(f"  {name:14} p50 {r['p50']:6.1f} ms  p99 {r['p99']:6.1f} ms  {r['rps']:7.1f} req/s  "
              f"web process CPU {r['cpu']:.2f} ms/req  ({r['n']} requests)")
    ratio = busy["p99"] / alone["p99"]
    print(f"  packs made inside the measured window: {inside} of 8; hand-entry p99 while packs render "
          f"{ratio:.2f}x alone (target <= 1.5x: {'met' if ratio <= 1.5 else 'NOT met'})")


def paced(clients: list, server_pid: int, *, until) -> dict:
    """Hand entries from every client, one after another (a new game when one runs out), until
    ``until()`` is true: the figure of a window the packs render in."""
    def load(client, times: list[float]) -> None:
        while not until():
            post_hand(client, times)
    return measure(load, clients, server_pid)


def make_tournament(conn, i: int) -> tuple[str, str]:
    body = {"title": f"Pack {i}", "variant": "belote", "format": "swiss", "rounds": 3, "match": {"deals": 12},
            "entrants": [{"name": f"P{i}-{n}", "players": [f"A{n}", f"B{n}"]} for n in range(32)]}
    _, raw = request(conn, "POST", "/api/v1/tournaments", body)
    created = json.loads(raw)
    request(conn, "POST", f"/api/v1/tournaments/{created['id']}/rounds", {},
            {"X-Director-Code": created["director_code"]})
    return created["id"], created["director_code"]


def print_pack(port: int, pack: tuple[str, str], stop: threading.Event, made: list) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    while not stop.is_set():
        status, _ = request(conn, "GET", f"/tournaments/{pack[0]}/rounds/1/pack.pdf",
                            headers={"X-Director-Code": pack[1]})
        if status == 200:
            made.append(pack[0])
            return
        time.sleep(0.5)


def playing(tables: int = 64) -> None:
    # The time limit off: what is measured is when a render comes, not a loaded machine's kill.
    os.environ.setdefault("SCOREKEEPER_PDF_TIME_LIMIT", "600")
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        server = start_server(Path(tmp) / "bench.db", port, 8)
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            quiet, alone, busy = (evening(conn, f"{name} {tables}", tables) for name in ("Quiet", "Alone", "Busy"))
            later = evening(conn, f"Later {tables}", tables, drawn=False)
            # Each draw made its round's cards and pack ahead (in English): those made before a
            # figure is taken, and the floors asked in French, which nothing made ahead.
            for drawn in (quiet, alone, busy):
                for kind in KINDS:
                    arrive(port, f"/tournaments/{drawn[0]}/rounds/1/{kind}.pdf", drawn[1])
            floor = {kind: arrive(port, f"/tournaments/{quiet[0]}/rounds/1/{kind}.pdf?lang=fr", quiet[1])[0]
                     for kind in KINDS}
            stop, hands, asked = threading.Event(), [], {}
            tables_play = [threading.Thread(target=table, args=(port, x, stop, hands)) for x in busy[2]]
            for thread in tables_play:
                thread.start()
            time.sleep(5)  # the tables are playing
            # One render alone while the tables play: what the machine gives a render under this load.
            loaded = {kind: arrive(port, f"/tournaments/{alone[0]}/rounds/1/{kind}.pdf?lang=fr", alone[1])[0]
                      for kind in KINDS}
            strangers = [threading.Thread(target=stranger, args=(port, busy[0], n, stop, asked)) for n in range(3)]
            for thread in strangers:
                thread.start()
            time.sleep(5)  # and the strangers asking
            # A round drawn while the tables play, its cards and pack asked as the draw answers.
            request(conn, "POST", f"/api/v1/tournaments/{later[0]}/rounds", {}, later[1])
            drawn = at_once(port, later)
            # One render alone of the busy round's pack itself (in French: nothing made it
            # ahead), its sheets as full as they are now: the floor of a pack with hands.
            full = (sum(1 for status, _ in hands if status == 201) / tables,
                    arrive(port, f"/tournaments/{busy[0]}/rounds/1/pack.pdf?lang=fr", busy[1])[0])
            during = len(hands)
            asked_at = time.time()
            got = at_once(port, busy)
            during = len(hands) - during
            # The pack that shows the hands as they were at the ask (made by the ask, not ahead).
            on_sheets = sum(1 for status, _ in hands if status == 201) / tables
            fresh = arrive(port, f"/tournaments/{busy[0]}/rounds/1/pack.pdf", busy[1], since=asked_at)
            fresh = (time.time() - asked_at, fresh[1], on_sheets, *full)
            time.sleep(5)
            again = arrive(port, f"/tournaments/{busy[0]}/rounds/1/pack.pdf", busy[1])
            stop.set()
            for thread in tables_play + strangers:
                thread.join()
        finally:
            server.terminate()
            server.wait(timeout=10)
    report(tables, floor, loaded, got, again, hands, during, asked)
    report_ahead(floor, loaded, fresh, drawn)


KINDS = ("cards", "pack")


def at_once(port: int, busy: tuple) -> dict[str, tuple[float, float]]:
    """The director asks for the cards and the pack at once; when each came, how old its data."""
    got: dict[str, tuple[float, float]] = {}

    def ask(kind: str) -> None:
        got[kind] = arrive(port, f"/tournaments/{busy[0]}/rounds/1/{kind}.pdf", busy[1])
    director = [threading.Thread(target=ask, args=(kind,)) for kind in KINDS]
    for thread in director:
        thread.start()
    for thread in director:
        thread.join()
    return got


def report(tables: int, floor: dict, loaded: dict, got: dict, again: tuple, hands: list, during: int,
           asked: dict) -> None:
    p50, p99 = percentiles([t for _, t in hands])
    print(f"{tables} tables entering a hand a second each, 3 strangers asking for rankings of their own; "
          "the director asks for the cards and the pack at once (asked again every 0.2 s until it comes):")
    for kind in KINDS:
        print(f"  {kind:5} one render alone: quiet {floor[kind]:6.2f} s, while the tables play {loaded[kind]:6.2f} s;"
              f"  asked at once while they play: {got[kind][0]:6.2f} s = {got[kind][0] / floor[kind]:.2f}x quiet, "
              f"{got[kind][0] / loaded[kind]:.2f}x playing (data {got[kind][1]:.1f} s old when it came)")
    print(f"  the pack asked again 5 s later: {again[0]:.2f} s, its data {again[1]:.1f} s old")
    print(f"  hands entered while the director waited: {during}; all hands: {len(hands)}, "
          f"p50 {p50:.1f} ms p99 {p99:.1f} ms, answers {dict(sorted(Counter(s for s, _ in hands).items()))}")
    print(f"  the strangers' answers: {dict(sorted(asked.items()))}")


def report_ahead(floor: dict, loaded: dict, fresh: tuple, drawn: dict) -> None:
    print(f"  the pack with the hands as at the ask ({fresh[2]:.0f} a sheet; rendered after the ask): {fresh[0]:.2f} s "
          f"from the ask = {fresh[0] / fresh[4]:.2f}x one render of it alone while they play ({fresh[4]:.2f} s, "
          f"{fresh[3]:.0f} hands a sheet, in French), {fresh[0] / loaded['pack']:.2f}x the round's empty pack")
    for kind in KINDS:
        print(f"  {kind:5} of a round drawn while they play, asked as the draw answered: {drawn[kind][0]:6.2f} s = "
              f"{drawn[kind][0] / floor[kind]:.2f}x quiet, {drawn[kind][0] / loaded[kind]:.2f}x playing "
              f"(data {drawn[kind][1]:.1f} s old when it came)")


def evening(conn, title: str, tables: int, *, drawn: bool = True) -> tuple[str, dict, list[dict]]:
    """A drawn round of ``tables`` tables whose games never end (a target no evening reaches)."""
    body = {"title": title, "variant": "bela-hr-4", "format": "swiss", "rounds": 3,
            "options": {"target": 1_000_000},
            "entrants": [{"name": f"Pair {n}", "players": [f"A{n}", f"B{n}"]} for n in range(2 * tables)]}
    _, raw = request(conn, "POST", "/api/v1/tournaments", body)
    created = json.loads(raw)
    director = {"X-Director-Code": created["director_code"]}
    if not drawn:
        return created["id"], director, []
    _, raw = request(conn, "POST", f"/api/v1/tournaments/{created['id']}/rounds", {}, director)
    return created["id"], director, json.loads(raw)["tables"]


def arrive(port: int, path: str, headers: dict, *, every: float = 0.2, since: float = 0.0) -> tuple[float, float]:
    """Seconds until ``path`` answers 200 (with data read at ``since`` or later), asked again
    every ``every`` s as the wait page does (its reload says since when it waits); and how old
    its data was."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    start, asked = time.perf_counter(), path
    while True:
        conn.request("GET", asked, headers=headers)
        response = conn.getresponse()
        body = response.read()
        stamp = response.headers.get("Last-Modified")
        made = parsedate_to_datetime(stamp).timestamp() if stamp else float("nan")
        if response.status == 200 and not made + 1 < since:  # Last-Modified: whole seconds
            return time.perf_counter() - start, max(0.0, time.time() - made)
        if time.perf_counter() - start > 300:  # given up on: printed as inf
            return float("inf"), float("nan")
        reload = re.search(rb'content="\d+; url=([^"]+)"', body) if response.status != 200 else None
        if reload:
            asked = html.unescape(reload.group(1).decode())
        elif since:
            asked = f"{path}{'&' if '?' in path else '?'}asked={int(since * 1000)}"
        time.sleep(every)


def table(port: int, x: dict, stop: threading.Event, hands: list) -> None:
    """One table: a hand a second (its phase its own), as long as the evening lasts."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    url, auth = f"/api/v1/games/{x['games'][-1]}/hands", {"Authorization": f"Bearer {x['table_token']}"}
    dealer, n = 3, 0
    stop.wait((x["table"] * 0.37) % 1.0)
    while not stop.is_set():
        start = time.perf_counter()
        status, raw = request(conn, "POST", url, hand(n % HANDS_PER_GAME, dealer), auth)  # hands api.py knows valid
        hands.append((status, time.perf_counter() - start))
        if status == 201:
            dealer, n = json.loads(raw)["game"]["next_dealer"], n + 1
        stop.wait(max(0.0, 1.0 - (time.perf_counter() - start)))


def stranger(port: int, tid: str, n: int, stop: threading.Event, asked: dict) -> None:
    """An anonymous client asking for the ranking with prizes of its own, again and again."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    i = 0
    while not stop.is_set():
        i += 1
        status, _ = request(conn, "GET", f"/tournaments/{tid}/ranking.pdf?prizes={n * 1000 + i}")
        asked[status] = asked.get(status, 0) + 1
        stop.wait(0.2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--requests", type=int, default=60)
    parser.add_argument("--playing", action="store_true", help="part 3 too: printing while 64 tables play")
    parser.add_argument("--only-playing", action="store_true", help="part 3 alone")
    parser.add_argument("--tables", type=int, default=64)
    parser.add_argument("--entrants", type=int, default=2048, help="the entrant list's size (0: none)")
    parser.add_argument("--against", metavar="REV", help="part 1 of REV too, in the same run, as ratios")
    parser.add_argument("--figures", action="store_true", help="part 1 alone, its figures as JSON")
    args = parser.parse_args()
    if args.figures:
        from against import emit
        emit(in_process(entrants=args.entrants))
        return
    if not args.only_playing:
        if args.against:
            from against import compare
            compare("pdf.py", args.against, ["--entrants", str(args.entrants)],
                    floors={f"{name} (s)": floor for name, floor in FLOORS.items()})
        else:
            in_process(entrants=args.entrants)
        live(args.clients, args.requests)
    if args.playing or args.only_playing:
        playing(args.tables)


if __name__ == "__main__":
    main()
