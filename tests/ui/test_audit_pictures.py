"""An item that makes a picture on a painter of its own while it paints (the last move's ring,
drawn once at the view's scale, then copied each frame) draws lines in that picture's
coordinates, not the screen's: the layout audit does not take them for lines on the screen
(a caption far from the picture was found lying on the ring's outline), nor the picture
copied onto the screen for lines."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QWidget

from sheetdesk.ui.sheetkit import FittingView, SheetLayout, SheetScene
from sheetdesk.ui.sheetkit.text import draw_text, font_for
from tests.ui.audit import audit


class _Ring(QGraphicsItem):
    """A ring round (300, 100)-(340, 140), drawn on a picture of its own first."""

    def boundingRect(self) -> QRectF:
        return QRectF(290, 90, 60, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        picture = QPixmap(60, 60)
        picture.fill(Qt.GlobalColor.transparent)
        own = QPainter(picture)
        own.setPen(QPen(Qt.GlobalColor.red, 4))
        own.drawRoundedRect(QRectF(4, 4, 52, 52), 6, 6)  # (where the caption lies on screen)
        own.end()
        painter.drawPixmap(QRectF(290, 90, 60, 60), picture, QRectF(0, 0, 60, 60))


class _Caption(QGraphicsItem):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 200, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(Qt.GlobalColor.black)
        words = QRectF(4, 4, 190, 50)
        draw_text(painter, words, Qt.AlignmentFlag.AlignLeft, "Score sheet", font_for(30))


def test_a_picture_s_lines_are_not_taken_for_the_screen_s(qtbot):
    scene = SheetScene(SheetLayout(400, 200, ()))
    ring, caption = _Ring(), _Caption()
    ring.setZValue(0)  # (painted before the caption: a line under it, were it on the screen)
    caption.setZValue(1)
    scene.addItem(ring)
    scene.addItem(caption)
    page = QWidget()  # (the audit looks at the views inside what it is given)
    qtbot.addWidget(page)
    view = FittingView(scene, page, margin=0)
    page.resize(QSize(400, 200))
    view.resize(QSize(400, 200))
    page.show()
    qtbot.waitExposed(view)
    problems = audit(page, QSize(1366, 768))
    assert not problems, problems
