"""Entering, correcting, undoing and confirming hands through the API, as phones at a table do."""

from __future__ import annotations

PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
FELL = {"dealer": 0, "trump": "spades", "taker": 1, "tricks": [5, 3], "points": [100, 62]}
STIGLJA = {"dealer": 1, "trump": "clubs", "taker": 0, "tricks": [8, 0], "points": [162, 0]}


def hands_of(game) -> list[dict]:
    return game.get()["record"]["hands"]


# ---------------------------------------------------------------- entering

def test_an_entered_hand_is_numbered_versioned_and_ruled(game):
    response = game.enter(PASSED, seat=2)
    assert response.status_code == 201
    body = response.get_json()
    assert body["number"] == 1 and body["version"] == 2
    assert response.headers["ETag"] == '"2"'
    assert response.headers["Location"] == f"{game.url}/hands/1"
    assert body["hand"]["outcome"] == "passed"
    assert body["game"]["totals"] == [100, 62]
    entry = game.get()["entries"][0]
    assert entry["entered_by"] == {"role": "table", "seat": 2} and entry["confirmed_by"] is None


def test_a_fall_gives_the_taker_nothing(game):
    game.enter(PASSED)
    body = game.enter(FELL, seat=1).get_json()
    assert body["number"] == 2
    assert body["hand"]["outcome"] == "fell" and body["hand"]["number"] == 2
    assert body["game"]["totals"] == [262, 62]


def test_a_hand_that_does_not_add_up_is_refused_and_not_stored(game):
    response = game.enter({**PASSED, "points": [100, 52]})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["path"] == "points" and "162" in error["message"]
    assert hands_of(game) == [] and game.version == 1


def test_a_hand_with_a_wrong_type_is_refused_with_its_field(game):
    for hand, path in [({**PASSED, "dealer": "3"}, "dealer"), ({**PASSED, "tricks": [5, 3.0]}, "tricks[1]"),
                       ({**PASSED, "score": 1}, "score"), ({"trump": "hearts"}, "dealer"),
                       ({**PASSED, "melds": [{"seat": 0, "kind": "quint"}]}, "melds[0].kind"),
                       ({**PASSED, "dealer": True}, "dealer")]:
        response = game.enter(hand)
        assert response.status_code == 422, hand
        assert response.get_json()["error"]["path"] == path
    assert hands_of(game) == []


def test_no_hand_after_the_game_is_over(new_game):
    game = new_game(options={"target": 150})
    assert game.enter(STIGLJA).get_json()["game"]["finished"] is True
    response = game.enter(PASSED)
    assert response.status_code == 422
    assert "over" in response.get_json()["error"]["message"]
    assert len(hands_of(game)) == 1


def test_writing_needs_the_table_token(game):
    response = game.client.post(f"{game.url}/hands", json=PASSED)
    assert response.status_code == 401 and response.headers["WWW-Authenticate"].startswith("Bearer")
    response = game.client.post(f"{game.url}/hands", json=PASSED,
                                headers={"Authorization": "Bearer not-the-token"})
    assert response.status_code == 403
    response = game.client.post(f"{game.url}/hands", json=PASSED,
                                headers={"X-Director-Code": "AAAA-BBBB-CCCC"})
    assert response.status_code == 403
    assert hands_of(game) == []


def test_the_director_code_alone_may_write(game):
    code = game.director_code.lower().replace("-", " ")  # as someone types it
    response = game.client.post(f"{game.url}/hands", json=PASSED, headers={"X-Director-Code": code})
    assert response.status_code == 201
    assert game.get()["entries"][0]["entered_by"] == {"role": "director", "seat": None}


def test_a_token_of_another_game_does_not_open_this_one(new_game):
    one, other = new_game(), new_game()
    response = one.client.post(f"{one.url}/hands", json=PASSED,
                               headers={"Authorization": f"Bearer {other.token}"})
    assert response.status_code == 403


def test_a_seat_header_that_is_no_seat_is_refused(game):
    for seat in ("4", "-1", "two"):
        response = game.client.post(f"{game.url}/hands", json=PASSED,
                                    headers=game.auth(**{"X-Seat": seat}))
        assert response.status_code == 422 and response.get_json()["error"]["path"] == "X-Seat"


