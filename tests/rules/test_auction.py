"""The auction (RULES §5): who speaks, what may be said, who takes in which suit."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.auction import Auction, AuctionResult, Call, parse_call, run_auction
from scorekeeper.rules.cards import DECK, Suit, parse_card
from scorekeeper.rules.errors import RecordError
from scorekeeper.rules.explain import cited
from scorekeeper.rules.options import Rules
from scorekeeper.rules.variants import find_variant

SUITS = ["spades", "hearts", "diamonds", "clubs"]


def preset(name: str, **options: object) -> Rules:
    return find_variant(name).rules.with_options(options)


def run(calls, variant, *, dealer=0, turn_up="KS", path="auction", **options) -> AuctionResult:
    v = find_variant(variant)
    return run_auction(calls, rules=preset(variant, **options), players=v.players, dealer=dealer,
                       turn_up=turn_up, path=path)


def refusal(calls, variant, **kwargs) -> RecordError:
    with pytest.raises(RecordError) as caught:
        run(calls, variant, **kwargs)
    return caught.value


def auction_after(calls, variant, *, dealer=0, turn_up="KS", **options) -> Auction:
    v = find_variant(variant)
    auction = Auction(rules=preset(variant, **options), players=v.players, dealer=dealer,
                      turn_up=parse_card(turn_up))
    for call in calls:
        auction.push(call)
    return auction


# -- calls -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, call", [
    ("pass", Call.PASS), ("PASS", Call.PASS), (" Take ", Call.TAKE), ("Schmeiss", Call.SCHMEISS),
    ("throw", Call.THROW), ("Play", Call.PLAY), ("Hearts", Call.HEARTS), ("h", Call.HEARTS),
    ("♥", Call.HEARTS), ("S", Call.SPADES), ("clubs", Call.CLUBS), ("♦", Call.DIAMONDS),
])
def test_calls_are_read_in_any_case_and_suits_by_name_letter_or_symbol(text, call):
    """RULES §1: suits are accepted as names, letters or symbols in any case."""
    assert parse_call(text) is call
    assert call.suit is (Suit(call.value) if call.value in SUITS else None)


@pytest.mark.parametrize("text", ["bid", "", "I take", 7, None, ["pass"], "hearts!"])
def test_an_unknown_call_is_refused_with_the_calls_that_exist(text):
    with pytest.raises(RecordError, match="is not a call: say pass, take, schmeiss"):
        parse_call(text)


# -- turn_up_2: clobyosh, klaberjass, bela-3, belote ------------------------------------------

def test_forehand_may_take_the_turn_up_suit_at_once():
    """Seed 000 "The Deal": "Should he accept the trump, he says 'I take'"."""
    result = run(["take"], "clobyosh", dealer=1, turn_up="9D")
    assert (result.taker, result.trump, result.redeal) == (0, Suit.DIAMONDS, False)
    assert result.trump_is_turn_up
    assert result.explanation == ("Seat 1 took diamonds, the turned-up suit, at once.",)
    assert cited(result.notes[0]) == ("auction",)


def test_dealer_may_take_the_turn_up_suit_after_forehand_passes():
    """Seed 000: "If he declines the first trump - 'I pass' - it is then dealer's turn to take"."""
    result = run(["pass", "take"], "clobyosh", dealer=0)
    assert (result.taker, result.trump, result.trump_is_turn_up) == (0, Suit.SPADES, True)


def test_after_both_pass_forehand_has_a_free_choice_but_not_the_turn_up_suit():
    """Seed 000: "If dealer also passes, forehand has a free choice of trump suit ... but may not
    now call the turn-up suit"."""
    result = run(["pass", "pass", "hearts"], "clobyosh", dealer=0)
    assert (result.taker, result.trump, result.trump_is_turn_up) == (1, Suit.HEARTS, False)
    assert cited(result.notes[-1]) == ("auction",)


def test_naming_the_turn_up_suit_in_the_second_round_is_refused():
    """Seed 000: "... but may not now call the turn-up suit"; RULES §5: round 2 names another suit."""
    error = refusal(["pass", "pass", "spades"], "clobyosh", turn_up="KS")
    assert error.path == "auction[2]"
    assert error.message == ("it is seat 2's turn to speak, and in the second round seat 2 may not "
                             "name spades: the turned-up suit was refused in the first round")


