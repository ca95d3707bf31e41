"""The same odd values sent into every form field and every API field: a Unicode digit ('²',
'٣'), a sign, a fraction, a number too long to be one, nothing, a deep JSON body. Each is
refused with its field or ignored; none gives an HTTP 500."""

from __future__ import annotations

import re

import pytest

from test_pages import Phone
from test_tournament_evening import Evening, pairs

ODD_TEXT = ["²", "٣", "𝟙", "-1", "1.5", "1e3", "9" * 40, "", " ", "x", "0x1f", "² hearts", "\x00"]
DEEP: list = []
for _ in range(60):
    DEEP = [DEEP]
ODD_JSON = ["²", "² hearts", "", -1, 1.5, 10**30, True, None, [], {}, {"a": DEEP}, DEEP, "9" * 400]
VARIANTS = ["belote", "contree", "coinche", "klaverjas", "bela-hr-4"]
FIELDS = ["p0", "p1", "dealer", "taker", "contract_bid", "contract_contre", "meld", "typed", "r0", "version",
          "number", "remove", "play", "hands", "trump", "bela", "claim", "key", "mode", "action", "seat",
          "director_code", "entrant_code", "bid", "bids", "tricks", "last", "declarer", "m0", "m1"]


def fields_of(html: str) -> dict[str, str]:
    """Every named field of a page's forms with the value it shows."""
    out = {}
    for tag in re.findall(r"<(?:input|select|textarea|button)\b[^>]*>", html):
        name = re.search(r'\bname="([^"]+)"', tag)
        value = re.search(r'\bvalue="([^"]*)"', tag)
        if name:
            out.setdefault(name.group(1), value.group(1) if value else "")
    return out


def no_500(answer, what) -> None:
    assert answer.status_code < 500, (what, answer.status_code, answer.get_data(as_text=True)[-600:])


API_TOURNAMENTS = "/api/v1/tournaments"
SHORT = ["²", "٣", "-1", "9" * 40, "x", ""]  # the quick run's values; the slow run sends them all


@pytest.mark.parametrize("variant,values", [
    ("contree", SHORT), ("klaverjas", SHORT),
    *(pytest.param(v, ODD_TEXT, marks=pytest.mark.slow, id=f"{v}-all") for v in VARIANTS)])
def test_odd_values_in_every_field_of_the_game_forms(app, variant, values):
    phone = Phone(app)
    new_form = fields_of(phone.client.get(f"/new/{variant}").get_data(as_text=True))
    for name in [n for n in new_form if n.startswith(("opt_", "player"))] + ["seats", "lang"]:
        for odd in values:
            no_500(phone.client.post(f"/new/{variant}", data={**new_form, name: odd}), (variant, "new", name, odd))
    players = ["Ana", "Boris", "Cvita", "Dino"][: 3 if variant.endswith("-3") else 4]
    game = phone.start(variant, players)
    for odd in ODD_TEXT:
        no_500(phone.client.post(f"/games/{game.id}/seat", data={"seat": odd}), ("seat", odd))
    phone.sit(game, 0)
    form = fields_of(phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True))
    names = sorted(set(form) | set(FIELDS) | {f"opt_{n}" for n in ("target", "deals")})
    for path, action in ((f"/games/{game.id}/hands/new", "save"), (f"/games/{game.id}/preview", "preview"),
                         (f"/games/{game.id}/claim", "save")):
        for name in names:
            for odd in values:
                no_500(phone.client.post(path, data={**form, "action": action, name: odd}),
                       (variant, path, name, odd))


def test_odd_values_in_the_correction_replay_and_undo_forms(app):
    from test_pages import _hand
    phone = Phone(app)
    game = phone.start("belote")
    phone.sit(game, 0)
    form = fields_of(phone.client.get(f"/games/{game.id}/hands/new").get_data(as_text=True))
    phone.client.post(f"/games/{game.id}/hands/new", data={**form, "action": "save", **_hand({"points": (90, None)})})
    for path in (f"/games/{game.id}/hands/1/edit", f"/games/{game.id}/hands/1/replay",
                 f"/games/{game.id}/hands/1/replay/judge", f"/games/{game.id}/hands/1/undo",
                 f"/games/{game.id}/hands/1/confirm", f"/games/{game.id}/phones", f"/games/{game.id}/next-game"):
        shown = phone.client.get(path)
        form = fields_of(shown.get_data(as_text=True)) if shown.status_code == 200 else {}
        for name in sorted(set(form) | set(FIELDS)):
            for odd in ODD_TEXT:
                no_500(phone.client.post(path, data={**form, name: odd}), (path, name, odd))


