"""The refusals only the API gives (a body it cannot read, a field of the wrong JSON type, a
missing If-Match, an address or method it does not know, its own failure) carry their note as
every other refusal does (docs/records.md): the message stays the API's English, and a client
says the note in French, Dutch or Croatian from the catalogues."""

from __future__ import annotations

import pytest

from scorekeeper.rules import RecordError
from scorekeeper.rules.explain import from_json
from scorekeeper.web.api_errors import handle_api_error
from scorekeeper.words.rulings import refusal_text

HAND = {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62]}


def said(answer, lang: str) -> str:
    error = answer.get_json()["error"]
    return refusal_text(RecordError(error["message"], error["path"], note=from_json(error["note"])), lang=lang)


def refused(game, what: str):
    """The API's answer to one request it refuses."""
    client, url = game.client, game.url
    return {
        "no_address": lambda: client.get("/api/v1/nothing-here"),
        "method": lambda: client.delete("/api/v1/healthz"),
        "not_json_type": lambda: client.post(f"{url}/hands", data="dealer=3", headers=game.auth(seat=0)),
        "not_json": lambda: client.post(f"{url}/hands", data="{", content_type="application/json",
                                        headers=game.auth(seat=0)),
        "too_large": lambda: client.post(f"{url}/hands", json={"x": "a" * 300_000}, headers=game.auth(seat=0)),
        "if_match": lambda: client.put(f"{url}/hands/1", json=HAND, headers=game.auth(seat=0)),
        "seat_header": lambda: client.post(f"{url}/hands", json=HAND, headers=game.auth() | {"X-Seat": "north"}),
        "unknown_field": lambda: game.enter(HAND | {"colour": "red"}),
        "whole_number": lambda: game.enter(HAND | {"dealer": "3"}),
        "missing": lambda: client.post("/api/v1/games", json={"variant": "bela-hr-4"}),
        "shape": lambda: client.post("/api/v1/games", json=["bela-hr-4"]),
        "key_length": lambda: game.enter(HAND, **{"Idempotency-Key": "k" * 201}),
    }[what]()


CASES = [  # the refusal, its status and note, and what it says in French, Dutch and Croatian
    ("no_address", 404, "api.no_address", "il n’y a rien à cette adresse", "op dit adres is niets te vinden",
     "na ovoj adresi nema ničega"),
    ("method", 405, "api.method", "cette adresse n’accepte pas cette méthode", "dit adres neemt die methode niet aan",
     "ova adresa ne prima tu metodu"),
    ("not_json_type", 415, "api.not_json_type", "envoyez le corps en JSON", "stuur de body als JSON",
     "pošalji tijelo kao JSON"),
    ("not_json", 400, "api.not_json", "le corps n’est pas du JSON valide (", "de body is geen geldige JSON (",
     "tijelo nije ispravan JSON ("),
    ("too_large", 413, "api.too_large", "le corps de la requête est trop gros : 256 Ko au plus",
     "de body is te groot: hoogstens 256 KB", "tijelo zahtjeva je preveliko: najviše 256 KB"),
    ("if_match", 428, "api.if_match", "envoyez If-Match avec la dernière version", "stuur If-Match met de versie",
     "pošalji If-Match s verzijom"),
    ("seat_header", 422, "api.seat_header", "X-Seat est le numéro de place du joueur",
     "X-Seat is het plaatsnummer van de speler", "X-Seat je broj mjesta igrača"),
    ("unknown_field", 422, "api.unknown_field", "il n’y a pas de champ 'colour' ici", "hier bestaat geen veld 'colour'",
     "ovdje nema polja 'colour'"),
    ("whole_number", 422, "field.whole_number", "dealer est un nombre entier", "dealer is een geheel getal",
     "dealer je cijeli broj"),
    ("missing", 422, "field.missing", "players manque", "players ontbreekt", "nedostaje players"),
    ("shape", 422, "shape.new_game", "une nouvelle partie est un objet avec variant, options et players",
     "een nieuw potje is een object met variant, options en players", "nova igra je objekt s variant, options i players"),
    ("key_length", 422, "api.key_length", "Idempotency-Key compte de 1 à 200 caractères",
     "Idempotency-Key is 1 tot 200 tekens lang", "Idempotency-Key ima od 1 do 200 znakova"),
]


@pytest.mark.parametrize("what, status, note, fr, nl, hr", CASES, ids=[c[0] for c in CASES])
def test_an_api_refusal_is_said_in_french_dutch_and_croatian(new_game, what, status, note, fr, nl, hr):
    game = new_game()
    if what == "if_match":
        assert game.enter(HAND).status_code == 201
    answer = refused(game, what)
    assert answer.status_code == status, answer.get_json()
    error = answer.get_json()["error"]
    assert error["note"]["id"] == note
    assert said(answer, "en") == error["message"]  # the API's English, byte for byte
    for lang, words in (("fr", fr), ("nl", nl), ("hr", hr)):
        assert said(answer, lang).startswith(words), (lang, said(answer, lang))


def test_the_apis_own_failure_is_said_in_every_language(app):
    with app.test_request_context("/api/v1/games"):
        answer = handle_api_error(ZeroDivisionError())
    assert answer.status_code == 500 and answer.get_json()["error"]["note"]["id"] == "api.bug"
    assert said(answer, "fr") == "une erreur s’est produite de notre côté ; rien n’a été enregistré"
    assert said(answer, "nl") == "er ging bij ons iets mis; er is niets opgeslagen"
    assert said(answer, "hr") == "nešto je pošlo po zlu kod nas; ništa nije spremljeno"


def test_the_english_messages_are_what_they_were():
    """Clients read the message byte for byte: the notes change none of them."""
    from scorekeeper.words import REFUSALS
    assert REFUSALS["api.if_match"] == ("send If-Match with the version you last saw "
                                        "(the ETag of GET /api/v1/games/<id>)")
    assert REFUSALS["field.whole_number"].format(name="dealer") == "dealer is a whole number"
