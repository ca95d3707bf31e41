"""A tournament's printed sheets: what each shows (``documents``), how it is drawn
(``tournament``, in the worker processes), their addresses (``tournament_views``) and a round's
cards and pack made as it is drawn (``ahead``)."""

from .ahead import after_write
from .tournament_views import bp

bp.after_app_request(after_write)

__all__ = ["bp"]
