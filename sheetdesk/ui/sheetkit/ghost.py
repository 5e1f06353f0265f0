"""The ghost of a shape being placed: a pen-like preview that follows the mouse over a grid.

`GhostItem` draws a set of grid boxes (a polyomino in one orientation) at positions the game's
table gives it. It is green with a solid outline and a check mark where the shape fits, red with a
dashed outline and a cross where it does not — never told apart by colour alone. It only draws;
which boxes it covers and whether that is legal is decided by the table (from the rules'
legal placements), so hovering costs one path rebuild and one small repaint.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..palette import KIT, tone

GOOD_FILL = KIT.good_fill
GOOD_EDGE = KIT.good_edge
BAD_FILL = KIT.bad_fill
BAD_EDGE = KIT.bad_edge


def boxes_path(rects: Iterable[QRectF]) -> QPainterPath:
    """The union of box rectangles as one fill path (winding: overlaps and shared edges merge)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for rect in rects:
        path.addRect(rect)
    return path


def boxes_outline(rects: Iterable[QRectF]) -> QPainterPath:
    """The outer edges of a union of grid boxes (edges shared by two boxes are left out), as
    line segments: robust where path boolean operations leave gaps between touching boxes."""
    count: dict[tuple[float, float, float, float], int] = {}
    for rect in rects:
        x0, y0 = round(rect.left(), 3), round(rect.top(), 3)
        x1, y1 = round(rect.right(), 3), round(rect.bottom(), 3)
        for edge in ((x0, y0, x1, y0), (x0, y1, x1, y1), (x0, y0, x0, y1), (x1, y0, x1, y1)):
            count[edge] = count.get(edge, 0) + 1
    path = QPainterPath()
    for (xa, ya, xb, yb), n in count.items():
        if n == 1:
            path.moveTo(xa, ya)
            path.lineTo(xb, yb)
    return path


def check_mark(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(rect.left() + rect.width() * 0.18, rect.top() + rect.height() * 0.55)
    path.lineTo(rect.left() + rect.width() * 0.42, rect.top() + rect.height() * 0.78)
    path.lineTo(rect.left() + rect.width() * 0.84, rect.top() + rect.height() * 0.24)
    return path


def cross_mark(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    m = rect.width() * 0.22
    path.moveTo(rect.left() + m, rect.top() + m)
    path.lineTo(rect.right() - m, rect.bottom() - m)
    path.moveTo(rect.right() - m, rect.top() + m)
    path.lineTo(rect.left() + m, rect.bottom() - m)
    return path


class GhostItem(QGraphicsItem):
    """A translucent preview of boxes. `show_boxes(rects, legal)` moves and recolours it."""

    def __init__(self, z: float = 50.0) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.legal = False
        self.cells: tuple[tuple[int, int], ...] = ()  # the grid boxes shown (for tests)
        self._rects: tuple[QRectF, ...] = ()
        self._path = QPainterPath()
        self._outline = QPainterPath()
        self._bounds = QRectF()
        self._mark_rect = QRectF()
        self.setVisible(False)

    def show_boxes(
        self,
        rects: Iterable[QRectF],
        legal: bool,
        cells: tuple[tuple[int, int], ...] = (),
    ) -> bool:
        """Show the ghost over these rectangles (scene units). Returns whether anything changed."""
        rects = tuple(rects)
        if rects == self._rects and legal == self.legal and self.isVisible():
            return False
        self.prepareGeometryChange()
        self._rects = rects
        self.legal = legal
        self.cells = cells
        self._path = boxes_path(rects)
        self._outline = boxes_outline(rects)
        unit = min((r.width() for r in rects), default=10.0)
        self._bounds = self._path.boundingRect().adjusted(-unit * 0.2, -unit * 0.6, unit, unit)
        # the check/cross badge sits on the box nearest the top right corner
        if rects:
            corner = max(rects, key=lambda r: (r.right() - r.top() * 0.5, -r.top()))
            side = unit * 0.46
            self._mark_rect = QRectF(
                corner.right() - side * 0.55, corner.top() - side * 0.45, side, side
            )
        self.setVisible(bool(rects))
        self.update()
        return True

    def hide_ghost(self) -> None:
        if self.isVisible():
            self.setVisible(False)
            self._rects = ()
            self.cells = ()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._rects:
            return
        unit = min(r.width() for r in self._rects)
        fill, edge = (
            (tone(GOOD_FILL), tone(GOOD_EDGE)) if self.legal else (tone(BAD_FILL), tone(BAD_EDGE))
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(self._path)
        pen = QPen(edge, unit * 0.09)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        if not self.legal:
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._outline)
        # the badge: a white disc with a check (fits) or a cross (does not fit)
        badge = self._mark_rect
        painter.setPen(QPen(edge, unit * 0.05))
        painter.setBrush(tone(KIT.white))
        painter.drawEllipse(badge)
        mark = QPen(edge, unit * 0.085)
        mark.setCapStyle(Qt.PenCapStyle.RoundCap)
        mark.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(mark)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(check_mark(badge) if self.legal else cross_mark(badge))


def shape_preview_path(
    cells: Iterable[tuple[int, int]], origin: QPointF, pitch: float
) -> QPainterPath:
    """A polyomino drawn at `origin` with boxes of `pitch` (the expedition card's picture)."""
    return boxes_path(
        QRectF(origin.x() + c * pitch, origin.y() + r * pitch, pitch, pitch) for r, c in cells
    )
