"""The presets (the eight of RULES §3, contrée and klaverjas) as a registry of ``Variant`` values, found by name or
alias."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .errors import RecordError, typed
from .options import Rules


@dataclass(frozen=True)
class Variant:
    name: str
    title: str
    description: str
    players: int
    tricks: int  # tricks in a hand, = cards each once any discard is made
    rules: Rules
    seed: str
    discard: int = 0  # cards the caller discards to his tricks (bela-hr-3)
    aliases: tuple[str, ...] = ()
    # Half of each hand lies face down under the other half until the card on it is played
    # (open belot, seed 001): a card played late may not have been in hand earlier.
    face_down: bool = False
    game: str = "bela"  # how a hand is bid and scored: "bela", "contract" (contrée) or "klaverjas"

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    @property
    def cards_per_trick(self) -> int:
        return self.players

    @property
    def all_cards_played(self) -> bool:
        """Whether all 32 cards end in tricks, so the trick points add up to exactly 162."""
        return self.players * self.tricks + self.discard == 32

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    def seats_of(self, side: int) -> tuple[int, ...]:
        return _PARTNERS[self.players][side]  # side n's first seat is seat n (RULES §2)

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats of this seat's side, itself included."""
        return _PARTNERS[self.players][seat]

    def describe(self) -> dict[str, object]:
        return {"name": self.name, "title": self.title, "description": self.description,
                "players": self.players, "sides": self.sides, "tricks": self.tricks,
                "target": self.rules.target, "aliases": list(self.aliases), "seed": self.seed,
                "options": self.rules.to_json(), "game": self.game}


# Looked up, not worked out: the meld checks ask for a seat's partners once per meld.
_PARTNERS = {n: tuple(tuple(s for s in range(n) if s % (2 if n == 4 else n) == seat % (2 if n == 4 else n))
                      for seat in range(n)) for n in (2, 3, 4)}

_BASE = Rules()
_TWO_HANDED = Rules(target=501, melds="sequences", belot="as_100", bela_needs_trick=False,
                    all_tricks_bonus=0, all_tricks_takes_melds=False, tie="hold_over",
                    threshold="claim", auction="turn_up_2", over_in_suit=False, bare_yuss=True,
                    next_dealer="winner")

VARIANTS: dict[str, Variant] = {v.name: v for v in (
    Variant("clobyosh", "Clobyosh (two-handed Bela)",
            "Scottish and Jewish two-handed Bela to 501: runs only, ties held over, won by claiming 501.",
            players=2, tricks=9, rules=_TWO_HANDED, seed="000",
            aliases=("clob", "klob", "clobby", "clobiosh", "bela-2-scottish", "scottish-bela")),
    Variant("klaberjass", "Klaberjass",
            "The two-handed original to 500: runs only, ties go to the taker, played out to the end.",
            players=2, tricks=9, seed="002",
            rules=Rules(target=500, melds="sequences", meld_tiebreak=("length", "trump", "none"),
                        belot="as_100", bela_needs_trick=False, all_tricks_bonus=0,
                        all_tricks_takes_melds=False, tie="taker_scores_own", threshold="end_of_hand",
                        auction="turn_up_2", over_in_suit=False),
            aliases=("klabberjass", "klaberjas", "klabrias", "kalabrias", "klob-500", "cinq-cents")),
    Variant("bela-3", "Three-handed Bela (Scottish)",
            "Three players each for himself to 501: beat each opponent, a fallen taker's points go "
            "to the higher opponent, won by claiming 501.",
            players=3, tricks=9, seed="000",
            rules=Rules(target=501, melds="sequences", belot="as_100", bela_needs_trick=False,
                        all_tricks_bonus=0, all_tricks_takes_melds=False, tie="hold_over",
                        fall_points_to="higher_opponent", threshold="claim", auction="turn_up_2",
                        over_in_suit=False, bare_yuss=True),
            aliases=("clobyosh-3", "three-handed-bela", "bela-scottish-3")),
    Variant("bela-hr-4", "Bela (Croatian, four players)",
            "Two teams of two to 1001: squares and runs, štiglja 90, ties fall, \"dosta\" claims.",
            players=4, tricks=8, rules=_BASE, seed="001, 003",
            aliases=("bela", "bela-4", "bela-hr", "croatian-bela", "belot-hr")),
    Variant("bela-hr-3", "Bela (Croatian, three players)",
            "Three players to 701: the caller must beat both others together, takes the last two cards "
            "and discards two.",
            players=3, tricks=10, discard=2, seed="001",
            rules=Rules(target=701, meld_rights="best_side_defenders_share", win_rule="beat_sum",
                        fall_points_to="nobody", auction="first_must"),
            aliases=("bela-3-hr", "croatian-bela-3")),
    Variant("bela-hr-2", "Bela (Croatian, two players)",
            "Two players to 501 with 20 of the 32 cards: turn-up auction where the second round is "
            "\"mus\".",
            players=2, tricks=10, seed="001",
            rules=Rules(target=501, auction="turn_up_mus"),
            aliases=("bela-2", "bela-2-hr", "croatian-bela-2")),
    Variant("open-belot", "Open Belot",
            "Two players, all 32 cards half face up, to 1001: each player scores his own melds.",
            players=2, tricks=16, seed="001",
            rules=Rules(meld_rights="each_own"),
            aliases=("open", "otvorena-bela", "open-bela"), face_down=True),
    Variant("belote", "Belote (French, four players)",
            "Two teams to 501: ties are held over (\"litige\"), capot 90 (252 in all), belote kept "
            "when the taker goes dedans.",
            players=4, tricks=8, seed="004",
            rules=Rules(target=501, meld_tiebreak=("trump", "none"), belot="as_100",
                        bela_needs_trick=False, bela_on_fall="kept", all_tricks_takes_melds=False,
                        tie="hold_over", threshold="end_of_hand", auction="turn_up_2",
                        over_in_suit=False, partner_exemption=True,
                        trump_lead_over_partner=False),  # RULES §8: the exemption holds on a trump lead too
            aliases=("belot", "belote-fr", "french-belote", "belotte")),
)}

