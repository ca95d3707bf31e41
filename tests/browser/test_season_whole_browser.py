"""Two whole seasons as their clubs run them, on a phone (390×844) against the real server.

A Dutch klaverjas mêlée club: eight evenings, the best 6 of 8 count, an excused absence gives a
fixed 1100, a player is ranked from 4 evenings, the Formule van 4 gives the prizes; the director
makes the season and excuses an absence on the pages, in Dutch, and the standings on the page and
in the API agree with a computation by hand written here. A Croatian bela club's quarter by pairs:
three evenings, its standings and the players' ratings read in Croatian.
Screenshots go to /tmp/shots_season_whole/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import serving
from test_browser import browser  # noqa: F401  (fixtures)
from test_season_browser import call, fits, phone  # noqa: F401  (the season suite's phone and helpers)

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots_season_whole")
PORT = 5991  # this suite's own port
CLUB = ["Anneke de Vries", "Bram Jansen", "Cor Visser", "Daan Smit", "Els Bakker", "Femke de Jong",
        "Gert Mulder", "Hanna Bos", "Ilse Peters", "Joost de Wit"]
SUBSTITUTE = "Kees Mulder"
EXCUSED = 1100


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serving(tmp_path_factory.mktemp("browser_season_whole"), PORT)


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def evening_players(number: int) -> list[str]:
    """Who plays evening ``number`` (1 to 8): two of the club sit each one out in turn, and the
    substitute stands in for Ilse on evening 6 and for Joost on evening 7."""
    out = {CLUB[(2 * number - 2) % 10], CLUB[(2 * number - 1) % 10]}
    players = [p for p in CLUB if p not in out]
    stand_in = {6: "Ilse Peters", 7: "Joost de Wit"}.get(number)
    return [SUBSTITUTE if p == stand_in else p for p in players]


def play_evening(base: str, number: int, season: dict) -> dict[str, int]:
    """One mêlée evening of klaverjas (8 players, one round of two tables); returns each player's
    points that evening, worked out here from the draw's teams and the results entered."""
    players = evening_players(number)
    made = call(base, "/api/v1/tournaments", {
        "title": f"Klaverjasavond {number}", "variant": "klaverjas-amsterdam", "format": "melee", "rounds": 1,
        "seed": number, "season": season, "entrants": [{"name": p, "players": [p]} for p in players]})
    tables = call(base, f"/api/v1/tournaments/{made['id']}/rounds", {}, made["director_code"])["tables"]
    points: dict[str, int] = {}
    for x in tables:
        first = 1000 + 50 * ((number * 7 + x["table"] * 5) % 11) + number
        call(base, f"/api/v1/tournaments/{made['id']}/rounds/1/tables/{x['table']}/result",
             {"games": [[first, 2592 - first]]}, made["director_code"])
        for team, scored in zip(x["teams"], (first, 2592 - first)):
            for entrant in team:
                points[players[entrant - 1]] = scored
    return points


def by_hand(evenings: list[dict[str, int]], excused: dict[str, int]) -> dict[str, tuple[int, int, bool]]:
    """Each player's (total, evenings played, ranked): the best 6 figures, an excused evening
    giving 1100, ranked from 4 evenings played."""
    out = {}
    for name in {n for e in evenings for n in e}:
        figures = [e[name] for e in evenings if name in e] + [EXCUSED] * excused.get(name, 0)
        played = sum(name in e for e in evenings)
        out[name] = (sum(sorted(figures, reverse=True)[:6]), played, played >= 4)
    return out


