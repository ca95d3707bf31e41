"""The table pages in the table's words: refusals name players, say what was typed, and read in
Croatian and French as in English (the engine's refusals are notes, like its rulings)."""

from __future__ import annotations

import json
import re

from test_pages import Phone, _hand


def preview(phone: Phone, game, fields: dict, *, lang: str = "en") -> dict:
    return phone.client.post(f"/games/{game.id}/preview", data=_hand(fields),
                             headers={"Accept-Language": lang}).get_json()


def test_two_pairs_with_four_jacks_are_refused_at_once_by_name(app):
    """RULES §9: there is one pack, so both pairs cannot declare four jacks; the page says so at
    once, by the pairs' names (melds are entered per pair), or by the players' where they were
    said, and asks no question it has no field for."""
    phone = Phone(app)
    game = phone.start()
    jacks = {"taker": 0, "points": (100, None), "meld": ["0:200", "1:200"]}
    answer = preview(phone, game, jacks)
    assert not answer["ok"]
    said = " ".join(answer["errors"].values())
    assert re.search(r"Ana & Cvita and Boris & Dino cannot both have declared J.: there is only one in the pack",
                     said)
    assert "seat" not in said.lower() and "side" not in said.lower() and "top card" not in said
    players = " ".join(preview(phone, game, jacks | {"meld_seat": ["0", "1"]})["errors"].values())
    assert re.search(r"Ana and Boris cannot both have declared J.: there is only one in the pack", players)


def test_a_refusal_reads_in_croatian_and_french(app):
    phone = Phone(app)
    game = phone.start()
    fields = {"taker": 0, "points": (100, None), "meld": ["0:200", "1:200"], "meld_seat": ["0", "1"]}
    hr = " ".join(preview(phone, game, fields, lang="hr")["errors"].values())
    fr = " ".join(preview(phone, game, fields, lang="fr")["errors"].values())
    assert re.search(r"Ana i Boris ne mogu oboje imati prijavljen J.: u špilu je samo jedna", hr)
    assert re.search(r"Ana et Boris ne peuvent pas avoir annoncé tous deux J.", fr)
    pairs = {k: v for k, v in fields.items() if k != "meld_seat"}
    hr = " ".join(preview(phone, game, pairs, lang="hr")["errors"].values())
    fr = " ".join(preview(phone, game, pairs, lang="fr")["errors"].values())
    assert re.search(r"Ana & Cvita i Boris & Dino ne mogu oboje imati prijavljen J.: u špilu je samo jedna", hr)
    assert re.search(r"Ana & Cvita et Boris & Dino ne peuvent pas avoir annoncé tous deux J.", fr)


