"""Placeholder: being written now (the real engine replaces this file)."""
from .errors import RecordError


def adjudicate(record):
    raise NotImplementedError


def validate_record(record):
    raise NotImplementedError


class Game:
    pass
