"""A season from a phone's pages: a Dutch klaverjas club makes its season with the club's rules
(best 6 of 8, a fixed score for an excused absence, 4 evenings to be ranked, the Formule van 4),
adds its evenings, excuses an absence and reads its standings; a Croatian club reads its quarter
by pairs; the register's questions and merges from the director's page."""

from __future__ import annotations

import html
import re

from test_season_api import EIGHT, evening, season


def text(response) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.get_data(as_text=True))))


def in_language(app, lang: str):
    client = app.test_client()
    client.get(f"/lang/{lang}?next=/")
    return client


def dutch_season(director) -> str:
    form = {"title": "Seizoen 2026-2027", "figure": "points", "place_points": "25, 20, 16, 13, 11, 10, 9, 8",
            "by": "individual", "counting": "best", "count_best": "6", "period_length": "8", "best_periods": "0",
            "drop_worst": "0", "minimum_evenings": "4", "excused": "fixed", "excused_score": "1000",
            "prize_places": "formule_van_4", "prize_places_n": "3", "prize_fund": "0", "fund_split": "percent",
            "fund_shares": ""}
    made = director.post("/seasons", data=form)
    assert made.status_code == 302, text(made)
    return made.headers["Location"]


def test_a_dutch_club_makes_its_season_from_the_form_and_sees_its_code_once(app):
    director = in_language(app, "nl")
    page = text(director.get("/seasons"))
    assert "Nieuw seizoen" in page and "Avonden die tellen" in page and "Formule van 4" in page
    url = dutch_season(director)
    shown = text(director.get(url))
    assert "De wedstrijdleiderscode van het seizoen:" in shown and "Er is nog geen avond gespeeld." in shown
    assert "De wedstrijdleiderscode van het seizoen:" not in text(director.get(url))  # once
    sid = url.rsplit("/", 1)[1]
    got = app.test_client().get(f"/api/v1/seasons/{sid}").get_json()["settings"]
    assert (got["counting"], got["count_best"], got["minimum_evenings"], got["excused"], got["excused_score"],
            got["prize_places"]) == ("best", 6, 4, "fixed", 1000, "formule_van_4")


def test_a_bad_setting_is_said_beside_its_field_in_dutch(app):
    director = in_language(app, "nl")
    refused = director.post("/seasons", data={"title": "X", "count_best": "zes"})
    assert refused.status_code == 422 and \
        "Hoeveel avonden tellen: ‘zes’ kan niet; vul een geheel getal in van 1 tot en met 200." in text(refused)
    assert director.post("/seasons", data={"title": " "}).status_code == 422


def test_evenings_join_from_the_seasons_page_and_the_standings_say_who_is_not_yet_ranked(app):
    director = in_language(app, "nl")
    url = dutch_season(director)
    api = app.test_client()
    first, _ = evening(api, EIGHT, [[1360, 1232], [1500, 1092]])
    second, _ = evening(api, EIGHT[:4] + ["Ivo", "Jan", "Kees", "Lies"], [[1300, 1292], [1400, 1192]])
    for tid in (first, second):
        added = director.post(url, data={"action": "add_evening", "tournament": f"http://x/tournaments/{tid}"})
        assert added.status_code == 302
    page = text(director.get(url))
    assert "Het toernooi is nu een avond van het seizoen." in page
    assert "nog niet in het klassement: 2 van 4" in page and "nog niet in het klassement: 1 van 4" in page
    els = re.search(r'<option value="([^"]+)">Els</option>', director.get(url).get_data(as_text=True)).group(1)
    excused = director.post(url, data={"action": "excuse", "tournament": second, "player": els})
    assert excused.status_code == 302 and "De afmelding is goedgekeurd." in text(director.get(url))
    row = next(r for r in api.get(f"/api/v1{url}/standings").get_json()["rows"] if r["name"] == "Els")
    assert row["figures"][1]["how"] == "excused" and row["figures"][1]["figure"] == 1000
    # a stranger without the code changes nothing
    stranger = in_language(app, "nl")
    refused = stranger.post(url, data={"action": "add_evening", "tournament": first})
    assert refused.status_code == 422 and "Log eerst in" in text(refused)
    wrong = stranger.post(url, data={"action": "signin", "code": "AAAA-BBBB-CCCC"})
    assert wrong.status_code == 403 and "Dat is niet de wedstrijdleiderscode van dit seizoen." in text(wrong)
    for path in ("/projector", "/standings.csv"):
        assert stranger.get(url + path).status_code == 200


