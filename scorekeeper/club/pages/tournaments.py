"""Tournament pages: create one, the director's dashboard, the projector, "where do I play?",
and the public standings (en/hr/fr/nl, the table pages' style).

The director signs in on the dashboard with the tournament's code; the session then keeps only
that this browser directs this tournament (a signed claim, not the code). Every action is a
form post (with its CSRF token) to the dashboard; a result typed from paper is read and said by
``tournament_paper``.
"""

from __future__ import annotations

import threading
import time

import segno
from flask import Blueprint, current_app, redirect, render_template, request, session, url_for
from flask_babel import gettext as _

from ...web import keep_uncompressed, shared_url, whole_number
from ...words import finds, page_language, refusal_sentence, season_words, sorted_by
from ...storage import get_db
from ...games import Forbidden, GameError, get_game
from ...games import table_token_of
from ...web import NEW_GAMES, limiter, limits_off
from ...rules import VARIANTS, RecordError
from ...tournaments import actions, service
from ...tournaments import public_view, standings_json, status_of, tournament_json
from ..access import director
from ..api import NEW_SETTINGS, season_to_join
from ... import seasons
from ...storage import write_transaction
from ...tournament_core import usual_bye_points, usual_ranking
from ...tournament_core import MAX_ENTRANTS, MAX_NAME, SETTING_SPECS, SettingError, TournamentSettings
from .tournament_paper import example_of, paper_refusal_words, read_games

bp = Blueprint("tournament_pages", __name__)
_CODES: dict[str, tuple[str, float]] = {}  # shown once on the dashboard, then forgotten
_LOCK = threading.Lock()
# The new settings' help is said by words/settings.py once written there; until then none is
# shown rather than the settings data's own, which speaks in code words ("bye_points").
FORM_SETTINGS = ("format", "rounds", "best_of", "deals", "ranking", "repasaz_until", "bye_points", "seed",
                 "final_by", "pair_within", "pairing_rule", "buchholz_byes", "knockout_decider",
                 "absent_score", "late_entry", "double_round_robin", "berger_by_lot", "avoid_same_club",
                 "third_place", "pools", "pool_advance", "seed_by_rating", "round_minutes", "time_up")
# The API's caps (``api.schemas``), so that the form stores nothing the API would refuse.


def _secret() -> str:
    return current_app.config["SECRET_KEY"]


def _load(tournament_id: str):
    try:
        return service.get_tournament(get_db(), tournament_id=tournament_id)
    except GameError:
        from flask import abort
        abort(404)


def directing(t) -> bool:
    return t.id in session.get("directing", [])


def shown(t, *, room: bool = False):
    """The tournament as this page shows it: to a stranger (and on the room's projector) a player
    who asked for it by initials only; to the director on this device, in full."""
    return t if directing(t) and not room else public_view(get_db(), t)


def _two_sided():
    return [v for v in VARIANTS.values() if v.sides == 2]


# ---------------------------------------------------------------- create

def parse_entrants(text: str, *, per_side: int) -> list[dict]:
    """One entrant a line: "Ana & Cvita", or "Lions: Ana & Cvita" to name the pair, and their
    club in brackets at the end, "Ana & Cvita (Zagreb)", so a draw can keep a club's apart."""
    out = []
    for line in (raw.strip() for raw in text.splitlines()):
        if not line:
            continue
        line, club = _club_of(line)
        name, _sep, rest = line.partition(":") if ":" in line else ("", "", line)
        players = [p.strip() for p in rest.replace(" and ", "&").replace(",", "&").split("&") if p.strip()]
        if per_side == 1 and len(players) > 1:
            players = [rest.strip()]
        out.append({"name": name.strip() or " & ".join(players), "players": players,
                    **({"club": club} if club else {})})
    return out


def _club_of(line: str) -> tuple[str, str]:
    """The line without its club, and the club: "(Zagreb)" at the end of the line."""
    if line.endswith(")") and " (" in line:
        rest, _sep, club = line[:-1].rpartition(" (")
        if rest.strip() and club.strip():
            return rest.strip(), club.strip()
    return line, ""


