"""Each phone its own credential, bound to its seat; the director withdraws a lost one.

A hand is confirmed by a phone of the other side, never by the phone that entered it speaking
for someone else; the shared table token only lets a phone in. No secret lives in the cookie.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import base64
import json
import zlib

from test_api_hands import PASSED
from test_pages import Phone, phone, other_phone  # noqa: F401  (fixtures)


def _session(client) -> str:
    """The session cookie's payload as text (signed, not encrypted: anyone can read it)."""
    cookie = client.get_cookie("session").value
    compressed, payload = cookie.startswith("."), cookie.lstrip(".").split(".")[0]
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    return (zlib.decompress(raw) if compressed else raw).decode()


# ---------------------------------------------------------------- pages

def test_one_phone_cannot_enter_for_one_side_and_confirm_for_the_other(phone):
    game = phone.start()
    phone.sit(game, 0)
    assert phone.enter(game, points=(100, None)).status_code == 302
    phone.sit(game, 1)  # refused: the phone already speaks for Ana
    response = phone.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    assert response.status_code == 403
    assert "speaks for Ana" in response.get_data(as_text=True)
    sheet = phone.client.get(f"/api/v1/games/{game.id}").get_json()
    assert sheet["entries"][0]["confirmed_by"] is None


def test_a_phone_keeps_the_seat_it_picked(phone):
    game = phone.start()
    phone.sit(game, 0)
    response = phone.client.post(f"/games/{game.id}/seat", data={"seat": "2"})
    assert response.status_code == 409
    assert "already speaks for Ana" in response.get_data(as_text=True)


def test_a_phone_of_the_other_side_confirms(phone, other_phone):
    game = phone.start()
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    phone.enter(game, points=(100, None))
    other_phone.client.post(f"/games/{game.id}/hands/1/confirm", data={"seat": "1"})
    entry = phone.client.get(f"/api/v1/games/{game.id}").get_json()["entries"][0]
    assert entry["confirmed_by"] == {"role": "table", "seat": 1}


def test_no_secret_is_kept_in_the_cookie(phone):
    game = phone.start()
    token = game.join_path.rsplit("/", 1)[1]
    cookie = _session(phone.client)
    assert token not in cookie and game.director_code not in cookie
    assert game.director_code.replace("-", "") not in cookie.replace("-", "")


def test_the_director_code_is_shown_once_and_never_cached(phone):
    game = phone.start()
    assert game.director_code
    again = phone.client.get(f"/games/{game.id}/share")
    assert 'id="director-code"' not in again.get_data(as_text=True)
    assert again.headers["Cache-Control"] == "no-store"
    assert again.headers["Referrer-Policy"] == "no-referrer"


def test_the_join_link_leaves_the_address_bar(phone, other_phone):
    game = phone.start()
    response = other_phone.client.get(game.join_path)
    assert response.status_code == 302 and game.join_path.rsplit("/", 1)[1] not in response.headers["Location"]


def test_the_director_withdraws_a_lost_phone_on_the_phones_page(phone, other_phone):
    game = phone.start()
    phone.sit(game, 0)
    other_phone.join(game, seat=1)
    page = phone.client.get(f"/games/{game.id}/phones").get_data(as_text=True)
    assert "Ana" in page and "Boris" in page and "this phone" in page
    lost = next(p["id"] for p in _phones_api(phone, game) if p["seat"] == 1)
    wrong = phone.client.post(f"/games/{game.id}/phones", data={"phone": lost, "director_code": "NOPE"})
    assert wrong.status_code == 403 and "not the director code" in wrong.get_data(as_text=True)
    done = phone.client.post(f"/games/{game.id}/phones",
                             data={"phone": lost, "director_code": game.director_code})
    assert "The phone was withdrawn" in done.get_data(as_text=True)
    assert other_phone.enter(game, points=(100, None)).status_code != 302
    assert phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"] == []
    assert phone.enter(game, points=(100, None)).status_code == 302


def test_a_new_table_link_shuts_the_old_one_but_not_the_phones_already_in(phone, other_phone, app):
    game = phone.start()
    phone.sit(game, 0)
    phone.client.post(f"/games/{game.id}/phones",
                      data={"action": "rotate", "director_code": game.director_code})
    assert other_phone.client.get(game.join_path).status_code == 403
    assert phone.enter(game, points=(100, None)).status_code == 302
    share = phone.client.get(f"/games/{game.id}/share").get_data(as_text=True)
    late = Phone(app)
    new_link = share.split('id="share-link">', 1)[1].split("<", 1)[0]
    assert urlsplit(new_link).path != game.join_path
    assert late.client.get(urlsplit(new_link).path).status_code == 302


def _phones_api(phone, game) -> list[dict]:
    response = phone.client.get(f"/api/v1/games/{game.id}/phones",
                                headers={"X-Director-Code": game.director_code})
    return response.get_json()["phones"]


# ---------------------------------------------------------------- API

def test_the_shared_table_token_cannot_confirm(game):
    game.enter(PASSED, seat=0)
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.auth())
    assert response.status_code == 403 and "phone" in response.get_json()["error"]["message"]


def test_a_phone_confirms_only_as_its_own_seat(game):
    game.enter(PASSED, seat=0, **game.phone(0))
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1}, headers=game.phone(0))
    assert response.status_code == 403 and response.get_json()["error"]["path"] == "seat"
    response = game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 2}, headers=game.phone(2))
    assert response.status_code == 422  # Cvita is Ana's partner
    assert game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1},
                            headers=game.phone(1)).status_code == 200


def test_a_withdrawn_phone_writes_nothing_and_the_director_sees_it(game):
    lost = game.phone(1)
    listed = game.client.get(f"{game.url}/phones", headers={"X-Director-Code": game.director_code})
    phone_id = listed.get_json()["phones"][0]["id"]
    assert game.client.get(f"{game.url}/phones").status_code == 401
    revoked = game.client.delete(f"{game.url}/phones/{phone_id}",
                                 headers={"X-Director-Code": game.director_code})
    assert revoked.status_code == 200 and revoked.get_json()["revoked_at"]
    response = game.client.post(f"{game.url}/hands", json=PASSED, headers=lost)
    assert response.status_code == 403 and "withdrawn" in response.get_json()["error"]["message"]


def test_a_new_table_token_replaces_the_old(game):
    old = game.auth(seat=0)
    phone = game.phone(1)
    response = game.client.post(f"{game.url}/table-token", headers={"X-Director-Code": game.director_code})
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store"
    new = response.get_json()["table_token"]
    assert game.client.post(f"{game.url}/hands", json=PASSED, headers=old).status_code == 403
    assert game.client.post(f"{game.url}/hands", json=PASSED,
                            headers={"Authorization": f"Bearer {new}"}).status_code == 201
    assert game.client.post(f"{game.url}/hands/1/confirm", json={"seat": 1},
                            headers=phone).status_code == 200
