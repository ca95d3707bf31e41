"""The sentences of the contract games (contrée, coinche) and of klaverjas, as ``explain`` keeps
every other: an id, an English template (the catalogue's message id), and the house rule each
applies. ``explain.TEMPLATES`` and ``explain.RULES_CITED`` take them in."""

from __future__ import annotations

from collections.abc import Mapping

CONTRACT_TEMPLATES: Mapping[str, str] = {
    # -- contrée and coinche (contract.py, contract_score.py) --
    "contract.bid": "{bid} {suit}",  # "110 hearts"
    "contract.capot": "capot in {suit}", "contract.generale": "a générale in {suit}",
    "contre.1": "contré", "contre.2": "surcontré",
    "contract.all_trumps": "all trumps (tout atout)", "contract.no_trumps": "no trumps (sans atout)",
    "count.tricks": "{points} in tricks", "count.belote": "the belote's 20", "count.melds": "{points} in melds",
    "contract.won": "{seat_name} won the auction with {contract}.",
    "contract.contre": "{seat_name} said contre against {contract}: it counts double.",
    "contract.surcontre": "{seat_name} said surcontre: {contract} counts four times.",
    "contract.count": "{side} count {parts} = {count} towards their contract.",
    "contract.unbid_capot": "{side} took every trick without bidding capot: their tricks count {points}.",
    "contract.made": "{side} bid {contract} and made {count}: {points} + {value} = {total}, written {written}.",
    "contract.made_only": "{side} bid {contract} and made {count}: they write the contract, {total}, "
                          "written {written}.",
    "contract.defence": "{side}, defending, write their own {total}, written {written}.",
    "contract.defence_none": "{side}, defending, write nothing.",
    "contract.defence_complement": "{side}, defending, write the rest of the game: {base} − {points} = {total}, "
                                   "written {written}.",
    "contract.announced_made": "{side} bid {contract} and made {count}: in points annoncés they write the "
                               "contract alone, {total}, written {written}; {defenders} nothing.",
    "contract.announced_down": "{side} bid {contract} but made only {count}: down. In points annoncés "
                               "{defenders} write the contract alone, {total}, written {written}.",
    "contract.belote": "The belote's 20 is written with {side}, who held it.",
    "contract.belote_to": "The takers' belote goes with their fall: {side} write its 20.",
    "contract.dedans": "{side} bid {contract} but made only {count}: down. {defenders} write "
                       "{base} + {value} = {total}, written {written}.",
    "contract.dedans_beaten": "{side} bid {contract} and made {count}, but no more than the defenders' "
                              "{against}: down. {defenders} write {base} + {value} = {total}, written {written}.",
    "contract.contre_made": "{side} bid {contract}, {doubled}, and made {count}: they write "
                            "({base} + {value}) × {times} = {total}, written {written}.",
    "contract.contre_dedans": "{side} bid {contract}, {doubled}, and made only {count}: {defenders} write "
                              "({base} + {value}) × {times} = {total}, written {written}.",
    "contract.slam_made": "{side} bid {contract} and took every trick: {total}, written {written}.",
    "contract.slam_failed": "{side} bid {contract} but did not take every trick: {defenders} write "
                            "{total}, written {written}.",
    "contract.generale_failed": "{side} bid {contract} but {seat_name} did not take every trick alone: "
                                "{defenders} write {total}, written {written}.",
    "contract.belote_kept": "{side} keep their belote whatever the contract: written {written}.",
    "contract.melds_to": "{side} also write every meld of the hand, {points}.",
    "contract.melds_kept": "{side} keep their own melds, {points}.",
    "contract.writes": "{side} write {total}, written {written}.",
    "contract.renege_taker": "Because {seat_name} reneged, {side} lose their contract whatever the points.",
    "contract.renege_defender": "Because {seat_name} reneged, the contract of {side} is made whatever the "
                                "points.",
    "play.all_trumps": "In {contract} every suit ranks as trump (J, 9, A, 10, K, Q, 8, 7): the highest card "
                       "of the suit led wins, and a player follows suit and goes higher if he can. The cards "
                       "count {values}, the last trick 10.",
    "play.no_trumps": "In {contract} no suit is trump (A, 10, K, Q, J, 9, 8, 7): the highest card of the suit "
                      "led wins, and a player follows suit. The cards count {values}, the last trick 10.",
    "play.counted": "The cards count {total} in all: each pair's points are brought to 162.",
    # -- klaverjassen (klaverjas.py, roem.py) --------------------------------------------------------
    "roem.three": "three in sequence", "roem.four_run": "four in sequence",
    "roem.stuk": "stuk (king and queen of trump)", "roem.square": "four of a kind",
    "klaverjas.took": "{seat_name} took {suit}, the turned card's suit, {after}, and plays.",
    "klaverjas.named": "{seat_name} chose {suit} as trump {after}, and plays.",
    "klaverjas.must_name": "Everyone passed, so {seat_name} had to choose trump: {suit}.",
    "klaverjas.must_play": "Everyone passed, so {seat_name} must play in {suit}, the turned card's suit.",
    "klaverjas.forced": "{seat_name} had to play and chose {suit} as trump.",
    "roem.trick": "Trick {trick}: {points} roem for {what}, to {side}, who won it.",
    "roem.stuk_hand": "{seat_name} held stuk (king and queen of trump): 20 roem to {side}.",
    "roem.pit": "{side} took every trick: {bonus} roem more.",
    "klaverjas.made": "{side} played and took {count} of the {total} points and roem, more than half: "
                      "each pair writes its own, {versus}.",
    "klaverjas.half_enough": "{side} played and took exactly half, {count} of {total}: enough at this "
                             "table, each pair writes its own, {versus}.",
    "klaverjas.nat": "{side} played and took only {count} of the {total} points and roem, not more than "
                     "half: down. {other} write {points} + all the roem, {roem}: {written}.",
    "klaverjas.nat_half": "{side} played and took exactly half, {count} of {total}: down, as more than "
                          "half is needed. {other} write {points} + all the roem, {roem}: {written}.",
    "klaverjas.renege": "Because {seat_name} reneged, {side} lose the deal.",
    "klaverjas.all_to": "{side} write all the points and all the roem: {points} + {roem} = {written}.",
}

