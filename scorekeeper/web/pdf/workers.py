"""PDFs rendered in worker processes, with a bounded queue, a time limit and a cache.

A request asks ``Renderer.get(key, job, version=...)``: ``key`` names the document (a round's
table cards in a language, with the tables and tokens they show), ``version`` the state of what
changes while the tables play (a score sheet's hands). The cached bytes of that very version if
made before; else the job is queued for a worker process and the request
waits a short, bounded time. Only one render of a document is in progress at once: a request for
a newer version waits for that one, and whoever is not answered by it within the wait gets the
freshest finished render of the document with the time of its data (``Answer.at``), rather than
waiting for a render that every new hand would outrun. Nothing finished yet: "wait" (the view
answers 202 with Retry-After); too many in progress: "full" (503 with Retry-After).

The queue is the renderer's own, so the director's documents go ahead of anonymous ones, and a
client has at most ``per_client`` renders in progress. A render past the time limit is stopped
(its workers are replaced) and answered "failed". The threads that serve hands never render,
and never wait long.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import multiprocessing
import os
import pickle
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field

READY, WAIT, FULL, FAILED = "ready", "wait", "full", "failed"
SEEN = 4096  # cheap stamps remembered (a few bytes each)


@dataclass(frozen=True)
class Answer:
    state: str
    body: bytes = b""
    retry_after: int = 0
    reason: str = ""
    at: float = 0.0  # when the data the PDF shows (or, waiting, the render waited for) was read
    fresh: bool = True  # the version asked for, not an earlier one


@dataclass
class _Render:
    key: tuple
    version: object
    job: tuple
    client: object
    director: bool
    at: float  # when its data was read (epoch seconds)
    group: object = None  # the documents one director waits for together (a round's cards and pack)
    future: Future = field(default_factory=Future)
    started: float | None = None  # monotonic, once a worker has it
    over: bool = False

    @functools.cached_property
    def size(self) -> int:
        """The render's size, roughly: what its document holds (a pack's, a sheet's)."""
        return len(pickle.dumps(self.job, protocol=pickle.HIGHEST_PROTOCOL))


@dataclass(frozen=True)
class _Made:
    body: bytes
    at: float


def run(job: tuple) -> bytes:
    """In the worker: ``(module, function, kwargs)`` of a render function, called."""
    import importlib
    module, function, kwargs = job
    return getattr(importlib.import_module(module), function)(**kwargs)


def _start_worker(server: int) -> None:
    """Workers run at a lower priority: on a small machine a hand entry comes first (not the
    lowest: on a machine shared with other work, nice 19 starved the renders past their time
    limit, so no pack was ever made). A worker whose server is gone (stopped, killed) ends
    too, rather than idle on forever; ``server`` is its pid as the server said it (the server
    may be gone before the worker has started)."""
    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass
    try:
        # Batch: a render never pre-empts the server on waking, so a hand that arrives while a
        # pack renders runs at once (SCHED_IDLE would starve renders on a shared machine, as nice
        # 19 did).
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    except (AttributeError, OSError):
        pass
    threading.Thread(target=_end_with_the_server, args=(server,), daemon=True).start()


def _end_with_the_server(server: int, *, every: float = 1.0) -> None:
    while os.getppid() == server:
        time.sleep(every)
    os._exit(0)  # the server that started this worker has ended: nobody will ask it for a PDF


