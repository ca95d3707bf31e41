"""What a person reads, in every language we serve: one place for the words.

- ``languages``: the languages served, the page's language (Flask-Babel; ``page_language``, the
  one lookup) and the switch at the foot of every page;
- ``rulings``: a ruling's sentences and refusals said in the page's language;
- ``refusals``: why a game or a tournament refuses an action, as ids with English templates;
- ``names``: players' names as values that know their forms (Croatian cases), for the sentences;
- ``options``: each house rule's label and values in words; ``season_words`` a season's settings;
- ``rulebook`` and ``docs``: the players' rule book and the references made from the settings;
- ``translations/``: the catalogues (Croatian, French, Dutch), kept by ``scripts/translations.py``.

The engine's own sentences (``rules.explain``, ``rules.refusals``) and the services' refusals
(``refusals``) are English templates with ids; they are translated here, never where raised.
"""

from .collation import finds, folded, sorted_by
from .dates import day_in, time_in
from .languages import LANGUAGES, TRANSLATIONS, page_language
from .marks import mark_word
from .names import Named, named, pair_said
from .options import house_rule
from .refusals import REFUSALS, english, refused, sentence
from .rulings import localized, refusal_sentence, refusal_text, said
from . import season_words
from .settings import setting_refusal
from .terms import (author_name, card_letters, colon, option_label, outcome_word, rank_letter, said_to, suit_name,
                    suit_symbol)

__all__ = ["TRANSLATIONS", "author_name", "card_letters", "colon", "day_in", "english", "finds", "house_rule",
           "languages", "LANGUAGES", "localized", "mark_word", "Named", "named", "pair_said",
           "option_label", "outcome_word",
           "page_language",
           "rank_letter", "refusal_sentence", "refusal_text", "refusals", "refused", "REFUSALS", "rulings", "said",
           "said_to", "season_words", "sentence", "setting_refusal", "settings", "sorted_by", "suit_name",
           "suit_symbol", "terms", "time_in", "folded"]
