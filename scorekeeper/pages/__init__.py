"""The phone pages: start a game, join it, keep its sheet, enter and settle hands.

Server-rendered Jinja over the service layer (``scorekeeper.games``) and the sheet view-model
(``scorekeeper.sheet``); the little JavaScript there is only previews, a keypad and polling.
"""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext

from ..graph import score_graph
from ..sheet import words_for
from . import entry, errors, hands, match, newgame, phones, replay, stats, table
from . import words


def claim_word(rules) -> str:
    """The claim button as the table shouts it: "501!" where only a claim wins, else "Enough!"."""
    return f"{rules.target}!" if rules.threshold == "claim" else gettext("Enough!")


def all_tricks_word(preset: str) -> str:
    words = words_for(preset)
    return words.all_tricks if words.all_tricks in words.own else gettext("all tricks")


def register(app: Flask) -> None:
    for module in (newgame, table, entry, hands, phones, match, stats, replay):
        app.register_blueprint(module.bp)
    from ..tournaments import pages as tournament_pages
    app.register_blueprint(tournament_pages.bp)
    errors.register(app)
    # Engine texts (preset titles, help) are English; ``tr`` shows a translation where the
    # catalogue has one.
    app.jinja_env.filters.update(tr=lambda text: gettext(text) if text else "",
                                 meld_word=words.meld_word)
    app.jinja_env.globals.update(claim_word=claim_word, all_tricks_word=all_tricks_word,
                                 suit_name=words.suit_name, suit_symbol=words.suit_symbol,
                                 outcome_word=words.outcome_word, mark_label=words.mark_label,
                                 option_label=words.option_label, option_value=words.option_value,
                                 score_graph=score_graph)
