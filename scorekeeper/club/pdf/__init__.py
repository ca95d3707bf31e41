"""A tournament's printed sheets: what each shows (``documents``), how it is drawn
(``tournament``, in the worker processes) and their addresses (``tournament_views``)."""

from .tournament_views import bp

__all__ = ["bp"]
