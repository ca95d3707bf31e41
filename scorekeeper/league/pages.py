"""The season's pages: the seasons and a new one, a season's standings (with the director's
controls), its projector, its printed standings, the register (the director's questions and
merges) and a player's page. The director signs in with the season's code on this device; the
pages then show full names and the controls."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, session, url_for
from flask_babel import gettext as _

from .. import register, seasons
from ..ratings import chart_of, rating_history
from ..games import Forbidden, GameError, NotAuthorized
from ..rules import RecordError
from ..season_core import SEASON_SPECS, SEASON_SPECS_BY_NAME, SeasonSettingError, SeasonSettings
from ..storage import get_db, read_snapshot
from ..web import NEW_GAMES, limiter, limits_off, whole_number
from ..words import refusal_text, season_words
from .access import director
from .exports import standings_csv

bp = Blueprint("season_pages", __name__)
DIRECTING = "seasons_directing"


def _load(season_id: str) -> seasons.Season:
    try:
        return seasons.get_season(get_db(), season_id=season_id)
    except GameError:
        abort(404)


def directing(s: seasons.Season) -> bool:
    return s.id in session.get(DIRECTING, [])


def _sign_in(s: seasons.Season) -> None:
    session[DIRECTING] = [*session.get(DIRECTING, []), s.id][-20:]


# ---------------------------------------------------------------- the seasons and a new one

@bp.route("/seasons", methods=["GET", "POST"])
@limiter.limit(NEW_GAMES, methods=["POST"], exempt_when=limits_off)
def index():
    form = request.form if request.method == "POST" else {}
    errors: dict[str, str] = {}
    if form:
        try:
            created = seasons.create_season(get_db(), title=form.get("title", "")[:200],
                                            settings=settings_of(form))
        except SeasonSettingError as error:
            errors[error.path.split(".")[0]] = _refusal(error, form)
        except RecordError as error:
            errors[error.path or "title"] = _("A season needs a title.") if error.path == "title" else error.message
        else:
            session["season_code"] = [created.id, created.director_code]
            session[DIRECTING] = [*session.get(DIRECTING, []), created.id][-20:]
            return redirect(url_for("season_pages.season", season_id=created.id))
    return render_template("seasons/index.html", seasons=seasons.seasons(get_db()), form=form, errors=errors,
                           specs=SEASON_SPECS), 422 if errors else 200


def settings_of(form) -> SeasonSettings:
    """The settings as the form sends them: what is left empty keeps its default."""
    values: dict[str, object] = {}
    for spec in SEASON_SPECS:
        raw = form.get(spec.name, "").strip()
        if spec.kind == "bool":
            values[spec.name] = raw == "on"
        elif raw and spec.kind == "int":
            values[spec.name] = _number(raw, spec.name)
        elif spec.kind == "ints":
            values[spec.name] = [_number(x, spec.name) for x in raw.replace(";", ",").split(",") if x.strip()]
        elif raw:
            values[spec.name] = raw
    return SeasonSettings.from_json(values)


def _refusal(error: SeasonSettingError, form) -> str:
    """A refused setting in the room's words, with what was typed in its box."""
    field = error.path.split(".")[0]
    return season_words.refusal(field, why=getattr(error, "why", ""), typed=form.get(field) or None, gettext=_)


def _number(raw: str, name: str) -> int:
    number = whole_number(raw.strip(), high=10**9, default=None)
    if number is None:
        raise SeasonSettingError(f"{name} is a whole number", name)
    return number


# ---------------------------------------------------------------- a season

@bp.route("/seasons/<season_id>", methods=["GET", "POST"])
def season(season_id: str):
    s = _load(season_id)
    message, status = session.pop("season_message", None), 200
    errors: dict[str, str] = {}
    if request.method == "POST":
        try:
            session["season_message"] = _act(s)
            return redirect(url_for("season_pages.season", season_id=s.id))
        except (Forbidden, NotAuthorized):
            message, status = ("bad", _("That is not the director code of this season.")), 403
        except GameError as error:
            message, status = ("bad", refusal_text(error)), 409
        except SeasonSettingError as error:
            field = error.path.split(".")[0]
            errors[field] = _refusal(error, request.form)
            message, status = ("bad", errors[field]), 422
        except RecordError as error:
            said = _("A season needs a title.") if error.path == "title" else error.message
            if request.form.get("action") == "settings":
                errors[error.path or "title"] = said
            message, status = ("bad", said), 422
        s = _load(season_id)
    code = session.pop("season_code", None)
    with read_snapshot(get_db()) as db:
        view = seasons.season_json(db, s, public=not directing(s))
        players = register.players(db) if directing(s) else []
    edit = request.form if errors and request.form.get("action") == "settings" else form_of(s)
    return render_template("seasons/season.html", s=s, view=view, message=message, director=directing(s),
                           code=code[1] if code and code[0] == s.id else None, players=players,
                           words=season_words, specs=SEASON_SPECS, form=edit, errors=errors), status


