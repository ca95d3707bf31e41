"""The phone pages through the Flask test client, as a table uses them.

Forms are posted as a phone without JavaScript posts them: the pages must work that way too.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import re

import pytest

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]


class Phone:
    """One phone at the table: a test client with its own cookies."""

    def __init__(self, app) -> None:
        self.client = app.test_client()

    def start(self, variant: str = "bela-hr-4", players: list[str] | None = None, **options) -> "Game":
        page = self.client.get(f"/new/{variant}").get_data(as_text=True)
        form = _defaults(page)
        form.update({f"player{i}": name for i, name in enumerate(players or PLAYERS)})
        form.update({f"opt_{k}": v for k, v in options.items()})
        response = self.client.post(f"/new/{variant}", data=form)
        assert response.status_code == 302, response.get_data(as_text=True)
        game_id = response.headers["Location"].split("/")[2]
        share = self.client.get(response.headers["Location"]).get_data(as_text=True)
        return Game(game_id, share)

    def join(self, game: "Game", *, seat: int | None = None) -> None:
        assert self.client.get(game.join_path, follow_redirects=True).status_code == 200
        if seat is not None:
            self.sit(game, seat)

    def sit(self, game: "Game", seat: int) -> None:
        self.client.post(f"/games/{game.id}/seat", data={"seat": str(seat)})

    def enter(self, game: "Game", **fields):
        data = {"action": "save", "key": fields.pop("key", None) or _key()} | _hand(fields)
        return self.client.post(f"/games/{game.id}/hands/new", data=data)

    def sheet(self, game: "Game") -> str:
        return self.client.get(f"/games/{game.id}").get_data(as_text=True)


def _key() -> str:
    _key.n = getattr(_key, "n", 0) + 1
    return f"k{_key.n}"


def _hand(fields: dict) -> dict:
    """Form fields of a hand from short names: trump="hearts", taker=1, points=(62, None)."""
    data = {"dealer": str(fields.pop("dealer", 0)), "trump": fields.pop("trump", "hearts"),
            "taker": str(fields.pop("taker", 0))}
    points = fields.pop("points", (None, None))
    for side, p in enumerate(points):
        data[f"p{side}"] = "" if p is None else str(p)
    data["typed"] = str(next((s for s, p in enumerate(points) if p is not None), ""))
    data.update({k: (v if isinstance(v, list) else str(v)) for k, v in fields.items()})
    return data


def _defaults(page: str) -> dict:
    """The house-rule fields as the new-game form shows them (checked boxes, selected options)."""
    form = {}
    for name in re.findall(r'<input type="checkbox" id="(opt_\w+)" name="\1" checked', page):
        form[name] = "on"
    for name, body in re.findall(r'<select id="(opt_\w+)" name="\1"[^>]*>(.*?)</select>', page, re.S):
        form[name] = re.search(r'<option value="([^"]+)" selected', body).group(1)
    for name, value in re.findall(r'<input type="(?:number|text)"[^>]* id="(opt_\w+)" name="\1" value="([^"]*)"', page):
        form[name] = value
    return form


class Game:
    def __init__(self, game_id: str, share_page: str) -> None:
        self.id = game_id
        self.share_page = share_page
        link = re.search(r'id="share-link">([^<]+)<', share_page).group(1)
        self.join_path = urlsplit(link).path
        code = re.search(r'id="director-code">([^<]+)<', share_page)
        self.director_code = code.group(1) if code else None


@pytest.fixture
def phone(app):
    return Phone(app)


@pytest.fixture
def other_phone(app):
    return Phone(app)


# ---------------------------------------------------------------- starting and joining

def test_start_page_offers_every_game_by_name(client):
    page = client.get("/").get_data(as_text=True)
    for variant in ("bela-hr-4", "clobyosh", "belote", "klaberjass", "open-belot"):
        assert f'href="/new/{variant}"' in page
    assert "Bela (Croatian, four players)" in page and "Two teams of two to 1001" in page


def test_new_game_shows_partners_and_folds_the_house_rules(client):
    page = client.get("/new/bela").get_data(as_text=True)
    assert "Seats 1 and 3 play together against seats 2 and 4" in page
    assert "<details" in page and "Points that win the game." in page
    assert page.count('name="player') == 4


def test_starting_a_game_shows_qr_link_and_director_code_once(phone):
    game = phone.start()
    assert "<svg" in game.share_page and "QR code to join this game" in game.share_page
    assert re.fullmatch(r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}", game.director_code)
    again = phone.client.get(f"/games/{game.id}/share").get_data(as_text=True)
    assert game.director_code not in again


def test_a_missing_name_is_said_next_to_its_field_and_nothing_is_started(phone, app):
    response = phone.client.post("/new/bela", data={"player0": "Ana", "player1": "", "player2": "Cvita",
                                                   "player3": "Dino"})
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert re.search(r'id="player1-error">[^<]*name', page)
    assert 'value="Ana"' in page  # what was typed stays


def test_house_rules_from_the_form_are_kept(phone):
    game = phone.start(target="501", tie="hold_over")
    sheet = phone.sheet(game)
    assert "to 501" in sheet and re.search(r">An exact tie</a>: held over in the pot \(litige\)<", sheet)
    assert "hold_over" not in sheet.split("<main")[1]  # the value in words, not its identifier


def test_joining_by_the_qr_link_lets_another_phone_enter(phone, other_phone):
    game = phone.start()
    assert "You are watching" in other_phone.sheet(game)
    other_phone.join(game, seat=1)
    assert "New hand" in other_phone.sheet(game)
    assert other_phone.enter(game, taker=1, points=(62, None)).status_code == 302


def test_a_wrong_token_gets_a_friendly_page_and_no_write(phone, other_phone):
    game = phone.start()
    response = other_phone.client.get(f"/j/{game.id}/not-the-token")
    assert response.status_code == 403 and "Watch the score" in response.get_data(as_text=True)
    refused = other_phone.enter(game, points=(62, None))
    assert refused.status_code == 403 and "has not joined" in refused.get_data(as_text=True)
    assert "No hand yet" in phone.sheet(game)


# ---------------------------------------------------------------- the sheet

def test_a_saved_hand_is_on_the_sheet_with_taker_trump_and_totals(phone):
    game = phone.start()
    response = phone.enter(game, taker=1, trump="hearts", points=(62, None), meld=["1:50"])
    assert response.status_code == 302 and response.headers["Location"].endswith("#hand-1")
    sheet = phone.sheet(game)
    assert 'id="hand-1"' in sheet and re.search(r'♥</span> Boris', sheet)
    assert ">150<" in sheet and ">62<" in sheet  # 100 + 50 meld
    assert "Deals next: Boris" in sheet
    assert "851" in sheet  # Boris & Dino still need 1001 - 150


def test_a_fall_is_marked_pad_and_everything_goes_to_the_defenders(phone):
    """RULES §6.2: a fallen taker's side writes 0; "pad" is the Croatian table's own word, on a
    Croatian page; an English page says "down", a French one "dedans"."""
    game = phone.start()
    phone.enter(game, taker=0, points=(70, None))
    sheet = phone.sheet(game)
    assert re.search(r'class="mark fall">down<', sheet) and ">pad<" not in sheet
    assert re.search(r'<tfoot>.*>–<.*>162<', sheet, re.S)
    said = {lang: phone.client.get(f"/games/{game.id}", headers={"Accept-Language": lang}).get_data(as_text=True)
            for lang in ("hr", "fr", "nl")}
    assert re.search(r'class="mark fall">pad<', said["hr"])
    assert re.search(r'class="mark fall">nat<', said["nl"]) and ">pad<" not in said["nl"]
    assert re.search(r'class="mark fall">dedans<', said["fr"]) and ">pad<" not in said["fr"]


def test_all_tricks_is_stiglja_with_its_bonus(phone):
    """RULES §3.1: all_tricks_bonus 90 in bela-hr-4 (162 + 90 = 252)."""
    game = phone.start()
    phone.enter(game, taker=1, all1="1", points=(None, None))
    sheet = phone.sheet(game)
    assert "all tricks" in sheet and ">252<" in sheet and "štiglja" not in sheet
    hr = phone.client.get(f"/games/{game.id}", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    fr = phone.client.get(f"/games/{game.id}", headers={"Accept-Language": "fr"}).get_data(as_text=True)
    assert "štiglja" in hr and "capot" in fr and "štiglja" not in fr


def test_a_row_opens_its_ruling_and_history(phone):
    game = phone.start()
    phone.sit(game, 0)
    phone.enter(game, taker=1, points=(62, None))
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "made it with 100 points" in page and "Boris and Dino make it" in page
    assert "Ana entered hand 1" in page


# ---------------------------------------------------------------- entering hands

def test_an_invalid_hand_says_why_beside_the_field_and_is_not_saved(phone):
    game = phone.start()
    response = phone.enter(game, points=(170, 10), typed="")
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert re.search(r'data-error-for="points">[^<]*162', page)
    assert "No hand yet" in phone.sheet(game)


def test_the_preview_shows_the_ruling_before_saving(phone):
    game = phone.start()
    answer = phone.client.post(f"/games/{game.id}/preview",
                               data=_hand({"taker": 0, "points": (70, None), "mode": "hand"})).get_json()
    assert answer["ok"] and answer["points"] == [70, 92]
    assert "Ana and Cvita go down" in answer["html"]
    assert "No hand yet" in phone.sheet(game)  # nothing stored


def test_the_preview_adds_and_removes_meld_chips(phone):
    """Melds are written per pair, as on a paper sheet: one row for Ana & Cvita, one for Boris & Dino."""
    game = phone.start()
    data = _hand({"taker": 0, "points": (100, None), "mode": "hand"}) | {"add": "1:20"}
    answer = phone.client.post(f"/games/{game.id}/preview", data=data).get_json()
    assert 'name="meld" value="1:20"' in answer["melds_html"]
    assert answer["melds_html"].count('class="seatmelds pair"') == 2
    assert 'aria-label="Add 20 for Boris &amp; Dino"' in answer["melds_html"]
    assert "Boris and Dino held the best meld: a twenty (20)" in answer["html"]
    data = _hand({"taker": 0, "points": (100, None), "mode": "hand"}) | {"meld": ["1:20"], "remove": "0"}
    answer = phone.client.post(f"/games/{game.id}/preview", data=data).get_json()
    assert 'name="meld" value="1:20"' not in answer["melds_html"]


def test_equal_best_melds_ask_for_top_card_and_suit(phone):
    """RULES §4: equal best melds of two sides are compared by top card, then the tie-breaks."""
    game = phone.start()
    fields = {"taker": 0, "points": (100, None), "meld": ["0:20", "1:20"]}
    response = phone.enter(game, **fields)
    assert response.status_code == 422
    assert "top card and suit" in response.get_data(as_text=True)
    detail = {"meld_top": ["K", "A"], "meld_suit": ["hearts", "spades"], "meld_kind": ["", ""],
              "meld_length": ["", ""]}
    assert phone.enter(game, **fields, **detail).status_code == 302
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "A-high twenty in spades" in page


def _pair_fifties(**extra) -> dict:
    """K-high fifties of both pairs outside trump; Dino deals, so Ana plays first."""
    return _hand({"dealer": 3, "taker": 0, "points": (100, None), "mode": "hand"}) | {
        "meld": ["0:50", "1:50"], "meld_top": ["K", "K"], "meld_suit": ["spades", "clubs"],
        "meld_kind": ["", ""], "meld_length": ["", ""], "meld_seat": ["", ""]} | extra


def test_equal_pair_melds_ask_which_partner_only_when_play_order_decides(phone):
    """RULES §4, tie-break trump then first: equal fifties outside trump go to the player first in
    play, so the form asks who of each pair declared them, by name, for those melds only."""
    game = phone.start()
    answer = phone.client.post(f"/games/{game.id}/preview", data=_pair_fifties()).get_json()
    assert not answer["ok"] and answer["who"] == [0, 1]
    assert "say which partner declared it" in answer["errors"]["melds"]
    who = re.findall(r'<select name="meld_seat"[^>]*>(.*?)</select>', answer["melds_html"], re.S)
    assert [re.findall(r'>(\w+)</option>', options) for options in who] == [["Ana", "Cvita"], ["Boris", "Dino"]]
    ana = _pair_fifties(meld_seat=["0", ""])
    answer = phone.client.post(f"/games/{game.id}/preview", data=ana).get_json()
    assert answer["ok"] and "Ana plays first counting from the forehand" in answer["html"]
    trump = _pair_fifties(meld_suit=["hearts", "clubs"])
    answer = phone.client.post(f"/games/{game.id}/preview", data=trump).get_json()
    assert answer["ok"] and answer["who"] == [] and 'name="meld_seat" value=""' in answer["melds_html"]


def test_a_pair_meld_is_stored_for_the_pair_and_its_player_once_said(phone):
    """Store inputs: the form writes what the table said, "a fifty for Ana & Cvita", and the
    player only where it was asked and answered: once Dino is said (last in play), Ana & Cvita's
    fifty wins whichever of them declared it, so they are not asked (RULES §4)."""
    game = phone.start()
    fields = {k: v for k, v in _pair_fifties(meld_seat=["", "3"]).items() if k not in ("mode", "typed")}
    response = phone.enter(game, **fields, typed="0")
    assert response.status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]["melds"]
    assert [(m.get("side"), m.get("seat")) for m in stored] == [(0, None), (None, 3)]
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "Ana &amp; Cvita 50" in page and "Dino 50" in page
    assert "whichever of them declared it" in page


def test_the_partner_question_is_in_croatian_on_a_croatian_phone(phone):
    game = phone.start()
    answer = phone.client.post(f"/games/{game.id}/preview", data=_pair_fifties(),
                               headers={"Accept-Language": "hr"}).get_json()
    assert "Tko prijavljuje" in answer["melds_html"] and "tko je od para prijavio zvanje" in answer["errors"]["melds"]


def test_a_retried_save_stores_the_hand_once(phone):
    game = phone.start()
    phone.enter(game, points=(100, None), key="same")
    phone.enter(game, points=(100, None), key="same")
    assert 'id="hand-2"' not in phone.sheet(game)


# ---------------------------------------------------------------- claims

def test_a_good_claim_ends_a_clobyosh_game(phone):
    """RULES §7: under threshold claim, a count at or over 501 wins at once."""
    game = phone.start("clobyosh", ["Ana", "Boris"])
    assert ">501!<" in phone.sheet(game)
    for _ in range(4):  # 18 of 32 cards: at most 152 card points in play (RULES §3)
        assert phone.enter(game, taker=0, points=(120, 12), typed="").status_code == 302
    claim = {"action": "save", "key": _key(), "claim_side": "0", "claim_after_trick": "5",
             "claim_tricks": "4", "claim_points": "60"} | _hand({"taker": 0})
    response = phone.client.post(f"/games/{game.id}/claim", data=claim)
    assert response.status_code == 302
    sheet = phone.sheet(game)
    assert "won by claiming" in sheet and "New hand" not in sheet


def test_a_claim_preview_says_what_a_false_claim_costs(phone):
    game = phone.start("clobyosh", ["Ana", "Boris"])
    claim = {"mode": "claim", "claim_side": "1", "claim_after_trick": "3", "claim_tricks": "2",
             "claim_points": "30"} | _hand({"taker": 0})
    answer = phone.client.post(f"/games/{game.id}/preview", data=claim).get_json()
    assert answer["ok"]
    assert "False claim: Boris loses the game" in answer["html"]
    assert "A false claim loses the game at once." in answer["html"]


def test_claims_are_not_offered_where_the_preset_has_none(phone):
    game = phone.start("belote")
    assert "Enough!" not in phone.sheet(game) and "501!" not in phone.sheet(game)


# ---------------------------------------------------------------- confirm, correct, undo

def test_the_other_side_confirms_with_one_tap(phone, other_phone):
    game = phone.start()
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    phone.enter(game, points=(100, None))
    assert "Confirm as" not in phone.sheet(game)  # Ana's side entered it
    assert "Confirm as Boris" in other_phone.sheet(game)
    other_phone.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    page = other_phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "Confirmed by Boris" in page and "Boris confirmed hand 1" in page


def test_a_confirmed_hand_needs_the_director_code_to_be_corrected(phone, other_phone):
    game = phone.start()
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    phone.enter(game, points=(100, None))
    other_phone.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    edit = f"/games/{game.id}/hands/1/edit"
    assert "Director code" in phone.client.get(edit).get_data(as_text=True)
    fix = {"action": "save", "version": ""} | _hand({"taker": 0, "points": (90, None)})
    refused = phone.client.post(edit, data=fix | {"director_code": "WRONG-CODE-0000"})
    assert refused.status_code == 422 and "not the director code" in refused.get_data(as_text=True)
    assert phone.client.post(edit, data=fix | {"director_code": game.director_code}).status_code == 302
    history = phone.client.get(f"/games/{game.id}/history").get_data(as_text=True)
    assert "corrected hand 1" in history
    assert "Points — before: Ana &amp; Cvita 100, Boris &amp; Dino 62. Now: Ana &amp; Cvita 90, Boris &amp; Dino 72." in history
    assert ">90<" in phone.sheet(game)


def test_the_last_hand_can_be_taken_back(phone):
    game = phone.start()
    phone.enter(game, points=(100, None))
    phone.enter(game, dealer=1, points=(80, None))
    assert phone.client.get(f"/games/{game.id}/hands/2/undo").status_code == 200
    response = phone.client.post(f"/games/{game.id}/hands/2/undo", data={})
    assert response.status_code == 302
    assert 'id="hand-2"' not in phone.sheet(game)
    assert "took back hand 2" in phone.client.get(f"/games/{game.id}/history").get_data(as_text=True)


def test_other_phones_poll_a_version_that_moves_with_each_change(phone):
    game = phone.start()
    before = phone.client.get(f"/games/{game.id}/version").get_json()["version"]
    phone.enter(game, points=(100, None))
    after = phone.client.get(f"/games/{game.id}/version")
    assert after.get_json()["version"] > before and after.headers["Cache-Control"] == "no-store"


# ---------------------------------------------------------------- languages and errors

def test_language_follows_the_browser_and_the_switch(phone):
    page = phone.client.get("/", headers={"Accept-Language": "hr-HR,hr;q=0.9"}).get_data(as_text=True)
    assert '<html lang="hr">' in page
    phone.client.get("/lang/fr?next=/")
    page = phone.client.get("/", headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert '<html lang="fr">' in page


def test_the_language_switch_only_goes_back_to_this_site(client):
    response = client.get("/lang/hr?next=https://evil.example/")
    assert response.headers["Location"] == "/"


def test_unknown_pages_are_friendly_and_the_api_stays_json(client):
    page = client.get("/games/no-such-game")
    assert page.status_code == 404 and "There is nothing here" in page.get_data(as_text=True)
    assert "Traceback" not in page.get_data(as_text=True)
    assert client.get("/api/v1/games/no-such-game").get_json()["error"]
    assert client.get("/new/no-such-game").status_code == 404


def test_translations_are_compiled():
    import subprocess
    import sys
    from pathlib import Path
    script = Path(__file__).resolve().parents[2] / "scripts" / "translations.py"
    result = subprocess.run([sys.executable, str(script), "check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_a_confirmation_meanwhile_does_not_refuse_the_next_hand(phone, other_phone):
    game = phone.start()
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    phone.enter(game, points=(100, None))
    form = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    seen = re.search(r'name="version" value="(\d+)"', form).group(1)
    other_phone.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    response = phone.enter(game, dealer=1, points=(80, None), version=seen, hands=1)
    assert response.status_code == 302 and 'id="hand-2"' in phone.sheet(game)


def test_a_hand_entered_meanwhile_stops_a_second_entry(phone, other_phone):
    game = phone.start()
    other_phone.join(game, seat=1)
    form = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    seen = re.search(r'name="version" value="(\d+)"', form).group(1)
    other_phone.enter(game, points=(100, None))
    response = phone.enter(game, points=(100, None), version=seen, hands=0)
    page = response.get_data(as_text=True)
    assert response.status_code == 409 and "Hand 1 was saved by the other phone" in page
    assert "the same as yours" in page and 'id="save"' not in page  # to confirm, not to add again
    assert 'id="hand-2"' not in phone.sheet(game)
    fresh = phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True)
    now = re.search(r'name="version" value="(\d+)"', fresh).group(1)
    again = phone.enter(game, dealer=1, points=(100, None), version=now, hands=1)
    assert again.status_code == 302  # the form now knows the game as it is


def test_a_hand_taken_back_elsewhere_leads_back_to_the_sheet(phone):
    game = phone.start()
    response = phone.client.get(f"/games/{game.id}/hands/3")
    assert response.status_code == 302 and response.headers["Location"] == f"/games/{game.id}"


@pytest.mark.parametrize("variant", ["clobyosh", "klaberjass", "bela-3", "bela-hr-4", "bela-hr-3",
                                     "bela-hr-2", "open-belot", "belote"])
def test_every_game_can_be_started_and_a_hand_entered(phone, variant):
    from scorekeeper.rules import find_variant
    chosen = find_variant(variant)
    players = PLAYERS[:chosen.players]
    game = phone.start(variant, players)
    page = phone.client.get(f"/games/{game.id}/hands/new")
    assert page.status_code == 200 and page.get_data(as_text=True).count('name="taker"') == len(players)
    points = {(2, True): (100, 62), (2, False): (90, 60), (3, True): (60, 50, 52),
              (3, False): (60, 50, 42)}[chosen.sides, chosen.all_cards_played]
    # the last seat deals, so seat 0 is the forehand (who must name trump under first_must)
    response = phone.enter(game, dealer=len(players) - 1, taker=0, points=points, typed="")
    assert response.status_code == 302, re.findall(r'data-error-for="\w+">([^<]+)<', response.get_data(as_text=True))
    assert 'id="hand-1"' in phone.sheet(game)


def test_a_meld_entered_by_value_is_kept_as_said(phone):
    """Store inputs: "a fifty" is stored as a fifty, no cards invented; only equal best melds of
    two sides are compared by top card (RULES §4), and then the form asks for it."""
    game = phone.start()
    lone = _hand({"taker": 1, "points": (62, None), "mode": "hand"}) | {"meld": ["1:50"]}
    answer = phone.client.post(f"/games/{game.id}/preview", data=lone).get_json()
    assert answer["ok"] and "a fifty (50)" in answer["html"]
    tie = _hand({"taker": 0, "points": (100, None), "mode": "hand"}) | {
        "meld": ["0:20", "1:20"], "meld_kind": ["", ""], "meld_length": ["", ""]}
    answer = phone.client.post(f"/games/{game.id}/preview", data=tie).get_json()
    assert not answer["ok"] and answer["asked"] == [0, 1]
    said = tie | {"meld_top": ["K", "A"], "meld_suit": ["hearts", "spades"]}
    answer = phone.client.post(f"/games/{game.id}/preview", data=said).get_json()
    assert answer["ok"] and "an A-high twenty in spades" in answer["html"]


def test_a_share_link_made_on_localhost_carries_the_machines_network_address(phone, monkeypatch):
    """The organiser opens 127.0.0.1 on the laptop; the QR code must work on the other phones."""
    from scorekeeper.web import address
    monkeypatch.setattr(address, "lan_address", lambda: "192.168.1.20")
    game = phone.start()
    link = re.search(r'id="share-link">([^<]+)<', game.share_page).group(1)
    assert link.startswith("http://192.168.1.20/j/")


def test_a_public_url_setting_wins(app, phone, monkeypatch):
    app.config["PUBLIC_URL"] = "https://bela.example.org"
    game = phone.start()
    link = re.search(r'id="share-link">([^<]+)<', game.share_page).group(1)
    assert link.startswith("https://bela.example.org/j/")


def test_a_table_on_one_phone_never_sees_a_question_mark(phone, other_phone):
    """Confirmation is on once phones of both sides have joined; alone, no hand waits for it."""
    game = phone.start()
    phone.sit(game, 0)
    phone.enter(game, points=(100, None))
    assert 'class="unconfirmed"' not in phone.sheet(game)
    assert "need no confirmation" in phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    other_phone.join(game, seat=1)
    assert 'class="unconfirmed"' in phone.sheet(game)


def test_a_finished_game_goes_on_to_the_next_game_of_the_match_with_the_same_seats(phone, other_phone):
    """Seed 000: best of three, the winner of the last game dealing first in the next."""
    game = phone.start(target=90)
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    phone.enter(game, points=(100, None))
    sheet = phone.sheet(game)
    assert "Next game, same players" in sheet
    moved = phone.client.post(f"/games/{game.id}/next-game")
    second = moved.headers["Location"].rsplit("/", 1)[1]
    page = phone.client.get(f"/games/{second}").get_data(as_text=True)
    assert "Match, best of 3: Ana &amp; Cvita 1 – 0 Boris &amp; Dino · game 2" in page
    assert "Ana deals first" in page and "New hand" in page
    other = other_phone.client.get(f"/games/{game.id}/next")
    assert other.headers["Location"].endswith(f"/games/{second}")
    assert "New hand" in other_phone.client.get(f"/games/{second}").get_data(as_text=True)
