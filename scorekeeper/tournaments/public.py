"""A tournament as a stranger reads it: a player who asked to be shown by initials only (the
club's register says who, through ``hooks.shown``) is "I. J." in every entrant's name and players,
so every public way out (pages, projector, PDFs, CSV, JSON) built from it shows initials. The
director's own desk keeps the full names: it reads the tournament itself."""

from __future__ import annotations

from dataclasses import replace

from sqlite_utils import Database

from . import hooks
from .state import Tournament


def public_view(db: Database, t: Tournament) -> Tournament:
    """``t`` with the hidden players' names replaced by what they asked to be shown as; ``t``
    itself when nobody asked."""
    hidden = hooks.shown_otherwise(db, t.id)
    if not hidden:
        return t
    entrants = []
    for e in t.entrants:
        players, name = list(e.players), e.name
        for position, full in enumerate(e.players):
            shown = hidden.get((e.number, position))
            if shown is not None and full:
                players[position] = shown
                name = name.replace(full, shown)
        if e.name == " & ".join(e.players):  # a pair named by its players: named by them again
            name = " & ".join(players)
        entrants.append(replace(e, name=name, players=tuple(players)))
    return replace(t, entrants=entrants)
