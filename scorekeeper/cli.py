"""The ``scorekeeper`` command: adjudicate a game record from a file or standard input.

    scorekeeper adjudicate game.json          # the ruling as compact JSON (RECORDS.md)
    scorekeeper adjudicate --pretty game.json # the same, indented for people
    scorekeeper adjudicate - < game.json      # the same, from standard input
    scorekeeper adjudicate --text game.json   # the paper score sheet
    scorekeeper adjudicate --many games.jsonl # one record a line in, one ruling a line out
    scorekeeper publish --hub URL             # send the club's signed results waiting in its outbox
    scorekeeper hub serve|migrate|jobs        # the federation hub (scorekeeper.hub.serve)

Exit status: 0 with a ruling; 2 when the record cannot be adjudicated (unreadable file, not
JSON, not a game record, or a record the engine rejects), with ``{"error": {"message",
"path"}}`` on standard output (with ``--text``: one plain line on standard error); 1 if the
engine itself fails, which is a bug to report. Never a traceback: the people who run this
are card players, not programmers. With ``--many`` (a season's games in one process, rather than
a process per game): each line of the input is a record and gets one line of output, its ruling
or its error, in order; the exit status is then the worst of the lines'.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

import orjson

from .rules import RecordError, adjudicate

if TYPE_CHECKING:  # the sheet is imported for --text only: JSON needs nothing of it at start-up
    from .sheets import Row, Sheet

EXIT_OK, EXIT_BUG, EXIT_INVALID = 0, 1, 2
WIDTH = 100  # wrapping of the explanation notes in the text sheet


def main(argv: list[str] | None = None) -> int:
    # One record in, one ruling out, then the process ends: the cyclic garbage collector's
    # passes over a large record's many small objects would cost a third of the run and free
    # nothing (a ruling holds no cycles worth collecting before exit).
    gc.disable()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["hub"]:  # the federation hub's own commands (scorekeeper.hub.serve)
        from .hub import command
        return command(argv[1:])
    if argv[:1] == ["publish"]:
        return _publish(argv[1:])
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_INVALID
    if args.many and (args.text or args.pretty):
        parser.error("--many prints one compact ruling a line: not with --text or --pretty")
    try:
        if args.many:
            return _adjudicate_many(source=args.file)
        return _adjudicate(source=args.file, text=args.text, pretty=args.pretty)
    except BrokenPipeError:
        # `scorekeeper adjudicate game.json | head` closed the pipe: not an error of ours.
        sys.stderr.close()
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scorekeeper", description="Keep score and adjudicate the Jack-Nine card games.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    judge = commands.add_parser(
        "adjudicate", help="rule on a game record (RECORDS.md)",
        description="Print the ruling of a game record as JSON, or as the paper score sheet. "
                    "Exit status 0 with a ruling, 2 for a record that cannot be adjudicated.")
    judge.add_argument("file", metavar="FILE.json", help="the game record; - reads standard input")
    judge.add_argument("--text", action="store_true",
                       help="print the paper score sheet instead of JSON")
    judge.add_argument("--pretty", action="store_true",
                       help="indent the JSON for people (compact by default: it is 4x faster to print)")
    judge.add_argument("--many", action="store_true",
                       help="FILE holds one record a line (JSON Lines): print one ruling a line, in order, "
                            "a record that cannot be adjudicated getting its error on its line")
    return parser


def _publish(argv: list[str]) -> int:
    """``scorekeeper publish --hub URL``: send what the club's outbox holds, once; exit 1 if some wait."""
    parser = argparse.ArgumentParser(prog="scorekeeper publish", description="Send the club's signed "
                                     "result bundles waiting in its outbox to the federation hub.")
    parser.add_argument("--hub", required=True, help="the hub's address, e.g. https://results.example.org")
    args = parser.parse_args(argv)
    from . import create_app
    from .publishing import send_once
    app = create_app()
    sent = send_once(app.config["DATABASE"], args.hub)
    for item in sent:
        print(f"{item.key}: {item.status} {item.answer[:200]}")
    print(f"{len(sent)} sent or tried" if sent else "nothing waiting")
    return 1 if any(item.status == "waiting" for item in sent) else EXIT_OK


