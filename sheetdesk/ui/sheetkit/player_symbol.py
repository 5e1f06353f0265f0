"""A remembered player's look: their symbol (a shape, so the shape alone tells two players
apart) filled with their colour, as the Players page, the sheets' captions, the hand-over page
and the score card show it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

COLOURS = {
    "red": "#c0392b",
    "blue": "#1f5fa8",
    "green": "#2e7d32",
    "orange": "#d35400",
    "purple": "#7b3fa0",
    "teal": "#00796b",
    "brown": "#795548",
    "pink": "#c2185b",
}


def _polygon(points: list[tuple[float, float]], size: float) -> QPolygonF:
    return QPolygonF([QPointF(x * size, y * size) for x, y in points])


def _star(n: int, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for k in range(2 * n):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / n
        points.append((0.5 + radius * math.cos(angle), 0.5 + radius * math.sin(angle)))
    return points


def player_symbol_path(symbol: str, size: float) -> QPainterPath:
    """A player's symbol as a shape filling a square of `size` (a circle for one not known)."""
    path = QPainterPath()
    m = 0.1 * size
    if symbol == "square":
        path.addRect(QRectF(m, m, size - 2 * m, size - 2 * m))
    elif symbol == "triangle":
        path.addPolygon(_polygon([(0.5, 0.08), (0.94, 0.9), (0.06, 0.9)], size))
    elif symbol == "diamond":
        path.addPolygon(_polygon([(0.5, 0.04), (0.94, 0.5), (0.5, 0.96), (0.06, 0.5)], size))
    elif symbol == "star":
        path.addPolygon(_polygon(_star(5, 0.48, 0.2), size))
    elif symbol == "hexagon":
        hexagon = [
            (0.5 + 0.46 * math.cos(math.pi / 3 * k), 0.5 + 0.46 * math.sin(math.pi / 3 * k))
            for k in range(6)
        ]
        path.addPolygon(_polygon(hexagon, size))
    elif symbol == "cross":
        a, b = 0.34, 0.66
        cross = [(a, 0.06), (b, 0.06), (b, a), (0.94, a), (0.94, b), (b, b), (b, 0.94),
                 (a, 0.94), (a, b), (0.06, b), (0.06, a), (a, a)]  # fmt: skip
        path.addPolygon(_polygon(cross, size))
    elif symbol == "heart":
        path.moveTo(0.5 * size, 0.92 * size)
        path.cubicTo(0.0, 0.6 * size, 0.0, 0.1 * size, 0.5 * size, 0.28 * size)
        path.cubicTo(size, 0.1 * size, size, 0.6 * size, 0.5 * size, 0.92 * size)
    else:
        path.addEllipse(QRectF(m, m, size - 2 * m, size - 2 * m))
    path.closeSubpath()
    return path


def player_icon(symbol: str, colour: str, size: int = 32) -> QIcon:
    """The symbol filled with the colour, outlined in dark grey (it shows on any background);
    a grey circle for a symbol or colour not known."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#333333"), max(1.0, size / 16)))
    painter.setBrush(QColor(COLOURS.get(colour, "#777777")))
    painter.drawPath(player_symbol_path(symbol, size))
    painter.end()
    return QIcon(pixmap)
