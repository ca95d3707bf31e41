"""A correction that makes the game end at an earlier hand is possible: the form says, before
saving, that the later hands are taken off the sheet and who wins now; saved, they are gone from
the sheet and kept in the history."""

from __future__ import annotations

from test_pages import Phone


def test_the_correction_form_says_which_later_hands_it_takes_off_before_saving(app):
    phone = Phone(app)
    game = phone.start(target=250)
    assert phone.enter(game, dealer=3, trump="hearts", taker=0, points=(100, None)).status_code == 302
    assert phone.enter(game, dealer=0, trump="spades", taker=1, points=(100, None)).status_code == 302
    stiglja = {"dealer": "3", "trump": "hearts", "taker": "0", "p0": "162", "p1": "0", "typed": "0", "all0": "on"}
    seen = phone.client.post(f"/games/{game.id}/hands/1/edit", data={**stiglja, "action": "preview"})
    text = seen.get_data(as_text=True)
    assert seen.status_code == 200, text
    assert "The game now ends at hand 1: hand 2 is taken off the sheet." in text
    assert len(phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"]) == 2
    saved = phone.client.post(f"/games/{game.id}/hands/1/edit", data={**stiglja, "action": "save"})
    assert saved.status_code == 302, saved.get_data(as_text=True)
    hands = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"]
    assert len(hands) == 1
    history = phone.client.get(f"/games/{game.id}/history").get_data(as_text=True)
    assert "hand 2" in history  # the hand taken off, kept in the history