def test_the_turn_up_suit_cannot_be_taken_in_the_second_round():
    """RULES §5 turn_up_2: round 2 may name another suit (not the turn-up suit) or pass."""
    error = refusal(["pass", "pass", "take"], "klaberjass")
    assert error.path == "auction[2]"
    assert "can no longer be taken in the second round: name another suit or pass" in error.message


def test_another_suit_cannot_be_named_in_the_first_round():
    """RULES §5 turn_up_2, round 1: each player may take the turn-up suit or pass."""
    error = refusal(["hearts"], "clobyosh")
    assert error.path == "auction[0]"
    assert "in the first round seat 2 may only take the turned-up suit, spades, or pass" in error.message
    assert "hearts can be named only in the second round" in error.message
    assert "say \"take\"" in refusal(["spades"], "clobyosh").message


def test_dealer_may_name_a_suit_after_forehand_passes_again():
    """Seed 000: "should forehand decline to name a suit - 'I pass again' - dealer now has a free
    choice of suit under the same constraint"."""
    result = run(["pass", "pass", "pass", "clubs"], "clobyosh", dealer=0)
    assert (result.taker, result.trump) == (0, Suit.CLUBS)


def test_all_pass_twice_in_clobyosh_is_a_redeal():
    """Seed 000: "If neither player accepts or names a trump suit, there is a fresh deal"."""
    result = run(["pass"] * 4, "clobyosh")
    assert result == AuctionResult(taker=None, trump=None, redeal=True, explanation=result.explanation)
    assert "dealt again" in result.explanation[0] and cited(result.notes[0]) == ("auction",)


def test_klaberjass_both_pass_twice_is_aborted():
    """Seed 002 Rules: "If both players pass again, the deal is aborted and the other player deals"."""
    assert run(["pass"] * 4, "klaberjass", dealer=1).redeal


def test_three_handed_bela_speaks_clockwise_from_the_forehand():
    """Seed 000 "Three-handed Bela": "Players speak in turn clockwise"; RULES §2: forehand first."""
    auction = auction_after([], "bela-3", dealer=2)
    speakers = []
    for _ in range(5):
        speakers.append(auction.speaker)
        auction.push("pass")
    assert speakers == [0, 1, 2, 0, 1]
    auction.push("diamonds")
    assert (auction.result().taker, auction.result().trump) == (2, Suit.DIAMONDS)
    assert auction.speaker is None and auction.is_over


def test_belote_second_round_and_redeal_with_four_players():
    """Seed 004 "Beginning of the game": a second pass to choose another colour; "If even in this
    case no captain emerged ... a new round is started"."""
    assert run(["pass"] * 8, "belote", dealer=3).redeal
    result = run(["pass"] * 6 + ["hearts"], "belote", dealer=3)
    assert (result.taker, result.trump, result.trump_is_turn_up) == (2, Suit.HEARTS, False)


# -- turn_up_mus: bela-hr-2 --------------------------------------------------------------------

def test_bela_hr_2_dealer_is_mussed_in_the_second_round():
    """Seed 001 cf28: "If he passes, his opponent is mussed and must choose the trumps from the
    remaining three suits"; RULES §5 turn_up_mus."""
    auction = auction_after(["pass", "pass", "pass"], "bela-hr-2", dealer=0, turn_up="KS")
    assert auction.speaker == 0
    assert auction.legal_calls() == ["hearts", "diamonds", "clubs"]
    with pytest.raises(RecordError) as caught:
        auction.verify_call("pass")
    assert caught.value.message == (
        "it is seat 1's turn to speak, and in the second round seat 1 may not pass: the dealer must "
        "name a suit (\"mus\")")
    assert not auction.can_call("spades")
    auction.push("diamonds")
    result = auction.result()
    assert (result.taker, result.trump, result.redeal) == (0, Suit.DIAMONDS, False)
    assert result.explanation[-1] == ("Seat 1 named diamonds in the second round after three passes: "
                                      "the dealer had to name a suit.")


def test_bela_hr_2_first_round_dealer_may_still_pass():
    """Seed 001 cf28: "Both of them can pass on Spades"; only the second round is mus."""
    assert auction_after(["pass"], "bela-hr-2").legal_calls() == ["pass", "take"]


