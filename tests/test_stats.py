"""Statistics per player and pair (issue: scorepad users expect them), and the score graph."""

from __future__ import annotations

import re

from scorekeeper.rules import adjudicate
from scorekeeper.sheets.sheet import build_sheet
from scorekeeper.sheets.chart import score_graph
from scorekeeper.games.stats import PlayedGame, statistics

FOUR = ["Ana", "Boris", "Cvita", "Dino"]
PASS = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
FALL = {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [5, 3], "points": [100, 62],
        "melds": [{"seat": 1, "kind": "sequence", "value": 20}]}
CAPOT = {"dealer": 1, "trump": "spades", "taker": 2, "tricks": [8, 0], "points": [162, 0]}


def played(game_id: str, hands: list[dict], previous: str | None = None, **options) -> PlayedGame:
    record = {"variant": "bela-hr-4", "players": FOUR, "options": options, "hands": hands}
    return PlayedGame(game_id, record, adjudicate(record), previous)


def test_players_and_pairs_count_hands_taken_falls_capots_and_melds():
    """RULES §6: Boris & Dino took hand 2 and fell; Ana & Cvita took every trick in hand 3."""
    stats = statistics([played("g1", [PASS, FALL, CAPOT])])
    ana, boris = stats.players["Ana"], stats.players["Boris"]
    assert (ana.games, ana.hands, ana.taken, ana.fell, ana.all_tricks) == (1, 3, 2, 0, 1)
    assert (boris.taken, boris.fell, boris.falls_percent, boris.melds) == (1, 1, 100, 1)
    pair = stats.pairs["Boris & Dino"]
    assert (pair.taken, pair.fell, pair.melds) == (1, 1, 1)
    assert stats.pairs["Ana & Cvita"].all_tricks == 1


def test_games_and_a_best_of_three_match_won():
    """Seed 000: best of three; two games won by Ana & Cvita win the match."""
    win = [PASS] * 3 + [CAPOT]
    games = [played("g1", win, target=500), played("g2", win, "g1", target=500)]
    stats = statistics(games)
    assert stats.players["Ana"].won == 2 and stats.players["Ana"].matches_won == 1
    assert stats.players["Boris"].won == 0 and stats.pairs["Boris & Dino"].matches_won == 0


def test_the_graph_draws_each_side_to_its_total_with_the_target():
    record = {"variant": "bela-hr-4", "players": FOUR, "hands": [PASS, FALL, CAPOT]}
    svg = str(score_graph(build_sheet(record, adjudicate(record)), title="Running score"))
    assert svg.startswith("<svg") and 'role="img"' in svg and "<title>Running score</title>" in svg
    assert svg.count("<polyline") == 2 and 'stroke-dasharray="7 4"' in svg  # told apart in print
    assert re.search(r">Ana &amp; Cvita 534<", svg) and re.search(r">Boris &amp; Dino 62<", svg)


def test_the_players_page_lists_everyone_by_name(app):
    from test_pages import Phone
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    assert phone.enter(game, dealer=1, taker=1, points=(100, None)).status_code == 302
    sheet = phone.sheet(game)
    assert 'class="score-graph"' in sheet and 'href="/players' in sheet
    page = phone.client.get("/players", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert "Igrači i parovi" in page and ">Ana &amp; Cvita<" in page and ">Dino<" in page
