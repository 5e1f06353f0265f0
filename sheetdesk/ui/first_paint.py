"""Telling once when a widget has painted for the first time: the main window's first paint
(what waits for it: the saves folder read) and the hand-over page's (the table built right
after it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Tells once when the widget has painted for the first time (on the next turn of the event
    loop, when everything painted with it is done)."""

    painted = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._done = False
        window.installEventFilter(self)

    @property
    def done(self) -> bool:
        return self._done

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            watched.removeEventFilter(self)
            # (with self as the context: no report if the watch is deleted before it is due)
            QTimer.singleShot(0, self, self.painted.emit)
        return False
