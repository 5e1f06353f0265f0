"""The window's ground painted by a table's own widgets under what they draw (`lie_on_ground`,
`paint_ground`): a widget that lies on it paints every pixel of its rectangle, opaque, so that
a change of it (the instruction line's words, a game button's state, Undo's or Redo's: a
`GroundButton`, a button on the ground of a page's header; the big sheet; a new line of the
log, a changed score) repaints that widget alone. Seen through, every widget under it (the
table, its page, the side column, the pages' stack and the window) painted its own ground over
the region first, the stack and the window through their Python event handlers: at every click.

It lies outside the sheet kit, beside the whole-rows lists (`whole_rows`, the log's and the
scores' lists) that paint it too, and the whole-lines areas (`whole_lines`) that the kit's own
scrolled areas are made of: neither needs the other to paint the ground.

Who lies on the ground is told by the widget's C++ object, not by its Python wrapper: the
wrapper of a widget Qt made (a scroll area's viewport) is not kept alive by Qt, and one made
again for the same widget is another object."""

from __future__ import annotations

import weakref
from functools import partial
from typing import cast

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QStyle, QStyleOption, QWidget
from shiboken6 import getCppPointer

# the C++ objects of the widgets that paint the ground under themselves (True), or did (False),
# each until it is destroyed (a set asked at each paint: a Qt property asked costs a search of
# the class's properties, then of the widget's own, by name, four times as long)
_GROUNDED: dict[int, bool] = {}
# the scroll areas of the viewports among them (known when told: a viewport stays its area's)
_AREAS: dict[int, weakref.ref[QAbstractScrollArea]] = {}
_OPAQUE = Qt.WidgetAttribute.WA_OpaquePaintEvent
_WINDOW = QPalette.ColorRole.Window


def _forget(address: int, *_destroyed: QObject) -> None:
    # (its address may hold another widget next)
    _GROUNDED.pop(address, None)
    _AREAS.pop(address, None)


def lie_on_ground(widget: QWidget, on: bool = True) -> None:
    """`widget` paints the window's ground under itself from now on (its paintEvent calls
    `paint_ground` first; a scroll area's viewport: the area's paintEvent, which its paint
    events reach; not `on`: it is seen through again). Only for a widget that lies on the
    window's ground: nothing of its parents' but that ground under it, in any palette (a
    table's instruction line and button row, its big sheet's view: `FittingView.paint_ground`),
    or a scroll area's viewport whose area lies on it (the area's own background and edge drawn
    under the viewport too)."""
    address = getCppPointer(widget)[0]
    known = _GROUNDED.get(address)
    if on != bool(known):
        if known is None:
            widget.destroyed.connect(partial(_forget, address))
            area = widget.parentWidget()
            if isinstance(area, QAbstractScrollArea) and area.viewport() is widget:
                _AREAS[address] = weakref.ref(area)
        _GROUNDED[address] = on
        widget.setAttribute(_OPAQUE, on)
        widget.update()


def paint_ground(widget: QWidget, rect: QRect) -> None:
    """Fill `rect` of `widget` with the window's ground, where `widget` paints that itself
    (`lie_on_ground`). Filled in the widget's own pixels, without antialiasing: at a device
    pixel ratio of 1.25 or 1.5 an edge of the repainted region can lie inside a screen pixel;
    Qt repaints every pixel whose middle lies in the region, and this fill covers exactly
    those, whole. A background the style sheet gives the widget (a note's round frame) is
    drawn over it here: Qt draws none for an opaque widget. Under a scroll area's viewport, the
    background and edge the style sheet gives the area (the log's white with its round
    corners), as the area draws them under it; an area that has neither (a sheet's view,
    transparent: `draws_nothing`) is not asked (asking the style sheet what to draw, in the
    area's clipped pixels, cost some 50,000 instructions at each repaint of the sheet)."""
    address = getCppPointer(widget)[0]
    if not _GROUNDED.get(address):
        return
    painter = _filled(widget, rect)
    styled: QWidget = widget
    known = _AREAS.get(address)
    area = known() if known is not None else None
    if area is None and known is not None:  # (its Python object gone: another, the same area)
        area = cast(QAbstractScrollArea, widget.parentWidget())
        _AREAS[address] = weakref.ref(area)
    if area is not None:
        if draws_nothing(area):
            painter.end()
            return
        # (in the area's own pixels, as it draws them: its round corners lie under the
        # viewport's)
        painter.setClipRect(rect)
        painter.translate(-widget.pos())
        styled = area
    if styled.testAttribute(Qt.WidgetAttribute.WA_StyledBackground):
        option = QStyleOption()
        option.initFrom(styled)
        styled.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, styled)
    painter.end()


def fill_ground(widget: QWidget, rect: QRect) -> None:
    """`paint_ground` for a widget its owner knows lies on the ground (`lie_on_ground`) and has
    nothing of a style sheet's to draw over it: a sheet's view whose area draws nothing
    (`draws_nothing`, asked by the view once for each style and palette, not at each paint)."""
    _filled(widget, rect).end()


def _filled(widget: QWidget, rect: QRect) -> QPainter:
    """A painter on `widget`, `rect` filled with the window's ground in it."""
    if not widget.testAttribute(_OPAQUE):
        # (the style sheet's polish takes it from a widget it gives a background of its own,
        # a note's round frame: its parents painted under this paint, not under the next)
        widget.setAttribute(_OPAQUE, True)
    painter = QPainter(widget)
    painter.fillRect(rect, widget.window().palette().color(_WINDOW))
    return painter


def draws_nothing(area: QAbstractScrollArea) -> bool:
    """The style sheet draws nothing of `area` under its viewport: what it draws there is the
    area's background and edge alone; an edge it gives (a border, a margin, a padding) is the
    area's frame (none here), and the background it gives is its palette's window colour
    (fully transparent here). (Not seen: an edge given in a state alone, `:focus`, which
    leaves the frame as it was. Asked at each paint, in the fewest calls: the frame first, the
    log's edge answers there.)"""
    return area.frameWidth() == 0 and area.palette().color(_WINDOW).alpha() == 0


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
