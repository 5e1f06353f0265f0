"""Python's cycle collection never on a thread of the app's own, only on the window's thread.

CPython collects reference cycles in whichever thread happens to cross its allocation threshold.
A computer player's search on the worker thread allocates a great deal, and so can the players'
list thread and the sound thread: a collection started there destroys every Qt object caught in a
cycle (a closed page's widgets, a finished dialog, a timer) off the window's thread, while the
window's thread may be painting or delivering an event to it, and the app crashes.

Two ways, by how long the other thread runs Python:
- a job (a search, a reading of the players' list) is bracketed on the window's thread:
  `suspend()` before it starts turns automatic collection off, `resume()` once its result is
  back turns it on again (the jobs are short; collection goes on as Python's own between them);
- a thread that runs Python for as long as the app (the sound device's mixer) gets `install()`:
  automatic collection stays off and a timer on the window's thread collects each generation
  when Python itself would have (its thresholds, read from `gc`), at most a second late.
`freeze()` leaves what the app made while it started out of every later full collection.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 1000  # how late a due collection may come

_timer: QTimer | None = None
_jobs = 0  # jobs of other threads running Python now (between suspend and resume)


def suspend() -> None:
    """A job is about to run Python on another thread: no automatic collection until it is back
    (called on the window's thread)."""
    global _jobs
    _jobs += 1
    gc.disable()


def resume() -> None:
    """A job's result is back on the window's thread: automatic collection again once no job
    runs (and no timer collects instead)."""
    global _jobs
    _jobs = max(0, _jobs - 1)
    if _jobs == 0 and _timer is None:
        gc.enable()


def install() -> None:
    """Collect on the window's thread from now on (once per app; nothing without a Qt app, or
    when called off the window's thread, where a timer cannot be made)."""
    global _timer
    app = QCoreApplication.instance()
    if (
        _timer is not None
        or app is None
        or threading.current_thread() is not threading.main_thread()
    ):
        return
    _timer = QTimer(app)
    _timer.setObjectName("cycle_collector")
    _timer.setInterval(INTERVAL_MS)
    _timer.timeout.connect(collect_due)
    _timer.destroyed.connect(_forget)
    gc.disable()
    _timer.start()


def installed() -> bool:
    return _timer is not None


def _forget(_: QObject | None = None) -> None:
    """The app is gone with its timer: collection goes back to Python."""
    global _timer
    _timer = None
    if _jobs == 0:
        gc.enable()


def collect_due() -> int:
    """Collect the generations whose counts passed their thresholds, the oldest one due and all
    younger (as automatic collection would); the generation collected, or -1 for none."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    if due >= 0:
        gc.collect(due)
    return due


def freeze() -> None:
    """Leave what exists now out of every later collection (the app's start-up: its modules,
    classes and the window are never garbage)."""
    gc.freeze()
