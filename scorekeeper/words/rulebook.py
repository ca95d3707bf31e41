"""The players' rule book (docs/rules.md), generated from the engine's own data.

The cards' order and points come from ``rules.cards``, each preset's house rules from its
``Rules``, and every worked example is a real record ruled by the engine when the book is made:
a test regenerates the book and compares, so no example can say what the engine would not.
"""

from __future__ import annotations

import json

from ..rules import VARIANTS, adjudicate, family_of
from ..rules import CLEAN_HAND, LAST_TRICK_BONUS, Rank

SAY: dict[tuple[str, object], str] = {
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
    ("over_in_suit", True): ("Following suit, a player must beat the trick's highest card of that suit if he can "
                             "(über)."),
    ("over_in_suit", False): "Following suit, any card of that suit will do.",
    ("partner_exemption", True): "No duty to trump or overtrump while one's partner holds the trick.",
    ("bare_yuss", True): "A lone trump jack need not be played to trump a plain lead.",
    ("trump_lead_scoring", True): "A trump lead must be a scoring card (J 9 A 10 K Q).",
    ("renege", "fall"): "A renege loses the hand for the side that made it.",
    ("renege", "warn"): "A renege is named in the ruling; the score stands.",
})
SAY.update({
    ("partner_exemption", False): "Without the suit led a player must trump, and overtrump, even his partner's trick.",
    ("contre_closes", True): "A contre or surcontre closes the bidding.",
    ("contre_closes", False): "The bidding may go on over a contre; a surcontre closes it.",
    ("contract_made", "points_and_contract"): "A contract made: the takers write their points and the "
                                              "contract, the defenders their own points.",
    ("contract_made", "complement"): "A contract made: the takers write their points and the contract, the "
                                     "defenders 160 less the takers' rounded points (contree.net).",
    ("contract_made", "announced"): "Points annoncés: the side that wins the contract writes its value alone, "
                                    "the other side nothing (contree.net).",
    ("contract_made", "contract_only"): "A contract made: the takers write the contract, the defenders their "
                                        "own points.",
    ("capot_scoring", "flat"): "A bid capot is worth its value to the side that wins it, made or failed.",
    ("capot_scoring", "as_contract"): "A bid capot is scored like any contract, its value as the bid.",
    ("belote_for_contract", True): "The takers' belote counts towards their contract.",
    ("belote_for_contract", False): "The takers' belote does not count towards their contract.",
    ("must_beat_defence", True): "A contract also needs more points than the defenders (an 80 needs 82).",
    ("trump_choice", "free"): "Trump is free (vrij): each in turn chooses a suit or passes; if all pass, "
                              "the first to speak must choose.",
    ("trump_choice", "turn_up"): "A turned card's suit is offered in turn, take or pass; if all pass, the "
                                 "first to speak must play it.",
    ("trump_choice", "forced"): "Trump is forced (verplicht): the first to speak chooses it and plays.",
    ("trump_first", "forehand"): "The player after the dealer speaks first about trump.",
    ("trump_first", "dealer"): "The dealer speaks first about trump (NKU); the player after him still leads.",
    ("undertrump", "must"): "A player who cannot overtrump must still trump lower (undertrump).",
    ("undertrump", "forbidden"): "Undertrumping is forbidden while a player holds any other card.",
    ("undertrump", "free"): "A player who cannot overtrump may play any card.",
    ("stuk", "trick"): "Stuk (king and queen of trump) is roem when both lie in one trick.",
    ("stuk", "hand"): "Stuk (king and queen of trump) is roem for the player holding both, said as played.",
    ("trump_lead_over_partner", True): "On a trump lead a player must go over the highest trump if he can, "
                                       "even his partner's.",
    ("trump_lead_over_partner", False): "On a trump lead no duty to go over a partner's trump.",
    ("lost_contract_melds", "to_winner"): "A contract failed, contré or a bid capot: every meld goes to the side "
                                          "that wins it.",
    ("lost_contract_melds", "each_own"): "A contract failed, contré or a bid capot: each side writes its own melds.",
    ("trump_run_beats_square", True): "A run in trump beats a square of the same value (a quint in trump over "
                                      "four aces).",
    ("trump_run_beats_square", False): "A square beats any run.",
    ("nat_on_half", True): "The playing pair needs more than half of the points and roem; half is nat.",
    ("nat_on_half", False): "The playing pair needs at least half of the points and roem.",
})
TOPICS = ("melds", "meld_rights", "auction", "win_rule", "tie", "fall_points_to", "threshold", "over_in_suit",
          "partner_exemption", "bare_yuss", "trump_lead_scoring", "renege")

