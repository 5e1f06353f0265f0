"""Work done once after a burst of change events (`AfterChanges`).

Setting the app's font and style sheet (Larger text turned on or off) sends a widget several
font changes, its font passing through sizes on the way to the last: work done at each, such as
laying a table out anew, was done that many times for the last one's result. `request()` at
each change posts one event, dealt with once the changes queued with it are (the layouts they
ask for first), before the paint they asked for, which Qt posts at a lower priority.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject

_TYPE = QEvent.Type(QEvent.registerEventType())


class AfterChanges(QObject):
    """Calls `work` once after any number of `request()`s made before the event loop turns."""

    def __init__(self, parent: QObject, work: Callable[[], None]) -> None:
        super().__init__(parent)
        self._work = work
        self._posted = False

    def request(self) -> None:
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(_TYPE))

    def event(self, event: QEvent) -> bool:
        if event.type() == _TYPE:
            self._posted = False
            self._work()
            return True
        return super().event(event)
