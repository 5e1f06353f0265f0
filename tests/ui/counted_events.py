"""A count of the events of one kind a widget is sent (an event filter installed on it), for
tests that say how often Qt was asked for something: a layout, a font."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class EventCount(QObject):
    """Counts the events of `kind` the objects it is installed on are sent; lets them through."""

    def __init__(self, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.count += 1
        return False
