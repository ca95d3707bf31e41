"""A finished game's sheet counts its deals as the language counts: one deal is singular."""

import pytest

PLAYERS = ["Eline", "Ruud", "Noor", "Bram"]
HAND = {"dealer": 3, "trump": "clubs", "taker": 0, "points": [100, 62]}


@pytest.mark.parametrize("lang, deals, said", [
    ("nl", 1, "1 spel gespeeld"), ("nl", 2, "2 spellen gespeeld"),
    ("fr", 1, "1 donne jouée"), ("fr", 2, "2 donnes jouées"),
    ("en", 1, "1 deal played"), ("en", 2, "2 deals played"),
])
def test_a_finished_sheet_says_one_deal_in_the_singular(client, new_game, lang, deals, said):
    game = new_game("klaverjas-amsterdam", PLAYERS, options={"deals": deals})
    for n in range(deals):
        assert game.enter({**HAND, "dealer": (3 + n) % 4}).status_code in (200, 201)
    page = client.get(f"/lang/{lang}?next=/games/{game.id}", follow_redirects=True)
    assert said in page.get_data(as_text=True).replace("\xa0", " ")