class Renderer:
    def __init__(self, *, workers: int = 1, queue: int = 8, wait: float = 0.5, limit: float = 60,
                 cache_bytes: int = 64 * 1024 * 1024, waiters: int = 1, per_client: int = 3,
                 lanes: int | None = None) -> None:
        """``workers``: the processes; ``lanes``: how many render at once (by default one fewer
        than the workers, the last kept for the director's documents while anonymous ones hold
        the others)."""
        self.workers, self.queue, self.wait, self.limit = workers, queue, wait, limit
        self.lanes = max(1, workers - 1) if lanes is None else max(1, min(lanes, workers))
        self.cache_bytes, self.per_client = cache_bytes, per_client
        self._cache: OrderedDict[tuple, _Made] = OrderedDict()  # (key, version): the PDF
        self._latest: dict[tuple, tuple[object, float]] = {}  # key: the freshest version made
        self._inflight: dict[tuple, _Render] = {}  # key: its render in progress (queued or running)
        self._pending: list[tuple[int, int, int, _Render]] = []  # the director's first (the shortest first)
        self._running: list[_Render] = []
        # What a cheap look at the data (versions, not the data) last gathered into: (key, version)
        self._seen: OrderedDict[tuple, tuple[tuple, object]] = OrderedDict()
        self._documents: OrderedDict[tuple, tuple] = OrderedDict()  # a stamp without its live part: the key
        self._order = itertools.count()
        self._lock = threading.RLock()  # a render done at once calls back under it
        self._waiters = threading.BoundedSemaphore(waiters)
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: a fork of a threaded server could copy a held lock into the child.
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_start_worker, initargs=(os.getpid(),))
        return self._pool

    def _submit(self, job: tuple) -> Future:
        try:
            return self._executor().submit(run, job)
        except BrokenProcessPool:  # a worker died (killed, out of memory): start afresh
            self._pool = None
            return self._executor().submit(run, job)

    def warm(self) -> None:
        """Start the workers and make each ready (WeasyPrint, fonts, stylesheets) before the
        first sheet is asked for: a job each, which the idle workers share out."""
        for _ in range(self.workers):
            self._executor().submit(run, ("scorekeeper.web.pdf.press", "warm", {}))

    def get(self, key: tuple, job, *, version: object = None, wait: float | None = None,
            client: object = None, director: bool = False, at: float | None = None,
            group: object = None) -> Answer:
        """``job``: ``(module, function, kwargs)``, or a callable making it, called only when a
        render starts (gathering its data costs the web process). ``client``: who asks (its
        renders in progress are counted); ``director``: the director's documents go first;
        ``at``: when the data was read (now, unless said); ``group``: the documents the
        director waits for together render side by side (``_beside``)."""
        with self._lock:
            made = self._cache.get((key, version))
            if made is not None:
                self._cache.move_to_end((key, version))
                return Answer(READY, made.body, at=made.at)
            self._expire()
            render = self._inflight.get(key)
            if render is not None and director and not render.director and render.started is None:
                render.director = True  # a document a stranger asked for first: now the director's
                heapq.heappush(self._pending, (0, render.size, next(self._order), render))
                self._dispatch()
            if render is None:
                refused = self._refusal(client, director)
                if refused is not None:
                    return self._freshest(key) or refused
                render = _Render(key, version, job() if callable(job) else job, client, director,
                                 time.time() if at is None else at, group)
                self._queue(render)
        body = self._await(render, self.wait if wait is None else wait)
        if isinstance(body, Answer):
            return body
        if body is not None:
            return Answer(READY, body, at=render.at, fresh=render.version == version)
        with self._lock:
            return self._freshest(key) or Answer(WAIT, retry_after=self._estimate(), at=render.at)

    def made_since(self, seen: tuple, since: float) -> Answer | None:
        """The freshest render made of the document ``seen`` names, if its data was read at
        ``since`` or later: what a page that waited for it asks when it reloads."""
        with self._lock:
            made = self._freshest(self._documents.get(seen, ()))
            return made if made is not None and made.at >= since else None

    def known(self, seen: tuple, live: object = None) -> tuple[tuple, object] | None:
        """The document and version that ``seen`` and ``live`` (cheap stamps of what a document
        shows: the versions of its data; ``live``, of what changes while the tables play) were
        gathered into, while that render is cached or in progress; else, while a render of the
        document ``seen`` names is in progress for an earlier ``live``, that render (whoever asks
        gets it, or the freshest made, rather than a gathering that every new hand outruns). A
        request answered from either gathers nothing."""
        with self._lock:
            found = self._seen.get((seen, live))
            if found is not None:
                key, version = found
                render = self._inflight.get(key)
                if (key, version) in self._cache or (render is not None and render.version == version):
                    self._seen.move_to_end((seen, live))
                    return found
                del self._seen[(seen, live)]
            render = self._inflight.get(self._documents.get(seen, ()))
            return (render.key, render.version) if render is not None else None

    def gathered(self, seen: tuple, live: object, key: tuple, version: object) -> None:
        """``seen`` and ``live`` were gathered into the document ``key`` at ``version``."""
        with self._lock:
            self._seen[(seen, live)] = (key, version)
            self._seen.move_to_end((seen, live))
            self._documents[seen] = key
            self._documents.move_to_end(seen)
            while len(self._seen) > SEEN:
                self._seen.popitem(last=False)
            while len(self._documents) > SEEN:
                self._documents.popitem(last=False)

    def refusal(self, seen: tuple, *, client: object, director: bool) -> Answer | None:
        """For a render this client may not start now (asked before gathering it): the freshest
        render made of the document ``seen`` names, else "full"."""
        with self._lock:
            refused = self._refusal(client, director)
            if refused is None:
                return None
            return self._freshest(self._documents.get(seen, ())) or refused

    def _refusal(self, client: object, director: bool) -> Answer | None:
        """Too many renders in progress: anonymous ones in all, or this client's."""
        mine = sum(1 for r in self._inflight.values() if r.client == client and client is not None)
        if mine >= self.per_client:
            return Answer(FULL, retry_after=self._estimate(), reason="client")
        anonymous = sum(1 for r in self._inflight.values() if not r.director)
        if not director and anonymous >= self.queue:
            return Answer(FULL, retry_after=self._estimate(), reason="queue")
        return None

    def _freshest(self, key: tuple) -> Answer | None:
        latest = self._latest.get(key)
        made = self._cache.get((key, latest[0])) if latest else None
        return Answer(READY, made.body, at=made.at, fresh=False) if made else None

    def _queue(self, render: _Render) -> None:
        self._inflight[render.key] = render
        first = (0, render.size) if render.director else (1, 0)
        heapq.heappush(self._pending, (*first, next(self._order), render))
        self._dispatch()

    def _dispatch(self) -> None:
        """Hand queued renders to free workers, the director's first: the pool itself is only
        ever given as many as it has workers, so its own queue never holds one back. At most
        ``lanes`` render at once (on a small machine the hands keep a core), and anonymous ones
        only in those lanes: the director's document takes the worker kept free when anonymous
        ones hold the lanes (a render in progress cannot be stopped without losing its worker).
        The director's documents go shortest first, and a much smaller one starts beside a larger
        one in progress (``_beside``)."""
        while self._pending and len(self._running) < self.workers:
            render = self._pending[0][-1]
            if render.started is not None or render.over:  # moved up for the director: started
                heapq.heappop(self._pending)
                continue
            if render.director and not self._beside(render):
                return
            if not render.director and len(self._running) >= self.lanes:
                return  # the rest are anonymous too: the director's come first in the queue
            heapq.heappop(self._pending)
            render.started = time.monotonic()
            self._running.append(render)
            try:
                self._submit(render.job).add_done_callback(functools.partial(self._finished, render))
            except Exception as error:  # noqa: BLE001 - a pool that cannot start is a failed render
                self._end(render, error=error)

    def _beside(self, render: _Render) -> bool:
        """Whether the director's ``render`` may start: in a lane of its own; beside the
        director's renders in progress when it is much smaller than each of them (the cards
        asked with the pack come while the pack is made; eight packs go one at a time); or
        beside the others of its group (a round's cards and pack, asked together or made
        ahead at its draw: the director waits for both, and one behind the other is the sum of
        two renders, side by side about the larger's)."""
        theirs = [r for r in self._running if r.director]
        if len(theirs) < self.lanes or 2 * render.size <= min(r.size for r in theirs):
            return True
        return render.group is not None and all(r.group == render.group for r in theirs)

    def _finished(self, render: _Render, future: Future) -> None:
        """A render ended: it leaves the queue, and its PDF goes into the cache whether anybody
        still waits for it or not (the queue holds only renders in progress)."""
        with self._lock:
            if future.cancelled():
                self._end(render, error=RuntimeError("cancelled"))
            elif future.exception() is not None:
                self._end(render, error=future.exception())
            else:
                self._end(render, body=future.result())

    def _end(self, render: _Render, *, body: bytes | None = None, error: BaseException | None = None) -> None:
        if render.over:
            return
        render.over = True
        if render in self._running:
            self._running.remove(render)
        if self._inflight.get(render.key) is render:
            del self._inflight[render.key]
        if body is not None:
            self._remember(render, body)
            render.future.set_result(body)
        else:
            render.future.set_exception(error or RuntimeError("failed"))
        self._dispatch()

    def _await(self, render: _Render, wait: float) -> bytes | Answer | None:
        """The render's PDF if it ends within ``wait``; its failure as an answer; else None."""
        if render.future.done():
            return self._outcome(render.future, 0)
        # Only a couple of requests may hold a server thread while waiting: others come back.
        if not self._waiters.acquire(blocking=False):
            return None
        try:
            return self._outcome(render.future, wait)
        finally:
            self._waiters.release()

    @staticmethod
    def _outcome(future: Future, wait: float) -> bytes | Answer | None:
        try:
            return future.result(timeout=wait)
        except FutureTimeout:
            return None
        except Exception as error:  # noqa: BLE001 - a failed render is answered, never raised
            return Answer(FAILED, reason=str(error) or type(error).__name__)

    def _remember(self, render: _Render, body: bytes) -> None:
        self._cache[(render.key, render.version)] = _Made(body, render.at)
        latest = self._latest.get(render.key)
        if latest is None or latest[1] <= render.at:
            self._latest[render.key] = (render.version, render.at)
        while sum(len(m.body) for m in self._cache.values()) > self.cache_bytes and len(self._cache) > 1:
            (key, version), _gone = self._cache.popitem(last=False)
            if self._latest.get(key, (None,))[0] == version:
                del self._latest[key]

    def _estimate(self) -> int:
        return max(1, min(30, 1 + len(self._inflight) // max(1, self.workers)))

    def _expire(self) -> None:
        """Renders past the time limit: stop the workers (a render cannot be interrupted); the
        renders still queued go to the new ones."""
        now = time.monotonic()
        if self._pool is None or not any(now - (r.started or now) > self.limit for r in self._running):
            return
        for process in list(getattr(self._pool, "_processes", {}).values()):
            process.terminate()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
        for render in list(self._running):
            self._end(render, error=TimeoutError("the render took longer than its time limit"))

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


_RENDERER: Renderer | None = None
_RENDERER_LOCK = threading.Lock()


def renderer(config: dict) -> Renderer:
    """The process's renderer (one pool for every app a test suite makes)."""
    global _RENDERER
    with _RENDERER_LOCK:
        if _RENDERER is None:
            _RENDERER = Renderer(workers=config.get("PDF_WORKERS", 2), queue=config.get("PDF_QUEUE", 8),
                                 wait=config.get("PDF_WAIT", 0.5), limit=config.get("PDF_TIME_LIMIT", 60),
                                 per_client=config.get("PDF_PER_CLIENT", 3), lanes=config.get("PDF_LANES"))
        return _RENDERER
