"""Replaying a disputed hand card by card on the table's phones (RULES §8: play card by card; a
renege is proved when a later card shows the player held what he had to play).

Posted as a phone without JavaScript posts the page (one tap, one post), and through the live
judgement the script asks for; in English, Croatian and French.
"""

from __future__ import annotations

import html
import re

import pytest

from scorekeeper.rules import find_variant
from scorekeeper.rules.cards import DECK
from test_pages import PLAYERS, Phone

# Dino deals, Ana leads; trump hearts, Ana took. Cvita throws 8♣ on Ana's A♠ in trick 1 and shows
# Q♠ in trick 2: a renege by the taker's partner. Everything else follows suit.
PLAY = ("AS 7S 8C 9S  TS KS QS JS  AH 7H QH TH  JH 8H KH 7C  9H 8S 9C QC  KD AC 7D AD  "
        "QD TD TC 8D  JD KC 9D JC").split()
HAND = {"dealer": 3, "trump": "hearts", "taker": 0, "points": (136, None)}

@pytest.fixture
def table(app):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, **HAND).status_code == 302
    return phone, game


def url(game, tail: str = "") -> str:
    return f"/games/{game.id}/hands/1/replay{tail}"


def text_of(page: str) -> str:
    """What a person reads: the page without its tags."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def tap(phone: Phone, game, played: list[str], card: str, *, lang: str = "en") -> str:
    response = phone.client.post(url(game), data={"play": " ".join(played), "card": card},
                                 headers={"Accept-Language": lang})
    assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_data(as_text=True)


def flag(page: str) -> str:
    """The renege flag's words ("" when there is none): the engine's sentences or the page's own."""
    found = re.search(r'id="reneges">(.*?)</div>', page, re.S)
    return text_of(found.group(1)).strip() if found else ""


def judge(phone: Phone, game, played: list[str], *, lang: str = "en", **extra) -> dict:
    response = phone.client.post(url(game, "/judge"), data={"play": " ".join(played), **extra},
                                 headers={"Accept-Language": lang})
    assert response.status_code == 200
    return response.get_json()


def test_the_hand_page_offers_the_replay(table):
    phone, game = table
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert f'href="{url(game)}"' in page and "Replay this hand" in page


def test_a_replay_starts_with_the_forehand_to_play_and_the_whole_pack(table):
    """RULES §8 and RECORDS.md: the first trick is led by the seat after the dealer."""
    phone, game = table
    page = phone.client.get(url(game)).get_data(as_text=True)
    said = text_of(page)
    assert "Ana to play" in said and "Trick 1 of 8" in said and "Dino dealt" in said
    assert page.count('name="card"') == 32 and not re.search(r'name="card"[^>]*disabled', page)
    rows = re.findall(r'class="suitrow( trump)?" role="group" aria-label="(\w+)', page)
    assert rows[0] == (" trump", "hearts")  # trump first


def test_tapping_cards_one_post_each_names_the_next_player_and_greys_the_card(table):
    phone, game = table
    page = tap(phone, game, [], "AS")
    assert re.search(r'value="AS" class="card" aria-label="A♠" disabled', page)
    assert "Boris to play" in text_of(page)
    played = PLAY[:3]
    page = tap(phone, game, played, PLAY[3])
    said = text_of(page)
    assert "Ana takes trick 1: 11 for Ana and Cvita" in said and "Ana to play" in said
    assert "Trick 2 of 8" in said and "Ana & Cvita: 11" in said and "Boris & Dino: 0" in said


def test_a_renege_is_flagged_the_moment_its_proof_appears(table):
    """Cvita's 8♣ on a spade lead is a renege once her Q♠ shows she held a spade (RULES §8)."""
    phone, game = table
    assert flag(tap(phone, game, PLAY[:5], PLAY[5])) == ""
    said = flag(tap(phone, game, PLAY[:6], PLAY[6]))
    assert said.startswith("Renege!") and re.search(r"Cvita.*8♣.*Q♠", said), said


def test_undo_takes_back_the_last_card(table):
    phone, game = table
    response = phone.client.post(url(game), data={"play": "AS 7S", "action": "undo"})
    page = response.get_data(as_text=True)
    assert 'name="play" value="AS"' in page and "Boris to play" in text_of(page)
    assert not re.search(r'value="7S"[^>]*disabled', page)


