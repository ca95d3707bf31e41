"""The sheet as the table reads it, one hand's ruling and story, and the game's history.

Everything shown is re-derived: ``build_sheet`` over the engine's ruling of the stored record.
The pages poll ``/games/<id>/version`` so that a hand entered on one phone appears on the
others without a reload.
"""

from __future__ import annotations

from flask import Blueprint, jsonify, redirect, render_template, request, session, url_for
from flask_babel import gettext as _

from ...storage import get_db
from ...web import whole_number
from ...games import Game, history
from ...games import record_at
from ...rules import RecordError, adjudicate, family_of, find_variant
from ...sheets import build_sheet
from ...words import author_name
from . import access
from .bids import bids_of
from .changes import hand_changes
from .consequences import consequences
from .entry import claims_possible
from .handform import entered_summary

bp = Blueprint("table", __name__)


def sheet_of(game: Game, ruling: dict | None = None):
    return build_sheet(game.record(), ruling or game.ruling())


def _context(game: Game) -> dict:
    """What every page of a game shows in its frame: the sheet, this phone's rights and seat."""
    variant = find_variant(game.variant)
    rules = variant.rules.with_options(game.options)
    return {"game": game, "variant": variant, "rules": rules, "seat": access.seat_for(game),
            "can_write": access.can_write(game), "claims_allowed": claims_possible(rules),
            "confirming": confirming(game, variant), "deals": deals_of(game, rules)}


def deals_of(game: Game, rules) -> dict | None:
    """A game of fixed deals: the deal being played ("deal 3 of 12") instead of a target."""
    if not rules.deals:
        return None
    played = sum(1 for h in game.ruling()["hands"] if h.get("outcome") != "redeal")
    return {"of": rules.deals, "played": played, "now": min(played + 1, rules.deals)}


def confirming(game: Game, variant) -> bool:
    """Whether hands wait for the other side's confirmation: once phones of both sides have
    joined (a table keeping score on one phone never sees a "?"), or once a hand was confirmed."""
    if any(e.confirmed for e in game.entries):
        return True
    from ...games import list_phones
    sides = {variant.side_of(p.seat) for p in list_phones(get_db(), game=game)
             if p.seat is not None and not p.is_revoked}
    return len(sides) > 1


@bp.get("/games/<game_id>")
def sheet(game_id: str):
    game = access.load_game(game_id)
    if (moved := access.drawn_again(game)) is not None:
        return moved
    ctx = _context(game)
    sheet = sheet_of(game)
    match = _match_of(game) if sheet.result.finished else None
    from .match import tally
    to_confirm = _to_confirm(game, ctx)
    return render_template("sheet.html", sheet=sheet, to_confirm=to_confirm, match=match,
                           confirm_all=_confirm_all(to_confirm, sheet),
                           friendly=None if match else tally(game), decider=decider_words(game),
                           overruled=overruled_words(game), clock=_clock(game),
                           where=access.tournament_place(game), **ctx)


def _clock(game: Game) -> dict | None:
    """A tournament round's clock as this game's sheet shows it (None: no time limit)."""
    from ...tournaments import game_clock
    return game_clock(get_db(), game)


def overruled_words(game: Game) -> str | None:
    """A tournament game whose table's result the director wrote over on paper: the sheet keeps
    the hands as played, and says that the director's figures are the ones that count."""
    from ...tournaments import overruling_result
    paper = overruling_result(get_db(), game.id)
    if paper is None:
        return None
    return _("The director's result overrules this sheet: %(result)s counts in the tournament. The hands "
             "below stay as they were played.", result=", ".join(f"{a}–{b}" for a, b in paper))


def decider_words(game: Game) -> str | None:
    """What decides a level knockout match, told at its table: on the game that decides it, and
    on the last game when a lot or the last game's points decided."""
    from ...tournaments import tournament_of_game
    from ...tournaments import table_result
    t = tournament_of_game(get_db(), game.id)
    table = next((x for r in t.rounds for x in r.tables if game.id in x.games), None) if t else None
    if table is None or table.paper is not None:
        return None
    deciding = table.deciders and game.id in table.games[len(table.games) - table.deciders:]
    by = table_result(get_db(), t, table).decider if deciding or game.id == table.games[-1] else ""
    words = {"extra_game": _("The match ended level: this extra game decides it."),
             "extra_deals": _("The match ended level: these extra deals decide it."),
             "lot": _("The match ended level: a lot decided it."),
             "last_game": _("The match ended level: the last game's points decided it.")}
    return words.get(by) if deciding or by in ("lot", "last_game") else None


