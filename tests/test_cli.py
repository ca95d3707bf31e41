"""The ``scorekeeper`` command (RECORDS.md, "CLI"): a ruling as JSON or the paper sheet, exit 0;
an error as ``{"error": {"message", "path"}}``, exit 2; never a traceback, whatever it is fed."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from records_strategy import PRESETS, records
from scorekeeper.cli import _compact, main
from scorekeeper.rules import RecordError, adjudicate
from test_sheet import bela_1001_record

SCRIPT = Path(sys.executable).parent / "scorekeeper"


@pytest.fixture
def game_file(tmp_path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(bela_1001_record(), ensure_ascii=False), encoding="utf-8")
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def feed_stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def error_of(capsys, *argv: str) -> dict:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert "Traceback" not in out + err
    return json.loads(out)["error"]


# ---------------------------------------------------------------- rulings

def test_the_ruling_is_printed_as_json(capsys, game_file):
    status, out, err = run(capsys, "adjudicate", str(game_file))
    assert status == 0 and err == ""
    assert json.loads(out) == adjudicate(bela_1001_record())


def test_standard_input_is_read_with_a_dash(capsys, monkeypatch, game_file):
    feed_stdin(monkeypatch, game_file.read_bytes())
    status, out, _ = run(capsys, "adjudicate", "-")
    assert status == 0 and json.loads(out)["game"]["totals"] == [971, 1101]


def test_a_byte_order_mark_is_tolerated(capsys, tmp_path):
    """Windows editors save UTF-8 with a BOM; the table's record is still the record."""
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(bela_1001_record()).encode())
    assert run(capsys, "adjudicate", str(path))[0] == 0


# ---------------------------------------------------------------- the paper sheet

def test_text_is_the_paper_sheet_with_a_column_per_side(capsys, game_file):
    status, out, err = run(capsys, "adjudicate", "--text", str(game_file))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Friday club, table 3"
    assert "House rules: tie: hold_over" in lines
    header = next(line for line in lines if line.lstrip().startswith("#"))
    assert header.index("Ana & Cvita") < header.index("Boris & Dino")
    assert "Result: Boris & Dino won, 1101 to 971." in lines


def test_each_hand_has_its_marks_and_totals_under_a_rule_line(capsys, game_file):
    """Seed 000's sheet: the hand's scores, a pencil line, the running totals under it."""
    lines = run(capsys, "adjudicate", "--text", str(game_file))[1].splitlines()
    fall = next(i for i, line in enumerate(lines) if line.lstrip().startswith("2 "))
    assert lines[fall].split()[:6] == ["2", "Ana", "♠", "Boris", "212", "–"]
    assert "pad (Boris & Dino) [1]" in lines[fall]
    assert set(lines[fall + 1].split()) == {"----"}
    assert lines[fall + 2].split() == ["324", "70"]
    tie = next(line for line in lines if line.lstrip().startswith("4 "))
    assert "tie (Boris & Dino), pot 81 [2]" in tie
    stiglja = next(line for line in lines if line.lstrip().startswith("3 "))
    assert "štiglja (Ana & Cvita)" in stiglja and "[" not in stiglja
    totals = [line.split() for line in lines if line.split() and line.split()[0].isdigit()
              and len(line.split()) == 2]
    assert totals[-1] == ["971", "1101"] and len(totals) == 11  # one totals line per hand


def test_text_ends_with_the_notes_on_disputed_hands(capsys, game_file):
    out = run(capsys, "adjudicate", "--text", str(game_file))[1]
    notes = out.split("\nNotes\n")[1]
    assert notes.startswith("[1] hand 2: ")
    assert "[2] hand 4: Tie 81–81" in notes


def test_text_of_an_unfinished_game_says_what_is_needed_and_who_deals(capsys, tmp_path):
    record = bela_1001_record()
    record["hands"] = record["hands"][:4]
    path = tmp_path / "half.json"
    path.write_text(json.dumps(record))
    out = run(capsys, "adjudicate", "--text", str(path))[1]
    assert "Still needed: Ana & Cvita 324, Boris & Dino 931" in out
    assert "Next to deal: Dino" in out and "Pot waiting: 81" in out


def test_text_errors_are_one_plain_line_on_standard_error(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"variant": "bela", "players": ["Ana"], "hands": []}))
    status, out, err = run(capsys, "adjudicate", "--text", str(path))
    assert status == 2 and out == ""
    assert err == ("scorekeeper: Bela (Croatian, four players) is played by 4: name them in seat "
                   "order (at players)\n")


# ---------------------------------------------------------------- errors, never a traceback

