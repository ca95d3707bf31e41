"""The families of games, as a registry: how a preset's hands are bid, written and scored
(``Variant.game``), one module each, found by name.

A caller asks the family, never compares its name: ``family_of(variant).has_auction``,
``family_of("klaverjas").enters_roem``. A new family is a module here and a line in
``FAMILIES``; what it does not do its own way it takes from ``Family``.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Mapping

from ..errors import RecordError
from ..explain import Note
from ..options import Rules
from .base import OWN_FIELDS, Family
from .bela import BelaFamily
from .contract import ContractFamily
from .klaverjas import KlaverjasFamily

FAMILIES: dict[str, type[Family]] = {family.name: family for family in (BelaFamily, ContractFamily, KlaverjasFamily)}


def family_of(variant_or_name: object) -> type[Family]:
    """The family of a preset (anything with a ``game``, as ``Variant``) or of a family's name;
    ``KeyError`` for a name that is none."""
    name = getattr(variant_or_name, "game", variant_or_name)
    try:
        return FAMILIES[name]  # type: ignore[index]
    except (KeyError, TypeError):
        raise KeyError(f"no family of games is called {name!r}: {', '.join(FAMILIES)}") from None


def house_rules(variant: Any, options: Mapping[str, object], *, path: str = "options") -> Rules:
    """The preset's rules with ``options`` applied, an option the game never asks refused with
    the reason (``Family.ignored_options``) where it is written with another value than the
    preset's: no house rule is accepted and then ignored."""
    rules = variant.rules.with_options(options or {}, path=path)  # a mapping, or refused there
    why = family_of(variant).ignored_options(rules)
    for name in options or {}:
        if name in why and getattr(rules, name) != getattr(variant.rules, name):
            raise RecordError.of("refuse.option_ignored", f"{path}.{name}", option=name, game=variant.title,
                                 why=Note(why[name]))
    return rules


__all__ = ["FAMILIES", "OWN_FIELDS", "Family", "family_of", "house_rules"]