GAME_TOPICS = {
    "contract": ("melds", "meld_rights", "trump_run_beats_square", "contract_made", "belote_for_contract",
                 "must_beat_defence", "lost_contract_melds", "contre_closes", "capot_scoring", "partner_exemption",
                 "trump_lead_over_partner", "renege"),
    "klaverjas": ("trump_choice", "trump_first", "partner_exemption", "trump_lead_over_partner", "undertrump",
                  "stuk", "nat_on_half", "renege"),
}

# The rules of each game of its own in our words, with the published rules they follow.
GAME_TEXT = {
    "contract": [
        "All eight cards are dealt before one auction. From the player after the dealer, each in turn "
        "passes or bids a contract higher than the last: 80 to 160 in tens, then capot (every trick), "
        "always with its trump. An opponent of the last bidder may say **contre** (the contract counts "
        "double), and the takers may then say **surcontre** (four times). Three passes after a bid end "
        "the auction; four passes without one deal again. Play: follow suit, trump and "
        "overtrump an opponent, go over a trump lead even above a partner (`trump_lead_over_partner`; "
        "French belote, `belote`, frees him); no duty to trump a partner's "
        "trick (exoty.com: \"une fois qu'un atout est joué, on est obligé de monter\"). Where the house "
        "plays them (`all_no_trump`), a contract may be tout atout (every suit ranks as trump) or sans "
        "atout (none does), each with its own card values, 162 in all (`no_trump_values`). Only the suit "
        "led can win a trick: in tout atout by the trump order, and a player follows suit and goes higher "
        "if he can; in sans atout by the plain order, and he only follows suit. Tout atout has a belote "
        "in any one suit (`tout_atout_belote`), sans atout none.",
        "The contract is **made** when the takers' points (their tricks and the last trick's 10, with "
        "their belote and, in coinche, their melds) reach the bid; rounding never makes a contract. "
        "Made, the takers write their points and the contract, the defenders their own. Failed "
        "(**dedans**), the takers write nothing and the defenders 160 and the contract. Contré, the side "
        "that wins the contract writes (160 + the contract) × 2, surcontré × 4, the other side nothing. "
        "The belote (20) stays with the side that held it (lacontree.free.fr: \"insaisissable\"), "
        "unless the house gives a fallen takers' belote to the defenders (`bela_on_fall`). In coinche "
        "a side that took no trick has no melds (`melds_need_trick`), and the melds of a failed, contré "
        "or bid-capot contract go to the side that wins it, or stay with each side where the house says "
        "so (`lost_contract_melds`; the sources we read are silent: coinchons.fr's concours play "
        "without melds, and lacontree.free.fr keeps only the belote with its holder). A run in trump "
        "beats a square of the same value (belotegame.fr, \"Les annonces\": \"c'est celui qui a une "
        "annonce à l'atout qui gagne\"; `trump_run_beats_square`, off in the bela games, RULES §4). "
        "Where an 80 needs 82 (`must_beat_defence`), both sides are counted alike, in tricks and melds "
        "(Parlett, The Penguin Book of Card Games, \"Coinche\"). A **renege** proved by the cards "
        "(`renege: fall`) loses the contract for the side that made it: a reneging taker goes dedans; "
        "a reneging defence gives the takers 160 and the contract and writes nothing (× 2 or × 4 "
        "contré, a bid capot's value for a capot). Scores are written to the nearest ten, 5 up; some "
        "clubs and the French federation's championship round 5 down (`rounding: tens_6_up`: the "
        "federation's own editions of the rules differ, so it is the house's choice).",
        "Sources: lacontree.free.fr, \"Cours de contrée\" 2.2 (scores, rounding, the worked example of "
        "110 hearts made with 113: 223, written 220) and 2.4 (contre and surcontre; 162 as the base "
        "there, the house rule `dedans_points`); coinchons.fr (concours rules: dedans 160 + contract, "
        "(160 + contract) × 2 or × 4, belote 20 in every case, a bid capot 500 made or failed, no bonus "
        "for an unbid one, to 2000); contree.org (an unbid capot's tricks count 252); "
        "tournoidebelote.com (an 80 needs 82 at some tables: `must_beat_defence`); adpoker.fr (to 2000).",
    ],
    "klaverjas": [
        "Four players in two pairs, eight cards each; the player after the dealer always leads. A "
        "**boompje** is 16 deals, each player dealing four (or a game to 1500). The pair that chose trump "
        "plays; it must take more than half of all the points (162) and roem of the deal, or it is "
        "**nat**: the other pair writes 162 and all the roem of both pairs. Otherwise each pair writes "
        "its points and its roem, in two columns.",
        "**Roem** lies in one trick and belongs to the pair that wins it: three cards of a suit in "
        "sequence (7 8 9 10 J Q K A) 20, four 50; king and queen of trump (**stuk**) 20, so 40 and 70 "
        "with a run of three or four; four of a kind 100. A pair taking every trick has **pit**: 100 "
        "roem more.",
        "Play: follow suit; without it, trump, and overtrump a trump on the trick. In **Amsterdam** a "
        "player whose partner holds the trick need not trump, and may not undertrump; in **Rotterdam** "
        "he must trump or overtrump even his partner's trick, and undertrump if he cannot go over. When "
        "trump is led, both systems have every player go over the highest trump on the trick if he can, "
        "his partner's too (`trump_lead_over_partner`).",
        "Sources: hutmacher.nl, \"Officiële klaverjas spelregels NKU\" (roem, stuk, 162 points, at least "
        "82; the dealer speaks first about trump and must play if all pass, the player after him "
        "leads); klaverjasunie.nl, \"Het spel\" (the boompje of 16 deals; Amsterdam and Rotterdam); "
        "nl.wikipedia \"Klaverjassen\" (or to 1500); klaverjassenonline.nl (Amsterdam: no undertrumping, "
        "a trump over a partner must go over; Rotterdam: trump a partner's trick, undertrumping too); "
        "klaverjassenonline.org (trump proposed or chosen, all pass: the player after the dealer must "
        "choose; \"at least half\", the house rule `nat_on_half`); klaverjasvereniging Troef, Maassluis "
        "(roem written apart; a nat pair's roem goes to the other pair; pit). Where they differ, a house "
        "rule decides: klaverjasverenigingutrecht.nl plays Amsterdam with undertrumping as a duty when "
        "one cannot go over (`undertrump: must`) and the player after the dealer choosing trump at once "
        "(Utrechts, `trump_choice: forced`). On a trump lead under a partner's trump, klaverjasunie.nl and "
        "nl.wikipedia speak only of a side suit led (\"als men niet kan bekennen\"); Parlett's *Penguin "
        "Book of Card Games* (Amsterdam rules of following, 3: head a trump lead \"even if your partner is "
        "winning it\"), GamePoint/Spelpunt (\"both rules agree that following a trump lead all players "
        "must head the trick\") and BoardGameArena's Amsterdam rules say he goes over: the default; a "
        "house that frees him turns `trump_lead_over_partner` off.",
    ],
}

