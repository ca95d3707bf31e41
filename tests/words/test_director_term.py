"""Croatian names the tournament director one way throughout: "voditelj" (voditelj turnira, the
person who runs the evening and holds the director's code), never "sudac", which a Croatian bela
table hears as a referee called to the table. Read from the catalogue every page, refusal and PDF
takes its words from."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from scorekeeper.words import TRANSLATIONS

REFEREE = re.compile(r"\b(sudac|suca|sucu|sucem|sudca|sudci|suci|sučev\w*)\b", re.I)


def croatian() -> list[tuple[str, str]]:
    with open(f"{TRANSLATIONS}/hr/LC_MESSAGES/messages.po", "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if message.id:
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            strings = [message.string] if isinstance(message.string, str) else list(message.string)
            out += [(ids[0], s) for s in strings]
    return out


def test_no_croatian_message_calls_the_director_a_referee():
    assert [(i, s) for i, s in croatian() if REFEREE.search(s)] == []


def test_every_croatian_message_about_the_director_names_the_voditelj():
    about = [(i, s) for i, s in croatian() if "director" in i.lower()]
    assert len(about) > 40
    assert [(i, s) for i, s in about if "voditelj" not in s.lower()] == []
    said = dict(about)
    assert said["Director code"] == "Šifra voditelja" and said["The director"] == "Voditelj"
