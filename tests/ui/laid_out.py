"""Waiting for the app laid out as it is shown, by state and never by a set time: every event
posted so far handled (layout requests, the widgets a page replaced deleted), the app's own
timers that finish showing a page fired, and a window painted as on a screen until what a test
reads of it stays the same. A wait of a set time passes or fails by how loaded the machine is;
these take as long as the work takes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget

from sheetdesk.ui.controller import Controller

TIMER_ROUNDS = 200
"""How many of the app's timers `settle` sees fire before it gives up (the start page's
pictures are drawn one a turn, each on a timer)."""


def settle() -> None:
    """Every event posted so far handled, and what those post in turn; then, while a shown
    window has one of the app's timers that finish a page waiting (`pending_timers`: the start
    page fills its players in after its paint), until it fires, and all that again."""
    for _ in range(TIMER_ROUNDS):
        _handle_posted()
        if not pending_timers():
            return
        # (returns once something happened: a timer's time come is an event)
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    raise AssertionError(f"the app's timers went on past {TIMER_ROUNDS}: {pending_timers()}")


def _handle_posted() -> None:
    """Six rounds: a layout request answered posts the next widget's, a page replaced posts its
    old widgets' delete."""
    app = QApplication.instance()
    for _ in range(6):
        QCoreApplication.sendPostedEvents()
        # what the event loop deletes when control returns to it (widgets a page replaced)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()  # type: ignore[union-attr]


def pending_timers() -> list[str]:
    """The single-shot timers of shown windows still to fire: work that finishes what a page
    shows, a moment after it is shown or painted (the start page's players and pictures, the
    window's work after a repaint). Not a repeating timer (an animation, a replay playing: they
    go on by design); not the play's (a computer's move waits its time, or as long as a test
    says: `Controller`), nor the status line's, which takes a message away once the family had
    the time to read it."""
    return [
        f"{type(timer.parent()).__name__} {timer.interval()} ms"
        for window in QApplication.topLevelWidgets()
        if window.isVisible()
        for timer in window.findChildren(QTimer)
        if timer.isActive() and timer.isSingleShot() and not _left_to_run(timer)
    ]


def _left_to_run(timer: QObject) -> bool:
    owner = timer.parent()
    while owner is not None:
        if isinstance(owner, QStatusBar | Controller):
            return True
        owner = owner.parent()
    return False


def laid_out(window: QWidget, state: Callable[[], object], passes: int = 10) -> object:
    """`window` painted (grabbed, as a screen paints it) and settled until `state()` reads the
    same two passes running: what a paint lays out (a label's height for its width, a part
    hidden for the room it had) posts a layout a pass later. Returns the state; fails when the
    window is still laid out anew after `passes` passes."""
    shown: list[object] = []
    for _ in range(passes):
        window.grab()
        settle()
        shown.append(state())
        if len(shown) > 1 and shown[-1] == shown[-2]:
            return shown[-1]
    raise AssertionError(f"the window was still laid out anew after {passes} passes: {shown[-3:]}")
