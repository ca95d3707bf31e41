"""The start page: every preset with its description and house rules, read from ``Rules``."""

from __future__ import annotations

from flask import Blueprint, render_template

from .rules import OPTION_SPECS, VARIANTS

bp = Blueprint("home", __name__)


@bp.get("/")
def index():
    return render_template("home.html", variants=VARIANTS.values(), specs=OPTION_SPECS)
