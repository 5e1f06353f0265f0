"""A sheet's view that scrolls in place rather than be drawn too small to read.

`LeastScaleArea(view)` holds a `FittingView` kept legible (`FittingView.keep_legible(least)`, as
every game states its sheet's least scale) in a scroll area of its own: the view fits its sheet
to the room it is given as ever, but never to less than `least` screen pixels per sheet unit.
In a window too small for that, the sheet keeps that size and the area scrolls it (bars as
needed, the wheel moving it, the cell the keyboard is on kept in sight by the view as in a page
that scrolls), so nothing of the sheet is drawn under 9 pt, cut or left out, while the table's
buttons round it stay where they are (a view kept legible without it makes its page scroll).
The view keeps the keyboard focus and everything a table asks of its sheet; the area only gives
it its room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .view import FittingView


class LeastScaleArea(QScrollArea):
    def __init__(self, view: FittingView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName("sheet_area")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the view takes it: its keys work)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # (transparent, as the view is: the table shows through around the sheet)
        self.setStyleSheet("QScrollArea { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setWidget(view)
        # (the view takes the wheel and, scrolling nothing itself, would drop it: a sheet
        # that scrolls is scrolled by it)
        view.viewport().installEventFilter(self)

    @property
    def least(self) -> float:
        """The scale the sheet is never drawn under (its view's `keep_legible`)."""
        return self.view.least_scale()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and watched is self.view.viewport() and self.scrolls():
            assert isinstance(event, QWheelEvent)
            self.wheelEvent(event)
            return True
        return super().eventFilter(watched, event)

    def least_size(self) -> QSize:
        """The view's size showing its whole sheet at `least` pixels a unit."""
        least = self.view.legible_size()
        return QSize(0, 0) if least.isEmpty() else least

    def _room(self) -> tuple[QSize, int, int]:
        """The sheet's least size and the width and height the area shows of it, each less
        the scroll bar the other way needs (worked out from the sizes, not from the scroll
        bars, which follow a new size late)."""
        least = self.least_size()
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        width, height = self.width() - 2 * self.frameWidth(), self.height() - 2 * self.frameWidth()
        for _ in range(2):  # (a bar one way takes room the other way)
            tall, wide = height < least.height(), width < least.width()
            width = self.width() - 2 * self.frameWidth() - (bar if tall else 0)
            height = self.height() - 2 * self.frameWidth() - (bar if wide else 0)
        return least, width, height

    def shown_share(self) -> float:
        """The share of the sheet at its least size that the area's size shows (1: the whole)."""
        least, width, height = self._room()
        if least.isEmpty():
            return 1.0
        return min(1.0, width / least.width()) * min(1.0, height / least.height())

    def whole_across(self) -> bool:
        """The area's width shows the sheet's whole width at its least size (it scrolls up and
        down at most, as a page does, its rows whole)."""
        least, width, _height = self._room()
        return least.isEmpty() or width >= least.width()

    def scrolls(self) -> bool:
        """The sheet is larger than the room shown: part of it is scrolled out of sight."""
        return any(
            bar.maximum() > bar.minimum()
            for bar in (self.horizontalScrollBar(), self.verticalScrollBar())
        )


def holder_of(view: QWidget) -> QWidget:
    """The widget giving `view` its room: the `LeastScaleArea` scrolling it, or itself."""
    port = view.parentWidget()
    area = port.parentWidget() if port is not None else None
    return area if isinstance(area, LeastScaleArea) and area.view is view else view


def scroll_bar_width(holder: QWidget) -> int:
    """The room a `LeastScaleArea`'s up-and-down scroll bar takes beside its sheet (0 for a
    view that never scrolls)."""
    if not isinstance(holder, LeastScaleArea):
        return 0
    return holder.verticalScrollBar().sizeHint().width()
