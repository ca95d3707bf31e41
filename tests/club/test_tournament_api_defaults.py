"""A tournament made through the API ranks and scores a bye as the form does, from the game and
the format: points for a concours, a mêlée and a klaverjas evening; a concours bye half a partie
as the game writes it (bela 12 × 162 ÷ 2 = 972; contrée deals write 162 or 160 and the contract,
coinchons.fr; a klaverjas boompje 16 × 162, klaverjasunie.nl)."""

from __future__ import annotations

import pytest

API = "/api/v1/tournaments"
PAIRS = [{"name": n, "players": n.split(" & ")} for n in ("Ana & Cvita", "Ivo & Marko", "Luka & Petra")]


def created(client, **body) -> dict:
    answer = client.post(API, json={"title": "Concours", "format": "swiss", "rounds": 2, "entrants": PAIRS, **body})
    assert answer.status_code == 201, answer.get_json()
    return client.get(f"{API}/{answer.get_json()['id']}").get_json()["settings"]


@pytest.mark.parametrize(("variant", "match", "ranking"), [
    ("bela-hr-4", {"best_of": 1}, "wins"),
    ("bela-hr-4", {"deals": 12}, "points"),
    ("contree", {"deals": 12}, "points"),
    ("klaverjas-amsterdam", {"best_of": 1}, "points"),
])
def test_the_api_ranks_as_the_form_does(client, variant, match, ranking):
    assert created(client, variant=variant, match=match)["ranking"] == ranking


def test_a_knockout_is_ranked_by_matches_even_in_klaverjas(client):
    assert created(client, variant="klaverjas-amsterdam", format="knockout")["ranking"] == "wins"


@pytest.mark.parametrize(("variant", "match", "bye"), [
    ("bela-hr-4", {"deals": 12}, 972),
    ("contree", {"deals": 12}, 1560),
    ("klaverjas-amsterdam", {"best_of": 1}, 1296),
    ("bela-hr-4", {"best_of": 3}, 0),  # a match to 1001: a bye is a won match, no points
])
def test_a_concours_bye_scores_half_a_partie_of_its_own_game(client, variant, match, bye):
    assert created(client, variant=variant, match=match)["bye_points"] == bye


def test_the_director_still_says_what_a_bye_scores(client):
    settings = created(client, variant="contree", match={"deals": 12}, bye={"points": 1000})
    assert settings["bye_points"] == 1000
    settings = created(client, variant="contree", match={"deals": 12}, bye={"score": "average"})
    assert settings["bye_score"] == "average"
