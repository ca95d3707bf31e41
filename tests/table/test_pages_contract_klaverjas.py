"""Contrée and klaverjas hands entered on the hand form (Flask test client, as a phone without
JavaScript posts it), their ruling said in the preview, and the sheet's columns (RECORDS.md
"Contrée, coinche and klaverjas"; rule book: contrée, klaverjas)."""

from __future__ import annotations

import html
import re

import pytest

from test_pages import Phone, _hand, _key

CONTRE = ["110 hearts", "pass", "pass", "contre", "pass", "pass"]  # the seventh call is tapped


@pytest.fixture
def phone(app):
    return Phone(app)


def _table(phone: Phone, variant: str, lang: str):
    phone.client.get(f"/lang/{lang}?next=/")
    game = phone.start(variant)
    phone.join(game, seat=0)
    return game


def _text(response) -> str:
    text = response if isinstance(response, str) else response.get_data(as_text=True)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("\u202f", " ").replace("\xa0", " ")
    return re.sub(r"\s+", " ", text)


def _post(phone: Phone, game, **fields):
    return phone.client.post(f"/games/{game.id}/hands/new", data=_hand(fields))


def _stored(phone: Phone, game) -> list[dict]:
    return phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"]


@pytest.mark.parametrize("lang, made, contract", [
    ("en", "Ana and Cvita bid 110 ♥, contré, made 133: 560", "the contract is 110 ♥. Contré: ×2."),
    ("fr", "Ana et Cvita ont fait 133 sur leur 110 ♥, contré : 560", "contrat 110 ♥. Contré : ×2."),
])
def test_a_contree_auction_with_a_contre_is_tapped_call_by_call_and_made(phone, lang, made, contract):
    """Rule book, contrée: contré and made, the takers write (160 + 110) × 2, their belote kept."""
    game = _table(phone, "contree", lang)
    first = _post(phone, game, dealer=3, call="110", bid_suit="hearts", trump="", taker="")
    assert 'name="bid" value="110 hearts"' in first.get_data(as_text=True)
    step = _post(phone, game, dealer=3, bid=CONTRE, call="pass", bela=0, points=(113, None),
                 trump="", taker="")
    page = _text(step).replace("\u202f", " ").replace("\xa0", " ")
    assert made in page and contract in page
    data = _hand({"dealer": 3, "bid": CONTRE + ["pass"], "bela": 0, "points": (113, None),
                  "trump": "", "taker": ""}) | {"action": "save", "key": _key()}
    assert phone.client.post(f"/games/{game.id}/hands/new", data=data).status_code == 302
    hand = _stored(phone, game)[0]
    assert hand["auction"] == CONTRE + ["pass"] and hand["points"] == [113, 49]
    sheet = _text(phone.client.get(f"/games/{game.id}"))
    assert "110♥" in sheet and "×2" in sheet and "560" in sheet


@pytest.mark.parametrize("lang, said, mark", [
    # "dedans" is the French table's word: an English page says "down", a Dutch one "nat".
    ("en", "Boris and Dino bid 100 ♠, contré and went down with 72: Ana and Cvita write 520", "down"),
    ("fr", "Boris et Dino sont dedans avec 72 sur leur 100 ♠, contré : Ana et Cvita marquent 520", "dedans"),
    ("nl", "Boris en Dino boden 100 ♠, contré en gaan nat met 72: Ana en Cvita schrijven 520", "nat"),
])
def test_a_contree_contract_written_without_its_auction_goes_dedans(phone, lang, said, mark):
    game = _table(phone, "contree", lang)
    fields = {"dealer": 0, "trump": "spades", "taker": 1, "contract_bid": "100", "contract_contre": "1",
              "points": (90, None)}
    page = _text(_post(phone, game, **dict(fields))).replace("\u202f", " ").replace("\xa0", " ")
    assert said in page
    assert phone.enter(game, **fields).status_code == 302
    assert _stored(phone, game)[0] == {"dealer": 0, "trump": "spades", "taker": 1, "points": [90, 72],
                                            "bid": 100, "contre": 1}
    sheet = _text(phone.client.get(f"/games/{game.id}"))
    assert "100♠" in sheet and "520" in sheet and mark in sheet


