"""How big a sheet's texts are on screen: what a test or a layout audit measures.

`text_sizes(view)` paints the view's scene, at the view's scale, into a recording paint device
that keeps, for every piece of text drawn, its words and its height on screen: the font's size
(pixels, or points at 96 dpi) times the scale the painter draws it at (the view's transform and
whatever the item adds). Only what is visible is painted, as on screen; item caches are set aside
while measuring, since a cached picture would hide the text in a pixmap. `smallest_text(view)` is
the smallest of them. Sizes are in device-independent pixels: 9 pt is 12 px at 96 dpi.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QPaintDevice,
    QPaintEngine,
    QPaintEngineState,
    QPainter,
    QPixmap,
    QTextItem,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

DPI = 96
POINT_PX = DPI / 72.0  # pixels per point at 96 dpi
MIN_TEXT_PX = 9 * POINT_PX  # the smallest text a sheet may show: 9 pt, 12 px at 96 dpi


class _Recorder(QPaintEngine):
    """Draws nothing; notes each text with the scale the painter draws it at."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.transform = QTransform()
        self.texts: list[tuple[float, str]] = []

    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def updateState(self, state: QPaintEngineState) -> None:
        if state.state() & QPaintEngine.DirtyFlag.DirtyTransform:
            self.transform = QTransform(state.transform())

    def drawPixmap(self, rect: QRectF, pixmap: QPixmap, source: QRectF) -> None:
        pass

    # shapes are not measured: each is ignored here (the base class would hand some of them on
    # as point arrays, which the binding cannot pass back to Python)
    def drawPolygon(self, *args: object) -> None:
        pass

    def drawPath(self, *args: object) -> None:
        pass

    def drawRects(self, *args: object) -> None:
        pass

    def drawLines(self, *args: object) -> None:
        pass

    def drawEllipse(self, *args: object) -> None:
        pass

    def drawPoints(self, *args: object) -> None:
        pass

    def drawImage(self, *args: object) -> None:
        pass

    def drawTiledPixmap(self, *args: object) -> None:
        pass

    def drawTextItem(self, point: QPointF, item: QTextItem) -> None:
        font = item.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * POINT_PX
        t = self.transform
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
        self.texts.append((size * scale, item.text()))


class _Device(QPaintDevice):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _Recorder()
        self.size = (max(1, width), max(1, height))

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        w, h = self.size
        values = {
            m.PdmWidth: w,
            m.PdmHeight: h,
            m.PdmWidthMM: round(w * 25.4 / DPI),
            m.PdmHeightMM: round(h * 25.4 / DPI),
            m.PdmNumColors: 1 << 24,
            m.PdmDepth: 32,
            m.PdmDpiX: DPI,
            m.PdmDpiY: DPI,
            m.PdmPhysicalDpiX: DPI,
            m.PdmPhysicalDpiY: DPI,
            m.PdmDevicePixelRatio: 1,
            m.PdmDevicePixelRatioScaled: round(QPaintDevice.devicePixelRatioFScale()),
        }
        return int(values.get(metric, 0))


def text_sizes(view: QGraphicsView) -> list[tuple[float, str]]:
    """(height on screen in pixels, words) of every text the view's scene draws now, at the
    view's present scale."""
    scene = view.scene()
    if scene is None or not view.isVisible():
        return []
    transform = view.transform()
    source = scene.sceneRect()
    target = transform.mapRect(QRectF(0, 0, source.width(), source.height()))
    device = _Device(math.ceil(target.width()), math.ceil(target.height()))
    cached = [(item, item.cacheMode()) for item in scene.items()]
    for item, _mode in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        painter = QPainter(device)
        scene.render(painter, target, source)
        painter.end()
    finally:
        for item, mode in cached:
            item.setCacheMode(mode)
    return [(size, text) for size, text in device.engine.texts if text.strip()]


def smallest_text(view: QGraphicsView) -> tuple[float, str] | None:
    """(height on screen in pixels, words) of the smallest text the view shows, or None."""
    sizes = text_sizes(view)
    return min(sizes) if sizes else None
