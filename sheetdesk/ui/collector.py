"""Python's cycle collection, on the window's thread only.

CPython collects reference cycles in whichever thread happens to cross its allocation threshold.
A computer player's search on the worker thread allocates a great deal, and so can the players'
list thread and the sound thread: a collection started there destroys every Qt object caught in a
cycle (a closed page's widgets, a finished dialog, a timer) off the window's thread, while the
window's thread may be painting or delivering an event to it, and the app crashes.

So once any thread of the app's own starts, `install()` turns automatic collection off and a timer
on the window's thread collects instead, each generation when CPython itself would have (its
thresholds, read from `gc`), at most a second late. `freeze()` moves everything made while the app
started into the generation that is never scanned, so that the later full collections (tens of
milliseconds each with Qt's wrappers in the heap) scan only what the family's play made.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 1000  # how late a due collection may come

_timer: QTimer | None = None


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
