"""sheetkit's LeastScaleArea: a sheet in a window too small for its least scale keeps that scale
and scrolls, and what the keyboard or the wheel reaches comes into sight (the layout audit sees
the sheet's texts at 9 pt, not whether a family can reach the part scrolled away)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sheetdesk.ui.sheetkit import CellSpec, FittingView, LeastScaleArea, SheetLayout, SheetScene

LEAST = 1.0


def _sheet(rows: int, cols: int) -> SheetLayout:
    cells = tuple(
        CellSpec(f"r{r}c{c}", (10 + c * 50, 10 + r * 50, 44, 44), label=str(r * cols + c))
        for r in range(rows)
        for c in range(cols)
    )
    return SheetLayout(20 + cols * 50, 20 + rows * 50, cells)


def _shown_small(qtbot):  # type: ignore[no-untyped-def]
    """A sheet of 6x8 cells (420x320 units) in an area of 200x150 px, least 1 px a unit."""
    scene = SheetScene(_sheet(6, 8))
    view = FittingView(scene)
    view.keep_legible(LEAST)
    area = LeastScaleArea(view)
    qtbot.addWidget(area)
    area.resize(200, 150)
    area.show()
    qtbot.waitExposed(area)
    return scene, view, area


def _in_sight(area: LeastScaleArea, scene: SheetScene, item_id: str) -> bool:
    view = area.view
    box = view.mapFromScene(scene.cells[item_id].sceneBoundingRect()).boundingRect()
    seen = QRect(view.mapTo(area.viewport(), box.topLeft()), box.size())
    return area.viewport().rect().contains(seen)


def test_a_sheet_too_big_for_its_room_keeps_its_least_scale_and_scrolls(qtbot):
    _scene, view, area = _shown_small(qtbot)
    assert view.scale_factor() >= LEAST - 1e-6
    assert area.scrolls()
    assert all(bar.maximum() > 0 for bar in (area.verticalScrollBar(), area.horizontalScrollBar()))
    area.resize(600, 500)  # room enough: the sheet is fitted as ever, larger, nothing scrolls
    qtbot.waitUntil(lambda: not area.scrolls())
    assert view.scale_factor() > LEAST


def test_the_cell_the_keys_reach_is_scrolled_into_sight(qtbot):
    scene, view, area = _shown_small(qtbot)
    first = view.mapFromScene(scene.cells["r0c0"].sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first)  # (the view's focus)
    assert scene.focus_id == "r0c0"
    for _ in range(7):
        QTest.keyClick(view, Qt.Key.Key_Right)
    for _ in range(5):
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert scene.focus_id == "r5c7"
    assert _in_sight(area, scene, "r5c7")
    for _ in range(7):
        QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.focus_id == "r5c0" and _in_sight(area, scene, "r5c0")


def test_the_wheel_over_the_sheet_scrolls_it(qtbot):
    _scene, view, area = _shown_small(qtbot)
    bar = area.verticalScrollBar()
    assert bar.value() == 0
    where = QPointF(view.viewport().rect().center())
    wheel = QWheelEvent(
        where,
        QPointF(view.viewport().mapToGlobal(where.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert bar.value() > 0


def _row_in_area(area: LeastScaleArea, scene: SheetScene, row: int) -> tuple[float, float]:
    """Where a row of the sheet's cells lies in the area's viewport: (top, bottom) in pixels."""
    cell = scene.cells[f"r{row}c0"]
    box = area.view.viewportTransform().mapRect(cell.mapRectToScene(cell.rect()))
    down = area.view.viewport().mapTo(area.viewport(), QPoint(0, 0)).y()
    return box.top() + down, box.bottom() + down


def _rows_through_the_end(area: LeastScaleArea, scene: SheetScene) -> list[str]:
    """The sheet's rows of cells the area's viewport ends through (shown in part at its bottom)."""
    end = area.viewport().height()
    cut = []
    for row in range(6):
        top, bottom = _row_in_area(area, scene, row)
        if 0 < top < end < bottom - 0.5:
            cut.append(f"row {row}: {top}..{bottom}, the view ending at {end}")
    return cut


def test_a_sheet_that_scrolls_ends_at_a_whole_row_at_every_scroll(qtbot):
    """Its viewport ends where the first row not wholly in sight begins (the room under it left
    empty, the scroll bar as high as ever), as it opens, scrolled by the wheel's step or by any
    amount, and at the sheet's end, its last row whole."""
    scene, _view, area = _shown_small(qtbot)
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    for value in (0, bar.singleStep(), 7, 31, bar.maximum()):
        bar.setValue(value)
        assert _rows_through_the_end(area, scene) == [], value
        assert bar.height() >= area.viewport().height()
    bar.setValue(bar.maximum())
    assert _row_in_area(area, scene, 5)[1] <= area.viewport().height() + 0.5
    area.resize(200, 163)  # (another height: the end follows it)
    qtbot.waitUntil(lambda: area.viewport().height() > 0)
    bar.setValue(0)
    assert _rows_through_the_end(area, scene) == []
