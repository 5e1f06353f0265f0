"""A card with a grid of boxes, as one scene item: a treasure map, a pyramid chamber.

`GridCardItem` is a slot that shows a card face, a face-down card or an empty place. It knows the
card's grid geometry (which box is under a point, where a box is drawn), draws the generic parts
(the marks a player made, pending marks, target boxes, the highlight and focus rings, a badge such
as "Kept") and leaves the card's own picture to a face painter the game hands in:

    face_painter(painter, rect, card, geometry, marks)   # the game draws its card
    back_painter(painter, rect, caption)                 # a face-down card

A face-down card is drawn by a `CardBack`: the game gives its colours and an emblem painter (a
`PolygonEmblem` where a polygon, maybe in a ring, will do), the kit the rounded card, its
gradient, edge and caption.

The face painter calls `paint_targets`, `paint_marks` (and may draw its symbols in between) so a
game decides what lies over what. The item is cached as a pixmap at screen resolution, so a ghost
moving over it only blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..palette import KIT, tone
from .ghost import boxes_outline, boxes_path
from .items import draw_pen_cross, draw_pending_mark
from .sheet_item import SheetItem, focus_pen
from .text import (
    draw_fitted_text,
    draw_legible_text,
    font_for,
    inside_outline,
    line_room,
    offer_whole,
    outline_room,
    shortened,
)

Cell = tuple[int, int]

PEN_INK = KIT.pen  # the players' pen (crosses and written numbers)
TARGET_FILL = KIT.lit_fill
TARGET_RING = KIT.lit_ring


@dataclass(frozen=True, slots=True)
class CardGeometry:
    """Where a card's boxes are drawn: box (r, c) is the square of side `pitch` at
    origin + (c, r) * pitch; `header` is the band above the grid; `region`/`outline` the boxes'
    union and outer edge."""

    pitch: float
    origin: QPointF
    rows: int
    cols: int
    region: QPainterPath
    outline: QPainterPath
    header: QRectF

    def box(self, cell: Cell) -> QRectF:
        r, c = cell
        return QRectF(
            self.origin.x() + c * self.pitch,
            self.origin.y() + r * self.pitch,
            self.pitch,
            self.pitch,
        )


def card_geometry(
    rows: int,
    cols: int,
    boxes: Iterable[Cell],
    rect: QRectF,
    header: float = 0.17,
    margin: float = 0.05,
) -> CardGeometry:
    """The grid centred in `rect` below a header band (`header` of the height), boxes square."""
    side = rect.width() * margin
    header_h = rect.height() * header
    avail = QRectF(
        rect.left() + side,
        rect.top() + header_h,
        rect.width() - 2 * side,
        rect.height() - header_h - side,
    )
    pitch = min(avail.width() / max(cols, 1), avail.height() / max(rows, 1))
    origin = QPointF(avail.center().x() - cols * pitch / 2, avail.center().y() - rows * pitch / 2)
    rects = [QRectF(origin.x() + c * pitch, origin.y() + r * pitch, pitch, pitch) for r, c in boxes]
    band = QRectF(rect.left(), rect.top(), rect.width(), header_h)
    return CardGeometry(pitch, origin, rows, cols, boxes_path(rects), boxes_outline(rects), band)


@dataclass(frozen=True, slots=True)
class GridMarks:
    """What the kit draws over a face: marked boxes, pending ones (drawn fainter, with a dashed
    ring), and targets (boxes some legal action would mark)."""

    crossed: frozenset[Cell] = frozenset()
    pending: frozenset[Cell] = frozenset()
    targets: frozenset[Cell] = frozenset()
    extra: Any = None  # anything else a face painter needs to know (a game's own marks)


def paint_targets(painter: QPainter, geometry: CardGeometry, targets: Iterable[Cell]) -> None:
    """A yellow fill under a target box (call before drawing the box's symbol)."""
    pitch = geometry.pitch
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tone(TARGET_FILL))
    inset = pitch * 0.06
    for cell in targets:
        painter.drawRect(geometry.box(cell).adjusted(inset, inset, -inset, -inset))


