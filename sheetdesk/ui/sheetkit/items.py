"""Graphics items of the sheet kit: cells, cards and decorations, all drawn as vectors.

Items only draw; they hold visual state set by `SheetScene` (which the game's table syncs from the
game's view). Nothing here knows any game rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..palette import KIT, text_scale, tone
from ..plain import plain_tooltip
from . import inks
from .layout import Band, CellSpec, CellStyle, Glyph, Label
from .measure import MIN_TEXT_PX, ink_bounds
from .sheet_item import FOCUS, BoundedItem, SheetItem, shape_path
from .symbols import is_stroked, pen_cross, symbol_path
from .text import (
    HANG,
    STRETCHES,
    draw_fitted_text,
    draw_legible_text,
    draw_text,
    fits_in,
    fitted_font,
    font_for,
    inside_outline,
    larger_font,
    legible_width,
    text_room,
)

CROSS_WIDTH = 0.11  # a pen's cross: its stroke's width, of the box's shorter side
RING_WIDTH = 0.05  # the dashed ring round a pending cross
ROUND, ROUNDED, DASHED = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin, Qt.PenStyle.DashLine


def draw_pen_cross(painter: QPainter, rect: QRectF, ink: QColor, alpha: int = 255) -> None:
    color = QColor(ink)
    color.setAlpha(alpha)
    pen = QPen(color, min(rect.width(), rect.height()) * CROSS_WIDTH)
    pen.setCapStyle(ROUND)
    pen.setJoinStyle(ROUNDED)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(pen_cross(rect))


PENDING_ALPHA = 130  # a cross not yet confirmed is drawn fainter, inside a dashed ring


def draw_pending_mark(painter: QPainter, rect: QRectF, ink: QColor, outline: QPainterPath) -> None:
    """A cross the player may still take back: fainter, and `outline` (the box, shrunk a little
    by the caller as it likes) drawn dashed around it. Every game shows pending marks so."""
    draw_pen_cross(painter, rect, ink, PENDING_ALPHA)
    pen = QPen(ink, min(rect.width(), rect.height()) * RING_WIDTH)
    pen.setStyle(DASHED)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)


def draw_pen_circle(painter: QPainter, rect: QRectF, ink: QColor, alpha: int = 255) -> None:
    """A hand-drawn ring around `rect` (a bonus won, a symbol circled): one stroke that overshoots
    where it closes, as a pen does."""
    color = QColor(ink)
    color.setAlpha(alpha)
    side = min(rect.width(), rect.height())
    pen = QPen(color, side * 0.08)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = rect.adjusted(-side * 0.06, -side * 0.04, side * 0.06, side * 0.04)
    path = QPainterPath()
    path.arcMoveTo(ring, 100)
    path.arcTo(ring, 100, 380)
    painter.drawPath(path)


NARROWER = STRETCHES[1]  # a number's letters a little narrower before smaller


# (worked out once for each text and room, shared as `font_for`'s fonts are: a total's box
# measured its words at every position drawn that changed them, 20 µs and more each)
@lru_cache(maxsize=1024)
def narrower(size: float, bold: bool, text: str, width: float) -> QFont:
    """A font of `size` units for `text`, no wider than `width`: its letters narrower where
    that is enough (their height is what reads: a sheet shown small keeps a box's or a card's
    '10' and '12' at 9 pt), else narrower and smaller (never changed by who asked for it)."""
    font = font_for(size, bold)
    if not text or QFontMetricsF(font).horizontalAdvance(text) <= width:
        return font
    narrow = QFont(font)
    narrow.setStretch(NARROWER)
    advance = QFontMetricsF(narrow).horizontalAdvance(text)
    if advance > width:
        narrow = QFont(font_for(size * width / advance, bold))
        narrow.setStretch(NARROWER)
    return narrow


class CellItem(SheetItem):
    """A box of a sheet: shape, fill, label, optional symbol; crossed (pending or not), circled
    and skipped visuals."""

    def __init__(self, spec: CellSpec, style: CellStyle) -> None:
        x, y, w, h = spec.rect
        super().__init__(spec.id, QRectF(x, y, w, h), spec.activatable)
        self.spec = spec
        self.style = style
        self.label = spec.label
        self._room = QRectF(self._rect)  # where the label goes (`set_label_room`)
        self._outline = shape_path(spec.shape, self._rect, style.radius)
        self._font = font_for(style.font_size, style.bold)
        self._label_font = self._fitting_font(self.label)
        self._symbol_path = QPainterPath()
        if spec.symbol:
            self._symbol_path = symbol_path(spec.symbol, self._symbol_rect(spec.symbol_pos))
        self._has_symbol = not self._symbol_path.isEmpty()
        self._side = min(w, h)
        # the pen's cross over the box and the dashed ring round a pending one, made when first
        # drawn (the box never moves: `_marks`)
        self._mark_paths: tuple[QPainterPath, QPainterPath] | None = None
        if spec.tooltip:
            self.setToolTip(spec.tooltip)

    def _symbol_rect(self, pos: str) -> QRectF:
        r = self._rect
        if pos == "corner":
            side = min(r.width(), r.height()) * 0.26
            return QRectF(r.right() - side * 1.25, r.top() + side * 0.25, side, side)
        if pos == "left":
            side = min(r.width(), r.height()) * 0.5
            return QRectF(r.left() + side * 0.25, r.center().y() - side / 2, side, side)
        side = min(r.width(), r.height()) * 0.6
        return QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side)

    def drawn_rect(self) -> QRectF:
        """Its box and the outer half of its outline's pen (the box's edge lies under the pen's
        middle)."""
        half = max(0.0, self.style.border_width) / 2
        return self._rect.adjusted(-half, -half, half, half)

    def set_label_room(self, room: QRectF) -> None:
        """Lay the label out in `room`, a part of the cell (the rest lies under a sign printed
        over the cell's edge: `layout.label_rooms`)."""
        self._room = QRectF(room)
        self._label_font = self._fitting_font(self.label)
        self.update()

    def label_layout(self) -> tuple[QPainterPath, QFont, QRectF]:
        """Its symbol's outline, its label's font and the room the label is centred in."""
        return self._symbol_path, self._label_font, self._room

    def _fitting_font(self, label: str) -> QFont:
        """The style's font, or if `label` would not fit the cell's width (a number with more
        digits than the cell was drawn for), or the part of it it is laid out in: its letters
        narrower where that is enough (their height is what reads: a sheet shown small keeps
        its '10' and '12' at 9 pt), else smaller."""
        return narrower(self.style.font_size, self.style.bold, label, self._room.width() * 0.92)

    def set_label(self, label: str) -> bool:
        if label == self.label:
            return False
        self.label = label
        self._label_font = self._fitting_font(label)
        self.update()
        return True

    def is_blank(self) -> bool:
        """Nothing written, crossed or printed in it (a hint may cover part of it)."""
        return self.state == "open" and not self.label and not self._has_symbol

    def fits(self) -> bool:
        """Whether the label fits inside the box (a translation may be longer than English)."""
        return fits_in(self._font, self._room, Qt.AlignmentFlag.AlignCenter, self.label)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        state = self.state
        skipped = state == "skipped"
        painter.setOpacity(0.38 if skipped else 1.0)
        # (the colours as the palette in use draws them, kept: a change of palette repaints)
        style = self.style
        border = style.border_width > 0
        painter.setPen(inks.pen(style.border, style.border_width) if border else Qt.PenStyle.NoPen)
        painter.setBrush(inks.colour(style.fill))
        painter.drawPath(self._outline)
        if self._has_symbol:
            symbol_color = style.symbol_color or style.text
            if is_stroked(self.spec.symbol or ""):
                painter.setPen(
                    inks.pen(symbol_color, self._rect.width() * 0.08, cap=Qt.PenCapStyle.RoundCap)
                )
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(inks.colour(symbol_color))
            painter.drawPath(self._symbol_path)
        if self.label:
            faded = skipped or (self.dimmed and state == "open")
            painter.setPen(inks.colour(style.text, 150 if faded else None))
            font = self._label_font
            if text_scale() != 1.0:  # (the usual text: the font as it is, no room to measure)
                inset = self._room.width() * 0.04
                room = self._room.adjusted(inset, 0, -inset, 0)
                if self.spec.shape == "circle":
                    # (a ring's words grown by Larger text only as far as they stay clear of it)
                    words = QFontMetricsF(font).tightBoundingRect(self.label).size()
                    room = inside_outline(painter, self._room, style.border_width, 0.5, words)
                font = larger_font(font, room, Qt.AlignmentFlag.AlignCenter, self.label)
            painter.setFont(font)
            draw_text(painter, self._room, Qt.AlignmentFlag.AlignCenter, self.label, font)
        painter.setOpacity(1.0)
        if state == "crossed":
            # (as `draw_pen_cross` and `draw_pending_mark` draw them, with the kept pens and
            # paths)
            cross, ring = self._marks()
            side = self._side
            painter.setBrush(Qt.BrushStyle.NoBrush)
            alpha = PENDING_ALPHA if self.pending else 255
            painter.setPen(inks.pen(style.mark, side * CROSS_WIDTH, alpha, cap=ROUND, join=ROUNDED))
            painter.drawPath(cross)
            if self.pending:
                painter.setPen(inks.pen(style.mark, side * RING_WIDTH, style=DASHED))
                painter.drawPath(ring)
        elif state == "circled":
            draw_pen_circle(painter, self._rect, tone(style.mark))
        self.paint_overlays(painter, self._outline)

    def _marks(self) -> tuple[QPainterPath, QPainterPath]:
        """The pen's cross over the box and the dashed ring inside its edge (a pending cross's),
        made once."""
        if self._mark_paths is None:
            inset = self._side * 0.1
            ring = self._rect.adjusted(inset, inset, -inset, -inset)
            outline = shape_path(self.spec.shape, ring, max(0.0, self.style.radius - inset))
            self._mark_paths = (pen_cross(self._rect), outline)
        return self._mark_paths


@dataclass(frozen=True, slots=True)
class CardFace:
    """The front of a card: its colour(s) (several stripes for a joker), a symbol and the ink of
    the number on the white middle."""

    colors: tuple[str, ...]
    symbol: str
    ink: str = KIT.ink


CARD_BACK = KIT.card_back
CARD_BACK_BORDER = KIT.card_back_edge
CARD_BACK_INK = KIT.card_back_ink


class CardItem(SheetItem):
    """A playing card: neutral back showing its number, or its face (colour + symbol + number).
    `selected` lifts it and rings it; `empty` draws an empty slot outline."""

    def __init__(self, item_id: str, rect: tuple[float, float, float, float]) -> None:
        x, y, w, h = rect
        super().__init__(item_id, QRectF(x, y, w, h), True)
        self.number: int | None = None
        self.face: CardFace | None = None
        self.selected = False
        self.empty = True
        self._outline = QPainterPath()
        self._outline.addRoundedRect(self._rect, w * 0.12, w * 0.12)
        self._bounds = self._rect.adjusted(-10, -w * 0.3, 10, 10)
        self._fonts: dict[tuple[str, float], QFont] = {}
        self._home = QPointF()  # how far it lies from the place it was made at (`move_to`)

    def move_to(self, x: float, y: float) -> None:
        """Lie at (`x`, `y`) from now on, as large (a table laying its cards out again for the
        shape of its view); a chosen card stays lifted."""
        self._home = QPointF(x - self._rect.x(), y - self._rect.y())
        self._place()

    def _place(self) -> None:
        lift = -self._rect.height() * 0.14 if self.selected else 0.0
        at = QPointF(self._home.x(), self._home.y() + lift)
        if at != self.pos():
            self.setPos(at)
            self.lines_moved()  # (lifted when chosen, laid back down: its line reaches higher)

    def number_font(self, number: str, width: float) -> QFont:
        """The number as big as the card allows, never wider than `width` (two digits stay
        inside the card's circle)."""
        key = (number, round(width, 2))
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = narrower(self._rect.height() * 0.42, True, number, width)
        return font

    def set_card(
        self,
        number: int | None,
        face: CardFace | None = None,
        *,
        selected: bool = False,
        empty: bool = False,
        tooltip: str = "",
    ) -> bool:
        changed = self.set_visual(number=number, face=face, selected=selected, empty=empty)
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        if changed:
            self._place()
        return changed

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        r = self._rect
        unit = r.width()
        if self.empty:
            pen = QPen(tone(0, 0, 0, 90), unit * 0.03)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
            self.paint_overlays(painter, self._outline)
            return
        painter.setOpacity(0.45 if self.dimmed else 1.0)
        # a soft shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tone(0, 0, 0, 45))
        painter.drawPath(self._outline.translated(unit * 0.04, unit * 0.05))
        number = "" if self.number is None else str(self.number)
        if self.face is None:
            painter.setBrush(tone(CARD_BACK))
            painter.setPen(QPen(tone(CARD_BACK_BORDER), unit * 0.03))
            painter.drawPath(self._outline)
            inner = r.adjusted(unit * 0.1, unit * 0.1, -unit * 0.1, -unit * 0.1)
            pen = QPen(tone(CARD_BACK_BORDER), unit * 0.015)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, unit * 0.08, unit * 0.08)
            painter.setPen(tone(CARD_BACK_INK))
            painter.setFont(self.number_font(number, inner.width() * 0.9))
            draw_text(painter, r, Qt.AlignmentFlag.AlignCenter, number)
        else:
            self._paint_face(painter, number)
        painter.setOpacity(1.0)
        if self.selected:
            painter.setPen(QPen(tone(KIT.white), unit * 0.1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
            painter.setPen(QPen(tone(FOCUS), unit * 0.055))
            painter.drawPath(self._outline)
        self.paint_overlays(painter, self._outline)

    def circle(self) -> QRectF:
        """The white middle of a face, where its number is written."""
        r, unit = self._rect, self._rect.width()
        return QRectF(
            r.left() + unit * 0.17, r.center().y() - unit * 0.34, unit * 0.66, unit * 0.68
        )

    def number_box(self) -> QRectF:
        """Where the number of a face must fit: the square inside its circle."""
        circle = self.circle()
        side = min(circle.width(), circle.height()) * 0.72
        return QRectF(circle.center().x() - side / 2, circle.center().y() - side / 2, side, side)

    def _paint_face(self, painter: QPainter, number: str) -> None:
        assert self.face is not None
        r = self._rect
        unit = r.width()
        colors = self.face.colors or (KIT.joker,)
        painter.setPen(Qt.PenStyle.NoPen)
        if len(colors) == 1:
            painter.setBrush(tone(colors[0]))
            painter.drawPath(self._outline)
        else:
            stripe = r.height() / len(colors)
            painter.save()
            painter.setClipPath(self._outline)
            for i, color in enumerate(colors):
                painter.fillRect(
                    QRectF(r.left(), r.top() + i * stripe, r.width(), stripe + 0.5), tone(color)
                )
            painter.restore()
        painter.setPen(QPen(tone(KIT.dark_ink), unit * 0.03))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._outline)
        middle = self.circle()
        painter.setPen(QPen(tone(KIT.dark_ink), unit * 0.02))
        painter.setBrush(tone(KIT.white))
        painter.drawEllipse(middle)
        painter.setPen(tone(self.face.ink))
        painter.setFont(self.number_font(number, self.number_box().width()))
        draw_text(painter, middle, Qt.AlignmentFlag.AlignCenter, number)
        # the symbol in two corners (white with a dark edge, readable on every colour)
        side = unit * 0.24
        for corner in (
            QRectF(r.left() + unit * 0.07, r.top() + unit * 0.07, side, side),
            QRectF(r.right() - unit * 0.07 - side, r.bottom() - unit * 0.07 - side, side, side),
        ):
            path = symbol_path(self.face.symbol, corner)
            painter.setPen(QPen(tone(KIT.dark_ink), unit * 0.02))
            painter.setBrush(tone(KIT.white))
            painter.drawPath(path)


class Magnifier(BoundedItem):
    """A small magnifying glass in the top right corner of a part a click shows big (a child of
    that part; clicks go through it to the part). `spot`: where it lies instead, for a part
    whose corner holds words."""

    @staticmethod
    def side(width: float) -> float:
        """The glass's side in the corner of a part `width` wide (3 more to its edge)."""
        return min(18.0, width * 0.12)

    def __init__(self, parent: QGraphicsItem, rect: QRectF, spot: QRectF | None = None) -> None:
        side = self.side(rect.width())
        self._rect = (
            QRectF(spot)
            if spot is not None
            else QRectF(rect.right() - side - 3, rect.top() + 3, side, side)
        )
        super().__init__(self._rect.adjusted(-2, -2, 2, 2), parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def follow(self, rect: QRectF) -> None:
        """Into the corner of its part, moved to `rect` (a table laid out again)."""
        side = self.side(rect.width())
        self._rect = QRectF(rect.right() - side - 3, rect.top() + 3, side, side)
        self.setRect(self._rect.adjusted(-2, -2, 2, 2))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        d = r.width() * 0.62
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(inks.pen(KIT.magnifier, r.width() * 0.14))
        painter.setBrush(inks.colour((255, 255, 255, 200)))
        painter.drawEllipse(QRectF(r.left(), r.top(), d, d))
        painter.drawLine(
            QPointF(r.left() + d * 0.85, r.top() + d * 0.85), QPointF(r.right(), r.bottom())
        )


class BandItem(BoundedItem):
    def __init__(self, band: Band) -> None:
        x, y, w, h = band.rect
        self._rect = QRectF(x, y, w, h)
        grow = band.border_width
        super().__init__(self._rect.adjusted(-grow, -grow, grow, grow))
        self._band = band
        self.setZValue(band.z)

    @property
    def band(self) -> Band:
        """The band it draws (as the layout gave it)."""
        return self._band

    def drawn_rect(self) -> QRectF:
        """How far it is drawn: its area and the outer half of its border's pen."""
        half = self._band.border_width / 2 if self._band.border else 0.0
        return self._rect.adjusted(-half, -half, half, half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        band = self._band
        edged = band.border and band.border_width > 0
        painter.setPen(inks.pen(band.border, band.border_width) if edged else Qt.PenStyle.NoPen)
        painter.setBrush(inks.colour(band.fill))
        if self._band.points:
            painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in self._band.points]))
        elif self._band.radius:
            painter.drawRoundedRect(self._rect, self._band.radius, self._band.radius)
        else:
            painter.drawRect(self._rect)


