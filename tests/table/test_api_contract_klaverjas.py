"""Contrée and klaverjas hands entered through the API (RECORDS.md "Contrée, coinche and
klaverjas"): the fields ``bid``, ``contre`` and ``roem`` are accepted, described, and ruled."""

from __future__ import annotations

CONTRE_AUCTION = {"dealer": 3, "auction": ["110 hearts", "pass", "pass", "contre", "pass", "pass", "pass"],
                  "bela": 0, "points": [113, 49]}


def test_a_contree_hand_with_a_contre_made_is_ruled(new_game):
    game = new_game("contree")
    body = game.enter(CONTRE_AUCTION).get_json()
    hand = body["hand"]
    assert hand["contract"] == {"bid": 110, "trump": "hearts", "taker": 0, "contre": 1, "value": 110,
                                "count": 133, "made": True}
    assert hand["outcome"] == "passed"
    assert hand["score"] == [560, 0]  # (160 + 110) × 2 and the belote kept


def test_a_contree_contract_written_without_its_auction_goes_dedans(new_game):
    game = new_game("contree")
    response = game.enter({"dealer": 0, "trump": "spades", "taker": 1, "bid": 100, "contre": 1,
                           "points": [90, 72]})
    assert response.status_code == 201
    hand = response.get_json()["hand"]
    assert hand["contract"]["made"] is False and hand["outcome"] == "fell"
    assert hand["score"] == [520, 0]  # the defenders: (160 + 100) × 2
    assert game.get()["record"]["hands"][0]["bid"] == 100


def test_a_bid_beside_an_auction_must_agree_with_it(new_game):
    game = new_game("contree")
    response = game.enter({**CONTRE_AUCTION, "bid": 120})
    assert response.status_code == 422
    assert response.get_json()["error"]["path"] == "bid"


def test_a_klaverjas_hand_with_roem_is_ruled_and_written_in_its_columns(new_game):
    game = new_game("klaverjas-amsterdam")
    hand = game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62],
                       "roem": [20, 0]}).get_json()["hand"]
    assert hand["nat"] is False and hand["pit"] is None
    assert hand["columns"] == {"points": [100, 62], "roem": [20, 0]}


def test_a_klaverjas_nat_gives_the_other_pair_162_and_all_the_roem(new_game):
    game = new_game("klaverjas-rotterdam")
    hand = game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "points": [90, 72],
                       "roem": [20, 50]}).get_json()["hand"]
    assert hand["nat"] is True and hand["outcome"] == "fell"
    assert hand["columns"] == {"points": [0, 162], "roem": [0, 70]}


def test_klaverjas_pit_adds_100_roem(new_game):
    game = new_game("klaverjas-amsterdam")
    hand = game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "points": [162, 0],
                       "tricks": [8, 0], "roem": [0, 0]}).get_json()["hand"]
    assert hand["pit"] == 0 and hand["columns"]["roem"] == [100, 0]


def test_a_game_without_these_fields_refuses_them(game):
    response = game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3],
                           "points": [100, 62], "roem": [20, 0]})
    assert response.status_code == 422
    assert response.get_json()["error"]["note"]["id"] == "error.field_not_in_game"


def test_the_openapi_document_describes_bid_contre_and_roem(client):
    hand = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]["Hand"]["properties"]
    assert {"bid", "contre", "roem"} <= set(hand)
    assert hand["contre"]["enum"] == [0, 1, 2]
