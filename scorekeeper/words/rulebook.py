"""The players' rule book (docs/rules.md), generated from the engine's own data.

The cards' order and points come from ``rules.cards``, each preset's house rules from its
``Rules``, and every worked example is a real record ruled by the engine when the book is made:
a test regenerates the book and compares, so no example can say what the engine would not.
"""

from __future__ import annotations

import json

from ..rules import VARIANTS, adjudicate
from ..rules.cards import CLEAN_HAND, LAST_TRICK_BONUS, Rank

SAY = {
    ("melds", "sequences"): "Only runs score: three in a row 20, four or more 50.",
    ("melds", "full"): "Runs of three 20, four 50, five to seven 100; four jacks 200, four nines 150, "
                       "four aces, tens, kings or queens 100; all eight of a suit is belot.",
    ("meld_rights", "best_side"): "Only the side holding the single best meld scores its melds.",
    ("meld_rights", "each_own"): "Every player scores his own melds.",
    ("meld_rights", "best_side_defenders_share"): "The side with the best meld scores its melds; if "
                                                  "a defender holds it, every defender scores his own.",
    ("win_rule", "beat_each"): "The taker passes with more points than every other side.",
    ("win_rule", "beat_sum"): "The taker passes with more points than all the others together.",
    ("tie", "taker_falls"): "An exact tie counts as a fall.",
    ("tie", "hold_over"): "On an exact tie the defenders write theirs and the taker's wait in the pot (litige).",
    ("tie", "taker_scores_own"): "On an exact tie the taker writes his own, the others nothing.",
    ("tie", "defender_scores_own"): "On an exact tie the defenders write their own, the taker nothing.",
    ("tie", "nobody_pot"): "On an exact tie nobody writes: all the points go into the pot.",
    ("fall_points_to", "opponents"): "A fallen taker's points go to the other side.",
    ("fall_points_to", "higher_opponent"): "A fallen taker's points go to the defender with more.",
    ("fall_points_to", "nobody"): "A fallen taker's points go to nobody.",
    ("fall_points_to", "both_opponents"): "A fallen taker's points go to each defender.",
    ("threshold", "claim"): "The game is won only by claiming the target during a hand.",
    ("threshold", "enough"): "A side reaching the target wins; a side may also claim it during a hand (\"dosta\").",
    ("threshold", "end_of_hand"): "A side reaching the target when a hand is scored wins.",
    ("auction", "turn_up_2"): "Two rounds: take the turned-up suit, or name another in the second.",
    ("auction", "turn_up_mus"): "Two rounds; in the second the last player must name a suit (mus).",
    ("auction", "free_mus"): "Each names a suit or passes; the dealer, last, must name one (mus).",
    ("auction", "first_must"): "The first player after the dealer must name trump at once.",
}
SAY.update({
    ("over_in_suit", True): "Following suit, a player must beat the trick's highest card of that suit if he can (über).",
    ("over_in_suit", False): "Following suit, any card of that suit will do.",
    ("partner_exemption", True): "No duty to trump or overtrump while one's partner holds the trick.",
    ("bare_yuss", True): "A lone trump jack need not be played to trump a plain lead.",
    ("trump_lead_scoring", True): "A trump lead must be a scoring card (J 9 A 10 K Q).",
    ("renege", "fall"): "A renege loses the hand for the side that made it.",
    ("renege", "warn"): "A renege is named in the ruling; the score stands.",
})
TOPICS = ("melds", "meld_rights", "auction", "win_rule", "tie", "fall_points_to", "threshold", "over_in_suit",
          "partner_exemption", "bare_yuss", "trump_lead_scoring", "renege")

EXAMPLES = {
    "bela-hr-4": {"dealer": 3, "trump": "hearts", "taker": 1, "tricks": [5, 3], "points": [100, 62],
                  "melds": [{"seat": 1, "kind": "square", "rank": "K"}]},
    "belote": {"dealer": 0, "trump": "spades", "taker": 1, "tricks": [4, 4], "points": [81, 81]},
    "bela-hr-3": {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 2, 4], "points": [61, 40, 61]},
}


def _cards() -> list[str]:
    trump = [Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN]
    plain = [Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN]
    return ["## Cards and points", "",
            "| | highest to lowest |", "|---|---|",
            "| trump | " + ", ".join(f"{r} ({r.trump_points})" for r in trump) + " |",
            "| other suits | " + ", ".join(f"{r} ({r.plain_points})" for r in plain) + " |", "",
            f"The cards are worth 152 together, and the last trick {LAST_TRICK_BONUS} more: "
            f"{CLEAN_HAND} a hand where every card is played. Bela (king and queen of trump in one "
            "hand) is 20, declared as they are played.", ""]


