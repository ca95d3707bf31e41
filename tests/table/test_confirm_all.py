"""A side that fell behind confirms every hand it sees with one tap: all of them or none, and
only the hands the sheet showed it."""

from __future__ import annotations

from test_pages import Phone


def test_confirm_all_confirms_the_hands_shown_all_or_none(app):
    ana, boris, cvita = Phone(app), Phone(app), Phone(app)
    game = ana.start()
    ana.sit(game, 0)
    boris.join(game, seat=1)
    cvita.join(game, seat=2)
    for dealer in range(3):
        assert ana.enter(game, dealer=dealer, taker=0, points=(100, None)).status_code == 302
    sheet = boris.sheet(game)
    assert "Not confirmed yet: hands 1, 2, 3, together 300 : 186." in sheet and "Confirm all 3 as Boris" in sheet
    # Ana's partner cannot settle her hands, and a refusal confirms none of them.
    refused = cvita.client.post(f"/games/{game.id}/hands/confirm", data={"seat": "2", "number": ["1", "2", "3"]})
    assert refused.status_code == 403
    assert "Confirm all 3 as Boris" in boris.sheet(game)
    # A fourth hand entered meanwhile is not confirmed unseen.
    assert ana.enter(game, dealer=3, taker=0, points=(100, None)).status_code == 302
    done = boris.client.post(f"/games/{game.id}/hands/confirm", data={"seat": "1", "number": ["1", "2", "3"]})
    assert done.status_code == 302 and done.headers["Location"].endswith("#hand-3")
    sheet = boris.sheet(game)
    assert "Confirm all" not in sheet and "Hand 4 was entered by Ana." in sheet


def test_a_phone_without_a_seat_cannot_confirm_as_a_player_another_phone_speaks_for(app):
    ana, boris, watcher = Phone(app), Phone(app), Phone(app)
    game = ana.start()
    ana.sit(game, 0)
    boris.join(game, seat=1)
    watcher.join(game)
    watcher.client.post(f"/games/{game.id}/seat", data={"seat": ""})  # nobody: just scoring
    assert ana.enter(game, dealer=0, taker=0, points=(100, None)).status_code == 302
    refused = watcher.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    assert refused.status_code == 403 and "This seat is taken" in refused.get_data(as_text=True)
    assert "Confirmed by Boris" not in watcher.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
