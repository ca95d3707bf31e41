"""Writes a ruling's notes (``explain.Note``) as the ruling keeps them: the English sentences
and their JSON, each fragment and recurring sentence rendered once per ruling.

Kept apart from ``explain`` (what a note is and says) because this is only how fast it is said:
a replayed evening writes hundreds of thousands of notes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .explain import RULES_CITED, TEMPLATES, TEXTS, Arg, Note, NoteArgs, cited, render, to_json

# The arguments that name a seat: the writer says them by the player's name.
SEAT_ARGS = frozenset({"seat", "other", "dealer", "expected"})
# A fragment met: itself, its text, its JSON, the token that stands for it in keys, the rules it cites.
_Fragment = tuple[Note, str, dict, tuple[int], tuple[str, ...]]


class Writer:
    """Writes a ruling's notes as the ruling keeps them: English sentences and their JSON.

    One writer per ruling. It renders each fragment it meets once (a side's label, a meld's
    description) and each sentence that recurs once, and hands out the same JSON object every
    time one comes again: a long game's ruling then holds far fewer objects, which keeps
    Python's garbage collector from slowing the engine down (read rulings, never change
    them). The writer keeps every fragment it has met alive, so that an ``id`` is never reused.
    """

    __slots__ = ("_fragments", "_texts", "_jsons", "_players", "_named_memo")

    def __init__(self, players: tuple[str, ...] | list[str] = ()) -> None:
        # A seat is said by its player's name: each seat argument (``seat``, ``other``...)
        # gets a ``<name>_name`` beside it, in the sentence and in its JSON.
        self._players = tuple(players)
        # id(fragment) -> (fragment, its text, its JSON, a token that stands for it in keys)
        self._fragments: dict[int, _Fragment] = {}
        # A sentence's key (its id and arguments, fragments by token) -> its text, its JSON
        self._texts: dict[tuple, str] = {}
        self._jsons: dict[tuple, dict] = {}
        # id(fragment) -> (fragment, the same with its seats named)
        self._named_memo: dict[int, tuple[Note, Note]] = {}

    def write(self, notes: list[Note]) -> tuple[list[str], list[dict]]:
        fragments, known_texts, known_jsons = self._fragments, self._texts, self._jsons
        texts: list[str] = []
        jsons: list[dict] = []
        for note in notes:
            args = note.args
            if note.id in _SELDOM_AGAIN:
                text, json = self._said(note)
                texts.append(text)
                jsons.append(json)
                continue
            parts: list[object] = [note.id, *args]
            for value in args.values():
                if type(value) is Note:
                    seen = fragments.get(id(value))
                    if seen is None:
                        seen = self._fragment(value)
                    parts.append(seen[3])  # a tuple: never equal to an int or a string argument
                else:
                    parts.append(value)
            key = tuple(parts)
            said = known_texts.get(key)
            if said is None:
                said, json = known_texts[key], known_jsons[key] = self._said(note)
            else:
                json = known_jsons[key]
            texts.append(said)
            jsons.append(json)
        return texts, jsons

    def _fragment(self, note: Note) -> _Fragment:
        named = self._named(note)
        seen: _Fragment = (note, render(named), to_json(named), (id(note),), cited(note))
        self._fragments[id(note)] = seen
        return seen

    def _named(self, note: Note) -> Note:
        """The note with its seats' player names (nested notes too), when the writer knows them."""
        players = self._players
        if not players:
            return note
        args: dict[str, Arg] | None = None  # copied on the first change only: most notes name no seat
        for name, value in note.args.items():
            if type(value) is Note:
                seen = self._named_memo.get(id(value))
                if seen is None or seen[0] is not value:
                    # The memo keeps the fragment alive, so that its id stays its own.
                    seen = self._named_memo[id(value)] = (value, self._named(value))
                if seen[1] is not value:
                    args = args or dict(note.args)
                    args[name] = seen[1]
            elif name in SEAT_ARGS and type(value) is int and 0 <= value < len(players):
                args = args or dict(note.args)
                args[f"{name}_name"] = players[value]
        return note if args is None else Note(note.id, args)

    def _said(self, note: Note) -> tuple[str, dict]:
        note = self._named(note)
        fragments = self._fragments
        text_args: dict[str, Any] = {}
        json_args: dict[str, Any] = {}
        own = RULES_CITED.get(note.id)
        rules: tuple[str, ...] = (own,) if own else ()
        for name, value in note.args.items():
            if type(value) is Note:
                seen = fragments.get(id(value)) or self._fragment(value)
                text_args[name], json_args[name] = seen[1], seen[2]
                if seen[4]:
                    rules = _merged(rules, seen[4])
            else:
                text_args[name] = json_args[name] = value
        json: dict[str, Any] = {"id": note.id, "args": json_args}
        if rules:
            json["rules"] = _RULE_LISTS.setdefault(rules, list(rules))  # one list per combination
        return TEXTS[note.id].format_map(NoteArgs(text_args)), json


@lru_cache(maxsize=256)
def _merged(first: tuple[str, ...], then: tuple[str, ...]) -> tuple[str, ...]:
    return first + tuple(r for r in then if r not in first)


_RULE_LISTS: dict[tuple[str, ...], list[str]] = {}


# Sentences that carry every side's points ("62–100"), a sum, or a renege's cards are seldom said
# twice in a game: looking them up (and keeping them for it) would only cost time.
_SELDOM_AGAIN = frozenset(note_id for note_id, template in TEMPLATES.items()
                          if any(f"{{{arg}}}" in template for arg in ("versus", "written", "parts", "held")))


__all__ = ["Writer"]
