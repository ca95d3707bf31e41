"""Every refusable action of a table is ``verify_x`` / ``can_x`` / ``x``: ``verify_x`` says why
not, or returns what ``x`` will do; ``can_x`` is its yes or no, and it never says yes to what
``x`` then refuses, at a club's table either (a round drawn again, a settled result)."""

from __future__ import annotations

import pytest

from scorekeeper import games
from scorekeeper.rules import RecordError
from scorekeeper.storage.db import get_db
from test_tournament_evening import API, pairs

PLAYERS = ["Ana", "Boris", "Cvita", "Dino"]
PASSED = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]}
FELL = {"dealer": 0, "trump": "spades", "taker": 1, "tricks": [5, 3], "points": [100, 62]}
WRONG = {**PASSED, "points": [1, 1]}
ANA, BORIS, CVITA = (games.Author("table", 0, "phone-a"), games.Author("table", 1, "phone-b"),
                     games.Author("table", 2, "phone-c"))
DIRECTOR = games.Author("director")


@pytest.fixture
def db(app):
    with app.app_context():
        yield get_db()


def new_game(db) -> games.Game:
    return games.create_game(db, variant="bela", players=PLAYERS).game


def refusal(verify, db, **kwargs) -> Exception | None:
    try:
        verify(db, **kwargs)
    except (RecordError, games.GameError) as error:
        return error
    return None


def same_refusal(first: Exception | None, second: Exception | None) -> bool:
    if first is None or second is None:
        return first is second
    return type(first) is type(second) and str(first) == str(second)


# ---------------------------------------------------------------- what verify returns

def test_verify_append_hand_returns_the_hand_as_it_will_be_stored_with_its_ruling(db):
    game = new_game(db)
    ruled = games.verify_append_hand(db, game=game, hand=PASSED, author=ANA)
    assert (ruled.number, ruled.hand) == (1, PASSED)
    assert ruled.ruling["game"]["totals"] == [100, 62]  # Ana took and passed: each keeps its points
    assert ruled.row == ruled.ruling["hands"][0]
    change = games.append_hand(db, game_id=game.id, hand=PASSED, author=ANA)
    assert change.ruling["game"]["totals"] == ruled.ruling["game"]["totals"]


def test_verify_append_hand_says_why_a_hand_cannot_be_written(db):
    game = new_game(db)
    with pytest.raises(RecordError) as refused:
        games.verify_append_hand(db, game=game, hand=WRONG, author=ANA)
    assert refused.value.path.startswith("points")  # relative to the hand, as the form needs it
    with pytest.raises(games.StaleVersion):
        games.verify_append_hand(db, game=game, hand=PASSED, author=ANA, expected_version=7)


def test_verify_correct_hand_returns_the_corrected_hand_and_the_game_after_it(db):
    game = new_game(db)
    games.append_hand(db, game_id=game.id, hand=PASSED, author=ANA)
    game = games.get_game(db, game_id=game.id)
    ruled = games.verify_correct_hand(db, game=game, number=1, hand=FELL, author=ANA)
    assert (ruled.number, ruled.hand) == (1, FELL)
    assert ruled.ruling["game"]["totals"] == [162, 0]  # Boris took 62 and fell: all to Ana's side
    assert games.verify_undo_last_hand(db, game=game, number=1, author=ANA).hand == PASSED
    assert games.verify_confirm_hand(db, game=game, number=1, author=BORIS).number == 1


# ---------------------------------------------------------------- can_x agrees with x

def _hand_verbs() -> list[tuple]:
    """(verify, can, do, arguments) for each verb, as a table's phones and a director try them."""
    out = []
    for author in (ANA, BORIS, CVITA, DIRECTOR, games.Author("table")):
        for hand in (PASSED, FELL, WRONG, "not a hand"):
            out.append((games.verify_append_hand, games.can_append_hand, games.append_hand,
                        {"hand": hand, "author": author}))
        for number in (1, 2, 3):
            for hand in (FELL, WRONG):
                out.append((games.verify_correct_hand, games.can_correct_hand, games.correct_hand,
                            {"number": number, "hand": hand, "author": author, "expected_version": None}))
            out.append((games.verify_undo_last_hand, games.can_undo_last_hand, games.undo_last_hand,
                        {"number": number, "author": author, "expected_version": None}))
            out.append((games.verify_confirm_hand, games.can_confirm_hand, games.confirm_hand,
                        {"number": number, "author": author}))
    return out