# -- free_mus: bela-hr-4, open-belot -----------------------------------------------------------

def test_bela_hr_4_dealer_is_mussed_after_three_passes():
    """Seed 001 cf15: "Each player can pass, except the dealer who is mussed to choose the trumps
    if other players pass"."""
    error = refusal(["pass"] * 4, "bela-hr-4", dealer=3, turn_up=None)
    assert error.path == "auction[3]"
    assert "the dealer must name a suit when everyone else has passed (\"mus\")" in error.message
    assert cited(error.note) == ("auction",)
    result = run(["pass", "pass", "pass", "hearts"], "bela-hr-4", dealer=3, turn_up=None)
    assert (result.taker, result.trump) == (3, Suit.HEARTS)
    assert result.explanation == ("Seat 4 named hearts after three passes: the dealer had to name a suit.",)


def test_bela_hr_4_any_player_may_name_any_suit():
    """Seed 001 cf12: "Each player, except the dealer, can either choose the trump suit or pass"."""
    result = run(["pass", "clubs"], "bela-hr-4", dealer=1, turn_up=None)
    assert (result.taker, result.trump, result.trump_is_turn_up) == (3, Suit.CLUBS, False)
    assert result.explanation == ("Seat 4 named clubs after one pass.",)


def test_free_mus_ignores_a_turned_up_card_and_has_nothing_to_take():
    """RULES §5 free_mus: each player names any suit or passes; there is no turn-up to take, so
    naming its suit is a free choice and allows no exchange of the 7."""
    result = run(["spades"], "bela-hr-4", turn_up="KS")
    assert (result.trump, result.trump_is_turn_up) == (Suit.SPADES, False)
    error = refusal(["take"], "bela-hr-4", turn_up="KS")
    assert "there is no turned-up card to take in this game: name a suit or pass" in error.message


def test_open_belot_dealer_must_choose_when_the_forehand_passes():
    """Seed 001 cf34: "If Player 1 passes, Player 2 (the dealer) is mussed and must choose"."""
    auction = auction_after(["pass"], "open-belot", dealer=1)
    assert auction.speaker == 1
    assert auction.legal_calls() == SUITS
    assert run(["pass", "spades"], "open-belot", dealer=1, turn_up=None).taker == 1


# -- first_must: bela-hr-3 ---------------------------------------------------------------------

def test_bela_hr_3_forehand_must_name_a_suit_at_once():
    """Seed 001 cf22: "The player first to play must choose trumps"."""
    error = refusal(["pass"], "bela-hr-3", dealer=2, turn_up=None)
    assert error.path == "auction[0]"
    assert error.message == ("it is seat 1's turn to speak, and seat 1 may not pass: the forehand must "
                             "name a suit at once")
    result = run(["Clubs"], "bela-hr-3", dealer=2, turn_up=None)
    assert (result.taker, result.trump) == (0, Suit.CLUBS)
    assert result.explanation == ("Seat 1, the forehand, named clubs at once, as the forehand must.",)


# -- schmeiss ----------------------------------------------------------------------------------

def test_schmeiss_refused_makes_the_schmeisser_taker_in_the_turn_up_suit():
    """Seed 000 "Schmeiss": "the opponent of the Schmeisser can insist on playing, in which case the
    player who said Schmeiss becomes the taker, exactly as though he had chosen the suit of the
    turned-up card"; RULES §5."""
    result = run(["schmeiss", "play"], "clobyosh", dealer=1, turn_up="8H", schmeiss="schmeisser_takes")
    assert (result.taker, result.trump, result.redeal, result.schmeiss) == (0, Suit.HEARTS, False, 0)
    assert result.trump_is_turn_up
    assert cited(result.notes[0]) == ("schmeiss",)


def test_schmeiss_agreed_throws_the_cards_in():
    """Seed 000 "Schmeiss": "If the opponent ... agrees, the cards are thrown in ... (there is no
    opportunity to choose a different trump suit in this case)"."""
    result = run(["schmeiss", "throw"], "klaberjass", schmeiss="schmeisser_takes")
    assert (result.taker, result.trump, result.redeal, result.schmeiss) == (None, None, True, 1)
    error = refusal(["schmeiss", "throw", "hearts"], "klaberjass", schmeiss="schmeisser_takes")
    assert error.path == "auction[2]"
    assert error.message == "the auction is already over"


