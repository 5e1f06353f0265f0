"""A new line of the log after a click repaints the new line alone, not the log's whole
viewport (ui/whole_rows.py `WholeRowsList.doItemsLayout`: Qt repaints every row after it lays
a list's rows out again, as it does at every row added), and the rows the move marked or no
longer marks; where the log scrolled to show it, the viewport (opaque: it paints its ground
itself, ui/ground.py) scrolls its pixels and repaints the new line and its round edge's
corners. The screen shows there what the log drawn anew shows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QListWidgetItem, QWidget

from sheetdesk.ui.style import LIST_RADIUS_PX

from .screen import stale
from .test_sheet_ground import _play, _settle, registry


class _Painted(QObject):
    """The region `port` paints."""

    def __init__(self, port: QWidget) -> None:
        super().__init__()
        self.port = port
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.port:
            assert isinstance(event, QPaintEvent)
            self.region += event.region()
        return False


def _look(item: QListWidgetItem) -> tuple[object, ...]:
    return (item.text(), item.font().toString(), item.background(), item.foreground())


def test_a_new_log_line_repaints_that_line_alone(window, qtbot):  # type: ignore[no-untyped-def]
    """At each click that adds a line to the log, scrolled to it or not, the log's viewport
    repaints the new lines' rows and those the move marked or no longer marks (and the corners,
    if it scrolled), not the rows above them, and shows what it shows drawn anew."""
    app = QApplication.instance()
    looked_at = [0, 0]  # (the clicks looked at where the log did not scroll, did)
    for entry in registry.GAMES:

        def check(_view, click, game=entry.id) -> None:  # type: ignore[no-untyped-def]
            nonlocal looked_at
            log = window.page("table").log_list
            port, bar = log.viewport(), log.verticalScrollBar()
            before = (log.count(), bar.value(), port.geometry())
            looks = [_look(log.item(row)) for row in range(log.count())]
            painted = _Painted(port)
            app.installEventFilter(painted)
            try:
                click()
                _settle(qtbot, window.controller)
            finally:
                app.removeEventFilter(painted)
            count = log.count()
            if before[0] == 0 or count <= before[0] or port.geometry() != before[2]:
                return  # (the first line, no new one, or the log's viewport resized)
            looked_at[bar.value() != before[1]] += 1
            changed = QRegion()  # (the new rows, those a move marks or no longer marks)
            for row in range(count):
                if row >= before[0] or _look(log.item(row)) != looks[row]:
                    changed += log.visualRect(log.model().index(row, 0))
            end = log.visualRect(log.model().index(count - 1, 0)).bottom() + 1
            changed += QRect(0, end, port.width(), port.height() - end)  # (the ground under them)
            if bar.value() != before[1]:  # (the list's round edge under the corners: anew)
                changed += QRect(0, 0, port.width(), LIST_RADIUS_PX)
                changed += QRect(0, port.height() - LIST_RADIUS_PX, port.width(), LIST_RADIUS_PX)
            assert not painted.region.isEmpty(), game
            assert painted.region.subtracted(changed).isEmpty(), (game, before[0])
            assert stale(window) == [], game  # (the screen shows the window as drawn anew)

        _play(window, qtbot, entry, check, clicks=5)
        window.close_game()
    assert all(looked_at), looked_at
