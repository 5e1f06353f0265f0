"""What the screen shows of a window, against what it would show drawn anew: the one check of
the tests and tools that look at a window's pixels as a family sees them after the app's own
repaints (a click, an undo, a page shown again, a resize).

"What the screen shows" (`shown`) is the window's backing store: the pixels every widget left
there at its last paint (offscreen, the platform's screen is that memory). A picture a widget
takes of itself (`grab`, `render`) paints it afresh: it cannot show a widget that was not
repainted after a change, a stale viewport. "What it would show" (`drawn_anew`) is the window
repainted whole on the screen, each widget by a paint of its own: a repaint of the window, a
page or a scroll area sends an opaque viewport (one that paints its ground itself: the log's,
the scores', the big sheet's) no paint event, so a check that compared the screen before and
after a window's repaint compared a stale viewport's pixels with themselves. `stale` compares
the two and names the widgets whose places differ, and those whose updates are off."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget
from shiboken6 import getCppPointer


def shown(window: QWidget, place: QRect | None = None) -> QImage:
    """What the screen shows of `place` of the window (all of it when none), as its backing
    store holds it now; a null picture on a platform that cannot show its screen."""
    place = window.rect() if place is None else place
    shot = window.screen().grabWindow(
        window.winId(), place.x(), place.y(), place.width(), place.height()
    )
    return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)


def place_of(widget: QWidget) -> QRect:
    """`widget`'s place in its window."""
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def on_screen(widget: QWidget) -> QImage:
    """What the screen shows in `widget`'s place (a sibling drawn over it too) once the event
    loop has turned, its queued repaints done: what a family sees there, not the widget painted
    afresh into a picture of its own."""
    QApplication.processEvents()
    return shown(widget.window(), place_of(widget))


class _Paints(QObject):
    """The C++ objects of the widgets sent a paint event while it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.add(getCppPointer(watched)[0])
        return False


def drawn_anew(window: QWidget) -> list[QWidget]:
    """Repaints the window whole on the screen: the window, then each visible widget its paint
    did not reach (parents before their children: a viewport's repaint reaches the widgets in
    it). The widgets repainted on their own, the window's repaint having missed them."""
    app = QApplication.instance()
    assert app is not None
    paints = _Paints()
    app.installEventFilter(paints)
    missed: list[QWidget] = []
    try:
        window.repaint()
        for widget in window.findChildren(QWidget):  # (depth first: a parent before its own)
            if (
                getCppPointer(widget)[0] in paints.painted
                or widget.isWindow()
                or not widget.isVisible()
                or widget.visibleRegion().isEmpty()
            ):
                continue
            missed.append(widget)
            widget.repaint()
    finally:
        app.removeEventFilter(paints)
    return missed


@dataclass(frozen=True)
class Stale:
    """A place of the window where the screen showed other pixels than the window drawn anew:
    `widget`, the innermost visible widget there that was repainted to show it (a viewport, or
    the window's repaint's own), by the class and object name; `box` in the screen's pixels of
    the window; `pixels`, how many differ. Or a visible widget whose updates are off (`off`):
    whatever it showed last stays on the screen, it cannot be drawn anew (its whole place)."""

    widget: str
    box: tuple[int, int, int, int]
    pixels: int
    off: bool = False


def _differ(before: QImage, after: QImage) -> tuple[int, QRect]:
    """How many pixels of two pictures of one size differ, and the box round them."""
    width = before.width()
    count, box = 0, QRect()
    for y in range(before.height()):
        one = bytes(cast(memoryview, before.constScanLine(y)))[: 4 * width]
        two = bytes(cast(memoryview, after.constScanLine(y)))[: 4 * width]
        if one == two:
            continue
        xs = [x for x in range(width) if one[4 * x : 4 * x + 4] != two[4 * x : 4 * x + 4]]
        count += len(xs)
        box = box.united(QRect(xs[0], y, xs[-1] - xs[0] + 1, 1))
    return count, box


def _name(widget: QWidget) -> str:
    """The widget's class and object name; a scroll area's viewport by its area's."""
    area = widget.parentWidget()
    if isinstance(area, QAbstractScrollArea) and area.viewport() is widget:
        return f"{_name(area)} viewport"
    name = widget.objectName()
    return type(widget).__name__ + (f"#{name}" if name else "")


def stale(window: QWidget) -> list[Stale]:
    """Where the screen shows the window otherwise than drawn anew (`drawn_anew`, which it
    leaves done: the screen shows the window anew afterwards). For each widget repainted on its
    own, its place looked at alone (and the rest of the window once, as the window's repaint's
    own): a stale viewport is named as the widget at fault. None on a platform that cannot show
    its screen."""
    before = shown(window)
    if before.isNull():
        return []
    ratio = before.devicePixelRatio()
    missed = drawn_anew(window)
    after = shown(window)
    found = [
        Stale(_name(widget), _xywh(_in_pixels(window, widget, ratio)), 0, off=True)
        for widget in (window, *window.findChildren(QWidget))
        if not widget.updatesEnabled()
        and (widget is window or (widget.isVisible() and not widget.isWindow()))
    ]
    if before == after:
        return found
    for picture in (before, after):
        picture.setDevicePixelRatio(1)  # (blanked below in its own pixels)
    # (the innermost first, each place then blanked in both pictures: a viewport inside
    # another's place is named, not the outer one, and the window for the rest)
    for widget in reversed(missed):
        pixels = _in_pixels(window, widget, ratio).intersected(before.rect())
        if pixels.isEmpty():
            continue
        count, box = _differ(before.copy(pixels), after.copy(pixels))
        _blank(before, pixels)
        _blank(after, pixels)
        if count:
            found.append(Stale(_name(widget), _xywh(box.translated(pixels.topLeft())), count))
    count, box = _differ(before, after)
    if count:
        found.append(Stale(_name(window), _xywh(box), count))
    return found


def _in_pixels(window: QWidget, widget: QWidget, ratio: float) -> QRect:
    """`widget`'s place in the screen's pixels of its window."""
    corner = widget.mapTo(window, QPoint(0, 0))
    return QRect(
        round(corner.x() * ratio),
        round(corner.y() * ratio),
        round(widget.width() * ratio),
        round(widget.height() * ratio),
    )


def _xywh(box: QRect) -> tuple[int, int, int, int]:
    """(left, top, width, height)"""
    return box.x(), box.y(), box.width(), box.height()


def _blank(picture: QImage, place: QRect) -> None:
    """`place` of `picture` painted black (looked at already)."""
    painter = QPainter(picture)
    painter.fillRect(place, QColor(0, 0, 0))
    painter.end()