# A hand replayed card by card (Ana leads; diamonds are trump): Boris discards a club on a heart
# lead, and the king of hearts he plays in trick 3 shows he had to follow.
RENEGE = {"dealer": 3, "trump": "diamonds", "taker": 0, "points": [60, 102],
          "play": [["AH", "7C", "8H", "9H"], ["7S", "8S", "9S", "TS"], ["7D", "8D", "KH", "9D"]]}


def _play() -> list[str]:
    record = {"variant": "bela-hr-4", "players": ["Ana", "Boris", "Cvita", "Dino"], "hands": [RENEGE]}
    hand = adjudicate(record)["hands"][0]
    return ["## Play, card by card", "",
            "Every player must follow the suit led if he can; if he cannot, he must trump if he can; "
            "on a trump lead, or once the trick is trumped, a player who plays a trump must beat the "
            "highest trump on the trick if he can, and still play a lower one if he cannot. Only a "
            "player with neither the suit led nor a trump discards freely. The winner of a trick "
            "leads to the next. The presets differ in a few duties, listed under each game below: "
            "heading the trick in the suit led (über, seed 001), no duty over a partner who holds "
            "the trick (French belote), keeping a lone trump jack and leading trump with a scoring "
            "card (seed 000).", "",
            "A table may replay a disputed hand card by card, all of it or only its first tricks. A "
            "**renege** (a card a player was not allowed to play) is proved when the record shows "
            "he held what he had to play: a card he plays later in the hand, the cards of a meld "
            "he declared (a meld written for a pair belongs to the partner whose cards the play "
            "shows), or the trump king and queen once he declared bela. In open belot half of each "
            "hand lies face down until the card on it is played, so a later card proves nothing "
            "there: only the melds declared at the deal do. No seed says what a renege "
            "costs: under the default (`renege: fall`, the clubs' custom in bela and belote) the "
            "side that reneged loses the hand: a reneging taker falls whatever the points; if a "
            "defender reneged, the taker passes and writes that side's points too. A friendly "
            "table can choose `renege: warn`: the ruling names it and the score stands. The first "
            "renege of a hand decides it; in a hand that a claim ended, a renege is only named.", "",
            "Worked example (the engine's own ruling of this record):", "", "```json",
            json.dumps(RENEGE, ensure_ascii=False), "```", "",
            *[f"- {sentence}{_cited(note)}" for sentence, note in zip(hand["explanation"], hand["notes"])], "",
            f"Written: {' – '.join(map(str, hand['score']))}.", ""]


def _preset(variant) -> list[str]:
    rules = variant.rules
    lines = [f"## {variant.title} (`{variant.name}`)", "", variant.description, "",
             f"{variant.players} players, {variant.sides} sides, to {rules.target}.", ""]
    for topic in TOPICS:
        value = getattr(rules, topic)
        if (topic, value) in SAY:  # a rule of play that is off needs no line
            shown = str(value).lower() if isinstance(value, bool) else value
            lines.append(f"- {SAY[(topic, value)]} ([`{topic}: {shown}`](house-rules.md#{topic}))")
    if rules.all_tricks_bonus:
        lines.append(f"- Every trick to one side: {rules.all_tricks_bonus} more "
                     "([`all_tricks_bonus`](house-rules.md#all_tricks_bonus)).")
    lines.append("")
    if variant.name in EXAMPLES:
        lines += _example(variant)
    return lines


def _example(variant) -> list[str]:
    players = ["Ana", "Boris", "Cvita", "Dino"][:variant.players]
    record = {"variant": variant.name, "players": players, "hands": [EXAMPLES[variant.name]]}
    hand = adjudicate(record)["hands"][0]
    return ["Worked example (the engine's own ruling of this record):", "", "```json",
            json.dumps(record["hands"][0], ensure_ascii=False), "```", "",
            *[f"- {sentence}{_cited(note)}" for sentence, note in zip(hand["explanation"], hand["notes"])], "",
            f"Written: {' – '.join(map(str, hand['score']))}.", ""]


def _cited(note: dict) -> str:
    """The house rules a sentence applies, as links to their help: the words say the rule."""
    links = [f"[`{name}`](house-rules.md#{name})" for name in note.get("rules", ())]
    return f" (house rule: {', '.join(links)})" if links else ""


def rulebook_markdown() -> str:
    lines = ["# The rules, game by game", "",
             "Generated from the engine's data by `python -m scorekeeper.words.docs --write`; do not edit "
             "by hand. Every house rule named here is explained, with its values and each "
             "preset's default, in [house-rules.md](house-rules.md); a game's options can change "
             "any of them.", "", *_cards(), *_play()]
    for variant in VARIANTS.values():
        lines += _preset(variant)
    return "\n".join(lines)
