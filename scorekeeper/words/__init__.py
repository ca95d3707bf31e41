"""What a person reads, in every language we serve: one place for the words.

- ``languages``: the page's language (Flask-Babel) and the switch at the foot of every page;
- ``rulings``: a ruling's sentences and refusals said in the page's language;
- ``options``: each house rule's label and values in words;
- ``rulebook`` and ``docs``: the players' rule book and the references made from the settings;
- ``translations/``: the catalogues (Croatian, French), kept by ``scripts/translations.py``.

The engine's own sentences (``rules.explain``, ``rules.refusals``) are English templates with
ids; they are translated here, never in the engine.
"""

from .collation import finds, sorted_by
from .dates import day_in
from .languages import LANGUAGES, TRANSLATIONS
from .marks import mark_word
from .options import house_rule
from .rulings import localized, page_language, refusal_text, said
from .settings import setting_refusal
from .terms import (author_name, card_letters, colon, option_label, outcome_word, rank_letter, said_to, suit_name,
                    suit_symbol)

__all__ = ["TRANSLATIONS", "author_name", "card_letters", "colon", "day_in", "finds", "house_rule", "languages",
           "LANGUAGES", "localized", "mark_word", "option_label", "outcome_word", "page_language", "rank_letter",
           "refusal_text", "rulings", "said", "said_to", "setting_refusal", "settings", "sorted_by", "suit_name",
           "suit_symbol", "terms"]
