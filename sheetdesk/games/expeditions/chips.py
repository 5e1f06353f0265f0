"""The completed cards on a family score card: a chip per card, in rows. Where the card is shown
too small for all of them, a last chip says how many more ("+N"); where not even one chip with
its number fits (a card shown very small), each card is a small chip of its colour without its
number (marks only, by design: a click shows the card big, numbers and all). None is dropped.

`chip_places` lays the chips out (as many columns and rows as the room holds); `paint_more`
draws the "+N" chip. Each game paints its own chips (a colour mark and a number) in the places.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPen

from sheetdesk.ui.palette import declare, tone
from sheetdesk.ui.sheetkit import draw_fitted_text, words_box

C = declare(
    "expeditions.chips",
    {"more_ink": "#3b2a14", "more_fill": "#f3ecdb"},
    text=[("more_ink", "more_fill")],
    marks=[("more_ink", "more_fill")],
)


def chip_places(
    count: int, room: QRectF, chip: QSizeF, gap: QSizeF, columns: int = 0
) -> tuple[list[QRectF], int]:
    """Where `count` chips of size `chip` go in `room`, row by row (`columns` at most a row, 0:
    as many as fit), and how many of them the last place stands for: 1, or, where they do not
    all fit, all the rest (that place shows "+N", `paint_more`): no card is left out unsaid.
    Where not one chip of that size fits, `count` smaller places for chips without their
    numbers (marks only), and 0."""
    places, last = _rows(count, room, chip, gap, columns)
    if places or count == 0 or room.width() <= 1 or room.height() <= 1:
        return places, last
    # marks only: the biggest chips of the same shape that all fit
    side = min(room.width(), room.height())
    while side > 1:
        small = QSizeF(side * chip.width() / chip.height(), side)
        if small.width() > room.width():
            small = QSizeF(room.width(), room.width() * chip.height() / chip.width())
        tight = QSizeF(small.height() * 0.2, small.height() * 0.2)
        places, last = _rows(count, room, small, tight, 0)
        if last == 1 and len(places) == count:
            return places, 0
        side *= 0.9
    return [], 0


def _rows(
    count: int, room: QRectF, chip: QSizeF, gap: QSizeF, columns: int
) -> tuple[list[QRectF], int]:
    across = max(1, int((room.width() + gap.width()) // (chip.width() + gap.width())))
    if columns:
        across = min(across, columns)
    down = max(0, int((room.height() + gap.height()) // (chip.height() + gap.height())))
    if chip.width() > room.width() + 0.5:
        down = 0
    room_for = across * down
    shown = min(count, room_for)
    places = [
        QRectF(
            room.left() + (i % across) * (chip.width() + gap.width()),
            room.top() + (i // across) * (chip.height() + gap.height()),
            chip.width(),
            chip.height(),
        )
        for i in range(shown)
    ]
    last = count - shown + 1 if places else 0
    return places, last


def paint_more(painter: QPainter, rect: QRectF, more: int, size: float) -> None:
    """A chip saying `more` completed cards are not shown one by one ("+N")."""
    painter.setPen(QPen(tone(C.more_ink), rect.height() * 0.06))
    painter.setBrush(tone(C.more_fill))
    painter.drawRoundedRect(rect, rect.height() * 0.25, rect.height() * 0.25)
    painter.setPen(tone(C.more_ink))
    words = f"+{more}"
    where = words_box(painter, rect, rect.height() * 0.06, words, size)
    draw_fitted_text(painter, where, Qt.AlignmentFlag.AlignCenter, words, size)
