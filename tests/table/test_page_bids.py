"""Bids and redeals on the entry page, through the Flask test client (RULES §5, §7).

Posted as a phone without JavaScript posts them: each call button submits the form, and the
calls said so far travel back as ``bid`` fields.
"""

from __future__ import annotations

import re

import pytest

from test_pages import PLAYERS, Phone, _hand, _key


@pytest.fixture
def phone(app):
    return Phone(app)


def _stored(phone: Phone, game) -> list[dict]:
    return phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"]


def _errors(response) -> dict[str, str]:
    return dict(re.findall(r'data-error-for="(\w+)">([^<]+)<', response.get_data(as_text=True)))


def _redeal(phone: Phone, game, *, dealer: int, card: tuple[str, str] | None = ("K", "hearts")):
    data = {"action": "redeal", "key": _key(), "dealer": str(dealer)}
    if card:
        data |= {"turn_rank": card[0], "turn_suit": card[1]}
    return phone.client.post(f"/games/{game.id}/hands/new", data=data)


def test_a_redeal_in_clobyosh_moves_the_deal_to_the_forehand_and_is_on_the_sheet(phone):
    """RULES §5 (turn_up_2: all pass, redeal) and §7: after a redeal the forehand deals."""
    game = phone.start("clobyosh", ["Ana", "Boris"])
    form = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert "Redeal — everyone passed" in form
    response = _redeal(phone, game, dealer=0)
    assert response.status_code == 302 and response.headers["Location"].endswith("#hand-1")
    assert _stored(phone, game) == [{"dealer": 0, "auction": ["pass"] * 4, "turn_up": "KH"}]
    sheet = phone.sheet(game)
    assert re.search(r'id="hand-1".*?class="mark redeal">redeal<', sheet, re.S)
    assert "Deals next: Boris" in sheet
    form = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert re.search(r'<select id="dealer"[^>]*>.*?<option value="1" selected>Boris', form, re.S)


def test_a_redeal_is_one_tap_even_without_the_turned_up_card(phone):
    """RECORDS.md: an all-pass auction is a redeal and carries nothing else; the table need not
    remember the turned card to write that the cards were dealt again."""
    game = phone.start("clobyosh", ["Ana", "Boris"])
    response = _redeal(phone, game, dealer=0, card=None)
    assert response.status_code == 302
    assert _stored(phone, game) == [{"dealer": 0, "auction": ["pass"] * 4}]
    assert "Deals next: Boris" in phone.sheet(game)


def test_bids_entered_for_a_belote_hand_give_the_taker_and_trump(phone):
    """RULES §5: the taker is who fixed trump; with an auction, trump and taker follow from it."""
    game = phone.start("belote")
    fields = {"dealer": 3, "trump": "spades", "taker": 1, "points": (100, None),
              "turn_rank": "9", "turn_suit": "clubs", "bid": ["pass", "pass", "pass", "pass", "pass"]}
    step = phone.client.post(f"/games/{game.id}/hands/new", data=_hand(dict(fields)) | {"call": "hearts"})
    page = step.get_data(as_text=True)
    assert step.status_code == 200 and page.count('name="bid"') == 6
    assert "Boris took: trump is ♥ hearts." in page
    assert re.search(r'id="trump-set" disabled>.*value="hearts" checked', page, re.S)
    saved = phone.enter(game, **fields | {"bid": fields["bid"] + ["hearts"]})
    assert saved.status_code == 302, _errors(saved)
    hand = _stored(phone, game)[0]
    assert list(hand)[:5] == ["dealer", "auction", "turn_up", "trump", "taker"]
    assert hand | {"tricks": None} == {"dealer": 3, "auction": ["pass"] * 5 + ["hearts"], "turn_up": "9C",
                                       "trump": "hearts", "taker": 1, "points": [100, 62], "tricks": None}
    assert re.search(r'♥</span> Boris', phone.sheet(game))
    hand = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "Turned-up card: 9♣" in hand and "Dino pass, Ana pass" in hand and "Boris ♥ hearts" in hand


def test_an_illegal_call_is_refused_with_the_engines_message_beside_the_bids(phone):
    """RULES §5, turn_up_2: in the first round a player may only take the turned-up suit or pass."""
    game = phone.start("belote")
    data = _hand({"dealer": 3, "points": (100, None)}) | {"turn_rank": "9", "turn_suit": "clubs",
                                                          "bid": ["pass"], "call": "hearts"}
    response = phone.client.post(f"/games/{game.id}/hands/new", data=data)
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and page.count('name="bid"') == 1
    assert re.search(r'id="auction-error" data-error-for="auction">[^<]*hearts can be named only in the '
                     r'second round', page)
    assert re.search(r'<p class="speaks">Boris speaks:</p>', page)
    saved = phone.enter(game, dealer=3, points=(100, None), turn_rank="9", turn_suit="clubs", bid=["pass"])
    assert saved.status_code == 422 and "The bids are not finished" in saved.get_data(as_text=True)