def test_a_croatian_quarter_by_pairs_in_croatian(app):
    api = app.test_client()
    sid, code = season(api, {"figure": "place", "by": "pair", "counting": "all"}, title="Kvartal 1")
    join = {"id": sid, "director_code": code["X-Director-Code"]}
    pairs = [("Ivan", "Marko"), ("Ana", "Petra"), ("Josip", "Luka"), ("Mate", "Frane")]
    evening(api, pairs, [[1001, 640], [1001, 900]], season_field=join, variant="bela-hr-4", fmt="swiss",
            title="Belot večer 1")
    # Marko away: Stipe plays beside Ivan
    evening(api, [("Ivan", "Stipe"), ("Ana", "Petra"), ("Josip", "Luka"), ("Mate", "Frane")],
            [[1001, 500], [640, 1001]], season_field=join, variant="bela-hr-4", fmt="swiss", title="Belot večer 2")
    rows = api.get(f"/api/v1/seasons/{sid}/standings").get_json()["rows"]
    ivan = next(r for r in rows if r["name"] == "Ivan & Marko")
    assert ivan["evenings"] == 2 and ivan["figures"][1]["played_by"] == ["Ivan", "Stipe"]
    page = text(in_language(app, "hr").get(f"/seasons/{sid}"))
    assert "Poredak" in page and "Večeri" in page and "igrali Ivan & Stipe" in page


def test_the_register_page_asks_about_a_close_name_and_merges_on_the_directors_word(app):
    director = in_language(app, "nl")
    url = dutch_season(director)
    api = app.test_client()
    evening(api, ["Anneke de Vries", "Bram", "Cor", "Daan"], [[1360, 1232]])
    evening(api, ["Anneke de Vris", "Bram", "Cor", "Daan"], [[1360, 1232]])
    page = director.get(url + "/register")
    assert "Is ‘Anneke de Vris’ een van deze spelers?" in text(page)
    html = page.get_data(as_text=True)
    new = re.search(r'name="player" value="([^"]+)">\s*<p>Is', html).group(1)
    old = re.search(r'name="into" value="([^"]+)"', html).group(1)
    same = director.post(url + "/register", data={"action": "same", "player": new, "into": old})
    assert same.status_code == 302
    after = text(director.get(url + "/register"))
    assert "Anneke de Vris" in after and "Is ‘Anneke de Vris’" not in after  # a spelling of Anneke de Vries now
    player = text(director.get(f"/players/{old}"))
    assert player.count("Klaverjasavond") == 2
    assert director.post(url + "/register", data={"action": "unmerge", "player": new}).status_code == 302
    assert text(director.get(f"/players/{old}")).count("Klaverjasavond") == 1
    stranger = app.test_client().get(url + "/register")
    assert stranger.status_code == 302  # the register is the director's


def test_a_player_page_in_croatian_with_the_rating_chart(app):
    api = app.test_client()
    tid, _ = evening(api, ["Ivan Jurić", "Ana", "Marko", "Petra"], [[1360, 1232]])
    reg_player = api.get("/api/v1/players").get_json()["players"]
    ivan = next(p["id"] for p in reg_player if p["name"] == "Ivan Jurić")
    page = text(in_language(app, "hr").get(f"/players/{ivan}"))
    assert "Ivan Jurić" in page and "Večeri" in page
    assert "Rejting igrača Ivan Jurić nakon svakog meča" in page and "Još nema rejtinga." not in page
    assert in_language(app, "hr").get("/players/nobody").status_code == 404


def test_the_new_tournament_form_joins_the_season_with_its_code(app):
    director = in_language(app, "nl")
    url = dutch_season(director)
    sid = url.rsplit("/", 1)[1]
    code = None
    form = {"title": "Klaverjasavond 1", "variant": "klaverjas-amsterdam", "entrants": "\n".join(EIGHT),
            "format": "melee", "rounds": "1", "best_of": "1", "deals": "0", "ranking": "", "repasaz_until": "0",
            "bye_points": "0", "seed": "5", "season": sid, "season_code": "AAAA-BBBB-CCCC"}
    page = text(director.get("/tournaments/new"))
    assert "Een avond van het seizoen" in page and "Seizoen 2026-2027" in page
    refused = director.post("/tournaments/new", data=form)
    assert refused.status_code == 422 and "Dat is niet de wedstrijdleiderscode van dit seizoen." in text(refused)
    assert app.test_client().get(f"/api/v1/seasons/{sid}").get_json()["evenings"] == []
    # the code shown once on the season's page, as the director wrote it down
    made = app.test_client().post("/api/v1/seasons", json={"title": "Tweede"}).get_json()
    sid, code = made["id"], made["director_code"]
    created = director.post("/tournaments/new", data={**form, "season": sid, "season_code": code})
    assert created.status_code == 302
    tid = created.headers["Location"].rsplit("/", 1)[1]
    assert [e["tournament"] for e in app.test_client().get(f"/api/v1/seasons/{sid}").get_json()["evenings"]] == [tid]


def test_another_phone_directs_the_season_with_its_code(app):
    director = in_language(app, "nl")
    url = dutch_season(director)
    code = re.search(r'<strong class="code">([^<]+)</strong>', director.get(url).get_data(as_text=True)).group(1)
    other = in_language(app, "nl")
    assert "Voor de wedstrijdleider" not in text(other.get(url))
    assert other.post(url, data={"action": "signin", "code": code}).status_code == 302
    page = text(other.get(url))
    assert "Je leidt dit seizoen op dit apparaat." in page and "Voor de wedstrijdleider" in page
    assert other.get(url + "/register").status_code == 200