CONTRACT_RULES_CITED: Mapping[str, str] = {
    "contract.unbid_capot": "all_tricks_bonus", "count.belote": "belote_for_contract",
    "count.melds": "melds_for_contract", "contract.made": "contract_made", "contract.made_only": "contract_made",
    "contract.dedans": "dedans_points", "contract.dedans_beaten": "must_beat_defence",
    "contract.contre_made": "dedans_points", "contract.contre_dedans": "dedans_points",
    "contract.contre": "contre_closes", "contract.slam_made": "capot_scoring",
    "contract.slam_failed": "capot_scoring", "contract.generale_failed": "generale",
    "contract.renege_taker": "renege", "contract.renege_defender": "renege", "contract.melds_to": "lost_contract_melds",
    "contract.melds_kept": "lost_contract_melds",
    "contract.belote_to": "bela_on_fall", "contract.defence_complement": "contract_made",
    "contract.announced_made": "contract_made", "contract.announced_down": "contract_made",
    "renege.undertrump": "undertrump", "contract.all_trumps": "all_no_trump", "contract.no_trumps": "all_no_trump",
    "refuse.no_trump_off": "all_no_trump", "error.no_trump_bela": "tout_atout_belote",
    "play.all_trumps": "no_trump_values", "play.no_trumps": "no_trump_values", "play.counted": "no_trump_values",
    "klaverjas.took": "trump_choice", "klaverjas.named": "trump_choice", "klaverjas.must_name": "trump_choice",
    "klaverjas.must_play": "trump_choice", "klaverjas.forced": "trump_choice",
    "roem.stuk": "stuk", "roem.stuk_hand": "stuk", "roem.pit": "all_tricks_bonus",
    "klaverjas.half_enough": "nat_on_half", "klaverjas.nat_half": "nat_on_half", "klaverjas.renege": "renege",
    "roem.square": "four_jacks_roem", "error.generale_needs_play": "generale", "refuse.generale_off": "generale",
    "refuse.bid_after_contre": "contre_closes", "error.stuk_in_trick": "stuk",
    "refuse.klaverjas_must_choose": "trump_choice", "refuse.klaverjas_call": "trump_choice",
    "error.klaverjas_turn_up": "trump_choice", "error.no_melds_game": "melds",
}
