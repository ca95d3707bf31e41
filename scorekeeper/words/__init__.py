"""What a person reads, in every language we serve: one place for the words.

- ``languages``: the languages served, the page's language (Flask-Babel; ``page_language``, the
  one lookup) and the switch at the foot of every page;
- ``rulings``: a ruling's sentences and refusals said in the page's language;
- ``refusals``: why a game or a tournament refuses an action, as ids with English templates;
- ``options``: each house rule's label and values in words;
- ``rulebook`` and ``docs``: the players' rule book and the references made from the settings;
- ``translations/``: the catalogues (Croatian, French, Dutch), kept by ``scripts/translations.py``.

The engine's own sentences (``rules.explain``, ``rules.refusals``) and the services' refusals
(``refusals``) are English templates with ids; they are translated here, never where raised.
"""

from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parent / "translations"
