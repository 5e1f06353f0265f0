"""The hint's badge on a sheet shown small, where its words at 9 pt are about as high as a box:
it lies on no number of the boxes around the place it marks, nor on the place's own, and the
keyboard's focus ring is drawn under it, not across its words."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QWidget

from sheetdesk.ui.sheetkit import FittingView, HintMarker, SheetScene
from tests.ui.audit import audit
from tests.ui.test_sheetkit import grid_layout


def _hint_on(qtbot, width: int, height: int, target: str):  # type: ignore[no-untyped-def]
    """A grid of numbered boxes in a view `width`×`height` on a page, the keyboard on
    `target` and the hint marking it."""
    scene = SheetScene(grid_layout(rows=4, cols=5))
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(width + 20, height + 20)
    view = FittingView(scene)
    view.setParent(page)
    view.setGeometry(10, 10, width, height)
    with qtbot.waitExposed(page):
        page.show()
    with qtbot.waitActive(page):
        page.activateWindow()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    row, column = target.removeprefix("r").split("c")
    scene.set_focus_cell(f"r{row}c{int(column) - 1}")
    QTest.keyClick(view, Qt.Key.Key_Right)  # (the keyboard moved onto it: its ring shown)
    assert scene.focus_id == target
    cell = scene.cell(target)
    marker = HintMarker(cell.mapToScene(cell.rect()).boundingRect(), "Hint")
    scene.addItem(marker)
    return scene, page, marker


def test_the_badge_finds_the_gap_between_two_rows_of_numbers(qtbot):
    """A box in the middle of a grid of numbered boxes, the sheet drawn at about 0.55 a unit:
    every place beside the outline would hide a number, but between the row above and the
    box's own number there is room; the layout audit finds the badge on no number."""
    _scene, page, marker = _hint_on(qtbot, 160, 130, "r2c2")
    view = page.findChild(FittingView)
    assert 0.5 < view.scale_factor() < 0.6, view.scale_factor()
    found = [p for p in audit(page, QSize(2000, 2000)) if "Hint" in p]
    assert not found, (found, marker.badge)


def test_the_focus_ring_is_drawn_under_the_badge(qtbot):
    """The place marked has the keyboard's focus ring, which the hint draws again over its
    outline: the badge, painted after it, keeps its words whole."""
    from PySide6.QtGui import QImage, QPainter

    scene, _page, marker = _hint_on(qtbot, 160, 130, "r2c2")
    cell = scene.cell("r2c2")
    assert cell.focused
    order: list[str] = []

    class Spy(QPainter):
        def drawRoundedRect(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            order.append("badge")
            return super().drawRoundedRect(*args, **kwargs)

    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = Spy(image)
    original = cell.paint_focus
    cell.paint_focus = lambda p: (order.append("ring"), original(p))  # type: ignore[method-assign]
    marker.paint(painter, None)
    painter.end()
    assert order.index("ring") < order.index("badge"), order


def test_the_badge_s_places_are_each_looked_at_once(qtbot, monkeypatch):
    """Settling the badge where every place beside the outline hides a number (the gap between
    two rows is found by comparing what shows in the boxes): each place's cost is worked out
    once, both ways at once, not once to choose, again to see whether it hides something and a
    third time to compare what shows (the scene asked what lies under each place once)."""
    _scene, page, marker = _hint_on(qtbot, 160, 130, "r2c2")
    view = page.findChild(FittingView)
    assert 0.5 < view.scale_factor() < 0.6, view.scale_factor()
    places = marker.badge_places(marker.badge.width(), marker.badge.height())
    assert all(marker.hides(place) for place in places)  # (so the gaps are looked for too)
    asked: list[tuple[float, float, float, float]] = []

    def items(self, *args):  # type: ignore[no-untyped-def]
        if len(args) == 1 and isinstance(args[0], QRectF):
            asked.append(args[0].getRect())
        return QGraphicsScene.items(self, *args)

    monkeypatch.setattr(SheetScene, "items", items)
    marker.settle()
    assert {place.getRect() for place in places} <= set(asked)
    assert len(set(asked)) > len(places)  # (and the places between the rows' numbers)
    assert sorted(asked) == sorted(set(asked)), [r for r in set(asked) if asked.count(r) > 1]
