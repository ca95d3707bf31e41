"""Statistics per player and pair, and the score graph."""

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
    """RULES §6: Ana took hand 1, Boris hand 2 and fell, Cvita hand 3 with every trick: each
    player's line says what that player did, the pair's line what the pair did."""
    stats = statistics([played("g1", [PASS, FALL, CAPOT])])
    ana, boris, cvita = stats.players["Ana"], stats.players["Boris"], stats.players["Cvita"]
    assert (ana.games, ana.hands, ana.taken, ana.fell, ana.all_tricks) == (1, 3, 1, 0, 0)
    assert (cvita.taken, cvita.fell, cvita.all_tricks) == (1, 0, 0)  # every trick is the pair's
    assert (boris.taken, boris.fell, boris.falls_percent, boris.melds) == (1, 1, 100, 1)
    assert (stats.players["Dino"].taken, stats.players["Dino"].melds) == (0, 0)
    pair = stats.pairs["Boris & Dino"]
    assert (pair.taken, pair.fell, pair.melds) == (1, 1, 1)
    assert (stats.pairs["Ana & Cvita"].taken, stats.pairs["Ana & Cvita"].all_tricks) == (2, 1)


def test_a_player_is_never_credited_with_the_pairs_figures():
    """Ana chose trump in 2 of the pair's 4 hands taken; melds written for the pair
    count for the pair only, a meld and bela written for a player count for him and his pair."""
    pair_meld = dict(PASS, melds=[{"side": 0, "kind": "sequence", "value": 50}])
    own = dict(PASS, taker=2, dealer=1, bela=2, melds=[{"seat": 2, "kind": "sequence", "value": 20}])
    stats = statistics([played("g1", [PASS, pair_meld, own, dict(own, dealer=2)])])
    ana, cvita, pair = stats.players["Ana"], stats.players["Cvita"], stats.pairs["Ana & Cvita"]
    assert (ana.taken, ana.hands, ana.melds, ana.bela) == (2, 4, 0, 0)
    assert (cvita.taken, cvita.melds, cvita.bela) == (2, 2, 2)
    assert (pair.taken, pair.hands, pair.melds, pair.bela) == (4, 4, 3, 2)
    assert ana.taken + cvita.taken == pair.taken


def test_a_game_left_empty_counts_for_nobody():
    """A game started and abandoned before its first hand (or only redealt) was never played."""
    stats = statistics([played("g1", [PASS]), played("g2", [])])
    assert stats.players["Ana"].games == 1 and stats.pairs["Ana & Cvita"].games == 1
    assert "Zoran" not in statistics([PlayedGame("g3", {**played("g3", []).record, "players": ["Zoran"] + FOUR[1:]},
                                                 played("g3", []).ruling)]).players


def test_alone_a_player_is_his_own_side():
    """Where each plays for himself, the player's line has his every-trick hands too."""
    record = {"variant": "clobyosh", "players": ["M", "Y"], "hands": [
        {"dealer": 1, "trump": "hearts", "taker": 0, "tricks": [9, 0], "points": [152, 0]}]}
    stats = statistics([PlayedGame("g", record, adjudicate(record))])
    assert (stats.players["M"].taken, stats.players["M"].all_tricks) == (1, 1) and not stats.pairs


def test_the_players_page_says_which_figures_are_a_players_and_which_a_pairs(app):
    from test_pages import Phone
    phone = Phone(app)
    game = phone.start()
    for dealer, taker in ((3, 0), (0, 2), (1, 0), (2, 0)):
        assert phone.enter(game, dealer=dealer, taker=taker, points=(100, None)).status_code == 302
    said = {lang: phone.client.get("/players", headers={"Accept-Language": lang}).get_data(as_text=True)
            for lang in ("en", "hr", "fr", "nl")}
    ana = re.search(r'<th scope="row">Ana</th>(.*?)</tr>', said["en"], re.S).group(1)
    pair = re.search(r'<th scope="row">Ana &amp; Cvita</th>(.*?)</tr>', said["en"], re.S).group(1)
    assert '<td data-label="Took trump">3 / 4</td>' in ana and '<td data-label="Hands taken">4 / 4</td>' in pair
    assert "Each player: what that player did" in said["en"] and "Each pair: what the pair did together" in said["en"]
    assert "Svaki igrač: što je taj igrač napravio" in said["hr"] and "Svaki par" in said["hr"]
    assert "Chaque joueur\u202f: ce que ce joueur a fait" in said["fr"] and "Chaque équipe" in said["fr"]
    assert "Elke speler: wat die speler deed" in said["nl"] and "Elk paar" in said["nl"]


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


TARGET_LINE = 'stroke="#999" stroke-dasharray="3 3"'


def _contree_deals(n: int) -> list[dict]:
    return [{"dealer": i % 4, "trump": "hearts", "taker": i % 2, "bid": 80, "points": [100, 62]}
            for i in range(n)]


def test_a_game_of_fixed_deals_draws_no_target_line():
    """A concours partie of 12 deals of contrée ends after its 12th deal, whatever the totals
    (coinchons.fr, concours): the chart has no target of 2000 to draw, and its axis stops near
    the totals. A game to 2000 still shows its target dashed."""
    partie = {"variant": "contree", "options": {"deals": 12}, "players": FOUR, "hands": _contree_deals(12)}
    svg = str(score_graph(build_sheet(partie, adjudicate(partie))))
    assert TARGET_LINE not in svg
    to_target = {"variant": "contree", "players": FOUR, "hands": _contree_deals(3)}
    drawn = str(score_graph(build_sheet(to_target, adjudicate(to_target))))
    assert TARGET_LINE in drawn and ">2000<" in drawn
    three = {**partie, "hands": _contree_deals(3)}  # the axis reaches the totals, not 2000
    assert ">2000<" not in str(score_graph(build_sheet(three, adjudicate(three))))


def test_a_boompje_draws_no_target_line():
    """Klaverjas: a boompje is 16 deals (klaverjasunie.nl "Het spel"), never a race to a target."""
    hands = [{"dealer": i % 4, "trump": "hearts", "taker": 0, "points": [100, 62], "roem": [20, 0]}
             for i in range(16)]
    boompje = {"variant": "klaverjas-amsterdam", "players": FOUR, "hands": hands}
    sheet = build_sheet(boompje, adjudicate(boompje))
    assert sheet.deals == 16
    assert TARGET_LINE not in str(score_graph(sheet))


def test_the_leaders_label_keeps_room_above_for_a_capitals_accent():
    """A side at the chart's top (a game of fixed deals has no target above it): "Élodie & Željko"
    is drawn with room for the accent of É and the caron of Ž, at every text size."""
    players = ["Élodie", "Ana", "Željko", "Boris"]
    record = {"variant": "bela-hr-4", "players": players, "options": {"deals": 12}, "hands": [PASS]}
    sheet = build_sheet(record, adjudicate(record))
    for text in (11, 16):
        svg = str(score_graph(sheet, text=text))
        first = re.search(r'<text x="[\d.]+" y="([\d.]+)" font-size="(\d+)"[^>]*><tspan[^>]*>Élodie', svg)
        assert first, svg
        assert float(first.group(1)) >= 1.2 * int(first.group(2))
