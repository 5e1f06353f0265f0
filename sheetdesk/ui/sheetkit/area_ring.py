"""The keyboard on a scroll area of the table: a Tab stop only while it scrolls, and a ring that
shows it.

The others' column scrolls (its sheets drawn no smaller than they read) where many players sit at
a small screen; then the arrow keys scroll it, and the keyboard must be able to reach it. A scroll
area draws no sign of the keyboard of its own; an edge given by the style sheet would take room
from the sheets at every moment for the moments the keyboard is there, and a ring drawn inside it
would lie over the first letters of its captions. So `AreaRing`, a widget of the window that takes
no click, is shown only while the keyboard is on the area: a 3 px ring in the focus colour just
outside the area's edge (in the table's margin round it). It also makes the area a Tab stop only
while the area has something to scroll: a stop where the arrow keys move nothing is a step of the
Tab key that does nothing, and one that shows nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from .. import style

WIDTH = 3  # the ring's: as wide as a button's edge under the keyboard (the style sheet's)


class AreaRing(QWidget):
    """The ring round `area` (see above); `attach` gives an area its ring once."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area.window())
        self.setObjectName("area_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        self._area = area
        area.installEventFilter(self)
        bar = area.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        self._range_changed(bar.minimum(), bar.maximum())

    @staticmethod
    def attach(area: QAbstractScrollArea) -> None:
        if area.property("area_ring") is None:
            area.setProperty("area_ring", True)
            AreaRing(area)

    def _cover(self) -> None:
        """Round the area, where it is in the window now, on top of what is there."""
        area = self._area
        if self.parentWidget() is not area.window():  # (the table put in a window since)
            self.setParent(area.window())
        corner = area.mapTo(self.parentWidget(), area.rect().topLeft())
        self.setGeometry(QRect(corner, area.size()).adjusted(-WIDTH, -WIDTH, WIDTH, WIDTH))
        self.raise_()

    def _range_changed(self, low: int, high: int) -> None:
        scrolls = high > low
        self._area.setFocusPolicy(Qt.FocusPolicy.StrongFocus if scrolls else Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self._cover()
            self.show()
        elif kind in (QEvent.Type.FocusOut, QEvent.Type.Hide):
            self.hide()
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self._cover()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(style.ui_colour("focus"), WIDTH))
        inset = WIDTH / 2
        painter.drawRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset))