def test_an_invalid_record_gives_the_engines_error_and_path(capsys, tmp_path):
    record = bela_1001_record()
    record["hands"][1]["points"] = [62, 90]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    error = error_of(capsys, "adjudicate", str(path))
    assert error["path"].startswith("hands[1]")
    assert "162" in error["message"]


def test_a_missing_file(capsys, tmp_path):
    error = error_of(capsys, "adjudicate", str(tmp_path / "nowhere.json"))
    assert error == {"message": f"cannot read {tmp_path / 'nowhere.json'}: No such file or directory",
                     "path": ""}


def test_a_directory_is_not_a_record(capsys, tmp_path):
    assert "cannot read" in error_of(capsys, "adjudicate", str(tmp_path))["message"]


@pytest.mark.parametrize("data,message", [
    (b'{"variant": "bela",', "standard input is not valid JSON: Expecting property name enclosed "
                             "in double quotes at line 1, column 20"),
    (b"", "standard input is not valid JSON: Expecting value at line 1, column 1"),
    (b"\xff\xfe{}", "standard input is not UTF-8 text: save the record as UTF-8 JSON"),
    (b"[1, 2]", "standard input holds a list, not a game record (an object with variant, "
                "players and hands)"),
    (b'"bela"', "standard input holds a string, not a game record (an object with variant, "
                "players and hands)"),
    (b"42", "standard input holds a number, not a game record (an object with variant, "
            "players and hands)"),
    (b"null", "standard input holds null, not a game record (an object with variant, "
              "players and hands)"),
])
def test_what_is_not_a_game_record_says_so(capsys, monkeypatch, data, message):
    feed_stdin(monkeypatch, data)
    assert error_of(capsys, "adjudicate", "-") == {"message": message, "path": ""}


def test_absurdly_deep_json_is_refused_not_crashed_on(capsys, monkeypatch):
    feed_stdin(monkeypatch, b"[" * 100_000 + b"]" * 100_000)
    assert "too deeply nested" in error_of(capsys, "adjudicate", "-")["message"]


def test_no_command_shows_the_usage(capsys):
    status, out, err = run(capsys)
    assert status == 2 and "adjudicate" in err and out == ""


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 2000) | st.text(max_size=6)
    | st.sampled_from(["bela", "belote", "clob", "hearts", "KS", "pass", "sequence"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["variant", "options", "players", "hands", "dealer", "trump", "taker",
                         "tricks", "points", "melds", "claims", "seat", "bela", "tie"]),
        inner, max_size=5),
    max_leaves=25)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=JSON, text=st.booleans())
def test_any_json_gets_a_ruling_or_an_error_never_a_crash(capsys, monkeypatch, value, text):
    feed_stdin(monkeypatch, json.dumps(value).encode())
    status, out, err = run(capsys, "adjudicate", *(["--text"] if text else []), "-")
    assert status in (0, 2), out + err
    if status == 2 and not text:
        assert set(json.loads(out)) == {"error"}


# ---------------------------------------------------------------- the compact JSON as json wrote it

def as_json_wrote_it(value: object) -> str:
    """The JSON text json writes of ``value``: told apart where Python's == would not (1, 1.0, true)."""
    return json.dumps(value, separators=(",", ":"))


# Names with every kind of letter a record can carry, lone surrogates ("\udc80") included:
# json reads them from "\udc80" escapes, and a ruling says the names back.
NAMES = st.sampled_from(["Ana\udc80", "Ćiro", "Zoë 🂡", "Ana"]) | st.text(
    st.characters(min_codepoint=0, max_codepoint=0x10FFFF, categories=None), min_size=1, max_size=8)


@st.composite
def records_and_mistakes(draw) -> dict:
    """A valid record of some bela preset, its players named anyhow, and now and then a hand's field,
    an option or the hands themselves replaced by any JSON value (a refusal to say)."""
    record = draw(records(draw(st.sampled_from(PRESETS)), max_hands=4))
    record["players"] = [name if name.strip() else "Ana" for name in
                         draw(st.lists(NAMES, min_size=len(record["players"]), max_size=len(record["players"])))]
    where = draw(st.sampled_from(["none", "hand", "option", "record"]))
    if where == "hand":
        hand = draw(st.sampled_from(record["hands"]))
        hand[draw(st.sampled_from(["dealer", "trump", "taker", "tricks", "points", "melds", "bela", "claims"]))] = \
            draw(JSON | st.integers() | st.floats())
    elif where == "option":
        record["options"][draw(st.sampled_from(["target", "tie", "rounding"]))] = draw(JSON | st.integers())
    elif where == "record":
        record[draw(st.sampled_from(["players", "hands", "variant"]))] = draw(JSON)
    return record


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(record=records_and_mistakes())
def test_the_compact_ruling_is_the_one_json_wrote(capsys, monkeypatch, record):
    """The ruling is written by orjson (falling back to json for what orjson refuses): whatever the
    record, the printed ruling or refusal is, value for value and type for type, the JSON json wrote."""
    try:
        expected, status = adjudicate(record), 0
    except RecordError as error:
        expected, status = error.to_dict(), 2
    feed_stdin(monkeypatch, json.dumps(record).encode())
    printed, out, err = run(capsys, "adjudicate", "-")
    assert (printed, err) == (status, "")
    assert as_json_wrote_it(json.loads(out)) == as_json_wrote_it(expected)