def _match_of(game: Game) -> dict | None:
    """A finished game of a tournament match: its tournament, and the match's next game if any."""
    from ...tournaments import tournament_of_game
    t = tournament_of_game(get_db(), game.id)
    if t is None:
        return None
    games = next((x.games for r in t.rounds for x in r.tables if game.id in x.games), ())
    later = games[games.index(game.id) + 1:] if game.id in games else []
    return {"tournament": t.id, "next": later[0] if later else None}


@bp.get("/games/<game_id>/next")
def next_game(game_id: str):
    """The match's next game, where this phone keeps its seat (the phones were carried over)."""
    game = access.load_game(game_id)
    match = _match_of(game) if game.ruling()["game"]["finished"] else None
    if not match:
        from .match import following
        match = {"next": following(game)}
    if not match["next"]:
        return redirect(url_for("table.sheet", game_id=game.id))
    access.carry_over(game.id, match["next"])
    return redirect(url_for("table.sheet", game_id=match["next"]))


def _to_confirm(game: Game, ctx: dict) -> list[dict]:
    """Unconfirmed hands, each with the seats that may confirm it from this phone (one tap)."""
    if not ctx["can_write"] or not ctx["confirming"]:
        return []
    taken = access.taken_seats(game) if ctx["seat"] is None else set()
    out = []
    for entry in game.entries:
        if entry.confirmed:
            continue
        last = entry.corrected_by or entry.entered_by  # a corrected hand: the corrector's side wrote it
        out.append({"number": entry.number, "by": author_name(game, last),
                    "seats": confirm_seats(entry, variant=ctx["variant"], mine=ctx["seat"], taken=taken)})
    return out


def confirm_seats(entry, *, variant, mine: int | None, taken: set[int]) -> list[int]:
    """The seats this phone may confirm ``entry`` as: its own seat if that is of the other side;
    a phone without a seat, any seat of the other side that no other phone holds (a seat held
    by another phone would only end in a refusal)."""
    entered = (entry.corrected_by or entry.entered_by).seat
    others = [s for s in range(variant.players)
              if entered is None or variant.side_of(s) != variant.side_of(entered)]
    if mine is not None:
        return [mine] if mine in others else []
    return [s for s in others if s not in taken]


def _confirm_all(to_confirm: list[dict], sheet) -> dict | None:
    """The hands this phone may confirm with the same tap as the first, when there are two or
    more: a side that fell behind confirms them at once, told what they add up to."""
    first = next((c for c in to_confirm if c["seats"]), None)
    group = [c["number"] for c in to_confirm if first and c["seats"] == first["seats"]]
    if len(group) < 2:
        return None
    rows = [sheet.rows[n - 1] for n in group]
    together = [sum(row.score[side] for row in rows) for side in range(len(sheet.sides))]
    return {"numbers": group, "seats": first["seats"] if first else [],
            "list": ", ".join(str(n) for n in group), "score": " : ".join(str(t) for t in together)}


@bp.get("/games/<game_id>/version")
def version(game_id: str):
    """What the other phones poll: cheap, and never cached."""
    game = access.load_game(game_id)
    answer: dict = {"version": game.version}
    since = whole_number(request.args.get("since"), default=None)
    if since is not None and since != game.version:  # only then is the log read
        answer["others"] = _changed_by_others(game, since=since)
    response = jsonify(answer)
    response.headers["Cache-Control"] = "no-store"
    return response


def _changed_by_others(game: Game, *, since: int) -> bool:
    """Whether anyone but this phone's own seat changed the game after version ``since``: a
    page never says "another phone changed the game" of this phone's own save (a second tab,
    its outbox)."""
    mine = access.seat_for(game)
    return mine is None or any(r.author.role != "table" or r.author.seat != mine
                               for r in history(get_db(), game_id=game.id) if r.version > since)


