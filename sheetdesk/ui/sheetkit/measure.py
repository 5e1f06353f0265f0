"""How big a sheet's texts are on screen: what a test or a layout audit measures.

`text_sizes(view)` paints the view's scene, at the view's scale, into a recording paint device
that keeps, for every piece of text drawn, its words and its height on screen: the font's size
(pixels, or points at 96 dpi) times the scale the painter draws it at (the view's transform and
whatever the item adds). Only what is visible is painted, as on screen; item caches are set aside
while measuring, since a cached picture would hide the text in a pixmap. `smallest_text(view)` is
the smallest of them. Sizes are in device-independent pixels: 9 pt is 12 px at 96 dpi.

What a sheet states: every text the kit is asked to draw goes through `state(...)` (the kit's
text functions call it, drawn or not). While a `stating()` block runs (a layout audit paints a
view in it) each is kept as a `Stated`: its words, the box it was given, the bounds of its glyphs
as drawn (descenders and accents included; none where it was left out), its size on screen, the
item painting it, all in the view's pixels, the whole text where the kit cut it short with "…"
(`cut_short`), and the outline of its glyphs on one line, made when asked for. Outside such a
block `state` and `cut_short` cost one test.

A sheet only glanced at (another player's small sheet: `glancing()` while its view paints)
shows its marks and crosses and leaves out, by design, every text under 9 pt (`text.draw_text`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QPaintDevice,
    QPaintEngine,
    QPaintEngineState,
    QPainter,
    QPainterPath,
    QPixmap,
    QTextItem,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

DPI = 96
POINT_PX = DPI / 72.0  # pixels per point at 96 dpi
MIN_TEXT_PX = 9 * POINT_PX  # the smallest text a sheet may show: 9 pt, 12 px at 96 dpi


@dataclass(frozen=True, slots=True)
class Stated:
    """A text an item asked the kit to draw, in the view's pixels (see the module's notes)."""

    text: str
    box: QRectF  # the room it was given, where it cuts the text (else the text's own bounds)
    ink: QRectF | None  # its glyphs' bounds as drawn; None: left out
    pixels: float  # its height on screen (the font's size times the scale)
    clip: QRectF | None  # what the painter let show while drawing it (an item clipping it)
    item: object  # the graphics item painting it (None where not known)
    whole: str = ""  # the text it was cut short from with "…" (`cut_short`), if it was
    # the outline of its glyphs as drawn, made when called (None: drawn on several lines)
    glyphs: Callable[[], QPainterPath] | None = field(default=None, compare=False)


_STATING: list[list[Stated]] = []
_PAINTING: list[object] = [None]
# the texts cut short while a `stating()` block runs and not yet drawn: shown -> whole
_CUT: dict[str, str] = {}
_GLANCING: list[bool] = [False]


@contextmanager
def glancing(on: bool = True) -> Iterator[None]:
    """While the block runs, what is painted is a sheet only glanced at (another player's small
    sheet, look-only): a text that would come out under 9 pt there is left out by design rather
    than drawn half legible (the sheet's total is in its heading; a click shows it big)."""
    _GLANCING.append(on)
    try:
        yield
    finally:
        _GLANCING.pop()


def glanced() -> bool:
    """Whether a glanced-at sheet is being painted now (see `glancing`)."""
    return _GLANCING[-1]


@contextmanager
def stating() -> Iterator[list[Stated]]:
    """Keep what the kit is asked to draw while the block runs (a list filled as it paints)."""
    seen: list[Stated] = []
    _STATING.append(seen)
    try:
        yield seen
    finally:
        _STATING.remove(seen)
        if not _STATING:
            _CUT.clear()


def cut_short(whole: str, shown: str) -> None:
    """Note that `shown` is `whole` cut short with "…" (the `Stated` of `shown` says so)."""
    if _STATING:
        _CUT[shown] = whole


def painting_now() -> object:
    """The item noted as painting now (see `painting`), or None."""
    return _PAINTING[-1]


@contextmanager
def painting(item: object) -> Iterator[None]:
    """Note `item` as the one painting while the block runs (its texts name it)."""
    _PAINTING.append(item)
    try:
        yield
    finally:
        _PAINTING.pop()


def ink_bounds(
    metrics: QFontMetricsF,
    rect: QRectF,
    flags: int,
    text: str,
    laid: QRectF | None = None,
    font: QFont | None = None,
) -> QRectF:
    """Where `text` laid out in `rect` with `flags` puts ink: the laid-out lines (`laid`, if
    known already), trimmed to the highest and lowest glyph (an accent above, a descender
    below), in `rect`'s units. One line's glyphs' own left and right too: from their outlines
    where `font` is given (the font's tight bounds are whole pixels, each side rounded outward),
    moved in as `left_inset` says the kit draws them."""
    laid = metrics.boundingRect(rect, flags, text) if laid is None else laid
    tight = metrics.tightBoundingRect(text.replace("\n", " "))
    top = laid.top() + metrics.ascent() + tight.top()
    bottom = laid.bottom() - metrics.descent() + tight.bottom()
    lines = laid.height() / max(metrics.lineSpacing(), 1e-6)
    if lines < 1.5:  # one line: its glyphs' own left and right too
        if font is None:
            left = laid.left() + tight.left()
            return QRectF(left, top, tight.width(), max(0.0, bottom - top))
        start, end = ink_across(font, text.replace("\n", " "))
        left = laid.left() + left_inset(font, rect, flags, text) + start
        return QRectF(left, top, end - start, max(0.0, bottom - top))
    return QRectF(laid.left(), top, laid.width(), max(0.0, bottom - top))


# where a line's glyphs start and end (`ink_across`), by (font, words): the same words are asked
# about at every paint of them
_ACROSS: dict[tuple[QFont, str], tuple[float, float]] = {}
# alignments that set a line elsewhere than against its box's left side
_NOT_LEFT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignHCenter)
_NOT_LEFT |= int(Qt.AlignmentFlag.AlignJustify | Qt.TextFlag.TextWordWrap)


