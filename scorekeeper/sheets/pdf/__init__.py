"""Printable PDFs: the game's score sheet and a tournament's sheets (WeasyPrint, A4).

``sheet`` and ``tournament`` turn view-models into PDF bytes; they run in worker processes
(``workers``), never on the threads that serve hands; ``views`` holds the addresses.

WeasyPrint needs Pango: its import raises OSError where Pango is missing, so nothing here
imports it until a PDF is made (``pdf.render_sheet_pdf`` and friends load ``sheet`` on first
use), and the web app serves everything else.
"""

_SHEET_NAMES = ("LocalFetcher", "css_content", "footnote_sentences", "render_sheet_html",
                "render_sheet_pdf", "superscript")


def __getattr__(name: str):
    if name in _SHEET_NAMES:
        from . import render
        return getattr(render, name)
    raise AttributeError(name)


def init_app(app) -> None:
    """The PDFs' addresses: a game's sheet and a tournament's sheets."""
    from . import tournament_views  # noqa: F401  (adds the tournament sheets to the blueprint)
    from .views import bp
    app.register_blueprint(bp)


__all__ = [*_SHEET_NAMES, "init_app"]
