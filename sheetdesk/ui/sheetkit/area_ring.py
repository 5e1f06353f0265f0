"""The keyboard on a scroll area of the table: a Tab stop only while it scrolls, and a ring that
shows it.

The others' column scrolls (its sheets drawn no smaller than they read) where many players sit at
a small screen; then the arrow keys scroll it, and the keyboard must be able to reach it. A scroll
area draws no sign of the keyboard of its own, and an edge given by the style sheet would take
room from the sheets at every moment for the moments the keyboard is there. So `AreaRing`, a
child laid over the area that takes no click, draws a 3 px ring in the focus colour just inside
the area's edge while the keyboard is on it, and nothing otherwise. It also makes the area a Tab
stop only while the area has something to scroll: a stop where the arrow keys move nothing is a
step of the Tab key that does nothing, and one that shows nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from .. import style

WIDTH = 3  # the ring's: as wide as a button's edge under the keyboard (the style sheet's)


class AreaRing(QWidget):
    """The ring over `area` (see above); `attach` gives an area its ring once."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self.setObjectName("area_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._area = area
        area.installEventFilter(self)
        bar = area.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        self._range_changed(bar.minimum(), bar.maximum())
        self._cover()

    @staticmethod
    def attach(area: QAbstractScrollArea) -> None:
        if area.findChild(AreaRing, "area_ring") is None:
            AreaRing(area).show()

    def _cover(self) -> None:
        # (over the viewport and the bar, which the area lays out after its own children)
        self.setGeometry(self._area.rect())
        self.raise_()

    def _range_changed(self, low: int, high: int) -> None:
        scrolls = high > low
        self._area.setFocusPolicy(Qt.FocusPolicy.StrongFocus if scrolls else Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.FocusIn):
            self._cover()  # (the area shows its bar's box over its children once it needs it)
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._area.hasFocus():
            return
        painter = QPainter(self)
        painter.setPen(QPen(style.ui_colour("focus"), WIDTH))
        inset = WIDTH / 2
        painter.drawRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset))