def paint_target_rings(painter: QPainter, geometry: CardGeometry, targets: Iterable[Cell]) -> None:
    """A dark ring inside each target box (drawn over its symbol: a shape, not only a colour)."""
    pitch = geometry.pitch
    painter.setPen(QPen(tone(TARGET_RING), pitch * 0.05))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = pitch * 0.1
    for cell in targets:
        painter.drawRect(geometry.box(cell).adjusted(inset, inset, -inset, -inset))


def paint_marks(painter: QPainter, geometry: CardGeometry, marks: GridMarks) -> None:
    """The players' pen crosses; pending ones fainter and ringed with a dashed line."""
    inset = geometry.pitch * 0.08
    for cell in marks.crossed | marks.pending:
        box = geometry.box(cell)
        if cell in marks.pending:
            ring = QPainterPath()
            ring.addRect(box.adjusted(inset, inset, -inset, -inset))
            draw_pending_mark(painter, box, tone(PEN_INK), ring)
        else:
            draw_pen_cross(painter, box, tone(PEN_INK))


FacePainter = Callable[[QPainter, QRectF, Any, CardGeometry, GridMarks], None]
BackPainter = Callable[[QPainter, QRectF, str], None]
GeometryOf = Callable[[Any, QRectF], CardGeometry]
DrawnGeometryOf = Callable[[Any, QRectF, QPainter], CardGeometry]


def printed_symbols(card: Any) -> Iterable[Cell]:
    """The boxes of a card with a symbol printed in them, for a card that lists its symbols as
    (box, symbol) pairs."""
    return (cell for cell, _symbol in getattr(card, "symbols", ()))


def walled_boxes(card: Any) -> Iterable[Cell]:
    """The boxes of a card nobody ever writes in, for a card that lists them as its `walls`."""
    return getattr(card, "walls", ())


EmblemPainter = Callable[[QPainter, QPointF, float], None]


@dataclass(frozen=True, slots=True)
class PolygonEmblem:
    """An `EmblemPainter`: a polygon filled in `fill`, its `corners` given as (x, y) shares of the
    card's shorter side from the emblem's centre, edged in `edge` (none if None); `ring`: the
    radius of a ring drawn around it in the fill colour (a share of the side; none if 0)."""

    corners: tuple[tuple[float, float], ...]
    fill: str
    edge: str | None = None
    ring: float = 0.0

    def __call__(self, painter: QPainter, centre: QPointF, side: float) -> None:
        line = side * 0.015
        if self.ring:
            painter.setPen(QPen(tone(self.fill), line))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, side * self.ring, side * self.ring)
        if self.edge is None:
            painter.setPen(Qt.PenStyle.NoPen)
        else:
            painter.setPen(QPen(tone(self.edge), line))
        painter.setBrush(tone(self.fill))
        x, y = centre.x(), centre.y()
        painter.drawPolygon(
            QPolygonF([QPointF(x + a * side, y + b * side) for a, b in self.corners])
        )


@dataclass(frozen=True, slots=True)
class CardBack:
    """The back of a game's cards, a `BackPainter`: a rounded card shaded from `light` (top
    left) to `dark`, edged in `edge`, with the game's emblem in the middle and the caption (the
    pile's count) under it. `emblem(painter, centre, side)` draws it around `centre`, sized by the
    card's shorter `side`; with a caption it moves up by `lift` and the caption starts `gap`
    below its centre (both shares of `side`; the defaults suit an emblem about half the side
    across). `shadow`: a soft shadow below right; `frame`: a
    dashed frame inside the edge, in that colour."""

    light: str
    dark: str
    edge: str
    caption_ink: str
    emblem: EmblemPainter
    lift: float = 0.1
    gap: float = 0.22
    shadow: bool = False
    frame: str | None = None

    def __call__(self, painter: QPainter, rect: QRectF, caption: str = "") -> None:
        w = rect.width()
        outline = QPainterPath()
        outline.addRoundedRect(rect, w * 0.05, w * 0.05)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0.0, tone(self.light))
        gradient.setColorAt(1.0, tone(self.dark))
        if self.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tone(0, 0, 0, 40))
            painter.drawPath(outline.translated(w * 0.012, w * 0.016))
        painter.setPen(QPen(tone(self.edge), w * 0.02))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(outline)
        if self.frame is not None:
            pen = QPen(tone(self.frame), w * 0.012)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inner = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
            painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
        side = min(rect.width(), rect.height())
        centre = QPointF(
            rect.center().x(), rect.center().y() - (side * self.lift if caption else 0)
        )
        self.emblem(painter, centre, side)
        if caption:
            painter.setPen(tone(self.caption_ink))
            draw_fitted_text(
                painter,
                QRectF(rect.left(), centre.y() + side * self.gap, w, rect.height() * 0.22),
                Qt.AlignmentFlag.AlignCenter,
                caption,
                min(w * 0.16, rect.height() * 0.13),
            )