def test_a_card_played_twice_is_refused_and_the_play_stays_as_it_was(table):
    phone, game = table
    response = phone.client.post(url(game), data={"play": "AS 7S", "card": "AS"})
    page = response.get_data(as_text=True)
    assert response.status_code == 422 and 'name="play" value="AS 7S"' in page
    assert re.search(r"A♠", text_of(page).split("Replay hand 1")[2])


def test_the_live_judgement_draws_the_middle_again(table):
    phone, game = table
    answer = judge(phone, game, PLAY[:4])
    assert answer["ok"] and answer["play"] == " ".join(PLAY[:4]) and not answer["complete"]
    assert "Ana takes trick 1" in text_of(answer["html"])


def test_a_whole_replay_says_what_the_hand_is_worth(table):
    phone, game = table
    answer = judge(phone, game, PLAY)
    said = text_of(answer["html"])
    assert answer["complete"] and "to play" not in said
    assert "Ana takes trick 8: 18 for Ana and Cvita" in said and "Dino takes trick 6: 26 for Boris and Dino" in said
    assert "Ana & Cvita: 136" in said and "Boris & Dino: 26" in said
    assert "What the hand is worth" in said and "Cvita" in flag(answer["html"])
    assert "Ana and Cvita go down" in said  # Cvita's renege: the taker's side loses the hand (renege: fall)


@pytest.mark.parametrize("lang, words", [
    ("hr", ("Ana je na potezu", "Ana nosi 1. štih: 11 za Anu i Cvitu", "Renons!")),
    ("fr", ("À Ana de jouer", "Ana remporte le pli 1 : 11 pour Ana et Cvita", "Renonce !")),
])
def test_the_replay_speaks_croatian_and_french(table, lang, words):
    phone, game = table
    start = text_of(phone.client.get(url(game), headers={"Accept-Language": lang}).get_data(as_text=True))
    assert words[0] in start
    answer = judge(phone, game, PLAY[:7], lang=lang)["html"]
    said = text_of(answer)
    assert words[1] in said
    assert flag(answer).startswith(words[2]) and re.search(r"Cvita.*8♣.*Q♠", flag(answer)), flag(answer)
    assert not re.search(r"\b(side|seat|strana|mjesto|camp|place) 0\b", said, re.I)


@pytest.mark.parametrize("variant", ["clobyosh", "klaberjass", "bela-3", "bela-hr-4", "bela-hr-3",
                                     "bela-hr-2", "open-belot", "belote"])
def test_every_game_replays_its_own_number_of_cards(app, variant):
    """2, 3 or 4 players; 18 cards of clobyosh and klaberjass, 27 of bela-3, 20 of bela-hr-2, 30 of
    bela-hr-3 (the caller's discard is not played), all 32 of open belot and the four-handed games."""
    chosen = find_variant(variant)
    players = PLAYERS[:chosen.players]
    phone = Phone(app)
    game = phone.start(variant, players)
    points = {(2, True): (100, 62), (2, False): (90, 60), (3, True): (60, 50, 52),
              (3, False): (60, 50, 42)}[chosen.sides, chosen.all_cards_played]
    assert phone.enter(game, dealer=len(players) - 1, taker=0, points=points, typed="").status_code == 302
    cards = chosen.tricks * chosen.players
    codes = [str(c) for c in DECK]
    before = judge(phone, game, codes[:cards - 2])
    assert not before["complete"] and f"Trick {chosen.tricks} of {chosen.tricks}" in text_of(before["html"])
    last = judge(phone, game, codes[:cards - 1])
    # The one card left of a whole pack is put down by itself: it needs no tap of its own.
    assert last["complete"] == (cards == 32)
    answer = judge(phone, game, codes[:cards])
    assert answer["complete"] and answer["play"].count(" ") == cards - 1
    assert "to play" not in text_of(answer["html"]) and "What the hand is worth" in text_of(answer["html"])
    refused = judge(phone, game, codes[:cards], card=codes[cards] if cards < 32 else "AS")
    assert not refused["ok"] and refused["play"] == answer["play"]


