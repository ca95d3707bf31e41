"""every sentence read as a player would say it, in English, Croatian
and French, through the pages a table uses (Flask test client).

RULES §6: a taker's side makes it ("prolaz") or goes down ("pad", "dedans"); the bids on the
same form use "pass" for declining, so a made contract is never said "pass". A pair's verb is
plural in Croatian and French. A house rule is read in words; its identifier stays in links.
"""

from __future__ import annotations

import html
import re

import pytest
from babel.messages.pofile import read_po

from scorekeeper.rules import OPTION_SPECS
from scorekeeper.rules.explain import TEMPLATES
from scorekeeper.words.rulings import PAIR_SUBJECTS, localized
from test_explanations import TRANSLATIONS
from test_pages import Phone, _hand

NNBSP = "\u202f"
LANGS = ("en", "hr", "fr", "nl")


def get(phone: Phone, path: str, lang: str) -> str:
    return phone.client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True)


def preview(phone: Phone, game, fields: dict, lang: str) -> str:
    answer = phone.client.post(f"/games/{game.id}/preview", data=_hand(fields | {"mode": "hand"}),
                               headers={"Accept-Language": lang}).get_json()
    return html.unescape(answer["html"])


def text(page: str) -> str:
    """What a person reads on a page: no tags, attributes, scripts or styles."""
    page = re.sub(r"(?s)<script.*?</script>|<style.*?</style>|<[^>]+>", " ", page)
    return re.sub(r"[ \t\r\n]+", " ", html.unescape(page))  # no-break spaces stay what they are


def verdict(page: str) -> str:
    return text(re.search(r'<p class="verdict[^"]*">(.*?)</p>', page, re.S).group(1)).strip()


# ---------------------------------------------------------------- point 8: made it, went down

@pytest.mark.parametrize("lang,said", [("en", "Boris and Dino make it"), ("hr", "Boris i Dino prolaze"),
                                       ("fr", "Boris et Dino font leur contrat")])
def test_a_made_contract_is_said_so_never_pass(app, lang, said):
    phone = Phone(app)
    game = phone.start()
    page = preview(phone, game, {"taker": 1, "points": (62, None)}, lang)
    assert verdict(page) == said
    assert not re.search(r"\bpass|passent|passe\b|: prolaz", verdict(page))


@pytest.mark.parametrize("lang,said", [("en", "Ana goes down"), ("hr", "Ana pada"), ("fr", "Ana est dedans")])
def test_one_player_goes_down_in_the_singular(app, lang, said):
    phone = Phone(app)
    game = phone.start("bela-hr-3", players=["Ana", "Boris", "Cvita"])
    assert verdict(preview(phone, game, {"dealer": 2, "taker": 0, "points": (20, 70, None)}, lang)) == said


@pytest.mark.parametrize("lang,sentences", [
    ("en", ["Ana and Cvita took trump and went down: the taker needed more than every other side: 70–92.",
            "Boris and Dino also scored the taker's 70 points."]),
    ("hr", ["Ana i Cvita zovu adut i padaju: trebalo je više od protivnika: 70–92.",
            "Boris i Dino pišu i 70 bodova strane koja je zvala."]),
    ("fr", [f"Ana et Cvita prennent et sont dedans{NNBSP}: il fallait au preneur plus que chacun des autres "
            f"camps{NNBSP}: 70–92.", "Boris et Dino marquent aussi les 70 points du preneur."]),
])
def test_a_fall_reads_in_the_tables_words(app, lang, sentences):
    """RULES §6.2: no "(pad, bate, dedans)" list, no "wrote ... as well"; the heading is the
    hand's number and its verdict a sentence, never "Hand 1: pad"."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(70, None)).status_code == 302
    page = get(phone, f"/games/{game.id}/hands/1", lang)
    for sentence in sentences:
        assert sentence in text(page)
    assert "bate" not in page and "as well" not in page
    heading = text(re.search(r"<h1>(.*?)</h1>", page).group(1)).strip()
    assert heading == {"en": "Hand 1", "hr": "1. miješanje", "fr": "Donne 1"}[lang]
    assert verdict(page) == {"en": "Ana and Cvita go down", "hr": "Ana i Cvita padaju",
                             "fr": "Ana et Cvita sont dedans"}[lang]
    mark = re.search(r'<span class="mark fall">([^<]+)</span>', page).group(1)
    assert mark == {"en": "down", "hr": "pad", "fr": "dedans"}[lang]


@pytest.mark.parametrize("lang,mark", [("en", "down on a tie"), ("hr", "pad (izjednačeno)"),
                                       ("fr", "dedans (égalité)")])
def test_a_tie_that_is_a_fall_is_one_mark_in_words(app, lang, mark):
    """Seed 003 (tie: taker_falls): one mark, not "PAD TIE"."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(81, None)).status_code == 302
    sheet = get(phone, f"/games/{game.id}", lang)
    assert re.findall(r'<span class="mark (\w+)">([^<]+)</span>', sheet) == [("fall_tie", mark)]


