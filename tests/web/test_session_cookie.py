"""A phone's cookie is written only by a response that changed its session: a service worker's
update check or a stylesheet that arrives late can never put an older cookie back over the one a
page just wrote (which carries the CSRF token of that page's form)."""

from __future__ import annotations

from test_seat_to_enter import drawn


def test_after_joining_a_table_the_service_worker_and_static_files_leave_the_cookie_alone(app, client):
    _ev, table = drawn(client)
    game, token = table["games"][0], table["table_token"]
    phone = app.test_client()
    joined = phone.get(f"/j/{game}/{token}")
    assert "session=" in joined.headers.get("Set-Cookie", "")  # the join wrote the session
    page = phone.get(f"/games/{game}/join")
    assert page.status_code == 200
    for late in ("/sw.js", "/static/css/app.css", "/static/js/offline.js"):
        answer = phone.get(late)
        assert answer.status_code == 200 and "Set-Cookie" not in answer.headers, late

