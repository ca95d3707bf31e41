"""PDFs rendered in worker processes, with a bounded queue, a time limit and a cache.

A request asks ``Renderer.get(key, job)``: the cached bytes if this very document (its key
names what it shows: game version, tournament state, round, language) was made before; else
the job is queued for a worker process and the request waits a short, bounded time. Not ready
by then: "wait" (the view answers 202 with Retry-After); the queue full: "full" (503 with
Retry-After). A render past the time limit is stopped (its workers are replaced) and answered
"failed". The threads that serve hands never render, and never wait long.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass

READY, WAIT, FULL, FAILED = "ready", "wait", "full", "failed"


@dataclass(frozen=True)
class Answer:
    state: str
    body: bytes = b""
    retry_after: int = 0
    reason: str = ""


def run(job: tuple) -> bytes:
    """In the worker: ``(module, function, kwargs)`` of a render function, called."""
    import importlib
    module, function, kwargs = job
    return getattr(importlib.import_module(module), function)(**kwargs)


def _start_worker(server: int) -> None:
    """Workers run at a lower priority: on a small machine a hand entry comes first. A worker
    whose server is gone (stopped, killed) ends too, rather than idle on forever; ``server`` is
    its pid as the server said it (the server may be gone before the worker has started)."""
    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass
    threading.Thread(target=_end_with_the_server, args=(server,), daemon=True).start()


def _end_with_the_server(server: int, *, every: float = 1.0) -> None:
    while os.getppid() == server:
        time.sleep(every)
    os._exit(0)  # the server that started this worker has ended: nobody will ask it for a PDF


class Renderer:
    def __init__(self, *, workers: int = 1, queue: int = 8, wait: float = 0.5, limit: float = 60,
                 cache_bytes: int = 64 * 1024 * 1024, waiters: int = 1) -> None:
        self.workers, self.queue, self.wait, self.limit = workers, queue, wait, limit
        self.cache_bytes = cache_bytes
        self._cache: OrderedDict[tuple, bytes] = OrderedDict()
        self._inflight: dict[tuple, tuple[Future, float]] = {}
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
        """Start the workers and load WeasyPrint in them before the first sheet is asked for."""
        self._executor().submit(run, ("scorekeeper.web.pdf.press", "warm", {}))

    def get(self, key: tuple, job, *, wait: float | None = None) -> Answer:
        """``job``: ``(module, function, kwargs)``, or a callable making it, called only when the
        document is neither cached nor being made (gathering its data costs the web process)."""
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return Answer(READY, self._cache[key])
            self._expire()
            found = self._inflight.get(key)
            if found is None:
                if len(self._inflight) >= self.queue:
                    return Answer(FULL, retry_after=self._estimate(), reason="queue")
                future = self._submit(job() if callable(job) else job)
                found = (future, time.monotonic())
                self._inflight[key] = found
                future.add_done_callback(lambda done: self._finished(key, done))
        return self._await(key, found[0], self.wait if wait is None else wait)

    def _finished(self, key: tuple, future: Future) -> None:
        """A render ended: it leaves the queue, and its PDF goes into the cache whether anybody
        still waits for it or not (the queue holds only renders in progress)."""
        with self._lock:
            found = self._inflight.get(key)
            if found is not None and found[0] is future:
                del self._inflight[key]
            if not future.cancelled() and future.exception() is None:
                self._remember(key, future.result())

    def _await(self, key: tuple, future: Future, wait: float) -> Answer:
        # Only a couple of requests may hold a server thread while waiting: others come back.
        if not self._waiters.acquire(blocking=False):
            return Answer(WAIT, retry_after=self._estimate())
        try:
            body = future.result(timeout=wait)
        except FutureTimeout:
            return Answer(WAIT, retry_after=self._estimate())
        except Exception as error:  # noqa: BLE001 - a failed render is answered, never raised
            with self._lock:
                self._inflight.pop(key, None)
            return Answer(FAILED, reason=str(error) or type(error).__name__)
        finally:
            self._waiters.release()
        with self._lock:
            self._inflight.pop(key, None)
            self._remember(key, body)
        return Answer(READY, body)

    def _remember(self, key: tuple, body: bytes) -> None:
        self._cache[key] = body
        while sum(len(b) for b in self._cache.values()) > self.cache_bytes and len(self._cache) > 1:
            self._cache.popitem(last=False)

    def _estimate(self) -> int:
        return max(1, min(30, 1 + len(self._inflight) // max(1, self.workers)))

    def _expire(self) -> None:
        """Renders past the time limit: stop the workers (a render cannot be interrupted)."""
        now = time.monotonic()
        late = [k for k, (f, at) in self._inflight.items() if not f.done() and now - at > self.limit]
        if not late or self._pool is None:
            return
        for process in list(getattr(self._pool, "_processes", {}).values()):
            process.terminate()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
        self._inflight.clear()

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
            _RENDERER = Renderer(workers=config.get("PDF_WORKERS", 1), queue=config.get("PDF_QUEUE", 8),
                                 wait=config.get("PDF_WAIT", 0.5), limit=config.get("PDF_TIME_LIMIT", 60))
        return _RENDERER