@bp.get("/games/<game_id>/hands/<int:number>")
def hand(game_id: str, number: int):
    game = access.load_game(game_id)
    if (elsewhere := access.no_such_hand(game, number)) is not None:
        return elsewhere
    ctx = _context(game)
    sheet = sheet_of(game)
    entry = game.entry(number)
    revisions = [r for r in history(get_db(), game_id=game.id) if r.hand == number]
    taken = access.taken_seats(game) if ctx["seat"] is None else set()
    return render_template("hand.html", sheet=sheet, row=sheet.rows[number - 1], entry=entry,
                           entered=entered_summary(entry.hand, game=game, rules=ctx["rules"]),
                           bids=bids_of(entry.hand, variant=ctx["variant"], rules=ctx["rules"]),
                           revisions=[describe_revision(r, game) for r in revisions],
                           last=number == len(game.entries),
                           confirm_seats=confirm_seats(entry, variant=ctx["variant"], mine=ctx["seat"], taken=taken),
                           settled_notice=session.pop("settled_notice", None), **ctx)


@bp.get("/games/<game_id>/rules")
def house_rules(game_id: str):
    """The house rules this game is ruled by, grouped, in words, each with an anchor a ruling links
    to; an option its family never reads, or one another option switches off, is not shown."""
    game = access.load_game(game_id)
    ctx = _context(game)
    rules, preset = ctx["rules"], ctx["variant"].rules
    groups = [{"name": group, "options": [{"name": name, "value": getattr(rules, name),
                                           "changed": getattr(rules, name) != getattr(preset, name)}
                                          for name in names]}
              for group, names in family_of(ctx["variant"]).house_rules(rules)]
    return render_template("rules.html", groups=groups, **ctx)


@bp.get("/games/<game_id>/history")
def game_history(game_id: str):
    game = access.load_game(game_id)
    ctx = _context(game)
    revisions = [describe_revision(r, game) for r in reversed(history(get_db(), game_id=game.id))]
    return render_template("history.html", revisions=revisions, sheet=sheet_of(game), **ctx)


def describe_revision(revision, game: Game) -> dict:
    """One line of the history in the table's words: who did what to which hand, and what changed."""
    who = author_name(game, revision.author)
    by_code = revision.author.role == "director" and revision.author.seat is not None
    if revision.author.role == "director" and not by_code:
        who = _("the director")
    n = revision.hand
    texts = _deeds_with_code(who, n) if by_code else _deeds(who, n)
    changes = []
    if revision.action == "correct" and revision.before and revision.after:
        changes = hand_changes(revision.before.get("hand") or {}, revision.after.get("hand") or {}, game=game)
        changes += _later(revision, game)
    text = str(texts.get(revision.action, revision.action))
    return {"version": revision.version, "at": revision.at, "action": revision.action,
            "text": text[:1].upper() + text[1:], "changes": changes,
            "hand": n, "link": url_for("table.hand", game_id=game.id, number=n)
            if n and n <= len(game.entries) else None}


def _deeds(who: str, n: int | None) -> dict[str, str]:
    return {
        "create": _("%(who)s started the game", who=who),
        "enter": _("%(who)s entered hand %(n)s", who=who, n=n),
        "claim": _("%(who)s entered hand %(n)s with a claim", who=who, n=n),
        "correct": _("%(who)s corrected hand %(n)s", who=who, n=n),
        "undo": _("%(who)s took back hand %(n)s", who=who, n=n),
        "confirm": _("%(who)s confirmed hand %(n)s", who=who, n=n),
    }


def _deeds_with_code(who: str, n: int | None) -> dict[str, str]:
    """A player who used the director code: what was done first, then how ("Eline heeft spel 1
    verbeterd met de wedstrijdleiderscode"), never "Eline met de wedstrijdleiderscode heeft ..."."""
    return {
        "create": _("%(who)s started the game with the director code", who=who),
        "enter": _("%(who)s entered hand %(n)s with the director code", who=who, n=n),
        "claim": _("%(who)s entered hand %(n)s with a claim, with the director code", who=who, n=n),
        "correct": _("%(who)s corrected hand %(n)s with the director code", who=who, n=n),
        "undo": _("%(who)s took back hand %(n)s with the director code", who=who, n=n),
        "confirm": _("%(who)s confirmed hand %(n)s with the director code", who=who, n=n),
    }


def _later(revision, game: Game) -> list[str]:
    """What a correction changed after its own hand (later hands, the result), derived again
    from the log: the records just before and just after it, each ruled by the engine."""
    try:
        before, after = (adjudicate(record_at(get_db(), game_id=game.id, version=v))
                         for v in (revision.version - 1, revision.version))
    except RecordError:  # a record today's engine refuses: the history still lists the change
        return []
    return consequences(before, after, number=revision.hand, sides=access.side_names(game))