# ---------------------------------------------------------------- retries

def test_a_retried_entry_returns_the_first_answer_and_stores_once(game):
    first = game.enter(PASSED, **{"Idempotency-Key": "phone-a-1"})
    again = game.enter(PASSED, **{"Idempotency-Key": "phone-a-1"})
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(hands_of(game)) == 1 and game.version == 2
    assert [r["action"] for r in game.client.get(f"{game.url}/history").get_json()["revisions"]] == [
        "create", "enter"]


def test_a_late_retry_still_gets_the_ruling_it_first_got(game):
    first = game.enter(PASSED, **{"Idempotency-Key": "k1"}).get_json()
    game.enter(FELL)
    again = game.enter(PASSED, **{"Idempotency-Key": "k1"}).get_json()
    assert again == first and len(hands_of(game)) == 2


def test_a_key_used_for_another_hand_is_refused(game):
    game.enter(PASSED, **{"Idempotency-Key": "k1"})
    response = game.enter(FELL, **{"Idempotency-Key": "k1"})
    assert response.status_code == 422
    assert response.get_json()["error"]["path"] == "Idempotency-Key"
    assert len(hands_of(game)) == 1


def test_a_retry_after_its_hand_was_taken_back_is_409_and_stores_nothing(game):
    game.enter(PASSED, **{"Idempotency-Key": "k1"})
    game.client.delete(f"{game.url}/hands/1", headers=game.auth(**{"If-Match": '"2"'}))
    response = game.enter(PASSED, **{"Idempotency-Key": "k1"})
    assert response.status_code == 409
    body = response.get_json()
    assert "taken back" in body["error"]["message"] and body["current"]["version"] == 3
    assert hands_of(game) == []


def test_a_retry_after_its_hand_was_taken_back_and_another_entered_is_409(game):
    game.enter(PASSED, **{"Idempotency-Key": "k1"})
    game.client.delete(f"{game.url}/hands/1", headers=game.auth(**{"If-Match": '"2"'}))
    game.enter(FELL)
    response = game.enter(PASSED, **{"Idempotency-Key": "k1"})
    assert response.status_code == 409 and hands_of(game) == [FELL]


def test_keys_are_per_game(new_game):
    one, other = new_game(), new_game()
    assert one.enter(PASSED, **{"Idempotency-Key": "k"}).status_code == 201
    assert other.enter(FELL, **{"Idempotency-Key": "k"}).get_json()["number"] == 1


def test_an_entry_that_saw_an_old_version_gets_409_and_the_game(game):
    game.enter(PASSED)
    response = game.enter(FELL, **{"If-Match": '"1"'})
    assert response.status_code == 409
    assert response.get_json()["current"]["version"] == 2
    assert len(hands_of(game)) == 1
    assert game.enter(FELL, **{"If-Match": '"2"'}).status_code == 201


# ---------------------------------------------------------------- correcting

def test_a_correction_rederives_every_later_total(game):
    for hand in (PASSED, FELL, {**PASSED, "dealer": 1}):
        game.enter(hand)
    before = game.get()["ruling"]["hands"]
    assert [h["totals"] for h in before] == [[100, 62], [262, 62], [362, 124]]
    response = game.client.put(f"{game.url}/hands/1", json={**PASSED, "points": [62, 100], "tricks": [3, 5]},
                               headers=game.auth(seat=0, **{"If-Match": '"4"'}))
    assert response.status_code == 200
    body = response.get_json()
    assert body["number"] == 1 and body["version"] == 5
    assert body["hand"]["totals"] == [0, 162] and body["game"]["totals"] == [262, 224]
    assert [h["totals"] for h in game.get()["ruling"]["hands"]] == [[0, 162], [162, 162], [262, 224]]
    assert game.get()["entries"][0]["corrected_by"] == {"role": "table", "seat": 0}


def test_a_correction_needs_if_match(game):
    game.enter(PASSED)
    response = game.client.put(f"{game.url}/hands/1", json=FELL, headers=game.auth())
    assert response.status_code == 428 and response.get_json()["error"]["path"] == "If-Match"
    assert hands_of(game) == [PASSED]