class GlyphItem(BoundedItem):
    def __init__(self, glyph: Glyph) -> None:
        x, y, w, h = glyph.rect
        self._rect = QRectF(x, y, w, h)
        super().__init__(self._rect.adjusted(-4, -4, 4, 4))
        self._path = symbol_path(glyph.symbol, self._rect)
        self._stroked = is_stroked(glyph.symbol)
        self._glyph = glyph

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        glyph = self._glyph
        if self._stroked:
            painter.setPen(inks.pen(glyph.fill, self._rect.width() * 0.12, cap=ROUND))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            edged = glyph.border and glyph.border_width > 0
            painter.setPen(
                inks.pen(glyph.border, glyph.border_width) if edged else Qt.PenStyle.NoPen
            )
            painter.setBrush(inks.colour(glyph.fill))
        painter.drawPath(self._path)


_ALIGN = {
    "left": Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    "center": Qt.AlignmentFlag.AlignCenter,
    "right": Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
}


class LabelItem(BoundedItem):
    """Text in a box; elided never — the game sizes the box (translations may be longer).
    `legible_only`: drawn only where it is 9 pt or more on screen (a part that gives way); a
    label that `grow`s is drawn at 9 pt where it fits its box (see `Label`)."""

    def __init__(self, label: Label, legible_only: bool = False) -> None:
        self.legible_only = legible_only
        x, y, w, h = label.rect
        self._rect = QRectF(x, y, w, h)
        self.text = label.text
        self._font = font_for(label.size, label.bold)
        self._flags = _ALIGN[label.align] | Qt.TextFlag.TextWordWrap
        self._label = label
        self._short = label.short  # (its words' shorter form: see `Label`, `set_text`)
        self._reach = self._reaching(self._font)
        # where its glyphs are drawn (`ink`), worked out for the font they were drawn in last
        # (None: left out) and the words (its shorter form, if that was drawn)
        self._drawn_in: QFont | None = self._font
        self._drawn_words = self.text
        self._ink = QRectF()
        super().__init__(self._reach)
        self._glyphs(self._font, self.text, anew=True)

    def _reaching(self, font: QFont) -> QRectF:
        """Its box and whatever of its words' glyphs reach past it in `font` (a box lower than
        its lines, see `draw_text`; a letter's edge past the last one's advance)."""
        if not self.text.strip():
            return QRectF(self._rect)
        ink = ink_bounds(QFontMetricsF(font), self._rect, int(self._flags), self.text, font=font)
        return self._rect.united(ink)

    def ink(self) -> QRectF:
        """Where its glyphs are drawn, in its own units: as it drew them last (grown to 9 pt on
        a sheet shown small, or left out there), before its first paint as its own font draws
        them; empty where none are. Its box may be much higher than they are (room for words
        that wrap): a sheet's lines take in its glyphs alone (`SheetScene.lines`)."""
        return QRectF(self._ink)

    def _glyphs(self, font: QFont | None, text: str, anew: bool = False) -> bool:
        """Where its glyphs are drawn (`ink`): `text` in `font` (None: left out), worked out
        again only for another font or other words, or `anew` (another box): a repaint draws
        them alike, and asks at every paint. Whether they lie elsewhere now."""
        was = self._drawn_in
        # (the font it drew in last is most often the very object drawn in again: told apart
        # from another without comparing them, at every paint)
        same = font is was or (font is not None and was is not None and font == was)
        if same and not anew and text == self._drawn_words:
            return False
        self._drawn_in, self._drawn_words = font, text
        ink = QRectF()
        if font is not None and text.strip():
            ink = ink_bounds(QFontMetricsF(font), self._rect, int(self._flags), text, font=font)
        moved, self._ink = ink != self._ink, ink
        return moved

    def set_text(self, text: str, short: str = "") -> bool:
        """New words, and their shorter form where the whole would not fit at 9 pt (see
        `Label`)."""
        if text == self.text and short == self._short:
            return False
        self.text, self._short = text, short
        reach = self._reaching(self._font)
        if reach != self._reach:
            self._reach = reach
            self.setRect(reach)
        # (in the font they were drawn in last, the whole words till drawn: a repaint moves on)
        if self._glyphs(self._drawn_in or self._font, text, anew=True):
            self.lines_moved()
        self.update()
        return True

    def set_box(self, rect: QRectF) -> None:
        """Lay the words out in `rect` from now on (a table laying its sheet out again for the
        shape of its view)."""
        if rect == self._rect:
            return
        self._rect = QRectF(rect)
        self._reach = self._reaching(self._font)
        self.setRect(self._reach)
        self._glyphs(self._drawn_in, self._drawn_words, anew=True)
        self.lines_moved()
        self.update()

    def fits(self) -> bool:
        """Whether the text fits its box (nothing is clipped, in any language)."""
        return fits_in(self._font, self._rect, self._flags, self.text)

    def words(self, scale: float = 0.0) -> QRectF:
        """Where its words lie in its box, at the size it is given (empty: no words); with the
        view's `scale` (screen pixels per unit), as drawn there: grown to 9 pt on a sheet shown
        small, their line reaching a little past the box's top and bottom (`draw_text`); a
        label that grows, at the font `draw_fitted_text` starts from (with Larger text, its
        larger floor)."""
        if not self.text.strip():
            return QRectF()
        font = larger_font(self._font, self._rect, self._flags, self.text)  # (as drawn)
        room = QRectF(self._rect)
        label = self._label
        if scale > 0 and label.grow:
            start = fitted_font(scale, self._rect, self._flags, self.text, label.size, label.bold)
            if start.pixelSize() > font.pixelSize():
                font = start
                reach = QFontMetricsF(font).height() * HANG / 2
                room.adjust(0, -reach, 0, reach)
        elif scale > 0 and font.pixelSize() > 0 and font.pixelSize() * scale < MIN_TEXT_PX:
            font = QFont(font)
            font.setPixelSize(math.ceil(MIN_TEXT_PX / scale))
            reach = QFontMetricsF(font).height() * HANG / 2
            room.adjust(0, -reach, 0, reach)
        laid = QFontMetricsF(font).boundingRect(self._rect, int(self._flags), self.text)
        return laid.intersected(room)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(inks.colour(self._label.color))
        painter.setFont(self._font)
        label = self._label
        text = self.text
        room = self._rect.width()
        # (its shorter form where the whole would not fit at 9 pt, on as many lines as its box
        # holds: see `Label`)
        if self._short:
            need = text_room(painter, text, label.size, label.bold, True)
            lines = max(1, int(self._rect.height() * 0.7 / max(need.height(), 1e-6)))
            wide = need.width()
            if not label.grow:  # (drawn as legible text: its letters never narrower)
                wide = legible_width(painter, text, label.size, label.bold)
            if wide > room * (1 if lines == 1 else lines * 0.85):
                text = self._short
        # (as large as the words shown allow with Larger text: the shorter form as its like)
        font = larger_font(self._font, self._rect, self._flags, text)
        painter.setFont(font)
        if label.grow:
            drawn = draw_fitted_text(
                painter, self._rect, _ALIGN[label.align], text, label.size, label.bold
            )
            font = painter.font()  # (as drawn: grown to 9 pt on a sheet shown small)
        elif self.legible_only:
            drawn = draw_legible_text(painter, self._rect, self._flags, text)
            font = painter.font()
        else:
            text = self.text
            drawn = draw_text(painter, self._rect, self._flags, text, font)
        if self._glyphs(font if drawn else None, text):  # (the sheet's lines with them)
            self.lines_moved()
        # (the font it was made with, as a paint at its own size leaves it: the same object)
        if font is not self._font and font != self._font and self.text.strip():
            # grown to 9 pt on a sheet shown small: its bounds take in what hangs past its box
            # (else a repaint of it would leave those glyphs' ends behind or cut)
            reach = self._reach.united(self._reaching(painter.font()))
            if reach != self._reach:
                self._reach = reach
                self.setRect(reach)
            # words cut short with "…" are whole in the tooltip
            short = not fits_in(painter.font(), self._rect, self._flags, self.text)
            tip = plain_tooltip(self.text) if short else ""  # (a name shows as typed)
            if self.toolTip() != tip:
                self.setToolTip(tip)