def test_a_dutch_mêlée_club_runs_eight_evenings_and_the_standings_agree_with_the_hand(phone):  # noqa: F811
    phone.goto(f"{phone.base}/lang/nl?next=/seasons")
    phone.fill("#title", "Klaverjasseizoen najaar")
    phone.click("details summary")
    phone.select_option("#counting", "best")
    phone.fill("#count_best", "6")
    phone.fill("#minimum_evenings", "4")
    phone.select_option("#excused", "fixed")
    phone.fill("#excused_score", str(EXCUSED))
    phone.select_option("#prize_places", "formule_van_4")
    phone.click("button:has-text('Seizoen aanmaken')")
    season = {"id": phone.url.rstrip("/").rsplit("/", 1)[1], "director_code": phone.inner_text("strong.code")}
    evenings = [play_evening(phone.base, n, season) for n in range(1, 9)]

    # Anneke sat out evening 1 with an excuse: the director says so on the season's page.
    phone.reload()
    phone.select_option("#ex-tournament", label="1. Klaverjasavond 1")
    phone.select_option("#ex-player", label="Anneke de Vries")
    with phone.expect_navigation():  # the form's answer, not the page it was posted from
        phone.click("button[value=excuse]")
    assert phone.locator("p.note.good").count() == 1
    expected = by_hand(evenings, {"Anneke de Vries": 1})

    rows = call(phone.base, f"/api/v1/seasons/{season['id']}/standings")["rows"]
    assert {r["name"]: (r["total"], r["evenings"], r["ranked"]) for r in rows} == expected
    ranked = sorted((n for n in expected if expected[n][2]), key=lambda n: -expected[n][0])
    assert [r["name"] for r in rows if r["ranked"]] == ranked
    assert [r["rank"] for r in rows if r["ranked"]] == list(range(1, 11))

    page_rows = phone.locator("table.season tbody tr")
    assert page_rows.count() == 11 and fits(phone)
    for i, name in enumerate(ranked):
        assert page_rows.nth(i).locator("summary").inner_text() == name
        assert page_rows.nth(i).locator("td.num").first.inner_text() == str(expected[name][0])
    assert phone.locator(f"tr.unranked:has-text('{SUBSTITUTE}')").count() == 1
    assert phone.locator("text=nog niet in het klassement: 2 van 4").count() == 1
    # Formule van 4: ten ranked players, three prizes (places 1, 2 and 3).
    prizes = phone.locator("ul.prizes").first.inner_text()
    assert all(name in prizes for name in ranked[:3]) and ranked[3] not in prizes
    phone.locator("table.season tbody tr >> nth=0 >> summary").click()
    shot(phone, "nl-eight-evenings")


def test_a_croatian_quarter_by_pairs_with_its_ratings_in_croatian(phone):  # noqa: F811
    phone.goto(f"{phone.base}/lang/hr?next=/seasons")
    phone.fill("#title", "Prvo tromjesečje")
    phone.click("details summary")
    phone.select_option("#by", "pair")
    phone.select_option("#figure", "match_points")
    phone.click("form button[type=submit] >> nth=-1")
    season = {"id": phone.url.rstrip("/").rsplit("/", 1)[1], "director_code": phone.inner_text("strong.code")}
    pairs = [["Ivana Horvat", "Maša Kovač"], ["Željko Jurić", "Đuro Babić"], ["Ante Šimić", "Luka Perić"],
             ["Zrinka Marić", "Nika Pavić"]]
    for number in range(1, 4):
        made = call(phone.base, "/api/v1/tournaments", {
            "title": f"Večer {number}", "variant": "bela-hr-4", "format": "swiss", "rounds": 1, "seed": number,
            "season": season, "entrants": [{"name": " & ".join(p), "players": p} for p in pairs]})
        tables = call(phone.base, f"/api/v1/tournaments/{made['id']}/rounds", {}, made["director_code"])["tables"]
        for x in tables:
            call(phone.base, f"/api/v1/tournaments/{made['id']}/rounds/1/tables/{x['table']}/result",
                 {"games": [[1001, 700 + 30 * number]]}, made["director_code"])
    phone.reload()
    assert phone.locator("h2:has-text('Poredak')").count() == 1
    assert phone.locator("table.season tbody tr").count() == 4 and fits(phone)
    shot(phone, "hr-quarter-by-pairs")
    phone.goto(f"{phone.base}/ratings")
    assert phone.locator("text=Željko Jurić").count() == 1 and fits(phone)
    assert phone.locator("html[lang=hr]").count() == 1
    shot(phone, "hr-ratings")
