"""Python's cycle collection only on the window's thread, and there only where no event is being
delivered: from the window's event loop itself, never inside a handler.

CPython collects reference cycles in whichever thread happens to cross its allocation threshold,
at whichever allocation crosses it. A collection destroys every Qt object caught in a cycle (a
closed page's widgets, a finished dialog, a printed document's tables, a timer) there and then:
- on a thread of the app's own: a computer player's search on the worker thread allocates a
  great deal, and so can the players' list thread and the sound thread; the window's thread may
  be painting or delivering an event to what is destroyed;
- on the window's thread inside a Python handler of a Qt event, the object the event is being
  delivered to among them (its last reference dropped by the handler, or by an earlier one): Qt
  goes on delivering to freed memory, and the app crashes (as printing did, a language installed
  for the next print collecting the last print's tables).

So the window `install()`s a timer: automatic collection stays off, and the timer collects each
generation when Python itself would have (its thresholds, read from `gc`), at most a second
late, from the event loop. Not while a modal dialog or a menu runs its own event loop: that loop
runs inside the handler that opened it, and the collection waits until it is closed.
Jobs of other threads are bracketed on the window's thread as well: `suspend()` before one
starts turns automatic collection off, `resume()` once its result is back turns it on again
unless the timer collects (where there is no window, as in the commands that run without one).
`freeze()` leaves what the app made while it started out of every later full collection.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication

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
    younger (as automatic collection would); the generation collected, or -1 for none (none
    due, or a modal dialog or a menu running its event loop inside a handler: at the next
    tick after it closed)."""
    if in_a_handler():
        return -1
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    if due >= 0:
        gc.collect(due)
    return due


def in_a_handler() -> bool:
    """Whether an event loop of a modal dialog or a menu runs now: it was started inside the
    handler of an event (a click, a key, a menu's action), which goes on once it ends."""
    return (
        QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None
    )


def freeze() -> None:
    """Leave what exists now out of every later collection (the app's start-up: its modules,
    classes and the window are never garbage)."""
    gc.freeze()
