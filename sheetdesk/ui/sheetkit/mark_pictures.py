"""How a move's marks are painted (sheetkit/motion.py animates them): an item as it looks or
looked, drawn once into a picture at the scale it is shown at so that a frame only copies it
(`prepare`, `picture`); the ring of the last move, a soft glow and a line along the item's
outline, drawn once into a picture too (`ring_picture`: two wide soft strokes round a big card
are what a frame would cost most); the band a pen stroke has not reached yet (`unwritten`), the
pen's tip (`front`) and the burst of pen strokes round a completed part (`burst`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..palette import KIT, tone
from .sheet_item import SheetItem

MOVE_INK = KIT.move  # the ring of the last move (a glow and a line: not colour alone)
MOVE_GLOW = KIT.move_glow
RING_GLOW = 16.0  # the widest the ring's glow gets, in scene units


def paint_as(
    item: QGraphicsItem,
    attrs: dict[str, object],
    painter: QPainter,
    option: QStyleOptionGraphicsItem,
) -> None:
    """Paint `item` as it looked with `attrs` (its attributes put back as they were after)."""
    now = {key: getattr(item, key) for key in attrs if hasattr(item, key)}
    try:
        for key, value in attrs.items():
            setattr(item, key, value)
        item.paint(painter, option, None)
    finally:
        for key, value in now.items():
            setattr(item, key, value)


def scale_of(painter: QPainter) -> float:
    t = painter.worldTransform()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) * ratio


def render(item: QGraphicsItem, attrs: dict[str, object] | None, scale: float) -> QPixmap:
    bounds = item.boundingRect()
    width, height = bounds.width() * scale, bounds.height() * scale
    picture = QPixmap(max(1, math.ceil(width)), max(1, math.ceil(height)))
    picture.fill(Qt.GlobalColor.transparent)
    inner = QPainter(picture)
    inner.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    inner.scale(scale, scale)
    inner.translate(-bounds.topLeft())
    option = QStyleOptionGraphicsItem()
    if attrs is None:
        item.paint(inner, option, None)
    else:
        paint_as(item, attrs, inner, option)
    inner.end()
    return picture


Pictures = dict[tuple[bool, int], QPixmap]


def prepare(cache: Pictures, item: QGraphicsItem, attrs: dict[str, object] | None) -> None:
    """Draw the pictures an animation copies before it starts, at the scale of each view the
    item is shown in (a frame then only copies them)."""
    scene = item.scene()
    if scene is None:
        return
    for view in scene.views():
        t = view.transform() * item.sceneTransform()
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) * view.devicePixelRatioF()
        for which in (attrs, None) if attrs is not None else (None,):
            key = (which is None, round(scale * 100))
            if key not in cache:
                cache[key] = render(item, which, scale)


def picture(
    cache: Pictures,
    painter: QPainter,
    item: QGraphicsItem,
    attrs: dict[str, object] | None,
    scale: float | None = None,
) -> None:
    """Draw `item` as it looks (`attrs` None) or looked (with `attrs`), from a picture made
    once at the scale it is drawn at (`scale`: the view's, when the painter is squeezed for a
    card turning, else the painter's): a frame of an animation only copies it."""
    if scale is None:
        scale = scale_of(painter)
    key = (attrs is None, round(scale * 100))
    picture = cache.get(key)
    if picture is None:
        picture = cache[key] = render(item, attrs, scale)
    painter.drawPixmap(item.boundingRect(), picture, QRectF(picture.rect()))


def ring_picture(target: SheetItem, scale: float) -> tuple[QRectF, QPixmap]:
    """The ring round `target` (a soft glow and a line along its outline) drawn at `scale`:
    where it lies, and its picture."""
    rect = target.rect()
    unit = min(rect.width(), rect.height())
    outline = target.shape()
    # (as wide around a big card as around a box)
    glow_width = min(unit * 0.34, RING_GLOW)
    line_width = min(max(unit * 0.08, 1.2), RING_GLOW / 4)
    margin = max(glow_width, line_width) / 2 + 1
    bounds = outline.boundingRect().adjusted(-margin, -margin, margin, margin)
    picture = QPixmap(
        max(1, math.ceil(bounds.width() * scale)), max(1, math.ceil(bounds.height() * scale))
    )
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(-bounds.topLeft())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(tone(MOVE_GLOW), glow_width))
    painter.drawPath(outline)
    painter.setPen(QPen(tone(MOVE_INK), line_width))
    painter.drawPath(outline)
    painter.end()
    # (drawn into the same rectangle its pixels cover: no blur from a fractional size)
    bounds.setWidth(picture.width() / scale)
    bounds.setHeight(picture.height() / scale)
    return bounds, picture


def unwritten(rect: QRectF, p: float) -> QPainterPath:
    """What of `rect` a pen moving from its top left to its bottom right has not reached at
    `p` (a band beyond a line across the diagonal)."""
    w, h = rect.width(), rect.height()
    reach = (w + h) * p
    path = QPainterPath()
    x0, y0 = rect.left(), rect.top()
    poly = QPolygonF(
        [
            QPointF(x0 + reach, y0 - 1),
            QPointF(x0 + w + h + 2, y0 - 1),
            QPointF(x0 + w + h + 2, y0 + h + 1),
            QPointF(x0 + reach - h - 1, y0 + h + 1),
        ]
    )
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def front(rect: QRectF, p: float) -> QPointF:
    """Where the pen is at `p` on the line the wipe follows (its middle)."""
    t = min(max(p, 0.0), 1.0)
    return QPointF(rect.left() + rect.width() * t, rect.top() + rect.height() * t)


def burst(painter: QPainter, rect: QRectF, p: float) -> None:
    """Short pen strokes flying out of a completed part, fading."""
    unit = min(rect.width(), rect.height())
    center = rect.center()
    color = tone(MOVE_INK)
    color.setAlphaF(max(0.0, 1.0 - p))
    pen = QPen(color, unit * 0.07)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inner = max(rect.width(), rect.height()) * 0.5 + unit * 0.1 * (1 + p)
    length = unit * 0.35 * (1.0 - abs(2 * p - 1))
    for k in range(10):
        a = k * math.pi / 5
        dx, dy = math.cos(a), math.sin(a)
        start = QPointF(center.x() + dx * inner, center.y() + dy * inner)
        end = QPointF(start.x() + dx * length, start.y() + dy * length)
        painter.drawLine(start, end)
