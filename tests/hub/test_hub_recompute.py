"""The hub recomputes, never trusts: a bundle correctly signed by its club whose stated standings
its own archive does not give is refused, saying which figure disagrees, and stores nothing; an
honest bundle is filed with the standings the club's server shows."""

from __future__ import annotations

import copy

import pytest

from hub_fixtures import *  # noqa: F403  (postgres, hub_dsn, hub_app, hub)
from scorekeeper import bundles
from scorekeeper.publishing import club_key
from test_hub_bundles import clubs, stored  # noqa: F401  (the fixture: two registered club servers)


@pytest.mark.parametrize("figure,change", [("match_points", 2), ("points_for", 100), ("rank", 1)])
def test_standings_altered_before_signing_are_refused_naming_the_figure(clubs, hub, hub_app, tmp_path,  # noqa: F811
                                                                          figure, change):
    zagreb = clubs["zagreb"]
    honest = zagreb.publish(zagreb.evening())["bundle"]
    altered = copy.deepcopy(honest)
    altered["results"][1][figure] += change
    signed = bundles.sign(club_key(tmp_path / "zagreb.pem"), altered)  # the club's own key: a valid signature
    answer = hub.post("/api/v1/bundles", json=signed)
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["path"] == f"bundle.results[1].{figure}"
    assert f"{figure} of entrant {altered['results'][1]['entrant']}" in error["message"]
    assert stored(hub_app) == (0, 0, 0)


def test_a_player_moved_to_another_pair_before_signing_is_refused(clubs, hub, hub_app, tmp_path):  # noqa: F811
    zagreb = clubs["zagreb"]
    altered = copy.deepcopy(zagreb.publish(zagreb.evening())["bundle"])
    altered["results"][0]["players"][0]["name"] = "Somebody Else"
    answer = hub.post("/api/v1/bundles", json=bundles.sign(club_key(tmp_path / "zagreb.pem"), altered))
    assert answer.status_code == 422 and answer.get_json()["error"]["path"] == "bundle.results[0].players"
    assert stored(hub_app) == (0, 0, 0)


def test_an_honest_bundle_is_filed_with_the_clubs_standings(clubs, hub):  # noqa: F811
    zagreb = clubs["zagreb"]
    ev = zagreb.evening()
    signed = zagreb.publish(ev)
    assert hub.post("/api/v1/bundles", json=signed).status_code == 201
    club = zagreb.client.get(f"{ev.url}/standings").get_json()["rows"]
    shown = hub.get(f"/api/v1/events/zagreb/{signed['bundle']['event']}").get_json()["results"]
    at_club = sorted((r["rank"], p, r["match_points"], r["points_for"], r["points_against"])
                     for r in club for p in (f"{r['name'].split(' & ')[0]}", f"{r['name'].split(' & ')[0]}'s partner"))
    assert sorted((r["rank"], r["name"], r["match_points"], r["points_for"], r["points_against"])
                  for r in shown) == at_club
