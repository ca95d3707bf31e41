"""A season's standings printed (through the PDF workers): every row, the evenings' figures with
those that do not count in brackets, who is not yet ranked, and the prizes, in Dutch."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from test_season_api import EIGHT, evening, season

pytestmark = pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs poppler-utils")
SHOTS = Path("/tmp/shots_season")


def test_the_season_standings_print_in_dutch(app, tmp_path):
    app.config["PDF_WAIT"] = 300
    client = app.test_client()
    sid, code = season(client, {"counting": "best", "count_best": 1, "minimum_evenings": 2,
                                "prize_places": "to_n", "prize_places_n": 2, "prize_fund": 5000,
                                "fund_shares": [60, 40]})
    join = {"id": sid, "director_code": code["X-Director-Code"]}
    evening(client, EIGHT, [[1400, 1192], [1500, 1092]], season_field=join)
    evening(client, EIGHT[:7] + ["Ivo"], [[1300, 1292], [1600, 992]], season_field=join)
    client.get("/lang/nl?next=/")
    answer = client.get(f"/seasons/{sid}/standings.pdf")
    assert answer.status_code == 200 and answer.mimetype == "application/pdf"
    path = tmp_path / "season.pdf"
    path.write_bytes(answer.data)
    SHOTS.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-singlefile", str(path), str(SHOTS / "s05-pdf")], check=True)
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "stand" in text.lower() and "prijzen" in text.lower() and "nog niet in het klassement: 1 van 2" in text
    for name in EIGHT + ["Ivo"]:
        assert name in text
    assert "(" in text and "30.00" in text and "20.00" in text  # a figure not counted; the fund 60/40
