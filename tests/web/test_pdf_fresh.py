"""While the tables play, a document asked again is answered by the freshest render of it
already made (with the time of its data) rather than by one that every new hand outruns; one
render of a document at a time; the director's documents go ahead of anonymous ones; a client
has only so many renders in progress."""

from __future__ import annotations

import time

import pytest

from scorekeeper.web.pdf import workers


def slow(seconds: float, body: bytes = b"slept") -> tuple:
    return ("scorekeeper.web.pdf.testing", "sleep_then", {"seconds": seconds, "body": body})


@pytest.fixture
def renderer():
    r = workers.Renderer(workers=1, queue=4, wait=0.1, limit=60, per_client=2)
    r.get(("warm",), slow(0.0), wait=60)
    yield r
    r.shutdown()


def test_a_newer_state_is_answered_by_the_last_render_made_while_its_own_is_made(renderer):
    first = renderer.get(("pack",), slow(0.0, b"one"), version=1, at=1000.0, wait=60)
    assert first.state == workers.READY and first.body == b"one" and first.fresh
    meanwhile = renderer.get(("pack",), slow(2.0, b"two"), version=2, at=1001.0)
    assert (meanwhile.state, meanwhile.body, meanwhile.at, meanwhile.fresh) == (workers.READY, b"one", 1000.0, False)
    # A third hand meanwhile starts no render of its own: the one in progress is the freshest to come.
    again = renderer.get(("pack",), slow(2.0, b"three"), version=3, at=1002.0)
    assert again.body == b"one" and renderer._inflight[("pack",)].version == 2
    waited = renderer.get(("pack",), slow(2.0, b"three"), version=3, at=1002.0, wait=60)
    assert (waited.body, waited.at, waited.fresh) == (b"two", 1001.0, False)
    assert renderer.get(("pack",), slow(0.0, b"three"), version=3, wait=60).body in (b"two", b"three")
    assert renderer.get(("pack",), slow(0.0, b"three"), version=3, wait=60).body == b"three"


def test_nothing_made_yet_answers_wait(renderer):
    assert renderer.get(("cards",), slow(2.0), version=1).state == workers.WAIT


def test_the_directors_render_goes_ahead_of_anonymous_ones_queued_before_it(renderer):
    renderer.get(("ranking", 1), slow(1.0), client="a")
    renderer.get(("ranking", 2), slow(1.0), client="b")
    renderer.get(("ranking", 3), slow(1.0), client="c")
    cards = renderer.get(("cards",), slow(0.0, b"cards"), client="director", director=True, wait=60)
    assert cards.body == b"cards"
    assert ("ranking", 2) in renderer._inflight and ("ranking", 3) in renderer._inflight


def test_a_client_has_only_so_many_renders_in_progress(renderer):
    assert renderer.get(("a",), slow(2.0), client="stranger").state == workers.WAIT
    assert renderer.get(("b",), slow(2.0), client="stranger").state == workers.WAIT
    refused = renderer.get(("c",), slow(2.0), client="stranger")
    assert refused.state == workers.FULL and refused.reason == "client" and refused.retry_after >= 1
    assert renderer.get(("d",), slow(2.0), client="director", director=True).state == workers.WAIT


def test_the_anonymous_queue_full_still_takes_the_directors_documents(renderer):
    for n in range(4):
        assert renderer.get(("x", n), slow(2.0), client=n).state == workers.WAIT
    assert renderer.get(("x", 9), slow(2.0), client=9).reason == "queue"
    assert renderer.get(("cards",), slow(0.0, b"c"), client="director", director=True, wait=60).body == b"c"


def test_a_document_a_stranger_asked_for_first_goes_ahead_once_the_director_asks_for_it(renderer):
    renderer.get(("busy",), slow(1.0), client="a")
    renderer.get(("ranking", 1), slow(1.0), client="b")
    renderer.get(("standings",), slow(0.0, b"standings"), client="c")
    assert renderer.get(("standings",), slow(0.0), client="director", director=True, wait=60).body == b"standings"
    assert ("ranking", 1) in renderer._inflight