def _two_hands(db, code_hash: str | None) -> games.Game:
    """Two hands, the first confirmed by the other side: every verb meets a yes and a no."""
    game = games.create_game(db, variant="bela", players=PLAYERS, director_code_hash=code_hash).game
    games.append_hand(db, game_id=game.id, hand=PASSED, author=ANA)
    games.confirm_hand(db, game_id=game.id, number=1, author=BORIS)
    games.append_hand(db, game_id=game.id, hand={**FELL, "dealer": 0}, author=ANA)
    return games.get_game(db, game_id=game.id)


def test_can_x_says_yes_exactly_when_x_does_it_and_verify_gives_the_reason_x_gives(db):
    code_hash = new_game(db).director_code_hash
    saw = {True: 0, False: 0}
    for verify, can, do, kwargs in _hand_verbs():
        game = _two_hands(db, code_hash)
        said = can(db, game=game, **kwargs)
        why = refusal(verify, db, game=game, **kwargs)
        assert said is (why is None), (verify.__name__, kwargs)
        done = refusal(lambda db, **k: do(db, game_id=game.id, **k), db, **kwargs)
        assert same_refusal(why, done), (verify.__name__, kwargs, why, done)
        saw[said] += 1
    assert saw[True] and saw[False]


# ---------------------------------------------------------------- a club's table drawn again

def _redrawn_game(client) -> tuple[str, dict]:
    """A first-round game a re-draw replaced, and the tournament's answer after the re-draw."""
    created = client.post(API, json={"title": "Friday", "variant": "bela-hr-4", "format": "swiss",
                                     "rounds": 3, "entrants": pairs(8), "options": {"target": 201}})
    tournament = created.get_json()
    url, director = f"{API}/{tournament['id']}", {"X-Director-Code": tournament["director_code"]}
    first = client.post(f"{url}/rounds", headers=director).get_json()
    before = {g for x in first["tables"] for g in x["games"]}
    for _ in range(10):
        again = client.post(f"{url}/rounds/1/redraw", headers=director).get_json()
        gone = before - {g for x in again["tables"] for g in x["games"]}
        if gone:
            return sorted(gone)[0], again
    raise AssertionError("ten re-draws gave the same tables")


def test_on_a_redrawn_table_can_append_hand_says_no_with_the_reason_append_hand_gives(client, app):
    old, _round = _redrawn_game(client)
    with app.app_context():
        db = get_db()
        game = games.get_game(db, game_id=old)
        assert not games.can_append_hand(db, game=game, hand=PASSED, author=ANA)
        with pytest.raises(games.Conflict) as verified:
            games.verify_append_hand(db, game=game, hand=PASSED, author=ANA)
        with pytest.raises(games.Conflict) as done:
            games.append_hand(db, game_id=old, hand=PASSED, author=ANA)
        assert str(verified.value) == str(done.value)
        assert "drawn again: scan the new card" in str(done.value)
        assert games.get_game(db, game_id=old).entries == ()  # nothing was stored


def test_a_redrawn_table_refuses_the_director_too_and_every_verb_says_so(client, app):
    old, _round = _redrawn_game(client)
    with app.app_context():
        db = get_db()
        game = games.get_game(db, game_id=old)
        for author in (ANA, DIRECTOR):
            assert not games.can_append_hand(db, game=game, hand=PASSED, author=author)
            assert not games.can_undo_last_hand(db, game=game, number=1, author=author)


# ---------------------------------------------------------------- the director's verbs

