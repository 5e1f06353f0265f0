"""Words set against a box's left side whose first letter overhangs it (T, Y, J lean out past
where the line starts) or whose last one ends a hair past its advance: in a box exactly as wide
as their advance they are drawn whole in their own letters, on a sheet shown big and on a small
sheet only glanced at (never narrowed for a lack that is no lack, never left out)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from sheetdesk.ui.sheetkit.measure import MIN_TEXT_PX, glancing, stating
from sheetdesk.ui.sheetkit.text import draw_fitted_text, font_for

WORDS = ("Twos", "Threes", "Yacht", "Jan")


# the sheet shown big, at sizes its words are written in; small sheets glanced at (their words
# at the 9 pt floor, so that the box is theirs at the size they are drawn)
CASES = [(1.0, size) for size in (14.0, 16.0, 18.0, 20.0, 24.0)]
CASES += [(scale, float(round(MIN_TEXT_PX / scale))) for scale in (0.5, 0.75)]


@pytest.mark.parametrize(("scale", "size"), CASES)
def test_a_word_in_a_box_of_its_exact_width_is_drawn_whole_in_its_own_letters(qapp, scale, size):
    image = QImage(400, 80, QImage.Format.Format_ARGB32_Premultiplied)
    wrong: list[tuple[object, ...]] = []
    for word in WORDS:
        rect = QRectF(10, 10, QFontMetricsF(font_for(size)).horizontalAdvance(word), size * 1.5)
        painter = QPainter(image)
        painter.scale(scale, scale)
        with glancing(scale < 1.0), stating() as stated:
            drawn = draw_fitted_text(painter, rect, Qt.AlignmentFlag.AlignLeft, word, size)
        stretch = painter.font().stretch()
        painter.end()
        ink = stated[0].ink if stated else None
        if not drawn or ink is None or stretch not in (0, 100):
            wrong.append((word, drawn, stretch))
            continue
        glyphs = stated[0].glyphs
        outline = glyphs().boundingRect() if glyphs is not None else ink
        box = QRectF(rect.left() * scale, rect.top(), rect.width() * scale, 1)
        if outline.left() < box.left() - 0.5 or outline.right() > box.right() + 0.5:
            wrong.append((word, outline.left(), outline.right(), box.left(), box.right()))
    assert wrong == []
