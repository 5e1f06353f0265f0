"""A pyramid card shown small (a dealt or display card in a lesson at 1366×768 at 150 %): its
serial number, grown to 9 pt on its badge, is whole; the chamber painted after the badge hid its
lower half (nothing the layout audit reads: an opaque fill laid over the number's glyphs)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter, QTransform

from sheetdesk.games.pyramid_cards import rules as pc
from sheetdesk.games.pyramid_cards.sheet import PyramidCardsTable
from sheetdesk.ui.sheetkit.grid_card import GridCardItem
from sheetdesk.ui.sheetkit.measure import stating
from tests.ui.audit_strokes import stroking


@pytest.mark.parametrize("scale", [0.3, 0.37, 1.0])
def test_a_small_card_s_serial_number_is_not_painted_over(qapp, scale):
    item = GridCardItem("dealt:0", (0, 0, 190, 168), PyramidCardsTable.CARD_LOOK)
    serials = []
    for card in pc.RULES.cards.cards[:12]:
        item.set_content(card)
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.setTransform(QTransform.fromScale(scale, scale))
        with stating() as stated, stroking(stated) as strokes:
            item.paint(painter, None)
        painter.end()
        number = next(s for s in stated if s.text == str(card.serial))
        assert number.ink is not None, (card.serial, scale)
        order = stated.index(number)
        over = [
            stroke
            for stroke in strokes
            if stroke.after > order
            and stroke.brush is not None
            and stroke.bounds().intersects(number.ink.adjusted(1, 1, -1, -1))
            and stroke.item is None
        ]
        assert not over, (card.serial, scale, [s.kind for s in over])
        serials.append(card.serial)
    assert len(serials) == 12