def test_after_a_schmeiss_only_throw_or_play_may_be_said():
    """Seed 002 Variations: after a schmeiss "the dealer cannot take the game, but may choose to
    force elder hand to take the game with the preferred trump suit"."""
    auction = auction_after(["schmeiss"], "klaberjass", turn_up="AC", schmeiss="schmeisser_takes")
    assert auction.speaker == 0
    assert auction.legal_calls() == ["throw", "play"]
    with pytest.raises(RecordError, match="seat 1 must answer seat 2's schmeiss"):
        auction.verify_call("take")
    with pytest.raises(RecordError, match="must still answer seat 2's schmeiss"):
        auction.result()


def test_schmeiss_with_three_players_each_other_player_replies_and_the_first_play_decides():
    """RULES §5: the others reply in turn; a refused schmeiss makes the schmeisser taker."""
    auction = auction_after(["schmeiss", "throw"], "bela-3", dealer=2, schmeiss="schmeisser_takes")
    assert auction.speaker == 2
    auction.push("play", seat=2)
    assert (auction.result().taker, auction.result().schmeiss) == (0, 0)
    assert run(["schmeiss", "throw", "throw"], "bela-3", dealer=2, schmeiss="schmeisser_takes").redeal


def test_schmeiss_under_annul_throws_the_deal_in_at_once():
    """RULES §3.1 schmeiss: annul — the deal is thrown in at once; nobody replies."""
    result = run(["schmeiss"], "clobyosh", schmeiss="annul")
    assert (result.redeal, result.schmeiss, result.taker) == (True, 1, None)
    error = refusal(["schmeiss", "play"], "clobyosh", schmeiss="annul")
    assert error.path == "auction[1]"
    assert "the auction is already over" in error.message


def test_schmeiss_is_refused_when_the_house_does_not_play_it():
    """RULES §3.1: schmeiss is off in every preset."""
    error = refusal(["schmeiss"], "clobyosh")
    assert "may not schmeiss: it is not played in this game" in error.message and error.path == "auction[0]"
    assert cited(error.note) == ("schmeiss",)


def test_only_the_forehand_may_schmeiss_and_only_as_his_first_call():
    """RULES §5 / seed 002 Variations: "elder hand may schmeiss"."""
    error = refusal(["pass", "schmeiss"], "clobyosh", schmeiss="schmeisser_takes")
    assert error.path == "auction[1]"
    assert "only the forehand, seat 2, may schmeiss, and only as the first call" in error.message


def test_schmeiss_needs_a_turned_up_card():
    """RULES §3.1: schmeiss has no effect without a turn-up."""
    error = refusal(["schmeiss"], "bela-hr-4", turn_up=None, schmeiss="schmeisser_takes")
    assert "there is no schmeiss without a turned-up card" in error.message


def test_throw_or_play_without_a_schmeiss_is_refused():
    error = refusal(["throw"], "clobyosh", schmeiss="schmeisser_takes")
    assert "nobody has said schmeiss" in error.message


# -- what the UI offers ------------------------------------------------------------------------

@pytest.mark.parametrize("variant, options, calls, offered", [
    ("clobyosh", {}, [], ["pass", "take"]),
    ("clobyosh", {"schmeiss": "schmeisser_takes"}, [], ["pass", "take", "schmeiss"]),
    ("clobyosh", {"schmeiss": "annul"}, [], ["pass", "take", "schmeiss"]),
    ("clobyosh", {"schmeiss": "schmeisser_takes"}, ["pass"], ["pass", "take"]),
    ("clobyosh", {"schmeiss": "schmeisser_takes"}, ["schmeiss"], ["throw", "play"]),
    ("clobyosh", {}, ["pass", "pass"], ["pass", "hearts", "diamonds", "clubs"]),
    ("clobyosh", {}, ["pass", "pass", "pass"], ["pass", "hearts", "diamonds", "clubs"]),
    ("clobyosh", {}, ["pass"] * 4, []),
    ("clobyosh", {}, ["take"], []),
    ("bela-hr-2", {}, ["pass", "pass", "pass"], ["hearts", "diamonds", "clubs"]),
    ("bela-hr-4", {}, [], ["pass"] + SUITS),
    ("bela-hr-4", {}, ["pass", "pass"], ["pass"] + SUITS),
    ("bela-hr-4", {}, ["pass", "pass", "pass"], SUITS),
    ("bela-hr-4", {"schmeiss": "schmeisser_takes"}, [], ["pass"] + SUITS),
    ("bela-hr-3", {}, [], SUITS),
    ("bela-hr-3", {}, ["hearts"], []),
    ("belote", {}, ["pass"] * 3, ["pass", "take"]),
    ("belote", {}, ["pass"] * 7, ["pass", "hearts", "diamonds", "clubs"]),
])
def test_legal_calls_are_exactly_the_buttons_to_offer(variant, options, calls, offered):
    """RULES §5: the calls each procedure allows at each point, in a fixed order."""
    auction = auction_after(calls, variant, turn_up="KS", **options)
    assert auction.legal_calls() == offered
    assert all(auction.can_call(call) for call in offered)
    assert not any(auction.can_call(call) for call in [c.value for c in Call] if call not in offered)