@bp.route("/tournaments/new", methods=["GET", "POST"])
@limiter.limit(NEW_GAMES, methods=["POST"], exempt_when=limits_off)
def new():
    form = request.form if request.method == "POST" else {}
    errors = {}
    if form:
        try:
            created = _create(form)
        except Forbidden as error:
            if not error.path.startswith("season"):
                raise
            errors["season"] = _("That is not the director code of this season.")
        except SettingError as error:
            errors[_field(error.path)] = setting_words(error)
        except (RecordError, GameError) as error:
            errors[_field(error.path)] = error.message
        else:
            session["directing"] = [*session.get("directing", []), created.id][-20:]
            with _LOCK:
                _CODES[created.id] = (created.director_code, time.monotonic())
            return redirect(url_for("tournament_pages.dashboard", tournament_id=created.id))
    return render_template("tournaments/new.html", form=form, errors=errors, variants=_two_sided(),
                           seasons=seasons.seasons(get_db()),
                           specs=[s for s in SETTING_SPECS if s.name in FORM_SETTINGS],
                           untold=NEW_SETTINGS), \
        422 if errors else 200


def setting_words(error: SettingError) -> str:
    """A refused setting in the page's language (``words/settings.py``)."""
    from ...tournament_core import SPECS_BY_NAME
    from ...words import setting_refusal
    spec = SPECS_BY_NAME.get(error.path.split(".")[0])
    return setting_refusal(error.path, error.message, kind=spec.kind if spec else "",
                           minimum=spec.minimum if spec else 0, maximum=spec.maximum if spec else 0,
                           gettext=_)


def _field(path: str) -> str:
    return "entrants" if path.startswith("entrants") else path.split(".")[0] or "form"


