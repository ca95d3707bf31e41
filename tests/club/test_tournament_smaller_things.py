"""The smaller things a director saw: share links that point where the server listens, a seat
held by one phone shown as taken to the next, no match tally after a single game, a chart legend
that stays inside the chart, the start page in the page's language, names found and sorted as
the room says them, dates in the page's language."""

from __future__ import annotations

import re

from test_pages import Phone

from scorekeeper.sheets.chart import WIDTH, _label_lines
from scorekeeper.words.collation import finds, folded, sorted_by


def test_a_server_on_loopback_only_shares_the_address_it_serves(app, monkeypatch):
    """HOST=127.0.0.1 make run: nothing listens on the network address, so the link must not say it."""
    from scorekeeper.web import address
    monkeypatch.setattr(address, "lan_address", lambda: "192.0.2.20")
    app.config["SERVED_HOST"] = "127.0.0.1"
    phone = Phone(app)
    game = phone.start()
    link = re.search(r'id="share-link">([^<]+)<', game.share_page).group(1)
    assert link.startswith("http://localhost/j/")
    app.config["SERVED_HOST"] = "0.0.0.0"
    game = phone.start()
    link = re.search(r'id="share-link">([^<]+)<', game.share_page).group(1)
    assert link.startswith("http://192.0.2.20/j/")


def test_a_seat_another_phone_holds_is_shown_as_taken_and_refused(app):
    first, second = Phone(app), Phone(app)
    game = first.start()
    first.sit(game, 0)
    joined = second.client.get(game.join_path, follow_redirects=True).get_data(as_text=True)
    assert re.search(r'disabled>Ana <small>\(taken\)</small>', joined)
    refused = second.client.post(f"/games/{game.id}/seat", data={"seat": "0"})
    assert refused.status_code == 409 and "Another phone already speaks for Ana" in refused.get_data(as_text=True)
    assert second.client.post(f"/games/{game.id}/seat", data={"seat": "1"}).status_code == 302


def test_a_single_finished_game_shows_no_match_tally(app):
    phone = Phone(app)
    game = phone.start(target=101)
    phone.sit(game, 0)
    phone.enter(game, points=(152, None))
    sheet = phone.sheet(game)
    assert "won" in sheet and 'id="match"' not in sheet


def test_a_long_name_in_the_chart_legend_is_wrapped_inside_the_chart():
    room = 20
    lines = _label_lines("The long-named pair of Zagreb and Split", 1001, room)
    assert len(lines) <= 3 and all(len(line) <= room for line in lines)
    assert lines[-1].endswith("1001") and lines[0].startswith("The")
    assert _label_lines("Ana", 501, room) == ["Ana 501"]
    assert WIDTH == 600


def test_the_start_page_puts_the_pages_own_games_first(client):
    def first_game(lang: str) -> str:
        page = client.get("/", headers={"Accept-Language": lang}).get_data(as_text=True)
        return re.search(r'href="/new/([\w-]+)"', page).group(1)
    assert first_game("hr") == "bela-hr-4"
    assert first_game("fr") == "belote"
    page = client.get("/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert page.index("/tournaments/new") < page.index("/new/clobyosh")


def test_names_are_found_without_case_or_diacritics_and_sorted_as_the_language_sorts():
    assert finds("juric", ["Ivan Jurić"]) and finds("ZELJKO", ["Željko"]) and finds("duro", ["Đuro"])
    assert finds("ur", ["Đuro"]) and not finds("marko", ["Ivan Jurić"]) and not finds("  ", ["Ana"])
    assert folded("Đuro  Čolić") == "duro colic"
    names = ["Tonći", "Đuro", "Dino", "Cvita", "Čedo", "Ćiro", "Zoran", "Željko"]
    assert sorted_by(names, str, lang="hr") == ["Cvita", "Čedo", "Ćiro", "Dino", "Đuro", "Tonći", "Zoran", "Željko"]
    assert sorted_by(names, str, lang="en").index("Đuro") < sorted_by(names, str, lang="en").index("Tonći")


def test_dates_are_in_the_pages_language(app):
    from scorekeeper.words.dates import day_in, when
    with app.test_request_context(headers={"Accept-Language": "hr"}):
        assert when("2026-11-26T09:11:00.000+00:00").startswith("26. 11. 2026.")
    with app.test_request_context(headers={"Accept-Language": "fr"}):
        assert when("2026-11-26T09:11:00.000+00:00").startswith("26/11/2026")
    assert "stu" in day_in("2026-11-26T09:11:00+00:00", lang="hr")
    assert "nov." in day_in("2026-11-26T09:11:00+00:00", lang="fr")


def test_a_refused_setting_is_said_in_the_rooms_words(client):
    def refusal(lang: str, **fields) -> list[str]:
        answer = client.post("/tournaments/new", headers={"Accept-Language": lang},
                             data={"variant": "bela-hr-4", "entrants": "Ana & Cvita\nIvo & Marko", **fields})
        assert answer.status_code == 422
        return re.findall(r'<span class="error">([^<]+)</span>', answer.get_data(as_text=True))
    assert refusal("en", best_of="99") == ["Games per match: a whole number from 1 to 9."]
    assert refusal("en", rounds="abc") == ["Rounds: a whole number from 0 to 50."]
    said = refusal("hr", best_of="2")[0]
    assert "best_of" not in said and "1, 3, 5" in said


def test_the_history_says_its_times_in_the_pages_language(app):
    phone = Phone(app)
    game = phone.start()
    phone.sit(game, 0)
    phone.enter(game, points=(100, None))
    croatian = phone.client.get(f"/games/{game.id}/history", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    shown = re.findall(r'<time datetime="[^"]+">([^<]+)</time>', croatian)
    assert shown and all(re.match(r"\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}$", s) for s in shown), shown
    assert "AM" not in croatian and "PM" not in croatian


def test_a_refused_concours_result_is_said_at_its_table_in_the_pages_language(client):
    created = client.post("/api/v1/tournaments", json={
        "title": "Petak", "variant": "belote", "format": "swiss", "match": {"deals": 12},
        "entrants": [{"name": "Ana & Cvita", "players": ["Ana", "Cvita"]},
                     {"name": "Ivo & Marko", "players": ["Ivo", "Marko"]}]}).get_json()
    client.post(f"/api/v1/tournaments/{created['id']}/rounds", headers={"X-Director-Code": created["director_code"]})
    with client.session_transaction() as session:
        session["directing"] = [created["id"]]
    answer = client.post(f"/tournaments/{created['id']}", headers={"Accept-Language": "hr"},
                         data={"action": "result", "table": "1", "games": "500-400"})
    assert answer.status_code == 422
    html = answer.get_data(as_text=True)
    refusal = re.search(r'<p class="note bad refused" id="refused-1" role="alert">([^<]+)</p>', html).group(1)
    assert "972" in refusal and "cannot be right" not in refusal
    assert 'value="500-400"' in html and 'placeholder="1020-924"' in html
