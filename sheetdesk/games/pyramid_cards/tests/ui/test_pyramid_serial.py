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
from tests.ui.audit_strokes import TOUCH, stroking


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


@pytest.mark.parametrize("scale", [0.3, 0.37, 0.5, 1.0])
def test_a_small_card_s_serial_badge_covers_no_box(qapp, scale):
    """Grown for its 9 pt number on a card shown small, the badge stays clear of every box of
    the chamber (the chamber is drawn lower and smaller), where the boxes are drawn and hit."""
    item = GridCardItem("dealt:0", (0, 0, 190, 168), PyramidCardsTable.CARD_LOOK)
    screen = QTransform.fromScale(scale, scale)
    for card in pc.RULES.cards.cards[:12]:
        item.set_content(card)
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.setTransform(screen)
        with stating() as stated, stroking(stated) as strokes:
            item.paint(painter, None)
        painter.end()
        number = next(s for s in stated if s.text == str(card.serial))
        assert number.ink is not None
        order = stated.index(number)
        badge = [  # (where its outline puts ink, without the audit's margin for a touch)
            s.bounds().adjusted(TOUCH, TOUCH, -TOUCH, -TOUCH)
            for s in strokes
            if s.kind == "drawRoundedRect"
            and s.after == order
            and s.bounds().contains(number.ink.center())
        ][-1]
        boxes = [screen.mapRect(item.box_rect((r, c))) for r in range(5) for c in range(5)]
        assert not [b for b in boxes if b.intersects(badge)], (card.serial, scale, badge)
        assert badge.contains(number.ink), (card.serial, scale)