def test_a_phone_that_has_not_joined_replays_but_cannot_save(table, app):
    _, game = table
    watcher = Phone(app)
    page = watcher.client.get(url(game)).get_data(as_text=True)
    assert "only a phone at the table saves it" in text_of(page) and 'value="replace"' not in page
    response = watcher.client.post(url(game), data={"play": " ".join(PLAY), "action": "replace"})
    assert response.status_code == 403
    assert len(table[0].client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]) > 0


def test_a_hand_with_melds_and_bela_replays_like_any_other(app):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, **HAND | {"meld": ["0:50"], "bela": "2"}).status_code == 302
    page = phone.client.get(url(game))
    assert page.status_code == 200 and "Ana to play" in text_of(page.get_data(as_text=True))
    assert judge(phone, game, PLAY[:4])["ok"]


def test_a_redeal_has_nothing_to_replay(app):
    phone = Phone(app)
    game = phone.start("clobyosh", PLAYERS[:2])
    phone.client.post(f"/games/{game.id}/hands/new", data={
        "action": "redeal", "key": "r1", "dealer": "0", "turn_rank": "K", "turn_suit": "hearts"})
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    if "Replay this hand" not in page:
        assert phone.client.get(url(game)).status_code == 302


# ---------------------------------------------------------------- saving: a correction of the hand

def test_the_play_decides_the_hand_and_the_history_keeps_both(table):
    phone, game = table
    response = phone.client.post(url(game), data={"play": " ".join(PLAY), "action": "replace"})
    assert response.status_code == 302 and response.headers["Location"].endswith("/hands/1")
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert stored["play"][0] == PLAY[:4] and "points" not in stored
    hand = text_of(phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True))
    assert "Played card by card: 8 of 8 tricks" in hand and "corrected hand 1" in hand
    assert "Ana and Cvita go down" in hand and "Ana & Cvita: – down" in hand  # the renege: the taker's side fell
    history = text_of(phone.client.get(f"/games/{game.id}/history").get_data(as_text=True))
    assert "corrected hand 1" in history and "entered hand 1" in history
    assert "Cards played — before: nothing written. Now: A♠ 7♠ 8♣ 9♠ / 10♠ K♠ Q♠ J♠" in history
    assert "Points — before: Ana & Cvita 136, Boris & Dino 26. Now: nothing written." in history


def test_checking_the_sheets_points_refuses_a_play_that_disagrees(app):
    phone = Phone(app)
    game = phone.start()
    phone.enter(game, **HAND | {"points": (100, None)})
    response = phone.client.post(url(game), data={"play": " ".join(PLAY), "action": "check"})
    assert response.status_code == 422
    said = text_of(response.get_data(as_text=True))
    assert "On the sheet: 100 : 62 · by the play: 136 : 26" in said
    assert "play" not in phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]


def test_a_confirmed_hand_needs_the_director_code_to_be_replayed_into_it(app):
    phone, other = Phone(app), Phone(app)
    game = phone.start()
    phone.sit(game, 0)
    other.join(game, seat=1)
    phone.enter(game, **HAND)
    other.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    form = {"play": " ".join(PLAY), "action": "replace"}
    refused = phone.client.post(url(game), data=form)
    assert refused.status_code == 422 and "enter the director code" in text_of(refused.get_data(as_text=True))
    wrong = phone.client.post(url(game), data=form | {"director_code": "WRONG-CODE-0000"})
    assert wrong.status_code == 422 and "not the director code" in text_of(wrong.get_data(as_text=True))
    assert phone.client.post(url(game), data=form | {"director_code": game.director_code}).status_code == 302


def test_the_tricks_played_so_far_are_kept_beside_the_sheets_points(table):
    """RECORDS.md: a play of the first k tricks needs the summary too; the table keeps both."""
    phone, game = table
    page = phone.client.get(url(game)).get_data(as_text=True)
    assert 'value="check"' not in page  # nothing played yet: nothing to save
    partial = tap(phone, game, PLAY[:7], PLAY[7])
    assert 'id="save-check"' in partial and 'value="replace"' not in partial
    response = phone.client.post(url(game), data={"play": " ".join(PLAY[:8]), "action": "check"})
    assert response.status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert stored["play"] == [PLAY[:4], PLAY[4:8]] and stored["points"] == [136, 26]
    again = text_of(phone.client.get(url(game)).get_data(as_text=True))
    assert "Tricks played: 2 of 8" in again and "Ana to play" in again  # the replay goes on from there