def test_odd_values_in_every_field_of_the_api_bodies(client, game):
    from test_api_hands import PASSED
    bodies = {f"{game.url}/hands": PASSED, "/api/v1/adjudicate": {
        "variant": "bela-hr-4", "players": ["A", "B", "C", "D"], "hands": [PASSED]},
        "/api/v1/games": {"variant": "bela-hr-4", "players": ["A", "B", "C", "D"]},
        f"{game.url}/phones": {"seat": 1}}
    contract = client.post("/api/v1/games", json={"variant": "contree", "players": ["A", "B", "C", "D"]}).get_json()
    for path, body in bodies.items():
        for name in list(body) + ["bid", "auction", "contract", "options", "melds", "bela", "claim"]:
            for odd in ODD_JSON:
                sent = {**body, name: odd}
                no_500(client.post(path, json=sent, headers=game.auth()), (path, name, odd))
        no_500(client.post(path, json=DEEP, headers=game.auth()), (path, "deep"))
    for odd in ODD_JSON:
        for hand in ({"dealer": 0, "bid": odd}, {"dealer": 0, "auction": [odd, "pass", "pass", "pass"]},
                     {"dealer": 0, "auction": ["80 hearts", odd]}, {"dealer": odd, "auction": ["² hearts"]}):
            no_500(client.post(f"/api/v1/games/{contract['id']}/hands", json=hand,
                               headers={"Authorization": f"Bearer {contract['table_token']}"}), (hand, odd))
            no_500(client.post("/api/v1/adjudicate", json={"variant": "contree", "players": ["A", "B", "C", "D"],
                                                           "hands": [hand]}), ("adjudicate", hand))


ACTIONS = ("result", "approve", "add", "absent", "bye", "apart", "swap", "present", "paid", "correct", "redraw")


def test_odd_values_in_the_directors_controls(client):
    ev = Evening(client, {"title": "Petak", "variant": "belote", "format": "swiss", "rounds": 3,
                          "entrants": pairs(6)})
    page = ev.url.replace("/api/v1", "")
    deep = {"entrants": DEEP, "entrant": DEEP, "absent": DEEP, "apart": DEEP}
    for path in ("entrants/1/absent", "entrants/1/reinstate", "bye", "apart", "entrants",
                 "entrants/1/withdraw"):
        for odd in ODD_JSON + [deep]:
            body = odd if isinstance(odd, dict) else {"absent": odd, "entrant": odd, "entrants": odd,
                                                       "apart": odd, "name": odd, "players": odd}
            no_500(client.post(f"{ev.url}/{path}", json=body, headers=ev.director), (path, odd))
    ev.draw()
    with client.session_transaction() as session:
        session["directing"] = [ev.id]
    for path in ("", "/desk", "/rounds/1", "/where", "/controls"):
        shown = client.get(page + path)
        form = fields_of(shown.get_data(as_text=True)) if shown.status_code == 200 else {}
        for name in sorted(set(form) | {"action", "table", "number", "games", "seen", "absent", "bye", "apart",
                                        "a", "b", "x", "y", "round", "entrant", "players", "name"}):
            for i, odd in enumerate(SHORT):
                action = ACTIONS[(i + len(name)) % len(ACTIONS)] if name != "action" else odd
                no_500(client.post(page + path, data={**form, "action": action, name: odd}),
                       (path, action, name, odd))
    for query in ("?after=²", "?after=" + "9" * 40, "?prizes=²,x", "?name=²"):
        for path in ("/standings", "/standings.pdf", "/ranking.pdf", "/where", "/projector"):
            no_500(client.get(page + path + query), (path, query))


@pytest.mark.parametrize("depth", [990, 5000, 100_000])
def test_a_body_nested_deeper_than_the_parser_goes_is_refused(client, game, depth):
    ev = Evening(client, {"title": "Petak", "variant": "belote", "format": "swiss", "rounds": 3,
                          "entrants": pairs(4)})
    ev.draw()
    headers = {**ev.director, "Authorization": f"Bearer {game.token}"}
    for body in ("[" * depth + "]" * depth, '{"entrants": ' + '{"a":' * depth + "1" + "}" * depth + "}"):
        for path in (f"{ev.url}/entrants/1/absent", f"{ev.url}/bye", f"{ev.url}/apart", f"{ev.url}/entrants",
                     f"{ev.url}/rounds/1/swap", f"{game.url}/hands", f"{game.url}/phones", "/api/v1/adjudicate",
                     "/api/v1/games", "/api/v1/tournament-imports", API_TOURNAMENTS):
            answer = client.post(path, data=body, content_type="application/json", headers=headers)
            assert answer.status_code in (400, 401, 403, 409, 413, 422), (path, answer.status_code)