def test_a_contre_only_comes_from_the_engine_s_legal_calls(phone):
    game = _table(phone, "contree", "en")
    page = _post(phone, game, dealer=3, bid=["110 hearts"], call="pass", trump="", taker="").get_data(as_text=True)
    calls = re.findall(r'name="call" value="([^"]+)"', page)
    assert "contre" not in calls and "80" not in calls and calls[:2] == ["pass", "120"]
    page = _post(phone, game, dealer=3, bid=["110 hearts"], trump="", taker="").get_data(as_text=True)
    assert "contre" in re.findall(r'name="call" value="([^"]+)"', page)


def test_a_bid_tapped_without_its_trump_asks_for_it(phone):
    game = _table(phone, "contree", "en")
    page = _text(_post(phone, game, dealer=3, call="110", trump="", taker=""))
    assert "Pick the trump of the bid first" in page


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("case", ["made", "nat", "pit"])
def test_a_klaverjas_hand_with_roem(phone, lang, case):
    """Rule book, klaverjas: the players' pair makes it with more than half of points and roem;
    otherwise nat (162 and all the roem to the other pair); every trick is pit, 100 roem more."""
    game = _table(phone, "klaverjas-amsterdam", lang)
    fields = {"made": {"points": (100, None), "r0": "20", "r1": ""},
              "nat": {"points": (90, None), "r0": "20", "r1": "50"},
              "pit": {"points": (162, None), "all0": "1", "r0": "20", "r1": ""}}[case]
    page = _text(_post(phone, game, dealer=3, trump="clubs", taker=0, **dict(fields)))
    nat = {"en": "Nat", "fr": "Nat"}[lang]
    assert (nat in page) == (case == "nat")
    assert ("Pit" in page) == (case == "pit")
    assert phone.enter(game, dealer=3, trump="clubs", taker=0, **dict(fields)).status_code == 302
    ruling = phone.client.get(f"/api/v1/games/{game.id}").get_json()["ruling"]["hands"][0]
    assert ruling["columns"] == {"made": {"points": [100, 62], "roem": [20, 0]},
                                 "nat": {"points": [0, 162], "roem": [0, 70]},
                                 "pit": {"points": [162, 0], "roem": [120, 0]}}[case]
    sheet = phone.client.get(f"/games/{game.id}").get_data(as_text=True)
    assert sheet.count('class="kr"') == 2
    assert ('mark fall nat' in sheet) == (case == "nat") and ('mark all_tricks pit' in sheet) == (case == "pit")


def test_klaverjas_rotterdam_takes_or_passes_on_the_turned_card(phone):
    game = _table(phone, "klaverjas-rotterdam", "en")
    page = _post(phone, game, dealer=3, turn_rank="K", turn_suit="hearts", trump="", taker="",
                 points=(100, None)).get_data(as_text=True)
    assert re.findall(r'name="call" value="([^"]+)"', page) == ["take", "pass"]
    data = _hand({"dealer": 3, "turn_rank": "K", "turn_suit": "hearts", "bid": ["pass"], "call": "take",
                  "trump": "", "taker": "", "points": (100, None), "r1": "20"}) | {"action": "save", "key": _key()}
    assert phone.client.post(f"/games/{game.id}/hands/new", data=data).status_code == 302
    hand = _stored(phone, game)[0]
    assert hand["auction"] == ["pass", "take"] and hand["turn_up"] == "KH" and hand["roem"] == [0, 20]


def test_klaverjas_amsterdam_says_free_choice_and_the_fifth_call_must_name_a_trump(phone):
    game = _table(phone, "klaverjas-amsterdam", "en")
    page = _post(phone, game, dealer=3, bid=["pass"] * 4, trump="", taker="").get_data(as_text=True)
    assert "Free choice:" in page and "Vrij" not in page  # vrij is the Dutch table's word
    assert re.findall(r'name="call" value="([^"]+)"', page) == ["spades", "hearts", "diamonds", "clubs"]


