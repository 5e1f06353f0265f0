"""While the cards are dealt, the card games' board is as high as the dealt cards: Confirm stands
right under them and the height the window spares goes under the table's last row. On 1c4f3c82
the board kept the kept cards' height, the dealt cards drawn at its top, and 85 px lay empty
between them and Confirm at 1280x1000 (55 at 1024x600). The board's room under them still holds
a hint's outline round a dealt card, whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from sheetdesk.core import registry
from sheetdesk.core.session import Player
from sheetdesk.games.expeditions.table import DEALT_RECTS
from sheetdesk.ui.new_game_dialog import NewGameChoice
from tests.ui.driving import pass_handover

GAMES = ("treasure_cards", "pyramid_cards")


@pytest.mark.parametrize("game", GAMES)
def test_confirm_stands_right_under_the_dealt_cards(window, qtbot, game):  # type: ignore[no-untyped-def]
    window.start_new(NewGameChoice(registry.get(game), (Player("Ana"), Player("Jan")), {}, 3))
    if window.current_page_name() == "handover":
        pass_handover(window)
    table = window.page("table").table
    view = table.board_view
    for size in ((1280, 1000), (1024, 600)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.size().toTuple() == size)
        QTest.qWait(0)
        _left, top, _width, height = DEALT_RECTS[0]
        bottom = view.mapTo(table, view.mapFromScene(QPointF(0, top + height))).y()
        card = height * view.scale_factor()
        gap = table.button_row.y() - bottom
        # (the board's room under the cards: a card's focus ring and a hint's outline)
        assert 0 <= gap < card / 4, (size, gap, round(card))
    QTest.mouseClick(window.page("table").hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(table.hint_markers))
    edge = view.sceneRect().bottom()
    for marker in table.hint_markers:
        ring = marker.mapToScene(marker.ring).boundingRect()
        assert ring.bottom() + marker.pen_width * 1.1 <= edge  # (and half its white halo)
