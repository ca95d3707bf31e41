"""The words of issue 31, read as a player reads them: each sentence the third pass found
stilted or wrong, in French (contrée), Dutch (klaverjas) and Croatian (bela), as a native
player says it; and in every language, a refusal said in the page's language and no phone
blamed for a change nobody else made.

Croatian declines a player's name where the sentence needs it ("20 za Željka i Đuru") and joins
a pair with "i"; sentences that would need a player's gender are written so that they need none
("Potvrda: Ivana.", "alors qu'il lui restait", "koja je odigrana").
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po
from babel.support import Translations

from scorekeeper.rules import RecordError, adjudicate
from scorekeeper.rules.explain import from_json
from scorekeeper.words import TRANSLATIONS
from scorekeeper.words.names import named
from scorekeeper.words.rulings import localized, refusal_text
from test_pages import Phone
from test_table_phrases import get, text

FRENCH = ["Élodie", "Marc", "Chloé", "Luc"]
DUTCH = ["Eline", "Ruud", "Noor", "Bram"]
NNBSP = "\u202f"


def contree(hand: dict, **options) -> dict:
    return adjudicate({"variant": "contree", "options": options, "players": FRENCH, "hands": [hand]})["hands"][0]


def side(names: str) -> dict:
    return {"id": "side", "args": {"side": 0, "names": names, "players": names.count(" & ") + 1}}


def says(lang: str, msgid: str, context: str | None = None) -> str:
    translations = Translations.load(str(TRANSLATIONS), [lang])
    return translations.pgettext(context, msgid) if context else translations.gettext(msgid)


def msgstrs(lang: str) -> list[str]:
    with (TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalogue = read_po(f, locale=lang)
    return [s for m in catalogue if m.id for s in ([m.string] if isinstance(m.string, str) else m.string)]


# ---------------------------------------------------------------- French

def test_defenders_who_took_nothing_ne_marquent_rien():
    hand = contree({"dealer": 3, "auction": ["80 spades", "pass", "pass", "pass"], "points": [162, 0]})
    said = localized(hand["notes"], lang="fr")
    assert said[-1] == "Marc et Luc, en défense, ne marquent rien."
    assert hand["explanation"][-1] == "Marc & Luc, defending, write nothing."
    assert not any("propres 0" in s or "écrit" in s for s in said)


def test_a_rounded_score_is_arrondi_a():
    hand = contree({"dealer": 3, "auction": ["110 spades", "pass", "pass", "pass"], "points": [113, 49]})
    said = localized(hand["notes"], lang="fr")
    assert f"Élodie et Chloé annoncent 110 à pique et font 113{NNBSP}: 113 + 110 = 223, arrondi à 220." in said
    assert "Marc et Luc, en défense, marquent leurs propres 49, arrondi à 50." in said


def test_a_redeal_in_contree_has_no_litige_clause():
    hand = contree({"dealer": 3, "auction": ["pass", "pass", "pass", "pass"]})
    assert localized(hand["notes"], lang="fr") == ["Personne n'a pris : on redonne, Élodie donne."]
    assert "pot" not in hand["explanation"][-1]


def test_a_contre_is_said_against_the_contract():
    hand = contree({"dealer": 3, "auction": ["110 spades", "contre", "pass", "pass", "pass"], "points": [113, 49]})
    said = localized(hand["notes"], lang="fr")
    assert "Marc contre le 110 à pique : le contrat compte double." in said
    # (160 + 110) × 2 = 540 is written as it is: nothing was rounded off, so no "arrondi à 540"
    assert f"Élodie et Chloé annoncent 110 à pique, contré, et font 113{NNBSP}: (160 + 110) × 2 = 540." in said


def test_a_renege_names_the_card_still_held_without_a_gender():
    proof = {"id": "renege.proof", "args": {"trick": 6}}
    note = {"id": "renege.follow", "args": {"trick": 3, "seat_name": "Élodie", "card": "8♥", "led": "♠",
                                            "held": "7♠", "proof": proof}}
    said = localized([note], lang="fr")[0]
    assert said.endswith("alors qu'il lui restait le 7♠, joué au pli 6."), said


def test_two_women_who_make_it_are_never_ils():
    for hand in ({"dealer": 3, "auction": ["110 spades", "contre", "pass", "pass", "pass"], "points": [113, 49]},
                 {"dealer": 3, "auction": ["110 spades", "pass", "pass", "pass"], "points": [113, 49]}):
        for sentence in localized(contree(hand)["notes"], lang="fr"):
            assert not re.search(r"\bils\b", sentence), sentence
    pair = [s for s in msgstrs("fr") if s.startswith("{side} annoncent")]
    assert pair and not any(re.search(r"\bils marquent\b", s) for s in pair)


@pytest.mark.parametrize("msgid,context,said", [
    ("Won", "games", "Gagnées"),
    ("Bid", None, "Enchère"),
    ("Settle it", None, "Confirmation"),
])
def test_french_words_on_the_pages(msgid, context, said):
    assert says("fr", msgid, context) == said


def test_the_director_code_is_said_to_serve_to_change_a_confirmed_hand():
    said = says("fr", "Write it down now: it is shown only once. It is needed to change a hand the other side "
                      "has confirmed.")
    assert said.endswith("Il sert à modifier une donne déjà confirmée par l’autre camp.")


def test_the_contre_help_says_the_product_plainly():
    help_text = next(s for s in msgstrs("fr") if s.startswith("Ce que vaut un contrat en plus de son enchère"))
    assert "(ceci + l’enchère) × 2" in help_text and "deux fois ceci plus" not in help_text


def test_a_contree_hand_form_says_enchere_for_the_level(app):
    phone = Phone(app)
    game = phone.start("contree", players=FRENCH)
    page = text(get(phone, f"/games/{game.id}/hands/new", "fr"))
    assert "Enchère" in page and "Annonce " not in page


def test_the_statistics_say_gagnees_for_games(app):
    phone = Phone(app)
    game = phone.start("contree", players=FRENCH)
    page = get(phone, f"/games/{game.id}", "fr")
    players = re.search(r'href="(/players[^"]*)"', page)
    if players is None:
        pytest.skip("no statistics link on the sheet")
    assert "Gagnées" in text(get(phone, players.group(1), "fr"))


# ---------------------------------------------------------------- Dutch

def test_dutch_says_paar_never_koppel():
    assert not any(re.search(r"\b[Kk]oppels?\b", s) for s in msgstrs("nl"))
    assert says("nl", "Each pair: what the pair did together") == "Elk paar: wat het paar samen deed"


def test_dutch_words_of_a_klaverjas_table():
    assert says("nl", "taken") == "bezet"
    assert says("nl", "three in sequence", "roem.three") == "driekaart"
    assert says("nl", "four in sequence", "roem.four_run") == "vierkaart"
    note = {"id": "klaverjas.named", "args": {"seat_name": "Ruud", "suit": {"id": "suit.clubs"},
                                              "after": {"id": "after.0"}}}
    assert localized([note], lang="nl")[0] == "Ruud maakte meteen klaveren troef en speelt."


def test_a_klaverjas_hand_form_asks_to_choose_trump_not_to_bid(app):
    phone = Phone(app)
    game = phone.start("klaverjas-amsterdam", players=DUTCH)
    page = text(get(phone, f"/games/{game.id}/hands/new", "nl"))
    assert "Troef kiezen" in page and "Biedingen" not in page
    contract = Phone(app)
    other = contract.start("contree", players=FRENCH)
    assert "Biedingen" in text(get(contract, f"/games/{other.id}/hands/new", "nl"))


def test_a_roem_correction_reads_eerder_niets_nu_0_20(new_game, client):
    game = new_game("klaverjas-amsterdam", players=DUTCH)
    first = {"dealer": 3, "trump": "clubs", "taker": 0, "points": [100, 62]}
    assert game.enter(first).status_code == 201, game.enter(first).get_json()
    fixed = dict(first, roem=[0, 20])
    response = client.put(f"{game.url}/hands/1", json=fixed,
                          headers=game.auth(seat=0, director=True, **{"If-Match": str(game.version)}))
    assert response.status_code == 200, response.get_json()
    page = text(client.get(f"/games/{game.id}/history", headers={"Accept-Language": "nl"}).get_data(as_text=True))
    assert "Roem — eerder: niets. Nu: 0 : 20." in page
    assert "Eline heeft spel 1 verbeterd met de wedstrijdleiderscode" in page
    assert "met de wedstrijdleiderscode heeft" not in page


def test_a_result_says_the_winners_total_first():
    said = says("nl", "%(side)s won, %(won)s to %(lost)s.") % {"side": "Eline en Noor", "won": 1855, "lost": 1747}
    assert said == "Gewonnen door Eline en Noor, 1855 tegen 1747."


# ---------------------------------------------------------------- Croatian

def test_croatian_declines_the_names_after_za():
    note = {"id": "score.bela", "args": {"seat_name": "Željko", "side": side("Željko & Đuro")}}
    assert localized([note], lang="hr")[0].endswith("20 za Željka i Đuru.")


def test_croatian_their_41_points_go_to_a_pair():
    note = {"id": "renege.defender", "args": {"seat_name": "Boris", "side": side("Boris & Dino"), "points": 41,
                                              "taker": side("Ivana & Maša")}}
    said = localized([note], lang="hr")[0]
    assert said.endswith("za Borisa i Dina: zvač prolazi, a njihov 41 bod pišu Ivana i Maša."), said


@pytest.mark.parametrize("names,case,form", [
    (["Marko"], "gen", "Marka"), (["Dino"], "acc", "Dina"), (["Đuro"], "dat", "Đuri"),
    (["Luka"], "acc", "Luku"), (["Ivana Marković"], "dat", "Ivani Marković"),
    (["Boris Kovačić"], "gen", "Borisa Kovačića"), (["Ines"], "acc", "Ines"), (["Ante"], "acc", "Antu"),
    (["Ana", "Cvita"], "ins", "Anom i Cvitom"), (["K2"], "gen", "K2"),
])
def test_a_croatian_name_knows_its_forms(names, case, form):
    assert named(names, lang="hr").forms[case] == form
    assert named(names, lang="fr").forms[case] == " et ".join(names)


def test_croatian_renege_and_confirmation_need_no_gender():
    proof = {"id": "renege.proof", "args": {"trick": 6}}
    note = {"id": "renege.follow", "args": {"trick": 3, "seat_name": "Ivana", "card": "8♥", "led": "♠",
                                            "held": "7♥", "proof": proof}}
    assert localized([note], lang="hr")[0].endswith("još drži 7♥, koja je odigrana u 6. štihu.")
    assert says("hr", "Confirmed by %(who)s.") % {"who": "Ivana"} == "Potvrda: Ivana."


def test_croatian_says_one_word_for_a_hand_and_for_a_renege():
    words = " ".join(msgstrs("hr"))
    assert "dijeljenj" not in words.lower() and "prekrš" not in words.lower()
    assert says("hr", "Renege!") == "Renons!"


def test_croatian_names_each_field_of_a_claim():
    asks = {says("hr", m) for m in ("Write after which trick.", "Write how many tricks.", "Write how many points.")}
    assert asks == {"Upiši nakon kojeg štiha.", "Upiši koliko štihova.", "Upiši koliko bodova."}


def test_croatian_says_more_than_the_opponents():
    assert says("hr", "more than every other side", "rule.beat_each") == "više od protivnika"


# ---------------------------------------------------------------- every language

@pytest.mark.parametrize("lang,said", [
    ("fr", "cet Idempotency-Key a déjà servi pour une autre donne"),
    ("nl", "deze Idempotency-Key is al gebruikt voor een ander spel"),
    ("hr", "ovaj Idempotency-Key već je upotrijebljen za drugo miješanje"),
])
def test_a_reused_key_is_refused_in_the_pages_language(new_game, lang, said):
    game = new_game()
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62]}
    assert game.enter(hand, **{"Idempotency-Key": "k1"}).status_code == 201
    answer = game.enter(dict(hand, points=[62, 100]), **{"Idempotency-Key": "k1"})
    assert answer.status_code == 422
    error = answer.get_json()["error"]
    assert error["message"].startswith("this Idempotency-Key was already used")  # the API's English
    refused = RecordError(error["message"], error["path"], note=from_json(error["note"]))
    assert refusal_text(refused, lang=lang).startswith(said)


def test_a_save_sent_twice_blames_no_other_phone(app):
    phone = Phone(app)
    game = phone.start()
    phone.join(game, seat=0)
    seen = re.search(r'name="version" value="(\d+)"', get(phone, f"/games/{game.id}/hands/new", "en")).group(1)
    assert phone.enter(game, taker=0, points=(100, None), version=seen, hands="0").status_code == 302
    again = phone.enter(game, taker=0, points=(62, None), version=seen, hands="0").get_data(as_text=True)
    note = text(re.search(r'<div class="note warn taken"[^>]*>(.*?)</div>', again, re.S).group(1))
    assert "other phone" not in note
    assert "Hand 1 was already saved from this phone: 100 : 62; this one is different: 0 : 162." in note
    assert "Confirm hand 1" not in note  # nobody confirms a hand of his own side
    twice = phone.enter(game, taker=0, points=(100, None), version=seen, hands="0")
    assert twice.status_code == 302 and "#hand-1" in twice.headers["Location"]


@pytest.mark.parametrize("msgid,said", [
    ("Taker", "Zvač"), ("Declared by", "Tko prijavljuje"), ("Trump, taker", "Adut, zvač"), ("Took trump", "Kao zvač"),
])
def test_croatian_labels_name_a_role_not_a_mans_deed(msgid, said):
    """"Zvao: Ivana", "Prijavio" said every player was a man; the role needs no gender."""
    assert says("hr", msgid) == said
    assert says("hr", "%(name)s took: trump is %(suit)s.") % {"name": "Ivana", "suit": "♥ herc"} == \
        "Zvač: Ivana, adut je ♥ herc."


@pytest.mark.parametrize("lang,said", [
    ("fr", "Ana a saisi la donne 1 : c’est un joueur de l’autre camp qui la confirme, pas Cvita"),
    ("hr", "1. miješanje upisuje Ana, pa ga potvrđuje igrač druge strane, a ne Cvita"),
])
def test_a_confirmation_from_the_same_side_is_refused_in_the_pages_language(new_game, lang, said):
    game = new_game()
    assert game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62]}, seat=0).status_code == 201
    answer = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 2}, headers=game.phone(2))
    assert answer.status_code == 422, answer.get_json()
    error = answer.get_json()["error"]
    refused = RecordError(error["message"], error["path"], note=from_json(error["note"]))
    assert refusal_text(refused, lang=lang) == said


def test_the_hand_form_hears_of_other_phones_only(app):
    """The form's "Another phone just changed the game" banner asks whose change it was."""
    phone = Phone(app)
    game = phone.start()
    phone.join(game, seat=0)
    before = phone.client.get(f"/games/{game.id}/version").get_json()["version"]
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    mine = phone.client.get(f"/games/{game.id}/version?since={before}").get_json()
    assert mine["version"] > before and mine["others"] is False
    other = Phone(app)
    other.join(game, seat=1)
    assert other.client.get(f"/games/{game.id}/version?since={before}").get_json()["others"] is True
    assert "others" not in phone.client.get(f"/games/{game.id}/version").get_json()