def test_a_klaverjas_sheet_adds_up_its_points_and_roem_columns(phone):
    game = _table(phone, "klaverjas-amsterdam", "en")
    for dealer, fields in ((3, {"points": (100, None), "r0": "20"}), (0, {"points": (90, None), "r1": "50"})):
        assert phone.enter(game, dealer=dealer, trump="clubs", taker=0, **fields).status_code == 302
    sheet = phone.client.get(f"/games/{game.id}").get_data(as_text=True)
    foot = _text(re.search(r"<tfoot>.*?</tfoot>", sheet, re.S).group(0))
    # 100 + 0 points and 20 roem; 62 + 162 and 0 + 50 (the second deal is nat: 90 of 212); 120 : 274
    assert "Σ 100 20 224 50" in foot
    assert "total 120 274" in foot and "Deal 3 of 16" in _text(phone.client.get(f"/games/{game.id}"))


def test_a_tout_atout_contract_is_bid_without_a_trump_suit_where_the_house_plays_it(phone):
    """RECORDS.md: with all_no_trump, "120 ta" is a contract with no trump suit, ruled from the
    points written; the form does not ask for a trump the bids left out."""
    game = phone.start("contree", all_no_trump="on")
    phone.join(game, seat=0)
    page = phone.client.post(f"/games/{game.id}/hands/new", data=_hand(
        {"dealer": 3, "bid": ["pass"], "trump": "", "taker": ""})).get_data(as_text=True)
    assert re.findall(r'name="bid_suit" value="([^"]+)"', page)[-2:] == ["ta", "sa"]
    said = _text(_post(phone, game, dealer=3, bid=["pass", "120 ta", "pass", "pass"], call="pass",
                       trump="", taker="", points=(100, None)))
    assert "Tap the trump suit" not in said and "Boris and Dino bid 120 all trumps" in said


def test_the_hand_page_says_the_contract_and_the_roem_entered(phone):
    game = _table(phone, "contree", "en")
    assert phone.enter(game, dealer=0, trump="spades", taker=1, contract_bid="100", contract_contre="2",
                       points=(90, None)).status_code == 302
    assert "Contract: 100♠ surcontré ×4" in _text(phone.client.get(f"/games/{game.id}/hands/1"))
    other = Phone(phone.client.application)
    game = _table(other, "klaverjas-rotterdam", "en")
    assert other.enter(game, dealer=0, trump="spades", taker=1, points=(90, None), r0="20").status_code == 302
    assert "Roem: 20 : 0" in _text(other.client.get(f"/games/{game.id}/hands/1"))


def test_coinche_counts_the_takers_melds_towards_the_contract(phone):
    """Rule book, coinche: the best side's melds count towards its contract."""
    game = _table(phone, "coinche", "en")
    said = _text(_post(phone, game, dealer=3, trump="hearts", taker=0, contract_bid="100", meld=["0:50"],
                       points=(90, None)))
    assert "Ana and Cvita bid 100 ♥, made 140: 240" in said


def test_contree_offers_no_meld_chips_and_klaverjas_no_bela(phone):
    game = _table(phone, "contree", "en")
    page = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert 'name="add"' not in page and 'name="bela"' in page
    other = Phone(phone.client.application)
    game = _table(other, "klaverjas-amsterdam", "en")
    page = other.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    assert 'name="add"' not in page and 'name="bela"' not in page and 'name="r0"' in page


def test_the_new_game_form_offers_four_jacks_roem_for_klaverjas_at_once(phone):
    """Four jacks are 200 roem at many Dutch clubs (``four_jacks_roem``): the new-game form of
    klaverjas offers it before the full list of house rules; contrée's form neither shows nor
    sends klaverjas's rules, nor any other rule the game never asks."""
    page = phone.client.get("/new/klaverjas-amsterdam").get_data(as_text=True)
    assert page.index('name="opt_four_jacks_roem"') < page.index("<details")
    contree = phone.client.get("/new/contree").get_data(as_text=True)
    assert 'name="opt_four_jacks_roem"' not in contree and 'name="opt_tie"' not in contree
    assert 'name="opt_dedans_points"' in contree.split("<details")[1]