def _adjudicate(*, source: str, text: bool, pretty: bool = False) -> int:
    output: str | bytes
    try:
        record = read_record(source)
        ruling = adjudicate(record)
        if text:
            from .sheets import build_sheet
            output = render_text(build_sheet(record, ruling))
        else:
            output = _pretty(ruling) if pretty else _compact(ruling)
    except RecordError as error:
        return _fail(error, text=text, status=EXIT_INVALID)
    except (RecursionError, MemoryError) as error:
        return _fail(RecordError(f"the record is too deeply nested or too large ({type(error).__name__})"),
                     text=text, status=EXIT_INVALID)
    except Exception as error:  # noqa: BLE001 - a bug in the engine must still not show a traceback
        return _fail(RecordError(f"internal error, please report it with the record: "
                                 f"{type(error).__name__}: {error}"), text=text, status=EXIT_BUG)
    _emit(output, sys.stdout)
    return EXIT_OK


def _adjudicate_many(*, source: str) -> int:
    """Every line of ``source`` a record (blank lines skipped), each answered on a line of its own."""
    name = "standard input" if source == "-" else source
    try:
        stream = sys.stdin.buffer if source == "-" else open(source, "rb")  # noqa: SIM115 - closed below
    except OSError as error:
        return _fail(RecordError(f"cannot read {name}: {error.strerror or error}"), text=False, status=EXIT_INVALID)
    sys.stdout.flush()
    worst, out = EXIT_OK, sys.stdout.buffer
    with stream:
        for number, line in enumerate(stream, start=1):
            if not line.strip():
                continue
            status, answer = _rule_line(line, f"line {number} of {name}")
            worst = max(worst, status, key=(EXIT_OK, EXIT_INVALID, EXIT_BUG).index)
            out.write(answer)
            out.write(b"\n")
    out.flush()
    return worst


def _rule_line(line: bytes, name: str) -> tuple[int, bytes]:
    """One line's answer: its ruling, or its error, as compact JSON."""
    try:
        return EXIT_OK, _compact(adjudicate(_parse(line, name)))
    except RecordError as error:
        return EXIT_INVALID, _compact(error.to_dict())
    except (RecursionError, MemoryError) as error:
        return EXIT_INVALID, _compact(RecordError(
            f"{name}: the record is too deeply nested or too large ({type(error).__name__})").to_dict())
    except Exception as error:  # noqa: BLE001 - a bug in the engine must still not show a traceback
        return EXIT_BUG, _compact(RecordError(f"{name}: internal error, please report it with the record: "
                                              f"{type(error).__name__}: {error}").to_dict())


def read_record(source: str) -> Any:
    """The JSON value in ``source`` (a path, or ``-`` for standard input), else ``RecordError``."""
    name = "standard input" if source == "-" else source
    try:
        if source == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(source, "rb") as file:
                data = file.read()
    except OSError as error:
        raise RecordError(f"cannot read {name}: {error.strerror or error}") from None
    return _parse(data, name)


def _parse(data: bytes, name: str) -> Any:
    """The game record in ``data``, else ``RecordError`` naming ``name``."""
    try:
        value = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise RecordError(f"{name} is not UTF-8 text: save the record as UTF-8 JSON") from None
    except json.JSONDecodeError as error:
        raise RecordError(f"{name} is not valid JSON: {error.msg} at line {error.lineno}, "
                          f"column {error.colno}") from None
    if not isinstance(value, dict):
        raise RecordError(f"{name} holds {_kind(value)}, not a game record (an object with "
                          "variant, players and hands)")
    return value


def _kind(value: Any) -> str:
    kinds = {list: "a list", str: "a string", bool: "true or false", type(None): "null"}
    return kinds.get(type(value), "a number")


def _compact(value: Any) -> bytes:
    """Compact JSON as UTF-8: orjson writes a 20,000-hand ruling in an eighth of the time json's
    encoder takes (0.03 s against 0.27 s), and the CLI's whole run is mostly the engine's and the
    writing's. What orjson refuses (a lone surrogate in a name, a number past 64 bits, nesting past
    its limit) json writes, escaping every letter past ASCII, as before."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError is one
        # \u-escapes: the C encoder's fast path; a ruling is a tree (it shares objects, never loops)
        return json.dumps(value, separators=(",", ":"), check_circular=False).encode("ascii")


def _pretty(value: Any) -> str:
    """For people (``--pretty``): indented, the players' letters as they are."""
    return json.dumps(value, ensure_ascii=False, indent=2)


def _fail(error: RecordError, *, text: bool, status: int) -> int:
    if text:
        where = f" (at {error.path})" if error.path else ""
        _emit(f"scorekeeper: {error.message}{where}", sys.stderr)
    else:
        _emit(_compact(error.to_dict()), sys.stdout)
    return status


