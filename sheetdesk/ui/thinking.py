"""Thinking off the GUI thread: a computer player's search, or a hint, runs on a worker thread of
a small QThreadPool while the window stays responsive.

One `Thinker` runs one job at a time. A job is a function of a cancel flag (a threading.Event the
search checks before each sampled game); its result comes back on the GUI thread through `done`.
Starting another job or calling `cancel()` sets the running job's flag, and whatever it returns
after that is dropped: a late result never reaches the game. `close()` cancels and waits for the
worker to return (the search stops within one playout), so no thread outlives the game.

The result travels through one relay object that lives as long as the app, on the window's thread,
and hands it to the Thinker that asked (if it is still there): a worker thread never holds the last
reference to a Qt object (it would be destroyed on the wrong thread) and never emits into one that
may be going away. The thread pool too is one for the app: a pool that belongs to a Thinker would,
when deleted with its game, wait without limit for a worker still running. No cycle collection
runs while a job does (`collector`): it would run on the worker.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal, Slot

from . import collector

CLOSE_WAIT_MS = 3000  # the longest close() waits for a cancelled search to return
_POOL: QThreadPool | None = None
_RELAY: _Relay | None = None


def pool() -> QThreadPool:
    """The computer players' worker thread (one: a search at a time, the GUI keeps the other
    core of a 2-core laptop)."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


class _Relay(QObject):
    """Carries a job's result from the worker thread to its Thinker, on the window's thread."""

    # the Thinker (a weak reference to it), the job, its result, the error it raised
    finished = Signal(object, int, object, object)

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        # (queued: the relay lives on the window's thread, the signal comes from the worker's)
        self.finished.connect(self._deliver)

    @Slot(object, int, object, object)
    def _deliver(self, thinker: Any, job: int, result: Any, error: Any) -> None:
        collector.resume()  # (the job is over: see Thinker.start)
        target = thinker()
        if target is not None and shiboken6.isValid(target):  # (not gone with its game)
            target.deliver(job, result, error)


def relay() -> _Relay:
    global _RELAY
    if _RELAY is None or not shiboken6.isValid(_RELAY):
        _RELAY = _Relay(QCoreApplication.instance())
    return _RELAY


class Thinker(QObject):
    done = Signal(int, object)  # job, result (only for the job still wanted)
    failed = Signal(int, object)  # job, the exception it raised

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = pool()
        self.relay = relay()
        self._job = 0
        self._flag: threading.Event | None = None

    @property
    def busy(self) -> bool:
        """A job is running whose result is still wanted."""
        return self._flag is not None

    @property
    def job(self) -> int:
        return self._job

    def start(self, work: Callable[[threading.Event], Any]) -> int:
        """Run `work(cancel_flag)` on the worker thread (cancelling a job still running); the
        job's number comes back with its result in `done`."""
        self.cancel()
        self._job += 1
        job = self._job
        flag = self._flag = threading.Event()
        finished, me = self.relay.finished, weakref.ref(self)
        collector.suspend()  # (no cycle collection while the job runs: see collector)

        def run() -> None:
            result: Any = None
            error: BaseException | None = None
            try:
                result = work(flag)
            except Exception as exc:  # reported on the GUI thread (`failed`)
                error = exc
            finished.emit(me, job, result, error)

        self.pool.start(run)
        return job

    def deliver(self, job: int, result: Any, error: Any) -> None:
        """A job's end, brought to the window's thread (by the relay): told on as `done` or
        `failed` if it is still the job wanted."""
        flag = self._flag
        if job != self._job or flag is None or flag.is_set():
            return  # cancelled, or a newer job is running: too late
        self._flag = None
        if error is not None:
            self.failed.emit(job, error)
        else:
            self.done.emit(job, result)

    def cancel(self) -> None:
        """Stop the running job; its result, whenever it comes, is ignored."""
        if self._flag is not None:
            self._flag.set()
            self._flag = None

    def close(self) -> None:
        """Cancel and wait for the worker to return."""
        self.cancel()
        self.pool.waitForDone(CLOSE_WAIT_MS)