@pytest.mark.parametrize("n,said", [(132, "sa 132 boda"), (101, "sa 101 bodom"), (100, "sa 100 bodova")])
def test_croatian_numerals_take_their_case(app, n, said):
    """'prolaze s 132 bodova' was wrong: the noun's form follows the numeral (ngettext, three forms)."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=1, points=(162 - n, None)).status_code == 302
    page = text(get(phone, f"/games/{game.id}/hands/1", "hr"))
    assert f"Boris i Dino zovu adut i prolaze {said}, " in page
    assert f"took trump and made it with {n} points" in text(get(phone, f"/games/{game.id}/hands/1", "en"))


@pytest.mark.parametrize("variant,players,lang,word", [
    ("bela-hr-4", None, "en", "We're out!"), ("bela-hr-4", None, "hr", "Dosta!"),
    ("bela-hr-4", None, "fr", f"On sort{NNBSP}!"),
    ("bela-hr-3", ["Ana", "Boris", "Cvita"], "en", "I'm out!"),
    ("bela-hr-3", ["Ana", "Boris", "Cvita"], "fr", f"Je sors{NNBSP}!"),
    ("clobyosh", ["M", "Y"], "en", "501!"),
])
def test_the_claim_button_says_what_a_table_shouts(app, variant, players, lang, word):
    phone = Phone(app)
    game = phone.start(variant, players=players)
    sheet = get(phone, f"/games/{game.id}", lang)
    button = re.search(r'href="/games/[^"]+/claim">([^<]+)</a>', sheet)
    assert button and html.unescape(button.group(1)) == word
    assert "Enough" not in sheet and "Assez" not in sheet


@pytest.mark.parametrize("lang,said", [
    ("en", "Ana and Cvita won: Boris and Dino claimed too soon."),
    ("hr", "Pobjeda: Ana i Cvita — Boris i Dino su prerano rekli „dosta”."),
    ("fr", f"Victoire{NNBSP}: Ana et Cvita — Boris et Dino ont annoncé la sortie trop tôt."),
])
def test_a_false_claim_names_the_pair_that_claimed(app, lang, said):
    """RULES §7: a false claim loses the game; the sheet says who claimed, a pair in the plural
    (not "the other claim was false", not "Boris & Dino je krivo rekao")."""
    phone = Phone(app)
    game = phone.start()
    form = {"action": "save", "key": "false", "mode": "claim", "claim_side": "1", "claim_after_trick": "3",
            "claim_tricks": "2", "claim_points": "30", "dealer": "0", "trump": "hearts", "taker": "1",
            "p0": "", "p1": "", "typed": ""}
    assert phone.client.post(f"/games/{game.id}/claim", data=form).status_code == 302
    result = text(re.search(r'<p class="note good result"[^>]*>(.*?)</p>', get(phone, f"/games/{game.id}", lang),
                            re.S).group(1))
    assert said in result and "other claim" not in result


# ---------------------------------------------------------------- point 9: rules in words

IDENTIFIERS = sorted({spec.name for spec in OPTION_SPECS if "_" in spec.name}
                     | {str(c) for spec in OPTION_SPECS for c in (spec.choices or ()) if "_" in str(c)})


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rules_are_read_in_words_the_identifier_stays_in_the_link(app, lang):
    phone = Phone(app)
    game = phone.start()
    page = get(phone, f"/games/{game.id}/rules", lang)
    read = text(page)
    for identifier in IDENTIFIERS:
        assert identifier not in read, identifier
    assert "RULES §" not in read and "seeds 0" not in read and "seed 0" not in read
    assert 'id="meld_rights"' in page and 'id="meld_tiebreak"' in page and 'id="sequence_rank"' in page
    said = {"en": "Only the side with the best meld scores its melds",
            "hr": "Zvanja piše samo strana s najjačim zvanjem",
            "fr": "Seul le camp qui a la meilleure annonce marque ses annonces",
            "nl": "Alleen de partij met de hoogste roem schrijft haar roem"}[lang]
    assert said in read


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_form_explains_each_rule_in_words(app, lang):
    phone = Phone(app)
    read = text(get(phone, "/new/bela-hr-4", lang))
    for identifier in IDENTIFIERS:
        assert identifier not in read, identifier
    assert "RULES §" not in read and "(pad, bate, dedans)" not in read


# ---------------------------------------------------------------- point 10: history in words

@pytest.mark.parametrize("lang,said", [
    ("en", ["Melds — before: Cvita, an A-high fifty in diamonds (50). Now: Cvita, an A-high twenty in diamonds (20).",
            "Points — before: Ana & Cvita 70, Boris & Dino 92. Now: Ana & Cvita 100, Boris & Dino 62.",
            "Tricks — before: Ana & Cvita 3, Boris & Dino 5. Now: nothing written."]),
    ("hr", ["Zvanja — prije: Cvita,", "Bodovi — prije: Ana & Cvita 70, Boris & Dino 92. Sada: Ana & Cvita 100,",
            "Štihovi — prije: Ana & Cvita 3, Boris & Dino 5. Sada: ništa upisano."]),
    ("fr", [f"Annonces — avant{NNBSP}: Cvita,",
            f"Plis — avant{NNBSP}: Ana & Cvita 3, Boris & Dino 5. Maintenant{NNBSP}: rien d’écrit."]),
])
def test_the_history_says_what_a_correction_changed_in_words(new_game, client, lang, said):
    game = new_game()
    run = {"seat": 2, "kind": "sequence", "length": 4, "top": "A", "suit": "diamonds"}
    first = {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [3, 5], "points": [70, 92], "melds": [run]}
    assert game.enter(first).status_code == 201
    fixed = {"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "melds": [dict(run, length=3)]}
    response = client.put(f"{game.url}/hands/1", json=fixed,
                          headers=game.auth(seat=0, director=True, **{"If-Match": str(game.version)}))
    assert response.status_code == 200, response.get_json()
    page = text(client.get(f"/games/{game.id}/history", headers={"Accept-Language": lang}).get_data(as_text=True))
    for sentence in said:
        assert sentence in page
    for raw in ("kind sequence", "side 1", "seat 2", "value 100", "→ –", "melds:", "points:"):
        assert raw not in page


# ---------------------------------------------------------------- point 11: Croatian and French

def catalogue(lang: str):
    with (TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=lang)


def test_croatian_writes_mijesanje_everywhere(app):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    form = get(phone, f"/games/{game.id}/hands/new", "hr")
    assert "Spremi 2. miješanje" in form
    assert "1. miješanje" in get(phone, f"/games/{game.id}/hands/1", "hr")
    from scorekeeper.rules import adjudicate
    from scorekeeper.table.pdf import render_sheet_html
    from scorekeeper.sheets.sheet import build_sheet
    record = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]
    printed = render_sheet_html(build_sheet(record, adjudicate(record)), lang="hr")
    assert "miješanje" in printed and "mješanj" not in form + printed
    for message in catalogue("hr"):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not any("mješanj" in s.lower() for s in strings if s), message.id


def test_croatian_withdraw_is_a_club_word(app):
    messages = catalogue("hr")
    assert messages.get("Withdraw").string == "Odjavi" and messages.get("withdrawn").string == "odjavljen"


@pytest.mark.parametrize("path", ["/games/{id}/hands/1", "/games/{id}", "/games/{id}/rules", "/games/{id}/history"])
def test_french_puts_a_narrow_no_break_space_before_a_colon(app, path):
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    read = text(get(phone, path.format(id=game.id), "fr"))
    assert not re.search(r"[^\s\d\u202f\u00a0]:(?!//)", read), re.search(r".{30}[^\s\d\u202f\u00a0]:.{10}", read)
    assert not re.search(r"(?<!\d) [:;!?]", read)  # "100 : 62" is a score, not a colon
    if path.endswith("/hands/1"):
        assert f"Totaux après cette donne{NNBSP}: 100 : 62" in read


def test_a_french_form_says_capot_and_dedans_not_the_croatian_words(app):
    phone = Phone(app)
    game = phone.start()
    form = text(get(phone, f"/games/{game.id}/hands/new", "fr"))
    assert "capot" in form and "štiglja" not in form
    assert phone.enter(game, taker=0, points=(70, None)).status_code == 302
    sheet = text(get(phone, f"/games/{game.id}", "fr"))
    assert "dedans" in sheet and "pad" not in sheet.split()


# ---------------------------------------------------------------- a pair's verb is plural

# The singular verb of each sentence whose subject is a side, as the one-player sentence says it:
# the pair's sentence must not keep it (hr: "Ana & Cvita je ...", fr: "Ana & Cvita a ...").
SINGULAR = {"hr": re.compile(r"^\{side\} (je|ima|nosi|zove|kaže|pada|prolazi|piše|uzima|ne nosi|ipak zadržava)\b"),
            "fr": re.compile(r"^\{side\} (a|est|fait|prend|annonce|ramasse|marque|garde|atteint|ne fait)\b"),
            "nl": re.compile(r"^\{side\} (is|heeft|had|gaat|ging|haalt|haalde|speelt|speelde|bood|claimde|schrijft|telt|"
                             r"houdt|hield|kreeg|maakte|won)\b")}


@pytest.mark.parametrize("lang", ["hr", "fr", "nl"])
def test_every_sentence_about_a_pair_has_a_plural_verb(lang):
    """"Boris & Dino je krivo rekao", "Boris & Dino a fait une fausse annonce" were
    wrong: each sentence whose subject is a side has a pair's form, with its verb plural."""
    messages = catalogue(lang)
    for note_id in sorted(PAIR_SUBJECTS):
        single = messages.get(TEMPLATES[note_id], context=note_id).string
        pair = messages.get(TEMPLATES[note_id], context=f"{note_id}/pair").string
        assert pair != single, f"{lang}: {note_id} says a pair as one player"
        assert not SINGULAR[lang].search(pair), f"{lang}: {note_id}/pair: {pair}"
    side = {"id": "side", "args": {"side": 1, "names": "Boris & Dino", "players": 2}}
    note = {"id": "claim.forfeit", "args": {"side": side, "trick": 3, "why": "x", "winner": "Ana & Cvita"}}
    said = localized([note], lang=lang)[0]
    assert said.startswith({"hr": "Boris i Dino kažu dosta", "fr": "Boris et Dino annoncent leur sortie",
                             "nl": "Boris en Dino claimden"}[lang])


@pytest.mark.parametrize("lang,plural", [("hr", ["Boris i Dino prolaze", "Boris i Dino padaju"]),
                                         ("fr", ["Boris et Dino font leur contrat", "Boris et Dino sont dedans"]),
                                         ("nl", ["Boris en Dino halen het", "Boris en Dino gaan nat"])])
def test_a_pairs_verdict_on_the_form_is_plural(app, lang, plural):
    phone = Phone(app)
    game = phone.start()
    made = verdict(preview(phone, game, {"taker": 1, "points": (62, None)}, lang))
    down = verdict(preview(phone, game, {"taker": 1, "points": (100, None)}, lang))
    assert [made, down] == plural
