"""Game records that between them make the engine say every sentence it has (explain.TEMPLATES).

``varied_records()``: seeded, so always the same: every preset, random house rules, auctions
(with schmeiss), claims, wrong dealers, melds said by value alone, sweeps and ties, played to
low targets so that games end. ``RARE``: the few sentences chance seldom reaches, by hand.
"""

from __future__ import annotations

import random

from records_strategy import PRESETS, SUITS, build_hand, players_for

from scorekeeper.rules import OPTION_SPECS, VARIANTS, RecordError, adjudicate
from scorekeeper.rules.auction import Auction
from scorekeeper.rules.cards import DECK

_FIXED = {"target", "deals", "claim_window", "over_in_suit", "partner_exemption", "bare_yuss", "trump_lead_scoring",
          "renege"}  # records here give no card-by-card play: the renege rule has nothing to judge
# The house rules of contrée, coinche and klaverjas only: the bela games here ignore them.
_FIXED |= {"contract_made", "dedans_points", "capot_value", "capot_scoring", "belote_for_contract",
           "melds_for_contract", "must_beat_defence", "contre_closes", "generale", "generale_value",
           "trump_choice", "trump_first", "undertrump", "stuk", "four_jacks_roem", "nat_on_half", "all_no_trump",
           "no_trump_values", "tout_atout_belote",
           "lost_contract_melds", "trump_lead_over_partner", "trump_run_beats_square",
           "last_deal_exact"}  # their own records below


_OWN_VALUES = {("melds", "none"), ("rounding", "tens_6_up")}  # each said by its own records


def _options(rng: random.Random) -> dict:
    options: dict = {}
    for spec in OPTION_SPECS:
        if spec.name in _FIXED or rng.random() < 0.5:
            continue
        if spec.kind == "choice":  # melds "none" is for contrée and klaverjas: their own records below
            options[spec.name] = rng.choice([c for c in spec.choices if (spec.name, c) not in _OWN_VALUES])
        elif spec.kind == "bool":
            options[spec.name] = rng.random() < 0.5
        elif spec.kind == "list":
            options[spec.name] = rng.sample(list(spec.choices), rng.randint(1, 3))
        elif spec.name == "all_tricks_bonus":
            options[spec.name] = rng.choice([0, 90, 100])
    return options


def _auction(rng: random.Random, rules, players: int, dealer: int) -> tuple[dict, object]:
    turn_up = rng.choice(DECK)
    auction = Auction(rules=rules, players=players, dealer=dealer, turn_up=turn_up)
    while not auction.is_over:
        calls = auction.legal_calls()
        auction.push(rng.choices(calls, [6 if c == "pass" else 1 for c in calls])[0])
    return {"auction": list(auction.calls), "turn_up": str(turn_up)}, auction.result()


def _hand(rng: random.Random, variant, rules, dealer: int, *, bid: bool) -> dict:
    n = variant.players
    taker, trump = rng.randrange(n), rng.choice(SUITS)
    if rules.auction == "first_must":
        taker = (dealer + 1) % n
    said: dict = {}
    if bid:
        said, result = _auction(rng, rules, n, dealer)
        if result.redeal:
            return {"dealer": dealer, **said}
        taker, trump = result.taker, result.trump
    order = list(DECK)
    rng.shuffle(order)
    roll = rng.random()
    hand = build_hand(variant, rules, order=order, dealer=dealer, taker=taker, trump=trump,
                      winners=[rng.randrange(variant.sides) for _ in range(variant.tricks)],
                      mode="sweep" if roll < 0.08 else "tie" if roll < 0.25 else "random",
                      declare=[rng.random() < 0.9 for _ in range(12)], bela=rng.random() < 0.8,
                      shorthand=rng.random() < 0.5)
    if bid:
        del hand["trump"], hand["taker"]
        hand.update(said)
    for meld in hand.get("melds", []):  # "a fifty": said by value, top card or suit left out
        if meld.get("kind") == "sequence" and rng.random() < 0.3:
            meld.pop("top", None)
            if rng.random() < 0.5:
                meld.pop("suit", None)
            if rng.random() < 0.5 and meld.get("length") in (3, 4, 5):
                meld["value"] = {3: 20, 4: 50, 5: 100}[meld.pop("length")]
    return hand


