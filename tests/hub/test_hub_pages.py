"""The hub's public pages (clubs, an event, a player's history and rating, a season's league) in
the four languages, and the JSON the clubs' web sites read; provisional results say so."""

from __future__ import annotations

import pytest

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from hub_helpers import OFFICER
from scorekeeper.hub import run_jobs
from test_hub_players import publish, registered  # noqa: F401  (the fixture)

WORDS = {"en": ("League standings", "Provisional"), "hr": ("Poredak lige", "Privremeno"),
         "fr": ("Classement du championnat", "Provisoire"), "nl": ("Competitiestand", "Voorlopig")}


@pytest.fixture
def season(registered, hub_app):  # noqa: F811
    publish(registered, "zagreb", "petak", [{"name": "Đurđa Šimić"}, {"name": "Ivo"}])
    publish(registered, "split", "subota", [{"name": "Luka"}, {"name": "Ema"}], approve=False)
    run_jobs(hub_app)
    return registered


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_every_public_page_answers_in_each_language(season, lang):
    headers = {"Accept-Language": lang}
    league, provisional = WORDS[lang]
    home = season.get("/", headers=headers)
    assert home.status_code == 200 and league in home.get_data(as_text=True)
    table = season.get("/leagues/2026", headers=headers).get_data(as_text=True)
    assert "Đurđa Šimić" in table and "Luka" not in table  # Split's evening is not approved yet
    assert "Split" in season.get("/clubs/split", headers=headers).get_data(as_text=True)
    event = season.get("/events/split/subota", headers=headers).get_data(as_text=True)
    assert provisional in event
    first = season.get("/api/v1/leagues/2026").get_json()["standings"][0]
    page = season.get(f"/players/{first['player']}", headers=headers)
    assert page.status_code == 200 and "petak" in page.get_data(as_text=True)


def test_the_api_for_club_web_sites(season):
    clubs = season.get("/api/v1/clubs").get_json()["clubs"]
    assert [(c["id"], c["events"]) for c in clubs] == [("split", 1), ("zagreb", 1)]
    event = season.get("/api/v1/events/zagreb/petak")
    assert event.headers["Cache-Control"] == "public, max-age=30"
    assert [r["name"] for r in event.get_json()["results"]] == ["Đurđa Šimić", "Ivo"]
    league = season.get("/api/v1/leagues/2026").get_json()
    assert [r["name"] for r in league["standings"]] == ["Đurđa Šimić", "Ivo"]
    assert league["standings"][0]["rating"] > league["standings"][1]["rating"]


def test_what_is_not_there_is_a_clear_404(season):
    for path in ("/api/v1/events/zagreb/none", "/api/v1/clubs/none", "/api/v1/players/999", "/api/v1/leagues/1999"):
        answer = season.get(path)
        assert answer.status_code == 404 and answer.get_json()["error"]["message"]
    page = season.get("/leagues/1999", headers={"Accept-Language": "hr"})
    assert page.status_code == 404 and "text/html" in page.content_type
    assert season.get("/healthz").get_json() == {"ok": True}
    assert season.post("/api/v1/admin/events/zagreb/none/1/approve", headers=OFFICER).status_code == 404
