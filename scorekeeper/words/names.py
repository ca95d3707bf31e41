"""Players' names as values that know their forms: a sentence picks the case it needs.

Croatian declines a name after a preposition or as an object ("20 za Željka i Đuru", "njihov 41
bod pišu Ivana i Maša"), which neither gettext nor ICU's MessageFormat does for a name nobody
listed: both take the forms as arguments. So a name said in a sentence is a ``Named`` string,
its nominative, carrying its forms; a catalogue's sentence names the one it needs as
``{side_acc}``, ``{seat_name_gen}`` (``forms_of``). Languages without cases give the name as
typed in every form.

Croatian names are declined by their ending, as the grammar does for given names: "-a" (Ivana,
Luka) Ivane, Ivani, Ivanu; a consonant (Boris, Ivan) Borisa, Borisu; "-o" most often as Marko or
Dino (Marka, Dina), the short familiar names (Đuro, Ivo, Pero) as Đure, Đuri, Đuru; "-e" (Ante,
Jure) Ante, Anti, Antu. Women's names ending in a consonant (Ines, Karmen) and women's surnames
are not declined; anything else a player typed (a nickname with digits, a foreign ending) stays
as typed, which reads as a quotation rather than a mistake.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

CASES = ("gen", "dat", "acc", "ins", "loc")
FORMS = (*CASES, "number")

# A pair's names joined in a sentence or a heading by the language's "and" ("20 za Željka i Đuru",
# "Élodie et Chloé font leur contrat", "Eline en Noor gaan nat", "Ana and Cvita make it"); the "&" of
# a label ("Ana & Cvita") stays in the compact cells of a score sheet, a chart's legend and a form's
# side buttons, and in the engine's own English (the API's explanation), which is data.
_AND = {"en": " and ", "hr": " i ", "fr": " et ", "nl": " en "}
LABEL_AND = " & "

# Names declined as Đuro (Đure, Đuri, Đuru): the short familiar men's names in "-o".
_E_TYPE = frozenset({"đuro", "ivo", "pero", "jozo", "mato", "stipo", "franjo", "mijo", "božo", "ljubo", "joso",
                     "frano", "pavo"})
# Men's names in "-a" (declined as Ivana): they keep their surname declined.
_MEN_IN_A = frozenset({"luka", "nikola", "ivica", "andrija", "ilija", "toma", "kosta", "saša", "jura", "matija",
                       "mirza", "sava", "joška", "perica", "jurica"})
# Women's names ending in a consonant: not declined.
_WOMEN_IN_CONSONANT = frozenset({"ines", "karmen", "doris", "nives", "ruth", "mirjam", "ester", "agnes", "nikolet",
                                 "margit", "edit", "ingrid", "miriam", "rut", "beatris", "lejdi"})
_SOFT = ("č", "ć", "đ", "j", "lj", "nj", "š", "ž", "c", "dž")
_VOWELS = "aeiou"


class Named(str):
    """A name as said in a sentence (its nominative), with its other forms."""

    forms: Mapping[str, str]
    people: int  # how many: a pair's verb is plural

    def __new__(cls, nominative: str, forms: Mapping[str, str] | None = None, *, people: int = 1) -> Named:
        self = super().__new__(cls, nominative)
        self.forms = dict(forms or {})
        self.people = people
        return self


def pair_said(label: str, *, lang: str) -> str:
    """A side's label ("Ana & Cvita") as a heading or a sentence says it ("Ana i Cvita"); a name
    the table gave its side ("Lavovi") stays as it is."""
    return label.replace(LABEL_AND, _AND.get(lang, LABEL_AND))


def named(names: Sequence[str], *, lang: str) -> Named:
    """One player's name or a pair's names, joined as ``lang`` joins them in a sentence."""
    joiner = _AND.get(lang, LABEL_AND)
    per_case = {case: joiner.join(_declined(name, case) if lang == "hr" else name for name in names)
                for case in CASES}
    return Named(joiner.join(names), per_case, people=len(names))


def forms_of(args: Mapping[str, object]) -> dict[str, str]:
    """``{name}_gen``, ``{name}_dat``, ... for every ``Named`` among ``args``, for the catalogues,
    and ``{name}_number``, "one" or "other", for a sentence whose verb agrees with it (an ICU
    select: ``{taker_number, select, one {piše} other {pišu}}``)."""
    out = {f"{name}_{case}": form for name, value in args.items() if isinstance(value, Named)
           for case, form in value.forms.items()}
    out.update({f"{name}_number": "one" if value.people == 1 else "other" for name, value in args.items()
                if isinstance(value, Named)})
    return out


def _declined(full: str, case: str) -> str:
    """``full`` (a given name, maybe with a surname) in ``case``, Croatian."""
    words = full.split(" ")
    woman = _is_woman(words[0])
    if woman and len(words) > 1:  # a woman's surname stays as it is: "Ivani Marković"
        return " ".join([_word(words[0], case, woman=True), *words[1:]])
    return " ".join(_word(word, case, woman=woman) for word in words)


def _is_woman(first: str) -> bool:
    low = first.lower()
    return low in _WOMEN_IN_CONSONANT or (low.endswith("a") and low not in _MEN_IN_A)


def _word(word: str, case: str, *, woman: bool) -> str:
    low = word.lower()
    if not word.isalpha() or len(word) < 2 or not word[0].isupper():
        return word  # a nickname, an initial, digits: as typed
    if low.endswith("a"):
        return word[:-1] + {"gen": "e", "dat": "i", "acc": "u", "ins": "om", "loc": "i"}[case]
    if low in _E_TYPE or low.endswith("e"):
        return word[:-1] + {"gen": "e", "dat": "i", "acc": "u", "ins": "om", "loc": "i"}[case]
    if woman or low.endswith(("i", "u", "y")):
        return word
    if low.endswith("io"):  # Mario: Marija, Mariju
        return word[:-1] + "j" + {"gen": "a", "dat": "u", "acc": "a", "ins": "em", "loc": "u"}[case]
    stem = word[:-1] if low.endswith("o") else word
    soft = stem.lower().endswith(_SOFT)
    return stem + {"gen": "a", "dat": "u", "acc": "a", "ins": "em" if soft else "om", "loc": "u"}[case]


__all__ = ["CASES", "FORMS", "LABEL_AND", "Named", "forms_of", "named", "pair_said"]