@dataclass(frozen=True)
class CardLook:
    """How a game draws its cards: the geometry of a card in a rect, its face and its back, and
    which boxes have something printed in them (what a hint's badge must not hide)."""

    geometry: GeometryOf
    face: FacePainter
    back: BackPainter
    corner: float = 0.05  # corner radius, as a share of the width
    printed: Callable[[Any], Iterable[Cell]] = printed_symbols
    # the geometry of a face drawn by a painter, when it depends on the size the card is shown
    # at (shown small, what its header states grows to stay legible and the grid makes room)
    drawn: DrawnGeometryOf | None = None
    # the boxes nobody writes in (a wall): neither printed nor empty, a hint's badge may lie there
    closed: Callable[[Any], Iterable[Cell]] = walled_boxes


CHOSEN_INK = KIT.chosen  # the frame and badge of a chosen card
BADGE_H = 0.16  # the badge's height, a share of the card's (grown for its words shown small)
BADGE_W = (
    0.64  # its width, a share of the card's (grown as well, up to `BADGE_SPILL` past each side)
)
BADGE_SPILL = 12.0  # (within the item's bounds: a row of cards a little further apart holds it)
# how far below the card the badge may reach, a share of the card's height (the item's bounds)
BADGE_REACH = 0.35


class GridCardItem(SheetItem):
    """One card slot: a face (with marks and targets), a face-down card, or an empty place."""

    def __init__(
        self,
        item_id: str,
        rect: tuple[float, float, float, float],
        look: CardLook,
        activatable: bool = True,
    ) -> None:
        x, y, w, h = rect
        super().__init__(item_id, QRectF(x, y, w, h), activatable)
        self.look = look
        self._outline = QPainterPath()
        self._outline.addRoundedRect(self._rect, w * look.corner, w * look.corner)
        # (the badge may hang below the card, clear of the grid: see `badge_rect`)
        side = max(10.0, BADGE_SPILL + 1)
        self._bounds = self._rect.adjusted(-side, -10, side, max(10 + h * BADGE_H, h * BADGE_REACH))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.card: Any = None
        self.back = False
        self.empty = True
        self.caption = ""  # on a back or an empty place
        self.badge = ""  # e.g. "Kept" on a chosen draft card
        self.crossed: frozenset[Cell] = frozenset()
        # its boxes marked, not confirmed yet (`pending`, the kit's, says whether there are any)
        self.pending_cells: frozenset[Cell] = frozenset()
        self.targets: frozenset[Cell] = frozenset()
        self.extra: Any = None
        self.geometry: CardGeometry | None = None
        self._drawn: CardGeometry | None = None  # as last painted (`CardLook.drawn`)
        self._blank: tuple[Any, ...] | None = None  # (`blank_rects` and what they were for)
        self._card_key: Any = None
        self._tip = ""  # the table's tooltip (what the card shortens is added under it)

    def set_content(
        self,
        card: Any,
        *,
        back: bool = False,
        crossed: frozenset[Cell] = frozenset(),
        pending: frozenset[Cell] = frozenset(),
        targets: frozenset[Cell] = frozenset(),
        extra: Any = None,
        caption: str = "",
        badge: str = "",
        tooltip: str = "",
    ) -> bool:
        empty = card is None and not back
        if card is not None and (card is not self._card_key or self.geometry is None):
            self.geometry = self.look.geometry(card, self._rect)
            self._drawn = None
            self._card_key = card
        changed = self.set_visual(
            card=card,
            back=back,
            empty=empty,
            crossed=crossed,
            pending=bool(pending),
            pending_cells=pending,
            targets=targets,
            extra=extra,
            caption=caption,
            badge=badge,
        )
        if tooltip != self._tip:
            self._tip = tooltip
            self.setToolTip(tooltip)
        return changed

    # --- the grid -------------------------------------------------------------------------------

    def cell_at(self, scene_pos: QPointF, clamp: bool = False) -> Cell | None:
        """The grid box under a scene point (any box of the grid; one step outside with clamp)."""
        g = self._grid()
        if g is None or self.card is None or self.back:
            return None
        local = self.mapFromScene(scene_pos)
        if not clamp and not self._rect.contains(local):
            return None
        c = math.floor((local.x() - g.origin.x()) / g.pitch)
        r = math.floor((local.y() - g.origin.y()) / g.pitch)
        return (min(max(r, -1), g.rows), min(max(c, -1), g.cols))

    def box_rect(self, cell: Cell) -> QRectF:
        g = self._grid()
        assert g is not None
        return g.box(cell)

    def _grid(self) -> CardGeometry | None:
        """The boxes where the face was last drawn (its geometry until it is drawn)."""
        return self._drawn if self._drawn is not None else self.geometry

    # --- painting -------------------------------------------------------------------------------

    def busy_rects(self) -> list[QRectF]:
        """The boxes (item coordinates) with something in them: a printed symbol, a player's
        cross or a pending mark, and the header band above the grid (the card's value and
        words). Covering them hides what the player reads on the card."""
        g = self._grid()
        if g is None or self.back or self.card is None:
            return []
        cells = set(self.look.printed(self.card)) | self.crossed | self.pending_cells
        return [g.header] + [g.box(cell) for cell in sorted(cells)]

    def blank_rects(self) -> list[QRectF]:
        """The boxes (item coordinates) with nothing in them yet, where the player may write (a
        hint's tag over one would hide it): not a wall (`CardLook.closed`). Worked out again
        only for another grid, card or marks: a hint's tag asks every card under each place it
        tries, dozens of times a hint, and a card's every box was looked at each time."""
        g = self._grid()
        if g is None or self.back or self.card is None:
            return []
        kept = self._blank
        if (
            kept is not None
            and kept[0] is g
            and kept[1] is self.card
            and kept[2:4] == (self.crossed, self.pending_cells)
        ):
            return list(kept[4])
        busy = set(self.look.printed(self.card)) | self.crossed | self.pending_cells
        busy |= set(self.look.closed(self.card))
        blank = [
            g.box((r, c))
            for r in range(g.rows)
            for c in range(g.cols)
            if (r, c) not in busy and g.region.contains(g.box((r, c)).center())
        ]
        self._blank = (g, self.card, self.crossed, self.pending_cells, blank)
        return list(blank)

    def header_rect(self) -> QRectF | None:
        """The header band above the grid (item coordinates: the card's value and words), or
        None while the card shows no face."""
        g = self._grid()
        if g is None or self.back or self.card is None:
            return None
        return QRectF(g.header)

    def badge_rect(self, painter: QPainter | None = None) -> QRectF:
        """Where the badge ("Kept") goes: low on the card, but never over a box of the grid (the
        bottom row holds what matters most on some cards): below the grid, hanging over the
        card's lower edge if the grid leaves too little room. Drawn by `painter` on a card shown
        small, it grows round its words at 9 pt (`line_room`), clear of its own outline: wider,
        up to `BADGE_SPILL` past the card's sides, and lower down, within the item's bounds."""
        r = self._rect
        w, h = r.width(), r.height()
        top = r.bottom() - h * 0.2
        g = self._grid()
        if g is not None and not self.back and self.card is not None:
            top = max(top, g.origin.y() + g.rows * g.pitch + h * 0.015)
        width, height = w * BADGE_W, h * BADGE_H
        if painter is not None and self.badge:
            room = line_room(painter, self.badge, height * 0.6)
            # (a pill: its round ends take a share of its height on either side of the words)
            need = outline_room(painter, room, self._badge_pen())
            height = min(max(height, need.height()), self._bounds.bottom() - top)
            width = min(max(width, need.width() + height * 0.6), w + 2 * BADGE_SPILL)
        return QRectF(r.center().x() - width / 2, top, width, height)

    def _badge_pen(self) -> float:
        return self._rect.width() * 0.012

    def frame_pens(self) -> list[QPen]:
        """The pens drawn around the card's outline, outermost first: a chosen card (one with a
        badge) gets the widest frame, wider than a legal choice's ring, so what is chosen looks
        chosen by its frame's weight and its badge, not by colour alone."""
        w = self._rect.width()
        if self.badge:
            return [QPen(tone(255, 255, 255, 235), w * 0.075), QPen(tone(CHOSEN_INK), w * 0.05)]
        if self.highlighted:
            return [QPen(tone(KIT.lit_halo), 7), QPen(tone(KIT.lit), 3.5)]
        if self.hovered and self.activatable:
            return [QPen(tone(0, 0, 0, 110), 2)]
        return []

    def focus_reach(self) -> float:
        return 5 + 4 / 2  # the focus ring below: 5 out, a white pen 4 wide

    def paint_overlays(self, painter: QPainter, outline: QPainterPath) -> None:
        """Rings sized for a card: a legal choice gets a thick dark ring with a white halo, the
        keyboard focus a dotted blue one."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in self.frame_pens():
            painter.setPen(pen)
            painter.drawPath(outline)
        if self.focused:
            self.paint_focus(painter)

    def paint_focus(self, painter: QPainter) -> None:
        ring = QPainterPath()
        w = self._rect.width()
        ring.addRoundedRect(self._rect.adjusted(-5, -5, 5, 5), w * 0.06, w * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(tone(KIT.white), 4))
        painter.drawPath(ring)
        painter.setPen(focus_pen(2.5))
        painter.drawPath(ring)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # whatever of its words the card shows cut short is whole in its tooltip
        with shortened() as cut:
            self._paint(painter)
        offer_whole(self, cut, self._tip)

    def _paint(self, painter: QPainter) -> None:
        r = self._rect
        w = r.width()
        if self.empty:
            pen = QPen(tone(74, 47, 20, 120), w * 0.012)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(tone(255, 255, 255, 60))
            painter.drawPath(self._outline)
            if self.caption:
                painter.setPen(tone(KIT.grid_label))
                painter.setFont(font_for(min(w * 0.07, 18), True))
                draw_legible_text(
                    painter,
                    r.adjusted(8, 8, -8, -8),
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    self.caption,
                )
            self.paint_overlays(painter, self._outline)
            return
        if self.back or self.card is None:
            self.look.back(painter, r, self.caption)
        else:
            geometry = self.geometry
            if self.look.drawn is not None:
                geometry = self._drawn = self.look.drawn(self.card, r, painter)
            assert geometry is not None
            marks = GridMarks(self.crossed, self.pending_cells, self.targets, self.extra)
            self.look.face(painter, r, self.card, geometry, marks)
        self.paint_overlays(painter, self._outline)
        if self.badge:  # (over the frame, which it may straddle: on paper that hides it)
            band = self.badge_rect(painter)
            width = self._badge_pen()
            painter.setPen(QPen(tone(CHOSEN_INK), width))
            painter.setBrush(tone(255, 255, 255))
            painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
            painter.setPen(tone(CHOSEN_INK))
            words = inside_outline(painter, band, width).adjusted(
                band.height() * 0.3, 0, -band.height() * 0.3, 0
            )
            draw_fitted_text(
                painter, words, Qt.AlignmentFlag.AlignCenter, self.badge, r.height() * BADGE_H * 0.6
            )
