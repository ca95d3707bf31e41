"""An evening of a season prints its prizes (the season's prize settings) on the tournament's own
final standings page and its final ranking PDF: the place, who won, and the money with its share
of the fund, as the page's language writes them; none while the evening is still playing."""

from __future__ import annotations

import html
import re
import shutil
import subprocess

import pytest

from test_season_api import EIGHT, evening, season

RULES = {"prize_places": "to_n", "prize_places_n": 3, "prize_fund": 10000, "fund_shares": [50, 30, 20],
         "booby_prize": True}
RESULTS = [[1500, 1092], [1400, 1192]]  # the two tables of eight players


def text(data: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", data))).replace("\xa0", " ")


def places(client, tid: str) -> list[str]:
    return [r["name"] for r in client.get(f"/api/v1/tournaments/{tid}/standings").get_json()["rows"]]


def test_the_final_standings_page_shows_the_evenings_prizes_in_croatian(client):
    sid, code = season(client, RULES, title="Jesenska liga")
    tid, _ = evening(client, EIGHT, RESULTS, season_field={"id": sid, "director_code": code["X-Director-Code"]})
    ranked = places(client, tid)
    client.get("/lang/hr?next=/")
    page = text(client.get(f"/tournaments/{tid}/standings").get_data(as_text=True))
    assert "Nagrade · Jesenska liga" in page
    assert f"1. mjesto · Nagrada · {ranked[0]} · 50,00 (50 %)" in page
    assert f"2. mjesto · Nagrada · {ranked[1]} · 30,00 (30 %)" in page
    assert f"3. mjesto · Nagrada · {ranked[2]} · 20,00 (20 %)" in page
    assert f"8. mjesto · Utješna nagrada · {ranked[-1]}" in page


def test_a_tournament_outside_a_season_or_still_playing_shows_no_prizes(client):
    sid, code = season(client, RULES)
    tid, _ = evening(client, EIGHT, RESULTS[:1], season_field={"id": sid, "director_code": code["X-Director-Code"]})
    assert "Prizes" not in text(client.get(f"/tournaments/{tid}/standings").get_data(as_text=True))
    alone, _ = evening(client, EIGHT, RESULTS)
    assert "Prizes" not in text(client.get(f"/tournaments/{alone}/standings").get_data(as_text=True))


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
def test_the_final_ranking_pdf_prints_the_evenings_prizes_in_croatian(app, tmp_path):
    app.config["PDF_WAIT"] = 300
    client = app.test_client()
    sid, code = season(client, RULES, title="Jesenska liga")
    tid, _ = evening(client, EIGHT, RESULTS, season_field={"id": sid, "director_code": code["X-Director-Code"]})
    ranked = places(client, tid)
    client.get("/lang/hr?next=/")
    answer = client.get(f"/tournaments/{tid}/ranking.pdf")
    assert answer.status_code == 200 and answer.mimetype == "application/pdf"
    path = tmp_path / "ranking.pdf"
    path.write_bytes(answer.data)
    printed = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                             check=True).stdout.replace("\xa0", " ")
    assert "nagrade · jesenska liga" in printed.lower()  # a heading in capitals
    lines = {line.split()[0]: " ".join(line.split()) for line in printed.splitlines()
             if line.strip() and "Nagrada" in line}
    assert ranked[0] in lines["1"] and "50,00 (50 %)" in lines["1"]
    assert ranked[2] in lines["3"] and "20,00 (20 %)" in lines["3"]