def _emit(text: str | bytes, stream: TextIO) -> None:
    """``text`` and a new line; compact JSON (bytes, UTF-8) straight to the stream's bytes."""
    if isinstance(text, bytes):
        if hasattr(stream, "buffer"):
            stream.flush()
            stream.buffer.write(text)
            stream.buffer.write(b"\n")
            stream.buffer.flush()
            return
        text = text.decode("utf-8")
    try:
        stream.write(text + "\n")
    except UnicodeEncodeError:
        # A terminal that cannot show ♥ or "–" still gets every number, escaped.
        stream.write(text.encode("ascii", "backslashreplace").decode("ascii") + "\n")
    stream.flush()


# ---------------------------------------------------------------- the paper sheet

def render_text(sheet: Sheet) -> str:
    """The sheet as players write it: a column per side, totals under a rule line (seed 000)."""
    layout = _Layout.of(sheet)
    lines = [*_heading(sheet), "", layout.header()]
    for row in sheet.rows:
        lines += layout.hand(row, sheet)
    lines += ["", *_footer(sheet), *_notes(sheet)]
    return "\n".join(line.rstrip() for line in lines)


def _heading(sheet: Sheet) -> list[str]:
    lines = [sheet.title]
    if sheet.title != sheet.game:
        lines.append(sheet.game)
    lines.append(f"Preset {sheet.preset}, to {sheet.target}")
    if sheet.house_rules:
        lines.append("House rules: " + "; ".join(rule.text for rule in sheet.house_rules))
    if any(len(side.players) > 1 for side in sheet.sides):
        lines.append("Sides: " + " against ".join(side.label for side in sheet.sides))
    else:
        lines.append("Players: " + ", ".join(sheet.players))
    return lines


class _Layout:
    """Column widths, so every number sits under its side's name."""

    def __init__(self, *, labels: list[str], dealer: int, trump: int, sides: list[int],
                 rule: int) -> None:
        self.labels, self.dealer, self.trump, self.sides = labels, dealer, trump, sides
        self.rule = "-" * rule  # as long as the longest number, like the pencil line of seed 000

    @classmethod
    def of(cls, sheet: Sheet) -> _Layout:
        longest = max((len(p) for p in sheet.players), default=0)
        numbers = max((len(t) for r in sheet.rows for t in r.written_totals + r.written), default=3)
        return cls(labels=[s.label for s in sheet.sides], dealer=max(5, longest),
                   trump=max(5, longest + 2), sides=[max(len(s.label), 5) for s in sheet.sides],
                   rule=max(3, numbers))

    def line(self, number: str, dealer: str, trump: str, cells: list[str], notes: str = "") -> str:
        columns = "  ".join(c.rjust(w) for c, w in zip(cells, self.sides))
        return f"{number:>3}  {dealer:<{self.dealer}}  {trump:<{self.trump}}  {columns}  {notes}"

    def header(self) -> str:
        return self.line("#", "deals", "trump", self.labels)

    def hand(self, row: Row, sheet: Sheet) -> list[str]:
        trump = f"{row.trump_symbol} {row.taker}" if row.taker else ""
        out = [self.line(str(row.number), row.dealer, trump, list(row.written), _notes_of(row, sheet))]
        if row.outcome != "redeal":
            out.append(self.line("", "", "", [self.rule] * len(self.sides)))
            out.append(self.line("", "", "", list(row.written_totals)))
        return out


def _notes_of(row: Row, sheet: Sheet) -> str:
    parts = [m.label + (f" ({sheet.sides[m.side].label})" if m.side is not None else "")
             for m in row.marks]
    note = f"[{row.footnote}]" if row.footnote is not None else ""
    return " ".join(part for part in (", ".join(parts), note) if part)


def _footer(sheet: Sheet) -> list[str]:
    lines = [f"Result: {sheet.result.text}"]
    if not sheet.result.finished:
        if not sheet.deals:  # a game of fixed deals ends after its last deal, not at a target
            lines.append("Still needed: " + ", ".join(
                f"{side.label} {need}" for side, need in zip(sheet.sides, sheet.needed)))
        if sheet.next_dealer:
            lines.append(f"Next to deal: {sheet.next_dealer}")
    if sheet.pot:
        lines.append(f"Pot waiting: {sheet.pot}")
    return lines


def _notes(sheet: Sheet) -> list[str]:
    import textwrap  # the paper sheet's only: a ruling as JSON starts without it
    if not sheet.footnotes:
        return []
    lines = ["", "Notes"]
    for note in sheet.footnotes:
        head = f"[{note.number}] hand {note.hand}: "
        body = " ".join(note.sentences)
        lines += textwrap.wrap(head + body, WIDTH, subsequent_indent=" " * len(f"[{note.number}] "))
    return lines


if __name__ == "__main__":
    sys.exit(main())