@pytest.fixture
def two():
    """Two workers, one lane: what a 2-core machine runs (the hands keep a core)."""
    r = workers.Renderer(workers=2, queue=4, wait=0.1, limit=60, per_client=3)
    r.get(("warm", 1), slow(0.0), wait=60)
    yield r
    r.shutdown()


def test_a_strangers_render_never_holds_the_directors_document(two):
    assert two.get(("ranking",), slow(3.0), client="stranger").state == workers.WAIT
    cards = two.get(("cards",), slow(0.0, b"cards"), client="director", director=True, wait=2.5)
    assert cards.state == workers.READY and cards.body == b"cards"
    assert ("ranking",) in two._inflight  # the stranger's still renders beside it


def test_the_directors_documents_render_one_at_a_time_and_the_shortest_first(two):
    """On two cores one render at a time keeps a core for the hands; the table cards asked with
    the pack come first, rather than after the pack."""
    two.get(("pack", 0), slow(1.0), client="director", director=True)
    two.get(("pack", 1), slow(0.5, b"p" * 200_000), client="director", director=True)
    assert len(two._running) == 1
    cards = two.get(("cards",), slow(0.5, b"cards"), client="director", director=True, wait=30)
    assert cards.body == b"cards"
    assert ("pack", 1) in two._inflight  # queued before the cards, made after them


def test_the_cards_asked_while_the_pack_renders_come_beside_it(two):
    """The table cards are a small part of a pack: asked while the pack renders, they take the
    other worker rather than wait for the whole pack."""
    two.get(("pack",), slow(3.0, b"p" * 200_000), client="director", director=True)
    cards = two.get(("cards",), slow(0.0, b"cards"), client="director", director=True, wait=2.0)
    assert cards.state == workers.READY and cards.body == b"cards"
    assert ("pack",) in two._inflight


def test_while_a_render_is_in_progress_a_newer_hand_gathers_nothing(renderer):
    """While the tables play every ask has newer hands: the render in progress answers it (or
    the freshest made), rather than the web process gathering a pack per ask."""
    seen = ("pack", "round 1", "its tables and tokens")
    renderer.gathered(seen, ("hands", 1), ("pack",), 1)
    assert renderer.get(("pack",), slow(2.0), version=1).state == workers.WAIT
    assert renderer.known(seen, ("hands", 2)) == (("pack",), 1)
    assert renderer.known(("pack", "round 1", "a new token"), ("hands", 2)) is None
    assert renderer.get(("pack",), slow(0.0), version=1, wait=60).state == workers.READY
    assert renderer.known(seen, ("hands", 2)) is None  # made: the newer hands are gathered next



def test_a_rounds_cards_and_pack_render_side_by_side(two):
    """The cards and the pack of one round, asked together (or made ahead at its draw): the
    director waits for both, so they take both workers rather than one behind the other."""
    group = ("round", "t", 1)
    two.get(("pack",), slow(1.5, b"p" * 200_000), client="director", director=True, group=group)
    two.get(("cards",), slow(1.5, b"c" * 150_000), client="director", director=True, group=group)
    assert {r.key for r in two._running} == {("pack",), ("cards",)}
    two.get(("pack", 2), slow(1.5, b"p" * 200_000), client="director", director=True, group=("round", "t", 2))
    assert ("pack", 2) not in {r.key for r in two._running}  # another round's waits its turn


def test_the_rounds_pack_takes_the_first_worker_that_ends_before_any_strangers(two):
    """A stranger's render holds the one lane and more are queued: the cards take the worker
    kept free, and the pack the first worker that ends, beside the cards, before any stranger's."""
    group = ("round", "t", 1)
    for n in range(3):
        two.get(("ranking", n), slow(0.5), client=("stranger", n))
    two.get(("cards",), slow(5.0, b"c" * 100_000), client="director", director=True, group=group)
    two.get(("pack",), slow(0.5, b"p" * 150_000), client="director", director=True, group=group)
    assert two.get(("ranking", 0), slow(0.5), client=("stranger", 0), wait=30).state == workers.READY
    deadline = time.monotonic() + 30
    while ("pack",) not in {r.key for r in two._running} and time.monotonic() < deadline:
        time.sleep(0.01)
    assert {r.key for r in two._running} == {("cards",), ("pack",)}
    assert ("ranking", 1) in two._inflight and ("ranking", 2) in two._inflight
