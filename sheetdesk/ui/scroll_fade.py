"""The bottom edge of a scroll area that holds a page of mixed parts (a page held at its least
size, the others' small sheets) or a dialog's rows of widgets (the New game dialog's seat rows
and remembered players' buttons), drawn as a scrolling edge: where more lies below, the last few
pixels of the viewport fade into the ground the area lies on, over whatever the edge cuts there
(a row of cards, a small sheet, a line of words, a row of fields), and the scroll bar beside it
is shown. A part cut at that edge then reads as going on below, not as the page's end.

Such a page is not ended at its last whole line as a list is (`whole_lines`): its parts are of
every height (a sheet taller than the viewport, buttons beside words), and the room left
empty under the last whole one would be a gap in the middle of the page, or the whole viewport.
Nor are a dialog's rows: on a low screen their area is one row high, and scrolled by the pixel
(a touchpad) it has no whole row to end at.

`ScrollFade(area)` follows the area's size and its scroll bar; `fades(area)` tells whether an
area's bottom edge is drawn so now (the layout audit asks)."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

FADE = 18  # the fade's height, in pixels: about half a line of the usual text
FADE_OBJECT = "scroll_fade"


class ScrollFade(QWidget):
    """The fade at `area`'s bottom edge (see the module); a child of the area, over its
    viewport, taking no clicks."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self.setObjectName(FADE_OBJECT)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._area = area
        bar = area.verticalScrollBar()
        bar.valueChanged.connect(self.follow)
        bar.rangeChanged.connect(self.follow)
        area.installEventFilter(self)
        # (the viewport's own resize: the area's comes before the area gives the viewport its
        # new size, and a fade set then kept the old width, past the viewport after a shrink)
        self._port = area.viewport()
        self._port.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is self._area and kind == QEvent.Type.Show) or (
            watched is self._port and kind == QEvent.Type.Resize
        ):
            self.follow()
        return super().eventFilter(watched, event)

    def follow(self, *_changed: int) -> None:
        """At the viewport's bottom edge, shown while more lies below it."""
        area, port = self._area, self._area.viewport()
        bar = area.verticalScrollBar()
        more = bar.maximum() > bar.minimum() and bar.value() < bar.maximum()
        if more:
            height = min(FADE, port.height() // 4)
            self.setGeometry(port.x(), port.y() + port.height() - height, port.width(), height)
            self.raise_()
        if more != self.isVisible():
            self.setVisible(more)

    def paintEvent(self, event: QPaintEvent) -> None:
        # (into the ground the area lies on, which shows through its viewport: a group box's
        # own, lighter than the window's, in a dialog)
        ground = self._area.parentWidget() or self._area
        background = ground.palette().color(QPalette.ColorRole.Window)
        clear = QColor(background)
        clear.setAlpha(0)
        # (the class named here, not where the module is imported: PySide6 builds a Qt class
        # with all its enums when Python first names it, QGradient's presets some 2 ms of CPU,
        # which every page's first paint paid, a fade shown or not)
        gradient = QtGui.QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        gradient.setColorAt(0.0, clear)
        gradient.setColorAt(1.0, background)
        painter = QPainter(self)
        painter.fillRect(self.rect(), gradient)
        painter.end()


def fades(area: QAbstractScrollArea) -> bool:
    """`area`'s bottom edge is drawn as a scrolling edge now: its fade shown there, its scroll
    bar beside it."""
    fade = area.findChild(ScrollFade, FADE_OBJECT, Qt.FindChildOption.FindDirectChildrenOnly)
    return (
        fade is not None
        and fade.isVisible()
        and area.verticalScrollBar().isVisible()
        and fade.geometry().bottom() == area.viewport().geometry().bottom()
    )