def ink_across(font: QFont, text: str) -> tuple[float, float]:
    """Where the glyphs of `text` on one line in `font` start and end, from the line's start
    (its first letter's overhang: below 0; its last one's: past its advance)."""
    key = (font, text)
    found = _ACROSS.get(key)
    if found is None:
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, text)
        bounds = path.boundingRect()
        found = (bounds.left(), bounds.right()) if not bounds.isNull() else (0.0, 0.0)
        if len(_ACROSS) >= 4096:
            _ACROSS.clear()
        _ACROSS[(QFont(font), text)] = found
    return found


def left_inset(font: QFont, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str) -> float:
    """How far the kit moves one line set against `rect`'s left side to the right: by its first
    letter's overhang (T, Y, J lean out past where the line starts), where its glyphs then lie
    within the box's width; else 0. The overhang is room its glyphs take, not a lack of it."""
    if int(flags) & _NOT_LEFT or "\n" in text:
        return 0.0
    start, end = ink_across(font, text)
    if start >= 0 or end - start > rect.width():
        return 0.0
    return -start


def state(
    painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, drawn: bool
) -> None:
    """Note that `text` was to be drawn in `rect` with the painter's font (and whether it was),
    where a `stating()` block keeps it."""
    if not _STATING or not text.strip():
        return
    t = painter.combinedTransform()
    font = painter.font()
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * POINT_PX
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
    ink = box = glyphs = None
    if drawn:
        metrics = QFontMetricsF(font)
        laid = metrics.boundingRect(rect, int(flags), text)
        shown = ink_bounds(metrics, rect, int(flags), text, laid, font)
        ink = t.mapRect(shown)
        # Qt cuts text at its box only where the laid-out lines do not fit it (and it is not
        # told to let them out): else a glyph reaching past the box is drawn whole
        if int(flags) & int(Qt.TextFlag.TextDontClip) or rect.contains(laid):
            box = t.mapRect(rect.united(shown))
        if laid.height() < metrics.lineSpacing() * 1.5 and "\n" not in text:
            start = laid.left() + left_inset(font, rect, flags, text)
            glyphs = _outline(QFont(font), QPointF(start, laid.top() + metrics.ascent()), text, t)
    clip = None
    if painter.hasClipping():
        clip = t.mapRect(painter.clipBoundingRect())
    whole = _CUT.pop(text, "") if _CUT else ""
    stated = Stated(
        text, box or t.mapRect(rect), ink, size * scale, clip, _PAINTING[-1], whole, glyphs
    )
    for seen in _STATING:
        seen.append(stated)


def _outline(font: QFont, origin: QPointF, text: str, t: QTransform) -> Callable[[], QPainterPath]:
    """What makes the outline of `text`'s glyphs set on one line from `origin` (its baseline's
    start) in `font`, in the view's pixels through `t`."""

    def made() -> QPainterPath:
        path = QPainterPath()
        path.addText(origin, font, text)
        return t.map(path)

    return made


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
        # the painter's whole transform, whatever changed (reading which flags are dirty cost
        # more, on each of the painter's many changes, than taking the transform)
        self.transform = state.transform()

    def drawPixmap(
        self, rect: QRectF | QRect, pixmap: QPixmap | QImage, source: QRectF | QRect
    ) -> None:
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

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:
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
        m = QPaintDevice.PaintDeviceMetric
        w, h = self.size
        # (worked out once: the painter asks for them at each change of font)
        self.metrics = {
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

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        return self.metrics.get(metric, 0)


def blank_device(width: int, height: int) -> QPaintDevice:
    """A paint device of `width`×`height` pixels at 96 dpi that keeps nothing of what is drawn
    on it (painting a view to see what it states costs no pixels)."""
    return _Device(width, height)


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
