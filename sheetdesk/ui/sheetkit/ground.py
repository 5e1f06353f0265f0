"""The window's ground painted by a table's own widgets under what they draw (`lie_on_ground`,
`paint_ground`): a widget that lies on it paints every pixel of its rectangle, opaque, so that
a change of it (the instruction line's words, a game button's state, Undo's or Redo's: a
`GroundButton`, a button on the ground of a page's header) repaints that widget alone. Seen
through, every widget under it (the table, its page, the pages' stack and the window) painted
its own ground over the region first, the stack and the window through their Python event
handlers: at every click."""

from __future__ import annotations

from weakref import WeakSet

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOption, QWidget

# the widgets that paint the ground under themselves (a set asked at each paint: a Qt property
# asked costs a search of the class's properties, then of the widget's own, by name)
_GROUNDED: WeakSet[QWidget] = WeakSet()
_OPAQUE = Qt.WidgetAttribute.WA_OpaquePaintEvent


def lie_on_ground(widget: QWidget, on: bool = True) -> None:
    """`widget` paints the window's ground under itself from now on (its paintEvent calls
    `paint_ground` first; not `on`: it is seen through again). Only for a widget that lies on
    the window's ground: nothing of its parents' but that ground under it, in any palette (a
    table's instruction line and button row, as its big sheet's view:
    `FittingView.paint_ground`)."""
    if on != (widget in _GROUNDED):
        if on:
            _GROUNDED.add(widget)
        else:
            _GROUNDED.discard(widget)
        widget.setAttribute(_OPAQUE, on)
        widget.update()


def paint_ground(widget: QWidget, rect: QRect) -> None:
    """Fill `rect` of `widget` with the window's ground, where `widget` paints that itself
    (`lie_on_ground`). Filled in the widget's own pixels, without antialiasing: at a device
    pixel ratio of 1.25 or 1.5 an edge of the repainted region can lie inside a screen pixel;
    Qt repaints every pixel whose middle lies in the region, and this fill covers exactly
    those, whole. A background the style sheet gives the widget (a note's round frame) is
    drawn over it here: Qt draws none for an opaque widget."""
    if widget not in _GROUNDED:
        return
    if not widget.testAttribute(_OPAQUE):
        # (the style sheet's polish takes it from a widget it gives a background of its own,
        # a note's round frame: its parents painted under this paint, not under the next)
        widget.setAttribute(_OPAQUE, True)
    painter = QPainter(widget)
    painter.fillRect(rect, widget.window().palette().color(QPalette.ColorRole.Window))
    if widget.testAttribute(Qt.WidgetAttribute.WA_StyledBackground):
        option = QStyleOption()
        option.initFrom(widget)
        widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, widget)
    painter.end()


class GroundButton(QPushButton):
    """A button named `name` that lies on the window's ground (a page's header, Undo and Redo
    beside a table): it paints that ground under its round corners itself."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        lie_on_ground(self)

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_ground(self, event.rect())
        super().paintEvent(event)