# Contrée and coinche (sources: lacontree.free.fr "Cours de contrée" 2.2-2.4, coinchons.fr,
# contree.org): one auction of contracts, belote kept by its holder, scores rounded to tens.
_CONTRACT = Rules(target=2000, melds="none", meld_tiebreak=("trump", "none"), belot="as_100",
                  bela_needs_trick=False, bela_on_fall="kept", all_tricks_takes_melds=False,
                  threshold="end_of_hand", over_in_suit=False, partner_exemption=True, rounding="tens",
                  trump_run_beats_square=True)
# Klaverjassen (sources: klaverjasunie.nl "Het spel", hutmacher.nl "Officiële klaverjas spelregels NKU",
# nl.wikipedia "Klaverjassen"): a boompje of 16 deals, roem from the tricks, pit 100.
_KLAVERJAS = Rules(target=1500, deals=16, melds="none", bela_needs_trick=False, all_tricks_bonus=100,
                   all_tricks_takes_melds=False, threshold="end_of_hand", over_in_suit=False,
                   melds_need_trick=False)
VARIANTS.update({v.name: v for v in (
    Variant("contree", "Belote contrée",
            "France's bidding belote to 2000: contracts of 80 to 160 or capot, contre and surcontre, "
            "no melds but the belote.",
            players=4, tricks=8, seed="lacontree.free.fr, coinchons.fr", game="contract",
            rules=_CONTRACT, aliases=("contrée", "belote-contree", "belote-contrée", "contra")),
    Variant("coinche", "Belote coinchée",
            "Contrée with the belote melds (the best side's count) to 2000; a bid capot is worth 500, "
            "an unbid one nothing more.",
            players=4, tricks=8, seed="coinchons.fr, tournoidebelote.com", game="contract",
            rules=dataclasses.replace(_CONTRACT, melds="full", all_tricks_bonus=0, capot_value=500),
            aliases=("coinchee", "coinchée", "belote-coinchee", "belote-coinchée")),
    Variant("klaverjas-amsterdam", "Klaverjassen (Amsterdams)",
            "The Dutch club game, a boompje of 16 deals: roem from the tricks, nat and pit; no duty to "
            "trump a partner's trick, no undertrumping.",
            players=4, tricks=8, seed="NKU", game="klaverjas",
            rules=dataclasses.replace(_KLAVERJAS, partner_exemption=True, undertrump="forbidden",
                                      trump_choice="free", trump_first="dealer"),
            aliases=("klaverjas", "klaverjassen", "amsterdams", "klaverjas-ams")),
    Variant("klaverjas-rotterdam", "Klaverjassen (Rotterdams)",
            "The Dutch club game, a boompje of 16 deals: roem from the tricks, nat and pit; trump and "
            "overtrump even a partner's trick, undertrumping if need be.",
            players=4, tricks=8, seed="NKU", game="klaverjas",
            rules=dataclasses.replace(_KLAVERJAS, partner_exemption=False, undertrump="must",
                                      trump_choice="turn_up"),
            aliases=("rotterdams", "klaverjas-rdam")),
)})

_ALIASES = {alias: v for v in VARIANTS.values() for alias in (v.name, *v.aliases)}


def _key(text: str) -> str:
    return "-".join(text.strip().lower().replace("_", " ").replace("-", " ").split())


def find_variant(name: object, *, path: str = "variant") -> Variant:
    """The preset called ``name``, or one of its common aliases ("bela", "clob", "belot")."""
    if isinstance(name, str):
        variant = _ALIASES.get(_key(name))
        if variant is not None:
            return variant
    known = ", ".join(VARIANTS)
    raise RecordError.of("error.variant", path, typed=typed(name), choices=known)
