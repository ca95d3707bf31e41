"""Whatever a client sends, the API answers with JSON and a 4xx it can act on: never a 500."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
CLIENT_ERRORS = {400, 401, 403, 404, 405, 409, 413, 415, 422, 428}
FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**20, max_value=10**20)
    | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=20)

# Hands that look nearly right, so that the fuzzing reaches the engine and the storage.
seats = st.integers(min_value=-1, max_value=4) | st.sampled_from([None, "1", True])
near_hands = st.fixed_dictionaries(
    {"dealer": seats},
    optional={"trump": st.sampled_from(["hearts", "spades", "H", "♠", "joker", 3]),
              "taker": seats, "bela": seats,
              "tricks": st.lists(st.integers(min_value=-1, max_value=9), min_size=1, max_size=3),
              "points": st.lists(st.integers(min_value=-5, max_value=260), min_size=1, max_size=3),
              "melds": st.lists(st.fixed_dictionaries({"seat": seats}, optional={
                  "kind": st.sampled_from(["sequence", "square", "x"]), "length": st.integers(0, 9),
                  "top": st.sampled_from(["A", "K", "9", "7", "Z"]), "rank": st.sampled_from(["J", "9", "8"]),
                  "suit": st.sampled_from(["clubs", "hearts"]), "cards": st.lists(st.sampled_from(
                      ["AS", "KS", "QS", "JS", "TS", "10S", "9C", "XX"]), max_size=5)}), max_size=3),
              "claims": st.lists(st.fixed_dictionaries({
                  "side": seats, "after_trick": st.integers(0, 9), "tricks": st.integers(0, 9),
                  "points": st.integers(0, 200)}, optional={"bela": st.booleans()}), max_size=2),
              "auction": st.lists(st.sampled_from(["pass", "take", "hearts", "clubs", "schmeiss", "x"]),
                                  max_size=5),
              "turn_up": st.sampled_from(["KS", "7H", "ZZ"]), "note": st.text(max_size=20)})


def assert_clean(response) -> None:
    assert response.status_code < 500, response.get_data(as_text=True)
    if response.status_code >= 400:
        assert response.status_code in CLIENT_ERRORS
        error = response.get_json()["error"]
        assert isinstance(error["message"], str) and error["message"]
        assert isinstance(error["path"], str)


def test_unknown_addresses_and_methods_answer_in_json(client, game):
    for method, path, status in [("GET", "/api/v1/nothing", 404), ("GET", "/api", 404),
                                 ("DELETE", "/api/v1/games", 405), ("PATCH", game.url, 405),
                                 ("GET", f"{game.url}/hands/0x1", 404), ("GET", f"{game.url}/hands", 405),
                                 ("PUT", f"{game.url}/hands/-1", 404)]:
        response = client.open(path, method=method)
        assert response.status_code == status, (method, path)
        assert response.is_json and response.get_json()["error"]["message"]
    assert client.delete("/api/v1/games").headers["Allow"]


def test_pages_outside_the_api_keep_their_html_errors(client):
    response = client.get("/no-such-page")
    assert response.status_code == 404 and not response.is_json


def test_bodies_that_are_not_json(client, game):
    url = f"{game.url}/hands"
    cases = [(b"{", "application/json", 400), (b"", "application/json", 400),
             (b'{"dealer": NaN}', "application/json", 400), (b"\xff\xfe", "application/json", 400),
             (b"[" * 100_000 + b"]" * 100_000, "application/json", 400),
             (json.dumps(PASSED).encode(), "text/plain", 415), (b"dealer=3", "application/x-www-form-urlencoded", 415),
             (b" " * 300_000, "application/json", 413)]
    for body, content_type, status in cases:
        response = client.post(url, data=body, content_type=content_type, headers=game.auth())
        assert response.status_code == status, (body[:20], content_type)
        assert_clean(response)
    assert game.get()["record"]["hands"] == []


def test_a_body_of_the_wrong_shape(client, game):
    for body in ([], "hand", 3, None, [PASSED]):
        response = client.post(f"{game.url}/hands", data=json.dumps(body),
                               content_type="application/json", headers=game.auth())
        assert response.status_code == 422
        assert response.get_json()["error"]["message"].startswith("a hand is an object")


@FUZZ
@given(body=json_values)
def test_any_json_to_any_endpoint(client, game, body):
    for method, path in [("POST", "/api/v1/adjudicate"), ("POST", "/api/v1/games"),
                         ("POST", f"{game.url}/hands"), ("PUT", f"{game.url}/hands/1"),
                         ("POST", f"{game.url}/hands/1/confirm")]:
        assert_clean(client.open(path, method=method, json=body, headers=game.auth(**{"If-Match": "*"})))


@FUZZ
@given(hand=near_hands, seat=st.sampled_from([None, "0", "3", "x"]), key=st.sampled_from([None, "a", "b"]))
def test_nearly_right_hands_are_stored_or_refused_cleanly(client, game, hand, seat, key):
    headers = game.auth()
    if seat is not None:
        headers["X-Seat"] = seat
    if key is not None:
        headers["Idempotency-Key"] = key
    before = game.get()
    response = client.post(f"{game.url}/hands", json=hand, headers=headers)
    assert_clean(response)
    after = game.get()
    if response.status_code != 201:
        assert after["version"] == before["version"], "nothing is stored from a refused request"


@FUZZ
@given(record=st.fixed_dictionaries({"variant": st.sampled_from(["bela-hr-4", "belote", "clobyosh", "bela-3", "x"]),
                                     "players": st.lists(st.text(max_size=8), max_size=5),
                                     "hands": st.lists(near_hands, max_size=3)},
                                    optional={"options": st.dictionaries(
                                        st.sampled_from(["tie", "target", "threshold", "nope"]), json_values,
                                        max_size=2)}))
def test_nearly_right_records_get_a_ruling_or_a_reason(client, record):
    assert_clean(client.post("/api/v1/adjudicate", json=record))


@FUZZ
@given(headers=st.dictionaries(
    st.sampled_from(["Authorization", "X-Director-Code", "If-Match", "X-Seat", "Idempotency-Key",
                     "Content-Type"]),
    st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=300), max_size=4),
    method=st.sampled_from(["POST", "PUT", "DELETE"]))
def test_any_headers(client, game, headers, method):
    path = f"{game.url}/hands" if method == "POST" else f"{game.url}/hands/1"
    assert_clean(client.open(path, method=method, data=json.dumps(PASSED), headers=headers))


@FUZZ
@given(body=st.binary(max_size=200))
def test_any_bytes(client, game, body):
    assert_clean(client.post(f"{game.url}/hands", data=body, content_type="application/json",
                             headers=game.auth()))


def test_an_adjudication_of_more_hands_than_any_game_needs_is_refused_at_once(client):
    from scorekeeper.games.model import MAX_HANDS
    hand = {"dealer": 0, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
    record = {"variant": "bela-hr-4", "players": ["A", "B", "C", "D"], "hands": [hand] * (MAX_HANDS + 1)}
    response = client.post("/api/v1/adjudicate", json=record)
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["path"] == "hands" and f"at most {MAX_HANDS} hands" in error["message"]


def test_a_game_takes_no_hand_past_the_bound(game, monkeypatch):
    from scorekeeper.games import actions
    monkeypatch.setattr(actions, "MAX_HANDS", 1)
    hand = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
    assert game.enter(hand).status_code == 201
    response = game.enter({**hand, "dealer": 0})
    assert response.status_code == 422 and response.get_json()["error"]["path"] == "hands"
