"""The prize for the most capots: counted from the hands the tables played (a side that took every
trick, as the engine rules each hand: bela's štiglja, belote's capot, klaverjas's pit), on the
evening's prizes and the season's, on the season's page, its JSON and its PDF; equal capots: the
higher place wins it."""

from __future__ import annotations

import html
import shutil
import subprocess

import pytest

from test_season_api import season

PAIRS = [("Ana", "Ivo"), ("Mia", "Tin"), ("Eva", "Leo"), ("Zoe", "Max")]
RULES = {"by": "pair", "figure": "match_points", "prize_places": "to_n", "prize_places_n": 1,
         "most_capots_prize": True}


def capot(side: int, dealer: int) -> dict:
    """Every trick to ``side``, its own contract."""
    return {"dealer": dealer, "trump": "hearts", "taker": side, "points": [162 * (1 - side), 162 * side],
            "tricks": [8 * (1 - side), 8 * side]}


def plain(side: int, dealer: int) -> dict:
    """``side`` takes the contract and passes, 100 to 62."""
    return {"dealer": dealer, "trump": "hearts", "taker": side, "points": [100, 62] if side == 0 else [62, 100]}


def play(client, table: dict, hands) -> None:
    """Hands at a table until its game is finished (``hands``: the makers, one per hand, each
    called with its side and dealer), then the winning side's plain hands."""
    url, auth, dealer = f"/api/v1/games/{table['games'][0]}/hands", {"Authorization": f"Bearer {table['table_token']}"}, 0
    for make in hands:
        answer = client.post(url, json=make(dealer), headers=auth)
        assert answer.status_code == 201, answer.get_json()
        game = answer.get_json()["game"]
        if game["finished"]:
            return
        dealer = game["next_dealer"]
    raise AssertionError("the game did not finish")


def an_evening_with_capots(client, join: dict) -> tuple[str, list[dict]]:
    made = client.post("/api/v1/tournaments", json={
        "title": "Bela večer", "variant": "bela-hr-4", "format": "swiss", "rounds": 1, "seed": 3,
        "entrants": [{"name": f"{a} & {b}", "players": [a, b]} for a, b in PAIRS], "season": join})
    assert made.status_code == 201, made.get_json()
    tid, code = made.get_json()["id"], {"X-Director-Code": made.get_json()["director_code"]}
    assert client.post(f"/api/v1/tournaments/{tid}/rounds", headers=code).status_code == 201
    tables = client.get(f"/api/v1/tournaments/{tid}", headers=code).get_json()["rounds"][0]["tables"]
    first, second = tables
    # table 1: its first pair makes two capots and wins; table 2: its second pair one capot and wins
    play(client, first, [lambda d: capot(0, d), lambda d: capot(0, d), *[lambda d: plain(0, d)] * 12])
    play(client, second, [lambda d: capot(1, d), *[lambda d: plain(1, d)] * 12])
    return tid, tables


def test_the_pair_with_two_capots_wins_the_most_capots_prize_of_the_evening_and_the_season(app, client):
    sid, code = season(client, RULES, title="Kvartal")
    tid, (first, second) = an_evening_with_capots(client, {"id": sid, "director_code": code["X-Director-Code"]})
    names = {e["number"]: e["name"] for e in client.get(f"/api/v1/tournaments/{tid}").get_json()["entrants"]}
    two, one = names[first["entrants"][0]], names[second["entrants"][1]]
    body = client.get(f"/api/v1/seasons/{sid}").get_json()
    capots = {r["name"]: r["capots"] for r in body["rows"]}
    assert capots[two] == 2 and capots[one] == 1 and sum(capots.values()) == 3
    [won] = [p for p in body["prizes"] if p["kind"] == "capots"]
    assert won["name"] == two and won["capots"] == 2
    [evening_won] = [p for p in body["evenings"][0]["prizes"] if p["kind"] == "capots"]
    assert evening_won["name"] == two and evening_won["capots"] == 2
    standings = client.get(f"/api/v1/seasons/{sid}/standings").get_json()
    assert [p["name"] for p in standings["prizes"] if p["kind"] == "capots"] == [two]
    client.get("/lang/hr?next=/")
    page = html.unescape(client.get(f"/seasons/{sid}").get_data(as_text=True))
    assert f"Najviše štiglji (2) · 1. mjesto · {two}" in page


def test_equal_capots_go_to_the_higher_place(client):
    from scorekeeper.season_core import SeasonSettings, prizes
    settings = SeasonSettings.from_json({"most_capots_prize": True, "prize_places": "to_n", "prize_places_n": 1})
    won = prizes(settings, [("a",), ("b",), ("c",)], {("c",): 2, ("b",): 2, ("a",): 1})
    assert [(p.kind, p.winner, p.capots) for p in won if p.kind == "capots"] == [("capots", ("b",), 2)]


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
def test_the_season_pdf_prints_the_most_capots_prize(app, tmp_path):
    app.config["PDF_WAIT"] = 300
    client = app.test_client()
    sid, code = season(client, RULES, title="Kvartal")
    tid, (first, _) = an_evening_with_capots(client, {"id": sid, "director_code": code["X-Director-Code"]})
    names = {e["number"]: e["name"] for e in client.get(f"/api/v1/tournaments/{tid}").get_json()["entrants"]}
    answer = client.get(f"/seasons/{sid}/standings.pdf")
    assert answer.status_code == 200
    path = tmp_path / "season.pdf"
    path.write_bytes(answer.data)
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    line = next(x for x in text.splitlines() if "Most capots" in x)
    assert names[first["entrants"][0]] in line and "2" in line