def _game(rng: random.Random) -> dict | None:
    preset = rng.choice(PRESETS)
    variant = VARIANTS[preset]
    options = _options(rng)
    if variant.players == 2 and options.get("meld_rights") == "best_side_defenders_share":
        del options["meld_rights"]
    try:
        rules = variant.rules.with_options(options)
    except RecordError:
        return None
    options["target"] = rng.choice([301, 501, 1001, 10**9])
    record = {"variant": preset, "options": options, "players": players_for(variant), "hands": []}
    hands, dealer, bid = record["hands"], 0, rng.random() < 0.4
    for _ in range(rng.randint(1, 25)):
        try:
            hand = _hand(rng, variant, rules, dealer, bid=bid)
        except RecordError:
            break
        if rng.random() < 0.05 and "auction" not in hand:
            hand["dealer"] = (hand["dealer"] + 1) % variant.players  # the wrong seat deals
        if rng.random() < 0.08 and "points" in hand:
            hand["claims"] = [{"side": rng.randrange(variant.sides), "after_trick": 5,
                               "tricks": rng.choice([0, 3]), "points": rng.randint(0, 40),
                               "bela": rng.random() < 0.3}]
        hands.append(hand)
        try:
            ruling = adjudicate(record)
        except RecordError:
            hands.pop()
            continue
        if ruling["game"]["finished"]:
            break
        dealer = ruling["game"]["next_dealer"]
    return record if hands else None


