"""A basic accessibility check of every page: labels, names, alt texts, language, contrast.

Each page is rendered as a phone gets it and read with the standard library's HTML parser:
every form field has a label, every button and link a name, every image a text alternative,
the document its language; and the stylesheet's main colour pairs reach WCAG AA (4.5:1).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parents[2] / "scorekeeper" / "static" / "css" / "app.css"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Page(HTMLParser):
    """The facts the checks need: fields, their labels, buttons and links with their text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = None
        self.label_for: set[str] = set()
        self.fields: list[dict] = []
        self.named: list[dict] = []  # buttons and links, with the text inside them
        self.images: list[dict] = []
        self.stack: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        if tag == "label" and attrs.get("for"):
            self.label_for.add(attrs["for"])
        in_label = any(t == "label" for t, _ in self.stack)
        if tag in ("input", "select", "textarea") and attrs.get("type") not in ("hidden", "submit", "button"):
            self.fields.append({"tag": tag, "attrs": attrs, "in_label": in_label})
        if tag in ("img", "svg"):
            self.images.append({"tag": tag, "attrs": attrs, "text": ""})
        if tag in ("button", "a"):
            self.named.append({"tag": tag, "attrs": attrs, "text": ""})
        if tag not in VOID:
            self.stack.append((tag, attrs))

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        open_tags = [t for t, _ in self.stack]
        if self.named and open_tags and open_tags[-1] in ("button", "a", "span", "i", "small", "b", "strong", "br"):
            if any(t in ("button", "a") for t in open_tags):
                self.named[-1]["text"] += data
        if self.images and "title" in open_tags and "svg" in open_tags:
            self.images[-1]["text"] += data


def check(html: str) -> list[str]:
    page = Page()
    page.feed(html)
    problems = []
    if not page.lang:
        problems.append("the page has no lang attribute")
    for field in page.fields:
        a = field["attrs"]
        if not (field["in_label"] or a.get("id") in page.label_for or a.get("aria-label")
                or a.get("aria-labelledby")):
            problems.append(f"{field['tag']} {a.get('name')!r} has no label")
    for item in page.named:
        a = item["attrs"]
        if not (item["text"].strip() or a.get("aria-label") or a.get("title")):
            problems.append(f"{item['tag']} {a} has no accessible name")
    for image in page.images:
        a = image["attrs"]
        if image["tag"] == "img" and "alt" not in a:
            problems.append(f"img {a.get('src')} has no alt")
        if image["tag"] == "svg" and not (image["text"].strip() or a.get("aria-label") or a.get("aria-hidden")):
            problems.append("an svg has neither a title nor aria-label")
    return problems


# ---------------------------------------------------------------- every page

@pytest.fixture
def pages(client):
    """Every page a player can reach, rendered for a phone at the table, by name."""
    form = {"player0": "Ana", "player1": "Boris", "player2": "Cvita", "player3": "Dino",
            **{f"opt_{name}": "on" for name in ("square_tens", "melds_need_trick", "bela_needs_trick",
                                                  "all_tricks_takes_melds", "over_in_suit")}}
    share_url = client.post("/new/bela-hr-4", data=form).headers["Location"]
    game = share_url.split("/")[2]
    share = client.get(share_url).get_data(as_text=True)
    join = re.search(r'id="share-link">[^<]*(/j/[^<]+)<', share).group(1)
    hand = {"action": "save", "key": "a11y", "dealer": "0", "trump": "hearts", "taker": "1",
            "p0": "62", "typed": "0", "meld": ["0:20", "1:20"], "meld_top": ["K", "A"],
            "meld_suit": ["clubs", "spades"], "meld_kind": ["", ""], "meld_length": ["", ""]}
    assert client.post(f"/games/{game}/hands/new", data=hand).status_code == 302
    clob = client.post("/new/clobyosh", data={"player0": "Ana", "player1": "Boris"}).headers["Location"]
    urls = {
        "start": "/", "new game": "/new/bela-hr-4", "new game (3)": "/new/bela-3", "join": join,
        "sheet": f"/games/{game}", "entry": f"/games/{game}/hands/new",
        "claim": f"/games/{clob.split('/')[2]}/claim", "correct": f"/games/{game}/hands/1/edit",
        "hand": f"/games/{game}/hands/1", "history": f"/games/{game}/history",
        "undo": f"/games/{game}/hands/1/undo", "not found": "/games/nothing-here",
        "replay": f"/games/{game}/hands/1/replay",
    }
    out = {name: client.get(url).get_data(as_text=True) for name, url in urls.items()}
    out["share"] = share
    out["entry refused"] = client.post(f"/games/{game}/hands/new",
                                       data={"action": "save", "p0": "300"}).get_data(as_text=True)
    out["preview"] = client.post(f"/games/{game}/preview", data=hand).get_json()["html"]
    out["replay, every card played"] = client.post(f"/games/{game}/hands/1/replay", data={
        "play": " ".join(f"{r}{s}" for s in "SHDC" for r in "789TJQKA")}).get_data(as_text=True)
    return out


def test_every_page_has_labels_names_alt_texts_and_a_language(pages):
    problems = {name: check(html) for name, html in pages.items() if name != "preview"}
    assert {name: p for name, p in problems.items() if p} == {}


def test_the_checker_finds_what_is_missing():
    html = '<html><body><input name="x"><button></button><img src="a.png"><a href="/"></a></body></html>'
    assert len(check(html)) == 5


# ---------------------------------------------------------------- contrast

def _colours() -> dict[str, str]:
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", CSS.read_text()))


def _luminance(hex_colour: str) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# (text, background) as the stylesheet pairs them; "#ffffff" is the white of fields and the sheet.
PAIRS = [("ink", "paper"), ("muted", "paper"), ("muted", "#ffffff"), ("muted", "soft"),
         ("ink", "soft"), ("felt", "paper"), ("felt", "#ffffff"), ("on-felt", "felt"),
         ("red", "#ffffff"), ("red", "paper"), ("team0", "#ffffff"), ("team1", "#ffffff"),
         ("team1", "paper"), ("bad", "bad-bg"), ("bad", "paper"), ("bad", "#ffffff"),
         ("good", "good-bg"), ("good", "#ffffff"), ("warn", "warn-bg"), ("warn", "#ffffff"),
         ("ink", "#ffffff")]


@pytest.mark.parametrize("text, background", PAIRS)
def test_main_colour_pairs_reach_aa_contrast(text, background):
    colours = _colours()
    fg = colours.get(text, text)
    bg = colours.get(background, background)
    assert contrast(fg, bg) >= 4.5, f"{text} on {background}: {contrast(fg, bg):.2f}:1"
