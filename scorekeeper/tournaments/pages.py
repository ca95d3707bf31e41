"""Tournament pages: create, the director's dashboard, the projector, "where do I play?",
public standings (en/hr/fr, same style as the table pages)."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("tournament_pages", __name__)


@bp.get("/tournaments/<tournament_id>")
def dashboard(tournament_id: str):
    return ""


@bp.get("/tournaments/<tournament_id>/projector")
def projector(tournament_id: str):
    return ""