def varied_records(count: int = 400, *, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    return [r for r in (_game(rng) for _ in range(count)) if r is not None]


FOUR = ["Ana", "Boris", "Cvita", "Dino"]
RARE = [
    # auction.all_passed_unseen: a redeal written without the turned-up card
    {"variant": "clobyosh", "players": ["M", "Y"], "hands": [{"dealer": 0, "auction": ["pass"] * 4}]},
    # game.level: both sides over the target, level
    {"variant": "bela-hr-4", "options": {"target": 150}, "players": FOUR, "hands": [
        {"dealer": 0, "trump": "hearts", "taker": 0, "tricks": [4, 4], "points": [90, 72]},
        {"dealer": 1, "trump": "hearts", "taker": 1, "tricks": [4, 4], "points": [72, 90]}]},
    # claim.no_trick: over the target, but no trick taken in this hand yet
    {"variant": "bela-hr-4", "options": {"target": 100, "threshold": "claim"}, "players": FOUR, "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [5, 3], "points": [100, 62]},
        {"dealer": 0, "trump": "hearts", "taker": 1,
         "claims": [{"side": 0, "after_trick": 1, "tricks": 0, "points": 0}]}]},
    # game.belot
    {"variant": "bela-hr-4", "players": FOUR, "hands": [
        {"dealer": 3, "taker": 0, "trump": "hearts",
         "melds": [{"seat": 1, "cards": ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C"]}]}]},
    # run.belot (belot: as_100), and every meld of every seat
    {"variant": "belote", "options": {"target": 10**9}, "players": FOUR, "hands": [
        {"dealer": 0, "taker": 0, "trump": "spades", "tricks": [8, 0], "points": [162, 0],
         "melds": [{"seat": 0, "cards": ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S"]},
                   {"seat": 1, "cards": ["9H", "8H", "7H"]}, {"seat": 2, "cards": ["AD", "KD", "QD"]},
                   {"seat": 3, "cards": ["TC", "9C", "8C", "7C"]}]}]},
    # tiebreak.first_side: a pair's meld first in play whichever partner declared it (RULES §4)
    {"variant": "bela-hr-4", "players": FOUR, "hands": [
        {"dealer": 3, "taker": 0, "trump": "hearts", "tricks": [5, 3], "points": [100, 62],
         "melds": [{"side": 0, "kind": "sequence", "length": 4, "top": "K", "suit": "spades"},
                   {"seat": 3, "kind": "sequence", "length": 4, "top": "K", "suit": "clubs"}]}]},
    # meld.run_top: a top card without its suit
    {"variant": "bela-hr-4", "players": FOUR, "hands": [
        {"dealer": 3, "taker": 0, "trump": "hearts", "tricks": [5, 3], "points": [100, 62],
         "melds": [{"seat": 0, "kind": "sequence", "value": 50},
                   {"seat": 1, "kind": "sequence", "top": "K", "value": 20}]}]},
    # run.seven, run.hundred
    {"variant": "belote", "options": {"target": 10**9}, "players": FOUR, "hands": [
        {"dealer": 0, "taker": 0, "trump": "spades", "tricks": [6, 2], "points": [88, 74],
         "melds": [{"seat": 0, "cards": ["KS", "QS", "JS", "TS", "9S", "8S", "7S"]}]},
        {"dealer": 1, "taker": 1, "trump": "spades", "tricks": [2, 6], "points": [74, 88],
         "melds": [{"seat": 1, "kind": "sequence", "value": 100}]}]},
    # tiebreak.length: equal hundreds, the longer run wins
    {"variant": "klaberjass", "options": {"target": 10**9}, "players": ["Ana", "Boris"], "hands": [
        {"dealer": 0, "taker": 0, "trump": "spades", "tricks": [9, 0], "points": [102, 0],
         "melds": [{"seat": 0, "cards": ["AS", "KS", "QS", "JS", "TS", "9S", "8S"]},
                   {"seat": 1, "cards": ["AH", "KH", "QH", "JH", "TH"]}]}]},
    # score.fall_pot: the defenders level, the taker's points go into the pot
    {"variant": "bela-3", "options": {"target": 10**9, "fall_points_to": "higher_opponent"},
     "players": ["Ana", "Boris", "Cvita"], "hands": [
        {"dealer": 0, "taker": 1, "trump": "clubs", "tricks": [3, 3, 3], "points": [57, 37, 57]}]},
    # auction.schmeiss_thrown_by: two players, the other agrees to throw in
    {"variant": "klaberjass", "options": {"schmeiss": "schmeisser_takes"}, "players": ["Ana", "Boris"],
     "hands": [{"dealer": 1, "auction": ["schmeiss", "throw"], "turn_up": "AS"}]},
    # game.won_deals, game.drawn: a concours partie of a fixed number of deals
    {"variant": "belote", "options": {"deals": 1}, "players": FOUR, "hands": [
        {"dealer": 0, "taker": 1, "trump": "hearts", "tricks": [3, 5], "points": [62, 100]}]},
    {"variant": "belote", "options": {"deals": 2}, "players": FOUR, "hands": [
        {"dealer": 0, "taker": 0, "trump": "hearts", "tricks": [5, 3], "points": [100, 62]},
        {"dealer": 1, "taker": 1, "trump": "hearts", "tricks": [3, 5], "points": [62, 100]}]},
    # a hand replayed card by card: every kind of renege, its proof by a later trick or by a meld,
    # and what it costs (renege: fall, warn; a claim that decided the hand)
    *({"variant": "bela-hr-4", "options": {"target": 10**9, "trump_lead_scoring": True, **options},
       "players": FOUR, "hands": [{"dealer": 3, "trump": "hearts", "taker": taker, "play": play,
                                   "melds": melds, "points": [100, 62]}]}
      for taker, options, melds, play in [
          (0, {}, [], [["JS", "7S", "8S", "AD"], ["7C", "8C", "TS", "9C"]]),
          (1, {}, [], [["9S", "KH", "QH", "7C"], ["8C", "TH", "JC", "AC"]]),
          (0, {"renege": "warn"}, [], [["JS", "7S", "TS", "7D"], ["QS", "7H", "8S", "9S"]]),
          (0, {}, [], [["7H", "8H", "QH", "KH"], ["7S", "JH", "8S", "9S"]]),
          (0, {}, [{"seat": 1, "cards": ["KD", "QD", "JD"]}], [["AD", "7C", "8D", "9D"]])]),
    {"variant": "bela-hr-4", "options": {"target": 10}, "players": FOUR, "hands": [
        {"dealer": 3, "trump": "diamonds", "taker": 0,
         "play": [["AH", "7C", "8H", "9H"], ["7S", "8S", "9S", "TS"], ["7D", "8D", "KH", "9D"]],
         "claims": [{"side": 0, "after_trick": 3, "tricks": 2, "points": 29}]}]},
]


def _generale_play() -> dict:
    """A contrée hand played out legally (seeded), bid as a générale: the cards judge it."""
    from play_strategy import _play_out
    from records_strategy import deal

    from scorekeeper.rules.cards import Suit
    variant = VARIANTS["contree"]
    rules = variant.rules.with_options({"generale": True})
    order = list(DECK)
    random.Random(24).shuffle(order)
    held, _ = deal(variant, order, 0)
    tricks, _ = _play_out(variant, rules, held, trump=Suit.HEARTS, leader=0, rng=random.Random(24), cheat=None)
    return {"variant": "contree", "options": {"generale": True}, "players": FOUR, "hands": [
        {"dealer": 3, "trump": "hearts", "taker": 0, "bid": "generale", "play": [[str(c) for c in t] for t in tricks]}]}


# A renege by Boris (seat 1): no heart on Ana's ace of hearts, his king of hearts in trick 2.
_RENEGE_PLAY = [["AH", "7C", "8H", "9H"], ["7S", "KH", "8S", "9S"]]


# Ana holds the jack and nine of every suit and leads each jack, then its nine.
_JACKS_AND_NINES = [["JS", "AS", "8S", "8D"], ["9S", "TS", "7S", "7D"], ["JH", "AH", "8H", "AC"],
                    ["9H", "TH", "7H", "TC"], ["JD", "KS", "AD", "KC"], ["9D", "QS", "TD", "QC"],
                    ["JC", "KH", "KD", "8C"], ["9C", "QH", "QD", "7C"]]


def _contract(hand: dict, preset: str = "contree", **options) -> dict:
    return {"variant": preset, "options": {"target": 10**9, **options}, "players": FOUR, "hands": [hand]}


def _klaverjas(hand: dict, preset: str = "klaverjas-amsterdam", **options) -> dict:
    return {"variant": preset, "options": options, "players": FOUR, "hands": [hand]}


# Contrée, coinche and klaverjas: every sentence of their own.
OWN_GAMES = [
    _contract({"dealer": 3, "auction": ["110 hearts", "pass", "pass", "pass"], "points": [113, 49], "bela": 1}),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [113, 49]},
              contract_made="contract_only"),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 80, "points": [81, 81]}, must_beat_defence=True),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 120, "bela": 2, "points": [90, 72]}),
    _contract({"dealer": 3, "auction": ["100 spades", "contre", "pass", "pass", "pass"], "points": [101, 61]}),
    _contract({"dealer": 1, "auction": ["80 clubs", "contre", "surcontre"], "points": [60, 102]}),
    _contract({"dealer": 3, "auction": ["capot diamonds", "pass", "pass", "pass"], "tricks": [8, 0],
               "points": [162, 0]}),
    _contract({"dealer": 3, "auction": ["capot diamonds", "pass", "pass", "pass"], "tricks": [7, 1],
               "points": [140, 22]}),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 100, "tricks": [8, 0], "points": [162, 0]}),
    _contract({"dealer": 2, "trump": "hearts", "taker": 2, "bid": 160, "points": [70, 92], "bela": 0,
               "melds": [{"seat": 1, "kind": "sequence", "value": 50}]}, "coinche"),
    _contract({"dealer": 2, "trump": "hearts", "taker": 2, "bid": 130, "points": [100, 62],
               "melds": [{"seat": 2, "kind": "square", "rank": "J"}]}, "coinche"),
    *(_contract({"dealer": 3, "trump": "diamonds", "taker": taker, "bid": 80, "points": points,
                 "play": _RENEGE_PLAY}) for taker, points in ((0, [100, 62]), (1, [100, 62]), (1, [62, 100]))),
    _contract({"dealer": 3, "trump": "diamonds", "taker": 0, "bid": 80, "points": [100, 62],
               "play": _RENEGE_PLAY}, renege="warn"),
    _generale_play(),
    _contract({"dealer": 3, "auction": ["110 ta", "pass", "120 sa", "pass", "pass", "pass"], "points": [40, 122]},
              "coinche", all_no_trump=True),
    _contract({"dealer": 3, "auction": ["110 ta", "pass", "pass", "pass"], "points": [120, 42]},
              "coinche", all_no_trump=True),
    # tout atout and sans atout played card by card, and counted at full values
    _contract({"dealer": 3, "auction": ["100 ta", "pass", "pass", "pass"], "play": _JACKS_AND_NINES},
              "coinche", all_no_trump=True),
    _contract({"dealer": 3, "auction": ["100 sa", "pass", "pass", "pass"], "play": _JACKS_AND_NINES},
              "coinche", all_no_trump=True, no_trump_values="counted"),
    _klaverjas({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62], "roem": [0, 90],
                "play": [["7H", "8H", "9H", "AH"], ["TH", "JH", "QH", "KH"], ["KS", "QS", "7D", "8D"]]}),
    _klaverjas({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62], "roem": [100, 0],
                "play": [["JS", "JH", "JD", "JC"]]}),
    _klaverjas({"dealer": 3, "auction": ["take"], "turn_up": "9D", "points": [100, 62]}, "klaverjas-rotterdam"),
    _klaverjas({"dealer": 3, "auction": ["pass"] * 4, "turn_up": "9D", "points": [100, 62]}, "klaverjas-rotterdam"),
    _klaverjas({"dealer": 3, "auction": ["pass", "hearts"], "points": [90, 72], "roem": [20, 50]}),
    _klaverjas({"dealer": 3, "auction": ["pass"] * 4 + ["clubs"], "points": [81, 81]}),
    _klaverjas({"dealer": 3, "auction": ["pass"] * 4 + ["clubs"], "points": [81, 81]}, nat_on_half=False),
    _klaverjas({"dealer": 3, "auction": ["spades"], "points": [100, 62]}, trump_choice="forced"),
    _klaverjas({"dealer": 3, "trump": "hearts", "taker": 0, "points": [100, 62], "bela": 1}, stuk="hand"),
    _klaverjas({"dealer": 3, "trump": "hearts", "taker": 0, "tricks": [8, 0], "points": [162, 0]}),
    _klaverjas({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
                "play": [["AH", "7H", "7C", "8H"], ["KD", "7D", "8S", "8D"]]}, "klaverjas-rotterdam"),
    _klaverjas({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
                "play": [["AH", "JS", "7S", "8H"], ["9S", "7C", "7D", "8S"]]}),
    _contract({"dealer": 2, "trump": "hearts", "taker": 2, "bid": 160, "points": [70, 92],
               "melds": [{"seat": 2, "kind": "sequence", "value": 50}]}, "coinche", lost_contract_melds="each_own"),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 90, "points": [50, 112], "bela": 2},
              bela_on_fall="to_winner"),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [117, 45]},
              contract_made="complement"),
    _contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": [117, 45]},
              deals=1, last_deal_exact=True),
    *(_contract({"dealer": 3, "trump": "hearts", "taker": 0, "bid": 110, "points": points},
                contract_made="announced") for points in ([117, 45], [90, 72])),
    *(_contract({"dealer": 3, "trump": trump, "taker": 0, "bid": 100, "points": [100, 62],
                 "melds": [{"seat": 0, "cards": ["QH", "JH", "TH", "9H", "8H"]},
                           {"seat": 1, "kind": "square", "rank": "A"}]},
                "coinche") for trump in ("hearts", "spades")),
    _klaverjas({"dealer": 3, "trump": "spades", "taker": 0, "points": [100, 62],
                "play": [["9S", "QS", "7S", "AS"], ["AH", "7H", "JS", "8H"]]}, trump_lead_over_partner=False),
]
RARE += OWN_GAMES