@pytest.mark.parametrize("value", [
    {"players": ["Ana\udc80", "Boris"]},  # a lone surrogate: orjson refuses it, json escapes it
    {"target": 2**70},  # past 64 bits
    json.loads("[" * 300 + "]" * 300),  # deeper than orjson goes
    {"explanation": ["Ana & Cvita took trump: 76–126 ♥ Ćiro"]}, 1.5, True, None,
])
def test_compact_json_falls_back_to_json_where_orjson_refuses(value):
    assert as_json_wrote_it(json.loads(_compact(value))) == as_json_wrote_it(value)


def test_compact_json_keeps_the_players_letters(capsys, tmp_path):
    """A ruling printed compact is UTF-8 JSON: "76–126" and "Ćiro" as they are, not escaped."""
    record = {"variant": "bela-hr-4", "players": ["Ćiro", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["adjudicate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ćiro" in out and "100–62" in out and "\\u" not in out
    assert as_json_wrote_it(json.loads(out)) == as_json_wrote_it(adjudicate(record))


# ---------------------------------------------------------------- the installed command

def test_the_installed_command_runs(game_file, tmp_path):
    if not SCRIPT.exists():
        pytest.skip(f"the console script is not installed at {SCRIPT}: run `make install`")
    sheet = subprocess.run([str(SCRIPT), "adjudicate", "--text", str(game_file)],
                           capture_output=True, text=True, timeout=60)
    assert sheet.returncode == 0, sheet.stderr
    assert "Boris & Dino won, 1101 to 971." in sheet.stdout
    bad = subprocess.run([str(SCRIPT), "adjudicate", "-"], input="{oops", capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert json.loads(bad.stdout)["error"]["message"].startswith("standard input is not valid JSON")


def test_the_cli_prints_compact_json_and_pretty_on_request(tmp_path, capsys):
    from scorekeeper.cli import main
    record = {"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["adjudicate", str(path)]) == 0
    compact = capsys.readouterr().out
    assert "\n" not in compact.strip() and '"totals":[100,62]' in compact
    assert main(["adjudicate", "--pretty", str(path)]) == 0
    pretty = capsys.readouterr().out
    assert json.loads(pretty) == json.loads(compact) and '\n  "hands": [' in pretty


def test_the_cli_imports_nothing_of_the_web_app():
    import subprocess
    import sys
    probe = "import sys, scorekeeper.cli; print(sorted(m for m in ('flask', 'werkzeug', 'jinja2', 'weasyprint') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------- many records in one process

def test_many_records_get_one_ruling_a_line_in_their_order(capsys, tmp_path):
    """A club checking a season: a record a line in, its ruling (or its error) on the same line
    out, the good records ruled whatever the bad ones hold; the status says one was bad."""
    good = bela_1001_record()
    short = {"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}]}
    path = tmp_path / "season.jsonl"
    path.write_text("\n".join([json.dumps(good), "{oops", "", json.dumps(short), json.dumps([1])]) + "\n")
    status, out, err = run(capsys, "adjudicate", "--many", str(path))
    lines = out.splitlines()
    assert status == 2 and err == "" and len(lines) == 4
    assert json.loads(lines[0]) == adjudicate(good)
    assert json.loads(lines[1])["error"]["message"].startswith(f"line 2 of {path} is not valid JSON")
    assert json.loads(lines[2])["game"]["totals"] == [100, 62]
    assert "not a game record" in json.loads(lines[3])["error"]["message"]


def test_many_records_from_standard_input_all_good_exit_zero(capsys, monkeypatch):
    record = bela_1001_record()
    feed_stdin(monkeypatch, ((json.dumps(record) + "\n") * 3).encode())
    status, out, _ = run(capsys, "adjudicate", "--many", "-")
    assert status == 0 and [json.loads(line) for line in out.splitlines()] == [adjudicate(record)] * 3


def test_many_is_compact_json_only(capsys, game_file):
    with pytest.raises(SystemExit) as stop:
        main(["adjudicate", "--many", "--text", str(game_file)])
    assert stop.value.code == 2 and "--many" in capsys.readouterr().err
