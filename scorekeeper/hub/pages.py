"""The hub's public pages, in the reader's language: clubs, an event, a player's history and
rating, a season's league standings. Each is a few indexed reads; the league's table is
computed by the jobs and read as one row."""

from __future__ import annotations

from flask import Blueprint, render_template

from . import players, registry
from .db import transaction
from .reading import event as read_event, league as read_league, seasons

bp = Blueprint("hub_pages", __name__)


def page(template: str, **context):
    response = render_template(template, **context)
    return response, 200, {"Cache-Control": "public, max-age=30", "Vary": "Accept-Language, Cookie"}


@bp.get("/")
def index():
    with transaction() as conn:
        return page("hub/index.html", clubs=registry.clubs(conn), seasons=seasons(conn))


@bp.get("/clubs/<club>")
def club(club: str):
    with transaction() as conn:
        found = registry.club(conn, club=club)
        events = conn.execute(
            "SELECT event, max(title) AS title, max(event_day) AS day FROM bundles WHERE club_id = %s "
            "GROUP BY event ORDER BY max(event_day) DESC", [club]).fetchall()
        return page("hub/club.html", club=found, events=events)


@bp.get("/events/<club>/<name>")
def event(club: str, name: str):
    with transaction() as conn:
        found = read_event(conn, club=club, event=name)
        return page("hub/event.html", event=found, club_name=registry.club(conn, club=club)["name"])


@bp.get("/players/<int:person>")
def player(person: int):
    with transaction() as conn:
        found = players.history(conn, person=person)
        rated = conn.execute("SELECT ratings ->> %s AS rating FROM league_tables ORDER BY season DESC LIMIT 1",
                             [str(found["id"])]).fetchone()
        return page("hub/player.html", person=found, rating=rated and rated["rating"])


@bp.get("/leagues/<season>")
def league(season: str):
    with transaction() as conn:
        return page("hub/league.html", table=read_league(conn, season=season))