def test_the_api_gives_the_refusal_as_a_note_beside_the_message(new_game):
    game = new_game()
    response = game.enter({"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [4, 4], "points": [161, 1]})
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["message"] == ("Ana & Cvita cannot have 161: no cards are worth exactly that, with or "
                                "without the 10 for the last trick")
    assert error["note"]["id"] == "error.points_never" and error["path"] == "points"
    assert json.loads(json.dumps(error["note"]))["args"]["points"] == 161


def test_an_impossible_score_is_explained_by_what_was_typed(app):
    """RULES §9 "1 or 161 points": typing 161 leaves the other side 1, which no cards make; the
    page says that, not a trick count nobody entered."""
    phone = Phone(app)
    game = phone.start()
    answer = preview(phone, game, {"taker": 0, "points": (161, None)})
    said = answer["errors"]["points"]
    assert said == "161 is impossible: the other side would have 1, and no cards are worth exactly 1."
    assert "trick" not in said.split(",")[0]
    hr = preview(phone, game, {"taker": 0, "points": (161, None)}, lang="hr")["errors"]["points"]
    assert hr.startswith("161 nije moguće")


def test_a_ruling_links_the_house_rule_it_applies_to_its_help(app):
    """RECORDS.md: a sentence says the rule in words; the option travels in its note, for the page
    to link to the game's house rules, where the rule is said in full."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(70, None)).status_code == 302
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    assert "the taker needed more than every other side: 70–92." in page
    assert "win_rule:" not in page and "(fall_points_to" not in page
    link = re.search(r'<a class="rule-link" href="(/games/[^"#]+/rules)#win_rule">([^<]+)</a>', page)
    assert link and link.group(2) == "The taker must beat"
    rules = phone.client.get(link.group(1), headers={"Accept-Language": "hr"}).get_data(as_text=True)
    assert 'id="win_rule"' in rules and 'id="fall_points_to"' in rules


def _claim(phone: Phone, game, *, dealer: int, after_trick: int, tricks: int, points: int):
    form = {"action": "save", "key": f"claim{dealer}", "mode": "claim", "claim_side": "0",
            "claim_after_trick": str(after_trick), "claim_tricks": str(tricks), "claim_points": str(points),
            "dealer": str(dealer), "trump": "hearts", "taker": "0", "p0": "", "p1": "", "typed": ""}
    return phone.client.post(f"/games/{game.id}/claim", data=form)


def test_a_correction_says_the_later_claim_and_winner_it_changes_before_saving(app):
    """RULES §7: a claim counts the points before the hand; correcting hand 1 from 152 to 142 makes
    hand 7's "dosta" fall short, and the false claim gives the game to the other pair. The preview
    says so before saving, and the history keeps it beside the correction."""
    phone = Phone(app)
    game = phone.start()
    for hand in range(6):
        assert phone.enter(game, dealer=hand % 4, taker=0, points=(152, None)).status_code == 302
    assert _claim(phone, game, dealer=2, after_trick=6, tricks=5, points=89).status_code == 302
    assert "Ana &amp; Cvita" in phone.sheet(game)
    edit = {"dealer": 0, "taker": 0, "points": (142, None)}
    answer = phone.client.post(f"/games/{game.id}/preview", data=_hand(edit | {"number": "1"})).get_json()
    page = answer["html"]
    assert "This correction also changes:" in page
    assert "Hand 7: 89 : 0 (claimed) becomes 0 : 0 (false claim)." in page
    assert "The game&#39;s winner changes: Ana &amp; Cvita → Boris &amp; Dino." in page
    saved = phone.client.post(f"/games/{game.id}/hands/1/edit", data={"action": "save", **_hand(edit)})
    assert saved.status_code == 302
    history = phone.client.get(f"/games/{game.id}/history").get_data(as_text=True)
    assert "The game&#39;s winner changes: Ana &amp; Cvita → Boris &amp; Dino." in history


def test_the_ruling_explains_the_twenty_for_bela():
    """RULES §6.1: bela (king and queen of trump, declared) is 20 for its side; the ruling says so,
    so "made it with 120 points" from 100 in tricks is never a mystery."""
    from scorekeeper.rules import adjudicate
    hand = adjudicate({"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62], "bela": 2}]})["hands"][0]
    assert hand["explanation"][0] == "Cvita declared bela, the king and queen of trump: 20 for Ana & Cvita."
    assert hand["score"] == [120, 62]


def test_a_three_player_entry_asks_for_one_more_side_once_one_is_written(app):
    """RULES §3: in bela-hr-3 every card is played, so two sides' points give the third; in bela-3
    (cards left out) the table writes all three."""
    phone = Phone(app)
    game = phone.start("bela-hr-3", players=["Ana", "Boris", "Cvita"])
    first = preview(phone, game, {"dealer": 2, "taker": 0, "points": (None, None, None)})["errors"]["points"]
    assert first == "Write the points of a side."
    then = preview(phone, game, {"dealer": 2, "taker": 0, "points": (82, None, None)})["errors"]["points"]
    assert then == "Write the points of one more side: the last is worked out from the rest."
    done = preview(phone, game, {"dealer": 2, "taker": 0, "points": (82, 40, None)})
    assert done["ok"] and done["points"] == [82, 40, 40]
    short = phone.start("bela-3", players=["Ana", "Boris", "Cvita"])
    left = preview(phone, short, {"dealer": 2, "taker": 0, "points": (82, 40, None)})["errors"]["points"]
    assert left == "Write the points of every side."


def test_nothing_invented_no_trick_counts_nobody_entered(app):
    """Paper keeps points, not tricks: a hand typed as 100 is stored as 100 : 62 with no trick
    counts, its page and its correction's history show none, and the ruling is the same."""
    phone = Phone(app)
    game = phone.start()
    assert phone.enter(game, taker=0, points=(100, None)).status_code == 302
    stored = phone.client.get(f"/api/v1/games/{game.id}").get_json()["record"]["hands"][0]
    assert "tricks" not in stored and stored["points"] == [100, 62]
    assert phone.client.post(f"/games/{game.id}/hands/1/edit", data={
        "action": "save", **_hand({"taker": 0, "points": (90, None)})}).status_code == 302
    page = phone.client.get(f"/games/{game.id}/hands/1").get_data(as_text=True)
    history = phone.client.get(f"/games/{game.id}/history").get_data(as_text=True)
    assert "tricks" not in page.split("What was entered")[1].split("</ul>")[0]
    assert "Points — before: Ana &amp; Cvita 100, Boris &amp; Dino 62. Now: Ana &amp; Cvita 90, Boris &amp; Dino 72." in history
    assert "tricks" not in history.lower()


def test_every_house_rule_and_value_has_words():
    """No option identifier or value code is ever what a person reads: each has its words."""
    from scorekeeper.words.options import OPTION_LABELS, VALUE_WORDS
    from scorekeeper.rules import OPTION_SPECS
    for spec in OPTION_SPECS:
        assert spec.name in OPTION_LABELS, spec.name
        if spec.kind in ("choice", "list"):
            assert set(spec.choices) <= set(VALUE_WORDS.get(spec.name, {})), spec.name
