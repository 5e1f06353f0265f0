"""The base of every item a sheet's scene can highlight, focus and activate (`SheetItem`), an
item whose bounds Qt reads without calling Python (`BoundedItem`), and the look every such item
shares: the legal target's ring (inside its outline), the hover's and the keyboard focus's dotted
ring. What an item shows (a box, a card, a label) is drawn by its own class (items.py and the
games' own)."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneHoverEvent

from ..palette import KIT, current
from . import inks
from .layout import CellState

HIGHLIGHT = KIT.lit
_UNSET = object()  # (an attribute not set yet)
HIGHLIGHT_HALO = KIT.lit_halo
FOCUS = KIT.focus


def shape_path(shape: object, rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "rect":
        path.addRect(rect)
    elif isinstance(shape, tuple):
        path.addPolygon(QPolygonF([QPointF(rect.left() + x, rect.top() + y) for x, y in shape]))
        path.closeSubpath()
    else:
        path.addRoundedRect(rect, radius, radius)
    return path


def inset_path(path: QPainterPath, by: float) -> QPainterPath:
    """`path` drawn smaller about its middle, its bounds `by` inside its own on every side: a
    ring on it with a pen twice `by` wide lies inside `path` (a box, a rounded box, a ring;
    a shape of another outline as nearly)."""
    box = path.boundingRect()
    if by <= 0 or box.width() <= 2 * by or box.height() <= 2 * by:
        return path
    centre = box.center()
    scale = QTransform()
    scale.translate(centre.x(), centre.y())
    scale.scale((box.width() - 2 * by) / box.width(), (box.height() - 2 * by) / box.height())
    scale.translate(-centre.x(), -centre.y())
    return scale.map(path)


class BoundedItem(QGraphicsRectItem):
    """An item whose bounds Qt reads without calling Python: its `setRect` (no pen, no brush: Qt
    draws nothing of its own) is where it may paint. A view repainting a region asks every item
    near it for its boundingRect, a hundred and more per click on a sheet; an override in Python
    costs a call from C++ into the interpreter each time."""

    def __init__(self, bounds: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setPen(Qt.PenStyle.NoPen)
        self.setRect(bounds)

    def lines_moved(self) -> None:
        """Tell its scene that the sheet's lines may lie elsewhere now (its words laid out in
        another box, a card moved or lifted): a scroll area ending at a whole line looks again
        (`SheetScene.lines_moved`), and only then."""
        lines_moved(self)


def lines_moved(item: QGraphicsItem) -> None:
    """Tell `item`'s scene that the sheet's lines may lie elsewhere now (`BoundedItem.lines_moved`):
    a scroll area showing the sheet looks at them when told, not after every paint."""
    moved = getattr(item.scene(), "lines_moved", None)
    if moved is not None:
        moved.emit()


def set_shown(item: QGraphicsItem, shown: bool) -> None:
    """Show or hide `item` (with whatever lies on it) on its sheet, telling the scene where that
    moves the sheet's lines (`lines_moved`): a sheet's items are shown and hidden through here
    (or `SheetScene.set_shown`), never with `setVisible` alone."""
    was = item.isVisible()
    item.setVisible(shown)  # (hidden of its own even where hidden with what it lies on)
    if item.isVisible() != was:
        lines_moved(item)


# counts a `SheetItem`'s settings (read for every item at every position drawn: not a property)
version_of: Callable[[SheetItem], int] = attrgetter("_version")


class SheetItem(BoundedItem):
    """Base of everything the scene can highlight, focus and activate. `rect()` is its box;
    where it may paint reaches past it (`_bounds`, a focus ring's, a card's lift)."""

    # counts the settings of the item's public attributes (what it is drawn from): the moves
    # seen (motion.py) compare again only the items set since they last looked. Setting the very
    # object an attribute holds already changes nothing (a game sets `activatable` on every card
    # at every position drawn): not counted, or every such item would be compared again.
    _version = 0
    _told: set[SheetItem] | None = None  # where a setting is told (`tell_settings`)

    def __setattr__(self, name: str, value: object) -> None:
        if name[0] != "_":
            if self.__dict__.get(name, _UNSET) is value:
                return
            super().__setattr__("_version", self._version + 1)
            told = self._told
            if told is not None:
                told.add(self)
        super().__setattr__(name, value)

    def tell_settings(self, to: set[SheetItem]) -> None:
        """Put the item in `to` whenever one of its public attributes is set (its scene's
        `set_since`: the moves seen look again only at the items set since they last looked)."""
        self._told = to

    @property
    def version(self) -> int:
        """Changes with every setting of a public attribute (not with a private one)."""
        return self._version

    def __init__(self, item_id: str, rect: QRectF, activatable: bool = True) -> None:
        super().__init__(rect.adjusted(-8, -8, 8, 8))
        self.item_id = item_id
        self.activatable = activatable
        self._rect = rect
        self._outline = QPainterPath()
        self._outline.addRoundedRect(rect, 6, 6)
        self.state: CellState = "open"
        self.highlighted = False
        self.focused = False
        self.pending = False  # crossed, not yet confirmed (the player may still take it back)
        self.dimmed = False
        self.hovered = False
        self.tint: str | None = None
        if activatable:
            self.setAcceptHoverEvents(True)

    # --- geometry -------------------------------------------------------------------------------

    def rect(self) -> QRectF:
        return self._rect

    def drawn_rect(self) -> QRectF:
        """How far its box is drawn, not counting a focus ring or a card's lift: its box, and
        where its outline's pen reaches past it (`SheetScene.lines`)."""
        return self._rect

    @property
    def _bounds(self) -> QRectF:
        """Where the item may paint (Qt's boundingRect, kept by `BoundedItem`)."""
        return QGraphicsRectItem.rect(self)

    @_bounds.setter
    def _bounds(self, bounds: QRectF) -> None:
        self.setRect(bounds)

    def shape(self) -> QPainterPath:
        return self._outline

    # --- visual state ---------------------------------------------------------------------------

    def set_visual(self, **changes: object) -> bool:
        """Set visual attributes (state, highlighted, focused, pending, dimmed, tint); repaint only
        if something changed. Returns whether it did."""
        changed = False
        for key, value in changes.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()
        return changed

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        if self.highlighted:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.unsetCursor()
        self.update()

    # --- painting helpers -----------------------------------------------------------------------

    def focus_reach(self) -> float:
        """How far the keyboard's focus ring reaches out of the item (scene units): its
        distance out and half its white halo (as `paint_overlays` draws it)."""
        unit = min(self._rect.width(), self._rect.height())
        grow, _radius = focus_ring(self._rect)
        return grow + min(unit * 0.12, FOCUS_HALO) / 2

    def paint_overlays(self, painter: QPainter, outline: QPainterPath) -> None:
        """Highlight ring (legal target), hover and keyboard focus ring, drawn over the item."""
        if not (self.tint or self.highlighted or self.hovered or self.focused):
            return  # (most items painted have none of them)
        unit = min(self._rect.width(), self._rect.height())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.tint and current() == "contrast":
            # high contrast: a wash over the box would pale its number; a dark edge instead
            painter.setPen(QPen(QColor(self.tint).darker(300), unit * 0.1))
            painter.drawPath(outline)
        elif self.tint:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(inks.colour(self.tint, 110))
            painter.drawPath(outline)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted:
            # (inside its outline, not across it: a lit box is drawn no further than its box,
            # as far as `SheetScene.lines` takes its line; its ring over its outline reached a
            # tenth of its side past it, past the room between Giza's rows: at the end of a
            # sheet scrolled in place a lit box's ring was cut and the lit row below peeked in)
            # (its halo shows inside the dark ring as wide as it did there, a twentieth of its
            # side, and no further into the box: its words keep their room)
            painter.setPen(inks.pen(HIGHLIGHT_HALO, unit * 0.15))
            painter.drawPath(inset_path(outline, unit * 0.075))
            painter.setPen(inks.pen(HIGHLIGHT, unit * 0.1))
            painter.drawPath(inset_path(outline, unit * 0.05))
        elif self.hovered and self.activatable:
            painter.setPen(inks.pen((0, 0, 0, 110), unit * 0.05))
            painter.drawPath(outline)
        if self.focused:
            self.paint_focus(painter)

    def paint_focus(self, painter: QPainter) -> None:
        """The keyboard focus ring, in the item's coordinates (a hint's outline over the item
        has it drawn again over itself: `HintMarker.paint`)."""
        # (a big part's ring as near and as thin as a box's: it stays inside the item's
        # bounds and off the words around it)
        unit = min(self._rect.width(), self._rect.height())
        grow, radius = focus_ring(self._rect)
        ring = QPainterPath()
        r = self._rect.adjusted(-grow, -grow, grow, grow)
        ring.addRoundedRect(r, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(inks.pen(KIT.white, min(unit * 0.12, FOCUS_HALO)))
        painter.drawPath(ring)
        painter.setPen(focus_pen(min(unit * 0.07, FOCUS_HALO * 0.6)))
        painter.drawPath(ring)


FOCUS_HALO = 6.0  # the widest the keyboard focus ring's white halo gets, in scene units


def focus_pen(width: float) -> QPen:
    """The keyboard focus ring's pen: a row of round dots, so that it differs in shape, not
    only in colour, from the hint's dashed outline and a pending mark's dashed ring (a hint on
    the place the keyboard is on shows both)."""
    return inks.pen(FOCUS, width, style=Qt.PenStyle.DotLine, cap=Qt.PenCapStyle.RoundCap)


def focus_ring(rect: QRectF) -> tuple[float, float]:
    """How far the keyboard focus ring lies outside `rect`, and its corners' radius."""
    unit = min(rect.width(), rect.height())
    return min(unit * 0.12, FOCUS_HALO * 0.8), min(unit * 0.18, 10.0)