EXAMPLES = {
    "bela-hr-4": {"dealer": 3, "trump": "hearts", "taker": 1, "tricks": [5, 3], "points": [100, 62],
                  "melds": [{"seat": 1, "kind": "square", "rank": "K"}]},
    "belote": {"dealer": 0, "trump": "spades", "taker": 1, "tricks": [4, 4], "points": [81, 81]},
    "bela-hr-3": {"dealer": 0, "trump": "hearts", "taker": 1, "tricks": [4, 2, 4], "points": [61, 40, 61]},
}

# More worked examples for the games of their own (each ruled by the engine when the book is made).
MORE_EXAMPLES = {
    "contree": [
        ("Made (lacontree.free.fr 2.2)", {"dealer": 3, "auction": ["110 hearts", "pass", "pass", "pass"],
                                          "points": [113, 49]}),
        ("Dedans, the belote kept", {"dealer": 0, "auction": ["120 spades", "pass", "pass", "pass"],
                                     "bela": 3, "points": [70, 92]}),
        ("Contré", {"dealer": 1, "auction": ["100 clubs", "contre", "pass", "pass", "pass"], "points": [58, 104]}),
        ("Surcontré", {"dealer": 2, "auction": ["pass", "90 diamonds", "contre", "surcontre"],
                       "points": [40, 122]}),
        ("A capot made without bidding it (contree.org: 252)",
         {"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "tricks": [8, 0], "points": [162, 0]}),
    ],
    "coinche": [
        ("A bid capot (coinchons.fr: 500)", {"dealer": 3, "auction": ["capot hearts", "pass", "pass", "pass"],
                                             "tricks": [8, 0], "points": [162, 0]}),
        ("Melds help the contract", {"dealer": 3, "auction": ["140 spades", "pass", "pass", "pass"],
                                     "points": [95, 67], "melds": [{"seat": 0, "kind": "sequence", "value": 50}]}),
        ("Dedans: the takers' melds go to the defenders", {
            "dealer": 3, "auction": ["140 spades", "pass", "pass", "pass"], "points": [70, 92],
            "melds": [{"seat": 0, "kind": "sequence", "value": 20}]}),
    ],
    "klaverjas-amsterdam": [
        ("Roem in a trick, to the pair that wins it", {"dealer": 3, "trump": "spades", "taker": 0,
                                                       "play": [["7H", "8H", "9H", "AH"]], "points": [100, 62],
                                                       "roem": [0, 20]}),
        ("Nat, with both pairs' roem (the dealer speaks first)", {
            "dealer": 0, "auction": ["pass", "hearts"], "points": [90, 72], "roem": [50, 20]}),
        ("Pit", {"dealer": 1, "trump": "clubs", "taker": 2, "tricks": [8, 0], "points": [162, 0], "roem": [20, 0]}),
        ("A partner's trick need not be trumped",
         {"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
          "play": [["AH", "7H", "7C", "8H"], ["KD", "7D", "8S", "8D"]]}),
        ("A trump lead: go over even a partner's trump (Penguin Book of Card Games)",
         {"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
          "play": [["9S", "QS", "7S", "AS"], ["AH", "7H", "JS", "8H"]]}),
    ],
    "klaverjas-rotterdam": [
        ("The same trick in Rotterdam: a renege",
         {"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
          "play": [["AH", "7H", "7C", "8H"], ["KD", "7D", "8S", "8D"]]}),
        ("All pass: the player after the dealer plays the turned suit",
         {"dealer": 2, "auction": ["pass", "pass", "pass", "pass"], "turn_up": "9D", "points": [81, 81]}),
    ],
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
    lines = [f"## {variant.title} (`{variant.name}`)", "", variant.description, ""]
    if family_of(variant).scores_own_way:
        return lines + _own_game(variant)
    lines += [f"{variant.players} players, {variant.sides} sides, to {rules.target}.", ""]
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


def _own_game(variant) -> list[str]:
    """A game that bids and scores its own way: its rules in words, its house rules, its examples."""
    rules = variant.rules
    length = f"a game of {rules.deals} deals" if rules.deals else f"to {rules.target}"
    lines = [f"{variant.players} players, {variant.sides} sides, {length}.", ""]
    for paragraph in GAME_TEXT[variant.game] if variant.name in ("contree", "klaverjas-amsterdam") else []:
        lines += [paragraph, ""]
    for topic in GAME_TOPICS[variant.game]:
        value = getattr(rules, topic)
        if (topic, value) in SAY:
            shown = str(value).lower() if isinstance(value, bool) else value
            lines.append(f"- {SAY[(topic, value)]} ([`{topic}: {shown}`](house-rules.md#{topic}))")
    if family_of(variant).has_contract:
        lines.append(f"- A bid capot is worth {rules.capot_value}; an unbid capot's tricks count "
                     f"{162 + rules.all_tricks_bonus} ([`capot_value`](house-rules.md#capot_value), "
                     "[`all_tricks_bonus`](house-rules.md#all_tricks_bonus)).")
    else:
        lines.append(f"- Pit: {rules.all_tricks_bonus} roem; four jacks {rules.four_jacks_roem} "
                     "([`all_tricks_bonus`](house-rules.md#all_tricks_bonus), "
                     "[`four_jacks_roem`](house-rules.md#four_jacks_roem)).")
    lines.append("")
    for title, hand in MORE_EXAMPLES.get(variant.name, ()):
        lines += [f"**{title}**", "", *_example(variant, hand)]
    return lines


def _example(variant, hand: dict | None = None) -> list[str]:
    players = ["Ana", "Boris", "Cvita", "Dino"][:variant.players]
    record = {"variant": variant.name, "players": players, "hands": [hand or EXAMPLES[variant.name]]}
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
