"""A score card's box shown too small for its number at 9 pt: the number is drawn whole over the
whole box, and the box's frame is faint under it (a watermark), not a line through its digits,
as the layout audit reads the scene. A box with room keeps its frame as drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget

from sheetdesk.ui.sheetkit import BoxStyle, FittingView, SheetLayout, SheetScene, framed_words
from sheetdesk.ui.sheetkit.tracks import WATERMARK, paint_box
from tests.ui.audit import audit


class _Boxes(QGraphicsItem):
    def __init__(self, side: float) -> None:
        super().__init__()
        self.side = side

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 4 * self.side, self.side + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for i, printed in enumerate(("6", "3", "4")):
            rect = QRectF(2 + i * self.side * 1.1, 2, self.side, self.side)
            paint_box(painter, rect, BoxStyle(), printed=printed)


@pytest.mark.parametrize("shown", [10, 25])
def test_a_number_too_large_for_its_box_lies_on_a_faint_frame(qtbot, shown):
    """Three boxes 20 units wide shown `shown` pixels wide: at 10 their numbers at 9 pt fill the
    boxes (on a frame as drawn, the audit finds them on its lines), at 25 they sit inside."""
    scene = SheetScene(SheetLayout(800, 80, ()))  # (a view has a least size)
    scene.addItem(_Boxes(20))
    page = QWidget()  # (the audit looks at the views inside what it is given)
    qtbot.addWidget(page)
    view = FittingView(scene, page, margin=0)
    size = QSize(round(800 * shown / 20), round(80 * shown / 20))
    page.resize(size)
    view.resize(size)
    page.show()
    qtbot.waitExposed(view)
    problems = audit(page, QSize(1366, 768))
    assert not problems, problems


def test_the_frame_is_faint_only_where_the_words_do_not_fit(qapp):
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    ink = BoxStyle().edge
    from sheetdesk.ui.palette import tone

    roomy, frame = framed_words(painter, QRectF(0, 0, 60, 40), 2, "10", 14, tone(ink))
    assert roomy != QRectF(0, 0, 60, 40) and frame.alphaF() == tone(ink).alphaF()
    tight, frame = framed_words(painter, QRectF(0, 0, 12, 12), 1, "10", 6, tone(ink))
    assert tight == QRectF(0, 0, 12, 12)
    assert frame.alphaF() == pytest.approx(tone(ink).alphaF() * WATERMARK)
    painter.end()