def test_a_stale_correction_gets_409_with_the_current_state(game):
    game.enter(PASSED)
    game.enter(FELL)
    for stale in ('"2"', "2", 'W/"1"', "yesterday"):
        response = game.client.put(f"{game.url}/hands/1", json={**PASSED, "trump": "clubs"},
                                   headers=game.auth(**{"If-Match": stale}))
        assert response.status_code == 409
        current = response.get_json()["current"]
        assert current["version"] == 3 and current["record"]["hands"] == [PASSED, FELL]


def test_a_correction_that_ends_the_game_earlier_takes_the_later_hands_off_the_sheet(new_game):
    """Hand 1 corrected to a stiglja reaches 250 at once: the game ends there, and hand 2, which
    can no longer have been played, is taken off the sheet (the history keeps it)."""
    game = new_game(options={"target": 250})
    game.enter(PASSED)
    game.enter(FELL)
    response = game.client.put(f"{game.url}/hands/1", json=STIGLJA, headers=game.auth(**{"If-Match": "3"}))
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["game"]["finished"]
    assert hands_of(game) == [STIGLJA]
    history = game.client.get(f"{game.url}/history").get_json()
    assert FELL in [r.get("before") and r["before"]["hand"] for r in history["revisions"]]


def test_no_correction_of_a_hand_that_does_not_exist(game):
    response = game.client.put(f"{game.url}/hands/3", json=PASSED, headers=game.auth(**{"If-Match": "1"}))
    assert response.status_code == 404


# ---------------------------------------------------------------- confirming

def test_the_other_side_confirms_a_hand(game):
    game.enter(PASSED, seat=0)
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.phone(1))
    assert response.status_code == 200 and response.get_json()["version"] == 3
    entry = game.get()["entries"][0]
    assert entry["confirmed_by"] == {"role": "table", "seat": 1} and entry["confirmed_at"]


def test_ones_own_side_cannot_confirm(game):
    game.enter(PASSED, seat=0)
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 2}, headers=game.phone(2))
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["path"] == "seat" and "Ana entered hand 1" in error["message"]
    assert game.get()["entries"][0]["confirmed_by"] is None


def test_confirming_twice_changes_nothing(game):
    game.enter(PASSED, seat=0)
    game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.phone(1))
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 3}, headers=game.phone(3))
    assert response.status_code == 200 and response.get_json()["version"] == 3
    assert game.get()["entries"][0]["confirmed_by"]["seat"] == 1


def test_confirm_needs_a_seat_and_the_token(game):
    game.enter(PASSED, seat=0)
    assert game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}).status_code == 401
    for body, path in [({}, "seat"), ({"seat": 9}, "seat"), ({"seat": "1"}, "seat")]:
        response = game.client.post(f"{game.url}/hands/1/confirm", json=body, headers=game.auth())
        assert response.status_code == 422 and response.get_json()["error"]["path"] == path
    assert game.client.post(f"{game.url}/hands/2/confirm", json={"seat": 1},
                            headers=game.auth()).status_code == 404


def test_a_confirmed_hand_refuses_a_correction_without_the_director_code(game):
    game.enter(PASSED, seat=0)
    game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.phone(1))
    corrected = {**PASSED, "points": [90, 72]}
    response = game.client.put(f"{game.url}/hands/1", json=corrected, headers=game.auth(**{"If-Match": "3"}))
    assert response.status_code == 403
    assert "director code" in response.get_json()["error"]["message"]
    assert hands_of(game) == [PASSED]
    response = game.client.put(f"{game.url}/hands/1", json=corrected,
                               headers=game.auth(director=True, **{"If-Match": "3"}))
    assert response.status_code == 200
    assert response.get_json()["game"]["totals"] == [90, 72]
    last = game.client.get(f"{game.url}/history").get_json()["revisions"][-1]
    assert last["action"] == "correct" and last["author"]["role"] == "director"
    assert last["before"]["hand"] == PASSED and last["after"]["hand"] == corrected
    assert last["before"]["confirmed_by"] == {"role": "table", "seat": 1}


def test_a_wrong_director_code_is_refused_even_with_the_token(game):
    game.enter(PASSED)
    response = game.client.put(f"{game.url}/hands/1", json=FELL,
                               headers=game.auth(**{"If-Match": "2", "X-Director-Code": "2222-3333-4444"}))
    assert response.status_code == 403


