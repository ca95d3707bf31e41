"""What a person reads, in every language we serve: one place for the words.

- ``languages``: the page's language (Flask-Babel) and the switch at the foot of every page;
- ``rulings``: a ruling's sentences and refusals said in the page's language;
- ``options``: each house rule's label and values in words;
- ``rulebook`` and ``docs``: the players' rule book and the references made from the settings;
- ``translations/``: the catalogues (Croatian, French), kept by ``scripts/translations.py``.

The engine's own sentences (``rules.explain``, ``rules.refusals``) are English templates with
ids; they are translated here, never in the engine.
"""

from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parent / "translations"