# -- turns, the end, and faults in a record ----------------------------------------------------

def test_a_call_out_of_turn_is_refused():
    """RULES §2: the seat after the dealer speaks first; §9: an auction out of turn is rejected."""
    auction = auction_after([], "bela-hr-4", dealer=1)
    assert auction.speaker == 2
    with pytest.raises(RecordError) as caught:
        auction.push("hearts", seat=3)
    assert caught.value.message == "it is seat 3's turn to speak, not seat 4's"
    assert not auction.can_call("pass", seat=0) and auction.can_call("pass", seat=2)
    assert auction.calls == ()


def test_a_call_after_the_end_is_refused_at_its_index():
    """RULES §9: an auction against its procedure is rejected, naming the call."""
    error = refusal(["take", "pass"], "clobyosh", turn_up="QH", path="hands[4].auction")
    assert error.path == "hands[4].auction[1]"
    assert error.message == "the auction is already over"


def test_an_unfinished_auction_is_refused_at_the_auction():
    error = refusal(["pass", "pass"], "bela-hr-4", dealer=0, turn_up=None, path="hands[0].auction")
    assert error.path == "hands[0].auction"
    assert error.message == "the auction is not finished: seat 4 must still speak"
    assert refusal([], "clobyosh").message == "the auction is not finished: seat 2 must still speak"


@pytest.mark.parametrize("bad", [3, None, "bid", {"call": "pass"}])
def test_a_call_that_is_not_a_call_is_refused_at_its_index(bad):
    error = refusal(["pass", bad], "clobyosh")
    assert error.path == "auction[1]" and "is not a call" in error.message


def test_the_auction_must_be_a_list():
    assert refusal("pass", "clobyosh").path == "auction"


def test_a_turn_up_auction_needs_the_turned_up_card():
    """RULES §5: turn_up_2 and turn_up_mus start from the turned-up card (RECORDS HAND `turn_up`)."""
    error = refusal(["take"], "clobyosh", turn_up=None, path="hands[2].auction")
    assert error.path == "hands[2].turn_up"
    assert error.message.startswith("the turned-up card is needed for \"take\" in this auction;")


def test_everyone_passing_needs_no_turned_up_card():
    """RECORDS.md: an all-pass auction is a redeal and "nothing else may be given for that hand";
    the table need not remember the turned card to write that the cards were dealt again."""
    from scorekeeper.rules import Rules
    from scorekeeper.rules.auction import run_auction
    result = run_auction(["pass"] * 4, rules=Rules(auction="turn_up_2"), players=2, dealer=0, turn_up=None)
    assert result.redeal and result.explanation == (
        "Nobody took the turned-up suit in the first round or named another suit in the second, "
        "so the cards are dealt again.",)
    waiting = Auction(rules=preset("bela-hr-2"), players=2, dealer=0)
    assert waiting.legal_calls() == ["pass"]  # the phone offers "take" once the card is said
    assert refusal(["take"], "clobyosh", turn_up="ZZ").path == "turn_up"


def test_the_dealer_and_the_number_of_players_are_checked():
    assert refusal(["pass"], "clobyosh", dealer=2, path="hands[1].auction").path == "hands[1].dealer"
    with pytest.raises(RecordError, match="2, 3 or 4 players"):
        Auction(rules=Rules(), players=5, dealer=0)