# ---------------------------------------------------------------- undoing

def test_undo_takes_back_the_last_hand(game):
    game.enter(PASSED)
    game.enter(FELL)
    response = game.client.delete(f"{game.url}/hands/2", headers=game.auth(**{"If-Match": '"3"'}))
    assert response.status_code == 200
    body = response.get_json()
    assert body["number"] == 2 and body["version"] == 4
    assert body["game"]["totals"] == [100, 62]
    assert hands_of(game) == [PASSED]
    last = game.client.get(f"{game.url}/history").get_json()["revisions"][-1]
    assert last["action"] == "undo" and last["before"]["hand"] == FELL and last["after"] is None


def test_only_the_last_hand_can_be_undone(game):
    game.enter(PASSED)
    game.enter(FELL)
    response = game.client.delete(f"{game.url}/hands/1", headers=game.auth(**{"If-Match": "3"}))
    assert response.status_code == 409 and "only the last hand" in response.get_json()["error"]["message"]
    assert game.client.delete(f"{game.url}/hands/1", headers=game.auth()).status_code == 428
    assert len(hands_of(game)) == 2


def test_undoing_a_confirmed_hand_needs_the_director(game):
    game.enter(PASSED, seat=1)
    game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 0}, headers=game.phone(0))
    assert game.client.delete(f"{game.url}/hands/1", headers=game.auth(**{"If-Match": "3"})).status_code == 403
    response = game.client.delete(f"{game.url}/hands/1", headers=game.auth(director=True, **{"If-Match": "3"}))
    assert response.status_code == 200 and hands_of(game) == []


# ---------------------------------------------------------------- the history

def test_the_history_shows_who_did_what_and_is_open_to_the_link(game):
    game.enter(PASSED, seat=0)
    game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 3}, headers=game.phone(3))
    game.enter({**FELL, "claims": []}, seat=1)
    game.client.delete(f"{game.url}/hands/2", headers=game.auth(seat=1, **{"If-Match": "4"}))
    response = game.client.get(f"{game.url}/history")  # no token: the link is enough to read
    assert response.status_code == 200
    body = response.get_json()
    assert body["version"] == 5
    rows = [(r["version"], r["action"], r["hand"], r["author"]["seat"]) for r in body["revisions"]]
    assert rows == [(1, "create", None, None), (2, "enter", 1, 0), (3, "confirm", 1, 3),
                    (4, "enter", 2, 1), (5, "undo", 2, 1)]
    assert all(r["at"].endswith("+00:00") for r in body["revisions"])


def test_melds_said_by_value_are_taken_and_details_asked_only_for_a_tie(game):
    """RULES §4: "I have a fifty" - "Good": a meld said by its value is stored as said; two equal
    best melds of two sides need their top cards, and the refusal says which field."""
    lone = dict(PASSED, melds=[{"seat": 0, "kind": "sequence", "value": 50},
                               {"seat": 1, "kind": "sequence", "value": 20}])
    body = game.enter(lone).get_json()
    assert body["hand"]["melds"] == [50, 0]
    assert hands_of(game)[0]["melds"][0] == {"seat": 0, "kind": "sequence", "value": 50}
    tie = dict(FELL, melds=[{"seat": 0, "kind": "sequence", "value": 20},
                            {"seat": 1, "kind": "sequence", "value": 20}])
    refused = game.enter(tie)
    assert refused.status_code == 422
    assert refused.get_json()["error"]["path"] == "melds[0].top"
    assert len(hands_of(game)) == 1



def test_a_hand_entry_answers_that_hand_and_the_game_not_the_whole_ruling(new_game):
    """The answer is the same size at hand 30 as at hand 1: GET /games/<id> gives every hand."""
    game = new_game(options={"target": 100000})
    sizes = []
    for n in range(30):
        response = game.enter({**PASSED, "dealer": (3 + n) % 4})
        body = response.get_json()
        assert set(body) == {"number", "version", "hand", "game"} and body["hand"]["number"] == n + 1
        sizes.append(len(response.data))
    assert max(sizes) - min(sizes) < 200
