"""What a feature built on tournaments adds to a tournament's writes, without tournaments
knowing the feature (as ``games.hooks`` is for a game's).

    entered(db, tournament_id, entrants)   more writes in the same transaction, after entrants
                                           were entered (created, added late, imported);
                                           ``entrants`` as ``(number, players)``
    shown(db, tournament_id)               the players a stranger reads otherwise:
                                           ``{(number, position): name shown}`` (a player who
                                           asked to be shown by initials only)
"""

from __future__ import annotations

ENTERED: list = []
SHOWN: list = []


def register(*, entered=None, shown=None) -> None:
    if entered is not None and entered not in ENTERED:
        ENTERED.append(entered)
    if shown is not None and shown not in SHOWN:
        SHOWN.append(shown)


def shown_otherwise(db, tournament_id: str) -> dict[tuple[int, int], str]:
    out: dict[tuple[int, int], str] = {}
    for hook in SHOWN:
        out.update(hook(db, tournament_id))
    return out


def entrants_entered(db, tournament_id: str, entrants: list[tuple[int, list[str]]]) -> None:
    for hook in ENTERED:
        hook(db, tournament_id, entrants)


def entrants_of_log(events) -> list[tuple[int, list[str]]]:
    """``(number, players)`` of every entrant a log enters, numbered in order of entry."""
    found: list[list[str]] = []
    for action, data in events:
        if action == "create":
            found += [list(e.get("players") or []) for e in data.get("entrants") or []]
        elif action == "entrant_added":
            found.append(list(data.get("players") or []))
    return list(enumerate(found, start=1))
