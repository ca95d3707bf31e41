"""A season's rules changed after it was made: by its director only (the API with the director
code, the season's page signed in with it), one logged step, the standings following at once;
bad input refused with the field named; no code, a wrong code or a cross-site post without the
page's CSRF token change nothing."""

from __future__ import annotations

import re
import sqlite3

from scorekeeper import create_app
from test_season_api import EIGHT, evening, season
from test_season_pages import in_language, text

RULES = {"figure": "points", "counting": "all", "minimum_evenings": 2}


def two_evenings(client) -> tuple[str, dict]:
    """Two evenings; Anneke wins the first (1500) and is last but one in the second (1092)."""
    sid, code = season(client, RULES)
    join = {"id": sid, "director_code": code["X-Director-Code"]}
    evening(client, EIGHT, [[1500, 1092], [1400, 1192]], season_field=join)
    evening(client, EIGHT, [[1092, 1500], [1192, 1400]], season_field=join)
    return sid, code


def totals(client, sid: str) -> dict[str, int]:
    return {r["name"]: r["total"] for r in client.get(f"/api/v1/seasons/{sid}/standings").get_json()["rows"]}


def changes(app, sid: str) -> list[str]:
    with sqlite3.connect(app.config["DATABASE"]) as db:
        return [a for (a,) in db.execute("SELECT action FROM season_log WHERE season_id = ? AND action = "
                                         "'settings_changed'", [sid])]


def test_the_director_changes_the_rules_through_the_api_and_the_standings_follow_at_once(app, client):
    sid, code = two_evenings(client)
    before = totals(client, sid)
    assert before["Anneke"] == 1500 + 1092
    changed = client.patch(f"/api/v1/seasons/{sid}", json={"settings": {"counting": "best", "count_best": 1},
                                                            "title": "Seizoen 2027"}, headers=code)
    assert changed.status_code == 200, changed.get_json()
    body = changed.get_json()
    assert body["title"] == "Seizoen 2027" and body["settings"]["counting"] == "best"
    assert body["settings"]["minimum_evenings"] == 2  # what was not given stays
    assert totals(client, sid)["Anneke"] == 1500  # the best evening only, at once
    assert changes(app, sid) == ["settings_changed"]  # one logged step


def test_nobody_else_changes_the_rules_and_bad_input_names_the_field(app, client):
    sid, code = two_evenings(client)
    url, before = f"/api/v1/seasons/{sid}", client.get(f"/api/v1/seasons/{sid}").get_json()["settings"]
    assert client.patch(url, json={"settings": {"counting": "best"}}).status_code == 401
    wrong = client.patch(url, json={"settings": {"counting": "best"}}, headers={"X-Director-Code": "AAAA-BBBB-CCCC"})
    assert wrong.status_code == 403
    for body, path in (({"settings": {"count_best": 0}}, "settings.count_best"),
                       ({"settings": {"counting": "most"}}, "settings.counting"),
                       ({"settings": {"nope": 1}}, "settings.nope"),
                       ({"settings": {"fund_shares": [80, 30]}}, "settings.fund_shares"),
                       ({"title": ""}, "title"),
                       ({"settings": []}, "settings")):
        refused = client.patch(url, json=body, headers=code)
        assert refused.status_code == 422 and refused.get_json()["error"]["path"] == path, (body, refused.get_json())
    assert client.get(url).get_json()["settings"] == before and changes(app, sid) == []


def test_the_director_changes_the_rules_from_the_seasons_page_in_dutch(app):
    api = app.test_client()
    sid, code = two_evenings(api)
    director = in_language(app, "nl")
    url = f"/seasons/{sid}"
    assert director.post(url, data={"action": "signin", "code": code["X-Director-Code"]}).status_code == 302
    page = text(director.get(url))
    assert "De regels van het seizoen wijzigen" in page and "Avonden die tellen" in page
    form = {k: v for k, v in re.findall(r'name="([a-z_]+)" value="([^"]*)"', director.get(url).get_data(as_text=True))
            if k in ("title", "count_best", "period_length", "best_periods", "drop_worst", "minimum_evenings",
                     "excused_score", "prize_places_n", "prize_fund", "place_points", "fund_shares")}
    form.update(action="settings", title="Seizoen 2026", figure="points", by="individual", counting="best", count_best="1",
                excused="nothing", prize_places="none", fund_split="percent")
    bad = director.post(url, data={**form, "count_best": "0"})
    # the refusal says what was typed and what the box takes, in Dutch
    assert bad.status_code == 422 and \
        "Hoeveel avonden tellen: ‘0’ kan niet; vul een geheel getal in van 1 tot en met 200." in text(bad)
    shares = director.post(url, data={**form, "prize_fund": "10000", "fund_shares": "60, 50"})
    assert shares.status_code == 422 and "de delen komen samen op meer dan 100 procent" in text(shares)
    assert totals(api, sid)["Anneke"] == 1500 + 1092
    saved = director.post(url, data=form)
    assert saved.status_code == 302, text(saved)[:600]
    assert "De regels van het seizoen zijn gewijzigd" in text(director.get(url))
    assert totals(api, sid)["Anneke"] == 1500 and changes(app, sid) == ["settings_changed"]


def test_a_stranger_and_a_cross_site_post_change_nothing(app, tmp_path):
    api = app.test_client()
    sid, code = two_evenings(api)
    url, form = f"/seasons/{sid}", {"action": "settings", "title": "X", "counting": "best", "count_best": "1"}
    stranger = app.test_client()
    assert stranger.post(url, data=form).status_code == 422  # not signed in
    assert stranger.post(url, data={"action": "signin", "code": "AAAA-BBBB-CCCC"}).status_code == 403
    assert stranger.post(url, data=form).status_code == 422
    # the real server's CSRF check: the director's own session, a post from another site without the token
    guarded = create_app({"TESTING": True, "DATABASE": app.config["DATABASE"], "SECRET_KEY": "test",
                          "RATE_LIMITS": False})
    director = guarded.test_client()
    token = re.search(r'name="csrf_token" value="([^"]+)"', director.get(url).get_data(as_text=True)).group(1)
    assert director.post(url, data={"action": "signin", "code": code["X-Director-Code"],
                                    "csrf_token": token}).status_code == 302
    forged = director.post(url, data=form, headers={"Origin": "https://evil.example", "Referer": "https://evil.example/"})
    assert forged.status_code == 400
    assert totals(api, sid)["Anneke"] == 1500 + 1092 and changes(app, sid) == []
