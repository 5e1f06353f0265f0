"""Vector symbols (QPainterPath), so they stay crisp at any size and never depend on a font;
and a registry of painted symbols (`register_symbol`, `paint_symbol`) games add theirs to, by
code or as data (`register_drawing`: a layout file's `drawings`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
)

from ..palette import tone
from .layout import DrawingPart


def _square_in(rect: QRectF, scale: float = 1.0) -> QRectF:
    side = min(rect.width(), rect.height()) * scale
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


square_in = _square_in  # the largest square in a rect, scaled, centred (for games' painters)


def diamond(rect: QRectF) -> QPainterPath:
    r = _square_in(rect)
    c = r.center()
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(c.x(), r.top()),
                QPointF(r.right() - r.width() * 0.12, c.y()),
                QPointF(c.x(), r.bottom()),
                QPointF(r.left() + r.width() * 0.12, c.y()),
                QPointF(c.x(), r.top()),
            ]
        )
    )
    return path


def circle(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(_square_in(rect, 0.86))
    return path


def triangle(rect: QRectF) -> QPainterPath:
    r = _square_in(rect)
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(r.center().x(), r.top() + r.height() * 0.04),
                QPointF(r.right(), r.bottom() - r.height() * 0.08),
                QPointF(r.left(), r.bottom() - r.height() * 0.08),
                QPointF(r.center().x(), r.top() + r.height() * 0.04),
            ]
        )
    )
    return path


def square(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(_square_in(rect, 0.78))
    return path


def star(rect: QRectF) -> QPainterPath:
    r = _square_in(rect)
    c = r.center()
    outer, inner = r.width() / 2, r.width() / 5
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle)))
    points.append(points[0])
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    return path


def lock(rect: QRectF) -> QPainterPath:
    """A padlock: a body with a keyhole and a shackle."""
    r = _square_in(rect)
    w = r.width()
    body = QRectF(r.left() + w * 0.14, r.top() + w * 0.44, w * 0.72, w * 0.52)
    path = QPainterPath()
    path.addRoundedRect(body, w * 0.07, w * 0.07)
    shackle = QPainterPath()
    sx, sw = r.left() + w * 0.28, w * 0.44
    shackle.moveTo(sx, body.top() + w * 0.02)
    shackle.lineTo(sx, r.top() + w * 0.26)
    shackle.arcTo(QRectF(sx, r.top() + w * 0.06, sw, sw * 0.8), 180, -180)
    shackle.lineTo(sx + sw, body.top() + w * 0.02)
    stroker = QPainterPathStroker()
    stroker.setWidth(w * 0.11)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    path = path.united(stroker.createStroke(shackle))
    keyhole = QPainterPath()
    kh = w * 0.085
    c = body.center()
    keyhole.addEllipse(QPointF(c.x(), c.y() - kh * 0.5), kh, kh)
    keyhole.addRect(QRectF(c.x() - kh * 0.45, c.y() - kh * 0.5, kh * 0.9, kh * 2.2))
    return path.subtracted(keyhole)


def cross(rect: QRectF) -> QPainterPath:
    """Two strokes (to be drawn with a pen, not filled)."""
    r = _square_in(rect, 0.8)
    path = QPainterPath()
    path.moveTo(r.topLeft())
    path.lineTo(r.bottomRight())
    path.moveTo(r.topRight())
    path.lineTo(r.bottomLeft())
    return path


def minus(rect: QRectF) -> QPainterPath:
    r = _square_in(rect)
    path = QPainterPath()
    path.addRect(
        QRectF(
            r.left() + r.width() * 0.1,
            r.center().y() - r.height() * 0.1,
            r.width() * 0.8,
            r.height() * 0.2,
        )
    )
    return path


_BUILDERS = {
    "diamond": diamond,
    "circle": circle,
    "triangle": triangle,
    "square": square,
    "lock": lock,
    "star": star,
    "cross": cross,
    "minus": minus,
}


def symbol_path(name: str, rect: QRectF) -> QPainterPath:
    """The named symbol fitted into `rect` (an empty path for an unknown name)."""
    builder = _BUILDERS.get(name)
    return builder(rect) if builder else QPainterPath()


def is_stroked(name: str) -> bool:
    """Symbols drawn as pen strokes rather than filled shapes."""
    return name == "cross"


def pen_cross(rect: QRectF) -> QPainterPath:
    """A hand-drawn looking cross: two slightly curved strokes that overshoot a little."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    path = QPainterPath()
    path.moveTo(x0 + w * 0.16, y0 + h * 0.14)
    path.quadTo(x0 + w * 0.46, y0 + h * 0.52, x0 + w * 0.86, y0 + h * 0.88)
    path.moveTo(x0 + w * 0.84, y0 + h * 0.12)
    path.quadTo(x0 + w * 0.52, y0 + h * 0.46, x0 + w * 0.13, y0 + h * 0.86)
    return path