def form_of(s: seasons.Season) -> dict[str, str]:
    """The season's title and rules as its form sends them (what the change form shows)."""
    values = {"title": s.title}
    for spec in SEASON_SPECS:
        value = getattr(s.settings, spec.name)
        values[spec.name] = ("on" if value else "") if spec.kind == "bool" else (
            ", ".join(map(str, value)) if spec.kind == "ints" else str(value))
    return values


def _act(s: seasons.Season) -> tuple[str, str]:
    action = request.form.get("action", "")
    if action == "signin":
        director(s, request.form.get("code", ""))
        _sign_in(s)
        return "good", _("You direct this season on this device.")
    if not directing(s):
        raise RecordError(_("Sign in with the season's director code first."), "code")
    db = get_db()
    tournament = _tournament_id(request.form.get("tournament", ""))
    if action == "add_evening":
        seasons.add_evening(db, season=s, tournament_id=tournament)
        return "good", _("The tournament is an evening of the season now.")
    if action == "remove_evening":
        seasons.remove_evening(db, season=s, tournament_id=tournament)
        return "good", _("The tournament is no longer an evening of the season.")
    if action == "settings":
        seasons.change_season(db, season=s, title=request.form.get("title", "")[:200],
                              settings=settings_of(request.form))
        return "good", _("The season's rules are changed; the standings follow them.")
    if action in ("excuse", "unexcuse"):
        seasons.set_excused(db, season=s, tournament_id=tournament, player_id=request.form.get("player", "")[:40],
                            excused=action == "excuse")
        return "good", _("The absence is excused.") if action == "excuse" else _("The absence is no longer excused.")
    raise RecordError(_("Nothing to do."), "action")


def _tournament_id(raw: str) -> str:
    """A tournament's id, or its link pasted whole."""
    return raw.strip().rstrip("/").rsplit("/", 1)[-1][:40]


@bp.get("/seasons/<season_id>/projector")
def projector(season_id: str):
    s = _load(season_id)
    with read_snapshot(get_db()) as db:
        view = seasons.season_json(db, s, public=True)
    return render_template("seasons/projector.html", s=s, view=view, words=season_words)


@bp.get("/seasons/<season_id>/standings.csv")
def csv_page(season_id: str):
    s = _load(season_id)
    with read_snapshot(get_db()) as db:
        return standings_csv(seasons.season_json(db, s, public=not directing(s)))


# ---------------------------------------------------------------- the register

@bp.route("/seasons/<season_id>/register", methods=["GET", "POST"])
def register_page(season_id: str):
    s = _load(season_id)
    if not directing(s):
        return redirect(url_for("season_pages.season", season_id=s.id))
    message, status = session.pop("season_message", None), 200
    if request.method == "POST":
        try:
            session["season_message"] = _register_act()
            return redirect(url_for("season_pages.register_page", season_id=s.id))
        except GameError as error:
            message, status = ("bad", refusal_text(error)), 409
    db = get_db()
    everyone = {p["id"]: p for p in register.all_entries(db)}
    return render_template("seasons/register.html", s=s, players=register.players(db),
                           questions=register.questions(db), everyone=everyone,
                           merged=[p for p in everyone.values() if p["merged_into"]], message=message), status


def _register_act() -> tuple[str, str]:
    db, form = get_db(), request.form
    action, player = form.get("action", ""), form.get("player", "")[:40]
    if action == "merge":
        register.merge(db, player_id=player, into=form.get("into", "")[:40])
        return "good", _("The two entries are one player now.")
    if action == "unmerge":
        register.unmerge(db, player_id=player)
        return "good", _("The merge is undone.")
    if action in ("same", "new"):
        register.answer(db, player_id=player, same_as=form.get("into", "")[:40] if action == "same" else None)
        return "good", _("Noted.")
    if action == "initials":
        register.set_initials_only(db, player_id=player, initials_only=form.get("initials_only") == "on")
        return "good", _("Noted.")
    raise RecordError(_("Nothing to do."), "action")


# ---------------------------------------------------------------- a player

@bp.get("/players/<player_id>")
def player(player_id: str):
    try:
        with read_snapshot(get_db()) as db:
            view = seasons.player_json(db, player_id=player_id, public=True)
            chart = chart_of(rating_history(db, player=view["id"]))
    except GameError:
        abort(404)
    return render_template("seasons/player.html", p=view, chart=chart)


__all__ = ["bp", "SEASON_SPECS_BY_NAME"]
