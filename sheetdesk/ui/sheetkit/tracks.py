"""Box tracks of a score card (torches, gems, skulls, coins, Nile digits, misthrows): rows of
boxes, each empty, crossed with the pen, holding a written value, or blacked out, with a faint
printed symbol or number in it. A game says where its boxes go; the kit draws them alike, painted
by the game's own item (`paint_box`, `paint_track`) or as an item of their own (`BoxItem`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..palette import KIT, tone
from .grid_card import PEN_INK
from .items import draw_pen_cross
from .sheet_item import BoundedItem
from .symbols import paint_symbol
from .text import draw_fitted_text, words_box

# how much of its colour a box's frame keeps where it is a watermark under words too large for
# the inside of the box (at most half: the words are read over it, not against its lines)
WATERMARK = 0.4


@dataclass(frozen=True, slots=True)
class BoxStyle:
    fill: str = KIT.box
    edge: str = KIT.box_edge
    print_ink: str = KIT.box_print  # the printed label and symbol, under the player's pen
    symbol: str = ""  # a registered symbol printed faintly in every box
    symbol_scale: float = 0.8


def track_rects(
    origin: QPointF, count: int, per_row: int, pitch: float, gap: float = 0.1
) -> list[QRectF]:
    """`count` square boxes of side pitch * (1 - gap), `per_row` a row, left to right."""
    side = pitch * (1 - gap)
    return [
        QRectF(origin.x() + (i % per_row) * pitch, origin.y() + (i // per_row) * pitch, side, side)
        for i in range(count)
    ]


def framed_words(
    painter: QPainter, rect: QRectF, edge: float, words: str, size: float, frame: QColor
) -> tuple[QRectF, QColor]:
    """Where `words` at `size` (or 9 pt) go in a box framed `edge` wide (`words_box`), and the
    colour its frame is drawn in: `frame`, or `frame` faint (`WATERMARK`) where the box is shown
    too small for them clear of it (they are drawn over it, the whole box theirs)."""
    box = words_box(painter, rect, edge, words, size)
    if box != rect:
        return box, frame
    faint = QColor(frame)
    faint.setAlphaF(frame.alphaF() * WATERMARK)
    return box, faint


def paint_box(
    painter: QPainter,
    rect: QRectF,
    style: BoxStyle,
    *,
    printed: str = "",
    crossed: bool = False,
    written: str = "",
    blacked: bool = False,
) -> None:
    """One box: its frame and printed label or symbol, then what the player did with it. Where
    the box is shown too small for its words at a legible size (9 pt, or Larger text's), its
    frame is faint under them, a watermark: the words are read whole over its lines rather than
    lying on them."""
    side = min(rect.width(), rect.height())
    edge = side * 0.06
    size = side * (0.42 if len(printed) > 2 else 0.5)
    frame = tone(style.edge)
    if printed:
        printed_box, frame = framed_words(
            painter, rect.adjusted(1, 0, -1, 0), edge, printed, size, frame
        )
    if written:
        written_box, frame = framed_words(painter, rect, edge, written, side * 0.6, frame)
    painter.setPen(QPen(frame, edge))
    painter.setBrush(tone(KIT.box_black) if blacked else tone(style.fill))
    painter.drawRect(rect)
    if blacked:
        return
    if style.symbol:
        if written:
            # the symbol keeps to the top left corner: the number written is read on clear
            # paper (drawn over the symbol, its strokes showed through the digits)
            inner = QRectF(
                rect.left() + side * 0.04, rect.top() + side * 0.04, side * 0.26, side * 0.26
            )
        else:
            margin = side * (1 - style.symbol_scale) / 2
            inner = rect.adjusted(margin, margin, -margin, -margin)
        painter.setOpacity(0.45 if (crossed or written) else 0.8)
        paint_symbol(painter, style.symbol, inner)
        painter.setOpacity(1.0)
    if printed:
        painter.setPen(tone(style.print_ink))
        draw_fitted_text(painter, printed_box, Qt.AlignmentFlag.AlignCenter, printed, size)
    if written:
        painter.setPen(tone(PEN_INK))
        draw_fitted_text(painter, written_box, Qt.AlignmentFlag.AlignCenter, written, side * 0.6)
    if crossed:
        draw_pen_cross(painter, rect, tone(PEN_INK))


def paint_track(
    painter: QPainter,
    rects: Sequence[QRectF],
    style: BoxStyle,
    *,
    crossed: int = 0,
    printed: Sequence[str] = (),
) -> None:
    """A track filled from its first box: the first `crossed` boxes crossed."""
    for i, rect in enumerate(rects):
        paint_box(
            painter,
            rect,
            style,
            printed=printed[i] if i < len(printed) else "",
            crossed=i < crossed,
        )


class BoxItem(BoundedItem):
    """One box of `style` at `rect` (sheet units) holding what `set_written` last wrote."""

    def __init__(self, rect: tuple[float, float, float, float], style: BoxStyle) -> None:
        self._rect = QRectF(*rect)
        super().__init__(self._rect.adjusted(-2, -2, 2, 2))
        self._style = style
        self.written = ""

    def set_written(self, written: str) -> None:
        if written != self.written:
            self.written = written
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_box(painter, self._rect, self._style, written=self.written)