def paint_printed_x(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    """A printed X symbol (an extra mark): a bold X on a white disc inside a dashed ring, unlike
    a player's pen cross, which covers the whole box."""
    r = _square_in(rect, 0.72)
    w = r.width()
    ring = QPen(ink, w * 0.065)
    ring.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(ring)
    painter.setBrush(tone(255, 255, 255, 135))
    painter.drawEllipse(r)
    inner = _square_in(r, 0.51)
    pen = QPen(ink, w * 0.15)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(inner.topRight(), inner.bottomLeft())


# --- painted symbols: a registry games add their own pictures to -------------------------------

SymbolPainter = Callable[[QPainter, QRectF], None]
_PAINTERS: dict[str, SymbolPainter] = {}


def register_symbol(name: str) -> Callable[[SymbolPainter], SymbolPainter]:
    """Decorator: `painter(painter, rect)` draws the symbol `name` inside `rect` (a game's coin,
    gem, torch ...), so kit pieces such as box tracks can draw it by name."""

    def add(painter: SymbolPainter) -> SymbolPainter:
        if _PAINTERS.get(name, painter) is not painter:
            raise ValueError(f"two painters for the symbol {name!r}")
        _PAINTERS[name] = painter
        return painter

    return add


_DRAWINGS: dict[str, tuple[DrawingPart, ...]] = {}


def register_drawing(name: str, parts: Sequence[DrawingPart]) -> None:
    """The symbol `name` drawn from data (a layout's `drawings`); the same data again is no
    second painter."""
    parts = tuple(parts)
    if _DRAWINGS.get(name) == parts:
        return

    def draw(painter: QPainter, rect: QRectF) -> None:
        side = min(rect.width(), rect.height())
        c = rect.center()

        def at(x: float, y: float) -> QPointF:
            return QPointF(c.x() + x * side, c.y() + y * side)

        for part in parts:
            pen = QPen(tone(part.ink), part.width * side) if part.ink else QPen(Qt.PenStyle.NoPen)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(tone(part.fill) if part.fill else Qt.BrushStyle.NoBrush)
            for x0, y0, x1, y1 in part.lines:
                painter.drawLine(at(x0, y0), at(x1, y1))
            if part.ellipse is not None:
                x, y, w, h = part.ellipse
                painter.drawEllipse(QRectF(at(x, y), QSizeF(w * side, h * side)))
            if part.quads:
                q = part.quads
                path = QPainterPath(at(q[0], q[1]))
                for i in range(2, len(q) - 3, 4):
                    path.quadTo(at(q[i], q[i + 1]), at(q[i + 2], q[i + 3]))
                painter.drawPath(path)

    if name in _DRAWINGS:  # other data for the same picture: the new data draws it
        del _PAINTERS[name]
    register_symbol(name)(draw)
    _DRAWINGS[name] = parts


def paint_symbol(painter: QPainter, name: str, rect: QRectF) -> bool:
    """Draw a registered symbol; False if no painter has that name."""
    draw = _PAINTERS.get(name)
    if draw is None:
        return False
    painter.save()
    draw(painter, rect)
    painter.restore()
    return True


def symbol_icon(name: str, fill: str, edge: str, size: int = 40) -> QIcon:
    """A button's icon: the symbol `name` filled with `fill`, outlined with `edge` (a colour
    never stands alone on a button: its symbol comes with it)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(tone(edge))
    painter.setBrush(tone(fill))
    painter.drawPath(symbol_path(name, QRectF(3, 3, size - 6, size - 6)))
    painter.end()
    return QIcon(pixmap)