def test_taking_back_a_call_lets_the_speaker_call_again(phone):
    game = phone.start("belote")
    data = _hand({"dealer": 3}) | {"turn_rank": "9", "turn_suit": "clubs", "bid": ["pass", "take"],
                                   "unbid": "1"}
    page = phone.client.post(f"/games/{game.id}/hands/new", data=data).get_data(as_text=True)
    assert page.count('name="bid"') == 1 and "Boris speaks:" in page


@pytest.mark.parametrize("variant, options, offered", [
    ("clobyosh", {}, ["redeal"]),
    ("bela-hr-4", {}, []),  # free_mus: the dealer may not pass
    ("bela-hr-2", {}, []),  # turn_up_mus: nor in the second round
    ("bela-hr-2", {"schmeiss": "annul"}, ["redeal-schmeiss"]),
    ("klaberjass", {"schmeiss": "schmeisser_takes"}, ["redeal", "redeal-schmeiss"]),
])
def test_redeals_are_offered_where_the_bidding_allows_one(phone, variant, options, offered):
    """RULES §5: all pass only under turn_up_2; a schmeiss thrown in is a redeal too."""
    from scorekeeper.rules import find_variant
    game = phone.start(variant, PLAYERS[:find_variant(variant).players], **options)
    page = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert re.findall(r'name="action" value="(redeal[\w-]*)"', page) == offered


def test_a_schmeiss_thrown_in_is_stored_as_a_redeal(phone):
    """RULES §5: a schmeiss the other player agrees to throw in means the cards are dealt again."""
    game = phone.start("klaberjass", ["Ana", "Boris"], schmeiss="schmeisser_takes")
    data = {"action": "redeal-schmeiss", "key": _key(), "dealer": "1", "turn_rank": "A",
            "turn_suit": "spades"}
    assert phone.client.post(f"/games/{game.id}/hands/new", data=data).status_code == 302
    assert _stored(phone, game)[0]["auction"] == ["schmeiss", "throw"]
    assert "Deals next: Ana" in phone.sheet(game)


def test_a_redeal_can_be_corrected_into_a_played_hand(phone):
    game = phone.start("clobyosh", ["Ana", "Boris"])
    _redeal(phone, game, dealer=0)
    edit = f"/games/{game.id}/hands/1/edit"
    form = phone.client.get(edit).get_data(as_text=True)
    assert form.count('name="bid"') == 4 and "Nobody took" in form
    fix = {"action": "save", "version": ""} | _hand({"taker": 0, "points": (120, 12), "typed": ""})
    fix |= {"turn_rank": "K", "turn_suit": "hearts", "bid": ["pass"] * 4, "clearbids": "1"}
    assert phone.client.post(edit, data=fix).status_code == 302
    hand = _stored(phone, game)[0]
    assert "auction" not in hand and hand["turn_up"] == "KH" and hand["points"] == [120, 12]
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert '<p class="verdict passed">Ana makes it</p>' in page


def test_one_tap_says_the_passes_that_end_a_contree_auction(phone):
    """After Boris's 80 ♥ the three others pass: one button says the three passes, stored as the
    passes they are; it is not offered before a bid, nor once the auction is over."""
    game = phone.start("contree")
    data = {"action": "preview", "key": _key(), "dealer": "0", "bid_suit": "hearts", "call": "80"}
    page = phone.client.post(f"/games/{game.id}/hands/new", data=data).get_data(as_text=True)
    assert 'value="rest_pass"' in page and "The rest pass" in page
    data = {"action": "preview", "key": _key(), "dealer": "0", "bid": "80 hearts", "call": "rest_pass"}
    page = phone.client.post(f"/games/{game.id}/hands/new", data=data).get_data(as_text=True)
    assert re.findall(r'name="bid" value="([^"]+)"', page) == ["80 hearts", "pass", "pass", "pass"]
    assert 'value="rest_pass"' not in page and "Boris won the auction" in page
    fresh = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert 'value="rest_pass"' not in fresh
    saved = phone.client.post(f"/games/{game.id}/hands/new", data={
        "action": "save", "key": _key(), "dealer": "0", "bid": ["80 hearts", "pass", "pass", "pass"],
        "p0": "81", "p1": "", "typed": "0"})
    assert saved.status_code == 302, _errors(saved)
    assert _stored(phone, game)[0]["auction"] == ["80 hearts", "pass", "pass", "pass"]
