"""The screen check of the tests (tests/ui/screen.py) sees a viewport left stale: a sheet's
view whose scene changed a picture without telling it, and a list's viewport whose updates were
left turned off, are named as they show their old pixels; a repaint of the window, which the
checks compared with before, does not reach them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QStackedWidget,
    QWidget,
)

from sheetdesk.ui.ground import lie_on_ground
from sheetdesk.ui.whole_rows import WholeRowsList

from .screen import drawn_anew, shown, stale


class _Box(QGraphicsItem):
    """A box whose colour changes without a word to its scene (a fault planted)."""

    def __init__(self) -> None:
        super().__init__()
        self.colour = QColor("#3060c0")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 80, 60)

    def paint(self, painter: QPainter, *_: object) -> None:
        painter.fillRect(self.boundingRect(), self.colour)


def _window(qtbot) -> tuple[QWidget, QGraphicsView, WholeRowsList, QStackedWidget]:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    layout = QHBoxLayout(window)
    scene = QGraphicsScene(window)
    scene.addItem(_Box())
    view = QGraphicsView(scene)
    view.setObjectName("sheet")
    view.setBackgroundBrush(QColor("#ffffff"))  # (every pixel painted: its viewport opaque)
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
    stack = QStackedWidget()
    log = WholeRowsList()  # (the app's log: opaque, it paints the ground under its rows)
    log.setObjectName("log")
    lie_on_ground(log.viewport())
    log.addItems([f"line {n}" for n in range(6)])
    stack.addWidget(log)
    stack.addWidget(QWidget())
    layout.addWidget(view)
    layout.addWidget(stack)
    window.resize(400, 240)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)
    return window, view, log, stack


def test_a_sheet_view_not_told_of_a_change_is_named(qtbot):  # type: ignore[no-untyped-def]
    """A box that changed its colour unseen by the view: the screen shows the old colour; a
    repaint of the window leaves it there, the check names the view's viewport."""
    window, view, _log, _stack = _window(qtbot)
    assert stale(window) == []
    box = view.scene().items()[0]
    box.colour = QColor("#c03030")
    before = shown(window)
    window.repaint()
    assert shown(window) == before  # (the window's repaint did not reach the viewport)
    found = stale(window)
    assert [f.widget for f in found] == ["QGraphicsView#sheet viewport"], found
    corner = view.viewport().mapTo(window, view.viewport().rect().topLeft())
    assert found[0].box[:2] >= (corner.x(), corner.y())
    assert stale(window) == []  # (drawn anew: the screen now shows the new colour)


def test_a_viewport_left_with_its_updates_off_is_named(qtbot):  # type: ignore[no-untyped-def]
    """A list's viewport whose updates were turned off by its own choice and on by the
    attribute alone (the log's fault found before) is turned off again for good when its stack
    shows another page and it again: a new line never reaches the screen. A repaint of the
    window shows nothing new; the check names the viewport, its updates off."""
    window, _view, log, stack = _window(qtbot)
    port = log.viewport()
    port.setUpdatesEnabled(False)
    port.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
    stack.setCurrentIndex(1)
    stack.setCurrentIndex(0)
    log.item(0).setText("a line changed")
    qtbot.wait(20)
    before = shown(window)
    window.repaint()
    assert shown(window) == before
    found = stale(window)
    assert [(f.widget, f.off) for f in found] == [("WholeRowsList#log viewport", True)], found
    corner = port.mapTo(window, port.rect().topLeft())
    assert found[0].box == (corner.x(), corner.y(), port.width(), port.height())


def test_a_window_drawn_anew_repaints_every_viewport(qtbot):  # type: ignore[no-untyped-def]
    """The window's repaint sends an opaque viewport no paint (the log's): it is repainted on
    its own."""
    window, _view, log, _stack = _window(qtbot)
    missed = drawn_anew(window)
    assert log.viewport() in missed, missed
