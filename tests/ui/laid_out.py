"""Waiting for the app laid out as it is shown, by state and never by a set time: every event
posted so far handled (layout requests, the widgets a page replaced deleted), and a window
painted as on a screen until what a test reads of it stays the same. A wait of a set time
passes or fails by how loaded the machine is; these take as long as the work takes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget


def settle() -> None:
    """Every event posted so far handled, and what those post in turn (six rounds: a layout
    request answered posts the next widget's, a page replaced posts its old widgets' delete)."""
    app = QApplication.instance()
    for _ in range(6):
        QCoreApplication.sendPostedEvents()
        # what the event loop deletes when control returns to it (widgets a page replaced)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()  # type: ignore[union-attr]


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