def _director_steps(entrant: dict) -> list[tuple]:
    """An evening's controls in order, refused and done: (verify, can, do, arguments, do's extra)."""
    from scorekeeper.tournaments import actions, controls, desk, service
    secret = {"secret": "test"}

    def verb(module, verb_name, extra=None, **kwargs):
        return (getattr(module, f"verify_{verb_name}"), getattr(module, f"can_{verb_name}"),
                getattr(module, verb_name), kwargs, extra or {})
    return [
        verb(controls, "mark_absent", number=99),
        verb(controls, "mark_absent", number=1),
        verb(controls, "choose_bye", number=1),  # absent: no bye
        verb(controls, "mark_absent", number=1, absent=False),
        verb(controls, "choose_bye", number=1),
        verb(controls, "mark_absent", number=1),  # it has the bye
        verb(controls, "choose_bye", number=None),
        verb(controls, "keep_apart", a=1, b=1),
        verb(controls, "keep_apart", a=1, b=2),
        verb(controls, "reinstate", number=3),  # it never withdrew
        verb(actions, "withdraw", number=3),
        verb(actions, "withdraw", number=30),
        verb(controls, "reinstate", number=3),
        verb(desk, "set_paid", number=99, paid=True),
        verb(desk, "set_paid", number=2, paid=True),
        verb(desk, "set_present", number=2, present=True),
        verb(desk, "add_entrants", entrants=[]),
        verb(desk, "add_entrants", entrants=[entrant]),
        verb(actions, "add_entrant", name="", players=entrant["players"]),
        verb(actions, "add_entrant", name="Late", players=entrant["players"]),
        verb(actions, "approve", round_no=1, table=1),  # nothing is drawn yet
        verb(service, "redraw_round", secret, round_no=1),
        verb(service, "draw_next_round", secret, seen=1),  # the page saw an older evening
        verb(service, "draw_next_round", secret),
        verb(service, "draw_next_round", secret),  # round 1 is being played
        verb(service, "redraw_round", secret, round_no=2),
        verb(actions, "swap", secret, round_no=1, x=1, y=1),
        verb(actions, "enter_result", round_no=1, table=1, games=[]),
        verb(actions, "enter_result", round_no=1, table=9, games=[[1001, 640]]),
        verb(actions, "approve", round_no=1, table=1),  # not ended
        verb(service, "redraw_round", secret, round_no=1),
    ]


def test_every_director_verb_can_x_agrees_with_x(client, app):
    from scorekeeper.tournaments.service import get_tournament
    created = client.post(API, json={"title": "Friday", "variant": "bela-hr-4", "format": "swiss",
                                     "rounds": 3, "entrants": pairs(8)}).get_json()
    entrant = {"name": "Pair 9", "players": ["Ana9", "Ivo9"]}
    saw = {True: 0, False: 0}
    with app.app_context():
        db = get_db()
        for verify, can, do, kwargs, extra in _director_steps(entrant):
            t = get_tournament(db, tournament_id=created["id"])
            said = can(db, tournament=t, **kwargs)
            why = refusal(verify, db, tournament=t, **kwargs)
            assert said is (why is None), (verify.__name__, kwargs, why)
            done = refusal(lambda db, **k: do(db, **k, **extra), db, tournament=t, **kwargs)
            assert same_refusal(why, done), (verify.__name__, kwargs, why, done)
            saw[said] += 1
    assert saw[True] >= 10 and saw[False] >= 10


def test_every_phone_verb_can_x_agrees_with_x(db):
    from scorekeeper.games import phones
    created = games.create_game(db, variant="bela", players=PLAYERS)
    game, token = created.game, created.table_token
    _phone, key = phones.join_phone(db, game=game, table_token=token)
    other, _key = phones.join_phone(db, game=game, table_token=token, seat=1)
    steps = [
        ("join_phone", {"table_token": token + "x"}, {}),
        ("join_phone", {"table_token": token, "seat": 9}, {}),
        ("join_phone", {"table_token": token, "seat": 2}, {}),
        ("choose_seat", {"phone_key": "nobody's", "seat": 0}, {}),
        ("choose_seat", {"phone_key": key, "seat": 0}, {}),
        ("choose_seat", {"phone_key": key, "seat": 0}, {}),  # its own seat again: nothing to do
        ("choose_seat", {"phone_key": key, "seat": 2}, {}),  # it speaks for Ana already
        ("revoke_phone", {"phone_id": other.id, "author": ANA}, {}),
        ("revoke_phone", {"phone_id": "none", "author": DIRECTOR}, {}),
        ("revoke_phone", {"phone_id": other.id, "author": DIRECTOR}, {}),
        ("rotate_table_token", {"author": ANA}, {"secret": "s"}),
        ("rotate_table_token", {"author": DIRECTOR}, {"secret": "s"}),
    ]
    saw = {True: 0, False: 0}
    for name, kwargs, extra in steps:
        verify, can, do = (getattr(phones, f"verify_{name}"), getattr(phones, f"can_{name}"),
                           getattr(phones, name))
        game = games.get_game(db, game_id=game.id)
        said = can(db, game=game, **kwargs)
        why = refusal(verify, db, game=game, **kwargs)
        assert said is (why is None), (name, kwargs, why)
        done = refusal(lambda db, **k: do(db, **k, **extra), db, game=game, **kwargs)
        assert same_refusal(why, done), (name, kwargs, why, done)
        saw[said] += 1
    assert saw == {True: 5, False: 7}
