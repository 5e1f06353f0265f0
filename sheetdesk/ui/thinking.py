"""Thinking off the GUI thread: a computer player's search, or a hint, runs on a worker thread of
a small QThreadPool while the window stays responsive.

One `Thinker` runs one job at a time. A job is a function of a cancel flag (a threading.Event the
search checks before each sampled game); its result comes back on the GUI thread through `done`.
Starting another job or calling `cancel()` sets the running job's flag, and whatever it returns
after that is dropped: a late result never reaches the game. `close()` cancels and waits for the
worker to return (the search stops within one playout), so no thread outlives the game.

The result travels through a small relay object owned by the job itself, not by the Thinker: a
worker that finishes after the Thinker is gone emits into a live object whose connection Qt has
already removed. The thread pool is one for the app and lives as long as it: a pool that belongs
to a Thinker would, when deleted with its game, wait without limit for a worker still running.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

CLOSE_WAIT_MS = 3000  # the longest close() waits for a cancelled search to return
_POOL: QThreadPool | None = None


def pool() -> QThreadPool:
    """The computer players' worker thread (one: a search at a time, the GUI keeps the other
    core of a 2-core laptop)."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
    return _POOL


class _Relay(QObject):
    finished = Signal(int, object, object)  # job, result, error


class Thinker(QObject):
    done = Signal(int, object)  # job, result (only for the job still wanted)
    failed = Signal(int, object)  # job, the exception it raised

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = pool()
        self._job = 0
        self._flag: threading.Event | None = None
        self._relays: set[_Relay] = set()

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
        relay = _Relay()
        relay.finished.connect(self._finished)
        self._relays.add(relay)

        def run() -> None:
            result: Any = None
            error: BaseException | None = None
            try:
                result = work(flag)
            except Exception as exc:  # reported on the GUI thread (`failed`)
                error = exc
            with contextlib.suppress(RuntimeError):  # the app is going away
                relay.finished.emit(job, result, error)

        self.pool.start(run)
        return job

    def _finished(self, job: int, result: Any, error: Any) -> None:
        relay = self.sender()
        self._relays.discard(relay)  # type: ignore[arg-type]
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
