"""A whole-rows table scrolled to its end (`whole_rows._at_the_end`): it begins at a whole row
there, the room left below its last row, and that room is never a row's: made taller at its
end, the rows above come into sight, and once every row fits its scroll bar goes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QTableWidgetItem

from sheetdesk.ui.whole_lines import room
from sheetdesk.ui.whole_rows import WholeRowsTable
from tests.ui.laid_out import settle

ROWS = 12


def _shown(table: Any) -> list[tuple[int, int, int]]:
    """The rows any of which is in sight, as (row, top, bottom) in the viewport's pixels."""
    height = table.viewport().height()
    spans = [(row, table.rowViewportPosition(row)) for row in range(table.rowCount())]
    spans = [(row, top, top + table.rowHeight(row)) for row, top in spans]
    return [(row, top, end) for row, top, end in spans if end > 0 and top < height]


def test_a_table_at_its_end_begins_at_a_whole_row_and_leaves_no_rows_room_below(qtbot):  # type: ignore[no-untyped-def]
    table = WholeRowsTable(ROWS, 1)
    for row in range(ROWS):
        table.setItem(row, 0, QTableWidgetItem(f"Player {row + 1}"))
    table.verticalHeader().hide()
    qtbot.addWidget(table)
    table.resize(200, 300)
    table.show()
    qtbot.waitExposed(table)
    step = table.rowHeight(0)
    frame = table.height() - room(table)
    table.resize(200, frame + round(step * 3.5))
    settle()
    # scrolled to its end by the wheel, as a family would (a page at most a turn)
    port = table.viewport()
    bar = table.verticalScrollBar()
    for _turn in range(ROWS):
        wheel = QWheelEvent(
            QPointF(port.rect().center()), QPointF(port.mapToGlobal(QPoint(1, 1))),
            QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(port, wheel)
        settle()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    # made taller a row at a time from there, up to the height of every row: at each, the end
    # in sight from a whole row, with less than a row's room under it (an end's room kept, Qt
    # counted the rows that fit in the shorter viewport it left, and the table showed its last
    # rows and a scroll bar in room for all of them)
    for rows in range(3, ROWS + 1):
        table.resize(200, frame + step * rows + step // 2 * (rows < ROWS))
        settle()
        shown = _shown(table)
        assert bar.value() == bar.maximum(), rows
        assert shown[-1][0] == ROWS - 1, (rows, shown)
        assert shown[0][1] == 0, (rows, shown)  # (the first row in sight whole)
        assert room(table) - shown[-1][2] < step, (rows, shown, room(table))
    assert bar.maximum() == 0 and not bar.isVisible()
    assert len(_shown(table)) == ROWS