def test_correcting_a_replayed_hand_keeps_its_cards_unless_the_table_drops_them(table):
    """Store inputs: a correction of a replayed hand (here its dealer's slip) keeps the cards and
    judges them again; the table may drop them, and then the points it writes decide."""
    phone, game = table
    phone.client.post(url(game), data={"play": " ".join(PLAY), "action": "replace"})
    edit = f"/games/{game.id}/hands/1/edit"
    page = phone.client.get(edit).get_data(as_text=True)
    assert "replayed card by card (8 tricks)" in text_of(page) and 'name="play"' in page
    form = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', page))
    form = {k: html.unescape(v) for k, v in form.items()} | {"dealer": "3", "trump": "hearts", "taker": "0",
                                                               "action": "save"}
    assert phone.client.post(edit, data=form).status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert stored["play"][0] == PLAY[:4] and "points" not in stored
    version = re.search(r'name="version" value="(\d+)"', phone.client.get(edit).get_data(as_text=True)).group(1)
    dropped = form | {"version": version, "drop_play": "1", "p0": "100", "typed": "0"}
    assert phone.client.post(edit, data=dropped).status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert "play" not in stored and stored["points"] == [100, 62]


def test_a_replay_that_changes_the_winner_says_so_before_it_is_saved(app):
    """Hand 1 written as Ana & Cvita's 136 won them the game to 201 with hand 2; replayed, Cvita's
    renege makes hand 1 a fall, and the winner changes: said first, saved on the second tap."""
    phone = Phone(app)
    game = phone.start(target=201)
    assert phone.enter(game, **HAND).status_code == 302
    assert phone.enter(game, dealer=0, trump="spades", taker=0, points=(100, None)).status_code == 302
    first = phone.client.post(url(game), data={"play": " ".join(PLAY), "action": "replace"})
    said = text_of(first.get_data(as_text=True))
    assert first.status_code == 200 and "Saving this replay also changes: The game's winner changes" in said
    assert "play" not in phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    seen = re.search(r'name="consequences_seen" value="([^"]+)"', first.get_data(as_text=True)).group(1)
    saved = phone.client.post(url(game), data={"play": " ".join(PLAY), "action": "replace",
                                               "consequences_seen": html.unescape(seen)})
    assert saved.status_code == 302
    assert "play" in phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]


# Cvita's bela: she keeps the queen of hearts to the last trick.
BELA_PLAY = ("AS 7S 8C 9S  TS KS QS JS  AH 7H 9D TH  JH 8H KH 7C  9H 8S 9C QC  KD AC 7D AD  "
             "QD TD TC 8D  JD KC QH JC").split()


def test_the_picker_offers_only_the_cards_the_player_to_play_can_hold(app):
    """The record shows Cvita's king and queen of hearts (her bela): Ana, to lead, is not offered
    them; a card played is offered to nobody; a renege is offered like any card."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, **HAND | {"bela": "2"}).status_code == 302
    page = phone.client.get(url(game)).get_data(as_text=True)
    assert re.search(r'value="KH"[^>]*disabled', page) and re.search(r'value="QH"[^>]*disabled', page)
    assert "A card played, or one Ana cannot hold, is greyed out." in text_of(page)
    page = tap(phone, game, ["AS"], "7S")
    assert not re.search(r'value="KH"[^>]*disabled', page) and not re.search(r'value="8C"[^>]*disabled', page)


def test_a_card_that_is_the_only_one_left_to_its_player_plays_itself_and_undo_takes_it_back(app):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, **HAND | {"bela": "2"}).status_code == 302
    answer = judge(phone, game, BELA_PLAY[:30])  # Boris's K♣: Cvita's queen and Dino's J♣ follow
    assert answer["play"] == " ".join(BELA_PLAY) and answer["complete"]
    response = phone.client.post(url(game), data={"play": " ".join(BELA_PLAY), "action": "undo"})
    page = response.get_data(as_text=True)
    assert f'name="play" value="{" ".join(BELA_PLAY[:29])}"' in page and "Boris to play" in text_of(page)
    assert judge(phone, game, BELA_PLAY, action="undo")["play"] == " ".join(BELA_PLAY[:29])