def test_calls_are_recorded_in_canonical_words():
    """RECORDS.md HAND `auction`: calls in speaking order, as stored."""
    auction = auction_after(["PASS", "♥"], "bela-hr-4")
    assert auction.calls == ("pass", "hearts")


# -- properties --------------------------------------------------------------------------------

VOCABULARY = [c.value for c in Call] + ["H", "♠", "bid", "TAKE"]
SETUPS = st.tuples(
    st.sampled_from(["turn_up_2", "turn_up_mus", "free_mus", "first_must"]),
    st.sampled_from(["off", "schmeisser_takes", "annul"]),
    st.integers(2, 4),
).flatmap(lambda t: st.tuples(st.just(Rules(auction=t[0], schmeiss=t[1])), st.just(t[2]),
                              st.integers(0, t[2] - 1), st.sampled_from(DECK)))


def _is_taker_or_redeal(result: AuctionResult, players: int) -> bool:
    if result.redeal:
        return result.taker is None and result.trump is None
    return result.taker in range(players) and isinstance(result.trump, Suit)


@settings(max_examples=300)
@given(SETUPS, st.lists(st.sampled_from(VOCABULARY), max_size=12))
def test_push_succeeds_exactly_when_can_call_said_so(setup, calls):
    """RULES §5: one rule decides what is allowed, whichever way it is asked."""
    rules, players, dealer, turn_up = setup
    auction = Auction(rules=rules, players=players, dealer=dealer, turn_up=turn_up)
    for call in calls:
        allowed = auction.can_call(call)
        if call in VOCABULARY[:len(Call)]:
            assert allowed == (call in auction.legal_calls())
        try:
            auction.push(call)
        except RecordError:
            assert not allowed
        else:
            assert allowed


@settings(max_examples=300)
@given(SETUPS, st.lists(st.sampled_from(VOCABULARY), max_size=9))
def test_any_accepted_auction_ends_in_a_taker_and_trump_or_a_redeal(setup, calls):
    rules, players, dealer, turn_up = setup
    try:
        result = run_auction(calls, rules=rules, players=players, dealer=dealer, turn_up=turn_up)
    except RecordError as error:
        assert error.path.startswith("auction")
    else:
        assert _is_taker_or_redeal(result, players)


@settings(max_examples=300)
@given(SETUPS, st.data())
def test_following_the_offered_buttons_always_finishes_and_replays_the_same(setup, data):
    """RULES §5: every procedure ends within two rounds; the record replays to the same result."""
    rules, players, dealer, turn_up = setup
    auction = Auction(rules=rules, players=players, dealer=dealer, turn_up=turn_up)
    while not auction.is_over:
        assert len(auction.calls) < 2 * players
        auction.push(data.draw(st.sampled_from(auction.legal_calls())))
    result = auction.result()
    assert _is_taker_or_redeal(result, players)
    assert result.explanation and all(s.endswith(".") for s in result.explanation)
    assert result.trump_is_turn_up == (result.trump is turn_up.suit and rules.auction in ("turn_up_2", "turn_up_mus")
                                       and auction.calls[-1] in ("take", "play"))
    assert run_auction(list(auction.calls), rules=rules, players=players, dealer=dealer,
                       turn_up=turn_up) == result


def test_schmeiss_by_first_turn_lets_the_dealer_schmeiss_after_a_pass():
    """Seed 000 "Schmeiss": "the players have a third option at their first turn to speak"
    (house rule schmeiss_by: first_turn); RULES §5 keeps it to the forehand by default."""
    from scorekeeper.rules import Rules
    from scorekeeper.rules.auction import run_auction
    rules = Rules(auction="turn_up_2", schmeiss="schmeisser_takes", schmeiss_by="first_turn")
    result = run_auction(["pass", "schmeiss", "play"], rules=rules, players=2, dealer=1, turn_up="KS")
    assert (result.taker, str(result.trump), result.schmeiss) == (1, "spades", 1)
    forehand_only = Rules(auction="turn_up_2", schmeiss="schmeisser_takes")
    import pytest
    from scorekeeper.rules import RecordError
    with pytest.raises(RecordError) as error:
        run_auction(["pass", "schmeiss"], rules=forehand_only, players=2, dealer=1, turn_up="KS")
    assert "only the forehand" in error.value.message
