"""What a feature built on games adds to a game's writes, without games knowing the feature.

A tournament's games refuse hands once their table was drawn again, lock once the director
approved them, ask an entrant's code of a phone taking its seat, and go on with the match's
next game in the transaction of the hand that ended the last one. ``tournaments`` registers
those here when it is imported; games calls them inside its write transactions.

    guard(db, game, author, action)        raises to refuse a change (enter, correct, undo, confirm)
    seat(db, game, seat, entrant_code)     raises to refuse a phone taking a seat
    after(db, game, ruling)                more writes in the same transaction, after a hand
    directs(db, game)                      True where the director's word settles a hand (a
                                           tournament's director); a casual game's code holder
                                           plays at the table, so the other side confirms
"""

from __future__ import annotations

GUARDS: list = []
SEAT_GUARDS: list = []
AFTER_HAND: list = []
DIRECTORS: list = []


def register(*, guard=None, seat=None, after=None, directs=None) -> None:
    for hooks, hook in ((GUARDS, guard), (SEAT_GUARDS, seat), (AFTER_HAND, after), (DIRECTORS, directs)):
        if hook is not None and hook not in hooks:
            hooks.append(hook)


def verify_change(db, game, author, action: str) -> None:
    for hook in GUARDS:
        hook(db, game, author, action)


def verify_seat(db, game, seat: int | None, entrant_code: str | None) -> None:
    for hook in SEAT_GUARDS:
        hook(db, game, seat, entrant_code)


def after_hand(db, game, ruling: dict) -> None:
    for hook in AFTER_HAND:
        hook(db, game, ruling)


def directs(db, game) -> bool:
    return any(hook(db, game) for hook in DIRECTORS)
