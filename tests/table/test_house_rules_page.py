"""The house-rules page as a table reads it: only the options its game is ruled by, grouped as a
table thinks of them, in the page's language; no rule shown that the game does not apply."""

from __future__ import annotations

import re

import pytest

from scorekeeper.rules import OPTION_SPECS, VARIANTS, family_of
from test_pages import Phone


def shown(page: str) -> set[str]:
    return set(re.findall(r'<dt id="(\w+)"', page))


def groups(page: str) -> list[str]:
    return re.findall(r'<section class="rule-group" id="group-(\w+)"', page)


def test_contree_shows_its_own_rules_and_none_of_bela_or_klaverjas(app):
    phone = Phone(app)
    game = phone.start("contree")
    page = phone.client.get(f"/games/{game.id}/rules", headers={"Accept-Language": "fr"}).get_data(as_text=True)
    options = shown(page)
    assert {"dedans_points", "capot_value", "contre_closes", "belote_for_contract"} <= options
    # stuk and nat are klaverjas, schmeiss and "le donneur doit" the belote auction, and contrée
    # has no tie rule: 81–81 on an 80 is made; where a fallen taker's belote goes, it does ask
    assert not options & {"stuk", "nat_on_half", "schmeiss", "schmeiss_by", "auction", "tie", "pot_to",
                          "win_rule", "fall_points_to", "trump_choice"}
    assert "bela_on_fall" in options
    # no melds in contrée: nothing about how they rank; no tout atout: nothing about its values
    assert not options & {"meld_rights", "square_order", "no_trump_values", "generale_value"}
    assert groups(page) == ["game", "bidding", "contract", "melds", "play"]
    assert "Les enchères" in page or "Enchères" in page
    assert "Égalité" not in page and "donneur doit" not in page and "schmeiss" not in page.lower()


def test_klaverjas_shows_its_roem_and_trump_rules_in_dutch(app):
    phone = Phone(app)
    game = phone.start("klaverjas-amsterdam")
    page = phone.client.get(f"/games/{game.id}/rules", headers={"Accept-Language": "nl"}).get_data(as_text=True)
    options = shown(page)
    assert {"stuk", "nat_on_half", "trump_choice", "undertrump"} <= options
    assert not options & {"melds", "tie", "auction", "schmeiss", "dedans_points", "bela_needs_trick", "target"}
    assert groups(page) == ["game", "trump", "roem", "play"]
    assert "Troef kiezen" in page


def test_a_switch_shows_the_rules_it_brings_in(app):
    phone = Phone(app)
    plain = phone.start("contree")
    rich = phone.start("contree", all_no_trump="on", generale="on")
    before = shown(phone.client.get(f"/games/{plain.id}/rules").get_data(as_text=True))
    after = shown(phone.client.get(f"/games/{rich.id}/rules").get_data(as_text=True))
    assert after - before == {"no_trump_values", "tout_atout_belote", "generale_value"}


@pytest.mark.parametrize("lang", ["hr", "fr", "nl"])
def test_the_group_titles_are_in_the_page_language(app, lang):
    phone = Phone(app)
    game = phone.start("bela-hr-4")
    page = phone.client.get(f"/games/{game.id}/rules", headers={"Accept-Language": lang}).get_data(as_text=True)
    titles = re.findall(r"<h2>([^<]+)</h2>", page)
    assert len(titles) == 5
    english = {"The game", "Choosing trump", "Melds", "Scoring a hand", "Playing the cards"}
    assert not set(titles) & english, titles


def test_every_option_belongs_to_a_family_and_every_family_to_real_options():
    names = {spec.name for spec in OPTION_SPECS}
    listed = {n for v in VARIANTS.values() for _, group in family_of(v).option_groups for n in group}
    assert listed == names
