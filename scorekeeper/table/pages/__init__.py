"""The table's phone pages: start a game, join it, keep its sheet, enter and settle hands.

Server-rendered Jinja over the service layer (``scorekeeper.games``) and the sheet view-model
(``scorekeeper.sheets.sheet``); the little JavaScript there is only previews, a keypad and polling.
"""

from __future__ import annotations

from flask import Flask
from flask_babel import gettext

from ...rules import family_of
from ...sheets import score_graph
from ...sheets import words_for
from ...sheets import written
from ...words import terms
from ...words import page_language
from . import entry, hands, home, match, newgame, phones, replay, stats, table


def claim_word(rules, variant=None) -> str:
    """The claim button as the table shouts it: "501!" where only a claim wins, else "We're out!"
    ("Dosta!", "On sort !"), or "I'm out!" where each plays for himself."""
    if rules.threshold == "claim":
        return f"{rules.target}!"
    alone = variant is not None and variant.players < 4
    return gettext("I'm out!") if alone else gettext("We're out!")


def all_tricks_word(preset: str) -> str:
    words = words_for(preset)
    own = words.all_tricks in words.own and words.lang == page_language()
    return words.all_tricks if own else gettext("all tricks")


def register(app: Flask) -> None:
    for module in (home, newgame, table, entry, hands, phones, match, stats, replay):
        app.register_blueprint(module.bp)
    app.jinja_env.filters.update(meld_word=terms.meld_word)
    app.jinja_env.globals.update(claim_word=claim_word, all_tricks_word=all_tricks_word,
                                 suit_name=terms.suit_name, suit_symbol=terms.suit_symbol,
                                 outcome_word=terms.outcome_word, mark_label=terms.mark_label,
                                 option_label=terms.option_label, option_value=terms.option_value,
                                 option_help=terms.option_help, score_graph=score_graph, written=written,
                                 author_name=terms.author_name, family_of=family_of, bela_word=terms.bela_word)