def _create(form):
    variant = next((v for v in _two_sided() if v.name == form.get("variant")), None)
    if variant is None:
        raise RecordError(_("Pick a game."), "variant")
    values = {}
    for spec in SETTING_SPECS:
        raw = form.get(spec.name, "").strip()
        if spec.name in FORM_SETTINGS and spec.kind == "bool":
            values[spec.name] = raw == "on"  # a checkbox left empty sends nothing
        elif spec.name in FORM_SETTINGS and raw:
            values[spec.name] = _setting_number(raw, spec.name) if spec.kind == "int" else raw
    if not form.get("ranking", "").strip():  # the form's "as the game and format rank"
        values["ranking"] = usual_ranking(format=values.get("format", "swiss"), deals=values.get("deals", 0),
                                          game=variant.game)
    if not form.get("bye_points", "").strip():  # left blank: half a partie, as the game writes it
        values["bye_points"] = usual_bye_points(game=variant.game, deals=values.get("deals") or variant.rules.deals)
    settings = TournamentSettings.from_json(values)
    single = settings.format == "melee"  # a mêlée registers players, one a line
    entrants = parse_entrants(form.get("entrants", "")[:100_000], per_side=1 if single else variant.players // 2)
    if len(entrants) < 2:
        raise RecordError(_("Write at least two entrants, one a line."), "entrants")
    verify_entrants_fit(entrants)
    title = form.get("title", "").strip()[:100] or _("Club evening")
    target = form.get("target", "").strip()
    options = {"target": whole(target, "target")} if target else {}
    chosen = form.get("season", "").strip()[:40]
    joins = season_to_join({"id": chosen, "director_code": form.get("season_code", "")[:100]}) if chosen else None
    with write_transaction(get_db()):  # made and joined to its season, or neither
        created = service.create_tournament(get_db(), title=title, variant=variant.name, options=options,
                                            settings=settings, entrants=entrants)
        if joins is not None:
            seasons.add_evening(get_db(), season=joins, tournament_id=created.id)
    return created


def _setting_number(raw: str, name: str) -> int:
    """A setting's number as typed; what is no whole number is refused as the setting is, in
    the room's words ("Rounds: a whole number from 0 to 50")."""
    number = whole_number(raw, high=999_999_999, default=None)
    if number is None:
        raise SettingError(f"{name} is a whole number", name)
    return number


def whole(raw: str, field: str, *, most: int = 10**6) -> int:
    """A whole number typed in a form, at most ``most``; else the field's error."""
    return whole_number(raw, field=field, high=most)


def verify_entrants_fit(entrants: list[dict], *, already: int = 0) -> None:
    """The caps the service holds on every way in, said in the page's language."""
    if already + len(entrants) > MAX_ENTRANTS:
        raise RecordError(_("A tournament has at most %(n)s entrants.", n=MAX_ENTRANTS), "entrants")
    for e in entrants:
        if len(e["name"]) > MAX_NAME or any(len(p) > MAX_NAME for p in e["players"]):
            raise RecordError(_("A name is at most %(n)s characters.", n=MAX_NAME), "entrants")


# ---------------------------------------------------------------- dashboard

@bp.route("/tournaments/<tournament_id>", methods=["GET", "POST"])
def dashboard(tournament_id: str):
    t = _load(tournament_id)
    message, status = session.pop("tournament_message", None), 200
    if request.method == "POST" and request.form.get("action") == "result" and directing(t) and _has_result(t):
        # A result over an existing one is a correction: first what it changes, on its round's page.
        return redirect(url_for("tournament_rounds.preview_page", tournament_id=t.id, k=len(t.rounds),
                                table=_int("table"), games=request.form.get("games", "")[:200]) + "#correction")
    if request.method == "POST":
        try:
            # Done: back to the page by GET, so that reloading it does not do it twice.
            session["tournament_message"] = _act(t)
            anchor = f"#table-{_int('table')}" if request.form.get("table") else ""
            return redirect(url_for("tournament_pages.dashboard", tournament_id=t.id) + anchor)
        except Forbidden:
            message, status = ("bad", _("That is not the director code of this tournament.")), 403
        except service.TournamentError as error:
            message, status = ("bad", refusal_words(error)), 409
        except (RecordError, SettingError, GameError) as error:
            message, status = ("bad", paper_refusal_words(t, error)), 422
        t = _load(tournament_id)
    at_table = refused_at_table(message)
    if at_table:
        message = None  # said at the table it concerns, beside what was typed
    t = shown(t)
    state = tournament_json(get_db(), t, with_tokens=False)
    return render_template("tournaments/dashboard.html", t=t, state=state, message=message,
                           words=status_words(),
                           director=directing(t), code=_code_once(t), joins=_joins(t) if directing(t) else {},
                           names={e.number: e.name for e in t.entrants}, at_table=at_table,
                           example=example_of(t),
                           controls=control_view(t) if directing(t) else None), status


def _has_result(t) -> bool:
    """Whether the current round's table named in the form has a result already (played to its
    end at the table, or the director's own)."""
    return bool(t.rounds) and actions.has_result(get_db(), tournament=t, round_no=len(t.rounds), table=_int("table"))


def control_view(t) -> dict:
    from .tournament_controls import view
    return view(t)


def refused_at_table(message) -> dict | None:
    """A refused paper result belongs to its table: the refusal and what was typed, kept."""
    if not message or message[0] != "bad" or request.method != "POST":
        return None
    if request.form.get("action") not in ("result", "approve") or not _int("table"):
        return None
    return {"table": _int("table"), "text": message[1], "typed": request.form.get("games", "")[:200]}


def refusal_words(error) -> str:
    """What the tournament's state does not allow, in the page's language (``words.refusals``)."""
    return refusal_sentence(error)


def status_words() -> dict[str, str]:
    return {"registration": _("registration"), "playing": _("playing"),
            "between_rounds": _("between rounds"), "finished": _("finished"),
            "waiting": _("waiting"), "provisional": _("provisional"), "final": _("final"),
            "swiss": _("swiss"), "round_robin": _("round robin"), "knockout": _("knockout"),
            "match_points": _("match points"), "difference": _("difference"),
            "points_for": _("points"), "head_to_head": _("head to head"), "buchholz": _("Buchholz"),
            "lot": _("lot"), "buchholz_cut1": _("Buchholz without the weakest opponent"),
            "sonneborn_berger": _("Sonneborn–Berger"), "wins": _("matches won"),
            "melee": _("mêlée"), "seeded_knockout": _("seeded knockout"),
            "double_elimination": _("double elimination"), "pools": _("pools, then brackets")}


def _code_once(t) -> str | None:
    if not directing(t):
        return None
    with _LOCK:
        code, at = _CODES.pop(t.id, (None, 0.0))
    keep_uncompressed()  # the director's page: the code shown once, the tables' join links
    return code if code and time.monotonic() - at < 600 else None


def _joins(t) -> dict[int, dict]:
    """Each table's join link and QR code, for the current round (the director's view)."""
    keep_uncompressed()
    out: dict[int, dict] = {}
    if not t.rounds:
        return out
    for x in t.rounds[-1].tables:
        game = get_game(get_db(), game_id=x.games[-1])
        token = table_token_of(game, secret=_secret())
        if token:
            link = shared_url("newgame.join", game_id=game.id, token=token)
            out[x.table] = {"link": link, "qr": segno.make(link, error="m").svg_inline(
                scale=1, omitsize=True, svgclass="qr small", title=_("QR code to join table %(n)s", n=x.table))}
    return out


def _act(t) -> tuple[str, str]:
    action = request.form.get("action", "")
    if action == "signin":
        director(t, request.form.get("code", "").strip())
        session["directing"] = [*session.get("directing", []), t.id][-20:]
        return "good", _("You direct this tournament on this device.")
    if not directing(t):
        raise RecordError(_("Sign in with the director code first."), "code")
    db = get_db()
    raw_seen = request.form.get("seen", "")  # the version the page showed: a double tap draws once
    seen = whole_number(raw_seen, high=10**11 - 1, default=-1) if raw_seen else None
    if action == "draw":
        r = service.draw_next_round(db, tournament=t, secret=_secret(), seen=seen)
        return "good", _("Round %(n)s is drawn.", n=r.round)
    if action == "redraw":
        if request.form.get("confirmed") != "yes":
            raise RecordError(_("A round is drawn again only from its own button, after saying yes."), "action")
        service.redraw_round(db, tournament=t, round_no=len(t.rounds), secret=_secret(), seen=seen)
        return "good", _("Round %(n)s is drawn again.", n=len(t.rounds))
    if action == "add":
        players = [p.strip() for p in request.form.get("players", "")[:1000].split("&") if p.strip()]
        name = request.form.get("name", "").strip() or " & ".join(players)
        verify_entrants_fit([{"name": name, "players": players}], already=len(t.entrants))
        actions.add_entrant(db, tournament=t, name=name, players=players)
        return "good", _("%(name)s joins from the next round.", name=name)
    if action == "result":
        actions.enter_result(db, tournament=t, round_no=len(t.rounds), table=_int("table"),
                             games=read_games(request.form.get("games", ""), example=example_of(t)))
        return "good", _("The result of table %(n)s is entered.", n=_int("table"))
    if action == "approve":
        actions.approve(db, tournament=t, round_no=len(t.rounds), table=_int("table"))
        return "good", _("The result of table %(n)s is final.", n=_int("table"))
    from . import tournament_controls
    if action in tournament_controls.ACTIONS:
        return tournament_controls.act(db, t, action, secret=_secret(), seen=seen)
    raise RecordError(_("That did not work"), "action")


def _int(name: str) -> int:
    return whole_number(request.form.get(name), default=0)


# ---------------------------------------------------------------- the room

@bp.get("/tournaments/<tournament_id>/projector")
def projector(tournament_id: str):
    t = shown(_load(tournament_id), room=True)
    state = tournament_json(get_db(), t, with_tokens=False)
    show_draw = state["status"] == "playing" or (t.rounds and request.args.get("show") == "draw")
    return render_template("tournaments/projector.html", t=t, state=state, show_draw=show_draw,
                           standings=standings_json(get_db(), t), names={e.number: e for e in t.entrants})


@bp.get("/tournaments/<tournament_id>/where")
def where(tournament_id: str):
    t = shown(_load(tournament_id))  # a hidden name is found by its initials: no stranger learns it plays
    query = request.args.get("name", "").strip()
    found = []
    if query and t.rounds:
        r = t.rounds[-1]
        names = {e.number: e for e in t.entrants}
        for e in t.entrants:
            if not finds(query, [e.name, *e.players]):
                continue
            table = next((x for x in r.tables if e.number in (x.a, x.b)), None)
            other = None if table is None else names[table.b if table.a == e.number else table.a]
            found.append({"entrant": e, "table": table, "other": other, "bye": e.number in r.byes})
    found = sorted_by(found, lambda f: f["entrant"].name, lang=page_language())
    return render_template("tournaments/where.html", t=t, query=query, found=found,
                           round=len(t.rounds),
                           codes=t.settings.final_by == "other_entrant"), 200


@bp.get("/tournaments/<tournament_id>/standings")
def standings_page(tournament_id: str):
    t = shown(_load(tournament_id))
    status = status_of(get_db(), t, _last_tables(t))
    evening = seasons.tournament_prizes(get_db(), t.id, public=t.id not in session.get("directing", []))
    if evening and status == "finished":
        evening["prizes"] = [{**p, "amount": season_words.prize_amount(p, lang=page_language())}
                             for p in evening["prizes"]]
    return render_template("tournaments/standings.html", t=t, standings=standings_json(get_db(), t),
                           words=status_words(),
                           extra_tiebreaks=[k for k in t.settings.tiebreaks
                                            if k in ("buchholz_cut1", "sonneborn_berger")],
                           status=status, evening=evening if status == "finished" else None)


def _last_tables(t) -> list[dict]:
    """The tables of the last round drawn, as the views show them (none before the first draw)."""
    return tournament_json(get_db(), t, with_tokens=False)["rounds"][-1]["tables"] if t.rounds else []
