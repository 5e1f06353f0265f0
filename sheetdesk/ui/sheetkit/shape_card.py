"""A card that shows a polyomino: the revealed expedition card (or, face down, a back).

`ShapeCardItem.set_content(cells, title, lines)` shows the shape (as the ghost shows it now, so the
picture turns with it) beside a few lines of text (under them, on a card higher than wide) that
shrink to fit longer translations, never below 9 pt on screen (narrower letters, then the last
lines give way: whatever gives way or is cut short is whole in the card's tooltip). `set_rect`
moves it (a table laid out again).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..palette import KIT, tone
from .items import draw_pen_cross
from .measure import MIN_TEXT_PX
from .sheet_item import BoundedItem
from .text import (
    STRETCHES,
    draw_fitted_text,
    draw_legible_text,
    elided,
    font_for,
    given_way,
    offer_whole,
    screen_scale,
    shortened,
)

Cell = tuple[int, int]


class ShapeCardItem(BoundedItem):
    def __init__(
        self,
        rect: tuple[float, float, float, float],
        back: Callable[[QPainter, QRectF, str], None] | None = None,
    ) -> None:
        self._rect = QRectF(*rect)
        super().__init__(self._rect.adjusted(-6, -6, 6, 6))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._back = back
        self.cells: tuple[Cell, ...] = ()
        self.title = ""
        self.lines: tuple[str, ...] = ()

    def set_rect(self, rect: tuple[float, float, float, float]) -> None:
        if QRectF(*rect) != self._rect:
            self._rect = QRectF(*rect)
            self.setRect(self._rect.adjusted(-6, -6, 6, 6))
            self.update()

    def busy_rects(self) -> list[QRectF]:
        """Where the card shows something (item coordinates): all of it, its shape and the words
        beside or under it (what a hint's badge must not hide)."""
        return [QRectF(self._rect)]

    def set_content(self, cells: tuple[Cell, ...], title: str, lines: Iterable[str]) -> None:
        lines = tuple(lines)
        if (cells, title, lines) != (self.cells, self.title, self.lines):
            self.cells, self.title, self.lines = cells, title, lines
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # whatever of its words is cut short or gives way is whole in its tooltip
        with shortened() as cut:
            self._paint(painter)
        offer_whole(self, cut)

    def _paint(self, painter: QPainter) -> None:
        r = self._rect
        w = r.width()
        outline = QPainterPath()
        outline.addRoundedRect(r, 8, 8)
        painter.setPen(QPen(tone(KIT.shape_edge), 2.2))
        painter.setBrush(tone(KIT.shape_paper))
        painter.drawPath(outline)
        # no word smaller than 9 pt on screen: where the card is shown small its words grow
        # (in card units) and the last lines give way first
        floor = float(math.ceil(MIN_TEXT_PX / max(screen_scale(painter), 1e-6)))
        title_size = max(13.0, floor)
        title_h = max(20.0, title_size * 1.35)
        # a card higher than wide (a narrow column): the title may take two lines, the shape
        # lies under it and the lines under the shape, each as wide as the card
        portrait = r.height() > r.width() * 1.1
        if portrait:
            title_h = max(40.0, title_size * 2.9)
        painter.setPen(tone(KIT.shape_ink))
        # (narrower letters before its words are cut short: "Κάρτα εκστρατείας" at 9 pt)
        draw_fitted_text(
            painter,
            QRectF(r.left() + 6, r.top() + 3, w - 12, title_h),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
            title_size,
        )
        top = r.top() + title_h + 5
        flags = (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        )
        # as large as fits; longer translations get a smaller font, never below the floor,
        # and then lose their last lines
        sizes = [size for size in (16.0, 15.0, 14.0, 13.0, 12.0, 11.0, 10.0, 9.0) if size >= floor]
        sizes = sizes or [floor]
        body = "\n".join(self.lines)
        back = self._back is not None
        if portrait:
            # a card face down: its back's picture lower, or none, where that lets more of its
            # words read whole (the picture says nothing the words do not: a narrow card beside
            # a lesson at 819x480 cut "Not turned over yet" short under it)
            shown = -1
            for share in (0.35,) if self.cells else (0.35, 0.25, 0.15, 0.0):
                pic_h = min(w * 0.5, (r.bottom() - top) * share)
                room = QRectF(r.left() + 6, top + pic_h + 4, w - 12, r.bottom() - top - pic_h - 10)
                if not share:
                    room = QRectF(r.left() + 6, top - 1, w - 12, r.bottom() - top - 3)
                whole = _lines_fitting(painter, room, flags, self.lines, sizes)
                if whole > shown:
                    shown, area = whole, room
                    pic, back = QRectF(r.left() + 8, top, w - 16, pic_h), back and share > 0
                if whole == len(self.lines):
                    break
        else:
            pic = QRectF(r.left() + 8, top, w * 0.4, r.bottom() - 7 - top)
            area = QRectF(
                pic.right() + 6, top - 1, r.right() - pic.right() - 10, r.bottom() - top - 3
            )
            if not self.cells and _fitting(painter, area, flags, body, sizes) is None:
                # a card face down whose words do not fit beside its back's picture: they take
                # the card's width instead (the picture says nothing the words do not)
                area, back = QRectF(r.left() + 6, top - 1, w - 12, r.bottom() - top - 3), False
        if self.cells:
            rows = max(rr for rr, _ in self.cells) + 1
            cols = max(cc for _, cc in self.cells) + 1
            pitch = min(pic.width() / max(cols, 2), pic.height() / max(rows, 2), 26.0)
            origin = QPointF(
                pic.center().x() - cols * pitch / 2, pic.center().y() - rows * pitch / 2
            )
            for rr, cc in self.cells:
                box = QRectF(origin.x() + cc * pitch, origin.y() + rr * pitch, pitch, pitch)
                painter.setPen(QPen(tone(KIT.shape_ink), 1.6))
                painter.setBrush(tone(KIT.shape_box))
                painter.drawRect(box)
                inset = min(4.0, pitch * 0.15)
                draw_pen_cross(
                    painter, box.adjusted(inset, inset, -inset, -inset), tone(KIT.shape_ink), 200
                )
        elif back and self._back is not None:
            self._back(painter, pic.adjusted(pic.width() * 0.15, 0, -pic.width() * 0.15, 0), "")
        painter.setPen(tone(KIT.shape_ink))
        lines = list(self.lines)
        while lines:
            body = "\n".join(lines)
            font = _fitting(painter, area, flags, body, sizes)
            if font is not None:
                painter.setFont(font)
                draw_legible_text(painter, area, flags, body)
                return
            if len(lines) == 1:  # on one line, cut short with "…" (not cut at the card's edge)
                one_line = int(flags) & ~int(Qt.TextFlag.TextWordWrap)
                draw_legible_text(painter, area, one_line, elided(painter.font(), area, body))
                return
            given_way(lines.pop())


def _lines_fitting(
    painter: QPainter, area: QRectF, flags: int, lines: tuple[str, ...], sizes: list[float]
) -> int:
    """How many of `lines`, from the first, fit `area` whole at one of `sizes` (`_fitting`)."""
    for count in range(len(lines), 0, -1):
        if _fitting(painter, area, flags, "\n".join(lines[:count]), sizes) is not None:
            return count
    return 0


def _fitting(
    painter: QPainter, area: QRectF, flags: int, body: str, sizes: list[float]
) -> QFont | None:
    """The largest of `sizes` (narrower letters before a smaller size: their height is what
    reads) at which `body` fits `area` whole, or None (`painter` left with the last tried)."""
    for stretch in STRETCHES:
        for size in sizes:
            font = QFont(font_for(size, False))
            font.setStretch(stretch)
            painter.setFont(font)
            laid = painter.boundingRect(area, flags, body)  # (a long word may not wrap)
            if laid.height() <= area.height() and laid.width() <= area.width() + 0.5:
                return font
    return None
