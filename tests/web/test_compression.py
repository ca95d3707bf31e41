"""No page that shows a secret is compressed, so its size tells a guesser nothing (BREACH): the
director's dashboard shows the tables' join links and reflects its address (the language links),
the share page shows the table's link; a public page still travels gzipped."""

from __future__ import annotations

import gzip
import re

from test_pages import Phone
from test_tournament_evening import Evening, pairs

GZIP = {"Accept-Encoding": "gzip"}


def test_the_directors_dashboard_is_not_compressed_and_a_guess_changes_nothing_in_its_size(client):
    ev = Evening(client, {"title": "Petak", "variant": "belote", "format": "swiss", "rounds": 3,
                          "entrants": pairs(8)})
    ev.draw()
    token = ev.get(director=True)["rounds"][0]["tables"][0]["table_token"]
    page = ev.url.replace("/api/v1", "")
    public = client.get(page, headers=GZIP)
    assert public.headers.get("Content-Encoding") == "gzip", "the public dashboard still travels gzipped"
    assert token not in gzip.decompress(public.data).decode()
    client.post(page, data={"action": "signin", "code": ev.code})
    client.get(page)  # the "signed in" message, said once

    sizes = {}
    for guess in (token, token[: len(token) // 2] + "x" * (len(token) - len(token) // 2), "x" * len(token)):
        answer = client.get(f"{page}?t={guess}", headers=GZIP)
        assert answer.status_code == 200 and "Content-Encoding" not in answer.headers
        html = answer.get_data(as_text=True)
        assert token in html and f"t%3D{guess}" in html  # the secret and the reflected guess, uncompressed
        sizes[guess] = len(answer.data)
    assert len(set(sizes.values())) == 1, sizes
    standings = client.get(f"{page}/standings", headers=GZIP)
    assert standings.headers.get("Content-Encoding") == "gzip"


def test_the_share_page_with_the_tables_link_is_not_compressed(app):
    phone = Phone(app)
    game = phone.start()
    share = phone.client.get(f"/games/{game.id}/share?x=1", headers=GZIP)
    assert share.status_code == 200 and "Content-Encoding" not in share.headers
    assert re.search(r'id="share-link">[^<]+/j/', share.get_data(as_text=True))
    sheet = phone.client.get(f"/games/{game.id}", headers=GZIP)
    assert sheet.headers.get("Content-Encoding") == "gzip", "the table's own sheet still travels gzipped"
